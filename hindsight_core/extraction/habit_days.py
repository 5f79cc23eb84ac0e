"""The days a habit is done on, every week ("I play badminton every Tuesday and Friday", "badminton moved to Thursdays",
"I go to physio every Tuesday and Thursday"; 我每周二和周五晚上打羽毛球, 羽毛球改成周二周四了, 理疗改成每周三了): the
slot ``schedule_<habit>``, its value the days written one way (:func:`habit_days`), so a later, different set of days
is a change of it. Read after the other slot rules and beside the habit they read (:mod:`~.measures`); a habit given up
ends its days too (:func:`~hindsight_core.lifecycle.merge.conflicts`).

    >>> [(a, m["value"]) for p, a, _ in HABIT_DAY_RULES if (m := p.search("I play badminton every Tuesday and Friday"))]
    [('schedule_{slot}', 'Tuesday and Friday')]
    >>> habit_days("Friday and Tuesday"), habit_days("周二和周五")
    ('Tuesday, Friday', '周二、周五')
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# -- the days of a habit -------------------------------------------------------------------------------------
_EN_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_EN_DAYS = r"(?P<value>" + _EN_WEEKDAY + r"(?:\s*(?:,|and|&|\+)\s*(?:on\s+)?" + _EN_WEEKDAY + r")*)"
# not someone else's ("my daughter's yoga moved to Thursdays", "her tennis moved to Fridays")
_NOT_THEIRS = r"(?<!['’]s\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)(?<!\byour\s)"
# the days left, before the days moved to ("yoga moved from tuesdays to thursdays")
_EN_FROM_DAYS = r"(?:from\s+(?:every\s+)?" + _EN_WEEKDAY + r"(?:\s*(?:,|and|&)\s*" + _EN_WEEKDAY + r")*\s+)?"
_EN_HABIT = (
    r"(?P<slot>badminton|tennis|squash|golf|football|soccer|basketball|volleyball|yoga|pilates|swimming|running|"
    r"climbing|bouldering|boxing|dancing|choir|band\s+practice|karate|judo|chess|spin\s+class|gym)"
)
# a visit kept every week ("I go to physio every Tuesday and Thursday", "physio moved to Wednesdays"): on a day said
# once it is one visit ("I have physio on Tuesday"), not the habit's days
_EN_VISIT = r"(?P<slot>physio|physiotherapy|rehab)"
# (理疗改到周三了 is one visit moved; 理疗改成每周三了, 理疗改成周二周五了 the habit's days)
_ZH_VISIT = r"(?P<slot>(?:去|做)?(?:理疗|康复))"
_ZH_EVERY_WEEK = r"(?:每个?(?=周|星期|礼拜)|(?=(?:周|星期|礼拜)[一二三四五六日天][和、与跟及,，]?\s*(?:周|星期|礼拜)?[一二三四五六日天]))"
_ZH_WEEKDAY = r"(?:周|星期|礼拜)[一二三四五六日天]"
_ZH_DAYS = (
    r"(?P<value>"
    + _ZH_WEEKDAY
    + r"(?:[和、与跟及同,，]?\s*(?:(?:周|星期|礼拜)?[一二三四五六日天](?![\u4e00-\u9fff]{0,1}[点号])))*)"
)
_ZH_HABIT = (
    r"(?P<slot>(?:打|踢|练|去|做)?(?:羽毛球|篮球|足球|网球|乒乓球|排球|高尔夫|壁球|游泳|瑜伽|普拉提|健身|跑步|攀岩|拳击|跳舞|"
    r"舞蹈|合唱|钢琴课|游泳课))"
)

# The days a habit is done on, read after the other rules and beside the habit they read (``does``): a habit
# given up ends its days too (:func:`~hindsight_core.lifecycle.merge.conflicts`).
HABIT_DAY_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # the days of a habit: "I play badminton every Tuesday and Friday", "badminton moved to Thursdays";
    # 我每周二和周五晚上打羽毛球, 羽毛球改成周二周四了
    (re.compile(r"\bi\s+(?:usually\s+|now\s+|still\s+|also\s+)?(?:go\s+|do\s+|play\s+|have\s+|practi[cs]e\s+)?(?:to\s+)?(?:the\s+)?"
                + _EN_HABIT + r"\s+(?:every\s+|on\s+)" + _EN_DAYS, _I), "schedule_{slot}", "preference"),
    (re.compile(_NOT_THEIRS + r"\b" + _EN_HABIT + r"\s+(?:class(?:es)?\s+)?(?:is\s+|has\s+(?:been\s+)?|got\s+)?(?:now\s+)?(?:moved|changed|switched|shifted)\s+" + _EN_FROM_DAYS + r"to\s+(?:every\s+)?" + _EN_DAYS, _I),
     "schedule_{slot}", "preference"),
    (re.compile(r"\bi\s+(?:usually\s+|now\s+|still\s+|also\s+)?(?:go\s+to\s+|do\s+|have\s+)" + _EN_VISIT
                + r"\s+(?:every\s+|on\s+(?=\w+days\b))" + _EN_DAYS, _I), "schedule_{slot}", "preference"),
    (re.compile(_NOT_THEIRS + r"\b" + _EN_VISIT + r"\s+(?:is\s+|has\s+(?:been\s+)?|got\s+)?(?:now\s+)?(?:moved|changed|switched|shifted)\s+" + _EN_FROM_DAYS + r"to\s+(?:every\s+|(?=\w+days\b))"
                + _EN_DAYS, _I), "schedule_{slot}", "preference"),
    (re.compile(r"我(?:现在|一般|通常)?(?:每个?|逢)" + _ZH_DAYS + r"(?:的)?(?:早上|上午|中午|下午|晚上|傍晚)?(?:[\d一二三四五六七八九十两]+点(?:半)?)?(?:都|会|要|去)*" + _ZH_VISIT),
     "schedule_{slot}", "preference"),
    (re.compile(_ZH_VISIT + r"(?:的时间)?(?:现在)?(?:改成|改到|换成|换到|调到|挪到|变成)了?" + _ZH_EVERY_WEEK + r"(?:每)?" + _ZH_DAYS), "schedule_{slot}",
     "preference"),
    (re.compile(r"我(?:现在|一般|通常)?(?:每个?|逢)" + _ZH_DAYS + r"(?:的)?(?:早上|上午|中午|下午|晚上|傍晚)?(?:[\d一二三四五六七八九十两]+点(?:半)?)?(?:都|会|要|去)*" + _ZH_HABIT),
     "schedule_{slot}", "preference"),
    (re.compile(r"(?<![^我]的)" + _ZH_HABIT + r"(?:的时间)?(?:现在)?(?:从" + _ZH_WEEKDAY + r")?(?:改成|改到|换成|换到|调到|挪到|变成)了?(?:每)?" + _ZH_DAYS), "schedule_{slot}",
     "preference"),
    # ... the days said before the speaker (每周三晚上我去打羽毛球, 每周二周四我都去游泳; not 每周三晚上我儿子去…: his)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s]))(?:每个?|逢)" + _ZH_DAYS + r"(?:的)?(?:早上|上午|中午|下午|晚上|傍晚)?(?:[\d一二三四五六七八九十两]+点(?:半)?)?"
                r"\s*我(?:现在|一般|通常|都|会|要|去)*" + _ZH_HABIT), "schedule_{slot}", "preference"),
)  # fmt: skip


_EN_DAY_NAMES = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
_ZH_DAY_NAMES = "一二三四五六日"


def habit_days(said: str) -> str:
    """The days of a habit written one way, in the week's order ("Friday and Tuesday" -> "Tuesday, Friday",
    周二和周五 / 周二、五 -> 周二、周五): the same days said otherwise are no change."""
    if re.search(r"[\u4e00-\u9fff]", said):
        days = sorted(
            {"日" if ch == "天" else ch for ch in re.findall(r"[一二三四五六日天]", said)},
            key=_ZH_DAY_NAMES.index,
        )
        return "、".join(f"周{day}" for day in days)
    found = {name for name in _EN_DAY_NAMES if re.search(rf"\b{name}day", said, _I)}
    return ", ".join(f"{name.title()}day" for name in _EN_DAY_NAMES if name in found)


__all__ = ["HABIT_DAY_RULES", "habit_days"]
