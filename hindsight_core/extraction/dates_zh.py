"""The Chinese date rules: 3月15号, 去年, 上周五, 下个月, 三天前, 最近两周, read as the English ones are (see
:mod:`~hindsight_core.extraction.dates` for the conventions)."""

from __future__ import annotations

import re
from datetime import timedelta

from hindsight_core.extraction.date_calendar import (
    Calendar,
    DateRule,
    MonthPart,
    Resolved,
    registrar,
    said_tense,
)
from hindsight_core.extraction.tense import habitual_at
from hindsight_core.text import chinese_number

#: The Chinese rules, in the order written (read after the English ones).
ZH_RULES: list[DateRule] = []
_rule = registrar(ZH_RULES)

_CN_NUM_RE = r"\d{1,3}|[〇零一二两三四五六七八九十]{1,3}"
#: A Chinese weekday's last character (周五, 星期天, 礼拜1) as a weekday number, Monday 0.
CN_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "1": 0, "2": 1,
                "3": 2, "4": 3, "5": 4, "6": 5, "7": 6}  # fmt: skip


def _cn_number(token: str) -> int | None:
    """Arabic digits or a Chinese numeral (十, 十五, 二十三; 二〇二二 for years)."""
    return int(token) if token.isdigit() else chinese_number(token)


# "2023 年 5 月 3 日": the spaces a writer puts around the digits of a Chinese date
CN_SPACED = re.compile(r"(?<=\d)\s+(?=[年月日号])|(?<=[年月])\s+(?=\d)")
_CN_YEAR_WORDS = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}
_CN_YEAR_PREFIX = r"(?:(\d{4}|[〇零一二三四五六七八九]{4})年|(前年|去年|今年|明年|后年))"


# a day in digits needs no 日/号 in a chat (3月15去杭州), unless a unit follows (5月20公斤, 3月12个人, 8月3.5万)
_CN_BARE_DAY = r"(\d{1,2})(?![\d%.:：/-]|[个万千百元块毛人次天年岁公斤克米分点度楼层期级名位张本条件周小])"


# a range's first day in Chinese numerals needs no 日/号 when its last day has one (十二月二十到二十八号)
_CN_RANGE_FIRST_DAY = (
    rf"([〇零一二两三四五六七八九十]{{1,3}})(?=\s*(?:到|至|-|–|~|～)\s*(?:{_CN_NUM_RE})[日号])"
)


# a month of the lunar calendar (农历八月十五, 阴历正月初三, 旧历腊月) is no month of the calendar's year: Mid-Autumn, 八月十五,
# falls in September or October
_CN_NOT_LUNAR = "(?<!农历)(?<!阴历)(?<!旧历)"


