"""A week named apart from the weekdays said in it: "Mon-Wed in Boston next week", "next week I'm in Denver Thu-Sat",
"next week: Tue to Thu in Chicago", "Friday in Boston next week", "the week after next, Mon-Wed in Boston", 下周周一到周三出差.

Each weekday (or stretch of weekdays) said alone was read as the coming one and the week as a week of its own, so
the stay landed in this week. A week said in the same clause as weekdays said alone is theirs: they move into it, and
the week, which they now place, is no mention of its own. Not a weekday named otherwise ("next Friday", "Friday this
week"), nor two clauses ("Friday I'm busy, next week I'm free", "I'm off Friday and next week"), nor a timetable's
("I work Mon-Fri", which names no day).

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)  # a Monday
    >>> [m.iso() for m in resolve_time_expressions("Mon-Wed in Boston next week", said)]
    ['2026-12-14/2026-12-16']
    >>> [m.iso() for m in resolve_time_expressions("Friday I'm busy, next week I'm free", said)]
    ['2026-12-11', '2026-12-14/2026-12-20']
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from hindsight_core.extraction.dates_en import WEEKDAY_NAMES
from hindsight_core.extraction.dates_zh import CN_WEEK

if TYPE_CHECKING:
    from hindsight_core.extraction.dates import TimeMention

# a week named by its place and nothing else: "next week", "this week", "the week after next", 下周, 下个礼拜
_NAMED_WEEK = re.compile(
    r"(?:last|this|next)\s+week|the\s+week\s+(?:after\s+next|before\s+last)|(?:上上|上|这|本|下下|下)(?:个)?(?:周|星期|礼拜)",
    re.IGNORECASE,
)
_EN_DAY = rf"(?:on\s+|for\s+)?(?:{WEEKDAY_NAMES})\b\.?"
_CN_DAY = rf"{CN_WEEK}[一二三四五六日天1-7]"
# a weekday said alone, or a stretch of them: "Friday", "on Fri", "Mon-Wed", "Thursday to Saturday", 周一到周三
_BARE_DAYS = re.compile(
    rf"{_EN_DAY}(?:\s*(?:-|–|to|thru|through|till|until)\s*(?:{WEEKDAY_NAMES})\b\.?)?"
    rf"|{_CN_DAY}(?:\s*(?:到|至|-|–|~|～)\s*{_CN_DAY})?",
    re.IGNORECASE,
)
# what between them makes two clauses: a stop, "and", "but", 和, 但是; a comma unless the week opens the clause
_APART = re.compile(
    r"[.!?。！？;；\n]|\b(?:and|but|or|then|while|also|except|unlike)\b|和|但|或者|然后|还有|不过|而且",
    re.IGNORECASE,
)
_MOST_APART = 40


def weeks_named_apart(text: str, today: date, mentions: list[TimeMention]) -> list[TimeMention]:
    """``mentions`` with the weekdays said alone in a week's clause moved into it, and that week dropped (not a day
    read as gone beside a week ahead: "On Sunday we talked about next week")."""
    out = list(mentions)
    for week in mentions:
        if week.granularity != "week" or not _NAMED_WEEK.fullmatch(week.text):
            continue
        days = [
            m
            for m in out
            if m is not week
            and _BARE_DAYS.fullmatch(m.text)
            and _same_clause(text, week, m)
            and (m.start.date() < today) == (week.start.date() < today)
        ]
        if not days:
            continue
        monday = week.start.date()
        for day in days:
            shift = timedelta(days=(monday - (day.start.date() - timedelta(days=day.start.weekday()))).days)
            moved = dataclasses.replace(day, start=day.start + shift, end=day.end + shift, relative=True)
            out[out.index(day)] = moved
        out.remove(week)
    return out


def _same_clause(text: str, week: TimeMention, day: TimeMention) -> bool:
    """Whether ``day`` is said in ``week``'s clause, close by: nothing between them parts the two."""
    first, last = sorted((week.span, day.span))
    between = text[first[1] : last[0]]
    if len(between) > _MOST_APART or _APART.search(between):
        return False
    # a comma only after a week that opens the clause ("the week after next, Mon-Wed in Boston")
    return not re.search(r"[,，:：]", between) or (
        first == week.span and re.fullmatch(r"\s*[,，:：]\s*", between) is not None
    )


__all__ = ["weeks_named_apart"]
