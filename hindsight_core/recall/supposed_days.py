"""A day named only in a supposition: "if I had to move next week I'd panic lol", "imagine if the report were due
Friday, I'd be screwed", 要是下周要搬家我就崩溃了, 如果周五要交报告我就完了. Nothing is to happen then: the day is no day of
the user's agenda. A condition on what is planned ("if it rains on Saturday we'll skip the hike", 如果周六下雨我们就不去
爬山了) says the plan is on; it stays.

    >>> supposed_only("The user said: if I had to move next week I'd panic lol")
    True
    >>> supposed_only("The user said: if it rains on Saturday we'll skip the hike"), supposed_only("用户说：如果周五要交报告我就完了")
    (False, True)
"""

from __future__ import annotations

import re

from hindsight_core.text import spoken_only, to_simplified

_I = re.IGNORECASE

# "if I had to move next week, I'd panic", "imagine if the report were due Friday", "what if I had to work on
# Saturday, I'd cry": a supposition, then what the speaker would do (would, 'd, could, might); not "if it rains, we'll
# ...", nor a request ("if you could remind me on Friday that would be great")
_EN = re.compile(
    r"^(?:\W*(?:lol|haha|ugh|omg|honestly|tbh|man|god)\b)*\W*(?:imagine\s+(?:if\s+)?|what\s+if\s+|if\s+|even\s+if\s+|"
    r"suppose\s+|supposing\s+)(?!you\b)[^.!?;\n]*?(?:,\s*|\s+)(?:i|we)(?:'d|\s+would|\s+could|\s+might)\b",
    _I,
)
# 要是下周要搬家我就崩溃了, 如果周五要交报告我就完了, 万一明天要加班我就惨了: a supposition, then a feeling of what would be
_ZH = re.compile(
    r"^(?:唉|哎|天哪|妈呀|说真的)?[，,]?(?:要是|如果|假如|假设|万一|想象一下)[^。！？!?；;\n]{1,30}?(?:我|我们)?(?:就|会|得|肯定|真的)"
    r"(?:要|得|会)?(?:完了|完蛋|崩溃|疯|死|惨|哭|炸|气死|累死|不活)"
)


def supposed_only(text: str) -> bool:
    """Whether what the record ``text`` says is a supposition (the days it names are of no plan)."""
    said = to_simplified(spoken_only(text)).strip()
    return _EN.search(said) is not None or _ZH.search(said) is not None


__all__ = ["supposed_only"]
