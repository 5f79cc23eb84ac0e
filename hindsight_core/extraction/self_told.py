"""The English rules of what the user tells of themselves in chat's words, beyond the slot rules of
:mod:`~.slot_rules_en`: where they are from (:mod:`~.origins`: "I'm originally from Poland", "born and raised in
Cork"), what people call them (:mod:`~.called_by`: "everyone calls me Jay") and an employer they have been at
for a while (:mod:`~.tenures`: "I've been at Google for 3 years"), and the stack their team moved to
(:mod:`~.stack_moves`: "we're on GCP now, moved off AWS"; before the tool rules of :mod:`~.slot_rules_en`, whose "moved
off" would hold the slot first), and their place in a team (:mod:`~.team_roles`: "I'm the only backend dev here").

    >>> len(SELF_TOLD_RULES) == (
    ...     len(ORIGIN_RULES) + len(NICKNAME_RULES) + len(TENURE_RULES) + len(STACK_MOVE_RULES) + len(TEAM_ROLE_RULES)
    ... )
    True
"""

from __future__ import annotations

import re

from hindsight_core.extraction.called_by import NICKNAME_RULES
from hindsight_core.extraction.origins import ORIGIN_RULES
from hindsight_core.extraction.stack_moves import STACK_MOVE_RULES
from hindsight_core.extraction.team_roles import TEAM_ROLE_RULES
from hindsight_core.extraction.tenures import TENURE_RULES

#: (pattern, attribute, event type): what the user tells of themselves.
SELF_TOLD_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *ORIGIN_RULES,
    *NICKNAME_RULES,
    *TENURE_RULES,
    *STACK_MOVE_RULES,
    *TEAM_ROLE_RULES,
)

__all__ = ["SELF_TOLD_RULES"]
