"""The slot rule of one's spouse named in the clause after one's own marriage said in Chinese, the speaker left out
as chat leaves them: 我结婚了，老公叫大伟, 我去年结婚了，老婆叫小美, 我和他上个月领证了，老公叫陈磊, 我已婚，老公是王磊.
The spouse is ``husband`` or ``wife`` (:data:`~.slot_patterns.ZH_SLOTS`), as 我老公叫大伟 is. Someone else's marriage
(我哥结婚了，老婆叫小美, 我闺蜜结婚了，老公叫大伟), one ahead or supposed (我们要结婚了, 如果我结婚了, 等我结婚了) and
a spouse named with no marriage of the speaker's before (我去同事家吃饭，老婆叫小美: the colleague's) fill none.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.family_named import FAMILY_NAMED_RULES
from hindsight_core.extraction.slot_patterns import _ZH_GOES_ON, ZH_NAME_CALLED, ZH_NAME_IS

# the clause before, the marriage done (结婚了, 领证了, 已婚, 结婚三年了), not one ahead or refused (要结婚了, 不结婚了):
# whose it is, :func:`~.slot_patterns.speaker_goes_on` reads (我哥结婚了，… is his)
_AFTER_MARRIED = (
    r"(?:(?<=结婚了[，,；; ])|(?<=领证了[，,；; ])|(?<=已婚[，,；; ])"
    r"|(?<=结婚[一二两三四五六七八九十几半\d]年了[，,；; ])|(?<=结婚[一二两三四五六七八九十几半\d]个月了[，,；; ]))"
    r"(?<![要快想就不没]结婚了.)"
)
# the spouse opening the clause: 老公叫大伟, 我老公的名字叫大伟, 老婆是王芳 (a name: not 老公是程序员, 是我大学同学)
_SPOUSE = r"(?:我)?(?:的)?(?P<slot>老公|老婆|丈夫|妻子|太太|媳妇)(?:的)?(?:名字)?"

SPOUSE_NAMED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_AFTER_MARRIED + _ZH_GOES_ON + _SPOUSE + r"叫" + ZH_NAME_CALLED), "{slot}", "fact"),
    (re.compile(_AFTER_MARRIED + _ZH_GOES_ON + _SPOUSE + r"是" + ZH_NAME_IS), "{slot}", "fact"),
    # the rest of one's family named so, after their marriage, children or household said (我们结婚了，老公叫大伟,
    # 我有一儿一女，儿子叫乐乐: :mod:`~.family_named`)
    *FAMILY_NAMED_RULES,
)  # fmt: skip


__all__ = ["SPOUSE_NAMED_RULES"]
