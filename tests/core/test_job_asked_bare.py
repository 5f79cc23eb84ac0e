"""One's job asked without naming it: "what do I do?" (and "and me?" after "what does my wife do?", read as it),
我是做什么的 / 我是干什么的 / 我的工作是什么 over memories said in English. The bundled embedder reads no Chinese, so a
Chinese question finds an English memory by the keyword index alone, which holds a record's slot words ("job",
"occupation"); 我是做什么的 shares none of them, found nothing, and the user's newest memories filled the answer
("I'm a nurse" came last). "what do I do?" asked for no slot: "I go climbing with friends most Saturdays" came
first."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.capture.follow_up import follow_up
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import first_answer

_SAID = [
    "I love hiking on weekends.",
    "I'm a nurse.",
    "I work at Kaiser in Oakland.",
    "My wife is a lawyer.",
    "I go climbing with friends most Saturdays.",
    "I live in Leeds.",
    "My daughter Emma is 6.",
    "I'm allergic to shellfish.",
]


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("我是做什么的", "nurse"),
        ("我是干什么的？", "nurse"),
        ("我的工作是什么", "nurse"),
        ("我在哪上班", "Kaiser"),
        ("what do I do?", "nurse"),
        ("What do I do again?", "nurse"),
        (follow_up("and me?", ["what does my wife do?"]), "nurse"),
    ],
)
def test_ones_job_asked_without_its_words_finds_it_first(real: Hindsight, asked: str, answer: str) -> None:
    _, texts = first_answer(real, _SAID, asked)
    assert answer in texts[0], texts


@pytest.mark.parametrize(
    "asked",
    [
        "my car broke down, what do I do?",
        "what do I do now?",
        "what do I do if my flight is cancelled?",
        "我妹妹是干什么的",
        "我今天干嘛",
        "我的工作是什么时候开始的",
    ],
)
def test_advice_asked_and_anothers_job_ask_for_no_job_of_ones_own(asked: str) -> None:
    assert asked_slot(asked) is None


@pytest.mark.parametrize(
    "asked",
    [
        "what do I do?",
        "what is it that I do?",
        "我是干什么的",
        "我是干嘛的？",
        "我的工作是什么",
        "我的工作是啥",
    ],
)
def test_ones_job_asked_without_its_words_asks_for_the_job(asked: str) -> None:
    """(我是干什么的 and 我的工作是什么 asked for no slot: a job said with its words, 工作 / 干, came first only by them.)"""
    assert asked_slot(asked) == "job"
