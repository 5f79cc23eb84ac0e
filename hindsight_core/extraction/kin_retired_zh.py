"""A relative's job said in Chinese with their retirement in the same sentence: 我妈是小学老师 今年刚退休, 我爸以前是
工程师，去年退休了, 我老公做了三十年会计 上个月退了休. The job is one held before: the relative's ``job`` is ended
("!job", so an earlier 我妈是小学老师 no longer holds), never stored as held now (the job rule of
:mod:`~.kin_slots` reads none where the sentence tells of a retirement, :data:`RETIRED_LATER`). What is only ahead,
wished or asked (我妈是老师，明年退休, 我爸是医生，快退休了, 我妈想退休, 我爸退休了吗) ends nothing.

    >>> rule = kin_retired(r"我(?P<owner>妈|爸)")[0][0]
    >>> [m["value"] if (m := rule.search(t)) else None for t in ("我妈是小学老师 今年刚退休", "我妈是老师，明年退休")]
    ['小学老师', None]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import ZH_OCCUPATION

# what makes the retirement no fact of the relative's now: ahead (明年, 快, 要, 准备), wished (想, 希望), not yet (还没), or
# someone else's (我今年退休, 她同事, 我爸…)
_NOT_THEIRS_NOW = (
    r"明年|后年|下个?月|下半年|年底|快|要|将|准备|打算|想|希望|会|还没|没有?|不|如果|要是|"
    r"我|你|们|同事|朋友|领导|老板|别人|大家|[爸妈哥姐弟妹爷奶公婆叔姨舅]"
)
# later in the sentence (no full stop between), the relative retired: 今年刚退休, 去年退休了, 退了休, 已经退下来了 (not 明年退休,
# 快退休了, 想退休, 要退休, 退休了吗: ahead, wished or asked)
#: What a job rule of a relative puts after the job: no retirement told later in the sentence.
RETIRED_LATER = (
    r"(?=(?:(?!"
    + _NOT_THEIRS_NOW
    + r")[^。！？!?\n]){0,30}?(?:退休|退了休|退下来)(?!金|工资|生活|以后|后|前|年龄|手续))"
    r"(?![^。！？!?\n]*[吗?？])"
)
# the relative is or was it: 是, 以前是, 做了三十年, 当了一辈子 (the job right after, or after how long)
_WAS = r"(?:现在|已经|以前|之前|原来|一直)?(?:是|当了?|做了?|干了?)(?:[一二三四五六七八九十几\d]+年|一辈子)?(?:的)?"


def kin_retired(zh_owner: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rule ending the job of the relative the ``owner`` pattern ``zh_owner`` names, who retired from it."""
    return (
        (re.compile(zh_owner + _WAS + r"(?:退休)?" + ZH_OCCUPATION + r"(?=$|[，,。！!；;\s]|了|啦)" + RETIRED_LATER),
         "!job", "fact"),
    )  # fmt: skip


__all__ = ["RETIRED_LATER", "kin_retired"]
