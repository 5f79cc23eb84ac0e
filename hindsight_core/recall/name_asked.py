"""A name asked for: "用户的猫叫什么名字" is answered by "下班回家跟我家猫过的 它叫汤圆 是只橘猫", not by "讲一只橘猫找月亮的故事"
(a picture book's cat, the same 橘猫); "用户招的那位蛋糕装饰师傅叫什么？" by "裱花师已招到，名叫小敏", not by the job ad
that opened the topic; "What is the name of the user's business?" by "I run a small pottery studio in Margate
called Tidemark Clay". The turn that names something says it in a few fixed words (叫, 名叫, named, called, its
name is); when the best says none, the first of the best few that does ranks right above it."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.text import CASED_UPPER, spoken_only, to_simplified

_ASKS_NAME = re.compile(
    r"叫什么|叫啥|什么名字|名字是|\bwhat(?:'s|\s+is|\s+was)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}name\b|\bname\s+of\b|"
    r"\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)\s+.{1,30}\s+called\b|\bwhat\s+did\s+.{1,30}\s+name\b",
    re.IGNORECASE,
)
# a name said: 它叫汤圆, 名叫小敏, 名字是, "named Pixel", "called Tidemark Clay", "his name's Felix", "Theo's his middle
# name" (not 叫 of a call or an order: 老板叫我加班, 叫了外卖, 叫醒; not a name asked for: 名字你帮我想一个; not "called
# about the boiler")
_SAYS_NAME = re.compile(
    r"叫(?![我你他她它们人了醒车外什啥])[^\s，。！？、,.!?的]{1,4}|名字(?:是|叫)|"
    rf"\b(?:named|called)\s+(?-i:[{CASED_UPPER}\"“'‘])|"
    r"\bname(?:'s|\s+is|\s+was)\s|\b(?:first|middle|last|full|nick)\s*name\b",
    re.IGNORECASE,
)
#: How many of the best are read for a turn that says a name
_HEAD = 3


def asks_name(query: str) -> bool:
    """Whether ``query`` asks what someone or something is called.

    >>> asks_name("用户的猫叫什么名字"), asks_name("What is the name of the user's business?")
    (True, True)
    >>> asks_name("what's the baby's name"), asks_name("Where does the user live?")
    (True, False)
    """
    return _ASKS_NAME.search(to_simplified(query)) is not None


def says_name(text: str) -> bool:
    """Whether what ``text`` says (not a question it answers, nor a text it pastes: an email's "my name is John
    Carter" is its author's) names someone or something.

    >>> says_name("用户说：下班回家跟我家猫过的 它叫汤圆 是只橘猫"), says_name("用户说：老板叫我周末加班")
    (True, False)
    >>> says_name("The user said: I run a small pottery studio in Margate called Tidemark Clay")
    True
    """
    return _SAYS_NAME.search(to_simplified(without_pasted(spoken_only(text)))) is not None


def lift_name_said(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """For a question asking a name (:func:`asks_name`), the first of the best ``_HEAD`` that says one
    (:func:`says_name`) ranks right above the best, when the best says none."""
    if not asks_name(query):
        return

    def names(rid: str) -> bool:
        return says_name(records[rid].text)

    lift_above_best(final, _HEAD, names, names)


__all__ = ["asks_name", "lift_name_said", "says_name"]
