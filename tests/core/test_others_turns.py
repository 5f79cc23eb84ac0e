"""A question about the user's own life, asked where other people speak in the user's conversations too (an app
carrying several people in one chat: the user's turns unnamed, the others' sent with their ``name`` or as "[Anna]:
..."): the user's own best match comes first, never another person's words of themselves ("what's my diet?" is
not answered by "Anna said: I'm vegan btw"); a question naming the other person still finds theirs first (real
MiniLM embedder, rule extractor)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0

_MINE = [
    "I'm pescatarian, mostly fish and veggies",
    "I live in Leeds",
    "我不吃香菜",
]
_THEIRS = [
    {"role": "user", "name": "Anna", "content": "I'm vegan btw"},
    {"role": "user", "name": "Tom", "content": "I live in Berlin and I'm allergic to cats"},
    {"role": "user", "content": "[小李]：我不吃辣"},
    {"role": "assistant", "content": "Got it, thanks everyone!"},
]


@pytest.fixture
def mixed(real: Hindsight) -> Hindsight:
    for i, text in enumerate(_MINE):
        real.retain(
            [{"role": "user", "content": text, "id": f"mine-{i}"}],
            user_id="u",
            session_id=f"s{i}",
            occurred_at=T0 + timedelta(days=i),
        )
    real.retain(
        [{**message, "id": f"theirs-{i}"} for i, message in enumerate(_THEIRS)],
        user_id="u",
        session_id="group",
        occurred_at=T0 + timedelta(days=5),
    )
    return real


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("what's my diet?", "The user said: I'm pescatarian, mostly fish and veggies"),
        ("am I vegan?", "The user said: I'm pescatarian, mostly fish and veggies"),
        ("what do I eat?", "The user said: I'm pescatarian, mostly fish and veggies"),
        ("我不吃什么", "用户说：我不吃香菜"),
    ],
)
def test_a_question_about_the_user_finds_their_own_words_first(
    mixed: Hindsight, query: str, expected: str
) -> None:
    hits = mixed.recall(query, user_id="u", k=3).hits
    assert hits[0].record.text == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("what does Anna eat?", "Anna said: I'm vegan btw"),
        ("Is Anna vegan?", "Anna said: I'm vegan btw"),
        ("where does Tom live?", "Tom said: I live in Berlin and I'm allergic to cats"),
    ],
)
def test_a_question_naming_another_finds_theirs_first(mixed: Hindsight, query: str, expected: str) -> None:
    assert mixed.recall(query, user_id="u", k=3).hits[0].record.text == expected


def test_a_speaker_named_as_the_user_id_is_the_user(real: Hindsight) -> None:
    real.retain(
        [
            {"role": "user", "name": "Alice", "content": "I'm pescatarian", "id": "a"},
            {"role": "user", "content": "I live in Leeds", "id": "b"},
            {"role": "user", "name": "Bob", "content": "I'm vegan btw", "id": "c"},
        ],
        user_id="alice",
        session_id="s",
        occurred_at=T0,
    )
    assert (
        real.recall("what's my diet?", user_id="alice", k=3).hits[0].record.text
        == "Alice said: I'm pescatarian"
    )
