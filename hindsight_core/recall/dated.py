"""A question asking when is answered by a statement holding a date: "When does our cruise leave?" by "Bethan and I
booked the cruise! ... leaving 14 June", not by "Bethan upgraded us to a balcony cabin for the cruise", which
matched as well and ranked first. Where the best match holds no date, the best of the next few that holds one
(``mentioned_dates``, the dates the extractor read in it) and says a word of the question ranks right above it."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.text import root_terms, spoken, to_simplified

_ASKS_DATE = re.compile(
    # "when is / did / 's ...", or opening the question; "what was my A1C when I was diagnosed?" asks a value
    r"\bwhen(?:'s|’s|\s+(?:is|was|are|were|does|do|did|will|would|should|can|could|has|have|had)\b)|^\W*when\b|"
    r"\bwhat\s+(?:date|day)\b|\bwhich\s+(?:date|day)\b|\bhow\s+soon\b|"
    r"什么时候|啥时候|哪天|哪一天|哪日|几号|几月几|何时|几时",
    re.IGNORECASE,
)
#: the matches read: the best and the next few (a dated record further down is as likely about something else)
_HEAD = 5


def asks_date(query: str) -> bool:
    """Whether ``query`` asks when something happens or happened.

    >>> asks_date("When does our cruise leave?"), asks_date("我眼睛手术是哪天？"), asks_date("Where do I live?")
    (True, True, False)
    >>> asks_date("What was my A1C when I was first diagnosed?")
    False
    """
    return _ASKS_DATE.search(to_simplified(query)) is not None


def _dated(record: MemoryRecord) -> bool:
    return bool(record.attributes.get("mentioned_dates"))


def lift_dated(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> str | None:
    """Asked when, the best of the next ``_HEAD`` matches holding a date and a word of the question ranks right
    above the best match, when that holds none. Returns the record lifted."""
    if not asks_date(query):
        return None
    asked = root_terms(query)
    return lift_above_best(
        final,
        _HEAD,
        lambda rid: _dated(records[rid]),
        lambda rid: _dated(records[rid]) and bool(asked & root_terms(spoken(records[rid].text))),
    )


__all__ = ["asks_date", "lift_dated"]
