"""A question asking the user's pastimes ("what hobbies do I have?", "what sports do I do?", "what do I do for fun?",
我现在有什么爱好, 我平时做什么运动) is answered by the habits they keep: "I've taken up pottery", "I swim now, three
times a week", 我最近开始学陶艺 (``does``, or the days one is kept on) come first, though the question shares no word
with them; one given up ("I gave up climbing", 攀岩不玩了) or someone else's ("my wife does yoga", 我儿子在学钢琴) is
none. The user's own, asked of another ("what hobbies does my wife have?", 我老婆有什么爱好), is no such question.

>>> [asks_pastimes(q) for q in ("what hobbies do I have?", "我现在有什么爱好", "what hobbies does my wife have?")]
[True, True, False]
>>> asks_pastimes("my hobbies are reading and hiking"), asks_pastimes("我的爱好是钓鱼"), asks_pastimes("我的爱好是什么")
(False, False, True)
"""

from __future__ import annotations

import re

from hindsight_core.recall.task_kinds import Need

_ASKS = re.compile(
    r"\bwhat\s+(?:are\s+)?(?:(?:my|the)\s+)?(?:hobbies|sports|activities|pastimes|interests)\s+(?:do|have|did)\s+i\b"
    r"|\bwhat\s+(?:are|were)\s+my\s+(?:hobbies|pastimes|interests|sports)\b|\bdo\s+i\s+have\s+any\s+hobbies\b"
    r"|\bwhat\s+(?:do|did)\s+i\s+do\s+for\s+(?:fun|exercise|a\s+workout)\b|\bwhat\s+sports?\s+do\s+i\s+(?:play|do)\b"
    r"|\bwhat\s+(?:kind\s+of\s+)?(?:exercise|workouts?)\s+do\s+i\s+(?:do|get)\b"
    r"|我(?:现在|平时|最近|目前|都)*有(?:什么|哪些|啥)(?:兴趣)?爱好|我(?:现在|平时|最近|目前)*的?(?:兴趣)?爱好(?:是|有)(?:什么|哪些|啥)"
    r"|我(?:现在|平时|最近|目前|一般|都|还)*(?:做|玩|练|搞|在做)(?:什么|啥|哪些)运动|我(?:现在|平时)?(?:业余|周末|下班后)(?:都)?(?:做|干|玩)(?:什么|啥)",
    re.IGNORECASE,
)  # fmt: skip

#: the habits the user keeps: searched by the names of pastimes, held by their own ``does`` (or its days) that holds
PASTIMES = Need(
    "swim swimming run running jogging cycling hiking climbing yoga pilates tennis golf gym pottery knitting guitar "
    "piano painting drawing photography baking gardening chess dancing boxing skiing surfing soccer basketball "
    "taken took picked started every week weekends "
    "游泳 跑步 健身 瑜伽 陶艺 攀岩 羽毛球 篮球 足球 网球 吉他 钢琴 书法 画画 摄影 烘焙 钓鱼 骑行 爬山 徒步 滑雪 每周 每天 开始",
    re.compile(r"."),
    slots=("does", "schedule_"),
)


def asks_pastimes(query: str) -> bool:
    """Whether ``query`` asks the user's own pastimes (:data:`PASTIMES`)."""
    return bool(_ASKS.search(query))


__all__ = ["PASTIMES", "asks_pastimes"]
