"""Questions asking where the user goes next ("where am I going next?", "what trips do I have coming up?", "where am
I traveling in March?", 我下个月要去哪, 我接下来去哪出差): their answers are trips ahead. A trip already taken ("we
went to Lisbon last October, it was amazing", "just got back from Rome", 国庆去了趟云南) names a place and shares
the question's words, and it ranked first, above the flight booked for March. Such a record, said only of the past
and naming no day ahead of when it was said, ranks lower for such a question (:func:`lower_trips_taken`); a
booking ("we booked flights to Tokyo for March") is ahead, and any other question ("did I go to Lisbon?", 我去过云南吗)
ranks as before.

    >>> asks_trip_ahead("Where am I going next?"), asks_trip_ahead("what trips do I have coming up?")
    (True, True)
    >>> asks_trip_ahead("我下个月要去哪"), asks_trip_ahead("我去过云南吗"), asks_trip_ahead("Where did I go next?")
    (True, False, False)
    >>> asks_trip_ahead("which PhD program is the user going to?")
    False

The other way round, asked where the user went ("我上次出差去的哪", "where did I go on my last work trip?"), a trip
still ahead ("下个月去成都出差", "I'm flying to Denver on Feb 20", its day not yet come) ranks lower
(:func:`lower_trips_ahead`); a yes-or-no question ("did I go to Tokyo?") keeps it, as its best answer may be the
flight said before it, and so does a plan whose day has passed.

    >>> asks_trip_taken("我上次出差去的哪"), asks_trip_taken("where did I go for our anniversary?")
    (True, True)
    >>> asks_trip_taken("did I go to Tokyo?"), asks_trip_taken("我去过云南吗"), asks_trip_taken("我下次去哪")
    (False, False, False)
    >>> asks_trip_taken("用户的组长叫什么名字，她后来去了哪里？"), asks_trip_taken("上次出差去了哪里")
    (False, True)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.extraction.dates import tense_of
from hindsight_core.extraction.tense import ahead_only
from hindsight_core.lifecycle.appointments import last_named_day
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lower
from hindsight_core.text import spoken_only, to_simplified

#: How much lower a trip taken ranks for a question about trips ahead, and the reverse (its score times one minus this).
TAKEN_PENALTY = 0.75

# what is ahead: "next", "upcoming", "coming up", "planned", "am I going", "will we be flying"
_EN_AHEAD = re.compile(
    r"\b(?:upcoming|coming\s+up|next|soon|planned|booked|later\s+this|"
    r"(?:am\s+i|are\s+we|is\s+the\s+user|will\s+(?:i|we|the\s+user))\s+(?:be\s+)?"
    r"(?:going|flying|heading|headed|travell?ing|off\s+to))\b",
    re.IGNORECASE,
)
# ... of a trip: "trip", "flight", "going", "heading", "traveling", "vacation"
_EN_TRIP = re.compile(
    r"\b(?:trips?|travel\w*|flights?|flying|vacations?|holidays?|getaways?)\b"
    # going somewhere, asked where ("where am I going next?"; not "which PhD program is the user going to?")
    r"|\bwhere\b[^?]*\b(?:going|heading|headed|off\s+to)\b",
    re.IGNORECASE,
)
# asked of the past: "where did I go next?", "where was I going?", "have I been"
_EN_PAST = re.compile(r"\b(?:did|was|were|went|been|had|last)\b", re.IGNORECASE)
_ZH_AHEAD = re.compile(
    r"接下来|下次|下一次|下一趟|下个月|下周|下星期|下礼拜|即将|快要|马上要|要去|准备去|打算去|计划去|要飞|"
    r"有什么[^？?]{0,4}(?:出行|旅行|出差|旅游|行程)(?:安排|计划)?|(?:出行|旅行|出差|旅游)(?:安排|计划)"
)
_ZH_TRIP = re.compile(r"去|飞|出差|旅行|旅游|出行|行程|机票|航班|度假")
# 我去过云南吗, 上次去哪了, 去了哪
_ZH_PAST = re.compile(r"过|了|上次|上个|上周|以前|之前|去年")


# asked where the user went: "where did I go ...", "where was my last trip?", "what was my last vacation?"
_EN_WHERE_WENT = re.compile(
    r"\b(?:where|which\s+\w+)\s+(?:did|have|had)\s+(?:i|we|the\s+user)\s+(?:ever\s+|last\s+)?"
    r"(?:go|gone|been|travel\w*|fl[oy]\w*|visit\w*|stay\w*)\b"
    r"|\b(?:where|what)\s+(?:was|were)\s+(?:my|our|the\s+user'?s)\s+(?:last|previous|most\s+recent)\s+"
    r"(?:\w+\s+)?(?:trips?|vacations?|holidays?|flights?|getaways?)\b",
    re.IGNORECASE,
)
# 我上次出差去的哪, 上次去了哪里, 去年国庆去了什么地方 (not 我去过云南吗: a yes or no)
_ZH_WHERE_WENT = re.compile(
    r"(?:上次|上一次|上回|之前|以前|去年|上个月|上周|上礼拜)[^？?]{0,8}?(?:去|飞)(?:的|了|过)?(?:哪|什么地方)"
    r"|(?:去|飞)(?:了|过)(?:哪|什么地方)"
)


# someone else asked about: 她后来去了哪里, 用户的组长去了哪里 (the user's own trips are what 我上次出差去的哪 asks)
_ZH_ANOTHER = re.compile(r"[他她它]|(?:用户|我)的")


def asks_trip_taken(query: str) -> bool:
    """Whether ``query`` asks where the user went (not whether they went somewhere, nor where another went)."""
    if _EN_WHERE_WENT.search(query) is not None:
        return True
    text = to_simplified(query)
    return _ZH_WHERE_WENT.search(text) is not None and _ZH_ANOTHER.search(text) is None


def asks_trip_ahead(query: str) -> bool:
    """Whether ``query`` asks about the user's trips ahead (where they go next, what is coming up)."""
    if _EN_AHEAD.search(query) and _EN_TRIP.search(query) and not _EN_PAST.search(query):
        return True
    text = to_simplified(query)
    return bool(_ZH_AHEAD.search(text) and _ZH_TRIP.search(text) and not _ZH_PAST.search(text))


