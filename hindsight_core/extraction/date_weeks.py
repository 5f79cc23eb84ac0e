"""Weeks named by a day in them or by their place in a month: "the week of the 14th", "the weekend of Dec 19",
"the first week of January", "the last week of the month".

A week named by a day is the Monday-to-Sunday week holding it, a weekend the Saturday and Sunday of that week; the
day is read as it is said alone (:mod:`~hindsight_core.extraction.dates`'s conventions). A week of a month is seven
of its days in order (the first: days 1-7, the second 8-14, the third 15-21, the fourth 22-28) and its last week
its last seven days, as "the end of the month" is; a weekend of a month its Saturdays in order (the first, the
last) and the Sunday after. Said as a habit ("the last week of the month is always crazy") it is no date, and
"the last week" in it is not last week.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)  # a Monday
    >>> [m.iso() for m in resolve_time_expressions("I'm in Chicago the week of the 14th", said)]
    ['2026-12-14/2026-12-20']
    >>> [m.iso() for m in resolve_time_expressions("the last week of December we're at grandma's", said)]
    ['2026-12-25/2026-12-31']
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.extraction.dates_en import MONTH_NAMES, month_and_day, month_number
from hindsight_core.extraction.tense import habitual_at

#: The rules of weeks, read with the English date rules.
WEEK_RULES: list[DateRule] = []
_rule = registrar(WEEK_RULES)

# a day said in the week's name: "the 14th", "Dec 14", "14 December", "12/14"
_DAY_SAID = (
    r"(?:the\s+)?(?P<alone>\d{1,2})(?:st|nd|rd|th)\b"
    rf"|(?P<month1>{MONTH_NAMES})\.?\s+(?P<day1>\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"|(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month2>{MONTH_NAMES})\b"
    r"|(?P<first>\d{1,2})/(?P<second>\d{1,2})\b(?![/.-]?\d)"
)


@_rule(rf"\b(?:the\s+)?week(?P<end>end)?\s+of\s+(?:{_DAY_SAID})", relative=True)
def _week_of_a_day(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "the week of the 14th", "the weekend of Dec 19": the week (or weekend) holding that day."""
    tense = said_tense(m)
    if m["alone"]:
        day = ctx.day_of_month(int(m["alone"]), tense)
    else:
        if m["first"]:
            order = month_and_day(int(m["first"]), int(m["second"]))
            if order is None:
                return None
            month, number = order
        else:
            month, number = month_number(m["month1"] or m["month2"]), int(m["day1"] or m["day2"])
        day = ctx.date(ctx.nearest_year(month, number, tense), month, number)
    if day is None:
        return None
    return ctx.weekend(day[0].date()) if m["end"] else ctx.week(day[0].date())


# what makes a week of a month every month's: "the last week of the month is always crazy", "usually", "every"
_HABIT = re.compile(r"\b(?:always|usually|normally|typically|generally|often|every|each|tends?\s+to)\b", re.I)


def _sentence_of(m: re.Match[str]) -> str:
    """The sentence ``m`` is said in."""
    start = max(m.string.rfind(stop, 0, m.start()) for stop in ".!?;\n")
    ends = [at for at in (m.string.find(stop, m.end()) for stop in ".!?;\n") if at >= 0]
    return m.string[start + 1 : min(ends, default=len(m.string))]


_PLACE = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": 0,
          "final": 0}  # fmt: skip
_WHICH_MONTH = {"the": 0, "this": 0, "next": 1, "last": -1}


@_rule(
    rf"\bthe\s+(?P<place>{'|'.join(_PLACE)})\s+week(?P<end>end)?\s+of\s+"
    rf"(?:(?P<month>{MONTH_NAMES})\b(?!\s*\d)(?:,?\s+(?P<year>\d{{4}})\b)?|(?P<which>the|this|next|last)\s+month\b)",
    relative=True,
)
def _week_of_a_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "the first week of January" (its days 1-7), "the last week of the month" (its last seven days), "the first
    weekend of March" (its first Saturday and the Sunday after); none said as a habit."""
    if habitual_at(m.string, *m.span()) or _HABIT.search(_sentence_of(m)):
        return None
    place = _PLACE[m["place"].lower()]
    if m["which"]:
        year, month = ctx.month_away(_WHICH_MONTH[m["which"].lower()])
    else:
        month = month_number(m["month"])
        year = (
            int(m["year"])
            if m["year"]
            else ctx.nearest_year(month, 7 * place - 3 if place else 28, said_tense(m))
        )
    if not 1 <= year <= 9998:
        return None
    first_of_next = date(year + (month == 12), month % 12 + 1, 1)
    if m["end"]:
        saturdays = [d for d in (date(year, month, 1) + timedelta(days=n) for n in range(31)) if d < first_of_next
                     and d.weekday() == 5]  # fmt: skip
        saturday = saturdays[place - 1] if place else saturdays[-1]
        return ctx.at(saturday), ctx.at(saturday + timedelta(days=2)), "weekend"
    if not place:
        return ctx.month_end(year, month)
    first = date(year, month, 7 * place - 6)
    return ctx.at(first), ctx.at(first + timedelta(days=7)), "period"


__all__ = ["WEEK_RULES"]
