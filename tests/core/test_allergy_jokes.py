"""An allergy is to a substance, a food, an animal, a drug or pollen: one said to a day, work, people, a feeling or an
abstract noun is a joke ("I'm allergic to Mondays lol", "allergic to drama", 我对上班过敏) and fills no
``allergic_to``, so "what am I allergic to?" is not answered with Mondays; a real allergy said beside it as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to Mondays lol",
        "honestly I'm allergic to drama, I just avoid it",
        "I'm allergic to commitment haha, ask my ex",
        "I'm so allergic to work today",
        "I'm allergic to mornings, send coffee",
        "I'm allergic to waking up early",
        "I'm allergic to people tbh",
        "我对周一过敏",
        "我对上班过敏",
        "我对加班过敏哈哈",
        "我对早起真的过敏",
    ],
)
def test_an_allergy_to_no_substance_is_a_joke(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "allergic_to"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm allergic to penicillin, found out the hard way", "penicillin"),
        ("I'm allergic to cats but I still have two", "cats"),
        ("I'm allergic to people's perfume on the train", "people's perfume"),
        ("I'm allergic to sundried tomatoes", "sundried tomatoes"),
        ("我对运动饮料过敏", "运动饮料"),
        ("我对工作服的布料过敏", "工作服的布料"),
        ("我从小对猫毛过敏", "猫毛"),
    ],
)
def test_an_allergy_to_a_substance_is_read_as_before(text: str, value: str) -> None:
    assert ("allergic_to", value) in slots(text)


@pytest.mark.parametrize("joke", ["I'm allergic to Mondays lol", "我对上班过敏"])
def test_a_joke_is_no_allergy_held(hs: Hindsight, joke: str) -> None:
    tell(hs, "I'm allergic to penicillin.", "m0", 0)
    tell(hs, joke, "m1", 1)
    records = by_source(hs)
    assert records["m0"].attributes.get("attribute") == "allergic_to"
    held = [
        r for r in records.values() if r.attributes.get("attribute") == "allergic_to" and r.valid_to is None
    ]
    assert [r.source_ids for r in held] == [["m0"]]
