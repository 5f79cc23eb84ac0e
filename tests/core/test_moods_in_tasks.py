"""Asked to do a task ("book me a flight to Tokyo", "find me a hotel in Kyoto"), the agent got first a mood the user
told months before that shared a word with it ("I'm exhausted today, long flight back from Chicago", "feeling really
down lately, I need a vacation"), above the aisle seat they always take: a mood told on another day ranks below what
the task must respect; a fear ("I'm nervous about flying", "I get panic attacks on planes") is what the task must
respect, and asked how they feel the moods are the answer, as before."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell

_SAID = [
    "I always take an aisle seat, I get claustrophobic at the window",
    "I'm vegetarian",
    "I'm exhausted today, long flight back from Chicago",
    "feeling really down lately, I need a vacation",
    "ugh I'm so stressed about work, the trip can't come soon enough",
    "I get motion sick on boats",
]


def _asked(hs: Hindsight, said: list[str], asked: str) -> list[str]:
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    hits = hs.recall(asked, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=100)).hits
    return [h.record.source_ids[0] for h in hits]


@pytest.mark.parametrize(
    "asked",
    ["book me a flight to Tokyo", "find me a hotel in Kyoto", "help me plan a trip to Japan in April"],
)
def test_a_mood_told_months_ago_ranks_below_what_a_task_needs(real: Hindsight, asked: str) -> None:
    ranked = _asked(real, _SAID, asked)
    assert "m0" in ranked
    assert all(ranked.index("m0") < ranked.index(mood) for mood in ("m2", "m3", "m4") if mood in ranked), (
        ranked
    )


@pytest.mark.parametrize(
    "fear", ["I'm nervous about flying, I get panic attacks on planes", "I'm nervous about flying"]
)
def test_a_fear_that_makes_travel_hard_is_what_a_task_needs(real: Hindsight, fear: str) -> None:
    said = [fear, "I live in Boston", "I love sushi", "I always take an aisle seat"]
    assert _asked(real, said, "book me a flight to Tokyo")[0] == "m0"


def test_asked_how_one_feels_the_moods_are_the_answer(real: Hindsight) -> None:
    assert _asked(real, _SAID, "how have I been feeling lately?")[0] in ("m2", "m3", "m4")
