"""What one cannot eat (lactose intolerant, gluten-free) is held beside a diet, not in its place: "I'm vegetarian" then
"I'm lactose intolerant" leaves both current, as vegan after vegetarian is a change; one said to end ("I'm not
lactose intolerant anymore") ends that one alone (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("diet", "intolerance"),
    [
        ("I'm vegetarian.", "I'm lactose intolerant."),
        ("I'm gluten-free.", "I've been vegan for a year now."),
    ],
)
def test_an_intolerance_and_a_diet_are_both_current(real: Hindsight, diet: str, intolerance: str) -> None:
    tell(real, diet, "m0", 0)
    tell(real, intolerance, "m1", 3)
    said = by_source(real)
    assert said["m0"].valid_to is None and said["m0"].superseded_by is None
    assert said["m1"].valid_to is None


def test_a_diet_after_a_diet_is_still_a_change(real: Hindsight) -> None:
    tell(real, "I'm vegetarian.", "m0", 0)
    tell(real, "I'm lactose intolerant.", "m1", 3)
    tell(real, "I'm vegan now.", "m2", 30)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
    assert said["m1"].valid_to is None


def test_an_intolerance_ended_ends_that_one_alone() -> None:
    assert slots("I'm not lactose intolerant anymore") == [("intolerance", "not lactose intolerant")]
    assert slots("I'm not vegetarian anymore") == [("diet", "not vegetarian")]
