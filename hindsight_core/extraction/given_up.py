"""What is given up and is no taste: a taste given up is said of a kind of thing ("I gave up coffee", "I quit sugar",
"I gave up my morning coffee", "I quit drinking soda"), so what one quit and names as one thing ("I quit the book
halfway", "I quit the game after the second boss", "I quit the band", "I quit reading that series"), an effort ("I
gave up trying to fix the sink", "I gave up waiting for him") or a race left in the middle ("I quit halfway through
the marathon") is no liking ended. The rule of a taste given up reads its value after :data:`NOT_A_TASTE_GIVEN_UP`.

    >>> import re
    >>> [bool(re.match(NOT_A_TASTE_GIVEN_UP, t, re.I)) for t in ("coffee", "the book", "trying to fix it", "my coffee")]
    [True, False, False, True]
"""

from __future__ import annotations

import re

_EFFORT = (
    r"trying|attempting|hoping|waiting|looking|searching|asking|arguing|fighting|pretending|explaining|caring|"
    r"worrying|bothering|chasing|texting|calling|begging|halfway|midway|partway|after|before|when|at|in"
)
#: what after quit / gave up names no taste: one thing (the, this, that, a, an ...; a verb's -ing of one thing) or an
#: effort
NOT_A_TASTE_GIVEN_UP = (
    r"(?!(?:the|this|that|these|those|a|an|it|him|her|them|" + _EFFORT + r")\b)"
    r"(?![a-z]+ing\s+(?:the|this|that|these|those|it|him|her|them)\b)"
)

#: (pattern, attribute, event type): a taste given up, said in Chinese: "我现在不喝咖啡了", "我已经不吃辣了", "我戒了咖啡",
#: "我把奶茶戒了" (not 今天不喝了: one day); the value no longer liked.
ZH_TASTE_GIVEN_UP_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!今天)(?<!今晚)(?<!明天)(?<!这周)我(?!今天|今晚|明天|这周|这几天|暂时|先)(?:现在|已经|早就|最近|如今)?(?:不再|不(?:太|怎么)?|没再)"
                r"(?P<value>(?:吃|喝)[^，。！？；,.!?;\s\n了吧啊呢]{1,8})了"), "!likes", "preference"),
    (re.compile(r"我(?:现在|已经|早就|最近)?戒(?:了|掉了?)(?P<value>[^，。！？；,.!?;\s\n了吧啊呢]{1,8})"), "!likes", "preference"),
    (re.compile(r"我(?:现在|已经|早就|最近)?把(?P<value>[^，。！？；,.!?;\s\n了吧啊呢把]{1,8}?)戒(?:了|掉了?)"), "!likes", "preference"),
)  # fmt: skip

__all__ = ["NOT_A_TASTE_GIVEN_UP", "ZH_TASTE_GIVEN_UP_RULES"]
