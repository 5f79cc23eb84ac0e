"""A dislike said softly ("not a huge fan of horror movies tbh", "never been a fan of country", "horror movies
aren't really my thing", 我不太喜欢恐怖片, 我对恐怖片不太感冒) was read by recall as a liking ("fan of", 喜欢), so
"what kind of movies do I like?" had it first, above "I love sci-fi movies", and "what movies do I not like?"
ranked it below the likings; "I used to love sushi" was read as liked now. A soft dislike is a dislike, a taste held
before is neither."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.liking import asked_liking, said_liking
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    "said",
    [
        "not a huge fan of horror movies tbh",
        "I'm not really a fan of sushi",
        "honestly not the biggest fan of jazz",
        "never been a fan of country music",
        "I'm not much of a fan of musicals",
        "I'm not big on spicy food",
        "horror movies aren't really my thing",
        "我不太喜欢恐怖片",
        "我对恐怖片不太感冒",
        "我不是很爱吃甜的",
        "我不太吃辣",
    ],
)
def test_a_dislike_said_softly_is_a_dislike(said: str) -> None:
    assert said_liking(f"The user said: {said}") == "dislike"


@pytest.mark.parametrize(
    ("said", "liking"),
    [
        ("I used to love sushi but I'm off raw fish now", None),
        ("我以前挺喜欢日料的，现在不怎么吃了", None),
        ("I used to hate cilantro but now I like it", "like"),
        ("I love it, not a fan of the price though", None),
        ("I'm a huge fan of Radiohead", "like"),
        ("我今天不吃饭了", None),
    ],
)
def test_a_taste_held_before_is_none_held_now(said: str, liking: str | None) -> None:
    assert said_liking(f"The user said: {said}") == liking


def test_what_one_is_not_a_fan_of_asks_a_dislike() -> None:
    assert asked_liking("what am I not a fan of?") == "dislike"


@pytest.mark.parametrize(
    ("soft", "liked", "question", "answer"),
    [
        (
            "not a huge fan of horror movies tbh",
            "I love sci-fi movies",
            "what kind of movies do I like?",
            "b",
        ),
        ("not a huge fan of horror movies tbh", "I love sci-fi movies", "what movies do I not like?", "a"),
        ("我不太喜欢恐怖片", "我喜欢看科幻片", "我喜欢看什么电影", "b"),
        ("我不太喜欢恐怖片", "我喜欢看科幻片", "我不喜欢看什么电影", "a"),
    ],
)
def test_asked_what_is_liked_a_soft_dislike_ranks_as_one(
    real: Hindsight, soft: str, liked: str, question: str, answer: str
) -> None:
    tell(real, liked, "b", 0)
    tell(real, soft, "a", 1)
    tell(real, "I work at a bank in Leeds", "c", 2)
    assert first(real, question) == [answer]


@pytest.mark.parametrize(
    ("said", "liking"),
    [
        ("I can't stand cilantro, it tastes like soap to me", "dislike"),
        ("ugh, anchovies. smells like low tide", None),
        ("it looks like rain, I love rain", "like"),
        ("I just like coffee", "like"),
    ],
)
def test_like_said_as_a_likeness_is_no_liking(said: str, liking: str | None) -> None:
    assert said_liking(f"The user said: {said}") == liking
