"""The speaker's own job said in Chinese with their retirement in the same sentence: 我是老师，去年退休了, 我以前是会计，
已经退休好几年了, 我当了三十年老师，今年刚退休. The job is one held before: the speaker's ``job`` is ended ("!job", so an
earlier 我是老师 no longer holds), never stored as held now (this rule is read before the job rules, and one value of a
slot holds it). What is only ahead, wished, not yet, asked or someone else's (我是老师，明年退休; 我是医生，快退休了;
我是老师，想早点退休; 我是会计，退休了吗; 我是老师，我爸去年退休了) ends nothing, and the job holds. A relative's job and
retirement are :mod:`~.kin_retired_zh`'s; a retirement told in a later message, :mod:`~hindsight_core.lifecycle.retired`'s.

    >>> rule = OWN_RETIRED_RULES[0][0]
    >>> [m["value"] if (m := rule.search(t)) else None for t in ("我是老师，去年退休了", "我是老师，明年退休", "我爸是老师，去年退休了")]
    ['老师', None, None]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import ZH_OCCUPATION

# what makes the retirement no fact of the speaker's now: ahead (明年, 快, 要, 准备, 等), wished (想, 希望), not yet (还没), or
# someone else's (我爸…, 他, 我们科主任, 同事)
_NOT_MINE_NOW = (
    r"明年|后年|下个?月|下半年|年底|快|要|将|准备|打算|想|希望|会|还没|没有?|不|如果|要是|等|"
    r"你|他|她|们|同事|朋友|领导|老板|主任|别人|大家|[爸妈哥姐弟妹爷奶公婆叔姨舅]"
)
# later in the sentence (no full stop between), the speaker retired: 去年退休了, 今年刚退休, 退了休, 已经退下来了, 已经退了
# (not 退休金, 退休以后: what follows a retirement; nor a question: 退休了吗)
_RETIRED_LATER = (
    r"(?=(?:(?!"
    + _NOT_MINE_NOW
    + r")[^。！？!?\n]){0,30}?(?:退休|退了休|退的休|退下来|(?:已经|早就|早)退了(?=$|[，,。！!；;\s啊呀哈]))"
    r"(?!金|工资|生活|以后|后|前|年龄|手续))"
    r"(?![^。！？!?\n]*[吗?？])"
)
# the speaker is or was it: 我是, 我以前是, 我在中学当了三十年, 我做了一辈子 (the job right after, or after how long); not
# supposed (如果我是…)
_WAS = (
    r"(?<!如果)(?<!要是)(?<!假如)我(?:以前|之前|原来|一直|曾经)?(?:在[^，。！？；,.!?;\s]{1,12}?)?"
    r"(?:是|当了?|做了?|干了?)(?:[一二三四五六七八九十几\d]+年|一辈子)?(?:的)?"
)

#: (pattern, attribute, event type): the speaker's job ended by their retirement told after it.
OWN_RETIRED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_WAS + ZH_OCCUPATION + r"(?=$|[，,。！!；;\s]|了|啦)" + _RETIRED_LATER), "!job", "fact"),
)

__all__ = ["OWN_RETIRED_RULES"]
