"""A daily step goal said as what one aims for: "I'm aiming for 10k steps a day", "my goal is 8,000 steps a day",
"trying to hit 12000 steps daily", 我的目标是每天走一万步, 我现在每天目标走八千步. It fills the slot "my daily step goal
is 8000" fills (``step_goal``, 步数目标 in Chinese, as 步数目标改成一万 has it), so a new goal replaces the old one.
Steps walked once ("I walked 12,000 steps today", 今天走了一万步), someone else's goal ("my wife aims for 10k steps") or
one only wished for fill none.

    >>> [(a, p.search(s)["value"]) for s in ("I'm aiming for 10k steps a day", "我的目标是每天走一万步")
    ...  for p, a, _ in STEP_GOAL_RULES if p.search(s)]
    [('step_goal', '10k'), ('步数目标', '一万')]
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_EN_STEPS = r"(?P<value>\d{1,2}(?:[,.]?\d{3}|\s?k))\s+steps\s+(?:(?:a|per|each|every)\s+day|daily)\b"
_ZH_COUNT = r"(?P<value>[\d,]{4,6}|[一两二三四五六七八九十]?万(?:[一二三四五]千)?|[一两二三四五六七八九]千(?:[一二三四五六七八九]百)?)"

STEP_GOAL_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm aiming for 10k steps a day", "I try to hit 8,000 steps a day", "my goal is 12000 steps a day now"
    (re.compile(r"(?<!\bif\s)\bi(?:['’]m|\s+am)?\s+(?:now\s+|still\s+)?(?:aiming|aim|trying|try|going)\s+(?:for|to\s+(?:hit|get|do|walk|reach))\s+"
                r"(?:at\s+least\s+|about\s+|around\s+)?" + _EN_STEPS, _I), "step_goal", "fact"),
    (re.compile(r"\bmy\s+(?:daily\s+)?(?:goal|target)\s+(?:is|'s|’s)\s+(?:now\s+)?(?:at\s+least\s+|about\s+|around\s+)?" + _EN_STEPS,
                _I), "step_goal", "fact"),
    # 我的目标是每天走一万步, 我现在每天目标走八千步, 我给自己定的目标是每天一万步
    (re.compile(r"(?:^|(?<=[，,。！!；;\s]))我(?:的|给自己定的)?(?:现在|目前)?(?:的)?(?:每天)?(?:的)?目标(?:是|就是)?(?:每天|一天)?(?:要)?(?:走)?"
                + _ZH_COUNT + r"步"), "步数目标", "fact"),
)  # fmt: skip

__all__ = ["STEP_GOAL_RULES"]
