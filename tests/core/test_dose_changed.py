"""A dose changed with no medicine named (``lifecycle/dose_changed.py``): 医生给我加到了75微克 after 我在吃优甲乐50微克
left 50微克 the current dose (no slot read the change), so "how much 优甲乐 do I take now?" was answered by the first
dose told. With one medication current, the change is its new dose and supersedes the old one."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.dose_changed import dose_said
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "dose"),
    [
        ("复查了，TSH还是5.2，医生给我加到了75微克", "75微克"),
        ("心慌，医生说药量过了，又给我调成62.5微克", "62.5微克"),
        ("降压药减到半片了", "半片"),
        ("doc upped it to 75mcg after the bloods", "75mcg"),
        ("my psychiatrist lowered me to 10 mg, feeling less foggy", "10mg"),
        ("I'm down to 5mg now", "5mg"),
        # asked, wished, supposed or someone else's
        ("能不能加到100微克", None),
        ("要不要减到半片", None),
        ("我想调到100微克", None),
        ("我爸加到两片了", None),
        ("should I go up to 20mg?", None),
        ("if they raise me to 40mg I'll be a zombie", None),
        ("my dad's dose went up to 10mg", None),
        ("she's down to 5mg now", None),
        ("她加到两片了", None),
        ("医生说她给我加到了75微克", "75微克"),
        ("体重降到65公斤了", None),
        ("the price went up to 20 dollars", None),
    ],
)
def test_a_dose_said_changed_naming_no_medicine(text: str, dose: str | None) -> None:
    assert dose_said(text) == dose


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (
            [
                "每天早上空腹吃优甲乐50微克",
                "我喜欢爬山",
                "复查了，医生给我加到了75微克，铁蛋白也低，让我补铁",
            ],
            "我现在每天吃多少优甲乐",
        ),
        (
            ["I'm on 20mg of citalopram", "I love hiking", "saw the psychiatrist, she upped it to 30mg"],
            "what dose of citalopram am I on now?",
        ),
    ],
)
def test_the_one_dose_current_takes_the_change(real: Hindsight, said: list[str], asked: str) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day * 30)
    records = by_source(real)
    assert records["m0"].superseded_by == records["m2"].id
    assert first(real, asked) == ["m2"]


def test_with_two_medications_current_the_change_is_left_as_said(real: Hindsight) -> None:
    tell(real, "每天吃优甲乐50微克", "m0", 0)
    tell(real, "还在吃二甲双胍500毫克", "m1", 1)
    tell(real, "医生给我加到了75微克", "m2", 30)
    records = by_source(real)
    assert records["m0"].superseded_by is None and records["m1"].superseded_by is None
    assert "attribute" not in records["m2"].attributes


def test_someone_elses_change_leaves_the_speakers_dose(real: Hindsight) -> None:
    tell(real, "每天吃优甲乐50微克", "m0", 0)
    tell(real, "我妈的药加到了两片", "m1", 30)
    assert by_source(real)["m0"].superseded_by is None
