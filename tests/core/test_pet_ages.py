"""A named pet's age is the pet's: "my cat Luna is 14", "our corgi Max is 3 now", 我家猫咪豆豆今年8岁了 stored no age
(only "... 14 years old" or "turned 10" did), so "Luna is 15 now" a year later superseded nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.retain_helpers import by_source, tell


def aged(text: str) -> list[tuple[str, str | None]]:
    return [(a.value, a.owner) for a in find_attributes(statements(text)) if a.attribute == "age"]


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("my cat Luna is 14", ("14", "Luna")),
        ("our corgi Max is 3 now", ("3", "Max")),
        ("My dog Biscuit is 2, still a baby", ("2", "Biscuit")),
        ("我家猫咪豆豆今年8岁了", ("8", "豆豆")),
        ("我的狗旺财三岁了", ("3", "旺财")),
    ],
)
def test_a_named_pets_age_is_the_pets(text: str, age: tuple[str, str]) -> None:
    assert aged(text) == [age]


@pytest.mark.parametrize(
    "text",
    [
        "my cat Luna is 14 minutes away",
        "my cat Luna is sick",
        "my dog Max is 3 blocks from the park",
        "is my cat Luna 14?",
    ],
)
def test_no_pets_age_where_none_is_said(text: str) -> None:
    assert aged(text) == []


def test_a_pets_new_age_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "my cat Luna is 14", "m1", 0)
    tell(hs, "I'm 34 btw", "m2", 1)
    tell(hs, "my cat Luna is 15 now, still chasing string", "m3", 380)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m3"].id
    assert said["m2"].superseded_by is None
