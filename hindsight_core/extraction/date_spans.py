"""Stretches of days said short: with numbers alone ("12/20 - 12/28", "12/28-1/3", "20/12 to 28/12", 12.20-12.28)
or with a weekday's short name ("Fri to Sun", "Thu-Sun", "next Fri-Sun"), or between two days of the month ("between the
20th and the 28th").

Each end is a month and a day without a year; both ends are in one order, month first or day first, and the
range is read in the one order that makes it a stay of at most three months ("12/28-1/3": not day first, no 28th
month; "11/3-11/10": not 11 March to 11 October); where both orders do ("1/2-3/4 cup", a fraction's as much as a
date's) it is none. The first day's year is the nearest, in the tense it is said in; the last day is the first such
day after it (12/28-1/3: January of the year after). Said with dots it is a Chinese writer's month.day (12.20-12.28 去三亚, 5.1-5.5), only beside Chinese words and no amount
(10.20-10.25元; not a version's "1.12-1.15", nor "$10.20-10.25").

A stretch of weekdays is from the first (the coming one, the last one in the past tense, or this or next week's
as said) to the first such weekday after it; said of a timetable ("I work Mon-Fri", "my shifts are Thu-Sun",
"I'm in the office Tue-Thu", "gym Mon-Fri 6am") it is every week's and no date, unless a week is named ("in the
office Tue-Thu next week").

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("we're in Cabo 12/28-1/3", said)]
    ['2026-12-28/2027-01-03']
    >>> [m.iso() for m in resolve_time_expressions("flying out Fri to Sun for a wedding", said)]
    ['2026-12-11/2026-12-13']
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from hindsight_core.extraction.date_calendar import (
    MOVED_BEFORE,
    Calendar,
    DateRule,
    Resolved,
    registrar,
    said_tense,
)
from hindsight_core.extraction.dates_en import _NO_NOUN_AFTER, WEEKDAY_NAMES, weekday_number
from hindsight_core.extraction.tense import habitual_at

#: The rules of stretches said with numbers, read with the English date rules.
SPAN_RULES: list[DateRule] = []
_rule = registrar(SPAN_RULES)

_CHINESE_BESIDE = re.compile(r"[\u4e00-\u9fff]\s*$")
_CHINESE_AFTER = re.compile(r"\s*[\u4e00-\u9fff]")
_VERSION_BEFORE = re.compile(r"(?:版本|版|第|version|ver|v)\s*$", re.IGNORECASE)
_JOIN = r"\s*(?:-|–|~|～|to|thru|through|till|until|到|至)\s*"


@_rule(
    # (with the word before it that makes its first day one alone: "from 12/20 to 12/28", "away 12/22 - 12/30")
    r"(?:\b(?:on|by|from|since|for|back|leav(?:e|ing)|fly(?:ing)?|flight|arriv(?:e|ing)|return(?:ing)?|"
    r"depart(?:ing)?|land(?:ing)?|out|away)\s+)?"
    rf"(?<![\d/.\-$€£¥])(\d{{1,2}})([/.])(\d{{1,2}}){_JOIN}(\d{{1,2}})\2(\d{{1,2}})(?![/.\-]?\d)"
    # (not an amount: "12.5-12.8 kg", "10.20-10.25元")
    r"(?!\s*(?:%|[元块万千百斤克米度岁个倍期章节分秒页]|公斤|公里|小时|分钟|(?:kg|g|lbs?|km|mi|miles|hours?|hrs?|mins?|usd|rmb|dollars|bucks|pts|points)\b))",
    relative=True,
)
def _numeric_span(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "12/20 - 12/28", "20/12 to 28/12", "12/28-1/3": from the first day to the last."""
    if MOVED_BEFORE.search(m.string, max(0, m.start() - 80), m.start()):
        return None  # two days a thing is moved between ("rescheduled my flight from 12/20 to 12/22")
    first, second, third, fourth = int(m[1]), int(m[3]), int(m[4]), int(m[5])
    orders = [((first, second), (third, fourth)), ((second, first), (fourth, third))]
    if (
        m[2] == "."
    ):  # a Chinese writer's month.day beside Chinese words (not a version's 1.12-1.15, nor a price)
        if _VERSION_BEFORE.search(m.string, max(0, m.start() - 10), m.start()) or not (
            _CHINESE_BESIDE.search(m.string, max(0, m.start() - 3), m.start())
            or _CHINESE_AFTER.match(m.string, m.end())
        ):
            return None
        orders = orders[:1]
    tense = said_tense(m)
    stretches = {stretch for ends in orders if (stretch := _stretch(ctx, *ends, tense)) is not None}
    if len(stretches) != 1:  # none, or either order a stretch ("1/2-3/4 cup", "5/10 - 6/10 on free throws")
        return None
    start, end = stretches.pop()
    return ctx.at(start), ctx.day(end)[1], "period"


