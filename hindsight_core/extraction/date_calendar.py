"""The calendar the date rules resolve against (the reference day broken down once per call), and the rule
registry the English rules (:mod:`~hindsight_core.extraction.dates_en`) and the Chinese ones
(:mod:`~hindsight_core.extraction.dates_zh`) are written with."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Literal

from hindsight_core.extraction.tense import tense_at
from hindsight_core.models import ensure_aware

Granularity = Literal["day", "week", "weekend", "month", "year", "period"]
#: A third of a month: early (days 1-10, 上旬), mid (11-20, 中旬), late (21 to the end, 下旬).
MonthPart = Literal["early", "mid", "late"]
_MONTH_PART_DAYS: dict[MonthPart, tuple[int, int]] = {"early": (1, 10), "mid": (11, 20), "late": (21, 28)}
#: ``date`` for annotations inside ``Calendar``, where the ``Calendar.date`` method shadows the class.
_Date = date

#: (start, end, granularity) as resolved by one rule; None when the match is not a real date (30 Feb).
Resolved = tuple[datetime, datetime, Granularity]


class Calendar:
    """The reference time, broken down once per call."""

    def __init__(self, reference: datetime) -> None:
        self.reference = ensure_aware(reference)
        self.tz: tzinfo = self.reference.tzinfo or UTC
        self.today: date = self.reference.date()

    def at(self, day: date) -> datetime:
        return datetime.combine(day, time(), tzinfo=self.tz)

    def day(self, day: date) -> Resolved:
        return self.at(day), self.at(day + timedelta(days=1)), "day"

    def week(self, day: date) -> Resolved:
        monday = day - timedelta(days=day.weekday())
        return self.at(monday), self.at(monday + timedelta(days=7)), "week"

    def weekend(self, day: date) -> Resolved:
        monday = day - timedelta(days=day.weekday())
        return self.at(monday + timedelta(days=5)), self.at(monday + timedelta(days=7)), "weekend"

    def this_weekend(self, tense: int) -> Resolved:
        """ "this weekend", 周末, "over the weekend": the current week's; in the past tense the latest one begun
        (周末去爬山了, "this weekend I went to my parents'" said on a Monday: the one just past, not the coming one)."""
        if tense < 0 and self.today.weekday() < 5:
            return self.weekend(self.today - timedelta(weeks=1))
        return self.weekend(self.today)

    def month(self, year: int, month: int) -> Resolved | None:
        if not 1 <= month <= 12 or not 1 <= year <= 9998:
            return None
        nxt = date(year + (month == 12), month % 12 + 1, 1)
        return self.at(date(year, month, 1)), self.at(nxt), "month"

    def month_end(self, year: int, month: int) -> Resolved:
        """The last seven days of a month ("the end of the month", 月底)."""
        first_of_next = date(year + (month == 12), month % 12 + 1, 1)
        return self.at(first_of_next - timedelta(days=7)), self.at(first_of_next), "period"

    def month_part(self, year: int, month: int, part: MonthPart) -> Resolved | None:
        """A third of a month: "early March" (上旬, 3月初) its days 1-10, "mid-March" (中旬) 11-20, "late March"
        (下旬) the 21st to its end."""
        whole = self.month(year, month)
        if whole is None:
            return None
        first = date(year, month, _MONTH_PART_DAYS[part][0])
        end = whole[1] if part == "late" else self.at(date(year, month, _MONTH_PART_DAYS[part][1] + 1))
        return self.at(first), end, "period"

    def part_year(self, month: int, part: MonthPart, tense: int) -> int:
        """The year of a third of a month named without one: the nearest (:meth:`nearest_year`), judged by its
        first day in the past tense ("early March" said on March 4 is this March's), by its last one ahead."""
        first, last = _MONTH_PART_DAYS[part]
        return self.nearest_year(
            month, first if tense < 0 else last if tense > 0 else (first + last) // 2, tense
        )

    def nearest_month_part(self, part: MonthPart, tense: int) -> Resolved | None:
        """A third of a month said with no month (月初, 中旬): that of the nearest month, in the tense (月初我去了趟
        北京 said on the 20th is this month's; 月初要交房租, the same day, next month's)."""
        first, last = _MONTH_PART_DAYS[part]
        day = first if tense < 0 else last if tense > 0 else (first + last) // 2
        starts = {date(*self.month_away(shift), day): self.month_away(shift) for shift in (-1, 0, 1)}
        best = self.nearest_of(starts, tense)
        return None if best is None else self.month_part(*starts[best], part)

    def year(self, year: int) -> Resolved | None:
        if not 1 <= year <= 9998:
            return None
        return self.at(date(year, 1, 1)), self.at(date(year + 1, 1, 1)), "year"

    def date(self, year: int, month: int, day: int) -> Resolved | None:
        try:
            return self.day(date(year, month, day))
        except ValueError:
            return None

    def nearest_year(self, month: int, day: int = 1, tense: int = 0) -> int:
        """The year a date given without one most likely means: the one nearest the reference day ("December
        28" said on January 3 is the one just past; "January 25" said in December is the one ahead). A
        sentence in the past tense (``tense`` -1: "I was diagnosed in March", said in December) means the
        latest one not after the reference day; in the future tense (+1: "I will start in March") the first
        one not before it."""
        years = (self.today.year - 1, self.today.year, self.today.year + 1)
        best = self.nearest_of((date(year, month, min(day, 28)) for year in years), tense)
        return self.today.year if best is None else best.year

    def period(self, first: _Date) -> Resolved:
        return self.at(first), self.at(self.today + timedelta(days=1)), "period"

    def weekday_relative(self, weekday: int, which: str, tense: int = 0) -> Resolved:
        today = self.today
        if which == "last":
            delta = (today.weekday() - weekday) % 7 or 7
            return self.day(today - timedelta(days=delta))
        if which == "coming":
            delta = (weekday - today.weekday()) % 7 or 7
            return self.day(today + timedelta(days=delta))
        if which == "this":
            return self.this_weekday(weekday, tense)
        return self.in_week(weekday, 1)

    def this_weekday(self, weekday: int, tense: int) -> Resolved:
        """ "this Friday", 这周五: the first one on or after the reference day (the current week's while it is
        ahead, the coming one once it has passed); in the past tense the latest one on or before it."""
        if tense < 0:
            return self.day(self.today - timedelta(days=(self.today.weekday() - weekday) % 7))
        return self.day(self.today + timedelta(days=(weekday - self.today.weekday()) % 7))

    def in_week(self, weekday: int, weeks: int) -> Resolved:
        """That weekday in the week ``weeks`` weeks from the reference day's (0: this week, 1: next week)."""
        monday = self.today - timedelta(days=self.today.weekday()) + timedelta(weeks=weeks)
        return self.day(monday + timedelta(days=weekday))

    def bare_weekday(self, weekday: int, tense: int) -> Resolved:
        """A weekday said alone ("on Friday"): the coming one (today included), the last one in the past tense."""
        if tense < 0:
            return self.day(self.today - timedelta(days=(self.today.weekday() - weekday) % 7 or 7))
        return self.day(self.today + timedelta(days=(weekday - self.today.weekday()) % 7))

    def day_of_month(self, day: int, tense: int) -> Resolved | None:
        """A day of the month said alone ("on the 25th", 25号): the next such day (today included); in the past
        tense the latest one (today included)."""
        candidates = []
        for shift in (-1, 0, 1):
            try:
                candidates.append(date(*self.month_away(shift), day))
            except ValueError:  # the 31st of a 30-day month
                continue
        best = self.nearest_of(candidates, -1 if tense < 0 else 1)
        return None if best is None else self.day(best)

    def month_away(self, amount: int) -> tuple[int, int]:
        """(year, month) ``amount`` months from the reference day's month (negative = past)."""
        total = self.today.year * 12 + self.today.month - 1 + amount
        return total // 12, total % 12 + 1

    def nearest_of(self, days: Iterable[_Date], tense: int = 0) -> _Date | None:
        """The candidate nearest the reference day; in the past tense (``tense`` -1) the latest not after it,
        in the future tense (+1) the first not before it."""
        best, gap = None, None
        for day in days:
            offset = (day - self.today).days
            if (tense < 0 and offset > 0) or (tense > 0 and offset < 0):
                continue
            if gap is None or abs(offset) < gap:
                best, gap = day, abs(offset)
        return best

    def shifted(self, unit: str, amount: int) -> Resolved | None:
        """The day/week/month/year ``amount`` units away from the reference day (negative = past)."""
        if unit == "day":
            return self.day(self.today + timedelta(days=amount))
        if unit == "week":
            return self.week(self.today + timedelta(weeks=amount))
        if unit == "month":
            return self.month(*self.month_away(amount))
        return self.year(self.today.year + amount)

    def months_back(self, amount: int) -> _Date:
        """The reference day ``amount`` months earlier, clamped to the month's length (31 May -> 28 Feb)."""
        year, month = self.month_away(-amount)
        for day in (self.today.day, 30, 29, 28):
            try:
                return date(year, month, day)
            except ValueError:
                continue
        raise AssertionError("unreachable: every month has 28 days")

    def period_back(self, unit: str, amount: int) -> Resolved | None:
        """The period from ``amount`` units (day, week, month, year) before the reference day to it ("the past
        3 weeks", 最近三个月); ``None`` for no amount."""
        if amount <= 0:
            return None
        if unit == "day":
            return self.period(self.today - timedelta(days=amount))
        if unit == "week":
            return self.period(self.today - timedelta(weeks=amount))
        return self.period(self.months_back(amount * (12 if unit == "year" else 1)))


Handler = Callable[[re.Match[str], Calendar], "Resolved | None"]


@dataclass(frozen=True, slots=True)
class DateRule:
    """A pattern, what resolves its match, and whether the reference time is needed to (relative)."""

    pattern: re.Pattern[str]
    handler: Handler
    relative: bool


def registrar(
    rules: list[DateRule],
) -> Callable[..., Callable[[Handler], Handler]]:
    """The decorator that appends a handler with its pattern to ``rules``, in the order they are written."""

    def rule(pattern: str, *, relative: bool, flags: int = re.IGNORECASE) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            rules.append(DateRule(re.compile(pattern, flags), handler, relative))
            return handler

        return register

    return rule


def said_tense(m: re.Match[str]) -> int:
    """The tense the date matched is said in (``tense_at``): -1 past, +1 ahead, 0 neither."""
    return tense_at(m.string, m.start(), m.end())


#: What before a range's first day makes its two days no range: those a thing is moved from and to ("moved the
#: meeting from Monday to Wednesday", "they shifted my shift to Fri"), or a day taken back for another ("not Friday -
#: Saturday"). A shift worked is no move ("my shifts are Thu-Sun next week", "night shift Tue-Thu").
MOVED_BEFORE = re.compile(
    r"(?:\b(?:mov|chang|push|reschedul|postpon|bump|switch|delay|brought|bring|pull)\w*|\bshift(?:ed|ing)"
    r"|\bshift(?=\s+(?:it|them|that|this|the|my|our|his|her|their|everything|things)\b))\b[^.!?;。！？；]*$"
    r"|\b(?:not|no)\s+$",
    re.IGNORECASE,
)


__all__ = [
    "MOVED_BEFORE",
    "Calendar",
    "DateRule",
    "Granularity",
    "Handler",
    "MonthPart",
    "Resolved",
    "registrar",
    "said_tense",
]
