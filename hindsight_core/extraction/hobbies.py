"""A hobby named as one ("my hobby is baking", "my main hobby these days is pottery", "my hobbies are climbing and
board games", "hobbies: baking, hiking"): what one likes doing (``likes``), as "I love baking" is; before, it filled no
slot (only a favourite one did: "my favourite hobby is knitting"). Someone else's ("my wife's hobby is ...") is not
the speaker's, and a hobby wished for or gone ("I need a hobby", "my old hobby was ...") names none.

    >>> [m["value"] for p, _, _ in HOBBY_RULES if (m := p.search("my main hobby these days is pottery"))]
    ['pottery']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I

# the speaker's hobby, and which one ("my main hobby", "my new hobbies"; not "my old hobby", "my wife's hobby")
_MY_HOBBY = (
    r"(?:^|(?<=[\s,.;:!?(]))my\s+(?:(?:main|new|current|only|big|latest|other|biggest|weird|real)\s+)?hobb(?:y|ies)"
    r"(?:\s+(?:these\s+days|right\s+now|rn|at\s+the\s+moment|now|lately|atm))?"
)

#: (pattern, attribute, event type): a hobby named as one.
HOBBY_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_MY_HOBBY + r"\s+(?:is|are|include|includes)\s+(?:(?:probably|definitely|mostly|mainly|basically)\s+)?"
                r"(?!(?:a|an|the|my|it|that|this|nothing|none|non-existent|nonexistent|kind\s+of|sort\s+of|so|too|very|"
                r"pretty|really|quite|boring|weird|expensive|cheap)\b)" + _EN_VALUE, _I), "likes", "preference"),
    (re.compile(r"(?:^|(?<=\n))\s*(?:my\s+)?hobbies\s*:\s*" + _EN_VALUE, _I), "likes", "preference"),
)  # fmt: skip


__all__ = ["HOBBY_RULES"]
