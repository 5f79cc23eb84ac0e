"""A birthday said in Chinese without 的 (我生日是三月三号, 我生日在五月) is the birthday slot as 我的生日是… is: said after
我的生日是3月3号 it is that memory said again, and another day after it a change. What says no day (我生日快到了,
我生日在家过, 我生日是哪天来着) fills nothing (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("我生日是三月三号", "三月三号"),
        ("我生日是12月25日", "12月25日"),
        ("我生日在五月", "五月"),
        ("我生日其实是4月1号", "4月1号"),
    ],
)
def test_a_birthday_said_without_de_is_the_birthday_slot(text: str, day: str) -> None:
    assert ("birthday", day) in slots(text)


@pytest.mark.parametrize("text", ["我生日快到了", "我生日在家过", "我生日是哪天来着", "我生日那天下雨了"])
def test_no_birthday_where_no_day_is_said(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "birthday"]


def test_a_birthday_said_again_is_one_memory_and_another_day_a_change(real: Hindsight) -> None:
    tell(real, "我的生日是3月3号", "m0", 0)
    tell(real, "我生日是三月三号", "m1", 10)
    (record,) = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.source_ids == ["m0", "m1"] and not record.conflicts_with
    tell(real, "我生日是三月四号，之前说错了", "m2", 20)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
