"""One's diet asked by its name ("am I vegetarian?", "am I still vegan?", "what diet am I on?", 我吃素吗, 我还是素食主义者
吗) asks the user's own diet slot, so its current value comes first: before, the question named no slot and a relative's
diet sharing its word ("my dad is vegetarian", "my wife is vegetarian") ranked above the user's own ("I'm vegan now",
"I went pescatarian last year"). Someone else's diet asked ("is my dad vegetarian?", 我爸吃素吗) asks no slot of the
user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import T0, tell


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("am I vegetarian?", "diet"),
        ("am I still vegan?", "diet"),
        ("am I a vegetarian now?", "diet"),
        ("what diet am I on?", "diet"),
        ("Is the user vegetarian?", "diet"),
        ("我吃素吗", "diet"),
        ("我还是素食主义者吗", "diet"),
        ("我现在吃不吃素", "diet"),
        ("is my dad vegetarian?", None),
        ("I am vegetarian", None),
        ("我爸吃素吗", None),
    ],
)
def test_a_diet_asked_by_its_name_is_the_users_diet(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


@pytest.mark.parametrize(
    ("own", "theirs", "question"),
    [
        ("I'm vegan now", "my dad is vegetarian", "am I vegetarian?"),
        ("I went pescatarian last year", "my wife is vegetarian", "am I vegetarian?"),
        ("I'm vegetarian", "my parents are vegetarian too, and my sister is vegan", "am I vegan?"),
    ],
)
def test_the_users_own_diet_answers_before_a_relatives(
    real: Hindsight, own: str, theirs: str, question: str
) -> None:
    tell(real, own, "own", 0)
    tell(real, theirs, "theirs", 10)
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0.replace(month=3)).hits
    assert hits[0].record.source_ids == ["own"]
