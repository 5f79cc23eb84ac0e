"""A diet taken up as it begins ("I'm going vegetarian", "trying to go vegan this month", "going vegan from today")
or given up by how long it lasted ("vegetarian thing lasted 3 weeks lol", "my vegan phase didn't last"). Before,
"I'm going vegetarian" filled no diet, and the diet that only "lasted" stayed current: "am I vegetarian?" answered the
start. A diet for a day or a week, a supposition, a question, someone else's or a restaurant fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes
from tests.core.retain_helpers import by_source, still_held


def _diet_slots(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute == "diet"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm going vegetarian", [("diet", "vegetarian")]),
        ("I'm trying to go vegan this month, wish me luck", [("diet", "vegan")]),
        ("going vegan from today!", [("diet", "vegan")]),
        ("so, trying to go vegetarian this month", [("diet", "vegetarian")]),
        ("I am officially going pescatarian", [("diet", "pescatarian")]),
        ("vegetarian thing lasted 3 weeks lol, back to eating chicken", [("diet", "not vegetarian")]),
        ("my vegan phase didn't last", [("diet", "not vegan")]),
        ("The pescatarian experiment is over.", [("diet", "not pescatarian")]),
    ],
)
def test_a_diet_begun_or_ended_as_chat_says_it_fills_its_slot(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _diet_slots(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm going vegan for a week",
        "should I go vegetarian?",
        "my sister is going vegan",
        "if I'm going vegan I need recipes",
        "the vegan place lasted a year",
        "I'm going to a vegan restaurant",
        "am I going vegetarian",
        "going vegan for the weekend, lol",
        "her vegan phase didn't last",
        "going vegetarian talk again, ugh",
    ],
)
def test_a_diet_for_a_day_supposed_asked_or_anothers_fills_none(text: str) -> None:
    assert _diet_slots(text) == []


def test_the_diet_that_only_lasted_ends_and_stays_as_history(real: Hindsight) -> None:
    said = (
        "I'm trying to go vegetarian this month",
        "vegetarian thing lasted 3 weeks lol, back to eating chicken",
    )
    assert still_held(real, *said) == [False, True]
    assert len(by_source(real)) == 2  # the diet ended, not forgotten
