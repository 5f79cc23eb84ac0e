"""What a clinician told the user about themselves ("my doctor says I'm allergic to latex", "the nurse told me I'm
allergic to codeine", 医生说我对头孢过敏) is the user's own fact, as "I'm allergic to latex" is: it was read as someone
else's words, so the allergy filled no slot, and "I have no drug allergies" said later came back unflagged, often
first. Someone's guess or joke ("the doctor thinks ...", "my wife says I'm allergic to work lol", 我妈说...) and a
finding about someone else (医生说我女儿对花生过敏) stay no slot of the user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import tell


@pytest.mark.parametrize(
    ("finding", "value"),
    [
        ("医生说我对头孢过敏", "头孢"),
        ("大夫说我对海鲜过敏", "海鲜"),
        ("医生跟我说我对青霉素过敏", "青霉素"),
        ("my doctor says I'm allergic to latex", "latex"),
        ("the nurse told me I'm allergic to codeine", "codeine"),
        ("My GP said that I'm allergic to penicillin.", "penicillin"),
    ],
)
def test_a_clinicians_finding_is_the_users_allergy(finding: str, value: str) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(finding)] == [
        ("allergic_to", value, None)
    ]


@pytest.mark.parametrize(
    ("finding", "none_said", "question"),
    [
        ("医生说我对头孢过敏，上次输液起了疹子", "我没有任何药物过敏", "我对什么药过敏？"),
        ("The nurse told me I'm allergic to codeine.", "I have no drug allergies btw.", "Do I have any drug allergies?"),
    ],
)  # fmt: skip
def test_a_clinicians_finding_and_a_statement_of_none_are_flagged(
    real: Hindsight, finding: str, none_said: str, question: str
) -> None:
    tell(real, finding, "finding", 0)
    tell(real, none_said, "none", 30)
    hits = real.recall(question, user_id="u", k=5).hits
    assert {h.record.source_ids[0] for h in hits if h.conflict} == {"finding", "none"}
    assert all(h.record.valid_to is None for h in hits)


@pytest.mark.parametrize(
    "text",
    [
        "the doctor thinks I'm allergic to dairy",
        "my mom thinks I'm allergic to cats but I'm not",
        "my wife says I'm allergic to work lol",
        "my doctor's receptionist said I'm allergic to penicillin",
        "我妈说我对猫毛过敏",
        "医生说我女儿对花生过敏",
        "医生说他对青霉素过敏",
    ],
)
def test_anothers_guess_or_a_finding_about_someone_else_is_no_allergy_of_the_users(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "allergic_to" and m.owner is None] == []
