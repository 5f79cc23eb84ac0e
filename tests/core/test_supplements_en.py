"""A supplement named in two words ("folic acid", "fish oil", "krill oil") with its dose filled no slot, or the slot of
its first word (``dose_fish``, even asked: "should I take 400mcg of folic acid?"): the medication rules read one-word
names. It fills ``dose_<supplement>`` now; someone else's, a question or a time gone fills none.

"omega 3" / "omega-3" filled ``dose_omega-`` or nothing, "cod liver oil" nothing, a count of capsules before the
name ("2 fish oil capsules a day") nothing, and how often said after the name was lost ("1000mg of fish oil daily" was
1000mg): now one slot each (``dose_omega_3``, ``dose_cod_liver_oil``), the value with how often."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes


def _doses(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm taking folic acid 0.4mg", [("dose_folic_acid", "0.4mg")]),
        ("I take 1000mg of fish oil daily", [("dose_fish_oil", "1000mg daily")]),
        ("I'm on krill oil, 500mg daily", [("dose_krill_oil", "500mg daily")]),
        ("I've been taking folic acid 400mcg since we started trying", [("dose_folic_acid", "400mcg")]),
    ],
)
def test_a_two_word_supplement_and_its_dose_fill_its_slot(text: str, expected: list[tuple[str, str]]) -> None:
    assert _doses(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I take 2 fish oil capsules a day", [("dose_fish_oil", "2 capsules a day")]),
        ("I take two fish oil capsules a day", [("dose_fish_oil", "2 capsules a day")]),
        ("I'm taking 1 omega 3 softgel every morning", [("dose_omega_3", "1 softgel every morning")]),
        ("I take omega-3 daily", [("dose_omega_3", "daily")]),
        ("I take omega 3 every day", [("dose_omega_3", "every day")]),
        ("I take 1000mg of omega-3 daily", [("dose_omega_3", "1000mg daily")]),
        ("I'm on omega-3, 1000mg daily", [("dose_omega_3", "1000mg daily")]),
        ("I take cod liver oil 500mg daily", [("dose_cod_liver_oil", "500mg daily")]),
        ("I take cod liver oil", [("dose_cod_liver_oil", "cod liver oil")]),
        ("I take 500mg of fish oil every morning", [("dose_fish_oil", "500mg every morning")]),
        ("I'm taking omega-3 now, 1000mg daily", [("dose_omega_3", "1000mg daily")]),
    ],
)
def test_omega_3_cod_liver_oil_and_a_count_of_capsules(text: str, expected: list[tuple[str, str]]) -> None:
    assert _doses(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my mom takes fish oil 1000mg",
        "should I take 400mcg of folic acid?",
        "I used to take fish oil 1000mg",
        "if I take folic acid 0.4mg is that enough?",
        "I'm taking folic acid 0.4mg right? or was it 4mg?",
        "the fish oil 1000mg bottle is empty",
        "my husband takes cod liver oil every day",
        "she takes 2 fish oil capsules a day",
        "should I take omega 3 daily?",
        "I used to take cod liver oil as a kid",
        "grandma swore by cod liver oil",
        "if I take fish oil every day will it help?",
        "I took 2 fish oil capsules yesterday",
        "I take omega 3 seriously",
        "I take 3 fish tacos a day lol",
        "I take my kids' omega 3 gummies sometimes lol",
    ],
)
def test_anothers_a_question_or_a_time_gone_fill_none(text: str) -> None:
    assert _doses(text) == []
