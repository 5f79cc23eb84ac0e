"""The English rules of what the user tells of themselves in chat's words, beyond the slot rules of
:mod:`~.slot_rules_en`: where they are from (:mod:`~.origins`: "I'm originally from Poland", "born and raised in
Cork").

    >>> len(SELF_TOLD_RULES) == len(ORIGIN_RULES)
    True
"""

from __future__ import annotations

import re

from hindsight_core.extraction.origins import ORIGIN_RULES

#: (pattern, attribute, event type): what the user tells of themselves.
SELF_TOLD_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (*ORIGIN_RULES,)

__all__ = ["SELF_TOLD_RULES"]
