"""What people call the user, said of them: "everyone calls me Jay", "Jennifer, but everybody calls me Jen", "people
at work call me Kit". It fills ``nickname``, as "call me Jay" does; before, only the request did. It is no new name:
``name`` said before stays, and both are found.

Only a name (capitalised: "everyone calls me lazy", "everyone calls me when something breaks" name none), called by
people of the user's world (not "nobody calls me Jay", nor a question "does everyone call me Jay?"), and only the
user (not "everyone calls him Pops"). A name one person calls the user ("my mum calls me Bubba", "my boss calls me
Champ") is that person's for them, not what the user goes by (nor what the assistant should call them): none.

    >>> [m["value"] for p, _, _ in NICKNAME_RULES if (m := p.search("Jennifer, but everybody calls me Jen"))]
    ['Jen']
    >>> [m["value"] for p, _, _ in NICKNAME_RULES if (m := p.search("everyone calls me when something breaks"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

# who calls the user so: everyone, people, the ones of their world ("my friends", "everyone at work", "the kids")
_CALLERS = (
    r"\b(?:everyone|everybody|every\s+one|people|most\s+people|most\s+folks|folks|friends|(?:my|the)\s+"
    r"(?:friends|mates|family|colleagues|co-?workers|team|teammates|kids|students|parents|grandparents|brothers|"
    r"sisters|siblings|cousins|uni\s+friends|school\s+friends)|all\s+my\s+(?:friends|mates))"
    r"(?:\s+(?:at|from|in)\s+(?:work|school|uni|college|home|the\s+office|the\s+gym))?"
)
_HOW_OFTEN = (
    r"(?:(?:just|usually|mostly|all|still|always|basically|only|tend\s+to|have\s+always|now)\s+){0,2}"
)
# the name, one or two capitalised words, ending its clause or followed by a word on it ("though", "for short")
_NAME = (
    rf"(?P<value>(?-i:[{CASED_UPPER}][\w'’-]*)(?:\s+(?-i:[{CASED_UPPER}][\w'’-]*))?)"
    r"(?=\s*(?:$|[,.;:!)—–]|\s-)|\s+(?:though|tho|for\s+short|btw|lol|haha|tbh|now|anyway|at\s+work|at\s+home|"
    r"since|because|cos|so|and|but|which|instead|too|as\s+well|mostly|these\s+days)\b)"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
NICKNAME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!\bdoes\s)(?<!\bdo\s)(?<!\bwhy\s)(?<!\bif\s)" + _CALLERS + r"\s+" + _HOW_OFTEN + r"calls?\s+me\s+" + _NAME, _I),
     "nickname", "fact"),
)  # fmt: skip

__all__ = ["NICKNAME_RULES"]