# (not a name: the band 五月天; 五月天气 is May's weather)
@_rule(
    _CN_YEAR_PREFIX
    + rf"?{_CN_NOT_LUNAR}({_CN_NUM_RE})月(?:份)?(?:({_CN_NUM_RE})[日号]|{_CN_BARE_DAY}|{_CN_RANGE_FIRST_DAY})?"
    r"(?!(?<=月)天(?!气))",
    relative=False,
    flags=0,
)
def _cn_date(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    month = _cn_number(m[3])
    if month is None:
        return None
    said_day = m[4] or m[5] or m[6]
    day_of = _cn_number(said_day) if said_day else None
    if m[1]:
        year = _cn_number(m[1])
    elif m[2]:
        year = ctx.today.year + _CN_YEAR_WORDS[m[2]]
    else:  # no year said: the nearest such date ("一月十号" said in December is next January), in the tense
        year = ctx.nearest_year(month, day_of or 15, said_tense(m)) if 1 <= month <= 12 else ctx.today.year
    if year is None:
        return None
    if day_of is None:
        return ctx.month(year, month)
    return ctx.date(year, month, day_of)


@_rule(r"(\d{4}|[〇零一二三四五六七八九]{4})年(?!代)", relative=False, flags=0)
def _cn_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    year = _cn_number(m[1])
    return None if year is None else ctx.year(year)


# a span of years: 2018年到2021年, 2018到2021年, 2015-2020年 (a later year after the first)
@_rule(r"(\d{4})年?(?:到|至|-|–|~|～)(\d{4})年(?!代)", relative=False, flags=0)
def _cn_years(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    first, last = int(m[1]), int(m[2])
    begun, ended = ctx.year(first), ctx.year(last)
    if begun is None or ended is None or not first < last <= first + 100:
        return None
    return begun[0], ended[1], "period"


@_rule("|".join(_CN_YEAR_WORDS), relative=True, flags=0)
def _cn_year_word(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.year(ctx.today.year + _CN_YEAR_WORDS[m[0]])


_CN_DAY_WORDS = {
    "大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1, "今天": 0, "今日": 0, "今晚": 0,
    "今早": 0, "今天早上": 0, "明天": 1, "明日": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3,
    "昨儿": -1, "昨儿个": -1, "今儿": 0, "今儿个": 0, "明儿": 1, "明儿个": 1,
}  # fmt: skip


@_rule("|".join(sorted(_CN_DAY_WORDS, key=len, reverse=True)), relative=True, flags=0)
def _cn_day_word(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.shifted("day", _CN_DAY_WORDS[m[0]])


# what the weekend's own clause says after it: done there (周末去爬了香山, 周末我们去爬山了), not what another verb of the
# sentence did (招了两个兼职大学生 周末来), nor what will be or is done every weekend (以后周末能一起出去了, 周末也有晨跑)
_AFTER_WEEKEND = re.compile(r"[^，。！？；,.!?;\n ]*")
_NOT_DONE_BEFORE = re.compile(r"以后|之后|往后|每|平时|平常|一般|通常|一直")
_NOT_DONE_AFTER = re.compile(r"能|会|要|可以|打算|准备|想|也有|都有|一般|通常")


def _weekend_tense(m: re.Match[str]) -> int:
    """The tense 周末 (this week's) is said in: past only when its own clause says it was done."""
    tense = said_tense(m)
    if tense >= 0:
        return tense
    after = _AFTER_WEEKEND.match(m.string, m.end())
    said = after.group(0) if after else ""
    done = re.search(r"了|过", said)
    before = m.string[max(0, m.start() - 6) : m.start()]
    if done is None or _NOT_DONE_AFTER.search(said[: done.start()]) or _NOT_DONE_BEFORE.search(before):
        return 0
    return tense


_CN_WEEK_SHIFT = {"上上": -2, "上": -1, "这": 0, "本": 0, "下下": 2, "下": 1}
#: The words a Chinese weekday opens with (周, 星期, 礼拜: 周五, 星期五, 礼拜五).
CN_WEEK = r"(?:周|星期|礼拜)"


@_rule(
    rf"(?<!每)(?<!每个)(?<!每逢)(?<!逢)(?:(上上|上|这|本|(?<!一)下下|下)(?:个)?)?{CN_WEEK}([一二三四五六日天1-7]|末)",
    relative=True,
    flags=0,
)
def _cn_weekday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "下周五", "上周五": that day of that week; 这周五, 本周五 and a bare 周五 as "this Friday" (said on a Saturday,
    the coming Friday, not yesterday; in the past tense, 这周一我去了医院, the one just past)."""
    if m[1] is None and habitual_at(m.string, *m.span()):
        return None  # a standing rule (店里周二闭店, 周二都去游泳, 闭店日改成周四, 我周末一般在家): every such day
    base = ctx.today + timedelta(weeks=_CN_WEEK_SHIFT[m[1]] if m[1] else 0)
    if m[2] == "末":  # 周末去爬山了 said on a Monday: the weekend just past
        return ctx.this_weekend(_weekend_tense(m)) if base == ctx.today else ctx.weekend(base)
    if _CN_WEEK_SHIFT.get(m[1] or "这") == 0:
        return ctx.this_weekday(CN_WEEKDAYS[m[2]], said_tense(m))
    return ctx.day(base - timedelta(days=base.weekday() - CN_WEEKDAYS[m[2]]))


@_rule(rf"(上上|上|这|本|(?<!一)下下|下)(?:个)?{CN_WEEK}", relative=True, flags=0)
def _cn_week(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.shifted("week", _CN_WEEK_SHIFT[m[1]])


@_rule(rf"(上|这|本|下)(?:个)?月({_CN_NUM_RE})[日号]", relative=True, flags=0)
def _cn_month_day(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "下个月三号": that day of next month."""
    day = _cn_number(m[2])
    return None if day is None else ctx.date(*ctx.month_away(_CN_WEEK_SHIFT[m[1]]), day)


# not a line, a building, a seat or a battery (3号线, 5号楼, 7号电池), nor a month's day (5月25号: ``_cn_date``), nor
# a street's number (中山路8号, 长安街3号, 世纪大道1号, 南锣鼓巷12号, 幸福里弄5号: an address)
@_rule(
    rf"(?<![\d月〇零一二两三四五六七八九十第几路街巷弄])(?<!大道)(?<!街道)(?<!胡同)({_CN_NUM_RE})号"
    r"(?![线楼床门馆厅房位码口车室区场院机种字电球选人])",
    relative=True,
    flags=0,
)
def _cn_day_of_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "25号", "改到25号": the next such day (today included), the latest one in the past tense (25号去了医院)."""
    day = _cn_number(m[1])
    if day is None or not 1 <= day <= 31:
        return None
    return ctx.day_of_month(day, said_tense(m))


@_rule(r"(上上|上|这|本|(?<!一)下下|下)(?:个)?月(?!份)", relative=True, flags=0)
def _cn_month_word(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.shifted("month", _CN_WEEK_SHIFT[m[1]])


@_rule(r"(上|这|本|下)?(?:个)?月(?:底|末)", relative=True, flags=0)
def _cn_end_of_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "月底交报告", "下个月底搬家": that month's last seven days, as "the end of the month" (a month named by its
    number, 12月底, is that month: ``_cn_date``)."""
    year, month = ctx.month_away(_CN_WEEK_SHIFT[m[1]] if m[1] else 0)
    return ctx.month_end(year, month)


@_rule(
    r"(?:(\d{4})|(前|去|今|明|后)|(?<![\d〇零一二三四五六七八九十少青成中老晚]))年年?(?:底|末)",
    relative=True,
    flags=0,
)
def _cn_end_of_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "年底", "明年年底", "2027年底": that year's December, as "the end of the year" (not 少年末路)."""
    if m[1]:
        return ctx.month(int(m[1]), 12)
    return ctx.month(ctx.today.year + (_CN_YEAR_WORDS[m[2] + "年"] if m[2] else 0), 12)


_CN_PARTS: dict[str, MonthPart] = {"初": "early", "上旬": "early", "中旬": "mid", "中": "mid", "下旬": "late"}
# 中 alone is a third of a month only after the month's number (3月中要出差), not in 3月中国, 这个月中 ("during");
# 初 not a lunar day (十月初一, 正月初五)
_CN_MID = "中(?![国文华央心学医药上下午间部])"
_CN_EARLY = "初(?![一二三四五六七八九十])"


@_rule(
    _CN_YEAR_PREFIX + rf"?{_CN_NOT_LUNAR}({_CN_NUM_RE})月(?:份)?({_CN_EARLY}|上旬|中旬|下旬|{_CN_MID})",
    relative=False,
    flags=0,
)
def _cn_month_part(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "三月初", "4月中旬", "去年10月下旬", "3月中": a third of that month (上旬 days 1-10, 中旬 11-20, 下旬 the rest)."""
    month, part = _cn_number(m[3]), _CN_PARTS[m[4]]
    if month is None or not 1 <= month <= 12:
        return None
    if m[1]:
        year = _cn_number(m[1])
    elif m[2]:
        year = ctx.today.year + _CN_YEAR_WORDS[m[2]]
    else:
        year = ctx.part_year(month, part, said_tense(m))
    return None if year is None else ctx.month_part(year, month, part)


@_rule(rf"(上|这|本|下)(?:个)?月({_CN_EARLY}|上旬|中旬|下旬)", relative=True, flags=0)
def _cn_relative_month_part(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "下个月初", "上个月中旬": a third of that month."""
    return ctx.month_part(*ctx.month_away(_CN_WEEK_SHIFT[m[1]]), _CN_PARTS[m[2]])


# not every month's (每月初) nor in 岁月, 年月, 正月初五, nor a lunar month's (农历八月中旬: a month said before it)
@_rule(
    rf"(?<![每个本这上下岁年日正腊冬\d〇零一二两三四五六七八九十])(?:月({_CN_EARLY})|(?<!月)(上旬|中旬|下旬))",
    relative=True,
    flags=0,
)
def _cn_bare_month_part(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "月初", "中旬" with no month: that of the nearest month, in the tense of its sentence."""
    return ctx.nearest_month_part(_CN_PARTS[m[1] or m[2]], said_tense(m))


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
def _cn_ago(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    amount, unit = _cn_number(m[1]), _CN_UNITS[m[3]]
    if amount is None:
        return None
    return ctx.shifted(unit, -amount if m[4] == "前" else amount)


@_rule(
    r"(?<![\d〇零一二两三四五六七八九十])半个月(?:之|以)?(前|后)|(?:最近|过去|近)(?:的)?半个月",
    relative=True,
    flags=0,
)
def _cn_half_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "半个月前" (the week fifteen days back, as 两周前 is a week), "半个月后", "最近半个月" (the last 15 days);
    not the half of 一个半月."""
    if m[1] is None:
        return ctx.period_back("day", 15)
    return ctx.week(ctx.today + timedelta(days=-15 if m[1] == "前" else 15))


@_rule(
    r"(?<![\d〇零一二两三四五六七八九十])半年(?:之|以)?(前|后)|(?:最近|过去|近)(?:的)?半年",
    relative=True,
    flags=0,
)
def _cn_half_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "半年前" (the month six months back, as 六个月前), "半年后", "最近半年" (the last six months); not the half of
    一年半."""
    if m[1] is None:
        return ctx.period_back("month", 6)
    return ctx.shifted("month", -6 if m[1] == "前" else 6)


@_rule(rf"(?:最近|过去|近)(?:的)?({_CN_NUM_RE})(?:个)?(天|周|星期|礼拜|月|年)", relative=True, flags=0)
def _cn_past_n(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    amount = _cn_number(m[1])
    return None if amount is None else ctx.period_back(_CN_UNITS[m[2]], amount)


__all__ = ["CN_SPACED", "CN_WEEK", "CN_WEEKDAYS", "ZH_RULES"]
