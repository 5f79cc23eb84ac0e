"""A weekday said with its day of the month: "Tuesday the 15th", "on Fri the 18th", "Sat, the 19th", "Monday the 21st
we fly"; and a weekday by its place in a month named: "the 2nd Tuesday of January", "the last Friday of next month",
"the third Thursday in February" (that one day; of every month, "the first Monday of each month", it is none). It
is that day of the month, in the month before, this one or the next where it falls on that weekday (the nearest, the
first ahead in the future tense, the latest in the past tense), else the day of the month as said alone: not the
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
from datetime import date, timedelta

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.extraction.dates_en import MONTH_NAMES, WEEKDAY_NAMES, month_number, weekday_number
from hindsight_core.extraction.tense import habitual_at

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


# what makes it every year's: "every", "usually", "always" before it in its sentence
_EVERY = re.compile(r"\b(?:every|each|usually|always|normally|typically)\b[^.!?;\n]*$", re.IGNORECASE)
_PLACES = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": 0,
           "final": 0}  # fmt: skip
_WHICH_MONTH = {"this": 0, "next": 1, "last": -1}


@_rule(
    rf"\b(?:on\s+)?(?P<the>the|every|each)\s+(?P<place>{'|'.join(_PLACES)})\s+(?P<weekday>{WEEKDAY_NAMES})\s+(?:of|in)\s+"
    rf"(?:(?P<month>{MONTH_NAMES})\b(?:,?\s+(?P<year>\d{{4}})\b)?|(?P<which>this|next|last)\s+month\b)",
    relative=True,
)
def _weekday_of_a_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "the 2nd Tuesday of January": the second Tuesday of the nearest January (in the tense it is said in), of the
    year said or of next month's; "the last Friday of March" its last one."""
    if m["the"].lower() != "the" or habitual_at(m.string, *m.span()) or _EVERY.search(m.string, 0, m.start()):
        return None  # "every first Monday of March", "it's usually the last Friday of March": every year's
    place, weekday = _PLACES[m["place"].lower()], weekday_number(m["weekday"])
    if m["which"]:
        year, month = ctx.month_away(_WHICH_MONTH[m["which"].lower()])
    else:
        month = month_number(m["month"])
        year = (
            int(m["year"])
            if m["year"]
            else ctx.nearest_year(month, 7 * place - 3 if place else 25, said_tense(m))
        )
    if not 1 <= year <= 9998:
        return None
    days = [d for n in range(31) if (d := date(year, month, 1) + timedelta(days=n)).month == month]
    matching = [d for d in days if d.weekday() == weekday]
    return ctx.day(matching[place - 1] if place else matching[-1])


__all__ = ["WEEKDAY_DATED_RULES"]
