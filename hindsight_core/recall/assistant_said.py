"""Questions about what the assistant itself said or did: "what was that book you recommended last week?", "what did
you say the deadline for the visa form was?", "remind me of the steps you gave me", "you said you'd remind me about
the dentist, when?", 你上次推荐的那家餐厅叫什么, 你给我的那几个步骤是什么; an agent asks them of "the assistant"
("What did the assistant recommend to the user?", 助手之前建议了什么).

What the assistant says is stored unconfirmed (``pending``: not evidence about the user) and left out of recall by
default, so such a question found only the user's own turns around it ("I'm looking for a sci-fi book, any ideas?"),
never the recommendation. A question that asks for the assistant's words is recalled with the unconfirmed records
(as ``include_pending=True`` would), the assistant's own first (the speaker boost of a question naming its speaker);
every other question keeps them out, as before. The user's turn that asked for it may still share more of the
question's words ("book" in "I'm looking for a new sci-fi book, any ideas?", not in "You might enjoy 'Project Hail
Mary'"): the assistant's reply in its conversation, among the best few, ranks right above it.

    >>> asks_what_assistant_said("what was that book you recommended last week?")
    True
    >>> asks_what_assistant_said("你上次推荐的那家餐厅叫什么"), asks_what_assistant_said("你给我的那几个步骤是什么")
    (True, True)
    >>> asks_what_assistant_said("What do you recommend for a sore throat?"), asks_what_assistant_said("你说的对")
    (False, False)
    >>> asks_what_assistant_said("Where do I live?"), asks_what_assistant_said("你推荐一家餐厅吧")
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids, lift_above_best
from hindsight_core.text import to_simplified

#: How many of the best are read for the assistant's reply
_HEAD = 5

# what the assistant may have done for the user, in the past ("you recommended", "you gave me", "you said you'd ...")
_EN_DONE = (
    r"recommended|suggested|said|told|gave(?!\s+up\b)|mentioned|proposed|advised|promised|offered|listed|sent|shared|"
    r"explained|wrote|came\s+up\s+with|found|picked|chose|showed|pointed\s+out|warned|described|estimated|"
    r"calculated|put\s+together|drafted|booked|scheduled|set\s+up|agreed"
)
# ... asked with "did" ("what did you say", "which hotel did you book")
_EN_DO = (
    r"recommend|suggest|say|tell|give|mention|propose|advise|promise|offer|list|send|share|explain|write|"
    r"come\s+up\s+with|find|pick|choose|show|point\s+out|warn|describe|estimate|calculate|put\s+together|draft|"
    r"book|schedule|set\s+up|agree"
)
_EN_ASSISTANT = r"(?:the\s+)?(?:ai\s+)?(?:assistant|chat\s?bot|bot|agent)"
_EN = re.compile(
    rf"\b(?:you|{_EN_ASSISTANT})\s+(?:(?:just|already|once|previously|earlier|originally|first|had|have|'ve|has)\s+)*"
    rf"(?:{_EN_DONE})\b"
    rf"|\b(?:did|didn't|did\s+not)\s+(?:you|{_EN_ASSISTANT})\s+(?:(?:just|already|ever|first|once)\s+)?(?:{_EN_DO})\b"
    r"|\byour\s+(?:earlier|previous|last|original|old|first)\s+(?:recommendation|suggestion|advice|answer|reply|"
    r"response|tips?|list|plan|estimate|steps|instructions)\b"
    rf"|\b{_EN_ASSISTANT}'s\s+(?:recommendation|suggestion|advice|answer|reply|response|tips?|list|plan|estimate|"
    r"steps|instructions)\b",
    re.IGNORECASE,
)
# 你 (or 助手, an agent's word for it), a time before now, for whom, and what it did, said as done (过, 了, 的) or
# after a time before now (你上次推荐那家); not a request (你推荐一家吧) nor agreement (你说的对, 你说了算)
_ZH_WHEN = (
    r"(?:之前|上次|上回|刚才|刚刚|那天|那次|昨天|前天|上周|上礼拜|上个月|以前|早先|当时|先前|早上|那会儿)"
)
_ZH_FOR = r"(?:给我|跟我|和我|对我|帮我|为我|替我|给用户|跟用户|帮用户|为用户)"
_ZH_DID = (
    r"(?:推荐|建议|说|讲|提到|提|列|给|发|答应|承诺|保证|介绍|选|挑|找|写|算|估|订|定|安排|告诉|提醒|整理|规划|"
    r"查|翻译|改)"
)
# (the assistant as who says it, not as whom the user told: 我跟你说过, 我告诉你的)
_ZH_YOU = r"(?<![跟和对给向诉帮让叫])(?:你|您)|助手"
_ZH = re.compile(
    rf"(?:{_ZH_YOU})(?:{_ZH_WHEN}|都|也|还|又|曾经?)*(?:{_ZH_FOR}{_ZH_DID}?|{_ZH_DID})(?:了|过|的)"
    r"(?!对|没错|有道理|也对|很对|是对|算)"
    rf"|(?:{_ZH_YOU}){_ZH_WHEN}{_ZH_FOR}?{_ZH_DID}"
    # a promise recalled (你说会提醒我, 你答应提醒我): not "你说会不会下雨", a question put to it
    rf"|(?:{_ZH_YOU})(?:{_ZH_WHEN}|都|也|还|又)*(?:(?:说|答应|承诺|保证)(?:过|了)?(?:要|会)(?!不)|答应|承诺)"
)


def asks_what_assistant_said(query: str) -> bool:
    """Whether ``query`` asks what the assistant said, recommended, gave or promised before (see the module
    docstring)."""
    return bool(_EN.search(query) or _ZH.search(to_simplified(query)))


def said_by_assistant(record: MemoryRecord) -> bool:
    """Whether ``record`` holds the assistant's own words or acts (what it said, a call it made)."""
    return record.source_kind == "model_inferred"


def lift_assistant_reply(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """When ``query`` asks what the assistant said and the best is not the assistant's, the first of the best
    ``_HEAD`` that the assistant said in the best's session, at its time or after, ranks right above the best."""
    if not asks_what_assistant_said(query):
        return
    head = best_ids(final, 1)
    if not head:
        return
    best = records[head[0]]

    def reply(rid: str) -> bool:
        record = records[rid]
        return (
            said_by_assistant(record)
            and record.scope.session_id == best.scope.session_id
            and record.occurred_at >= best.occurred_at
        )

    lift_above_best(final, _HEAD, lambda rid: said_by_assistant(records[rid]), reply)


__all__ = ["asks_what_assistant_said", "lift_assistant_reply", "said_by_assistant"]
