"""The weekdays a memory says something comes back on: "Every Tuesday I have piano lessons", "I go swimming on
Thursdays", "Mondays and Wednesdays I coach", "I have choir on Wednesday nights", "trash day is Tuesday",
我每周二晚上去上钢琴课, 每个星期四下班后我都去游泳, 孩子周六上钢琴课. A question about a
day ("What's on today?" asked on a Tuesday, 周四有什么安排) is answered by them too, though they name no date; and so
is a day that is a weekday of each month ("the first Monday of each month", 每月的最后一个周五: ``monthly_days``).

    >>> weekly_days("Every Tuesday I have piano lessons."), weekly_days("我每周二、周四去游泳")
    (frozenset({1}), frozenset({1, 3}))
    >>> weekly_days("孩子周六上钢琴课"), weekly_days("我儿子周二周四踢足球"), weekly_days("周六去看电影")
    (frozenset({5}), frozenset({1, 3}), frozenset())
    >>> weekly_days("I used to have piano every Tuesday."), weekly_days("以前每周二去上钢琴课"), weekly_days("周二见")
    (frozenset(), frozenset(), frozenset())
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

from hindsight_core.extraction.dates_zh import CN_WEEK, CN_WEEKDAYS
from hindsight_core.extraction.tense import habitual_at, tense_at
from hindsight_core.extraction.weekly_habits import bare_weekly_at
from hindsight_core.text import as_matched, chinese_number, to_simplified

_EN_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_EN_DAY = "|".join(_EN_DAYS)

# "every Tuesday (and Thursday)", "each Monday", "on Tuesdays", "Mondays and Wednesdays" (not "every other Friday":
# every second one, which a given Friday may not be)
_EN = re.compile(
    rf"\b(?:(?:every|each)\s+(?:{_EN_DAY})\b|(?:{_EN_DAY})s\b)"
    rf"(?:(?:\s*,\s*|\s+(?:and|&|or)\s+|\s*,\s*and\s+)(?:(?:every|each)\s+)?(?:{_EN_DAY})s?\b)*",
    re.IGNORECASE,
)
# 每周二, 每个星期四, 每逢礼拜六, 每周二和周四, 每周二、四
_ZH = re.compile(
    rf"(?:每(?:个)?|每逢|逢){CN_WEEK}([一二三四五六日天1-7])"
    rf"((?:[、,，和与跟及]{CN_WEEK}?[一二三四五六日天1-7])*)"
)


# a bare weekday (周六, 星期二), read as every such day where what is done then says so (孩子周六上钢琴课,
# 我儿子周二周四踢足球, 我周二倒垃圾: ``bare_weekly_at``)
_ZH_BARE = re.compile(rf"(?<![每个逢上下这本]){CN_WEEK}[一二三四五六日天1-7]")


# a weekday said bare, one a habit names ("piano lessons are on Saturday mornings", "I have choir on Wednesday nights",
# "trash day is Tuesday": ``habitual_at``), not every other week's or a month's ("every other Friday", "on a Monday",
# "the first Monday of the month": no given such day) nor one end of a range ("Monday to Friday")
_EN_BARE = re.compile(rf"\b(?:{_EN_DAY})\b(?!s\b|'s\b)", re.IGNORECASE)
_NOT_EACH_WEEK_BEFORE = re.compile(
    r"\b(?:every\s+other|every\s+second|alternate|on\s+a|first|second|third|fourth|last|1st|2nd|3rd|4th)\s+$"
    r"|(?:-|–|~|\bto|\btill|\buntil|\bthrough|\bthru)\s*$",
    re.IGNORECASE,
)
_NOT_EACH_WEEK_AFTER = re.compile(
    r"\s*(?:-|–|~|to\b|till\b|until\b|through\b|thru\b)|\s+of\s+", re.IGNORECASE
)


# weekdays written with a slash between, whole or cut short ("I run Mon/Wed/Fri mornings", "swim Tues/Thurs"):
# a timetable's, every week's
_EN_SHORT = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
_EN_SLASHED = re.compile(rf"\b{_EN_SHORT}(?:\s*/\s*{_EN_SHORT})+\b", re.IGNORECASE)


# what came back once and no longer does
_FORMER = re.compile(
    r"\b(?:used\s+to|no\s+longer|any\s*more|stopped|quit)\b|以前|之前|原来|曾经|小时候|不再|停了|不去了",
    re.IGNORECASE,
)


# what every weekday is written with, in either script (the rest of a text is read no further: recall reads the
# best of its pool on every query, and "today", "birthday", "Simon" name none)
_ANY_DAY = re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)|周|週|星期|礼拜|禮拜", re.IGNORECASE)


@lru_cache(maxsize=4096)
def weekly_days(text: str) -> frozenset[int]:
    """The weekdays (Monday 0) ``text`` says something comes back on, unless said of the past ("I used to ...",
    以前每周二 ...)."""
    if not _ANY_DAY.search(text) or _FORMER.search(text):
        return frozenset()
    days: set[int] = set()
    for match in _EN.finditer(text):
        if tense_at(text, *match.span()) >= 0:
            words = re.findall(rf"({_EN_DAY})", match[0].lower())
            days.update(_EN_DAYS.index(word) for word in words)
    for match in _EN_BARE.finditer(text):
        start, end = match.span()
        if (
            habitual_at(text, start, end)
            and not _NOT_EACH_WEEK_BEFORE.search(text, max(0, start - 16), start)
            and not _NOT_EACH_WEEK_AFTER.match(text, end)
            and tense_at(text, start, end) >= 0
        ):
            days.add(_EN_DAYS.index(match[0].lower()))
    for match in _EN_SLASHED.finditer(text):
        if tense_at(text, *match.span()) >= 0:
            days.update(
                _EN_DAYS.index(d) for d in _EN_DAYS if re.search(rf"\b{d[:3]}", match[0], re.IGNORECASE)
            )
    simple = to_simplified(text)
    for match in _ZH.finditer(simple):
        if tense_at(simple, *match.span()) >= 0:
            days.update(CN_WEEKDAYS[c] for c in match[1] + match[2] if c in CN_WEEKDAYS)
    for match in _ZH_BARE.finditer(simple):
        if bare_weekly_at(simple, *match.span()) and tense_at(simple, *match.span()) >= 0:
            days.add(CN_WEEKDAYS[match[0][-1]])
    return frozenset(days)


_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1,
        "一": 1, "1": 1, "二": 2, "2": 2, "三": 3, "3": 3, "四": 4, "4": 4, "最后": -1}  # fmt: skip
# "the first Monday of each month", "every last Friday of the month", "monthly on the first Monday", and "of the
# month" said with what is done then ("Book club meets on the first Friday of the month", "on the last Friday of the
# month we get paid"; not one said to be that day: "the deadline is the last Friday of the month");
# 每个月第一个周一, 每月的最后一个星期五
_EN_MONTHLY = re.compile(
    rf"\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+({_EN_DAY})s?\s+of\s+(?:each|every)\s+month\b"
    rf"|\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+({_EN_DAY})s?\s+of\s+the\s+month\b"
    rf"|\bevery\s+(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+({_EN_DAY})(?:\s+of\s+the\s+month)?\b"
    rf"|\bmonthly\s+on\s+the\s+(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+({_EN_DAY})\b",
    re.IGNORECASE,
)
# what says a day "of the month" is one thing's (its deadline, its date: "the deadline is the last Friday of the month",
# "submit it by the first Monday of the month"), before the day in its sentence
_SAID_TO_BE = re.compile(r"\b(?:deadline|due|is|was|be|by|until|till|before)\b|'s\b", re.IGNORECASE)
_ZH_MONTHLY = re.compile(
    rf"每(?:个)?月(?:的)?(?:第([一二三四1-4])个|(最后)一个){CN_WEEK}([一二三四五六日天1-7])"
)


@lru_cache(maxsize=4096)
def monthly_days(text: str) -> frozenset[tuple[int, int]]:
    """The (week of the month, weekday) pairs ``text`` says something comes back on each month (1 the first, -1
    the last; Monday 0): "the first Monday of each month" (1, 0), 每月的最后一个周五 (-1, 4); none said of the past.

    >>> monthly_days("The board meets the first Monday of each month"), monthly_days("每月的最后一个周五发工资")
    (frozenset({(1, 0)}), frozenset({(-1, 4)}))
    """
    if not _ANY_DAY.search(text) or _FORMER.search(text):
        return frozenset()
    found: set[tuple[int, int]] = set()
    for match in _EN_MONTHLY.finditer(text):
        nth, day = [as_matched(g) for g in match.groups() if g]
        sentence = re.split(r"[.!?\n]", text[: match.start()])[-1]
        if match[3] and _SAID_TO_BE.search(sentence):
            continue  # "the deadline is the last Friday of the month": one month's
        found.add((_NTH[nth], _EN_DAYS.index(day)))
    for match in _ZH_MONTHLY.finditer(to_simplified(text)):
        found.add((_NTH[match[1] or match[2]], CN_WEEKDAYS[match[3]]))
    return frozenset(found)


_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)"
_MORE_ORDINALS = r"((?:\s*(?:,|and|&)\s*(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|last\s+day))*)"
# "on the 15th of every month", "the 1st and 15th of each month", "every month on the 15th", "monthly on the 25th",
# "the last day of each month", and "of the month" said with what is done then ("I get paid on the 15th and the last
# day of the month"; not "the report is due the 15th of the month": one month's)
_EN_MONTH_DATES = re.compile(
    rf"\bthe\s+(?:{_ORDINAL}|(last)\s+day){_MORE_ORDINALS}\s+of\s+(each|every|the)\s+month\b"
    rf"|\b(?:(?:every|each)\s+month|monthly)\s+on\s+the\s+{_ORDINAL}{_MORE_ORDINALS}",
    re.IGNORECASE,
)
# what says a day "of the month" was one month's: "on the 3rd of the month I was sick", "I got paid on the 15th of the
# month" (not "I get paid ...", which is no past)
_SAID_DONE = re.compile(
    r"\b(?:was|were|had|did|got|went|yesterday|ago|last\s+(?:week|month|year))\b", re.IGNORECASE
)
_ANY_MONTH = re.compile(r"month|每", re.IGNORECASE)
# 每个月15号, 每月10号, 每月1号和15号, 每个月十五号, 每月月底 / 每个月最后一天
_ZH_MONTH_DATES = re.compile(
    r"每(?:个)?月(?:的)?(?:([\d一二三四五六七八九十]{1,3})[号日]((?:[和、,，与及跟][\d一二三四五六七八九十]{1,3}[号日]?)*)"
    r"|(月底|最后一天))"
)


@lru_cache(maxsize=4096)
def monthly_dates(text: str) -> frozenset[int]:
    """The days of the month (-1 the last) ``text`` says something comes back on each month; none said of the past.

    >>> monthly_dates("I get paid on the 15th and the last day of the month"), monthly_dates("每个月15号发工资")
    (frozenset({-1, 15}), frozenset({15}))
    >>> monthly_dates("the report is due the 15th of the month"), monthly_dates("房租每月1号和15号交")
    (frozenset(), frozenset({1, 15}))
    """
    if not _ANY_MONTH.search(text) or _FORMER.search(text):
        return frozenset()
    found: set[int] = set()
    for match in _EN_MONTH_DATES.finditer(text):
        before, after = (
            re.split(r"[.!?\n]", text[: match.start()])[-1],
            re.split(r"[.!?\n]", text[match.end() :])[0],
        )
        if (match[4] or "").lower() == "the" and (
            _SAID_TO_BE.search(before) or _SAID_DONE.search(before) or _SAID_DONE.search(after)
        ):
            continue  # "the report is due the 15th of the month", "on the 3rd of the month I was sick": one month's
        said = match[0].lower()
        found.update(int(n) for n in re.findall(r"(\d{1,2})(?:st|nd|rd|th)", said))
        found.update(-1 for _ in re.findall(r"last\s+day", said))
    for match in _ZH_MONTH_DATES.finditer(to_simplified(text)):
        if match[3]:
            found.add(-1)
            continue
        for run in re.findall(r"[\d一二三四五六七八九十]{1,3}", match[1] + match[2]):
            number = int(run) if run.isdigit() else chinese_number(run)
            if number:
                found.add(number)
    return frozenset(n for n in found if n == -1 or 1 <= n <= 31)


def on_month_dates(day: date, dates: frozenset[int]) -> bool:
    """Whether ``day`` is one of the days of its month ``dates`` names (-1 the last)."""
    return day.day in dates or (-1 in dates and (day + timedelta(days=1)).month != day.month)


def in_month_week(day: date, nth: int) -> bool:
    """Whether ``day`` is its weekday's ``nth`` of its month (1 the first, -1 the last)."""
    if nth < 0:
        return (day + timedelta(weeks=1)).month != day.month
    return (day.day - 1) // 7 + 1 == nth


__all__ = ["in_month_week", "monthly_dates", "monthly_days", "on_month_dates", "weekly_days"]
