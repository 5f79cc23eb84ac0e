"""Supplements told in Chinese with their dose (每天吃50微克的维生素D, 维生素D3, 叶酸0.4毫克, 鱼油两粒) fill the dose slot
of the supplement, its value the dose with its unit: they filled none (维生素D read as 维生素, 微克 as no unit, 叶酸 and
鱼油 as no medicine). Someone else's, a question or a wish fills none."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes


def _doses(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("每天吃50微克的维生素D", [("dose_维生素d", "50微克")]),
        ("我每天吃50微克的维生素D", [("dose_维生素d", "50微克")]),
        ("我每天吃一粒维生素D3", [("dose_维生素d3", "一粒")]),
        ("我在吃维生素D3", [("dose_维生素d3", "维生素D3")]),
        ("维生素D3每天2000国际单位", [("dose_维生素d3", "每天2000国际单位")]),
        ("叶酸0.4毫克", [("dose_叶酸", "0.4毫克")]),
        ("我每天吃叶酸0.4毫克", [("dose_叶酸", "0.4毫克")]),
        ("医生让我每天吃0.4毫克叶酸", [("dose_叶酸", "0.4毫克")]),
        ("鱼油两粒", [("dose_鱼油", "两粒")]),
        ("我每天吃两粒鱼油", [("dose_鱼油", "两粒")]),
        ("鱼油一天两粒，早晚各一", [("dose_鱼油", "一天两粒")]),
        ("我在吃益生菌", [("dose_益生菌", "益生菌")]),
        ("辅酶Q10每天100毫克", [("dose_辅酶q10", "每天100毫克")]),
    ],
)
def test_a_supplement_and_its_dose_fill_its_slot(text: str, expected: list[tuple[str, str]]) -> None:
    assert _doses(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "我老婆每天吃叶酸",
        "我妈在吃鱼油",
        "叶酸0.4毫克够吗？",
        "鱼油两粒会不会太多",
        "维生素D要吃多少？",
        "我想开始吃鱼油",
        "要不要吃点益生菌",
        "鱼油是什么牌子的好",
        "今天晚饭吃了鱼，喝了点油条豆浆",
        "叶酸片在哪买",
    ],
)
def test_anothers_a_question_or_a_wish_fill_none(text: str) -> None:
    assert _doses(text) == []
