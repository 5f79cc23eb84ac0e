"""Asked in Chinese which medicine one takes (我吃什么药), the medicines one said one takes rank first: not what one
eats (我吃素, 我喜欢吃火锅) nor an allergy to a drug, which share 吃 or a drug's name with the question. Before,
我吃什么药 ranked 我吃素 first and the medicines fourth and fifth. Food questions still find the food first."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import T0

SAID = {
    "veg": "我吃素",
    "met": "我在吃二甲双胍",
    "run": "我每天早上跑步",
    "home": "我住在杭州",
    "pen": "我对青霉素过敏",
    "pot": "我喜欢吃火锅",
    "asp": "我每天吃一片阿司匹林",
}


def _told(hs: Hindsight) -> None:
    for day, (id_, text) in enumerate(SAID.items()):
        hs.retain(
            [{"role": "user", "content": text, "id": id_}],
            user_id="u",
            session_id=id_,
            occurred_at=T0 + timedelta(days=day),
        )


@pytest.mark.parametrize(
    "question", ["我吃什么药", "我在吃什么药", "我平时吃什么药？", "我每天吃哪些药", "我吃啥药來著"]
)
def test_a_medicine_question_finds_the_medicines_first(real: Hindsight, question: str) -> None:
    _told(real)
    assert set(ranked(real, question, k=7)[:2]) == {"met", "asp"}


@pytest.mark.parametrize(
    ("question", "best"), [("我吃什么", "veg"), ("我能吃肉吗", "veg"), ("我喜欢吃什么", "pot")]
)
def test_a_food_question_still_finds_the_food_first(real: Hindsight, question: str, best: str) -> None:
    _told(real)
    assert ranked(real, question, k=7)[0] == best


def test_an_allergy_question_still_finds_the_allergy_first(real: Hindsight) -> None:
    _told(real)
    assert ranked(real, "我对什么药过敏", k=7)[0] == "pen"
