"""The car one drives ended by its sale with none got in its place: "I drive a Corolla" then "I sold my car", 我开的是
卡罗拉 then 我把车卖了 / 我现在没车了.

No slot rule reads such a sale (it names no car), so "what car do I drive?" still answered the Corolla first. The
speaker's own records tell it: where their car is current, the sale says it no longer holds (``car`` = "not Corolla"),
and the writer supersedes it as it does any change. A sale with a car got for it ("sold the Civic and got a Tesla",
我把捷达卖了换了辆特斯拉: their own slot), one wished, planned or supposed ("I should sell my car", 我想把车卖了, 如果我
把车卖了), someone else's ("my wife sold her car", 我爸把车卖了) or of something else ("I sold my bike") is left as it
was.

    >>> car_sold("I finally sold my car last week"), car_sold("我把车卖了"), car_sold("I'm thinking of selling my car")
    (True, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.lifecycle.employer_ended import own_value_ended
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import to_simplified

_EN = re.compile(
    # "I sold my car", "we finally sold our old truck", "I got rid of my car", "I don't have a car anymore"
    r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:just|finally|already|recently|actually)\s+)*"
    r"(?:sold|got\s+rid\s+of)\s+(?:my|our|the)\s+(?:old\s+|beloved\s+|trusty\s+)?(?:car|truck|suv|minivan|vehicle)\b(?!['’]s)"
    # (not with another got for it: "sold my car and bought a Tesla", the car's own slot)
    r"(?![^.!?\n]{0,40}?\b(?:got|bought|picked\s+up|leased|replaced|traded)\b)"
    r"|\bi\s+(?:don['’]t|no\s+longer)\s+(?:have|own)\s+a\s+car\b(?!\s+(?:with|that|for)\b)",
    re.IGNORECASE,
)
_ZH = re.compile(
    # 我把车卖了, 我的车卖掉了, 我们上个月把车卖了, 车卖了 at a clause's start, 我现在没车了
    r"(?:(?<!如果)(?<!要是)(?<!假如)(?<!等)我(?:们)?|^|(?<=[，,。！!？?；;\s]))(?:已经|最近|终于|刚刚?|也|上个月|上周|去年|今年|前几天|前阵子)*"
    r"(?:(?:把|的)?(?:家里的|我的)?(?:车|车子|爱车|老车|旧车)(?:已经|也)?卖(?:了|掉了)(?![吗没])(?![^，。！？；,.!?;\n]{0,6}?(?:换|买|提))"
    r"|(?:现在)?没(?:有)?车了)"
)
# a sale ahead, wished or asked: "thinking of selling", 想, 要, 打算, 吗
_NOT_DONE = re.compile(
    r"\b(?:should|might|will|would|could|going\s+to|thinking|want|wanna|if)\b|想|要|打算|准备|吗",
    re.IGNORECASE,
)


def car_sold(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says they sold their car, or have none now."""
    said = to_simplified(text)
    found = _EN.search(said) or _ZH.search(said)
    return found is not None and _NOT_DONE.search(said, max(0, found.start() - 20), found.start()) is None


async def cars_ended(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker sold their car (with no slot of its own) given the slot of their
    current car with "not" before it, where they have one."""
    return await own_value_ended(candidates, graph, car_sold, "car")


__all__ = ["car_sold", "cars_ended"]
