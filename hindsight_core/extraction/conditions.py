"""Lasting conditions: a restriction, an intolerance or a chronic complaint is a fact, not a passing problem.

    >>> lasting_condition("I can't do dairy."), lasting_condition("说我有点颈椎问题"), lasting_condition("电脑坏了")
    (True, True, False)
    >>> lasting_condition("I can't have coffee today, blood test at 9")
    False

"can't", 不能, 问题 are problem cues, and a problem expires (``ttl_days``): "I can't do dairy" archived three months
later would be gone when the user orders a latte. What one cannot eat or drink, an intolerance, a chronic
condition (颈椎病, 老毛病, a bad back) hold until said otherwise; the same words with a time that ends ("today",
今晚, 这几天, "until Friday") are the passing kind.
"""

from __future__ import annotations

import re

from hindsight_core.text import to_simplified

_I = re.IGNORECASE

# What never follows "can't eat" in a restriction: a thing pointed at ("it", "the cake") or a time ("today").
_NOT_A_KIND = (
    r"(?!(?:it|this|that|these|those|the|my|your|his|her|a|an|any|anything|much|more|now|right|yet|so|too|"
    r"today|tonight|till|until|before|after|at|on|in|for|to|with|without)\b)"
)
_CONDITION = re.compile(
    # "I can't do dairy", "she can't have nuts", "I really cannot eat gluten"
    r"\b(?:i|we|he|she|they)\s+(?:really\s+|just\s+|still\s+|absolutely\s+|honestly\s+|simply\s+)?"
    rf"(?:can't|can’t|cannot|can\s+not|couldn't|couldn’t)\s+(?:do|eat|have|drink|tolerate|digest|stomach)\s+{_NOT_A_KIND}[a-z]"
    r"|\bchronic\b|\bsuffers?\s+from\b|\bintoleran(?:t|ce)\b|\ballerg(?:ic|y|ies)\b|\bco?eliac\b|\bceliac\b"
    r"|\b(?:bad|dodgy|weak|slipped)\s+(?:back|knees?|hip|neck|shoulder|disc|heart)\b|\bmigraines\b|\barthritis\b"
    r"|\bdiabet(?:es|ic)\b|\basthma(?:tic)?\b|\bepilep(?:sy|tic)\b"
    # 不能吃辣, 喝不了酒, 乳糖不耐受, 颈椎问题, 腰不好, 老毛病, 慢性胃炎
    r"|(?:不能|不可以|没法|不敢)(?:吃|喝|碰|沾)|(?:吃|喝)不了|不耐受|老毛病|慢性|过敏"
    r"|(?:颈椎|腰椎|椎间盘|腰间盘|肠胃|胃|心脏|膝盖|腰|肩周|甲状腺|血压|血糖|视力|听力)(?:一直|也|都)?(?:有点|有些)?"
    r"(?:不太好|不好|问题|病|炎|突出)"
    r"|高血压|糖尿病|痛风|偏头痛|哮喘|鼻炎"
    # a disorder of the mind, named (焦虑症, "panic disorder"): not a worry of the day (我有点焦虑, "I'm worried")
    r"|焦虑症|抑郁症|强迫症|躁郁症|双相|惊恐障碍|恐慌症|社交焦虑|创伤后应激|多动症|厌食症|暴食症|失眠症"
    r"|\b(?:anxiety|panic|bipolar|eating|obsessive[- ]compulsive|post[- ]traumatic\s+stress|seasonal\s+affective)\s+disorder\b"
    r"|\b(?:ptsd|ocd|adhd|bipolar)\b|\b(?:clinical|chronic|major|postpartum|postnatal)\s+depression\b"
    r"|\b(?:have|has|with|from|my|her|his)\s+depression\b",
    _I,
)
# A time that ends: the same words then say how things are for now ("I can't drink tonight", 今天不能吃辣).
_FOR_NOW = re.compile(
    r"\b(?:today|tonight|tomorrow|this\s+(?:week|morning|evening|afternoon|weekend|month)|right\s+now|at\s+the\s+moment|"
    r"until|till|for\s+now|for\s+a\s+(?:few|couple)|before\s+(?:the|my)|after\s+(?:the|my)\s+surgery)\b"
    r"|今天|今晚|明天|这几天|这两天|这周|这个星期|暂时|手术前|检查前|术后",
    _I,
)
_CLAUSE_MARK = re.compile(r"[,;:.!?，；：。！？\n]")


def lasting_condition(text: str) -> bool:
    """Whether ``text`` states a restriction or a condition that lasts (see the module docstring)."""
    text = to_simplified(text)
    marks = [m.start() for m in _CLAUSE_MARK.finditer(text)] if _CONDITION.search(text) else []
    for match in _CONDITION.finditer(text):
        start = max((m + 1 for m in marks if m < match.start()), default=0)
        end = min((m for m in marks if m >= match.end()), default=len(text))
        if not _FOR_NOW.search(text, start, end):
            return True
    return False


__all__ = ["lasting_condition"]
