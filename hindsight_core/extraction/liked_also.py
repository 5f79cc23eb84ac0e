"""The slot rules of a taste said in the clause after one's own in Chinese, the speaker left out as chat leaves them:
我喜欢吃火锅，也喜欢川菜, 我爱看科幻片，还喜欢看纪录片, 我不喜欢香菜，也不喜欢葱. The second is a liking (or a dislike)
of its own beside the first (``likes`` holds several), as 我喜欢吃火锅，我也喜欢川菜 is. It is the speaker's only where
the sentence opened with them (:func:`~.slot_patterns.speaker_goes_on`: not 我姐喜欢猫，也喜欢狗), and someone else
opening the clause (我喜欢猫，他也喜欢狗) says none.

    >>> [(a, m["value"]) for p, a, _ in LIKED_ALSO_RULES if (m := p.search("我喜欢吃火锅，也喜欢川菜"))]
    [('likes', '川菜')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _ZH_GOES_ON, _ZH_VALUE

# also, right at the clause's start (也喜欢, 还很爱, 同时也喜欢)
_ALSO = r"(?:同时)?(?:也|还)(?:很|挺|超级?|特别|比较|蛮|真的)?"

LIKED_ALSO_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_ZH_GOES_ON + _ALSO + r"(?:喜欢|爱)(?:上了)?(?!的|过)" + _ZH_VALUE), "likes", "preference"),
    (re.compile(_ZH_GOES_ON + _ALSO + r"(?:不太|不怎么|不是很|不)(?:喜欢|爱)(?!的|过)" + _ZH_VALUE), "dislikes", "preference"),
)  # fmt: skip


__all__ = ["LIKED_ALSO_RULES"]
