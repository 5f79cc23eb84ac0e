"""Time expressions in English and Chinese, resolved against a reference time.

Pure functions, used by extraction (dates mentioned in a step) and by recall (time filters in a query)::

    >>> from datetime import datetime, UTC
    >>> [m.start.date().isoformat() for m in resolve_time_expressions("昨天 and 8 May 2023",
    ...     datetime(2023, 5, 10, tzinfo=UTC))]
    ['2023-05-09', '2023-05-08']

Conventions: weeks start on Monday (ISO); ``end`` is exclusive; "last Friday" is the latest Friday before
the reference day, "next Friday" the Friday of next week, as 下周五 is (said on a Thursday: "next Friday" is
eight days away, "next Thursday" a week away, every weekday alike); "this Friday" (这周五, 本周五, and a bare
周五) is the first Friday on or after the reference day: the Friday of the current week while it is still
ahead (said on a Thursday it is tomorrow), the coming one once it has passed (said on a Saturday it is six days
away, not yesterday: people say "this Friday" on a weekend for the next one), and in the past tense ("I saw
her this Monday", 这周一我去了医院) the latest one on or before the reference day; "Friday this week" names the
week and is always the current week's; "this coming Friday" is the first one after the reference day, "the
Friday after next" (下下周五) the one a week after next Friday, "Friday next week" / "next week Friday" next
Friday, "a week from Friday" a week after the coming one;
a day or month without a year ("on December 28", "in March", "一月十号") is the nearest one to the
reference day (the one just past or the one ahead, whichever is closer); a day of the month alone ("on the 25th",
25号) is the next such day (today included); a deadline ("by December", 12月前) is the one ahead. Each of these,
said in the past tense, is the latest one; in the future tense the first one ahead. The tense is that of the
verb governing the date in its clause, and a day something is moved to is ahead; a weekday said as a standing
rule (店里周二闭店, "on Tuesday nights") is no date (``tense``). Naive datetimes are taken as UTC.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from functools import cache
from typing import Literal

from hindsight_core.extraction.screen import Screen
from hindsight_core.extraction.tense import habitual_at, tense_at, tense_of
from hindsight_core.models import ensure_aware
from hindsight_core.text import chinese_number, to_simplified

Granularity = Literal["day", "week", "weekend", "month", "year", "period"]
#: ``date`` for annotations inside ``_Ctx``, where the ``_Ctx.date`` method shadows the class.
_Date = date


@dataclass(frozen=True, slots=True)
class TimeMention:
    """One time expression found in a text.

    Attributes:
        text: The matched span as written.
        start: First instant of the interval it denotes.
        end: First instant after the interval (exclusive).
        granularity: ``day``, ``week``, ``weekend``, ``month``, ``year`` or ``period`` ("the past 3 days").
        span: ``(start, end)`` character offsets in the input.
        relative: True when the reference time was needed to resolve it ("yesterday", "May 8").
    """

    text: str
    start: datetime
    end: datetime
    granularity: Granularity
    span: tuple[int, int]
    relative: bool

    def iso(self) -> str:
        """``2023-05-08`` for a day, ``2023-05-01/2023-05-31`` (inclusive dates) for anything longer."""
        first = self.start.date()
        last = (self.end - timedelta(days=1)).date()
        return first.isoformat() if last <= first else f"{first.isoformat()}/{last.isoformat()}"


# (start, end, granularity) as resolved by one rule; None when the match is not a real date (30 Feb).
_Resolved = tuple[datetime, datetime, Granularity]

_MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        ("january", "jan"),
        ("february", "feb"),
        ("march", "mar"),
        ("april", "apr"),
        ("may",),
        ("june", "jun"),
        ("july", "jul"),
        ("august", "aug"),
        ("september", "sept", "sep"),
        ("october", "oct"),
        ("november", "nov"),
        ("december", "dec"),
    ),
    start=1,
):
    for _name in _names:
        _MONTHS[_name] = _number
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))

_WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip
_WEEKDAY_RE = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
_FULL_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"

_EN_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "couple of": 2,
}  # fmt: skip
_EN_NUM_RE = r"\d{1,3}|" + "|".join(sorted(_EN_NUMBERS, key=len, reverse=True))

_CN_NUM_RE = r"\d{1,3}|[〇零一二两三四五六七八九十]{1,3}"
_CN_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "1": 0, "2": 1,
                "3": 2, "4": 3, "5": 4, "6": 5, "7": 6}  # fmt: skip


def _en_number(token: str) -> int:
    token = re.sub(r"\s+", " ", token.strip().lower())
    return int(token) if token.isdigit() else _EN_NUMBERS[token]


def _cn_number(token: str) -> int | None:
    """Arabic digits or a Chinese numeral (十, 十五, 二十三; 二〇二二 for years)."""
    return int(token) if token.isdigit() else chinese_number(token)


# -- interval builders ----------------------------------------------------------------------------------


class _Ctx:
    """The reference time, broken down once per call."""

    def __init__(self, reference: datetime) -> None:
        self.reference = ensure_aware(reference)
        self.tz: tzinfo = self.reference.tzinfo or UTC
        self.today: date = self.reference.date()

    def at(self, day: date) -> datetime:
        return datetime.combine(day, time(), tzinfo=self.tz)

    def day(self, day: date) -> _Resolved:
        return self.at(day), self.at(day + timedelta(days=1)), "day"

    def week(self, day: date) -> _Resolved:
        monday = day - timedelta(days=day.weekday())
        return self.at(monday), self.at(monday + timedelta(days=7)), "week"

    def weekend(self, day: date) -> _Resolved:
        monday = day - timedelta(days=day.weekday())
        return self.at(monday + timedelta(days=5)), self.at(monday + timedelta(days=7)), "weekend"

    def month(self, year: int, month: int) -> _Resolved | None:
        if not 1 <= month <= 12 or not 1 <= year <= 9998:
            return None
        nxt = date(year + (month == 12), month % 12 + 1, 1)
        return self.at(date(year, month, 1)), self.at(nxt), "month"

    def year(self, year: int) -> _Resolved | None:
        if not 1 <= year <= 9998:
            return None
        return self.at(date(year, 1, 1)), self.at(date(year + 1, 1, 1)), "year"

    def date(self, year: int, month: int, day: int) -> _Resolved | None:
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

    def period(self, first: _Date) -> _Resolved:
        return self.at(first), self.at(self.today + timedelta(days=1)), "period"

    def weekday_relative(self, weekday: int, which: str, tense: int = 0) -> _Resolved:
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

    def this_weekday(self, weekday: int, tense: int) -> _Resolved:
        """ "this Friday", 这周五: the first one on or after the reference day (the current week's while it is
        ahead, the coming one once it has passed); in the past tense the latest one on or before it."""
        if tense < 0:
            return self.day(self.today - timedelta(days=(self.today.weekday() - weekday) % 7))
        return self.day(self.today + timedelta(days=(weekday - self.today.weekday()) % 7))

    def in_week(self, weekday: int, weeks: int) -> _Resolved:
        """That weekday in the week ``weeks`` weeks from the reference day's (0: this week, 1: next week)."""
        monday = self.today - timedelta(days=self.today.weekday()) + timedelta(weeks=weeks)
        return self.day(monday + timedelta(days=weekday))

    def bare_weekday(self, weekday: int, tense: int) -> _Resolved:
        """A weekday said alone ("on Friday"): the coming one (today included), the last one in the past tense."""
        if tense < 0:
            return self.day(self.today - timedelta(days=(self.today.weekday() - weekday) % 7 or 7))
        return self.day(self.today + timedelta(days=(weekday - self.today.weekday()) % 7))

    def day_of_month(self, day: int, tense: int) -> _Resolved | None:
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

    def shifted(self, unit: str, amount: int) -> _Resolved | None:
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


