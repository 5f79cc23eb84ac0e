"""A taste said as one held before and no longer: "I used to love sushi but I'm off raw fish now", "I used to
hate cilantro", "I used to drink coffee every morning, now it's green tea", 我以前挺喜欢日料的，现在不怎么吃了. What was liked (or disliked) then no longer holds, as "I don't
eat sushi anymore" says: ``likes`` = "not sushi" (``dislikes`` = "not cilantro"), which ends the liking said before
and no other.

Not what is still held ("I used to love sushi and I still do", "I used to like tea more than coffee": how much),
nor what another used to like (我妈以前很喜欢日料，现在不吃了), nor in Chinese a taste said before with no word of it
ending now (我以前就喜欢日料: it still holds; 我以前喜欢日料，现在也喜欢).

    >>> [(a, m["value"]) for p, a, _ in LIKED_BEFORE_RULES if (m := p.search("I used to love sushi, now meh"))]
    [('!likes', 'sushi')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I

# what follows the value says it still holds, how much it was liked beside another, or whom it was done with (a
# memory: "I used to love going to the beach with my dad"): no end of it
_EN_STILL = r"(?![^.!?\n]*\b(?:still|more\s+than|better\s+than|as\s+much\s+as|with\s+(?:my|our)\b))"
# a thing said by a pronoun is named elsewhere ("I used to love it")
_EN_NOT_A_PRONOUN = r"(?!(?:it|that|this|them|those|these|him|her)\b)"
_EN_USED_TO = r"\bi\s+used\s+to\s+(?:really\s+|absolutely\s+|totally\s+|just\s+|kind\s+of\s+|kinda\s+)?"
_EN_LIKED = (
    r"(?:love|like|enjoy|adore|be\s+(?:(?:really|so|totally|super)\s+)?(?:obsessed\s+with|into|crazy\s+about|"
    r"(?:a\s+)?(?:big\s+|huge\s+|massive\s+)?fan\s+of))\s+"
)
_EN_DISLIKED = r"(?:hate|dislike|detest|loathe|can't\s+stand|cannot\s+stand)\s+"
# what one had as a habit and has another in its place now: "I used to drink coffee every morning, now it's green
# tea", "I used to have cereal for breakfast but now I eat oatmeal" (not "I used to drink coffee and I still do", "I used
# to eat out a lot, now I cook": no other in its place; nor "I used to drink it black, now with milk")
_EN_HAD = (
    _EN_USED_TO
    + r"(?:drink|eat|have)\s+"
    + _EN_STILL
    + _EN_NOT_A_PRONOUN
    + r"(?:a\s+lot\s+of\s+|lots\s+of\s+|a\s+(?:cup|glass|bowl)\s+of\s+)?(?P<value>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)"
    r"(?=(?:\s+(?:every|each|daily|first\s+thing|in\s+the|at|for|all\s+the\s+time|with)\b[^,;.!?\n]{0,30})?\s*[,;]?\s*"
    r"(?:but\s+|and\s+)?now\s+(?:it['’]s|its|it\s+is|i\s+(?:drink|have|eat|prefer)|i['’]m\s+(?:on|into|drinking|having|eating))\b)"
)

# 以前, 之前, 原来, 小时候 ...: a time gone, and how much (挺, 很, 特别, 超)
_ZH_BEFORE = r"(?:以前|之前|原来|过去|从前|小时候|那时候?)"
_ZH_HOW_MUCH = r"(?:还|也|可|真的?)?(?:挺|很|特别|超级?|蛮|非常|好|最|相当)?"
# the speaker's own, or a clause of theirs with the speaker left out (not 我妈以前…: hers)
_ZH_OWN = r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:其实|真的)?"
# ... and now no more: 现在不怎么吃了, 后来吃腻了, 现在没那么喜欢了, 最近戒了 (not 现在不光喜欢…: still; nor 现在没时间了:
# the time is gone, not the liking)
_ZH_NOW_NOT = (
    r"的?了?[，,\s]*(?:但是?|不过|可是|只是)?我?(?:现在|后来|最近|这几年|这两年|这些年|慢慢)"
    r"[^，。！？；,.!?;\n]{0,6}?(?:不(?!光|仅|只|但|止)|没(?!时间|空|机会|条件|钱)|少|腻|戒|受不了|讨厌|吃不惯)"
)
_ZH_TASTE = r"(?P<value>(?:吃|喝|看|听|玩)?[^，。！？；,.!?;\s\n的了]{1,10}?)"

#: (pattern, attribute, event type), read as the slot rules are (:mod:`~.slot_rules`), before the tastes given up
LIKED_BEFORE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(_EN_USED_TO + _EN_LIKED + _EN_STILL + _EN_NOT_A_PRONOUN + _EN_VALUE, _I),
        "!likes",
        "preference",
    ),
    (re.compile(_EN_HAD, _I), "!likes", "preference"),
    (
        re.compile(_EN_USED_TO + _EN_DISLIKED + _EN_STILL + _EN_NOT_A_PRONOUN + _EN_VALUE, _I),
        "!dislikes",
        "preference",
    ),
    (
        re.compile(_ZH_OWN + _ZH_BEFORE + r"我?" + _ZH_HOW_MUCH + r"(?:喜欢|爱)" + _ZH_TASTE + _ZH_NOW_NOT),
        "!likes",
        "preference",
    ),
)

#: The patterns of :data:`LIKED_BEFORE_RULES`: said of a time gone by design, so never skipped for it
LIKED_BEFORE: frozenset[re.Pattern[str]] = frozenset(p for p, _, _ in LIKED_BEFORE_RULES)


__all__ = ["LIKED_BEFORE", "LIKED_BEFORE_RULES"]
