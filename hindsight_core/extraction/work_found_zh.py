"""A job found in a city one went back or moved to, said in Chinese: 回郑州了，找了个国企的工作, 搬回成都了 找到一份工作,
刚到深圳，找了份销售的活. The city is where one works now (``work_city``: the rule's works_at value, a city, read as
the city of the work by :mod:`~.attributes`). Not a job only looked for or wanted (回郑州了，在找工作, 想找个工作), a
place that is no city (回老家了, 回公司了), nor someone else's (我哥回郑州了，找了个国企的工作).

    >>> [m["value"] for p, _, _ in WORK_FOUND_RULES if (m := p.search("回郑州了，找了个国企的工作"))]
    ['郑州']
    >>> [m["value"] for p, _, _ in WORK_FOUND_RULES if (m := p.search("回郑州了，还在找工作"))]
    []
"""

from __future__ import annotations

import re

# the speaker, or no one said at what one says' start or a clause's (the speaker left out); not 我哥, 我妈 (their move)
_ZH_SPEAKER = r"(?:(?<![\u4e00-\u9fff])我(?:们)?|^|(?<=[，,。！!；;\s]))"
# went back or moved to: 回, 回到, 搬回, 搬到, 来到, 到了 (the city after it, then 了)
_ZH_MOVED = r"(?:已经|刚刚?|最近|终于|又|今年|去年)?(?:搬回|搬到|回到|回|来到|来了|到了)"
# a city's name: not a home or a place of one's day (回家, 回老家, 回公司, 回宿舍, 回学校), nor a coming back (回来, 回去)
_ZH_CITY_SAID = r"(?!家|老家|公司|单位|宿舍|学校|国内|国|来|去|到|头|复|答|应|忆|想|过|趟|了)(?P<value>[\u4e00-\u9fff]{2,4}?)了?"
# found a job (找了个, 找到一份, 找了份 … 工作 / 活 / 班上), right after (a comma, a space, 然后, 也)
_ZH_JOB_FOUND = (
    r"[，,\s]\s*(?:然后|也|就|还)?(?:在这边|在那边|在当地)?(?:找了|找到了?)(?:个|份|一份|一个)"
    r"(?:[^，。！？；,.!?;\s]{0,8}的)?(?:工作|活儿?|班上)"
)

#: (pattern, attribute, event type): the city of a job found there after going back or moving there.
WORK_FOUND_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_ZH_SPEAKER + _ZH_MOVED + _ZH_CITY_SAID + _ZH_JOB_FOUND), "works_at", "fact"),
)

#: ... read beside the move's home (搬回西安了 找了份工作: 西安 the home, and the city of the work)
WORK_FOUND_BESIDE: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in WORK_FOUND_RULES)

__all__ = ["WORK_FOUND_BESIDE", "WORK_FOUND_RULES"]
