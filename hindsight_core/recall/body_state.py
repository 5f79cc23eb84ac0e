"""How a part of the user's body is now ("how's my knee?", "is my ankle better?", 我膝盖怎么样了, 我的腰好了吗): the
answer is the newest thing they said of it. An injury and its mending are said in words that share only the part
("my left knee has been killing me since the run on Sunday", then "the MRI showed a torn meniscus in the knee",
then "knee's much better, back to running"), so no rule reads the later as a change of the first, and the injury
ranked first as often as the mending, and "is my ankle better?" had "knee's much better" first. Of the best few, the
newest naming the part asked, of the same speaker and subject as the best naming it (not "my dad's knee"), ranks
first (:func:`lift_newest_state`).

    >>> asked_part("how's my knee?"), asked_part("is my left ankle better now?"), asked_part("我膝盖怎么样了")
    ('knee', 'ankle', '膝盖')
    >>> asked_part("how's my dad's knee?"), asked_part("what did the MRI show?"), asked_part("我爸的腰好了吗")
    (None, None, None)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import same_speaker, spoken_only, to_simplified

#: How many of the best are read for a newer word of the part
_HEAD = 5

_EN_PARTS = (
    r"knee|ankle|back|shoulder|wrist|hip|neck|elbow|foot|hamstring|calf|shin|achilles|heel|toe|finger|thumb|arm|leg|"
    r"groin|rib|ribs|jaw|knees|ankles|shoulders|wrists|hips|elbows|feet|hamstrings"
)
_ZH_PARTS = r"膝盖|脚踝|腰椎|颈椎|腰|肩膀|手腕|脖子|后背|胳膊|手肘|跟腱|脚后跟|膝"
# "how's my knee?", "how is my left ankle doing", "is my back any better?", "is my wrist healed yet?" (the speaker's:
# "my" right before the part)
_EN_ASKED = re.compile(
    r"\b(?:how(?:'s|’s|\s+is|\s+are)|is|are)\s+my\s+(?:left\s+|right\s+|bad\s+|sore\s+|injured\s+)?(?P<part>"
    + _EN_PARTS
    + r")\b(?=\s*(?:$|[?.!,]|doing|now|these\s+days|feeling|holding\s+up|coming\s+along|getting|any|still|better|"
    r"ok|okay|healed|healing|recovered|fine|good|worse))",
    re.IGNORECASE,
)
# 我膝盖怎么样了, 我的腰好了吗, 我脚踝还疼吗, 我肩膀恢复得怎么样 (not 我爸的腰: 我 right before the part)
_ZH_ASKED = re.compile(
    r"我的?(?:左|右)?(?P<part>"
    + _ZH_PARTS
    + r")(?:现在|最近)?(?:怎么样|咋样|好了|好点|好些|好多了|还疼|还痛|恢复|好没好)"
)


def asked_part(query: str) -> str | None:
    """The part of the speaker's body ``query`` asks how it is now, or None."""
    text = to_simplified(query)
    found = _EN_ASKED.search(text) or _ZH_ASKED.search(text)
    return found["part"].lower() if found is not None else None


def _says(text: str, part: str) -> bool:
    """Whether ``text`` names ``part`` ("knee's", "knees"; "back" only as the body's: "my back", "back pain", not
    "back to running")."""
    said = spoken_only(text)
    if re.search(r"[\u4e00-\u9fff]", part):
        return part in said
    stem = part.removesuffix("s") if part not in ("ribs",) else part
    if stem == "back":
        return (
            re.search(
                r"\b(?:my|lower|upper|bad|the)\s+back\b(?!\s+(?:to|from|home|in|at|on)\b)|\bback\s*(?:pain|ache)|\bbackache",
                said,
                re.IGNORECASE,
            )
            is not None
        )
    return re.search(rf"\b{stem}(?:s|es)?(?:'s|’s)?\b", said, re.IGNORECASE) is not None


def lift_newest_state(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> str | None:
    """Asked how a part of the speaker's body is now (:func:`asked_part`): the newest of the best ``_HEAD`` naming it,
    of the same speaker and subject as the best naming it, ranks first. Returns the record lifted."""
    part = asked_part(query)
    head = best_ids(final, _HEAD) if part is not None else []
    naming = [rid for rid in head if part is not None and _says(records[rid].text, part)]
    if not naming:
        return None
    best = records[naming[0]]  # the best naming it: whose part the question is taken to ask of
    said = [
        rid
        for rid in naming
        if not ended(records[rid], at)
        and records[rid].scope.user_id == best.scope.user_id
        and same_speaker(records[rid].text, best.text)
        and same_subject(best.text, records[rid].text)
    ]
    newest = max(said, key=lambda rid: records[rid].occurred_at, default=None)
    if newest is None or newest == head[0]:
        return None
    final[newest] = final[head[0]] * (1.0 + 1e-6)
    return newest


__all__ = ["asked_part", "lift_newest_state"]
