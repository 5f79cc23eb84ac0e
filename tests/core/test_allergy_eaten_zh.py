"""An allergy said by what eating or touching it does (我吃海鲜会过敏, 我一吃芒果就过敏, 我食花生會敏感) or with the
allergen before 过敏 and no 对 (我海鲜过敏, 我花生過敏) is the allergy, as 我对海鲜过敏 is. A question, a denial,
someone else's, a supposition, or 过敏 said of a part of the body or a time (我皮肤过敏, 我最近过敏) names no allergen."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我吃海鲜会过敏", "海鲜"),
        ("我一吃芒果就过敏", "芒果"),
        ("我吃虾过敏", "虾"),
        ("我食花生會敏感", "花生"),
        ("我一碰猫就过敏，眼睛痒", "猫"),
        ("我喝牛奶会过敏", "牛奶"),
        ("我吃了菠萝会过敏", "菠萝"),
        ("我海鲜过敏", "海鲜"),
        ("我花生過敏", "花生"),
        ("我青霉素过敏", "青霉素"),
    ],
)
def test_an_allergy_said_by_eating_it_is_the_allergy(text: str, value: str) -> None:
    assert ("allergic_to", value) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我吃了海鲜会过敏吗",
        "我吃海鲜不会过敏",
        "我吃海鲜没过敏",
        "我女儿吃海鲜会过敏",
        "如果我吃海鲜会过敏怎么办",
        "我皮肤过敏",
        "我最近过敏",
        "我有点过敏",
        "我鼻子过敏，一直打喷嚏",
        "我吃辣会上火",
        "我一上班就过敏",
        "你吃芒果会过敏吗",
        "我过敏了",
        "我吃什么都过敏",
        "我一吃东西就过敏",
        "我吃完就过敏",
        "我吃饭会过敏哈哈",
        "我对象吃海鲜会过敏",
    ],
)
def test_no_allergen_in_a_question_a_denial_or_the_body(text: str) -> None:
    assert [
        slot for slot in own_slots(text) if slot[0] == "allergic_to" and not slot[1].startswith("not ")
    ] == []
