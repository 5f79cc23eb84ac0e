"""A why question answered by the reason, not by the event it asks about. "So I left Globex last month." then, asked
"what happened?", "The commute was killing me, two hours each way": asked "Why did I quit my last job?", the event
matches every word and ranked first, its reason third. A question asking why (:func:`asks_why`) whose best match
gives no reason (:func:`gives_reason`: "because", 因为, 主要是, or the answer to a question asking why or what
happened) has the adjacent turn of the same speaker's session that gives one ranked right above it, else the first of
the next best that gives one."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids, lift_above_best
from hindsight_core.text import split_question, spoken, to_simplified

_I = re.IGNORECASE
# "why did I quit?", "how come I stopped running?", "what made me move?", "what was the reason I left?", 为什么换工作,
# 为啥, 什么原因, 点解 (Cantonese); not 干嘛, as often "what" (我周末一般干嘛)
_WHY = re.compile(
    r"\bwhy\b|\bhow\s+come\b|\bwhat\s+(?:made|makes|led|caused|got)\s+(?:me|us|him|her|them|you)\b|"
    r"\b(?:the|what(?:\s+was|\s+is|'s)?|any)\s+reasons?\b|\bwhat\s+for\b|"
    r"为什么|为啥|为何|什么原因|啥原因|原因是|因为什么|怎么会|点解",
    _I,
)
# a reason said: "because", "cuz", "due to", "that's why", "the reason"; 因为, 由于, 为了, 主要是, 受不了, 嫌 ("since" and
# "so" are as often a time or a filler: "since 2019", "so I left Globex")
_REASON = re.compile(
    r"(?:\b|(?<=\s))(?:because|'cause|cuz|coz|due\s+to|thanks\s+to|owing\s+to|reasons?|that's\s+why|that\s+is\s+why|"
    r"which\s+is\s+why|so\s+that|in\s+order\s+to|as\s+a\s+result|fed\s+up|sick\s+of|tired\s+of|couldn't\s+stand|"
    r"could\s+not\s+stand|burn(?:ed|t)\s+out|burnout)\b|"
    r"因为|由于|为了|所以|之所以|原因|主要是|是因为|毕竟|因此|受不了|吃不消|忍不了|嫌",
    _I,
)
# a question asking why, or what happened, that a turn answers ("Oh no, what happened?", "What prompted that?", 怎么了？,
# 为啥呀？, 怎么突然戒了？)
_ASKED_WHY = re.compile(
    rf"{_WHY.pattern}|\bwhat\s+happened\b|\bhow\s+so\b|\bwhat\s+went\s+wrong\b|\bwhy's\s+that\b|"
    r"\bwhat\s+(?:prompted|brought|inspired|triggered|changed|caused|led\s+to|made\s+you|got\s+you)\b|"
    r"怎么了|咋了|发生什么|出什么事|怎么回事|(?:怎么|咋)(?:突然|会|想到|想起|就|又)",
    _I,
)
#: How many of the best a reason is looked for in, when neither the best nor its neighbours give one
_HEAD = 3


def asks_why(query: str) -> bool:
    """Whether ``query`` asks for a reason.

    >>> asks_why("Why did I quit my last job?"), asks_why("how come I stopped running"), asks_why("我为什么换工作")
    (True, True, True)
    >>> asks_why("Where do I work?"), asks_why("我什么时候搬来上海的")
    (False, False)
    """
    return _WHY.search(to_simplified(query)) is not None


def gives_reason(text: str) -> bool:
    """Whether the record ``text`` gives a reason: it says one ("because", 因为, 主要是), or answers a question
    asking why or what happened.

    >>> gives_reason("The user said: I'm learning Japanese because we're moving to Osaka.")
    True
    >>> gives_reason("The user said: The commute was killing me. (answering the assistant: Oh no, what happened?)")
    True
    >>> gives_reason("The user said: So I left Globex last month."), gives_reason("用户说：我上个月从阿里跳槽到了腾讯")
    (False, False)
    >>> gives_reason("用户说：体检查出脂肪肝（回答助手：怎么突然戒了？）"), gives_reason("用户说：拿铁（回答助手：你喝什么？）")
    (True, False)
    """
    said, asked = split_question(to_simplified(text))
    return _REASON.search(spoken(said)) is not None or _ASKED_WHY.search(asked) is not None


def lift_reason(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    neighbours: Mapping[str, Sequence[str]],
    query: str,
) -> str | None:
    """Asked why, the best record giving no reason has the adjacent record of its speaker's session that gives one
    (the user's next turn, answering "what happened?") ranked right above it; without one, the first of the next
    best ``_HEAD`` that gives one. Returns the record lifted."""
    if not final or not asks_why(query):
        return None
    best = best_ids(final, 1)[0]
    if gives_reason(records[best].text):
        return None
    kind = records[best].source_kind
    beside = [
        n
        for n in neighbours.get(best, ())
        if n in final and records[n].source_kind == kind and gives_reason(records[n].text)
    ]
    if beside:
        reason = max(beside, key=lambda n: final[n])
        final[reason] = final[best] * (1.0 + 1e-6)
        return reason
    return lift_above_best(final, _HEAD, lambda rid: False, lambda rid: gives_reason(records[rid].text))


__all__ = ["asks_why", "gives_reason", "lift_reason"]
