"""A kind of person one says one is, of kinds that exclude each other ("I'm a cat person", then "I'm more of a dog
person now"; "I'm a night owl", then "I've become a morning person"; 我是猫派, then 我现在是狗派了) was ``is_a``, of which
one is many things at once, so both stayed current, and "more of a", "become" or "not" read nothing. Each kind is one
slot: the newer value supersedes the older, "not a morning person" is that value ended; a wish or someone else's
is none, and what one is otherwise ("a people person") stays ``is_a``."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I'm a cat person", ("pet_person", "cat person")),
        ("honestly I'm more of a dog person now", ("pet_person", "dog person")),
        ("I've become a morning person, weirdly", ("chronotype", "morning person")),
        ("I'm definitely a night owl", ("chronotype", "night owl")),
        ("I'm not a morning person at all", ("chronotype", "not morning person")),
        ("I'm a coffee person", ("drink_person", "coffee person")),
        ("我是猫派", ("pet_person", "猫派")),
        ("我现在是狗派了", ("pet_person", "狗派")),
        ("我已经变成夜猫子了", ("chronotype", "夜猫子")),
        ("I'm a people person", ("is_a", "people person")),
    ],
)
def test_a_kind_of_person_fills_its_kinds_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said", ["I wish I was a morning person", "my wife is a cat person", "我妈是猫派", "我想变成早起的人"]
)
def test_a_wish_or_someone_elses_is_none(said: str) -> None:
    assert own_slots(said) == []


@pytest.mark.parametrize(
    "said",
    [
        ("I'm a cat person", "I'm more of a dog person now"),
        ("I'm a night owl", "I've become a morning person"),
        ("I'm a morning person", "I'm not a morning person anymore, the baby broke me"),
        ("我是猫派", "我现在是狗派了"),
    ],
)
def test_a_new_kind_ends_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


def test_kinds_apart_stay_together(real: Hindsight) -> None:
    assert still_held(real, "I'm a cat person", "I'm a night owl", "I'm a people person") == [
        True,
        True,
        True,
    ]
