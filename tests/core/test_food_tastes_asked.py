"""Asked what food they hate or like ("what do I hate eating?", "what food do I dislike?", "what do I like to eat?",
我讨厌吃什么, 我喜欢吃什么), the user got what shares the question's words first: "I hate flying" above "I can't stand
cilantro, it tastes like soap" (read as liked too: "tastes like"), "I love sci-fi movies" beside the fried chicken,
and 香菜我是真的受不了 (the food said first) was not among the first three. The tastes of food said, of the asked
kind only, come first, as for "What can't I eat?"; another's ("what does my son like to eat?", 我儿子喜欢吃什么) asks
as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_needs import task_needs
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell

_SAID = [
    "Hey! quick thing, I can't stand cilantro, it tastes like soap to me",
    "I hate flying, I get so anxious on planes",
    "I'm obsessed with Korean fried chicken lately",
    "I love sci-fi movies, Arrival is amazing",
    "I used to hate mushrooms but now I actually like them",
    "I work at a bank in Leeds",
]
_SAID_ZH = [
    "我不太吃辣",
    "我超爱火锅",
    "香菜我是真的受不了",
    "我讨厌坐飞机",
    "我喜欢看科幻片",
    "我在上海工作",
]


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("what do I hate eating?", {"m0"}),
        ("what food do I dislike?", {"m0"}),
        ("what do I like to eat?", {"m2"}),
    ],
)
def test_asked_a_taste_of_food_the_tastes_of_that_kind_come_first(
    real: Hindsight, question: str, answers: set[str]
) -> None:
    for n, text in enumerate(_SAID):
        tell(real, text, f"m{n}", n)
    assert set(ranked(real, question)[: len(answers)]) == answers


@pytest.mark.parametrize(
    ("question", "answers"),
    [("我讨厌吃什么", {"m0", "m2"}), ("我不吃什么", {"m0", "m2"}), ("我喜欢吃什么", {"m1"})],
)
def test_asked_in_chinese_the_tastes_of_food_come_first(
    hs: Hindsight, question: str, answers: set[str]
) -> None:
    for n, text in enumerate(_SAID_ZH):
        tell(hs, text, f"m{n}", n)
    assert set(ranked(hs, question)[: len(answers)]) == answers


@pytest.mark.parametrize(
    "question",
    ["what does my son like to eat?", "我儿子喜欢吃什么", "what music do I like?", "我喜欢看什么电影"],
)
def test_another_s_tastes_or_no_food_ask_no_taste_of_food(question: str) -> None:
    assert task_needs(question) is None
