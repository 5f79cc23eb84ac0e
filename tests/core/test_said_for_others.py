"""What the user asks for one of their people, going on about them ("book a table for my mom, she can't do stairs and
she's diabetic", "I'm booking a cabin for my parents, they're both vegetarian"): their fact, found first for a question
about them, never for "what's my diet?", which asks for the user's own diet, a slot of one value (real MiniLM
embedder, rule extractor)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell

_SAID = [
    "I'm pescatarian",
    "book a table for my mom, she can't do stairs and she's diabetic",
    "I have type 1 diabetes",
    "I'm booking a cabin for my parents, they're both vegetarian",
]


@pytest.fixture
def said(real: Hindsight) -> Hindsight:
    for day, text in enumerate(_SAID):
        tell(real, text, f"m{day}", day)
    return real


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("what's my diet?", "The user said: I'm pescatarian"),
        ("do I have diabetes?", "The user said: I have type 1 diabetes"),
        # about them: theirs first
        (
            "what does my mom need?",
            "The user said: book a table for my mom, she can't do stairs and she's diabetic",
        ),
        (
            "is my mom diabetic?",
            "The user said: book a table for my mom, she can't do stairs and she's diabetic",
        ),
    ],
)
def test_a_request_for_someone_is_their_fact(said: Hindsight, query: str, expected: str) -> None:
    assert said.recall(query, user_id="u", k=3).hits[0].record.text == expected
