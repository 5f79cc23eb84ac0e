"""Health said in Chinese the way chat says it: a medicine by its brand (我在吃优甲乐, 我开始吃立普妥了), an intolerance in
a clause going on from the speaker's (我不能喝牛奶，乳糖不耐), a condition found (体检查出我有脂肪肝, 医生说我有脂肪肝).
Before, none was stored: a brand ends as no drug's name does, the intolerance's rule wanted 我 right before it, and a
finding opening the sentence (or told by a doctor) was no statement of the speaker's. Someone else's, a question, a
guess or a time before is none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我在吃优甲乐", ("dose_优甲乐", "优甲乐")),
        ("我每天早上吃优甲乐", ("dose_优甲乐", "优甲乐")),
        ("我开始吃立普妥了", ("dose_立普妥", "立普妥")),
        ("我在打司美格鲁肽", ("dose_司美格鲁肽", "司美格鲁肽")),
        ("我停了优甲乐", ("dose_优甲乐", "not 优甲乐")),
        ("我不能喝牛奶，乳糖不耐", ("intolerance", "乳糖不耐")),
        ("我喝不了牛奶，因为乳糖不耐", ("intolerance", "乳糖不耐")),
        ("体检查出我有脂肪肝", ("condition", "脂肪肝")),
        ("体检查出来有脂肪肝", ("condition", "脂肪肝")),
        ("医生说我有脂肪肝", ("condition", "脂肪肝")),
        ("我体检查出来有甲状腺结节", ("condition", "甲状腺结节")),
        ("我确诊了桥本", ("condition", "桥本")),
        ("我有高尿酸", ("condition", "高尿酸")),
    ],
)
def test_health_said_in_chinese(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我爸在吃优甲乐",
        "优甲乐要空腹吃吗",
        "我要不要吃优甲乐",
        "以前我在吃优甲乐",
        "我在吃可乐鸡翅",
        "我儿子不能喝牛奶，乳糖不耐",
        "我老公不喝牛奶，乳糖不耐受",
        "乳糖不耐的人能喝酸奶吗",
        "体检查出我爸有脂肪肝",
        "医生觉得我有脂肪肝",
        "我同事体检查出有脂肪肝",
        "如果体检查出有脂肪肝怎么办",
        "我妈说我有高血压",
        "我妈有甲状腺结节",
        "甲状腺结节要不要紧",
        "我查了一下桥本是什么",
    ],
)
def test_no_health_of_anothers_asked_or_guessed(text: str) -> None:
    assert not [
        s for s in own_slots(text) if s[0].startswith("dose_") or s[0] in ("intolerance", "condition")
    ]
