"""An allergy outgrown ("I outgrew my peanut allergy", "my shellfish allergy is gone", 我对鸡蛋的过敏好了) filled
nothing, so the allergy told before stayed current. It ends ``allergic_to`` for that allergen now; someone else's,
a hope, a question or one never outgrown ends none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import slot_records, tell


def _allergies(text: str) -> list[tuple[str, str]]:
    return [
        (m.attribute, m.value)
        for m in find_attributes(text)
        if m.attribute == "allergic_to" and m.owner is None
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I outgrew my peanut allergy", [("allergic_to", "not peanut")]),
        ("I've grown out of my egg allergy", [("allergic_to", "not egg")]),
        ("my shellfish allergy is gone", [("allergic_to", "not shellfish")]),
        ("my egg allergy went away", [("allergic_to", "not egg")]),
        ("我对鸡蛋的过敏好了", [("allergic_to", "not 鸡蛋")]),
        ("我的花生过敏已经好了", [("allergic_to", "not 花生")]),
    ],
)
def test_an_allergy_outgrown_ends_it(text: str, expected: list[tuple[str, str]]) -> None:
    assert _allergies(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I hope he outgrows his peanut allergy",
        "did I outgrow my peanut allergy?",
        "my mom's egg allergy is gone",
        "我妈的花生过敏好了",
        "my peanut allergy is getting worse",
        "I never outgrew my peanut allergy",
        "my daughter outgrew her milk allergy",
    ],
)
def test_anothers_a_hope_or_a_question_ends_none(text: str) -> None:
    assert _allergies(text) == []


def test_the_allergy_told_before_ends(hs: Hindsight) -> None:
    tell(hs, "I'm allergic to peanuts", "allergic", 0)
    tell(hs, "I outgrew my peanut allergy", "outgrown", 30)
    records = slot_records(hs, "allergic_to")
    assert records["allergic"].valid_to is not None
    assert records["allergic"].superseded_by == records["outgrown"].id