def trip_taken(record: MemoryRecord) -> bool:
    """Whether ``record`` is said only of the past ("we went to Lisbon last October", 国庆去了趟云南) and names no day
    on or after the day it was said."""
    if tense_of(spoken_only(record.text)) >= 0:
        return False
    day = last_named_day(record.attributes)
    return day is None or day < record.occurred_at.date()


def trip_ahead(record: MemoryRecord, now: datetime) -> bool:
    """Whether ``record`` is said only of what is ahead ("下个月去成都出差", "I'm flying to Denver on Feb 20") and every day
    it names is still ahead of ``now`` (a plan naming none is still ahead)."""
    said = spoken_only(record.text)
    if not (ahead_only(said) or tense_of(said) > 0):
        return False
    day = last_named_day(record.attributes)
    return day is None or day >= now.date()


def lower_trips_ahead(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, now: datetime
) -> None:
    """Asked where the user went (:func:`asks_trip_taken`): the records of a trip still ahead rank lower."""
    if asks_trip_taken(query):
        lower(final, [rid for rid in final if trip_ahead(records[rid], now)], TAKEN_PENALTY)


def lower_trips_taken(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked about trips ahead (:func:`asks_trip_ahead`): the records said only of the past rank lower (nothing moves
    for any other question)."""
    if asks_trip_ahead(query):
        lower(final, [rid for rid in final if trip_taken(records[rid])], TAKEN_PENALTY)


__all__ = [
    "TAKEN_PENALTY",
    "asks_trip_ahead",
    "asks_trip_taken",
    "lower_trips_ahead",
    "lower_trips_taken",
    "trip_ahead",
    "trip_taken",
]
