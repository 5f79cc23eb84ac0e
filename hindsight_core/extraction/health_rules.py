"""The slot rules of one's health told in passing, read after the dose rules (:data:`~.measures.MEASURE_RULES`): a
medication taken with no dose said (:mod:`~.med_taken`), an allergy or an intolerance said by its noun
(:mod:`~.intolerances`)."""

from __future__ import annotations

import re

from hindsight_core.extraction.intolerances import INTOLERANCE_RULES
from hindsight_core.extraction.med_taken import MED_TAKEN_RULES

HEALTH_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (*MED_TAKEN_RULES, *INTOLERANCE_RULES)

__all__ = ["HEALTH_RULES"]
