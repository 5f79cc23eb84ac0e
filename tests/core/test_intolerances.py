"""An allergy said by its noun ("I have a peanut allergy", 我有花粉过敏) fills ``allergic_to``; an intolerance however
said ("I'm gluten intolerant", "I'm intolerant to lactose", "I have a lactose intolerance", 我对乳糖不耐受) fills
``intolerance``; found not to hold ("I'm not allergic to peanuts after all", "I'm not lactose intolerant after
all", 我其实不是乳糖不耐受) it ends the value said before, in the singular or the plural. Asked, supposed, denied as a
whole or someone else's, none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell

_HEALTH = ("allergic_to", "intolerance")


def _found(text: str) -> list[tuple[str, str]]:
    return [
        (m.attribute, m.value) for m in find_attributes(text) if m.attribute in _HEALTH and m.owner is None
    ]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I have a peanut allergy.", ("allergic_to", "peanut")),
        ("I've got a severe shellfish allergy, carry an epipen.", ("allergic_to", "shellfish")),
        ("I have a cat allergy so no cat cafes please", ("allergic_to", "cat")),
        ("我有花粉过敏", ("allergic_to", "花粉")),
        ("我有青霉素过敏，别给我开", ("allergic_to", "青霉素")),
        ("I'm gluten intolerant.", ("intolerance", "gluten intolerant")),
        ("I'm intolerant to lactose.", ("intolerance", "lactose")),
        ("I have a lactose intolerance.", ("intolerance", "lactose intolerance")),
        ("I've got gluten intolerance, so no regular pasta", ("intolerance", "gluten intolerance")),
        ("I'm not gluten intolerant after all", ("intolerance", "not gluten intolerant")),
        ("我乳糖不耐受", ("intolerance", "乳糖不耐受")),
        ("我对乳糖不耐受，喝牛奶就拉肚子", ("intolerance", "乳糖不耐受")),
        ("我有乳糖不耐症", ("intolerance", "乳糖不耐症")),
        ("我其实不是乳糖不耐受", ("intolerance", "not 乳糖不耐受")),
    ],
)
def test_an_allergy_or_an_intolerance_said_by_its_noun(text: str, found: tuple[str, str]) -> None:
    assert _found(text) == [found]


@pytest.mark.parametrize(
    "text",
    [
        "I have no allergies.",
        "I have bad allergies this spring.",
        "I have seasonal allergies.",
        "I have a food allergy, not sure which.",
        "Do I have a nut allergy?",
        "If I have a nut allergy what should I avoid?",
        "My son has a peanut allergy.",
        "My daughter has a dairy allergy.",
        "I have an allergy appointment tomorrow.",
        "I have some allergies.",
        "My wife is gluten intolerant.",
        "I'm not sure if I'm lactose intolerant.",
        "I have the allergy meds in my bag.",
        "I have my allergy shot today.",
        "I'm intolerant of bad drivers.",
        "I'm intolerant to nonsense.",
        "我儿子乳糖不耐受",
        "我是不是乳糖不耐受",
        "如果我乳糖不耐受怎么办",
        "我老婆对麸质不耐受",
        "我有点过敏",
        "我有过敏吗",
        "我有过敏史",
        "我妈有花粉过敏",
    ],
)
def test_no_allergy_or_intolerance_of_the_speakers(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("said", "ruled_out"),
    [
        ("I have a peanut allergy.", "Turns out I'm not allergic to peanuts after all."),
        ("I'm allergic to strawberries.", "I'm not allergic to strawberry anymore, the test was clear."),
        ("I'm intolerant to lactose.", "I'm not lactose intolerant after all, it was the coffee."),
        ("我对乳糖不耐受", "我其实不是乳糖不耐受"),
        ("我有花粉过敏", "我现在不对花粉过敏了"),
    ],
)
def test_ruled_out_it_ends_what_was_said(real: Hindsight, said: str, ruled_out: str) -> None:
    tell(real, said, "said", 0)
    tell(real, ruled_out, "out", 30)
    records = by_source(real)
    assert records["said"].superseded_by == records["out"].id and records["said"].valid_to is not None
    assert records["out"].valid_to is None
