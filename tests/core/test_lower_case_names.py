"""A name said as such by one who writes in lower case ("my name is sam", "my wife's name is sarah", "my dog's name is
max") fills the person's slot, written as a name is (Sam, Sarah, Max): it filled nothing, so that "what's my wife's
name?" had no slot to answer from and a later "Sarah" was no value said again. What follows "name is" or "called" in
lower case that names no one ("hard to spell", "named after my grandpa", "called in sick") fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("my name is sam", ("name", "Sam")),
        ("my name is sam btw", ("name", "Sam")),
        ("my wife's name is sarah", ("wife", "Sarah")),
        ("my wife's name is sarah shes a teacher", ("wife", "Sarah")),
        ("my husband's name is dave and he's a chef", ("husband", "Dave")),
        ("my boss is called kevin", ("boss", "Kevin")),
        ("my dog's name is max", ("dog", "Max")),
        ("my cat is named luna lol", ("cat", "Luna")),
        ("My wife's name is Sarah", ("wife", "Sarah")),
    ],
)
def test_a_name_in_lower_case_fills_the_persons_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "my wife's name is hard to spell",
        "my name is not important",
        "my name is on the list",
        "my dog is named after my grandpa",
        "my name is literally on the door",
        "my boss called in sick today",
        "my name is like sam",
        "my dog is called a lot of things",
        "my cat is called all sorts of things",
    ],
)
def test_what_names_no_one_fills_no_slot(said: str) -> None:
    assert own_slots(said) == []


def test_the_name_said_again_with_a_capital_is_the_same_name(hs: Hindsight) -> None:
    tell(hs, "my wife's name is sarah", "m1", 0)
    tell(hs, "My wife's name is Sarah", "m2", 7)
    record = by_source(hs)["m1"]
    assert (record.attributes["attribute"], record.attributes["value"]) == ("wife", "Sarah")
    assert record.source_ids == ["m1", "m2"]
