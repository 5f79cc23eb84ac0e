"""A taste said as being a sucker for it: "I'm a sucker for rom coms", "I'm such a sucker for true crime", "I'm a
glutton for dumplings". It is a liking (``likes`` = rom coms), as "I love rom coms" is; before, it was what one is
("sucker", cut at its "for": :mod:`~.for_what`), which names no kind of person. "A glutton for punishment" is an idiom,
no taste.

    >>> [m["value"] for p, _, _ in LIKED_AS_KIND_RULES if (m := p.search("I'm a total sucker for rom coms"))]
    ['rom coms']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.for_what import HOW_MUCH_OF_ONE
from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I
from hindsight_core.extraction.slot_rules_en import _NOT_A_TASTE, _NOT_FEEDBACK

#: (pattern, attribute, event type): a taste said as being a sucker for it.
LIKED_AS_KIND_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+(?:(?:such|quite|always|still|also|just)\s+)*(?:a\s+)?" + HOW_MUCH_OF_ONE
                + r"(?:sucker|glutton)\s+for\s+(?!punishment\b)" + _NOT_A_TASTE + _NOT_FEEDBACK + _EN_VALUE, _I),
     "likes", "preference"),
)  # fmt: skip


__all__ = ["LIKED_AS_KIND_RULES"]
