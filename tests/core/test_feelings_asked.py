"""Asked how they have been feeling ("how have I been feeling lately?", "how am I doing?", 我最近心情怎么样), a user got
the older low first ("been feeling really down lately" above the later "I'm feeling much better now, the move is
done"), read as how they are now, and asked in Chinese their mother's bad mood (我妈最近心情不好) above their own: the
newest they said of their own mood comes first; asking what stressed them is answered by its words, as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer

_EN = [
    "I live in Lisbon and work as a nurse at Santa Maria.",
    "been feeling really down lately, not sleeping well",
    "so stressed about the move, there's so much to pack",
    "I'm planning a trip to Japan in April",
    "I'm feeling much better now, the move is done",
    "my wife is stressed about her exams",
]
_ZH = [
    "我住在杭州，在阿里上班",
    "最近心情很差，什么都不想做",
    "压力好大，项目下周就要上线了",
    "我打算五一去云南玩",
    "我好多了，这周睡得挺好的",
    "我妈最近心情不好，老跟我爸吵架",
]


@pytest.mark.parametrize(
    "asked",
    [
        "how have I been feeling lately?",
        "how's my mood been?",
        "how am I doing?",
        "have I been stressed lately?",
    ],
)
def test_the_newest_word_of_ones_mood_comes_first(real: Hindsight, asked: str) -> None:
    first, hits = first_answer(real, _EN, asked)
    assert first == ["m4"], hits


@pytest.mark.parametrize("asked", ["我最近心情怎么样", "我最近状态怎么样", "我最近压力大吗"])
def test_the_newest_word_of_ones_mood_comes_first_zh(real: Hindsight, asked: str) -> None:
    first, hits = first_answer(real, _ZH, asked)
    assert first == ["m4"], hits


def test_someone_elses_newer_mood_is_not_the_users(real: Hindsight) -> None:
    said = [
        "I've been really anxious lately, can't switch off",
        "my wife is so stressed and down about her exams",
    ]
    first, hits = first_answer(real, said, "how have I been feeling lately?")
    assert first == ["m0"], hits


def test_asking_what_stressed_one_is_answered_by_its_words(real: Hindsight) -> None:
    first, hits = first_answer(real, _EN[:5], "what's been stressing me?")
    assert first == ["m2"], hits
