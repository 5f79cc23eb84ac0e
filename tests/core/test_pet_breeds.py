"""A pet said by its breed ("I have a golden retriever named Max", "my corgi's name is Biscuit", 我养了一只金毛叫豆豆,
我家布偶猫叫咪咪) is the dog or the cat: its name fills the ``dog`` / ``cat`` slot, where before it filled none, so
"what's my dog's name?" asked for a slot no record held and a renaming superseded nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I have a golden retriever named Max", ("dog", "Max")),
        ("my corgi's name is Biscuit", ("dog", "Biscuit")),
        ("My French bulldog is called Pierre", ("dog", "Pierre")),
        ("we got a husky last week, her name is Nova", ("dog", "Nova")),
        ("we adopted a ragdoll called Luna", ("cat", "Luna")),
        ("我养了一只金毛叫豆豆", ("dog", "豆豆")),
        ("我家柯基叫饼干", ("dog", "饼干")),
        ("我们家柴犬叫小八", ("dog", "小八")),
        ("我家布偶猫叫咪咪", ("cat", "咪咪")),
    ],
)
def test_a_pet_said_by_its_breed_is_the_dog_or_the_cat(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize(
    "text", ["the boxer is called Ali", "I'm a golden retriever person", "my neighbour's corgi is called Bo"]
)
def test_no_pet_of_the_users_in_a_breed_said_of_no_pet_of_theirs(text: str) -> None:
    assert not [s for s in slots(text) if s[0] in ("dog", "cat")]


def test_the_breeds_name_is_the_dogs_found_and_renamed(real: Hindsight) -> None:
    for n, text in enumerate(["I love jazz", "Work was crazy today", "my sister has a cat named Tom"]):
        tell(real, text, f"o{n}", n - 10)
    tell(real, "I have a golden retriever named Max", "m1", 0)
    assert first(real, "what's my dog's name?") == ["m1"]
    tell(real, "We renamed the dog to Rocky", "m2", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id


def test_a_chinese_question_by_the_breed_asks_the_dogs_name() -> None:
    assert asked_slot("我家金毛叫什么") == "dog"
