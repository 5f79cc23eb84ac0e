"""A question in Chinese naming a slot by its Chinese word (我的车是什么牌子, 我老婆叫啥, 我有几只猫) finds the memory
holding that slot, in either language. The bundled embedder reads no Chinese, so such a question leans on the keyword
index, which held a slot's English name and a few glosses only: "I drive a Subaru Outback" (slot ``car``) shared no
word with 我的车是什么牌子, nor 我开的是一辆丰田卡罗拉, and neither came back at all."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell

_ENGLISH = [
    "I have two cats, Luna and Milo.",
    "I'm allergic to shellfish.",
    "My wife's name is Emma, she's a nurse.",
    "I drive a Subaru Outback.",
    "My birthday is October 3rd.",
    "Flying to Shanghai Saturday for a conference.",
    "My favorite food is ramen.",
]
_CHINESE = [
    "我养了两只猫，一只叫咪咪，一只叫花花",
    "我对花生过敏，吃了会起疹子",
    "我老婆叫林静，她是小学老师",
    "我开的是一辆丰田卡罗拉，开了五年了",
    "我的生日是3月15号",
    "周六要去杭州出差，两天",
]


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        (_ENGLISH, "我的车是什么牌子", "Subaru"),
        (_ENGLISH, "我开什么车", "Subaru"),
        (_ENGLISH, "我老婆叫啥", "Emma"),
        (_ENGLISH, "我有几只猫", "two cats"),
        (_CHINESE, "我的车是什么牌子", "卡罗拉"),
        (_CHINESE, "我開什麼車", "卡罗拉"),
    ],
)
def test_a_slot_named_in_chinese_finds_the_memory_holding_it(
    real: Hindsight, said: list[str], asked: str, answer: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=30)).hits
    assert hits and answer in hits[0].record.text, [h.record.text for h in hits]


_MIXED = [
    "我在做一个RAG的side project，用LangChain写的",
    "我的boss叫Kevin，脾气有点急",
    "dentist约在下周五下午三点",
    "今天meeting开了三个小时，累死",
    "我家狗狗叫豆豆，是只柯基",
    "周末打算在家躺平",
]


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        (
            [*_ENGLISH, "My son Jake just turned 7.", "ugh long day, so many meetings"],
            "你还记得我儿子的名字吗",
            "Jake",
        ),
        (_MIXED, "我看牙医是什么时候", "dentist"),
    ],
)
def test_a_word_of_one_language_finds_a_memory_saying_it_in_the_other(
    real: Hindsight, said: list[str], asked: str, answer: str
) -> None:
    """Said with no slot (an English turn, or an English word among Chinese), asked by the word of the other
    language: 儿子 is son, 牙医 dentist, as the rule extractor reads them."""
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=30)).hits
    assert hits and answer in hits[0].record.text, [h.record.text for h in hits]
