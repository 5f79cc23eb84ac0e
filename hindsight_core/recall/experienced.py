"""Questions asking what the user has done, been to or tried ("Which countries have I visited?", "Where have I
traveled?", "What have I tried for my back?", 我去过哪些国家, 我都吃过什么): their answers are what the user did. A
record saying only what the user wishes to do ("I'd love to go to Iceland someday", 好想去冰岛) or has never done
("I've never been to Japan", 我还没去过日本) names the thing asked of and shares its words, and it ranked first, above the
trips taken. Such a record ranks lower for such a question (:func:`lower_not_done`); for a yes-or-no question ("Have I
been to Japan?", 我去过日本吗) it is the answer and keeps its place.

    >>> asks_what_was_done("Which countries have I visited?"), asks_what_was_done("我都去过哪些城市")
    (True, True)
    >>> asks_what_was_done("Have I been to Japan?"), asks_what_was_done("我去过日本吗")
    (False, False)
    >>> asks_what_was_done("Where do I want to go next?"), asks_what_was_done("我想去哪些国家")
    (False, False)
    >>> only_wished_or_never("The user said: I'd love to go to Iceland someday")
    True
    >>> only_wished_or_never("The user said: I'd love to go back to Kyoto someday"), only_wished_or_never("用户说：我还没去过日本")
    (False, True)
    >>> only_wished_or_never("The user said: We spent two weeks in Portugal last summer")
    False
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lower
from hindsight_core.text import to_simplified

#: How much lower a record of a thing only wished or never done ranks (its score times one minus this).
NOT_DONE_PENALTY = 0.5

_WHO = r"(?:i|we|the\s+user)"
_DONE = (
    r"(?:been(?:\s+to\b|\s+on\s+(?:vacation|holiday|trips?)\b|\s*(?:[?.!]|$))"
    r"|visited|traveled|travelled|gone|tried|read|seen|watched|eaten|played|lived|worked|climbed|hiked"
    r"|studied|learned|learnt|used|owned|had|done|cooked|made|taken)"
)
_EN = re.compile(
    rf"\b(?:which|what|where|how\s+many)\b[^?]*?\b(?:have|has|had)\s+{_WHO}\s+(?:ever\s+|already\s+|so\s+far\s+)?"
    rf"{_DONE}"
    rf"|\b(?:which|what|where)\b[^?]*?\bdid\s+{_WHO}\s+(?:ever\s+)?(?:go|travel|visit|fly|move)\b"
    rf"|\b(?:which|what)\s+\w+(?:\s+\w+)?\s+{_WHO}\s+(?:have\s+)?(?:been\s+to|visited|tried|read|watched)\b",
    re.IGNORECASE,
)
# 我去过哪些国家, 我都吃过什么, 哪些城市我去过, 我去哪里旅游过 (not 我去过日本吗: a yes or no)
_ZH_DONE = r"(?:去过|到过|玩过|吃过|看过|试过|学过|读过|住过|用过|旅游过|旅行过|走过|爬过)"
_ZH_WHICH = r"(?:哪些|哪几|哪个|什么|啥|哪里|哪儿|几个|多少|哪(?=$|[？?呢啊呀]))"
_ZH = re.compile(
    rf"{_ZH_DONE}(?:了)?{_ZH_WHICH}|{_ZH_WHICH}[^，。？?]{{0,6}}{_ZH_DONE}|去(?:过)?{_ZH_WHICH}(?:旅游|旅行|玩)过"
)

# only wished: "I'd love to go", "I want to try", "someday", "bucket list"; 好想去, 一直想, 打算, 有机会
_WISHED = re.compile(
    r"\b(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:really\s+|so\s+)?(?:love|like)\s+to\b"
    r"|\b(?:i|we)\s+(?:really\s+|still\s+)?(?:want\s+to|wanna|hope\s+to|plan\s+to|dream\s+of)\b"
    r"|\bhoping\s+to\b|\bdreaming\s+of\b|\bsome\s?day\b|\bone\s+day\b|\bbucket\s+list\b|\bwish\s+i\s+could\b",
    re.IGNORECASE,
)
# never done: "I've never been to", "haven't tried", "not been to", "yet to visit"; 还没去过, 从没吃过, 没去过
_NEVER = re.compile(
    r"\bnever\s+(?:been(?!\s+(?:so|more|less|this|that|happier|better|worse)\b)|visited|gone|went|tried|had|seen|read|watched|eaten|played|traveled|travelled)\b"
    r"|\b(?:haven'?t|have\s+not|hasn'?t|has\s+not)\s+(?:ever\s+|yet\s+)?(?:been|visited|gone|tried|had|seen|read"
    r"|watched|eaten|played|traveled|travelled)\b|\byet\s+to\s+(?:visit|go|try|see|read)\b",
    re.IGNORECASE,
)
_ZH_WISHED = re.compile(
    r"想去|好想|很想|一直想|希望|梦想|打算|计划|准备去|有机会|以后(?:要|想|一定)|下次(?:想|要)"
)
_ZH_NEVER = re.compile(
    r"(?:还|从|从来|都)?(?:没|没有|未曾|不曾)(?:去|到|玩|吃|看|试|学|读|住|用|旅游|旅行)过"
)
# going again, a wish of one who has been: "I'd love to go back to Kyoto", 还想再去一次
_AGAIN = re.compile(r"\b(?:back|again)\b|再|又", re.IGNORECASE)


def asks_what_was_done(query: str) -> bool:
    """Whether ``query`` asks which things the user has done, been to or tried (a list, not a yes or no)."""
    if _EN.search(query):
        return True
    text = to_simplified(query)
    return bool(_ZH.search(text)) and not re.search(r"想|要|打算|计划", text)


def only_wished_or_never(text: str) -> bool:
    """Whether ``text`` says only that the user wishes to do a thing or has never done it."""
    simple = to_simplified(text)
    if _NEVER.search(text) or _ZH_NEVER.search(simple):
        return True
    return bool(_WISHED.search(text) or _ZH_WISHED.search(simple)) and not _AGAIN.search(simple)


def lower_not_done(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked what the user has done (:func:`asks_what_was_done`): the records of a thing only wished or never done
    rank lower (nothing moves for any other question)."""
    if asks_what_was_done(query):
        lower(final, [rid for rid in final if only_wished_or_never(records[rid].text)], NOT_DONE_PENALTY)


__all__ = ["NOT_DONE_PENALTY", "asks_what_was_done", "lower_not_done", "only_wished_or_never"]
