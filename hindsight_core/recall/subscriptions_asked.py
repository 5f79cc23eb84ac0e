"""A question asking what the user subscribes to ("what subscriptions do I have?", "what streaming services do I pay
for?", 我有哪些会员, 我每个月订阅花多少钱) is answered by the services they still pay for ("I pay $10.99 for Spotify",
爱奇艺会员一个月25: ``subscribes``) first, not by the one cancelled ("I cancelled Netflix") and the payment it ended,
which share the question's words as much.

>>> [asks_subscriptions(q) for q in ("what subscriptions do I have?", "我每个月订阅花多少钱", "what does my wife pay for?")]
[True, True, False]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.subscriptions import SERVICES
from hindsight_core.recall.task_kinds import Need

_ASKS = re.compile(
    r"\bwhat\s+(?:\w+\s+)?(?:subscriptions|memberships|streaming\s+services|services)\s+(?:do|have|am)\s+i\b"
    r"|\bwhat\s+(?:are|were)\s+my\s+(?:\w+\s+)?(?:subscriptions|memberships)\b|\bwhat\s+(?:am\s+i|do\s+i)\s+"
    r"(?:subscribed\s+to|subscribe\s+to|paying\s+for\s+(?:every|each|a|per)\s+month|pay\s+for\s+(?:every|each|a|per)\s+month)\b"
    r"|\bhow\s+much\s+do\s+i\s+(?:spend|pay)\s+on\s+(?:subscriptions|streaming|memberships)\b"
    r"|我(?:现在|目前|都)*(?:有|开了|订了)(?:什么|哪些|啥)(?:会员|订阅)|我(?:每个月|每月|一个月)?(?:的)?(?:订阅|会员)(?:都)?(?:花|要)?(?:多少钱|有哪些|是什么)",
    re.IGNORECASE,
)  # fmt: skip

#: the services the user pays for: searched by their names, held by their own ``subscribes`` that holds
SUBSCRIPTIONS = Need(
    " ".join(sorted({word for name in SERVICES.values() for word in name.split()}))
    + " subscription subscriptions membership pay paying month 会员 订阅 包月",
    re.compile(r"."),
    slots=("subscribes",),
)


def asks_subscriptions(query: str) -> bool:
    """Whether ``query`` asks what the user subscribes to (:data:`SUBSCRIPTIONS`)."""
    return bool(_ASKS.search(query))


__all__ = ["SUBSCRIPTIONS", "asks_subscriptions"]
