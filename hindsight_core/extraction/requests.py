"""Requests to forget or not to keep something: an instruction about memory, whose value must not become a
memory itself ("Please forget my phone number +44 ...": the agent's forget ran, then the request was stored
with the number)."""

from __future__ import annotations

import re

from hindsight_core.text import to_simplified

_I = re.IGNORECASE

# A request to forget or not to keep something ("Please forget my phone number +44 ...", "Don't save my card
# number ...", "stop storing my email ...", 别记我的手机号了): an instruction about memory, whose value must not
# become a memory itself. Its object is the speaker's ("my ...", "what I said", 我的) or the request says where
# from ("from your records"); "forget it, let's use MySQL" and "delete the old branch" are no such request.
_MEMORY_REQUEST = re.compile(
    # the request opens its clause ("Please forget my ...", "Delete my old address ..."): never "Don't forget my
    # passport number", "I always forget my wife's birthday"
    r"(?:^|[.!?:：;；,，]\s*|\n)\s*(?:(?:please|pls|kindly|ok|okay|and|also|can\s+you|could\s+you|would\s+you|"
    r"i\s+(?:want|need)\s+you\s+to|i'd\s+like\s+you\s+to)\s+)*"
    r"(?:forget|delete|erase|remove|wipe|purge|scrub|(?:do\s+not|don't|never)\s+(?:save|store|keep|record|log|retain)|"
    r"stop\s+(?:storing|saving|keeping|remembering|recording|tracking))\s+"
    r"(?:(?:all\s+(?:of\s+)?)?(?:my|our)\b|what\s+i\s+(?:said|told)|that\s+i\b|where\s+i\b|everything\s+(?:i|about)\b|"
    r"(?:it|this|that|them)\s+from\s+(?:your\s+)?(?:records|memory|memories|database|system))"
    r"|\bi\s+(?:withdraw|revoke)\s+(?:my\s+)?consent\b"
    r"|\bi\s+(?:don't|do\s+not)\s+want\s+(?:it|this|that|them|my\s+[\w\s]{1,30}?)\s+(?:stored|saved|kept|remembered|on\s+file)\b"
    r"|(?:^|[，,。！!？?；;：:\s])(?:请你?|麻烦你?|你)?(?:把)?(?:忘掉|忘记|别记|不要记|别再记|不用记|删掉|删除|清除|抹掉|别保存|不要保存|不要存|别存)"
    r"(?:一下|掉)?(?:我|这|那)",
    _I,
)
# Where a request's clause ends: a sentence, a semicolon, or a comma before what follows it ("Please forget my
# old number; my new number is ...", "Forget my old email, use dan@...").
_SENTENCE_CUT = re.compile(
    r"(?<=[.!?])\s+|(?<=[。！？\n])\s*|[;；]\s*|[,，]\s*(?=(?:my|use|the|it's|its|i|i'm|we|our|now|instead)\b|我|现在|新)",
    re.IGNORECASE,
)


def without_memory_requests(text: str) -> str:
    """``text`` without its sentences asking to forget or not to keep something (what they name must not
    be remembered from them); the rest as written."""
    if not _MEMORY_REQUEST.search(to_simplified(text)):
        return text
    kept = [
        s for s in _SENTENCE_CUT.split(text) if s.strip() and not _MEMORY_REQUEST.search(to_simplified(s))
    ]
    return " ".join(kept)
