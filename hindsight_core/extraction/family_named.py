"""The slot rules of one's own family named in a clause after the sentence opened on it in Chinese, the speaker left
out as chat leaves them: 我有一儿一女，儿子叫乐乐，女儿叫朵朵, 我结婚十年了，老婆叫Lisa，儿子叫乐乐, 我老婆叫Lisa，儿子叫乐乐,
我们结婚了，老公叫大伟, 其实我结婚了，老婆叫Lisa. The one named is the speaker's ``son``, ``daughter``, ``wife`` or
``husband`` (:data:`~.slot_patterns.ZH_SLOTS`), as 我儿子叫乐乐 is.

The sentence must open on the speaker's own family (:func:`family_goes_on`): their marriage done (我结婚了, 我们去年领证了,
我已婚), their children (我有两个孩子, 我们家有一儿一女) or one of their household named (我老婆叫Lisa), and no clause between
open with someone else. Someone else's (我姐姐结婚了，儿子叫乐乐, 我同事人很好，儿子叫乐乐), a household not said first
(我去同事家吃饭，老婆叫小美, 我认识一个人，儿子叫乐乐), one ahead or supposed (我们要结婚了，…, 如果我结婚了，…) and no name
(儿子叫我别熬夜, 老公是程序员) fill none.

    >>> family_goes_on("我有一儿一女，儿子叫乐乐，女儿叫朵朵", 14), family_goes_on("我姐姐结婚了，儿子叫乐乐", 7)
    (True, False)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import (
    _ZH_ANOTHER_OPENS,
    _ZH_SENTENCE_END,
    ZH_NAME_CALLED,
    ZH_NAME_IS,
)

# the speaker's household, said bare or as theirs (老婆, 我老公, 我的儿子)
_HOUSEHOLD = r"(?:老婆|老公|妻子|丈夫|太太|媳妇|儿子|女儿|闺女)"
_HOUSEHOLD_SAID = re.compile(r"[，,；;\s]*(?:然后)?\s*(?:我的?)?" + _HOUSEHOLD + r"$")
# how many children: 一儿一女, 两个孩子, 个儿子, 俩娃
_CHILDREN = r"(?:一儿一女|一女一儿|两儿一女|两女一儿|龙凤胎|双胞胎|(?:[一二两三四1-4]个|个|俩|两)?(?:孩子|小孩|娃|儿子|女儿|闺女|宝宝))"
# the first clause, on the speaker's own family (after a word that only turns to it: 其实, 对了, 说实话)
_FAMILY_OPENS = re.compile(
    r"\s*(?:(?:其实|说实话|说起来|对了|另外|还有|嗯|哦|噢|哈哈+|btw)[，,]?\s*)?(?:"
    # their marriage done: 我结婚了, 我们去年结婚了, 我和他上个月领证了, 我结婚十年了, 我已婚 (not 要结婚了, 不结婚了)
    r"我(?:们|们俩|俩)?(?:和[他她]|跟[他她])?(?:已经|早就|都|去年|前年|今年|上个?月|上周|刚刚?|才)*(?:结婚|领证)"
    r"(?:了|[一二两三四五六七八九十几半\d]+(?:个月|年)(?:多)?了|好多年了|很多年了|多年了)"
    r"|我已婚"
    # their children: 我有两个孩子, 我们家有一儿一女, 我生了个儿子
    r"|我(?:们)?(?:家)?(?:现在|目前)?(?:有|是|生了)"
    + _CHILDREN
    # one of their household named: 我老婆叫Lisa, 我的老公是大伟
    + r"|我的?"
    + _HOUSEHOLD
    + r"(?:的名字)?(?:叫|是)"
    r")"
)


# the clause that names one of the household: 儿子叫乐乐, 老婆是王芳, 女儿的名字叫朵朵 (after a comma: the rule's own start,
# read by :func:`family_goes_on`, not by the speaker's clause going on)
def _named(who: str) -> str:
    return r"(?<=[，,；;])\s*(?:然后)?\s*" + who + r"(?:的名字)?(?:也|就)?"


_NAMED = _named(r"(?P<slot>老婆|老公|妻子|丈夫|太太|媳妇|儿子|女儿)")


def family_goes_on(text: str, at: int) -> bool:
    """Whether the clause at ``at`` of ``text`` (simplified characters) goes on from a sentence opened on the speaker's
    own family (their marriage, their children, one of their household named), no clause between opened by someone
    else than that household."""
    starts = [m.end() for m in _ZH_SENTENCE_END.finditer(text, 0, at)]
    before = text[starts[-1] if starts else 0 : at]
    opens = _FAMILY_OPENS.match(before)
    if opens is None:
        return False
    return all(_HOUSEHOLD_SAID.match(other[0]) for other in _ZH_ANOTHER_OPENS.finditer(before, opens.end()))


FAMILY_NAMED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_NAMED + r"叫" + ZH_NAME_CALLED), "{slot}", "fact"),
    (re.compile(_NAMED + r"是" + ZH_NAME_IS), "{slot}", "fact"),
    (re.compile(_named("闺女") + r"叫" + ZH_NAME_CALLED), "daughter", "fact"),  # 闺女: one's daughter
)  # fmt: skip

#: The rules above, read only where :func:`family_goes_on` says the sentence is on the speaker's family.
FAMILY_GOES_ON: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in FAMILY_NAMED_RULES)


__all__ = ["FAMILY_GOES_ON", "FAMILY_NAMED_RULES", "family_goes_on"]
