"""Health slots as an LLM names them: the rules store a lasting illness one has as ``condition`` ("I was diagnosed
with type 2 diabetes", 我查出来有高血压) and an intolerance as ``intolerance`` ("I'm gluten intolerant"); a model
writes medical_condition, diagnosis, health_condition, 慢性病 or food_intolerance. Two names are two slots: on a store
switched from the rules to an LLM (or back), the model's diagnosis sat beside the rules' condition as an unrelated
slot, and a question or a forget naming the condition missed it. The prompt did not name either slot."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.llm_slots import as_rules_write
from hindsight_core.extraction.prompts import SYSTEM_PROMPT


@pytest.mark.parametrize(
    ("subject", "attribute", "written"),
    [
        ("the user", "medical_condition", ("user", "condition")),
        ("User", "Diagnosis", ("user", "condition")),
        ("the user", "chronic illness", ("user", "condition")),
        ("用户", "慢性病", ("user", "condition")),
        ("用户", "健康状况", ("user", "condition")),
        ("the user's mother", "health_condition", ("mother", "condition")),
        ("the user", "food_intolerance", ("user", "intolerance")),
        ("用户", "不耐受", ("user", "intolerance")),
        # a slot of someone who is not the user's is written as the model names it
        ("Priya", "diagnosis", ("Priya", "diagnosis")),
    ],
)
def test_a_models_health_slot_is_the_rules_slot(
    subject: str, attribute: str, written: tuple[str, str]
) -> None:
    out = as_rules_write({"subject": subject, "attribute": attribute, "value": "x"}, [])
    assert (out["subject"], out["attribute"]) == written


def test_the_prompt_names_the_health_slots_as_the_store_names_them() -> None:
    assert "intolerance" in SYSTEM_PROMPT
    assert "condition (an illness)" in SYSTEM_PROMPT
