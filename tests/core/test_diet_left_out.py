"""A diet or an eating plan told with the speaker left out, as people type: "quit keto, just eating normally now",
"no more keto for me", "done with keto", "went vegan in october". Before, each filled nothing: keto given up stayed
current beside its end, and the diet taken up was no diet. A question, someone else's or a plan only thought of
fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes
from tests.core.retain_helpers import by_source, still_held, tell


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real


def _diet_slots(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in ("diet", "diet_plan")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("quit keto, just eating normally now", [("diet_plan", "not keto")]),
        ("no more keto for me, eating normally again", [("diet_plan", "not keto")]),
        ("Done with keto. Pasta tonight!", [("diet_plan", "not keto")]),
        ("finally ditched intermittent fasting", [("diet_plan", "not intermittent fasting")]),
        ("went vegan in october", [("diet", "vegan")]),
        ("Went vegetarian last year and never looked back", [("diet", "vegetarian")]),
    ],
)
def test_a_diet_told_with_the_speaker_left_out_fills_its_slot(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _diet_slots(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "quit keto? no way",
        "no more keto talk please",
        "went vegan for a day, lol no",
        "my sister went vegan in october",
        "she quit keto after a month",
        "should I quit keto?",
        "done with keto recipes, any ideas for dinner?",
        "thinking about going vegan",
        "went to a vegan place last night",
    ],
)
def test_a_question_anothers_or_a_thought_fills_none(text: str) -> None:
    assert _diet_slots(text) == []


def test_keto_given_up_with_the_speaker_left_out_ends_and_stays_as_history(hs: Hindsight) -> None:
    assert still_held(hs, "I'm on keto", "quit keto, just eating normally now") == [False, True]
    records = by_source(hs)
    assert len(records) == 2  # the plan ended, not forgotten


def test_a_diet_taken_up_with_the_speaker_left_out_is_current(hs: Hindsight) -> None:
    tell(hs, "went vegan in october", "m0", 0)
    assert by_source(hs)["m0"].attributes.get("attribute") == "diet"
