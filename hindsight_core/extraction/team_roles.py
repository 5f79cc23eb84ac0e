"""A job said as one's place in a team: "I'm the only backend dev here", "im the sole frontend engineer on the
team", "I'm the lead dev on the mobile app", "I'm one of two backend devs here", "I'm the tech lead", "I'm the team lead on
payments". It is what one is (``is_a``, read as
a ``job`` by :func:`~.occupations.occupation`), as "I'm a backend dev" is; before, only "a"/"an" before the job was
read, so a coding agent's user who said so was left with no job.

Only a word that names work ends it ("I'm the only one who cares", "I'm the only child", "I'm one of the lucky ones"
name none), and only the speaker's, as things are ("if I'm the only dev left ...": a supposition).

    >>> [m["value"] for p, _, _ in TEAM_ROLE_RULES if (m := p.search("I'm the only backend dev here"))]
    ['backend dev']
    >>> [m["value"] for p, _, _ in TEAM_ROLE_RULES if (m := p.search("I'm the only one who cares"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import _EN_WORK

_I = re.IGNORECASE

_WORK = "|".join(sorted((re.escape(w) for w in _EN_WORK), key=len, reverse=True))
# the speaker's place: "the only", "the sole", "the lead", "one of two", "one of the three"
_PLACE = (
    r"(?:the\s+(?:only|sole|lone|main|resident|one\s+and\s+only|first|solo)|the(?=\s)(?!\s+(?:\w+est|worst)\b)"
    # (the role alone, "I'm the tech lead"; not how well, "the best engineer here", nor of, for or at one's own life,
    # people or family: "the ceo of my own life", "the coach of my son's team", "the photographer at my cousin's wedding")
    r"(?![^.!?\n]*?\b(?:of|for|at|in)\s+(?:my|our|his|her|their|this|that|it|what|everything|the\s+(?:house|family|group\s+chat))\b)|"
    r"one\s+of\s+(?:the\s+)?(?:two|three|four|five|six|a\s+few|a\s+couple\s+of|\d+|only\s+\w+))"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
TEAM_ROLE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bbefore\s)\bi(?:['’]?m|\s+am)\s+(?:(?:currently|now|still|basically|literally|"
                r"pretty\s+much|kind\s+of|kinda)\s+)?" + _PLACE + r"\s+(?P<value>(?:[\w-]+\s+){0,2}?(?:" + _WORK + r"))s?"
                r"(?=\s*(?:$|[,.;:!?)]|\s+(?:here|on|at|in|for|of|and|but|so|now|who|btw|lol|left|atm|rn|tbh)\b))", _I),
     "is_a", "fact"),
)  # fmt: skip

__all__ = ["TEAM_ROLE_RULES"]
