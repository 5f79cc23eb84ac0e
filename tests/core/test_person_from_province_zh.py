"""Where someone is from, said by their province (我的老师是湖南的, 我的医生是湖北的), named no one: it filled the teacher's
slot with 湖南, superseding the teacher's name said before; and a province worked in (我在广东工作) is no employer.
湖南卫视, 四川航空 are employers, and where the speaker lives (我住在湖南) as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [("我的老师是湖南的", "teacher"), ("我的医生是湖北的", "doctor"), ("我在广东工作", "works_at")],
)
def test_a_province_names_no_one(text: str, slot: str) -> None:
    assert not [said for said in slots(text) if said[0] == slot]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我在湖南卫视上班", ("works_at", "湖南卫视")),
        ("我在四川航空工作", ("works_at", "四川航空")),
        ("我住在湖南", ("lives_in", "湖南")),
        ("我的老师是王老师", ("teacher", "王老师")),
    ],
)
def test_a_name_or_a_home_is_read_as_before(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_where_the_teacher_is_from_leaves_their_name(hs: Hindsight) -> None:
    assert still_held(hs, "我的老师是王老师", "我的老师是湖南的") == [True, True]
