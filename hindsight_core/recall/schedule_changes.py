"""What comes back each week, moved to another day or stopped since: "I have therapy every Thursday at 4", then a
month later "Therapy moved to Wednesdays"; "My son has piano lessons on Saturdays", then "No more piano, he quit";
孩子每周六上钢琴课, then 钢琴课改到周日了 or 孩子不学钢琴了. The old schedule is still in the store (its history), but a
question about its old day ("What do I have on Thursday?", 周六有什么安排) is no longer answered by it; and the day it
moved to is that day of every week, said bare as it often is (钢琴课改到周日了, "piano moved to Sunday").

A later statement ends a schedule when it says it moved or stopped (moved to, stopped, quit, 改到, 不学了: not any
change, "finally the piano recital went great", "I stopped by the piano shop"; not one week's, "date night is
cancelled this week", 这周的钢琴课取消了; not one more, "I also have piano on Tuesdays now") and names the same thing (a
word of its own, not a person, a day or "lessons": "my daughter quit swimming" ends nothing of the son's piano).

    >>> ends("I have therapy every Thursday at 4.", "Therapy moved to Wednesdays.")
    True
    >>> ends("孩子每周六上钢琴课", "孩子不学钢琴了"), ends("孩子每周六上钢琴课", "孩子不学游泳了")
    (True, False)
    >>> ends("We do date night every Friday.", "date night is cancelled this week, he's sick")
    False
    >>> moved_to("钢琴课改到周日了"), moved_to("Therapy moved from Thursday to Wednesday")
    (frozenset({6}), frozenset({2}))
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from hindsight_core.extraction.dates_zh import CN_WEEK, CN_WEEKDAYS
from hindsight_core.models import MemoryRecord, said_order
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.weekly import monthly_dates, monthly_days, weekly_days
from hindsight_core.roles import ROLES_EN, ROLES_ZH, ZH_PEOPLE
from hindsight_core.text import CJK_STOP_CHARS, has_cjk, root, root_terms, spoken, to_simplified

# a schedule moved: "Therapy moved to Wednesdays", "switched piano to Sundays", "piano is on Sundays now", "now on
# Tuesdays", 钢琴课改到周日了, 心理咨询换成周三 (not any change: "finally the piano recital went great" moves nothing)
_MOVED = re.compile(
    r"\b(?:mov(?:ed|ing)|switch(?:ed|ing)|chang(?:ed|ing)|reschedul(?:ed|ing)|push(?:ed|ing)|shift(?:ed|ing))\b"
    r"[^.!?\n]{0,30}?\b(?:to|from)\b"
    r"|\bnow\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+now\b"
    r"|改到|改成|改为|改在|换到|换成|挪到|调到",
    re.IGNORECASE,
)
# a schedule stopped: "no more piano", "he quit", "we stopped date nights", "we cancelled date night", 钢琴课取消了,
# 孩子不学钢琴了, 足球不踢了 (not "stopped by the piano shop", "dropped him at piano")
_STOPPED = re.compile(
    r"\b(?:no\s+more|stopp(?:ed|ing)(?!\s+(?:by|at|in|off|for|to)\b)|quit|dropp(?:ed|ing)\s+out|"
    r"cancell?(?:ed|ing)|call(?:ed|ing)\s+off|gave\s+up|no\s+longer|not\s+(?:doing|going)|done\s+with)\b"
    r"|取消了|停了|不(?:学|上|去|练|踢|打|做|跳|弹|参加)[^\s，。！？,.!?了]{0,4}了|退(?:了|出了)",
    re.IGNORECASE,
)
# one week's change, or one more beside it: no change of the schedule
_ONE_WEEK = re.compile(
    r"\b(?:this|next)\s+(?:week|time|one|session|class|lesson|\w+day)\b|\b(?:tonight|today|tomorrow|once|just\s+for)\b"
    r"|这周|本周|下周|这个?星期|下个?星期|今天|明天|今晚|这次|这一?节"
    r"|\b(?:also|as\s+well|another|extra)\b|也|另外|又加|多加",
    re.IGNORECASE,
)
# where the day it moved to is named: "moved to Wednesdays", "is on Sundays now", 改到周日, 换成周三
_TO = re.compile(r"\b(?:to|on|onto|into)\b|改到|改成|改为|改在|换到|换成|挪到|调到|变成|变到", re.IGNORECASE)
# a weekday, whole or cut short, one or every ("Wednesday", "Weds", "thurs", "Sundays"): its group the day (Monday 1)
_EN_DAY = re.compile(
    r"\b(?:(mon)(?:day)?|(tue)s?(?:day)?|(wed)(?:nesday)?|(thu)(?:rs?)?(?:day)?|(fri)(?:day)?|(sat)(?:urday)?"
    r"|(sun)(?:day)?)s?\b",
    re.IGNORECASE,
)
# a bare weekday (周日, 星期三), not one week's (下周日, 上个星期三)
_ZH_DAY = re.compile(rf"(?<![上下这本个]){CN_WEEK}([一二三四五六日天1-7])")

# what names no thing of its own: days and times, how often, the words of change, lessons of anything, people
_NOT_THINGS_EN = frozenset(
    root(word)
    for word in "every each week weeks weekly morning mornings afternoon evening evenings night nights day days time "
    "lesson class classes practice session sessions appointment now anymore more moved moving switched changed "
    "stopped quit dropped cancelled canceled gave give started going doing kid kids longer done".split()
)
#: How far above the schedule it ends a change is lifted (right above it, no further), and how many of the best are read
_ABOVE = 1e-3
_READ = 10
_NOT_CHARS_ZH = CJK_STOP_CHARS | frozenset("周星期礼拜末早晚午改换挪调取消停次节")


@lru_cache(maxsize=1)
def _people() -> frozenset[str]:
    words = (
        set(ROLES_EN.split("|"))
        | set(ROLES_ZH.split("|"))
        | set(re.findall(r"[\u4e00-\u9fff]{2,}", ZH_PEOPLE))
    )
    bigrams = {w[i : i + 2] for w in words if has_cjk(w) for i in range(len(w) - 1)}
    return frozenset({root(w.lower()) for w in words} | bigrams)


@lru_cache(maxsize=4096)
def _things(text: str) -> frozenset[str]:
    """The words ``text`` names a thing by (a root or a bigram): not a day, a time, a person or a word of change."""
    people = _people()
    return frozenset(
        term
        for term in root_terms(spoken(text))
        if term not in people
        and not any(c.isdigit() for c in term)
        and (
            not any(c in _NOT_CHARS_ZH for c in term)
            if has_cjk(term)
            else term not in _NOT_THINGS_EN and _EN_DAY.fullmatch(term) is None
        )
    )


@lru_cache(maxsize=4096)
def _people_named(text: str) -> frozenset[str]:
    return frozenset(term for term in root_terms(spoken(text)) if term in _people())


@lru_cache(maxsize=4096)
def says_schedule_changed(text: str) -> bool:
    """Whether ``text`` says a change from now on: moved, stopped, quit (not one week's, nor one more)."""
    said = to_simplified(spoken(text))
    return (_MOVED.search(said) or _STOPPED.search(said)) is not None and _ONE_WEEK.search(said) is None


def ends(schedule: str, later: str) -> bool:
    """Whether ``later``, said after ``schedule``, moves or stops it: a change (:func:`says_schedule_changed`) of
    a thing it names, of no one else (a person it names is one the schedule names: "my wife stopped running" ends
    nothing of "I run every Monday")."""
    if not says_schedule_changed(later) or not _things(schedule) & _things(later):
        return False
    return _people_named(later) <= _people_named(schedule)


def moved_to(text: str) -> frozenset[int]:
    """The weekdays (Monday 0) ``text`` names after the word it moves something by ("to Wednesdays", 改到周日), or
    all it names bare where it says none."""
    said = to_simplified(spoken(text))
    to = _TO.search(said)
    said = said[to.end() :] if to else said
    days = {(m.lastindex or 1) - 1 for m in _EN_DAY.finditer(said)}
    return frozenset(days | {CN_WEEKDAYS[m[1]] for m in _ZH_DAY.finditer(said)})


def schedule_changes(
    schedules: Sequence[MemoryRecord], records: Sequence[MemoryRecord]
) -> tuple[dict[str, str], dict[str, frozenset[int]]]:
    """Of ``schedules`` (what comes back each week or month), those a later record of ``records`` moves or stops
    (:func:`ends`), each with the id of the newest that does, and the weekdays that one moves it to
    (:func:`moved_to`), by its id: a schedule of its own, which a later one moves or stops in turn (钢琴课改到周日了,
    then 孩子不学钢琴了)."""
    # only what names a thing of a schedule is read for a change (a substring first: the rest is read no further)
    things = {term for schedule in schedules for term in _things(schedule.text)}
    changes = [
        r
        for r in records
        if any(term in r.text.casefold() for term in things) and says_schedule_changed(r.text)
    ]
    ended: dict[str, str] = {}
    moved: dict[str, frozenset[int]] = {}
    pending = list(schedules)
    while pending:
        schedule = pending.pop()
        later = [c for c in changes if c.occurred_at > schedule.occurred_at and ends(schedule.text, c.text)]
        if not later:
            continue
        newest = max(later, key=said_order)
        ended[schedule.id] = newest.id
        if newest.id not in moved:
            moved[newest.id] = moved_to(newest.text)
            if moved[newest.id]:
                pending.append(newest)
    return ended, {rid: days for rid, days in moved.items() if days and rid not in ended}


def lift_schedule_changes(final: dict[str, float], records: Mapping[str, MemoryRecord]) -> None:
    """A statement moving or stopping a schedule ranks right above it where both were found ("when is my therapy?":
    "Therapy moved to Wednesdays" above "I have therapy every Thursday at 4"; 孩子还上钢琴课吗: 孩子不学钢琴了 above
    孩子每周六上钢琴课): the schedule is its history. For a question not asking about the past (the caller checks);
    only the best ``_READ`` are read."""
    found = [records[rid] for rid in best_ids(final, _READ)]
    schedules = [r for r in found if weekly_days(r.text) or monthly_days(r.text) or monthly_dates(r.text)]
    ended, _ = schedule_changes(schedules, found) if schedules else ({}, {})
    for old, change in ended.items():
        if final[change] <= final[old]:
            final[change] = final[old] + _ABOVE


__all__ = ["ends", "lift_schedule_changes", "moved_to", "says_schedule_changed", "schedule_changes"]
