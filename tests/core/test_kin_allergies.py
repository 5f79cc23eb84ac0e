"""A relative's or a partner's allergy and intolerance are theirs (``extraction/kin_allergies.py``): "my son is allergic
to peanuts", 我儿子对鸡蛋过敏 filled no slot before (only the speaker's own did), so "what is my son allergic to?" had
no slot to answer from and "he outgrew it" ended nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def kin_slots(text: str) -> list[tuple[str, str, str | None]]:
    return [(a.attribute, a.value, a.owner) for a in find_attributes(statements(text))]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my son is allergic to peanuts", ("allergic_to", "peanuts", "son")),
        ("My daughter has a severe egg allergy", ("allergic_to", "egg", "daughter")),
        ("my husband's allergic to cats", ("allergic_to", "cats", "husband")),
        ("my son's got a nut allergy", ("allergic_to", "nut", "son")),
        ("my wife is lactose intolerant", ("intolerance", "lactose intolerant", "wife")),
        ("my son isn't allergic to eggs anymore", ("allergic_to", "not eggs", "son")),
        ("my daughter outgrew her milk allergy", ("allergic_to", "not milk", "daughter")),
        ("我儿子对鸡蛋过敏", ("allergic_to", "鸡蛋", "儿子")),
        ("我女儿吃花生会过敏", ("allergic_to", "花生", "女儿")),
        ("我老公海鲜过敏", ("allergic_to", "海鲜", "老公")),
        ("我老婆乳糖不耐受", ("intolerance", "乳糖不耐受", "老婆")),
        ("我儿子对鸡蛋不过敏了", ("allergic_to", "not 鸡蛋", "儿子")),
    ],
)
def test_a_relatives_allergy_is_their_slot(text: str, slot: tuple[str, str, str]) -> None:
    assert slot in kin_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my son is allergic to homework lol",
        "is my son allergic to peanuts?",
        "if my son is allergic to eggs what should I do",
        "my son has bad allergies",
        "my son's teacher is allergic to peanuts",
        "我儿子对数学过敏",
        "我儿子是不是对鸡蛋过敏",
        "我儿子对鸡蛋过敏吗",
    ],
)
def test_no_allergy_of_a_relative_where_none_is_said(text: str) -> None:
    assert not [s for s in kin_slots(text) if s[0] in ("allergic_to", "intolerance")]


def test_the_speakers_own_allergy_is_not_a_relatives() -> None:
    assert ("allergic_to", "peanuts", None) in kin_slots("I'm allergic to peanuts")
    assert not [s for s in kin_slots("my son is allergic to peanuts") if s[2] is None]


def test_a_relatives_allergy_outgrown_ends_theirs_and_not_the_users(real: Hindsight) -> None:
    tell(real, "I'm allergic to eggs", "m0", 0)
    tell(real, "my son is allergic to eggs, so no cake at parties", "m1", 1)
    tell(real, "Good news: my son isn't allergic to eggs anymore!", "m2", 200)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m0"].superseded_by is None and said["m0"].valid_to is None


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (
            ["I love hiking", "my daughter is allergic to peanuts", "I'm allergic to cats"],
            "what is my daughter allergic to?",
        ),
        (["我喜欢爬山", "我儿子对鸡蛋过敏", "我对猫毛过敏"], "我儿子对什么过敏"),
    ],
)
def test_asked_about_a_relatives_allergy_theirs_comes_first(
    real: Hindsight, said: list[str], asked: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    assert first(real, asked) == ["m1"]


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (
            ["my son is allergic to eggs", "I'm allergic to eggs too", "my son outgrew his egg allergy"],
            "is my son allergic to eggs?",
        ),
        (["我儿子对鸡蛋过敏", "我也对鸡蛋过敏", "我儿子对鸡蛋不过敏了"], "我儿子还对鸡蛋过敏吗"),
    ],
)
def test_a_relatives_allergy_outgrown_is_what_recall_answers(
    real: Hindsight, said: list[str], asked: str
) -> None:
    """The cases above pass on the words alone (the relative named in the question); these need the relative's slot:
    the son's allergy outgrown ends his, so his outgrowing comes first, not the allergy he had."""
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day * 30)
    assert first(real, asked) == ["m2"]
