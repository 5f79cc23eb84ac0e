"""Holidays as dates: "at Christmas", "last Thanksgiving", 国庆去旅游, 五一回老家, 春节前回家, 去年除夕, 中秋回家, 端午节去杭州,
清明回老家扫墓, 过年回老家, "Chinese New Year", "Mid-Autumn", "Dragon Boat" (not 超过年龄, 度过年底; nor 元宵 the
food, 吃元宵: only 元宵节 or 元宵 before its time's word, 元宵那天, 元宵前).

A holiday is the day (or the days off) it falls on: Christmas 25 December, 国庆 1-7 October, 五一 1-5 May,
春节 (过年, "Chinese New Year") from 除夕 for seven days; 元宵, 端午, 七夕, 中秋, 重阳 their lunar day (1/15, 5/5, 7/7,
8/15, 9/9: :mod:`~hindsight_core.extraction.date_lunar`, 1990-2060; a year outside it names no date); 清明 the
solar term (4 or 5 April).
Without a year it is the nearest one, in the tense of its sentence as a date without a year is
(:meth:`~hindsight_core.extraction.date_calendar.Calendar.nearest_of`); "last / next Christmas", 去年国庆, 明年春节
name the year. Every such day (every Christmas, 每年春节) is no one date, nor is a name (王国庆, 王重阳, 五一广场).

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("明年中秋回家，清明回老家扫墓", said)]
    ['2027-09-15', '2027-04-05']
    >>> [m.iso() for m in resolve_time_expressions("flying to Shanghai for Chinese New Year", said)]
    ['2027-02-05/2027-02-11']
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.extraction.date_lunar import lunar_to_solar, qingming
from hindsight_core.text import is_cjk_char

#: The holiday rules, English and Chinese (read after the other date rules).
HOLIDAY_RULES: list[DateRule] = []
_rule = registrar(HOLIDAY_RULES)


def _thanksgiving(year: int) -> date:
    """The fourth Thursday of November (the US holiday)."""
    first = date(year, 11, 1)
    return first + timedelta(days=(3 - first.weekday()) % 7 + 21)


def _holiday(name: str, year: int) -> tuple[date | None, int]:
    fixed = {
        "christmas eve": (12, 24, 1), "christmas": (12, 25, 1), "new year's eve": (12, 31, 1),
        "new year's day": (1, 1, 1), "valentine's day": (2, 14, 1), "halloween": (10, 31, 1),
        "元旦": (1, 1, 1), "情人节": (2, 14, 1), "五一": (5, 1, 5), "国庆": (10, 1, 7),
        "平安夜": (12, 24, 1), "圣诞": (12, 25, 1),
    }  # fmt: skip
    if name in fixed:
        month, day, days = fixed[name]
        return date(year, month, day), days
    if name == "thanksgiving":
        return _thanksgiving(year), 1
    if name == "清明":  # a solar term, not a lunar day
        return (qingming(year), 1) if 1901 <= year <= 2099 else (None, 1)
    if name in _LUNAR_DAYS:
        return lunar_to_solar(year, *_LUNAR_DAYS[name]), 1
    new_year = lunar_to_solar(year, 1, 1)
    if new_year is None:
        return None, 1
    return {
        "春节": (new_year - timedelta(days=1), 7),  # 除夕 and the six days after it
        "除夕": (new_year - timedelta(days=1), 1),
        "初一": (new_year, 1),
    }[name]


#: The holidays on a lunar day: (month, day).
_LUNAR_DAYS = {"元宵": (1, 15), "端午": (5, 5), "七夕": (7, 7), "中秋": (8, 15), "重阳": (9, 9)}


#: As written (lower case, apostrophes dropped) -> the holiday.
_EN_NAMES = {
    "christmas eve": "christmas eve", "christmas day": "christmas", "christmas": "christmas",
    "xmas": "christmas", "new years eve": "new year's eve", "new year eve": "new year's eve",
    "new years day": "new year's day", "new years": "new year's day", "nye": "new year's eve", "valentines day": "valentine's day",
    "valentines": "valentine's day", "halloween": "halloween", "thanksgiving": "thanksgiving",
    "chinese new year": "春节", "lunar new year": "春节", "spring festival": "春节", "chinese new years eve": "除夕",
    "lunar new years eve": "除夕", "chinese new year eve": "除夕", "lunar new year eve": "除夕",
    "mid autumn": "中秋", "moon festival": "中秋", "mooncake festival": "中秋", "dragon boat": "端午",
    "qingming": "清明", "tomb sweeping day": "清明", "lantern festival": "元宵", "double ninth": "重阳",
    "qixi": "七夕",
}  # fmt: skip
_ZH_NAMES = {
    "元旦": "元旦", "情人节": "情人节", "五一": "五一", "劳动节": "五一", "国庆": "国庆", "十一": "国庆",
    "平安夜": "平安夜", "圣诞": "圣诞", "春节": "春节", "除夕": "除夕", "大年三十": "除夕",
    "年三十": "除夕", "大年初一": "初一", "正月初一": "初一", "元宵节": "元宵", "元宵": "元宵", "过年": "春节",
    "中秋": "中秋", "端午": "端午", "清明": "清明", "七夕": "七夕", "重阳": "重阳",
}  # fmt: skip
_YEAR_WORDS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2, "last": -1, "this": 0, "next": 1}
#: Words before a holiday that make it every such day: "every Christmas", 每年春节.
_EVERY = re.compile(r"(?:every|each)\s+$|每年$|每逢$|每个$|每次$", re.IGNORECASE)
#: Before a bare 国庆 / 五一, what a date follows (今年国庆, 我们国庆, 过五一, 打算五一); any other Chinese character
#: makes it a name (王国庆, 张五一).
_BEFORE_A_HOLIDAY = set(
    "年过个到在等趁是的和跟与这那从了前后次节上下我你他她们咱家都也就还要想会打算准备计划说今明去"
)


# A holiday named as a taste, no day of it: "my favorite holiday is Halloween", "I love Christmas", "Thanksgiving is
# my fave", "my favourite part of Christmas is the food", 我最喜欢的节日是中秋节 (not "I'd love to see you at Christmas",
# "we love going home for Christmas", "I'm hosting Thanksgiving")
_TASTE_BEFORE = re.compile(
    r"\b(?:favou?rite|fave|fav|least\s+favou?rite)\s+(?:holiday|holidays|day|time|season|celebration|festival)"
    r"(?:\s+of\s+(?:the\s+whole\s+|the\s+|all\s+)?(?:year|time))?\s*(?:is|'s|’s|was|has\s+(?:always\s+)?been|=|:|-)?\s*$"
    r"|\b(?:favou?rite|fave|fav|best|worst)\s+(?:part|thing|things|bit)\s+(?:of|about)\s+$"
    # (anyone's: "mom loves Christmas", "my kids love Halloween", "Sam hates Valentine's"; not an offer or a question:
    # "would you like Thanksgiving at ours?")
    r"|(?<!\bwould\s)(?<!\bdo\s)(?<!\bdoes\s)(?<!\bdid\s)\b(?:i|we|they|he|she|you|mom|dad|mum|(?:my|our|his|her|their)\s+[a-z]+|(?-i:[A-Z])[a-z]+)\s+"
    r"(?:really\s+|just\s+|absolutely\s+|totally\s+|honestly\s+|kinda\s+|do\s+|does\s+|still\s+|always\s+|"
    r"(?:have\s+)?always\s+|(?:have\s+)?never\s+)?(?:love[ds]?|like[ds]?|hate[ds]?|adore[ds]?|enjoy(?:ed)?|dislike[ds]?|"
    r"despise[ds]?|celebrate[ds]?|can['’]?t\s+stand|(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not|never)\s+(?:(?:really|even|actually|much)\s+)?"
    r"(?:like|love|enjoy|care\s+(?:for|about|much\s+for)|celebrate|do))\s+$"
    # "I'm not a big fan of Halloween", "I'm not big on Valentine's", "I'm obsessed with Christmas"
    r"|\bi(?:['’]m|\s+am)\s+(?:not\s+|so\s+|really\s+|honestly\s+)?(?:(?:a\s+)?(?:huge\s+|big\s+)?fan\s+of|big\s+on|"
    r"into|obsessed\s+with|over)\s+$"
    r"|最喜欢的节日(?:是|就是)$|我(?:最|很|超|特别|真的)?(?:喜欢|讨厌|爱)(?:过)?$",
    re.IGNORECASE,
)
_TASTE_AFTER = re.compile(
    r"\s*(?:is|was|has\s+(?:always\s+)?been|'s|’s)\s+(?:(?:always|still|definitely|honestly|totally|just|hands\s+down)\s+)?"
    r"(?:my|the|our)\s+(?:(?:all[-\s]time|absolute|very|most)\s+)?(?:favou?rite|fave|fav|best|worst|least\s+favou?rite)\b"
    r"|(?:节)?(?:是|就是)我(?:们)?最(?:喜欢|爱|讨厌)的",
    re.IGNORECASE,
)


# Said of every year in its clause: "we always go to my aunt's for Thanksgiving", "every year we do Christmas at mom's",
# "Thanksgiving is usually at ours", "Christmas at grandma's every year" (not "I usually work holidays but I'm off for
# Christmas": another clause)
_HABIT_BEFORE = re.compile(
    r"\b(?:always|usually|normally|typically|traditionally|every\s+year|each\s+year)\b(?:(?!\bbut\b)[^,.;!?])*$",
    re.IGNORECASE,
)
_HABIT_AFTER = re.compile(
    r"(?:(?!\bbut\b)[^,.;!?])*?\b(?:always|usually|normally|typically|traditionally|every\s+year|each\s+year)\b",
    re.IGNORECASE,
)


def _a_taste(m: re.Match[str]) -> bool:
    """Whether the holiday matched is named as a taste (liked, hated, one's favourite) or a habit of every year, no
    day it falls on."""
    return bool(
        _TASTE_BEFORE.search(m.string, max(0, m.start() - 60), m.start())
        or _TASTE_AFTER.match(m.string, m.end())
        or _HABIT_BEFORE.search(m.string, max(0, m.start() - 60), m.start())
        or _HABIT_AFTER.match(m.string, m.end(), m.end() + 60)
    )


def _resolve(
    m: re.Match[str], ctx: Calendar, name: str, which: str | None, year: str | None
) -> Resolved | None:
    if _EVERY.search(m.string[max(0, m.start() - 8) : m.start()]) or (not (which or year) and _a_taste(m)):
        return None
    if year:
        first, days = _holiday(name, int(year))
    elif which:
        first, days = _named_year(ctx, name, which.lower())
        if (
            which == "今年"
            and name in ("春节", "除夕")
            and first is not None
            and first < ctx.today
            and ctx.today.month >= 11
            and said_tense(m) >= 0
        ):
            # 今年过年回家吗 said in November or December: the New Year that ends this year, not the one gone in
            # February (今年春节我回了老家, said in the past, is that one)
            first, days = _holiday(name, ctx.today.year + 1)
    else:
        years = [ctx.today.year + shift for shift in (-1, 0, 1)]
        candidates = [day for day in (_holiday(name, y)[0] for y in years) if day is not None]
        first = ctx.nearest_of(candidates, said_tense(m))
        days = _holiday(name, first.year)[1] if first else 1
    if first is None:  # a lunar holiday outside the table: its year, when said (2019年春节)
        return ctx.year(int(year)) if year else None
    start, end = ctx.at(first), ctx.at(first + timedelta(days=days))
    return start, end, "day" if days == 1 else "period"


def _named_year(ctx: Calendar, name: str, which: str) -> tuple[date | None, int]:
    """ "last Christmas" (the latest one before today), "next Christmas" (the first one after it), "this
    Christmas" and 今年国庆 (this year's), 去年国庆 / 明年春节 (that year's)."""
    if which in ("last", "next"):
        step = -1 if which == "last" else 1
        for shift in (0, step, 2 * step):
            first, days = _holiday(name, ctx.today.year + shift)
            if first is not None and (first - ctx.today).days * step > 0:
                return first, days
        return None, 1
    return _holiday(name, ctx.today.year + _YEAR_WORDS[which])


@_rule(
    r"\b(?:(last|this|next)\s+)?((?:chinese|lunar)\s+new\s+year(?:['’]?s)?(?:\s+eve)?|spring\s+festival|"
    # (not a story, a food or a sport named after it: "the Mid-Autumn legend", "dragon boat racing")
    r"(?:mid[-\s]?autumn|dragon[-\s]boat)(?:\s+festival|(?!\s+(?:legends?|story|stories|myths?|poems?|songs?|cakes?|"
    r"mooncakes?|lanterns?|traditions?|decorations?|rac\w*|teams?|paddl\w*|club|practice|training)\b))|"
    r"moon(?:cake)?\s+festival|qingming|tomb[-\s]sweeping\s+day|lantern\s+festival|"
    r"double\s+ninth|qixi|christmas\s+eve|christmas\s+day|christmas|xmas|new\s+year(?:['’]?s)?\s+eve|"
    r"new\s+year['’]?s(?:\s+day)?|valentine['’]?s(?:\s+day)?|halloween|thanksgiving|"
    # (NYE, New Year's Eve as chat writes it, "NYE" or "nye"; not a name: Bill Nye, Aneurin Nye)
    r"(?<!\bbill\s)(?-i:NYE|nye))(?:\s+(\d{4}))?\b"
    # (not a thing named after it, bought or done before it: "christmas shopping this weekend", "Halloween costume",
    # "Christmas cards", "the Christmas tree"; its dinner, party or day is its own)
    r"(?!\s+(?:shopping|trees?|lights|cards?|music|songs?|carols?|movies?|films?|sweaters?|jumpers?|gifts?|presents?|"
    r"decorations?|decor|cookies|candy|costumes?|playlists?|markets?|leftovers|spirit|vibes|wish\s*lists?|"
    r"ornaments?|stockings?|wreaths?|pageant|baking|budget)\b)",
    relative=True,
)
def _en_holiday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    said = re.sub(r"[\s-]+", " ", m[2].lower()).replace("'", "").replace("’", "")
    said = re.sub(r"^((?:chinese|lunar) new year)s?$|^(mid autumn|dragon boat) festival$", r"\1\2", said)
    name = _EN_NAMES[said]
    return _resolve(m, ctx, name, m[1], m[3])


@_rule(
    r"(?:(\d{4})年|(前年|去年|今年|明年|后年))?"
    r"(大年初一|正月初一|大年三十|年三十|除夕|春节|元宵节|元旦|情人节|劳动节|平安夜|圣诞(?!老人)|中秋|端午|七夕|重阳|"
    # (过年 as the New Year's days, not 超过年龄, 度过年底, 参加过年会; 元宵 as its day, not the food: 吃元宵; 清明 not 政治清明)
    r"(?<![超越度经通跨跳])过年(?![龄纪轻终底末度份限头薪级检费卡报会])|"
    r"元宵(?=那天|当天|晚上|夜|期间|前|后|之前|之后|回|去|来|的时候)|(?<!政治)(?<!神志)(?<!头脑)清明(?!上河)|"
    r"(?<![〇零一二两三四五六七八九十\d])五一(?!广场|路|大道|街|村|中学|小学|公园|商场|大厦|新村)|国庆|"
    # (十一 alone before a going: 十一去西安玩, 十一回老家; not a number's: 二十一, 五月十一去北京, 十一个人去, 十一点去)
    r"(?<![〇零一二两三四五六七八九十\d月第号])十一(?=长假|假期|黄金周|小长假|(?:我|我们|咱们|全家|一家)?(?:去|回|出去|出游|出门|出行|期间|那几天)))"
    # its own words after it: 国庆节, 圣诞节, 国庆假期, 十一长假, 五一黄金周 (the holiday's mention, not a 节 left over)
    r"(?:(?:(?<=国庆|圣诞|五一|元旦|春节|十一|中秋|端午|清明|过年)节?|(?<=劳动节))(?:小长假|长假|假期|黄金周)"
    r"|(?<=国庆|圣诞|五一|元旦|中秋|端午|清明|七夕|重阳)节)?",
    relative=True,
    flags=0,
)
def _zh_holiday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    word = m[3]
    if word in ("国庆", "五一", "重阳") and not (m[1] or m[2]) and m.start() > 0:
        before = m.string[m.start() - 1]
        after = m.string[m.end(3) : m.end(3) + 1]
        if is_cjk_char(before) and before not in _BEFORE_A_HOLIDAY and after not in ("节", "假", "长", "黄"):
            return None  # a name: 王国庆, 张五一, 王重阳
    if word == "年三十" and m.start() > 0 and m.string[m.start() - 1] in "〇零一二两三四五六七八九十":
        return None  # 二〇年三十 is no 除夕
    return _resolve(m, ctx, _ZH_NAMES[word], m[2], m[1])


__all__ = ["HOLIDAY_RULES"]
