"""A holiday's event dated by a day of the month: "Christmas party on the 18th", "our work Xmas do is on the 19th",
"Thanksgiving dinner on the 26th". The holiday names the event, the day its date: one date, that day in the holiday's
month (the 18th of December), not two (Christmas, and the 18th of whichever month comes next).

The holiday must name what happens (its party, dinner, do, break...) and the day follow in the same clause; a holiday
and another day ("home for Christmas, flying back on the 28th") stay two dates. The day is the one in the holiday's
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
    r"^(?:christmas(?:\s+eve)?|xmas|thanksgiving|halloween|easter|hanukkah|chanukah|diwali|new\s+year['’]?s(?:\s+eve)?)$",
    re.IGNORECASE,
)
# what the holiday names, right after it, then the words to its day in the same clause
_EVENT_THEN = re.compile(
    r"^\s*(?:eve\s+)?(?:work\s+|office\s+|family\s+|school\s+)?(?:party|parties|dinner|lunch|brunch|do|bash|drinks|"
    r"get-together|gathering|potluck|concert|play|pageant|recital|show|market|fair|service|event|celebration|"
    r"break|holidays?|vacation|shopping|meal|feast|social)\b[^.!?;,]{0,40}$",
    re.IGNORECASE,
)
_DAY_ALONE = re.compile(r"^(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$", re.IGNORECASE)


def holiday_days_named(text: str, ctx: Calendar, mentions: list[TimeMention]) -> list[TimeMention]:
    """``mentions`` with each holiday whose event is dated by a day of the month after it taken into that day."""
    out: list[TimeMention] = []
    skip = False
    for index, mention in enumerate(mentions):
        if skip:
            skip = False
            continue
        following = mentions[index + 1] if index + 1 < len(mentions) else None
        dated = following and _dated_in(text, ctx, mention, following)
        if dated:
            out.append(dated)
            skip = True
        else:
            out.append(mention)
    return out


def _dated_in(text: str, ctx: Calendar, holiday: TimeMention, day: TimeMention) -> TimeMention | None:
    said = _DAY_ALONE.match(day.text)
    if said is None or not _HOLIDAY.match(holiday.text) or holiday.granularity != "day":
        return None
    if not _EVENT_THEN.match(text[holiday.span[1] : day.span[0]]):
        return None
    month, today = holiday.start.month, ctx.today
    candidates = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            candidates.append(date(year, month, int(said[1])))
        except ValueError:
            continue
    past = holiday.start.date() < today
    fitting = [d for d in candidates if (d <= today if past else d >= today)]
    if not fitting:
        return None
    chosen = max(fitting) if past else min(fitting)
    return replace(day, start=ctx.at(chosen), end=ctx.at(chosen + timedelta(days=1)))


__all__ = ["holiday_days_named"]
