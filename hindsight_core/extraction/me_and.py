"""A "me and X" said as chat says "X and I", opening a clause ("me and my girlfriend just moved to Glasgow", "me and Sam
moved to Leeds", "me n my wife live in Bristol"): said as "my girlfriend and I", so a value said of both is the
speaker's too, as the rules read "my girlfriend and I just moved to Glasgow". Before, the first filled nothing and
the second only Sam's. Only where a verb follows ("me and my sister are close" too), never "... with me and my
sister" or "between me and Sam": not the clause's subject.

    >>> [(m.start(), m.end(), said) for m, said in said_as_i("me and my gf live in Bristol")]
    [(0, 12, 'my gf and I')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_ME_AND = re.compile(
    r"(?:^|(?<=[.!?;:\n,]))\s*(?:(?:ok|okay|so|and|but|lol|btw|well|yeah|oh|anyway)[\s,]+)*(?P<said>me\s+(?:and|&|n)\s+(?P<who>(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+|(?-i:[A-Z][a-z]+)|"
    r"him|her|the\s+(?:kids|family|boys|girls)))"
    r"(?=\s+(?:(?:just|finally|recently|both|now|still|already|all|have|had|'ve)\s+)*(?:moved|live|lived|are|were|got|"
    r"went|bought|rent|share|split|broke|met|started|relocated|'re)\b)",
    re.IGNORECASE,
)


def said_as_i(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """Each "me and X" of ``text`` opening a clause, and how it is said with "I": "X and I"."""
    for found in _ME_AND.finditer(text):
        yield found, f"{found['who']} and I"


__all__ = ["said_as_i"]
