"""The speaker saying again what they said ("Like I said, I prefer PostgreSQL", "I told you already, I live in
Seattle", 我说过，我住在北京, 我跟你说过我一直用PostgreSQL) states it: the reporting verb is the speaker's own, so the
restatement is no one else's words. Restatements are what induction learns from; each filled nothing. Someone
else's words ("My wife said I prefer ...", 他跟我说过我住在北京) and the speaker's words to someone else ("I told my
boss I live in Seattle") stay reported (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import said_weekly
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Like I said, I prefer PostgreSQL.", ("preferred_database", "PostgreSQL")),
        ("As I said earlier, I'm vegetarian.", ("diet", "vegetarian")),
        ("I told you already, I live in Seattle.", ("lives_in", "Seattle")),
        ("Like I told you before, I live in Seattle.", ("lives_in", "Seattle")),
        ("I've said it before, I prefer PostgreSQL.", ("preferred_database", "PostgreSQL")),
        ("Like I keep saying, I prefer PostgreSQL.", ("preferred_database", "PostgreSQL")),
        ("I said I prefer PostgreSQL, not MySQL.", ("preferred_database", "PostgreSQL")),
        ("我说过，我住在北京。", ("lives_in", "北京")),
        ("我说过我住在北京。", ("lives_in", "北京")),
        ("我告诉过你，我住在北京。", ("lives_in", "北京")),
        ("我都说了我住北京。", ("lives_in", "北京")),
    ],
)
def test_the_speakers_words_said_again_are_stated(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "My wife said I prefer PostgreSQL.",
        "He told me I live in Seattle.",
        "I told my boss I live in Seattle.",
        "I told him I prefer PostgreSQL.",
        "我妈说我住在北京。",
        "他告诉我我住在北京。",
        "他跟我说过我住在北京。",
        "他们说我住在北京是谣言。",
    ],
)
def test_someone_elses_words_stay_reported(text: str) -> None:
    assert slots(text) == []


def test_a_preference_restated_as_said_before_is_learned(hs: Hindsight) -> None:
    said = [
        "I prefer PostgreSQL for most things.",
        "Like I said, I prefer PostgreSQL.",
        "I told you already, I prefer PostgreSQL.",
    ]
    said_weekly(hs, said, T0)
    (made,) = hs.induce(user_id="u", now=T0 + timedelta(days=30))
    assert made.text == "The user's preferred database is PostgreSQL"
    assert made.source_ids == ["m0", "m1", "m2"]
