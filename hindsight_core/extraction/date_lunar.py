"""The Chinese lunar calendar, 1990-2060: its dates as days of the Gregorian calendar (农历八月十五 of 2026 is
25 September 2026), the solar term 清明 (4 or 5 April), and the rules reading a lunar date said in a message:
农历八月十五, 阴历正月初三, 腊月二十三, 正月十五 (正月 and 腊月 are only lunar months), 农历生日是八月十五 (the calendar
said before the date in its sentence), "my mom's birthday is on the lunar calendar, 8/15", "lunar 8/15".

A lunar date without a year is the nearest one (the lunar year before, this one or the next), in the tense of its
sentence, as a Gregorian date without one is; a year outside the table names no date. 闰 (a leap month) is the
month after the ordinary one of its number; in a year without that leap month a day of it (a birthday in 闰四月) is
kept on the ordinary month's day, as people keep it ("my grandma's birthday is the 8th day of the leap 4th lunar
month", 奶奶生日是闰四月初八).

    >>> from datetime import date
    >>> lunar_to_solar(2026, 8, 15), lunar_to_solar(2025, 5, 5), lunar_to_solar(2023, 2, 1, leap=True)
    (datetime.date(2026, 9, 25), datetime.date(2025, 5, 31), datetime.date(2023, 3, 22))
    >>> solar_to_lunar(date(2026, 9, 25)), qingming(2026)
    ((8, 15, False), datetime.date(2026, 4, 5))
    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("我妈农历生日是八月十五，腊月二十三我们回老家", said)]
    ['2026-09-25', '2027-01-30']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, timedelta

from hindsight_core.cjk import chinese_number
from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.text import to_simplified

# Each lunar year: its first day (the Gregorian month and day of 春节), the length of each of its months in order
# (1: thirty days, 0: twenty-nine; thirteen with a leap month, placed after the ordinary month of its number), and
# its leap month (0: none).
_TABLE = """
    1990 0127 0100100101111 5 1991 0215 010010010111 0 1992 0204 011001001011 0
    1993 0123 0110101001010 3 1994 0210 111010100101 0 1995 0131 0110101100101 8
    1996 0219 010110101100 0 1997 0207 101010110110 0 1998 0128 1001001101101 5
    1999 0216 100100101110 0 2000 0205 110010010110 0 2001 0124 1101010010101 4
    2002 0212 110101001010 0 2003 0201 110110100101 0 2004 0122 0101101010101 2
    2005 0209 010101101010 0 2006 0129 1010101011011 7 2007 0218 001001011101 0
    2008 0207 100100101101 0 2009 0126 1100100101011 5 2010 0214 101010010101 0
    2011 0203 101101001010 0 2012 0123 1011010101010 4 2013 0210 101011010101 0
    2014 0131 0101010110101 9 2015 0219 010010111010 0 2016 0208 101001011011 0
    2017 0128 0101001010111 6 2018 0216 010100101011 0 2019 0205 101010010011 0
    2020 0125 0111010010101 4 2021 0212 011010101010 0 2022 0201 101011010101 0
    2023 0122 0100110110101 2 2024 0210 010010110110 0 2025 0129 1010010101110 6
    2026 0217 101001001110 0 2027 0206 110100100110 0 2028 0126 1110100100110 5
    2029 0213 110101010011 0 2030 0203 010110101010 0 2031 0123 0110101101010 3
    2032 0211 100101101101 0 2033 0131 0100101011101 11 2034 0219 010010101101 0
    2035 0208 101001001101 0 2036 0128 1101001001011 6 2037 0215 110100100101 0
    2038 0204 110101010010 0 2039 0124 1101101010100 5 2040 0212 101101011010 0
    2041 0201 010101101101 0 2042 0122 0100101011011 2 2043 0210 010010011011 0
    2044 0130 1010010010111 7 2045 0217 101001001011 0 2046 0206 101010100101 0
    2047 0126 1011010100101 5 2048 0214 011011010010 0 2049 0202 101011011010 0
    2050 0123 0101010110110 3 2051 0211 100100110111 0 2052 0201 0100100101111 8
    2053 0219 010010010111 0 2054 0208 011001001011 0 2055 0128 0110101001010 6
    2056 0215 111010100101 0 2057 0204 011010110010 0 2058 0124 1010101101100 4
    2059 0212 101010101110 0 2060 0202 100100101110 0
