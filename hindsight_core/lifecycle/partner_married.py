"""One's partner said to be one's spouse now: "I'm dating Jake." then "my boyfriend is now my husband", 我女朋友叫小雨
then 我女朋友现在是我老婆了 / 女朋友变成老婆了.

Such words name no one, so no slot rule reads them and "what's my wife's name?" had no answer. The speaker's own
records tell it: where their partner is current, the words make that partner their wife or husband (``wife`` =
"小雨"), as "my wife's name is Xiaoyu" would. Someone else's ("my friend's girlfriend is now his wife", 我哥的女朋友
现在是我嫂子了), one to come ("my girlfriend will be my wife", 我女朋友明年就是我老婆了) or a question fill none.

    >>> spouse_now("my girlfriend is now my wife"), spouse_now("我男朋友已经是我老公了"), spouse_now("她马上就是我老婆了")
    ('wife', 'husband', None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.employer_ended import current_own
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import spoken_only, to_simplified

_EN = re.compile(
    # "my girlfriend is now my wife", "my boyfriend became my husband", "my partner is officially my husband now"
    r"(?<!\bif\s)\bmy\s+(?:girlfriend|boyfriend|partner|fianc[eé]e?)\s+(?:is\s+(?:now\s+|officially\s+)*|became\s+|has\s+become\s+)"
    r"my\s+(?P<spouse>wife|husband)\b(?!\s*\?)",
    re.IGNORECASE,
)
_ZH = re.compile(
    # 我女朋友现在是我老婆了, 我男朋友已经是我老公了, 女朋友变成老婆了 (not 我哥的女朋友…, 明年就是…, …了吗)
    r"(?:我(?:的)?|^|(?<=[，,。！!？?；;\s]))(?:男朋友|女朋友|男友|女友|对象|未婚妻|未婚夫)(?:现在|已经|终于|正式)*"
    r"(?:是|变成了?|成了)(?:我(?:的)?)?(?P<spouse>老婆|老公|妻子|丈夫|媳妇)(?:了(?![吗么?？])|(?![了吗么?？]))"
)
_SPOUSES = {"wife": "wife", "husband": "husband", "老婆": "wife", "妻子": "wife", "媳妇": "wife", "老公": "husband",
            "丈夫": "husband"}  # fmt: skip


def spouse_now(text: str) -> str | None:
    """The spouse (``wife`` / ``husband``) ``text`` (a speaker's own words) says their partner now is, or None."""
    found = _EN.search(text) or _ZH.search(to_simplified(text))
    return _SPOUSES[found["spouse"].lower()] if found is not None else None


async def partners_married(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each of the speaker's own words with no slot that says their partner is now their spouse,
    given the spouse's slot with the current partner's name, where they have one."""
    out = []
    for candidate in candidates:
        if (
            candidate.source_kind == "user_stated"
            and slot(candidate) is None
            and (spouse := spouse_now(said_for_real(spoken_only(candidate.text)))) is not None
            and (current := await current_own(candidate, "partner", graph)) is not None
        ):
            subject, value = current
            attributes = {**candidate.attributes, "subject": subject, "attribute": spouse, "value": value}
            candidate = candidate.model_copy(update={"attributes": attributes})
        out.append(candidate)
    return out


__all__ = ["partners_married", "spouse_now"]
