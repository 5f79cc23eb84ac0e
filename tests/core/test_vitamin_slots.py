"""A vitamin named with its number ("vitamin D3", "vitamin B12") filled a slot with a space in it (``dose_vitamin d3``),
one no question of "vitamin D3" or later dose of it met as written: it is ``dose_vitamin_d3`` now, as ``dose_vitamin_d``
is for "vitamin D"."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes
from hindsight_core.extraction.slot_names import slot_name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I take vitamin D3 daily", [("dose_vitamin_d3", "daily")]),
        ("I take 50mcg of vitamin D3", [("dose_vitamin_d3", "50mcg")]),
        ("I'm on vitamin B12 1000mcg", [("dose_vitamin_b12", "1000mcg")]),
        ("I take vitamin D daily", [("dose_vitamin_d", "daily")]),
    ],
)
def test_a_vitamin_with_its_number_names_one_slot(text: str, expected: list[tuple[str, str]]) -> None:
    assert [
        (m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")
    ] == expected


@pytest.mark.parametrize(
    ("said", "slot"), [("vitamin D3", "vitamin_d3"), ("shoe size", "shoe_size"), ("email", "email")]
)
def test_slot_names_join_their_words(said: str, slot: str) -> None:
    assert slot_name(said) == slot
