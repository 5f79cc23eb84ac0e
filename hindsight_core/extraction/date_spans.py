"""Stretches of days said with numbers alone: "12/20 - 12/28", "12/28-1/3", "20/12 to 28/12", 12.20-12.28.

Each end is a month and a day without a year; both ends are in one order, month first or day first, and the
range is read in the one order that makes it a stay of at most three months ("12/28-1/3": not day first, no 28th
month; "11/3-11/10": not 11 March to 11 October); where both orders do ("1/2-3/4 cup", a fraction's as much as a
date's) it is none. The first day's year is the nearest, in the tense it is said in; the last day is the first such
day after it (12/28-1/3: January of the year after). Said with dots it is a Chinese writer's month.day (12.20-12.28 去三亚, 5.1-5.5), only beside Chinese words and no amount
(10.20-10.25元; not a version's "1.12-1.15", nor "$10.20-10.25").

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("we're in Cabo 12/28-1/3", said)]
    ['2026-12-28/2027-01-03']
"""

from __future__ import annotations

import re
from datetime import date

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense

#: The rules of stretches said with numbers, read with the English date rules.
SPAN_RULES: list[DateRule] = []
_rule = registrar(SPAN_RULES)

_CHINESE_BESIDE = re.compile(r"[\u4e00-\u9fff]\s*$")
_CHINESE_AFTER = re.compile(r"\s*[\u4e00-\u9fff]")
_VERSION_BEFORE = re.compile(r"(?:版本|版|第|version|ver|v)\s*$", re.IGNORECASE)
_JOIN = r"\s*(?:-|–|~|～|to|thru|through|till|until|到|至)\s*"


@_rule(
    rf"(?<![\d/.\-$€£¥])(\d{{1,2}})([/.])(\d{{1,2}}){_JOIN}(\d{{1,2}})\2(\d{{1,2}})(?![/.\-]?\d)"
    # (not an amount: "12.5-12.8 kg", "10.20-10.25元")
    r"(?!\s*(?:%|[元块万千百斤克米度岁个倍期章节分秒页]|公斤|公里|小时|分钟|(?:kg|g|lbs?|km|mi|miles|hours?|hrs?|mins?|usd|rmb|dollars|bucks|pts|points)\b))",
    relative=True,
)
def _numeric_span(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "12/20 - 12/28", "20/12 to 28/12", "12/28-1/3": from the first day to the last."""
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


__all__ = ["SPAN_RULES"]
