"""A value told later of a time gone: which of two values of one slot is the newer truth. Pure functions.

"I live in Seattle" said in 2025, then "we moved to Portland in 2020" said in 2026: the second was said later,
but of a time before the first was said, so Seattle is still where the user lives and Portland is where they
lived; and so for 2019年我住在武汉 after 我住在上海. A value said to hold since that time ("I've lived in Denver
since 2019", 从2019年开始我就住在武汉) or now is no history; nor is one dated after the other was said ("I moved to
Denver last month" a year after Seattle).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from hindsight_core.extraction.time_gone_en import told_of_a_time_gone
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.query import named_days

# the value holds on from its day, or now: no history
_HOLDS_ON = re.compile(
    r"\b(?:since|ever\s+since|now|nowadays|currently|still|these\s+days|onwards?|to\s+this\s+day|to\s+date)\b"
    r"|自从|至今|到现在|现在|目前|如今|一直|還在|还在|從[^，。！？；,.!?;\n]{0,12}?(?:開始|起)"
    r"|从[^，。！？；,.!?;\n]{0,12}?(?:开始|起)",
    re.IGNORECASE,
)
# a span closed on a day named ("2018年到2021年", "2018至2021年", "2018-2021年"): 一直 inside it is all along then
_CLOSED_SPAN = re.compile(
    r"(?:到|至|－|-|~|～)\s*(?:\d{2,4}|[〇零一二三四五六七八九]{2,4})\s*年(?!.{0,4}(?:到现在|至今))"
)
# the value said in the present, the date another verb's ("I work at Google, joined in 2015", "I live in Denver, my
# sister moved there in 2019"): no history
_PRESENT = re.compile(
    r"\b(?:i|we)\s+(?:\w+ly\s+|really\s+|also\s+)?(?:live|work|am|are|have|own|use|study|teach|drive|rent)\b"
    r"|\b(?:i|we)'(?:m|re|ve\s+got)\b|\b(?:is|are|am)\b",
    re.IGNORECASE,
)


def _held_on(record: MemoryRecord) -> bool:
    """Whether ``record`` says its value holds on from the time it names, or says it in the present; 一直 within a
    span closed on a year named (2018年到2021年我一直住在波士顿) holds on no further than that year.

    >>> from hindsight_core.models import Scope
    >>> said = lambda text: MemoryRecord(text=text, scope=Scope(user_id="u"))
    >>> _held_on(said("2018年到2021年我一直住在波士顿")), _held_on(said("2018年起我一直住在波士顿"))
    (False, True)
    >>> _held_on(said("我2019年来的深圳，一直住在这")), _held_on(said("2019年我住在波士顿"))
    (True, False)
    """
    if _PRESENT.search(record.text) is not None:
        return True
    held = [m.group() for m in _HOLDS_ON.finditer(record.text)]
    if held and all(h == "一直" for h in held) and _CLOSED_SPAN.search(record.text):
        return False
    return bool(held)


def _long_ago(record: MemoryRecord) -> bool:
    """Whether ``record`` tells its value, naming no day, of a time of one's life gone ("I moved to Boston years
    ago", "... when I was a kid")."""
    value = str(record.attributes.get("value", ""))
    return told_of_a_time_gone(record.text, max(0, record.text.find(value))) and not _held_on(record)


def _past_days(record: MemoryRecord) -> tuple[date, date] | None:
    """The first and last of the days ``record`` names, where they all ended before the day it was said and it
    says nothing holding on from them: the time its value is told of. None for a value told as it is then."""
    days = named_days(record)
    said = record.occurred_at.date()
    if not days or any(last >= said for _, last in days) or _held_on(record):
        return None
    return min(first for first, _ in days), max(last for _, last in days)


#: How long before the value it would supersede was said a value must be told of to be history (half a year): one
#: told of days just before ("I live in Berlin", then "Moved to Munich last month!") is news the earlier statement
#: had not caught up with, the move current
_NEWS = timedelta(days=182)
#: How long after the value it would supersede a value must be said to be history: said within it, the chat is
#: going on and the later is a correction ("I've been vegetarian for 6 years", then "I went vegan in March")
_APART = timedelta(days=30)
#: How long before the value it would supersede a value said within :data:`_APART` must be told of to be history
#: all the same (a year): one told of a year gone is no correction (我现在住在深圳, days later 2019年我住在波士顿)
_YEARS_GONE = timedelta(days=365)
#: The slots a place or a post of one's life fills, which a value of a year gone told soon after leaves as it was (a
#: death or a marriage told of years ago, days after "I'm married", is news the first had not told)
_PLACES_HELD = frozenset({"lives_in", "works_at", "job", "school"})


def told_of_before(later: MemoryRecord, earlier: MemoryRecord) -> bool:
    """Whether ``later`` (said after ``earlier``) tells its value of days that all ended well before ``earlier``'s
    value held (the days ``earlier`` itself is told of, or else the day it was said): history, the older of the two.
    Only a value told: one said to hold no more (a negated value) ends what it ends, whenever it is told of."""
    value = later.attributes.get("value")
    if not value or negated(value) is not None or not earlier.attributes.get("value"):
        return False
    soon = later.occurred_at - earlier.occurred_at < _APART
    if soon and (_past_days(later) is None or later.attributes.get("attribute") not in _PLACES_HELD):
        return False
    if _long_ago(earlier):
        return (
            False  # two times gone ("we moved to Austin when I was a kid", then "... in 2020"): said in order
        )
    told = _past_days(later)
    if told is None:
        return _long_ago(later)
    held = _past_days(earlier)
    return told[1] + (_YEARS_GONE if soon else _NEWS) < (held[0] if held else earlier.occurred_at.date())


def held_last(record: MemoryRecord) -> tuple[datetime, bool]:
    """When ``record``'s value last held as far as is known, to order a value's versions newest first: when it was
    said, or, for one told later of a time gone and placed before the value then current (its ``valid_to`` before
    it was said), that end; at one time, the current one first."""
    ended = record.valid_to
    return (min(record.occurred_at, ended) if ended else record.occurred_at), ended is None


__all__ = ["held_last", "told_of_before"]