def _stretch(
    ctx: Calendar, first: tuple[int, int], last: tuple[int, int], tense: int
) -> tuple[date, date] | None:
    """The days from ``first`` to ``last`` ((month, day) each), the first in its nearest year and the last the
    first such day after it; None when either is no day or they are more than three months apart (as no stay is
    said: 11/3-11/10 is not 11 March to 11 October)."""
    (month, day), (last_month, last_day) = first, last
    if month > 12 or last_month > 12:
        return None
    try:
        start = date(ctx.nearest_year(month, day, tense), month, day)
        end = next(
            end for end in (date(start.year + shift, last_month, last_day) for shift in (0, 1)) if end > start
        )
    except ValueError:  # 2/30
        return None
    return (start, end) if (end - start).days <= 92 else None


_WEEKDAY_JOIN = r"\s*(?:-|–|to|thru|through|till|until)\s*"
_FULL = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# what makes a stretch of weekdays a timetable's: "my shifts are Thu-Sun", "gym Mon-Fri 6am", "usually Fri-Sun"
_TIMETABLE = re.compile(
    r"\b(?:shifts?|class(?:es)?|hours|schedule|open|opens|closed|closes|work|works|working|gym|school|office|"
    r"every|usually|always|typically|normally|generally|weekly|lessons?|practices?|rota|daily|weekdays)\b",
    re.IGNORECASE,
)


# a week named in the sentence makes a stretch of weekdays of that week, no timetable's
_A_WEEK_NAMED = re.compile(r"\b(?:this|next)\s+week\b|\bthe\s+week\s+after\s+next\b", re.IGNORECASE)


@_rule(
    rf"\b(?:(?P<which>this|next)\s+)?(?!(?:{_FULL})\b\.?{_WEEKDAY_JOIN}(?:{_FULL})\b)(?P<first>{WEEKDAY_NAMES})\b\.?{_WEEKDAY_JOIN}"
    rf"(?P<last>{WEEKDAY_NAMES})\b\.?(?:\s+(?P<week>this|next)\s+week\b)?"
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)?",
    relative=True,
)
def _weekday_span(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "Fri to Sun", "Thu-Sun", "next Fri-Sun", "Mon-Wed next week": from the first weekday to the last (full names
    both, "Friday to Sunday", are :mod:`~hindsight_core.extraction.dates`'s range of two days)."""
    if MOVED_BEFORE.search(m.string, max(0, m.start() - 80), m.start()):
        return None  # two days a thing is moved between ("the meeting got pushed from Fri to Mon"), or "not Fri - Sat"
    first, last = weekday_number(m["first"]), weekday_number(m["last"])
    which = (m["which"] or m["week"] or "").lower()
    sentence = re.split(r"[.!?;\n]", m.string[m.start() :], maxsplit=1)[0]
    head = m.string[max(m.string.rfind(stop, 0, m.start()) for stop in ".!?;\n") + 1 : m.start()]
    if first == last or (
        not which
        and (habitual_at(m.string, *m.span("first")) or _TIMETABLE.search(head + sentence))
        # "Mon-Wed in Boston next week for work": that week's (not "I work Mon-Fri, next week I'm off")
        and not _A_WEEK_NAMED.search(re.split(r",", head)[-1] + re.split(r",", sentence, maxsplit=1)[0])
    ):
        return None
    if which == "next":
        day = ctx.in_week(first, 1)[0].date()
    elif which == "this":
        day = ctx.this_weekday(first, said_tense(m))[0].date()
    else:
        day = ctx.bare_weekday(first, said_tense(m))[0].date()
    end = day + timedelta(days=(last - first) % 7)
    return ctx.at(day), ctx.at(end + timedelta(days=1)), "period"


@_rule(
    r"\bbetween\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+and\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b"
    + _NO_NOUN_AFTER,
    relative=True,
)
def _between_days(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "between the 20th and the 28th": from the first day (as "on the 20th" is read) to the first such last day after
    it (not "between the 5th and 6th floors")."""
    first = ctx.day_of_month(int(m[1]), said_tense(m))
    if first is None:
        return None
    start = first[0].date()
    for shift in (0, 1):
        year, month = divmod(start.year * 12 + start.month - 1 + shift, 12)
        try:
            end = date(year, month + 1, int(m[2]))
        except ValueError:
            continue
        if end > start:
            return ctx.at(start), ctx.day(end)[1], "period"
    return None


__all__ = ["SPAN_RULES"]
