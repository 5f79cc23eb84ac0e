"""Asked what one cannot eat in the orders people ask it ("is there anything I can't eat?", "what can I not eat?",
"what am I not allowed to eat?", "any foods I can't have?", "what dont i eat", 有啥我不能吃的吗, 我吃不了什么), the
question was read as a need for the allergies and the diet only as "What can't I eat?" (the modal before the
subject): the allergy, which shares no word with it, ranked below a dog and a favourite dish, or out of the top."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_needs import task_needs
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell

_SAID = [
    "btw I'm allergic to shellfish, found out the hard way at a wedding",
    "We have two kids, Max is 7 and Lily is 4",
    "and a golden retriever named Biscuit",
    "I don't eat pork, never have",
    "I love Thai food, pad see ew is my go-to",
    "we also adopted a cat, her name is Mochi",
    "last time I went to the gym was Tuesday, ugh",
]
_SAID_ZH = [
    "我对芒果过敏",
    "我养了两只猫，一只叫汤圆，一只叫年糕",
    "我不吃香菜",
    "我喜欢吃火锅",
    "上次去健身房是周一",
]


@pytest.mark.parametrize(
    "question",
    [
        "is there anything I can't eat",
        "what can I not eat",
        "what am I not allowed to eat",
        "any foods I can't have?",
        "things I don't eat?",
        "what dont i eat",
        "anything I’m not supposed to eat?",
        "remind me what I can't eat",
    ],
)
def test_the_allergy_and_the_diet_come_first_however_it_is_asked(real: Hindsight, question: str) -> None:
    for i, text in enumerate(_SAID):
        tell(real, text, f"t{i}", 3 * i)
    assert set(ranked(real, question, k=2)) == {"t0", "t3"}
    needs = task_needs(question)
    assert needs is not None and needs.asked


@pytest.mark.parametrize("question", ["有啥我不能吃的吗", "哪些东西我不能吃", "我吃不了什么", "什么我不能吃"])
def test_the_allergy_comes_first_asked_in_chinese(real: Hindsight, question: str) -> None:
    for i, text in enumerate(_SAID_ZH):
        tell(real, text, f"t{i}", 3 * i)
    assert set(ranked(real, question, k=2)) == {"t0", "t2"}
    needs = task_needs(question)
    assert needs is not None and needs.asked


def test_saying_what_one_cannot_eat_or_asking_of_someone_else_asks_for_nothing() -> None:
    for said in [
        "I can't eat gluten",
        "I don't eat pork",
        "I'm not allowed to eat sugar anymore",
        "what can I eat tonight",
        "we can't eat out this week",
        "what can't my son eat",
        "anything I can't do on weekends",
        "我不能吃辣",
        "这个我不能吃",
        "我吃不了辣",
    ]:
        needs = task_needs(said)
        assert needs is None or not needs.asked, said
