"""The partner ended by a break-up said with no one named: "I'm dating Jake" then "we broke up last week", 我男朋友叫阿杰
then 我们分手了 / 我被甩了.

A break-up naming the partner or their role ("Jake and I broke up", "I broke up with my boyfriend", 我和阿杰分手了) is a
slot of its own (``partner`` = "not Jake"); one said of "we" or of the speaker alone names no one, so Jake stayed
current and "who am I dating?" answered him first. The speaker's own records tell it: where their partner is current,
the break-up says it no longer holds (``partner`` = "not Jake"), and the writer supersedes it as it does any change. One
supposed or told of the past ("if we broke up", "when we broke up I moved", 如果我们分手了), asked (我们分手了吗),
someone else's ("my parents split up", 他们分手了) or no break-up of a couple ("we broke up the fight", "we split the
bill", 蛋糕我们分了) is left as it was; a spouse is never ended by it (a divorce is :mod:`~.partner_ended`'s).

    >>> broke_up("we broke up last week"), broke_up("我们分手了"), broke_up("my sister and her boyfriend broke up")
    (True, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.slot_rules_en import EN_BROKE_UP
from hindsight_core.lifecycle.employer_ended import own_value_ended
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import to_simplified

_EN = re.compile(
    # "we broke up", "we've split up", "we called it quits last month"; "I got dumped", "she broke up with me"
    r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bbefore\s)(?<!\bafter\s)(?<!\bsince\s)"
    r"(?:\bwe(?:['’]ve|\s+have)?\s+" + EN_BROKE_UP
    + r"|\bi\s+(?:just\s+)?got\s+dumped\b|\b(?:he|she)\s+(?:just\s+|finally\s+)?(?:dumped\s+me|broke\s+up\s+with\s+me)\b)",
    re.IGNORECASE,
)  # fmt: skip
_ZH = re.compile(
    # 我们分手了, 我分手了, 唉，我们昨天分了, 我被甩了 (not 如果我们分手了, 我们分手了吗, 他们分手了, 蛋糕我们分了)
    r"(?:^|(?<=[，,。！!？?；;\s~～…])|(?<=唉)|(?<=其实)|(?<=对了))我(?:们)?"
    r"(?:已经|刚刚?|终于|还是|也|上个月|上周|昨天|前天|前几天|前阵子|最近|今天|昨晚)*"
    r"(?:分手了|分了(?=$|[，,。！!～~…\s])|被甩了)(?![吗么])"
)


def broke_up(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says they broke up with their partner, naming no one."""
    return bool(_EN.search(text) or _ZH.search(to_simplified(text)))


async def partners_ended(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker broke up (with no slot of its own) given the slot of their current
    partner with "not" before it, where they have one."""
    return await own_value_ended(candidates, graph, broke_up, "partner")


__all__ = ["broke_up", "partners_ended"]
