"""Holidays read as dates: "for Christmas", "over Thanksgiving", "Easter Monday", 过年, 国庆, 双十一, 中秋.

People date their plans by holidays more often than by the calendar ("we're driving up for CNY", "双十一买了个破
壁机", "618给我妈买了荣耀"), and a memory keeps the dates it names (``mentioned_dates``): without these rules such a
turn was kept undated, so a question about December or about 春节 could not find it by its time and the
context block could not say when it was.

A holiday named without a year is the one nearest the day it was said, the last one before it in the past
tense ("we had my parents over for Thanksgiving", said in December) and the next one in the future tense
(过年回老家, said in November); "last / this / next Christmas", "Easter 2025", 去年春节 and 2025年国庆 say which.
Holidays that move are computed: Easter (the Gregorian computus; Good Friday and Easter Monday beside it),
Thanksgiving, Black Friday and Cyber Monday, Memorial Day, Labor Day and Father's Day (the US rules); the
lunar ones (春节 and 除夕, 元宵, 端午, 七夕, 中秋) come from :data:`_LUNAR`, made with ``lunardate`` 0.3.0 for
1990-2060 (outside those years they are not read). A holiday of several days off is a period (国庆 1-7
October, 五一 1-5 May, 暑假 July and August, 寒假 from mid-January to late February); the rest are days.

A holiday's name inside a thing named after it is no date: a Christmas tree, Halloween costume, Easter egg,
圣诞老人, 五一广场 (a square in Changsha), 618 said of an amount ("考了618分").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import date, timedelta

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense

#: The holiday rules, English then Chinese (read after the calendar's own rules).
HOLIDAY_RULES: list[DateRule] = []
_rule = registrar(HOLIDAY_RULES)

_FIRST_LUNAR_YEAR = 1990
#: Per year from 1990: the Gregorian month and day (MMDD) of 春节 (the first day of the first lunar month), 端午
#: (5/5), 七夕 (7/7) and 中秋 (8/15), as ``lunardate.LunarDate(year, m, d).to_solar_date()`` gives them.
_LUNAR = (
    "0127052808261003 0215061608160922 0204060508050911 0123062408240930 0210061308130920 0131060208020909 "
    "0219062008200927 0207060908090916 0128053008281005 0216061808170924 0205060608060912 0124062508251001 "
    "0212061508150921 0201060408040911 0122062208220928 0209061108110918 0129053107311006 0218061908190925 "
    "0207060808070914 0126052808261003 0214061608160922 0203060608060912 0123062308230930 0210061208130919 "
    "0131060208020908 0219062008200927 0208060908090915 0128053008281004 0216061808170924 0205060708070913 "
    "0125062508251001 0212061408140921 0201060308040910 0122062208220929 0210061008100917 0129053108291006 "
    "0217061908190925 0206060908080915 0126052808261003 0213061608160922 0203060508050912 0123062408241001 "
    "0211061208120919 0131060108010908 0219062008200927 0208061008100916 0128053008281004 0215061808170924 "
    "0204060708070913 0124052708261002 0212061408140920 0201060308030910 0122062208220928 0210061108110917 "
    "0130053107311005 0217061908190925 0206060808080915 0126052908271004 0214061508160922 0202060408050911 "
    "0123062308230930 0211061308120919 0201060108010907 0219062008200926 0208061008100916 0128053008291005 "
    "0215061708170924 0204060608060913 0124062508251002 0212061408140921 0202060308020909"
).split()
_LUNAR_INDEX = {"spring": 0, "dragon_boat": 1, "qixi": 2, "mid_autumn": 3}

#: A day of a year: ``(year) -> date | None`` (None where the year is outside what is known)
DayOf = Callable[[int], "date | None"]


def _lunar(name: str, shift: int = 0) -> DayOf:
    def day_of(year: int) -> date | None:
        index = year - _FIRST_LUNAR_YEAR
        if not 0 <= index < len(_LUNAR):
            return None
        code = _LUNAR[index][4 * _LUNAR_INDEX[name] :][:4]
        return date(year, int(code[:2]), int(code[2:])) + timedelta(days=shift)

    return day_of


def _fixed(month: int, day: int) -> DayOf:
    return lambda year: date(year, month, day)


def _nth_weekday(month: int, weekday: int, nth: int, shift: int = 0) -> DayOf:
    """The ``nth`` given weekday of the month (``nth`` -1: the last), moved ``shift`` days."""

    def day_of(year: int) -> date:
        if nth > 0:
            first = date(year, month, 1)
            found = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
        else:
            last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
            found = last - timedelta(days=(last.weekday() - weekday) % 7)
        return found + timedelta(days=shift)

    return day_of


def easter(year: int) -> date:
    """Easter Sunday of a Gregorian year (the anonymous computus).

    >>> easter(2024), easter(2025), easter(2026)
    (datetime.date(2024, 3, 31), datetime.date(2025, 4, 20), datetime.date(2026, 4, 5))
    """
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 19 * l_) // 433
    month = (h + l_ - 7 * m + 90) // 25
    return date(year, month, (h + l_ - 7 * m + 33 * month + 19) % 32)


def _easter(shift: int = 0) -> DayOf:
    return lambda year: easter(year) + timedelta(days=shift)


_THANKSGIVING = _nth_weekday(11, 3, 4)  # the fourth Thursday of November

#: English names (lower case, spaces as written by the pattern) -> (the day, how many days it lasts)
_EN: dict[str, tuple[DayOf, int]] = {
    "christmas eve": (_fixed(12, 24), 1),
    "xmas eve": (_fixed(12, 24), 1),
    "christmas day": (_fixed(12, 25), 1),
    "christmas": (_fixed(12, 25), 1),
    "xmas": (_fixed(12, 25), 1),
    "boxing day": (_fixed(12, 26), 1),
    "new year's eve": (_fixed(12, 31), 1),
    "new years eve": (_fixed(12, 31), 1),
    "nye": (_fixed(12, 31), 1),
    "new year's day": (_fixed(1, 1), 1),
    "new years day": (_fixed(1, 1), 1),
    "valentine's day": (_fixed(2, 14), 1),
    "valentines day": (_fixed(2, 14), 1),
    "valentine's": (_fixed(2, 14), 1),
    "st patrick's day": (_fixed(3, 17), 1),
    "st. patrick's day": (_fixed(3, 17), 1),
    "saint patrick's day": (_fixed(3, 17), 1),
    "halloween": (_fixed(10, 31), 1),
    "fourth of july": (_fixed(7, 4), 1),
    "4th of july": (_fixed(7, 4), 1),
    "thanksgiving": (_THANKSGIVING, 1),
    "black friday": (_nth_weekday(11, 3, 4, 1), 1),
    "cyber monday": (_nth_weekday(11, 3, 4, 4), 1),
    "good friday": (_easter(-2), 1),
    "easter monday": (_easter(1), 1),
    "easter sunday": (_easter(), 1),
    "easter": (_easter(), 1),
    "chinese new year": (_lunar("spring"), 1),
    "lunar new year": (_lunar("spring"), 1),
    "cny": (_lunar("spring"), 1),
    "mid-autumn festival": (_lunar("mid_autumn"), 1),
    "mid autumn festival": (_lunar("mid_autumn"), 1),
    "dragon boat festival": (_lunar("dragon_boat"), 1),
    "memorial day": (_nth_weekday(5, 0, -1), 1),
    "labor day": (_nth_weekday(9, 0, 1), 1),
    "father's day": (_nth_weekday(6, 6, 3), 1),
    "fathers day": (_nth_weekday(6, 6, 3), 1),
}
_EN_NAMES = "|".join(
    re.escape(n).replace(r"\ ", r"\s+").replace("'", "['’]") for n in sorted(_EN, key=len, reverse=True)
)
# a thing named after the holiday: "our Christmas tree", "Halloween costume", "an Easter egg"
_EN_THING = (
    r"trees?|cards?|presents?|gifts?|jumpers?|sweaters?|songs?|carols?|music|movies?|films?|lights?|decorations?|"
    r"ornaments?|markets?|lists?|cookies?|spirit|stories|story|specials?|themed?|stockings?|wrapping|costumes?|"
    r"candy|pumpkins?|eggs?|bunny|bonnets?|episodes?"
)


@_rule(
    rf"\b(?:(last|this|next)\s+)?({_EN_NAMES})\b(?:\s*,?\s+((?:19|20)\d{{2}})\b)?(?!\s+(?:{_EN_THING})\b)",
    relative=True,
)
def _en_holiday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    name = re.sub(r"\s+", " ", m[2].lower().replace("’", "'"))
    day_of, days = _EN[name]
    return _resolve(ctx, day_of, days, _WHICH.get((m[1] or "").lower()), int(m[3]) if m[3] else None, m)


#: Chinese names -> (the day, how many days it lasts)
_ZH: dict[str, tuple[DayOf, int]] = {
    "春节": (_lunar("spring"), 1),
    "过年": (_lunar("spring"), 1),
    "大年初一": (_lunar("spring"), 1),
    "除夕": (_lunar("spring", -1), 1),
    "大年三十": (_lunar("spring", -1), 1),
    "年三十": (_lunar("spring", -1), 1),
    "元宵节": (_lunar("spring", 14), 1),
    "元宵": (_lunar("spring", 14), 1),
    "端午节": (_lunar("dragon_boat"), 1),
    "端午": (_lunar("dragon_boat"), 1),
    "七夕": (_lunar("qixi"), 1),
    "中秋节": (_lunar("mid_autumn"), 1),
    "中秋": (_lunar("mid_autumn"), 1),
    "元旦": (_fixed(1, 1), 1),
    "情人节": (_fixed(2, 14), 1),
    "清明节": (_fixed(4, 4), 3),
    "清明": (_fixed(4, 4), 3),
    "劳动节": (_fixed(5, 1), 5),
    "五一": (_fixed(5, 1), 5),
    "儿童节": (_fixed(6, 1), 1),
    "六一": (_fixed(6, 1), 1),
    "618": (_fixed(6, 18), 1),
    "国庆节": (_fixed(10, 1), 7),
    "国庆": (_fixed(10, 1), 7),
    "十一": (_fixed(10, 1), 7),
    "双十一": (_fixed(11, 11), 1),
    "双11": (_fixed(11, 11), 1),
    "双十二": (_fixed(12, 12), 1),
    "双12": (_fixed(12, 12), 1),
    "平安夜": (_fixed(12, 24), 1),
    "圣诞节": (_fixed(12, 25), 1),
    "圣诞": (_fixed(12, 25), 1),
    "跨年": (_fixed(12, 31), 1),
    "暑假": (_fixed(7, 1), 62),
    "寒假": (_fixed(1, 15), 42),
}
_ZH_YEAR = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_ZH_NAMES = (
    # 五一 / 六一 not a place (五一广场, 五一路) nor inside a number (十五一); 十一 only as the October holiday (十一假期);
    # 618 only as the shopping festival in Chinese (618买的, 趁618), not an amount (考了618分, 618元, paid 618 dollars)
    r"(?<![一二三四五六七八九十\d])(?:五一|六一)(?![广路街大村小中])|十一(?=假期|长假|黄金周|放假)|"
    r"(?:(?<=[\u4e00-\u9fff])|(?=618\s?[\u4e00-\u9fff]))(?<![\d.])618(?![\d.%％])(?!\s?[分元块米号楼室次个人斤克件单天页])|"
    r"圣诞(?:节)?(?!树|礼物|老人|歌|卡|帽|装饰)|"
    + "|".join(
        n
        for n in sorted(_ZH, key=len, reverse=True)
        if n not in ("五一", "六一", "十一", "618", "圣诞节", "圣诞")
    )
)


@_rule(rf"(?:(\d{{4}})年|(前年|去年|今年|明年|后年))?({_ZH_NAMES})", relative=True, flags=0)
def _zh_holiday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    day_of, days = _ZH[m[3]]
    year = int(m[1]) if m[1] else (ctx.today.year + _ZH_YEAR[m[2]] if m[2] else None)
    return _resolve(ctx, day_of, days, None, year, m)


_WHICH = {"last": -1, "next": 1, "this": 0}


def _resolve(
    ctx: Calendar, day_of: DayOf, days: int, which: int | None, year: int | None, m: re.Match[str]
) -> Resolved | None:
    """The holiday of ``year``, else the one ``which`` says (-1 the last before today, +1 the next after it, 0
    this year's), else the nearest in the tense it is said in; a day, or a period of ``days``."""
    if year is not None:
        first = day_of(year)
    elif which == 0:
        first = day_of(ctx.today.year)
    else:
        candidates: Iterable[date] = (
            d
            for y in (ctx.today.year - 1, ctx.today.year, ctx.today.year + 1)
            if (d := day_of(y)) is not None
        )
        if which is not None:
            candidates = [d for d in candidates if (d - ctx.today).days * which > 0]
        first = ctx.nearest_of(candidates, which if which is not None else said_tense(m))
    if first is None:
        return None
    if days == 1:
        return ctx.day(first)
    return ctx.at(first), ctx.at(first + timedelta(days=days)), "period"


__all__ = ["HOLIDAY_RULES", "easter"]