"""
_YEARS: dict[int, tuple[date, str, int]] = {}
_items = _TABLE.split()
for _at in range(0, len(_items), 4):
    _year, _first, _months, _leap = _items[_at : _at + 4]
    _YEARS[int(_year)] = (date(int(_year), int(_first[:2]), int(_first[2:])), _months, int(_leap))


def _months_of(year: int) -> list[tuple[int, bool, int]]:
    """(month, leap, days) of each month of lunar ``year``, in order."""
    _, lengths, leap = _YEARS[year]
    numbers = [(m, False) for m in range(1, 13)]
    if leap:
        numbers.insert(leap, (leap, True))
    return [
        (m, is_leap, 30 if bit == "1" else 29) for (m, is_leap), bit in zip(numbers, lengths, strict=True)
    ]


def lunar_to_solar(year: int, month: int, day: int, *, leap: bool = False) -> date | None:
    """The Gregorian day of lunar ``year``'s ``month``/``day`` (its leap month with ``leap``); None outside the
    table, for a leap month the year lacks, or a day its month lacks (a thirtieth of a short month)."""
    if year not in _YEARS:
        return None
    first = _YEARS[year][0]
    for number, is_leap, days in _months_of(year):
        if (number, is_leap) == (month, leap):
            return first + timedelta(days=day - 1) if 1 <= day <= days else None
        first += timedelta(days=days)
    return None


def lunar_day_kept(year: int, month: int, day: int, *, leap: bool = False) -> date | None:
    """:func:`lunar_to_solar`, but a day of a leap month in a year that has no such leap month is the ordinary
    month's day: 闰四月初八 of 2026 (no leap month) is 四月初八, of 2020 (闰四月) the leap month's.

    >>> lunar_day_kept(2026, 4, 8, leap=True), lunar_day_kept(2020, 4, 8, leap=True)
    (datetime.date(2026, 5, 24), datetime.date(2020, 5, 30))
    """
    if leap and year in _YEARS and _YEARS[year][2] != month:
        leap = False
    return lunar_to_solar(year, month, day, leap=leap)


def solar_to_lunar(day: date) -> tuple[int, int, bool] | None:
    """(month, day, leap) of the lunar date Gregorian ``day`` is; None outside the table."""
    year = day.year if day.year in _YEARS and day >= _YEARS[day.year][0] else day.year - 1
    if year not in _YEARS:
        return None
    offset = (day - _YEARS[year][0]).days
    for number, is_leap, days in _months_of(year):
        if offset < days:
            return number, offset + 1, is_leap
        offset -= days
    return None


def qingming(year: int) -> date:
    """清明, the solar term, of ``year``: 4 or 5 April (the 寿星 formula, right for 1901-2099 but a rare day)."""
    y = year % 100
    constant = 4.81 if year >= 2000 else 5.59
    return date(year, 4, int(y * 0.2422 + constant) - y // 4)


# -- rules ----------------------------------------------------------------------------------------------

#: The rules of lunar dates, read with the Chinese date rules.
LUNAR_RULES: list[DateRule] = []
_rule = registrar(LUNAR_RULES)

_LUNAR_MONTHS = {"正": 1, "冬": 11, "腊": 12}
_YEAR_WORDS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_CN_DIGIT = "一二三四五六七八九"
# a lunar day: 初一-初十, 十一-十九, 二十, 廿一-廿九, 三十, 十五 (and 15, 15日)
_LUNAR_DAY = rf"初[{_CN_DIGIT}十]|廿[{_CN_DIGIT}]|[二三]?十[{_CN_DIGIT}]?|[{_CN_DIGIT}](?![十月])|\d{{1,2}}"
# the calendar said before the month in its sentence: 农历八月十五, 农历生日是八月十五, 阴历生日 腊月初八
_CALENDAR_BEFORE = r"(?:农历|阴历|旧历)[^，。！？；,.!?;\n\d]{0,8}?"
_MONTH_NUMBER = rf"正|冬|腊|十[一二]|[{_CN_DIGIT}十]|1[0-2]|[1-9]"


def _lunar_day(said: str) -> int | None:
    if said.isdigit():
        return int(said)
    if said.startswith("初"):
        return 10 if said == "初十" else chinese_number(said[1])
    if said.startswith("廿"):
        return 20 + (chinese_number(said[1]) or 0)
    return chinese_number(said)


_EN_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12,
}  # fmt: skip


def _number(said: str) -> int | None:
    """A month's or a day's number, in digits, Chinese or an English ordinal ("4", "四", "fourth", "4th")."""
    said = re.sub(r"(?<=\d)(?:st|nd|rd|th)$", "", said.lower())
    return (
        _LUNAR_MONTHS.get(said)
        or _EN_ORDINALS.get(said)
        or (int(said) if said.isdigit() else chinese_number(said))
    )


def _said(m: re.Match[str]) -> tuple[int, int, bool] | None:
    """(month, day, leap) of a lunar date matched by a rule of :data:`LUNAR_RULES`; None when it is no such day."""
    said = m.groupdict()
    month_said, day_said = said["month"] or said["month2"], said["day"] or said["day2"]
    month = _number(month_said)
    day = _EN_ORDINALS.get(day_said.lower()) or _lunar_day(re.sub(r"(?<=\d)(?:st|nd|rd|th)$", "", day_said))
    if month is None or day is None or not 1 <= month <= 12 or not 1 <= day <= 30:
        return None
    return month, day, bool(said.get("leap") or said.get("leap2"))


def _resolve(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    said = _said(m)
    if said is None:
        return None
    month, day, leap = said
    named = m.groupdict()
    if named.get("year") or named.get("which"):  # 今年农历八月十五, 2025年腊月二十三: that lunar year's
        year = int(named["year"]) if named["year"] else ctx.today.year + _YEAR_WORDS[named["which"]]
        found = lunar_day_kept(year, month, day, leap=leap)
        return None if found is None else ctx.day(found)
    years = (ctx.today.year - 2, ctx.today.year - 1, ctx.today.year, ctx.today.year + 1)
    found = ctx.nearest_of(
        (d for y in years if (d := lunar_day_kept(y, month, day, leap=leap)) is not None), said_tense(m)
    )
    return None if found is None else ctx.day(found)


# 农历八月十五, 阴历生日是腊月初八, 今年农历闰二月初一, 正月初三, 五月初五 (a day said with 初 is a lunar one), 八月十五 with
# no 日 or 号 (the Mid-Autumn day); not 正月里, 腊月份, 三月初 (early March), 八月十五号 (15 August)
_rule(
    rf"(?:(?P<year>\d{{4}})年|(?P<which>前年|去年|今年|明年|后年))?"
    rf"(?:{_CALENDAR_BEFORE}(?P<leap>闰)?(?P<month>{_MONTH_NUMBER})月(?P<day>{_LUNAR_DAY})[日号]?"
    rf"|(?P<leap2>闰)?(?P<month2>正|腊|冬|(?:{_MONTH_NUMBER})(?=月初[{_CN_DIGIT}十])|八(?=月十五(?![日号])))月"
    rf"(?P<day2>{_LUNAR_DAY})(?![个年]))",
    relative=True,
    flags=0,
)(_resolve)
# "on the lunar calendar, 8/15", "lunar 1/15", "her lunar birthday is 8/15", "8/15 on the lunar calendar": the month
# first, as Chinese writes it (not "the lunar eclipse is on 8/15")
_rule(
    r"\blunar\s+(?:(?:calendar|birthday|date)\b[^.!?;\n\d]{0,20}?)?\b(?P<leap>leap\s+(?:month\s+)?)?(?P<month>\d{1,2})/(?P<day>\d{1,2})\b(?![/.-]?\d)"
    r"|\b(?P<month2>\d{1,2})/(?P<day2>\d{1,2})\b(?![/.-]?\d)\s+(?:on|in|by)\s+the\s+lunar\s+calendar\b",
    relative=True,
)(_resolve)
# "the 8th day of the leap 4th lunar month", "the leap 4th month 8th day of the lunar calendar", "lunar 4th month, 15th
# day": a lunar month said as an ordinal and "lunar" in its sentence (not "the 3rd day of the 2nd month of my diet")
_EN_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
_rule(
    rf"(?=[^.!?;\n]*\blunar\b|(?<=\blunar\s)|(?<=\blunar\scalendar\s)|(?<=\blunar\scalendar,\s))"
    rf"\b(?:the\s+)?(?P<leap>leap\s+)?(?P<month>{_EN_ORDINAL})\s+(?:lunar\s+)?month,?\s+(?:the\s+)?(?P<day>{_EN_ORDINAL})\s+day\b"
    rf"|\b(?:the\s+)?(?P<day2>{_EN_ORDINAL})\s+day\s+of\s+the\s+(?P<leap2>leap\s+)?(?P<month2>{_EN_ORDINAL})\s+"
    rf"(?:lunar\s+month\b|month\s+of\s+the\s+lunar\s+calendar\b|month\b(?=[^.!?;\n]*\blunar\b))",
    relative=True,
)(_resolve)


def lunar_month_days(text: str) -> set[tuple[int, int]]:
    """The lunar (month, day)s ``text`` names ("my mom's birthday is on the lunar calendar, 8/15", 农历生日八月十五).

    >>> sorted(lunar_month_days("我妈农历生日是八月十五")), sorted(lunar_month_days("mom's birthday is 8/15"))
    ([(8, 15)], [])
    """
    return {(month, day) for month, day, leap in _lunar_days_said(text) if not leap}


def _lunar_days_said(text: str) -> set[tuple[int, int, bool]]:
    """The lunar (month, day, leap)s ``text`` names."""
    found = (_said(m) for rule in LUNAR_RULES for m in rule.pattern.finditer(to_simplified(text)))
    return {said for said in found if said is not None}


def on_lunar_days(text: str, days: Iterable[date]) -> list[date]:
    """Those of ``days`` that are a lunar day ``text`` names (a lunar birthday: that day of every year).

    >>> on_lunar_days("奶奶的生日是腊月初八", [date(2027, 1, 15), date(2027, 1, 16)])
    [datetime.date(2027, 1, 15)]
    """
    named = _lunar_days_said(text)
    if not named:
        return []
    ordinary = {(month, day) for month, day, leap in named if not leap}
    leap_days = {  # a day of a leap month: that month's, or the ordinary month's in a year without it
        kept for month, number, leap in named if leap for day in days for year in (day.year - 1, day.year)
        if (kept := lunar_day_kept(year, month, number, leap=True)) is not None
    }  # fmt: skip
    return [
        day
        for day in days
        if day in leap_days or ((lunar := solar_to_lunar(day)) and not lunar[2] and lunar[:2] in ordinary)
    ]


__all__ = [
    "LUNAR_RULES",
    "lunar_day_kept",
    "lunar_month_days",
    "on_lunar_days",
    "lunar_to_solar",
    "qingming",
    "solar_to_lunar",
]
