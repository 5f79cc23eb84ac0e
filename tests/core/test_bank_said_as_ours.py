"""One's bank said as the household's ("we bank with Chase", "we use Chase for checking and Ally for savings") filled
no slot, as "I bank with Chase" does, so after "my bank is Wells Fargo" the move to Chase said as "we" left Wells
Fargo current and "which bank do I use?" answered it: the household's bank is the speaker's. Someone else's ("my
parents bank with Chase", "they bank with Chase") or a supposition ("if we bank with Chase") none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "banks"),
    [
        ("we bank with Chase", ["Chase"]),
        ("we still bank at Wells Fargo", ["Wells Fargo"]),
        ("We bank with Chase for checking and Ally for savings", ["Chase", "Ally"]),
        ("we use Chase for checking", ["Chase"]),
    ],
)
def test_the_households_bank_is_the_speakers(text: str, banks: list[str]) -> None:
    assert [value for slot, value in own_slots(text) if slot == "bank"] == banks


@pytest.mark.parametrize(
    "text", ["my parents bank with Chase", "they bank with Chase", "if we bank with Chase"]
)
def test_anothers_or_a_supposed_bank_is_none(text: str) -> None:
    assert [value for slot, value in own_slots(text) if slot == "bank"] == []


def test_the_households_bank_supersedes_the_one_before(hs: Hindsight) -> None:
    tell(hs, "my bank is Wells Fargo", "m1", 0)
    tell(hs, "we bank with Chase now, the fees were killing us", "m2", 40)
    said = by_source(hs)
    assert said["m2"].attributes.get("value") == "Chase"
    assert said["m1"].superseded_by == said["m2"].id
