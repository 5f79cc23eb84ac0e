"""A supplement named in two words ("folic acid", "fish oil", "krill oil") with its dose filled no slot, or the slot of
its first word (``dose_fish``, even asked: "should I take 400mcg of folic acid?"): the medication rules read one-word
names. It fills ``dose_<supplement>`` now; someone else's, a question or a time gone fills none."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes


def _doses(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm taking folic acid 0.4mg", [("dose_folic_acid", "0.4mg")]),
        ("I take 1000mg of fish oil daily", [("dose_fish_oil", "1000mg")]),
        ("I'm on krill oil, 500mg daily", [("dose_krill_oil", "500mg")]),
        ("I've been taking folic acid 400mcg since we started trying", [("dose_folic_acid", "400mcg")]),
    ],
)
def test_a_two_word_supplement_and_its_dose_fill_its_slot(text: str, expected: list[tuple[str, str]]) -> None:
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
    ],
)
def test_anothers_a_question_or_a_time_gone_fill_none(text: str) -> None:
    assert _doses(text) == []
