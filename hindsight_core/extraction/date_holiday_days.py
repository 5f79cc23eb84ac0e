"""A holiday's event dated by a day of the month: "Christmas party on the 18th", "our work Xmas do is on the 19th",
"Thanksgiving dinner on the 26th". The holiday names the event, the day its date: one date, that day in the holiday's
month (the 18th of December), not two (Christmas, and the 18th of whichever month comes next).

The holiday must name what happens (its party, dinner, do, break, 圣诞聚会, 年会...) and the day be said in the same
clause, after it or before it ("Dec 18 Christmas party", 12月18号公司圣诞聚会); a holiday and another day ("home for
Christmas, flying back on the 28th") stay two dates. The day is the one in the holiday's
month nearest in the tense the holiday was read in: ahead for a plan, the latest one for what is past.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("Christmas party on the 18th", said)]
    ['2026-12-18']
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hindsight_core.extraction.date_calendar import Calendar
    from hindsight_core.extraction.dates import TimeMention

_HOLIDAY = re.compile(
    r"^(?:christmas(?:\s+eve)?|xmas|thanksgiving|halloween|easter|hanukkah|chanukah|diwali|new\s+year['’]?s(?:\s+eve)?"
    r"|圣诞(?:节)?|平安夜|元旦|跨年|春节|过年|元宵(?:节)?|中秋(?:节)?|国庆(?:节)?|端午(?:节)?|感恩节|万圣节)$",
    re.IGNORECASE,
)
# what the holiday names, right after it ("Christmas party", "Xmas do", 圣诞聚会, 年会)
_EVENT = re.compile(
    r"\s*(?:eve\s+)?(?:work\s+|office\s+|family\s+|school\s+)?(?:party|parties|dinner|lunch|brunch|do|bash|drinks|"
    r"get-together|gathering|potluck|concert|play|pageant|recital|show|market|fair|service|event|celebration|"
    r"break|holidays?|vacation|shopping|meal|feast|social)\b"
    r"|(?:节)?(?:的)?(?:聚会|晚会|派对|年会|聚餐|大餐|晚宴|晚餐|活动|演出|表演|party)",
    re.IGNORECASE,
)
# the words between the holiday's event and its day, or its day and the holiday: one clause
_SAME_CLAUSE = re.compile(r"^[^.!?;,。！？；，]{0,40}$")
_DAY_ALONE = re.compile(r"^(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$|^(\d{1,2})[号日]$", re.IGNORECASE)


def holiday_days_named(text: str, ctx: Calendar, mentions: list[TimeMention]) -> list[TimeMention]:
    """``mentions`` with each holiday whose event is dated by a day in its clause taken into that day: the holiday
    dropped, a day of the month said alone after it placed in the holiday's month."""
    out = list(mentions)
    dropped: set[int] = set()
    for index, holiday in enumerate(mentions):
        if not _names_an_event(text, holiday):
            continue
        if index + 1 < len(mentions) and _beside(text, holiday, mentions[index + 1]):
            out[index + 1] = _dated_in(ctx, holiday, mentions[index + 1]) or mentions[index + 1]
            dropped.add(index)
        elif index > 0 and _beside(text, mentions[index - 1], holiday):
            dropped.add(index)
    return [mention for index, mention in enumerate(out) if index not in dropped]


def _beside(text: str, first: TimeMention, second: TimeMention) -> bool:
    """Whether one of the two is a day and both are said in one clause."""
    day = second if _HOLIDAY.match(first.text) else first
    return day.granularity == "day" and _SAME_CLAUSE.match(text[first.span[1] : second.span[0]]) is not None


def _names_an_event(text: str, holiday: TimeMention) -> bool:
    return (
        holiday.granularity == "day"
        and _HOLIDAY.match(holiday.text) is not None
        and _EVENT.match(text, holiday.span[1]) is not None
    )


def _dated_in(ctx: Calendar, holiday: TimeMention, day: TimeMention) -> TimeMention | None:
    said = _DAY_ALONE.match(day.text)
    if said is None:
        return None
    month, today = holiday.start.month, ctx.today
    candidates = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            candidates.append(date(year, month, int(said[1] or said[2])))
        except ValueError:
            continue
    past = holiday.start.date() < today
    fitting = [d for d in candidates if (d <= today if past else d >= today)]
    if not fitting:
        return None
    chosen = max(fitting) if past else min(fitting)
    return replace(day, start=ctx.at(chosen), end=ctx.at(chosen + timedelta(days=1)))


__all__ = ["holiday_days_named"]