# -- rules ----------------------------------------------------------------------------------------------

_Handler = Callable[[re.Match[str], _Ctx], "_Resolved | None"]


@dataclass(frozen=True, slots=True)
class _Rule:
    pattern: re.Pattern[str]
    handler: _Handler
    relative: bool


_RULES: list[_Rule] = []


def _rule(pattern: str, *, relative: bool, flags: int = re.IGNORECASE) -> Callable[[_Handler], _Handler]:
    def register(handler: _Handler) -> _Handler:
        _RULES.append(_Rule(re.compile(pattern, flags), handler, relative))
        return handler

    return register


_UNIT_EN = r"(day|week|month|year)s?"
_EN_UNITS = {"day": "day", "week": "week", "month": "month", "year": "year"}


@_rule(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)", relative=False)
def _iso_date(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.date(int(m[1]), int(m[2]), int(m[3]))


def _tense(m: re.Match[str]) -> int:
    """The tense the date matched is said in (``tense_at``): -1 past, +1 ahead, 0 neither."""
    return tense_at(m.string, m.start(), m.end())


_WHICH_YEAR = {"last": -1, "this": 0, "next": 1}


def _year_of(m: re.Match[str], ctx: _Ctx, month: int, day: int) -> int:
    """The year of a day and month: the one written, "next year" / "last year" after it ("12 June next
    year"), or the likeliest by tense."""
    if m["year"]:
        return int(m["year"])
    if m["which"]:
        return ctx.today.year + _WHICH_YEAR[m["which"].lower()]
    return ctx.nearest_year(month, day, _tense(m))


_YEAR_AFTER = r"(?:,?\s*(?P<year>\d{4})\b|\s+(?P<which>next|last|this)\s+year\b)?"


@_rule(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+({_MONTH_RE})\b\.?{_YEAR_AFTER}", relative=False)
def _day_month_year(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    month, day = _MONTHS[m[2].lower()], int(m[1])
    return ctx.date(_year_of(m, ctx, month, day), month, day)


@_rule(rf"\b({_MONTH_RE})\b\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)\b{_YEAR_AFTER}", relative=False)
def _month_day_year(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    month, day = _MONTHS[m[1].lower()], int(m[2])
    return ctx.date(_year_of(m, ctx, month, day), month, day)


@_rule(rf"\b({_MONTH_RE})\b\.?,?\s+(\d{{4}})\b", relative=False)
def _month_year(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.month(int(m[2]), _MONTHS[m[1].lower()])


@_rule(rf"\b(in|during|last|this|next|by|before|until|till)\s+({_MONTH_RE})\b(?!\s*\d)", relative=True)
def _named_month(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "in March" (the nearest, in the tense of its sentence), "last/next March", "by December" (a deadline:
    the one ahead, this month included, unless said in the past tense)."""
    month, which, year = _MONTHS[m[2].lower()], m[1].lower(), ctx.today.year
    if which in ("in", "during"):
        year = ctx.nearest_year(month, 15, _tense(m))
    elif which in ("by", "before", "until", "till"):
        year = ctx.nearest_year(month, 28, _tense(m))
    elif which == "last" and month >= ctx.today.month:
        year -= 1
    elif which == "next" and month <= ctx.today.month:
        year += 1
    return ctx.month(year, month)


@_rule(r"\b(?:in|during|since|year)\s+((?:1[89]|20|21)\d{2})\b(?![-/.]\d)", relative=False)
def _year(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.year(int(m[1]))


_DAY_WORDS = {
    "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "yesterday": -1, "last night": -1, "tomorrow": 1, "the day before yesterday": -2,
    "the day after tomorrow": 2, "tmrw": 1, "tmr": 1, "tmw": 1, "tmrw night": 1,
}  # fmt: skip


@_rule(r"\b(" + "|".join(sorted(_DAY_WORDS, key=len, reverse=True)) + r")\b", relative=True)
def _day_word(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.shifted("day", _DAY_WORDS[re.sub(r"\s+", " ", m[1].lower())])


#: Chat spellings of the units ("next wknd", "last wk").
_UNIT_SPELLINGS = {
    "wk": "week",
    "wks": "week",
    "wknd": "weekend",
    "wkend": "weekend",
    "yr": "year",
    "mo": "month",
}


@_rule(
    r"\b(last|this|next|earlier this|this past|the past)\s+(week|month|year|weekend|wknd|wkend|wk|yr|mo)\b",
    relative=True,
)
def _this_unit(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    which, unit = m[1].lower(), m[2].lower()
    unit = _UNIT_SPELLINGS.get(unit, unit)
    offset = {"last": -1, "next": 1, "this past": -1, "the past": -1}.get(which, 0)
    if unit == "weekend":
        if which in ("this past", "the past"):  # the latest weekend that has begun
            offset = 0 if ctx.today.weekday() >= 5 else -1
        return ctx.weekend(ctx.today + timedelta(weeks=offset))
    if which == "the past":  # "the past week" = the last 7 days, not the previous calendar week
        return None
    return ctx.shifted(unit, offset)


@_rule(rf"\b({_EN_NUM_RE})\s+{_UNIT_EN}\s+ago\b", relative=True)
def _ago(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.shifted(_EN_UNITS[m[2].lower()], -_en_number(m[1]))


# "in one day" is within a single day ("4 seasons in one day", "did it all in one day"), not tomorrow
@_rule(
    rf"\bin\s+(?!one\s+day\b)({_EN_NUM_RE})\s+{_UNIT_EN}\b|\b({_EN_NUM_RE})\s+{_UNIT_EN}\s+from\s+now\b",
    relative=True,
)
def _later(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    number, unit = (m[1], m[2]) if m[1] else (m[3], m[4])
    return ctx.shifted(_EN_UNITS[unit.lower()], _en_number(number))


@_rule(rf"\b(?:in\s+)?(?:the\s+)?(?:past|last)\s+({_EN_NUM_RE})\s+{_UNIT_EN}\b", relative=True)
def _past_n(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return _period_back(ctx, _EN_UNITS[m[2].lower()], _en_number(m[1]))


@_rule(r"\b(?:in\s+|over\s+|during\s+)?the\s+(?:past|last)\s+(week|month|year)\b", relative=True)
def _past_unit(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return _period_back(ctx, m[1].lower(), 1)


def _period_back(ctx: _Ctx, unit: str, amount: int) -> _Resolved | None:
    if amount <= 0:
        return None
    if unit == "day":
        return ctx.period(ctx.today - timedelta(days=amount))
    if unit == "week":
        return ctx.period(ctx.today - timedelta(weeks=amount))
    return ctx.period(ctx.months_back(amount * (12 if unit == "year" else 1)))


@_rule(rf"\b(last|this|next|(?:this|the)\s+(?:coming|upcoming))\s+({_WEEKDAY_RE})\b", relative=True)
def _weekday(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    which = m[1].lower()
    return ctx.weekday_relative(_WEEKDAYS[m[2].lower()], "coming" if "coming" in which else which, _tense(m))


# The words before a day that is a name or a repeat ("Black Friday", "every Friday"; ``_NOT_A_DAY``), as a
# lookbehind: "Black Friday next week" leaves "next week" a week.
_NOT_A_NAMED_DAY = "".join(
    rf"(?<!{word}\s)"
    for word in "every each black good cyber blue super easter palm ash holy maundy giving".split()
)
# A week named beside a weekday: "last/this/next week", "the week after next", "the week before last".
_NAMED_WEEK = r"(?:(last|this|next)\s+week|the\s+week\s+(after\s+next|before\s+last))\b"
_WEEK_SHIFT = {"last": -1, "this": 0, "next": 1}


def _week_shift(which: str | None, further: str | None) -> int:
    if further:
        return 2 if further.lower().startswith("after") else -2
    return _WEEK_SHIFT[(which or "this").lower()]


@_rule(r"\bthe\s+week\s+(after\s+next|before\s+last)\b", relative=True)
def _week_after_next(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "the week after next" (下下周), "the week before last" (上上周)."""
    return ctx.shifted("week", _week_shift(None, m[1]))


@_rule(
    rf"\b(?:on\s+)?(?:the\s+)?{_NOT_A_NAMED_DAY}({_FULL_WEEKDAYS})\s+(?:of\s+)?{_NAMED_WEEK}"
    rf"|\b(?:(?P<w>last|this|next)\s+week|the\s+week\s+(?P<f>after\s+next|before\s+last))(?:'s)?\s+"
    rf"(?:on\s+)?(?P<d>{_FULL_WEEKDAYS})\b",
    relative=True,
)
def _weekday_of_week(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "Friday next week", "on Friday of last week", "next week Friday", "the week after next on Monday": that
    weekday of that week, one day (not the coming Friday beside a whole week)."""
    if m["d"]:
        return ctx.in_week(_WEEKDAYS[m["d"].lower()], _week_shift(m["w"], m["f"]))
    return ctx.in_week(_WEEKDAYS[m[1].lower()], _week_shift(m[2], m[3]))


@_rule(rf"\bthe\s+({_FULL_WEEKDAYS})\s+(after\s+next|before\s+last)\b", relative=True)
def _weekday_after_next(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "the Friday after next": a week after next Friday (下下周五); "the Friday before last": a week before
    last Friday."""
    weekday = _WEEKDAYS[m[1].lower()]
    if m[2].lower().startswith("after"):
        return ctx.in_week(weekday, 2)
    start, _, _ = ctx.weekday_relative(weekday, "last")
    return ctx.day(start.date() - timedelta(weeks=1))


@_rule(
    rf"\b({_EN_NUM_RE})\s+weeks?\s+(?:from|after|on)\s+(?:(this|next|(?:this|the)\s+(?:coming|upcoming))\s+)?"
    rf"({_FULL_WEEKDAYS}|today|tomorrow)\b(?!'s)",
    relative=True,
)
def _weeks_from_day(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "a week from Friday", "two weeks from this Friday", "a week on Friday", "a week from tomorrow": that
    many weeks after the day named (a bare weekday is the coming one, or the last one in the past tense)."""
    day, which = m[3].lower(), (m[2] or "").lower()
    if day in ("today", "tomorrow"):
        base = ctx.today + timedelta(days=day == "tomorrow")
    elif which:
        which = "coming" if "coming" in which else which
        base = ctx.weekday_relative(_WEEKDAYS[day], which, _tense(m))[0].date()
    else:
        base = ctx.bare_weekday(_WEEKDAYS[day], _tense(m))[0].date()
    return ctx.day(base + timedelta(weeks=_en_number(m[1])))


_WHICH_MONTH = {"this": 0, "next": 1, "last": -1}
# A day that is a name, not a date ("Black Friday", "Good Friday"), or that repeats ("every Friday").
_NOT_A_DAY = re.compile(
    r"(?:every|each|black|good|cyber|blue|super|easter|palm|ash|holy|maundy|giving)\s+$", re.I
)


@_rule(rf"\b(?:on\s+)?({_FULL_WEEKDAYS})\b(?!s\b|'s\b)", relative=True)
def _bare_weekday(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "on Friday", "anything Friday?": the coming one (today included), the last one in the past tense."""
    if _NOT_A_DAY.search(m.string[max(0, m.start() - 12) : m.start()]) or habitual_at(m.string, *m.span()):
        return None  # a name, or a habit ("on Tuesday nights", "my day off is Tuesday"): no one day
    return ctx.bare_weekday(_WEEKDAYS[m[1].lower()], _tense(m))


_SHORT_WEEKDAYS = "mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"


@_rule(
    rf"\b(?:on|for|this|by|till|until)\s+({_SHORT_WEEKDAYS})\b(?![-'])"
    rf"|\b({_SHORT_WEEKDAYS})\s+(?:at\s+\d{{1,2}}|\d{{1,2}}(?::\d\d)?\s*(?:am|pm))",
    relative=True,
)
def _short_weekday(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "for Sat 8pm", "on Wed at 2": a weekday written short, as a day only beside a preposition or a time ("I
    sat 8 hours" names no Saturday); "this Fri" as "this Friday"."""
    weekday = _WEEKDAYS[(m[1] or m[2]).lower()]
    if m[0][:4].lower() == "this":
        return ctx.this_weekday(weekday, _tense(m))
    return ctx.bare_weekday(weekday, _tense(m))


@_rule(
    r"\b(?:on|by|until|till|before|after|from|since|to|for)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?!at\b)[A-Za-z])"
    r"|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(this|next|last)\s+month\b",
    relative=True,
)
def _day_of_month(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "on the 20th", "moved to the 25th": the next such day (today included), the latest one in the past
    tense ("we met on the 25th"); "the 3rd of next month"."""
    if m[2]:
        return ctx.date(*ctx.month_away(_WHICH_MONTH[m[3].lower()]), int(m[2]))
    day = int(m[1])
    return ctx.day_of_month(day, _tense(m))


@_rule(r"\b(?:the\s+)?end\s+of\s+(?:the\s+)?(this\s+|next\s+|last\s+)?month\b", relative=True)
def _end_of_month(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "by the end of the month": its last seven days."""
    which = (m[1] or "this").strip().lower()
    first_of_next = date(*ctx.month_away(_WHICH_MONTH[which] + 1), 1)
    return ctx.at(first_of_next - timedelta(days=7)), ctx.at(first_of_next), "period"


# -- Chinese --------------------------------------------------------------------------------------------

# "2023 年 5 月 3 日": the spaces a writer puts around the digits of a Chinese date
_CN_SPACED = re.compile(r"(?<=\d)\s+(?=[年月日号])|(?<=[年月])\s+(?=\d)")
_CN_YEAR_WORDS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_CN_YEAR_PREFIX = r"(?:(\d{4}|[〇零一二三四五六七八九]{4})年|(前年|去年|今年|明年|后年))"


@_rule(_CN_YEAR_PREFIX + rf"?({_CN_NUM_RE})月(?:份)?(?:({_CN_NUM_RE})[日号])?", relative=False, flags=0)
def _cn_date(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    month = _cn_number(m[3])
    if month is None:
        return None
    day_of = _cn_number(m[4]) if m[4] else None
    if m[1]:
        year = _cn_number(m[1])
    elif m[2]:
        year = ctx.today.year + _CN_YEAR_WORDS[m[2]]
    else:  # no year said: the nearest such date ("一月十号" said in December is next January), in the tense
        year = ctx.nearest_year(month, day_of or 15, _tense(m)) if 1 <= month <= 12 else ctx.today.year
    if year is None:
        return None
    if m[4] is None:
        return ctx.month(year, month)
    day = _cn_number(m[4])
    return None if day is None else ctx.date(year, month, day)


@_rule(r"(\d{4}|[〇零一二三四五六七八九]{4})年(?!代)", relative=False, flags=0)
def _cn_year(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    year = _cn_number(m[1])
    return None if year is None else ctx.year(year)


@_rule("|".join(_CN_YEAR_WORDS), relative=True, flags=0)
def _cn_year_word(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.year(ctx.today.year + _CN_YEAR_WORDS[m[0]])


_CN_DAY_WORDS = {
    "大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1, "今天": 0, "今日": 0, "今晚": 0,
    "今早": 0, "今天早上": 0, "明天": 1, "明日": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3,
}  # fmt: skip


@_rule("|".join(sorted(_CN_DAY_WORDS, key=len, reverse=True)), relative=True, flags=0)
def _cn_day_word(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.shifted("day", _CN_DAY_WORDS[m[0]])


_CN_WEEK_SHIFT = {"上上": -2, "上": -1, "这": 0, "本": 0, "下下": 2, "下": 1}
_CN_WEEK = r"(?:周|星期|礼拜)"


@_rule(
    rf"(?<!每)(?<!每个)(?<!每逢)(?<!逢)(?:(上上|上|这|本|(?<!一)下下|下)(?:个)?)?{_CN_WEEK}([一二三四五六日天1-7]|末)",
    relative=True,
    flags=0,
)
def _cn_weekday(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "下周五", "上周五": that day of that week; 这周五, 本周五 and a bare 周五 as "this Friday" (said on a Saturday,
    the coming Friday, not yesterday; in the past tense, 这周一我去了医院, the one just past)."""
    if m[1] is None and m[2] != "末" and habitual_at(m.string, *m.span()):
        return None  # a standing rule (店里周二闭店, 周二都去游泳, 闭店日改成周四): every such day
    base = ctx.today + timedelta(weeks=_CN_WEEK_SHIFT[m[1]] if m[1] else 0)
    if m[2] == "末":
        return ctx.weekend(base)
    if _CN_WEEK_SHIFT.get(m[1] or "这") == 0:
        return ctx.this_weekday(_CN_WEEKDAYS[m[2]], _tense(m))
    return ctx.day(base - timedelta(days=base.weekday() - _CN_WEEKDAYS[m[2]]))


@_rule(rf"(上上|上|这|本|(?<!一)下下|下)(?:个)?{_CN_WEEK}", relative=True, flags=0)
def _cn_week(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.shifted("week", _CN_WEEK_SHIFT[m[1]])


@_rule(rf"(上|这|本|下)(?:个)?月({_CN_NUM_RE})[日号]", relative=True, flags=0)
def _cn_month_day(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "下个月三号": that day of next month."""
    day = _cn_number(m[2])
    return None if day is None else ctx.date(*ctx.month_away(_CN_WEEK_SHIFT[m[1]]), day)


# not a line, a building, a seat or a battery (3号线, 5号楼, 7号电池), nor a month's day (5月25号: ``_cn_date``)
@_rule(
    rf"(?<![\d月〇零一二两三四五六七八九十第几])({_CN_NUM_RE})号"
    r"(?![线楼床门馆厅房位码口车室区场院机种字电球选人])",
    relative=True,
    flags=0,
)
def _cn_day_of_month(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    """ "25号", "改到25号": the next such day (today included), the latest one in the past tense (25号去了医院)."""
    day = _cn_number(m[1])
    if day is None or not 1 <= day <= 31:
        return None
    return ctx.day_of_month(day, _tense(m))


@_rule(r"(上上|上|这|本|(?<!一)下下|下)(?:个)?月(?!份)", relative=True, flags=0)
def _cn_month_word(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    return ctx.shifted("month", _CN_WEEK_SHIFT[m[1]])


_CN_UNITS = {
    "天": "day",
    "日": "day",
    "周": "week",
    "星期": "week",
    "礼拜": "week",
    "月": "month",
    "年": "year",
}


# "三月前" is not "three months ago" but "before March" (a month needs 个)
@_rule(
    rf"(?<!\d)({_CN_NUM_RE})(个)?(天|日|周|星期|礼拜|(?<=个)月|年)(?:之|以)?(前|后)", relative=True, flags=0
)
def _cn_ago(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    amount, unit = _cn_number(m[1]), _CN_UNITS[m[3]]
    if amount is None:
        return None
    return ctx.shifted(unit, -amount if m[4] == "前" else amount)


@_rule(rf"(?:最近|过去|近)(?:的)?({_CN_NUM_RE})(?:个)?(天|周|星期|礼拜|月|年)", relative=True, flags=0)
def _cn_past_n(m: re.Match[str], ctx: _Ctx) -> _Resolved | None:
    amount = _cn_number(m[1])
    return None if amount is None else _period_back(ctx, _CN_UNITS[m[2]], amount)


# -- public API -----------------------------------------------------------------------------------------


@cache
def _rule_screen() -> Screen[_Rule]:
    """The rules screened by the words they need (built once every rule above is registered)."""
    return Screen(_RULES, key=lambda rule: rule.pattern)


def resolve_time_expressions(text: str, reference: datetime) -> list[TimeMention]:
    """Find and resolve every time expression in ``text``, in order of appearance.

    Overlapping matches keep the longest ("the day before yesterday" over "yesterday", "上周五" over "上周"),
    and nothing inside an invalid date ("30 Feb 2023") is reported.

    Args:
        text: English and/or Chinese text.
        reference: The moment the text was written; relative expressions resolve against it.

    Returns:
        Non-overlapping mentions sorted by position; invalid dates ("30 Feb 2023") are skipped.
    """
    text = _CN_SPACED.sub("", to_simplified(text))
    ctx = _Ctx(reference)
    found: list[TimeMention] = []
    rejected: list[tuple[int, int]] = []
    for rule in _rule_screen().candidates(text):
        for match in rule.pattern.finditer(text):
            try:
                resolved = rule.handler(match, ctx)
            except (ValueError, OverflowError):  # at the calendar's edge ("9999-12-31" + 1 day)
                resolved = None
            if resolved is None:
                rejected.append(match.span())
                continue
            start, end, granularity = resolved
            relative = rule.relative or not _has_year(match[0])  # "May 8" takes the reference year
            found.append(TimeMention(match[0], start, end, granularity, match.span(), relative))
    # "Feb 2023" inside an invalid "30 Feb 2023" is not a mention of February.
    found = [
        m
        for m in found
        if not any(a <= m.span[0] and m.span[1] <= b and (a, b) != m.span for a, b in rejected)
    ]
    found.sort(key=lambda m: (m.span[0], -(m.span[1] - m.span[0])))
    kept: list[TimeMention] = []
    for mention in found:
        if kept and mention.span[0] < kept[-1].span[1]:
            continue
        kept.append(mention)
    return _not_taken_back(text, kept)


# A date taken back for the next one: "bin day is tuesday. no wait sorry i meant thursday", "the 23rd, sorry,
# the 30th", "March 3, make that March 5".
_TAKEN_BACK = re.compile(
    r"^[^.!?。！？\n]{0,20}?[\s.,;:!—–-]*(?:no\s+wait|wait\s+no|sorry|oops|i\s+mean[t]?|make\s+(?:it|that)|"
    r"correction|actually|不对|说错了|应该是|更正)[^0-9]{0,25}$",
    re.IGNORECASE,
)


def _not_taken_back(text: str, mentions: list[TimeMention]) -> list[TimeMention]:
    return [
        mention
        for mention, following in zip(mentions, [*mentions[1:], None], strict=False)
        if following is None or not _TAKEN_BACK.match(text[mention.span[1] : following.span[0]])
    ]


_CLOCK = re.compile(
    r"(上午|早上|中午|下午|晚上)?\s*(\d{1,2})[:：](\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?", re.IGNORECASE
)


def parse_datetime_loose(value: str) -> datetime | None:
    """Parse a timestamp written by a person or a dataset; ``None`` when it holds no full date.

    Accepts ISO 8601 (``2023-05-08T13:56:00Z``, ``2023-05-08 13:56``, ``2023-05-08``), the LoCoMo session
    format (``1:56 pm on 8 May, 2023``), ``May 8, 2023 10:00``, ``2023年5月8日 下午1:56``. A date without a
    year is refused (it cannot be placed). The result is timezone-aware; no zone in the input means UTC.
    """
    text = value.strip()
    if not text:
        return None
    try:
        return ensure_aware(datetime.fromisoformat(text.replace("Z", "+00:00")))
    except ValueError:
        pass
    clock = _CLOCK.search(text)
    hour = minute = second = 0
    if clock:
        hour, minute, second = int(clock[2]), int(clock[3]), int(clock[4] or 0)
        meridiem = (clock[5] or "").lower().replace(".", "")
        if meridiem == "pm" or clock[1] in ("下午", "晚上") or (clock[1] == "中午" and hour < 11):
            hour = hour % 12 + 12
        elif meridiem == "am" and hour == 12:
            hour = 0
        text = text[: clock.start()] + " " + text[clock.end() :]
        if hour > 23 or minute > 59 or second > 59:
            return None
    days = [
        m
        for m in resolve_time_expressions(text, datetime(2000, 1, 1, tzinfo=UTC))
        if m.granularity == "day" and not m.relative
    ]
    if len(days) != 1:
        return None
    return days[0].start.replace(hour=hour, minute=minute, second=second)


def _has_year(span: str) -> bool:
    return bool(re.search(r"\d{4}|[〇零一二三四五六七八九]{4}年", span))


def mentioned_dates(text: str, said_at: datetime) -> str | None:
    """The dates ``text`` names, resolved against when it was said ("yesterday", "上周三", "3 March 2024"), as
    records keep them (``attributes["mentioned_dates"]``: ISO dates and ranges, comma-separated); None when
    it names none."""
    mentions = resolve_time_expressions(text, said_at)
    return ",".join(dict.fromkeys(m.iso() for m in mentions)) if mentions else None


__all__ = [
    "Granularity",
    "TimeMention",
    "mentioned_dates",
    "parse_datetime_loose",
    "resolve_time_expressions",
    "tense_of",
]
