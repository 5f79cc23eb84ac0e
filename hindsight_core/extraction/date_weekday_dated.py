"""A weekday said with its day of the month: "Tuesday the 15th", "on Fri the 18th", "Sat, the 19th", "Monday the 21st
we fly". It is that day of the month, in the month before, this one or the next where it falls on that weekday (the nearest,
the first ahead in the future tense, the latest in the past tense), else the day of the month as said alone: not the
coming Tuesday with "the 15th" left over.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)  # a Monday
    >>> [m.iso() for m in resolve_time_expressions("my dad's knee surgery is Tuesday the 15th", said)]
    ['2026-12-15']
    >>> [m.iso() for m in resolve_time_expressions("we met on Friday the 13th of November", said)]
    ['2026-11-13']
"""

from __future__ import annotations

import re
from datetime import date

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.extraction.dates_en import MONTH_NAMES, WEEKDAY_NAMES, month_number, weekday_number

#: The rules of a weekday said with its day of the month, read with the English date rules.
WEEKDAY_DATED_RULES: list[DateRule] = []
_rule = registrar(WEEKDAY_DATED_RULES)


@_rule(
    rf"\b(?:on\s+)?(?P<weekday>{WEEKDAY_NAMES})\b\.?,?\s+the\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)\b"
    rf"(?:\s+of\s+(?P<month>{MONTH_NAMES})\b)?",
    relative=True,
)
def _weekday_the_nth(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "Tuesday the 15th": the 15th of the month before, this one or the next in which it is a Tuesday, the nearest
    in the tense it is said in; where none is, the 15th as said alone (the weekday a slip: "Tuesday the 16th" said in
    a December whose 16th is a Wednesday). With its month ("Friday the 13th of November") that month's."""
    number, tense = int(m["day"]), said_tense(m)
    if m["month"]:
        month = month_number(m["month"])
        return ctx.date(ctx.nearest_year(month, number, tense), month, number)
    weekday = weekday_number(m["weekday"])
    candidates = []
    for shift in (-1, 0, 1):
        try:
            day = date(*ctx.month_away(shift), number)
        except ValueError:  # the 31st of a 30-day month
            continue
        if day.weekday() == weekday:
            candidates.append(day)
    best = ctx.nearest_of(candidates, tense)
    return ctx.day_of_month(number, tense) if best is None else ctx.day(best)


__all__ = ["WEEKDAY_DATED_RULES"]
