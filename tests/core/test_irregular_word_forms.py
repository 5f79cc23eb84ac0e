"""A question and a statement that say one verb in forms no ending rule folds ("fly" / "flights" / "flew",
"buy" / "bought") share the word: before, "when do we fly to Japan?" shared nothing with "we moved the flight to
March 30", so the older booking (March 28) and the trip's first mention ranked above the date it moved to."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.text import root
from hindsight_core.word_forms import base_form

from .retain_helpers import T0, tell


def _tell(real: Hindsight, texts: list[str]) -> None:
    for i, text in enumerate(texts):
        tell(real, text, f"m{i}", 3 * i)


@pytest.mark.parametrize(
    ("said", "question", "answer"),
    [
        (
            [
                "planning a family trip to Japan over spring break with my husband and the two kids",
                "we booked flights! SFO to Haneda on March 28, JAL",
                "Leo has a peanut allergy, we carry an epipen",
                "actually change of plans, we moved the flight to March 30 because of the school play",
            ],
            "when do we fly to Japan?",
            "m3",
        ),
    ],
)
def test_a_moved_flight_answers_when_one_flies(
    real: Hindsight, said: list[str], question: str, answer: str
) -> None:
    _tell(real, said)
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=20)).hits
    assert hits[0].record.source_ids == [answer]


@pytest.mark.parametrize(
    ("word", "verb"),
    [
        ("flew", "fly"),
        ("flights", "fly"),
        ("bought", "buy"),
        ("drove", "drive"),
        ("taught", "teach"),
        ("ate", "eat"),
    ],
)
def test_irregular_forms_fold_to_the_verb(word: str, verb: str) -> None:
    assert root(word) == root(verb)


@pytest.mark.parametrize("word", ["left", "saw", "found", "led", "fed", "felt", "rose", "walked", "flighty"])
def test_forms_that_are_other_words_stay_theirs(word: str) -> None:
    assert base_form(word) is None
