"""Where the user is from, said as chat says it: "I'm originally from Poland", "originally from Kerala but been in
Leeds for ages", "born and raised in Cork", "I grew up in Leeds", "I was born in Kraków". It fills ``from``, as "I'm
from Poland" does; before, none filled a slot. Where one is from is no home: ``lives_in`` said before or after stays.

Only the speaker's ("my mum is originally from Poland", "my husband grew up in Cork" are theirs), said by them or
opening a sentence with them left out (not "kids who grew up in Leeds", "the idea was born and raised in Slack"), a
place by its name (not "a small town", "the 90s", "1990", "May"), and no supposition ("if I'd grown up in London").

    >>> [m["value"] for p, _, _ in ORIGIN_RULES if (m := p.search("born and raised in Cork"))]
    ['Cork']
    >>> [m["value"] for p, _, _ in ORIGIN_RULES if (m := p.search("my husband grew up in Cork"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.dates_en import MONTH_NAMES
from hindsight_core.extraction.slot_patterns import _EN_VALUE, _TECH, EN_SPEAKER

_I = re.IGNORECASE

# the speaker, or a sentence opening with them left out ("born and raised in Cork", "originally from Kerala")
_OPENS = r"(?:^|(?<=[.!?])|(?<=[.!?]\s))\s*(?:(?:so|and|but|btw|well|oh|ok|okay|fyi|also|me\??)[\s,:]+)*"
# a place by its name ("the Bay Area"): no year, month, decade, kind of place ("the 90s", "the countryside") or tool
# ("I grew up in Python 2 days")
_A_PLACE = (
    r"(?!\d)(?!(?:" + MONTH_NAMES + r"|" + _TECH + r")\b)"
    r"(?!(?:a|an|my|our|this|that|some|one|there|here|poverty|care)\b)(?!the\s+(?-i:[a-z]))"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
ORIGIN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm originally from Poland", "originally from Kerala but ..."
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:['’]m|\s+am)\s+|" + _OPENS + r")(?:actually\s+)?originally\s+from\s+" + _A_PLACE
                + _EN_VALUE, _I), "from", "fact"),
    # "born and raised in Cork", "I was born and bred in Leeds"
    (re.compile(r"(?:" + EN_SPEAKER + r"\s+was\s+|" + _OPENS + r")born\s+and\s+(?:raised|bred)\s+in\s+" + _A_PLACE + _EN_VALUE, _I),
     "from", "fact"),
    # "I grew up in Leeds", "grew up in Lagos, live in London now", "I was raised in Ohio"
    (re.compile(r"(?:" + EN_SPEAKER + r"\s+(?:mostly\s+|actually\s+|kinda\s+)?|" + _OPENS + r")(?:grew\s+up|was\s+raised)\s+in\s+"
                + _A_PLACE + _EN_VALUE, _I), "from", "fact"),
    # "I was born in Kraków", "born in Cork, raised in Dublin" (not "in 1990", "in May", "in the wrong decade")
    (re.compile(r"(?:" + EN_SPEAKER + r"\s+was\s+|" + _OPENS + r")born\s+in\s+" + _A_PLACE + _EN_VALUE, _I), "from", "fact"),
)  # fmt: skip

__all__ = ["ORIGIN_RULES"]
