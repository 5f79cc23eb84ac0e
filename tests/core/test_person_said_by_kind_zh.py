"""A person one has by role said as what kind of person they are (我们换了个新老师，是北京人, 我的房东是本地人, 我的老师是
男的, 我的室友是留学生) is no name: before, the teacher became 北京人 and superseded the one named, so 我的老师是谁 answered
北京人. Such a value fills no person's slot; a name (王明, 李老师, Anna) or a pet's (豆子) still does."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "我们换了个新老师，是北京人",
        "我的老师是北京人",
        "我的房东是本地人",
        "我的老板是美国人",
        "我的老师是男的",
        "我的室友是留学生",
        "我的老师是外教",
        "我的经理是外地的",
    ],
)
def test_a_kind_of_person_is_no_name(text: str) -> None:
    assert own_slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我的新老板是王明", ("boss", "王明")),
        ("我换了个新老板，是王明", ("boss", "王明")),
        ("我的老师是李老师", ("teacher", "李老师")),
        ("我的老师是Anna", ("teacher", "Anna")),
        ("我们换了个新老师，姓王", ("teacher", "王")),
        ("我家狗叫豆子", ("dog", "豆子")),
        ("我换了辆新车，是特斯拉", ("car", "特斯拉")),
    ],
)
def test_a_name_is_still_one(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


def test_the_teacher_named_stays_current(hs: Hindsight) -> None:
    tell(hs, "我的老师是李老师，人特别好", "m1", 0)
    tell(hs, "我们换了个新老师，是北京人", "m2", 20)
    records = by_source(hs)
    assert records["m1"].attributes.get("value") == "李老师"
    assert records["m1"].valid_to is None
    assert records["m2"].attributes.get("attribute") != "teacher"
