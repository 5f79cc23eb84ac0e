"""The slot rules of one's health told in passing, read after the dose rules (:data:`~.measures.MEASURE_RULES`): a
medication taken with no dose said (:mod:`~.med_taken`), a supplement told by its dose alone
(:mod:`~.supplements_zh`) or named in two words (:mod:`~.supplements_en`), an allergy or an intolerance said
by its noun (:mod:`~.intolerances`), an allergy outgrown (:mod:`~.allergy_outgrown`), a lasting condition one has and its end (:mod:`~.conditions_had`), a daily step goal
(:mod:`~.step_goals`), meat eaten again (:mod:`~.diet_again`), a diet told with the speaker left out
(:mod:`~.diet_left_out`), a diet begun or ended by how long it lasted (:mod:`~.diet_told`), one's usual sleep and steps (:mod:`~.sleep_steps`)."""

from __future__ import annotations

import re

from hindsight_core.extraction.allergy_outgrown import ALLERGY_OUTGROWN_RULES
from hindsight_core.extraction.conditions_had import CONDITION_RULES
from hindsight_core.extraction.diet_again import DIET_AGAIN_RULES
from hindsight_core.extraction.diet_left_out import DIET_LEFT_OUT_RULES
from hindsight_core.extraction.diet_told import DIET_TOLD_RULES
from hindsight_core.extraction.intolerances import INTOLERANCE_RULES
from hindsight_core.extraction.med_taken import MED_TAKEN_RULES
from hindsight_core.extraction.sleep_steps import SLEEP_STEPS_RULES
from hindsight_core.extraction.step_goals import STEP_GOAL_RULES
from hindsight_core.extraction.supplements_en import EN_SUPPLEMENT_RULES
from hindsight_core.extraction.supplements_zh import SUPPLEMENT_RULES

HEALTH_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *MED_TAKEN_RULES,
    *SUPPLEMENT_RULES,
    *EN_SUPPLEMENT_RULES,
    *INTOLERANCE_RULES,
    *ALLERGY_OUTGROWN_RULES,
    *CONDITION_RULES,
    *STEP_GOAL_RULES,
    *SLEEP_STEPS_RULES,
    *DIET_AGAIN_RULES,
    *DIET_LEFT_OUT_RULES,
    *DIET_TOLD_RULES,
)
#: The rules read inside another's match: a condition told with a dose ("I have high blood pressure and take 10mg
#: lisinopril", whose dose's match starts at "I have")
HEALTH_BESIDE: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in CONDITION_RULES)

__all__ = ["HEALTH_BESIDE", "HEALTH_RULES"]
