"""A home, an employer or a car said with "actually" or "presently" before the verb ("I actually live in Lyon",
"I'm actually living in Lyon now", "I actually work at Acme"): the slot rules allowed only "now", "still" and
"currently" there, so a correction said this way ("No, I actually live in Lyon") filled no slot and left the old home
current."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I actually live in Lyon", [("lives_in", "Lyon")]),
        ("Well, I'm actually living in Lyon now", [("lives_in", "Lyon")]),
        ("I actually work at Acme", [("works_at", "Acme")]),
        ("I'm presently working as a paramedic", [("job", "paramedic")]),
        ("I still actually drive a Honda Civic", [("car", "Honda Civic")]),
    ],
)
def test_a_word_of_emphasis_before_the_verb_still_fills_the_slot(
    said: str, expected: list[tuple[str, str]]
) -> None:
    assert slots(said) == expected


def test_a_correction_said_with_actually_supersedes_the_home(hs: Hindsight) -> None:
    tell(hs, "I live in Paris", "m1", 0)
    tell(hs, "Sorry, I got that wrong: I actually live in Lyon", "m2", 1)
    current = [r.attributes.get("value") for r in hs.list_records(user_id="u") if r.valid_to is None]
    assert current == ["Lyon"]
