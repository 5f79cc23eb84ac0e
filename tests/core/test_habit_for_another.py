"""A pastime started for someone else, or a thing made for one occasion, was read as the user's habit ("I started
swimming lessons for my son" filled does = swimming, "I started baking cookies for the party" does = baking), so
"what hobbies do I have?" could answer a son's lessons or one batch of cookies. Neither is the speaker's habit; one
started for the speaker's own sake ("for my back") or trained for ("swimming for a triathlon") still is."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "I started swimming lessons for my son",
        "I started piano lessons for my daughter last month",
        "I started baking cookies for the party",
    ],
)
def test_started_for_another_or_one_occasion_is_no_habit(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == []


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I started yoga for my back", "yoga"),
        ("I started swimming for a triathlon", "swimming"),
        ("I started swimming lessons", "swimming"),
        ("I took up knitting for my mental health", "knitting"),
        ("I started baking bread during lockdown", "baking"),
    ],
)
def test_started_for_ones_own_sake_is_the_habit(text: str, habit: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == [("does", habit)]
