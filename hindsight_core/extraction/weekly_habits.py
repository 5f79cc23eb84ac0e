"""A bare Chinese weekday said of what one does each week: 孩子周六上钢琴课, 我儿子周二周四踢足球, 我周二倒垃圾, 周一三五跑步,
我们周三有例会. Said this way, with no 这 / 下 / 上 before the day and no plan or deed in its clause, it names every
such day, not the coming one: a class or a lesson (上…课, 钢琴课), practice (训练, 练琴), a chore (倒垃圾), a duty (值班),
a standing meeting (例会), or anything done on two days or more of a week (周二周四, 周一三五, 周二和周四).

Not one day's: 周六去看电影, 周五交报告, 周二周四要出差 (a plan), 周六上了一节试听课 (done), 周二三点开会 (周二 at three:
三 is the hour), 今天周二 (a day named), 周六这节课取消了.

    >>> bare_weekly_at("孩子周六上钢琴课", 2, 4), bare_weekly_at("我儿子周二周四踢足球", 3, 5)
    (True, True)
    >>> bare_weekly_at("我儿子周二周四踢足球", 5, 7), bare_weekly_at("我周二倒垃圾", 1, 3)
    (True, True)
    >>> bare_weekly_at("周六去看电影", 0, 2), bare_weekly_at("周二周四要出差", 0, 2), bare_weekly_at("周二三点开会", 0, 2)
    (False, False, False)
"""

from __future__ import annotations

import re

_WEEK = r"(?:周|星期|礼拜)"
# a weekday's character, not an hour, a date or a count that starts the same (周二三点, 周二三号, 周二三个人)
_DAY_CHAR = r"[一二三四五六日天1-7](?![点时号日月个次天年岁分刻半])"
# one more weekday said with it: 周二周四, 周二和周四, 周二、周四, 周一三五, 周二/四 (a bare character only after a day
# before it in the week: not 周五一般, whose 一 is of 一般)
_NEXT_DAY = re.compile(rf"\s*[和与跟及、,，/]?\s*({_WEEK})?({_DAY_CHAR})")
_DAYS_BEFORE = re.compile(
    rf"{_WEEK}[一二三四五六日天1-7](?:\s*[和与跟及、,，/]?\s*{_WEEK}?[一二三四五六日天1-7])*\s*[和与跟及、,，/]?\s*$"
)
# a range of days (周一到周五): the working week's, read as such where it is (tense._weekly_range)
_RANGE = re.compile(r"\s*(?:到|至|~|～|-|–)")
_RANGE_BEFORE = re.compile(r"(?:到|至|~|～|-|–)\s*$")
_ORDER = "一二三四五六日"
# what one does each week on the day: a class or lesson, practice, a chore, a duty, a standing meeting
_WEEKLY_DOING = re.compile(
    r"[\u4e00-\u9fff]{0,4}课(?![\u4e00-\u9fff]*(?:表|本|文|题))|补习|兴趣班|培训班|辅导班|训练|练琴|练球|练舞|练字|"
    r"倒垃圾|扔垃圾|丢垃圾|收垃圾|值班|值日|例会|周会|组会|晨会|做礼拜|去教堂|查房|透析|打扫卫生|大扫除"
)
# what makes the clause one day's: a plan, a deed, a day or an hour named, a question, or 这 / 那 (this one)
_ONE_DAY = re.compile(
    r"要|(?<![例周组晨开聚约班])会|得|想|打算|准备|计划|了|过|完|吗|吧|？|\?|今天|明天|后天|昨天|这|那"
)
# the weekend's two days: "周六周日去露营" is this weekend's as often as every weekend's
_WEEKEND_CHARS = frozenset("六日天")
_BARE_DAY = re.compile(rf"{_WEEK}[一二三四五六日天1-7]")
_CLAUSE = re.compile(r"[^，。！？；,.!?;\n]*")
_CLAUSE_MARK = re.compile(r"[，。！？；,.!?;\n]")
_DAY_CHARS = frozenset("一二三四五六日天1234567")


def _order(day: str) -> int:
    """A weekday character's place in the week (一 0, 日 / 天 / 7 6)."""
    return int(day) - 1 if day.isdigit() else _ORDER.index("日" if day == "天" else day)


def _days_at(text: str, start: int, end: int) -> tuple[set[str], int]:
    """The weekday characters said together with the one at ``text[start:end]`` (it, those after and before it), and
    where the last after it ends."""
    days, at = {text[end - 1]}, end
    while (more := _NEXT_DAY.match(text, at)) and (more[1] or _order(more[2]) > _order(text[at - 1])):
        days.add(more[2])
        at = more.end()
    if before := _DAYS_BEFORE.search(text, max(0, start - 12), start):
        days.update(c for c in before.group(0) if c in _DAY_CHARS)
    return days, at


def bare_weekly_at(text: str, start: int, end: int) -> bool:
    """Whether the bare Chinese weekday at ``text[start:end]`` (simplified; 周六, 星期二) names every such day: what is
    done then each week (see the module docstring)."""
    if (
        _BARE_DAY.fullmatch(text, start, end) is None
        or _RANGE.match(text, end)
        or _RANGE_BEFORE.search(text, 0, start)
    ):
        return False
    days, after = _days_at(text, start, end)
    several = len(days) > 1 and not days <= _WEEKEND_CHARS
    clause = _CLAUSE.match(text, after)
    said = clause.group(0) if clause else ""
    head_start = max((m.end() for m in _CLAUSE_MARK.finditer(text, 0, start)), default=0)
    if _ONE_DAY.search(said) or _ONE_DAY.search(text, head_start, start) or not said.strip():
        return False
    return several or _WEEKLY_DOING.search(said) is not None


__all__ = ["bare_weekly_at"]
