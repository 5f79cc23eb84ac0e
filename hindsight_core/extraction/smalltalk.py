"""Small talk: a turn made only of fillers and passing remarks, nothing a user would want recalled.

    >>> is_small_talk("Will do. lol I'm so tired"), is_small_talk("好困，睡了"), is_small_talk("好困，昨晚加班到两点")
    (True, True, False)

The density gate (:func:`is_low_information`) cuts fillers ("ok", "thanks", "好的"). A passing remark has words
of its own but holds only for the moment it is said: today's weather ("it's so sunny today!", 今天好热), a mood
or a tiredness with nothing behind it ("I'm so bored", 今天好无聊, 好困, 呜呜不想上班). A turn is small talk when
each of its clauses is a filler or such a remark; one clause that says something ("gn, my flight is at 6",
"I'm tired of Java", 好困，昨晚加班到两点) makes the whole turn content.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.density import is_low_information
from hindsight_core.text import to_simplified

_I = re.IGNORECASE

# A clause ends at a punctuation mark; chat parts its clauses with an emoji too.
_CLAUSE_BREAK = re.compile(r"[,;:.!?，；：。！？、~～…\n\U0001F000-\U0001FAFF\u2600-\u27BF]+")

# Fillers around an English remark ("lol I'm so tired", "haha the weather is awful today btw").
_EN_LEAD = r"(?:(?:lol|lmao|haha\w*|ha|ugh|urgh|omg|man|oh|ok|okay|well|so|and|but|btw|honestly|tbh|god)\s+)*"
_EN_TAIL = r"(?:\s+(?:lol|lmao|haha\w*|btw|tbh|rn|af|today|tonight|again|now|right\s+now|already|here|out|outside|out\s+there|this\s+(?:morning|afternoon|evening)))*"
_EN_VERY = (
    r"(?:(?:so+|really|super|very|too|kinda|a\s+bit|pretty|absolutely|totally|soooo+|freaking|bloody)\s+)*"
)
_EN_WEATHER = (
    r"(?:sunny|rainy|raining|snowing|snowy|windy|hot|cold|freezing|chilly|warm|humid|cloudy|grey|gray|gloomy|awful|"
    r"horrible|terrible|lovely|gorgeous|beautiful|nice|miserable|boiling|scorching|muggy|foggy|wet|pouring)"
)
_EN_REMARK = re.compile(
    rf"{_EN_LEAD}(?:"
    # today's weather: "it's so sunny today", "the weather here is awful today", "what a lovely day"
    rf"(?:it's|it’s|its|it\s+is|it\s+was|it's\s+been|the\s+weather(?:\s+(?:here|today|out\s+there))*\s+(?:is|was)|"
    rf"the\s+weather's|weather's|so|such\s+a)\s+{_EN_VERY}{_EN_WEATHER}(?:\s+day)?"
    rf"|what\s+an?\s+{_EN_VERY}{_EN_WEATHER}\s+day"
    # a passing mood: "I'm so tired", "feeling sleepy"; not "I'm tired of Java" (what it is about follows)
    rf"|(?:i'm|i’m|im|i\s+am|i\s+feel|i'm\s+feeling|feeling|so)\s+{_EN_VERY}"
    r"(?:tired|sleepy|bored|exhausted|knackered|drained|shattered|wiped|lazy|cranky|grumpy|sleep\s+deprived)"
    rf"){_EN_TAIL}",
    _I,
)

# Chinese: fillers before (哈哈哈, 呜呜, 唉) and particles after (了, 啊, 死了) a remark.
_ZH_LEAD = r"(?:[哈呵嘿呜唉哎啊嗯]+)?"
_ZH_TAIL = r"(?:死我了|死了|了|啊|呀|啦|哦|喔|哇|呢|耶)*"
_ZH_WHEN = r"(?:今天|今儿|今天真的|现在|这会儿|外面|这边|这里|最近|又)?"
_ZH_VERY = r"(?:好|真|真的|太|超|超级|有点|有些|特别|巨|挺|很|又)"
_ZH_REMARK = re.compile(
    rf"{_ZH_LEAD}(?:"
    # today's weather: 今天好热, 外面又下雨了, 天气真好
    rf"{_ZH_WHEN}(?:天气)?{_ZH_VERY}(?:热|冷|晒|闷|潮|凉快|暖和)"
    rf"|{_ZH_WHEN}(?:又|在|一直)?(?:下雨|下雪|刮风|降温|升温)"
    rf"|{_ZH_WHEN}天气{_ZH_VERY}?(?:好|不错|差|棒|糟|糟糕)"
    # a passing mood: 好困, 今天好无聊, 累死了, 烦; 好困，昨晚加班到两点 goes on to why, and is kept
    rf"|我?{_ZH_WHEN}{_ZH_VERY}?(?:困|累|无聊|烦|丧|emo)"
    # not wanting to get up or to work, said as a sigh (呜呜不想回去上班)
    rf"|我?{_ZH_VERY}?不想(?:回去|去)?(?:上班|上学|起床|动|干活|工作|学习|出门)"
    # a day that drags: 今天好难熬, 这周太难熬了 (周一好难熬, like "I hate Mondays", says a taste)
    rf"|我?{_ZH_WHEN}(?:这周|这礼拜|这一周)?(?:真的|真是)?{_ZH_VERY}?难熬"
    rf"){_ZH_TAIL}",
    _I,
)


def _passing_remark(clause: str) -> bool:
    return bool(_EN_REMARK.fullmatch(clause) or _ZH_REMARK.fullmatch(clause))


def is_small_talk(text: str) -> bool:
    """Whether ``text`` says nothing worth a memory: only fillers (see :func:`is_low_information`) and passing
    remarks about the weather or a mood, in English and Chinese."""
    if is_low_information(text):
        return True
    normalized = to_simplified(text).strip().lower()
    if len(normalized) > 120:  # a long text says more than how the day is
        return False
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(normalized) if c.strip()]
    return bool(clauses) and all(is_low_information(c) or _passing_remark(c) for c in clauses)


__all__ = ["is_small_talk"]
