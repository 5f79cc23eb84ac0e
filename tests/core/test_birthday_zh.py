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


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("我是五月十二号出生的", "五月十二号"),
        ("我是1990年5月12日生的", "1990年5月12日"),
        ("我是十月一号出生的，国庆宝宝", "十月一号"),
    ],
)
def test_a_birthday_said_as_the_day_one_was_born_is_the_birthday_slot(text: str, day: str) -> None:
    """我是五月十二号出生的 held is_a "五月十二号出生" (what one is), so after 我生日是3月3号 the two dates were never seen as two
    birthdays; 我是三月份来的, 我是1月入职的 (when something was done) held is_a too: now nothing."""
    assert slots(text) == [("birthday", day)]


@pytest.mark.parametrize(
    "text",
    ["我是三月份来的", "我是1月入职的", "我是在北京出生的", "我妈是六月五号出生的", "我是六月中旬到的"],
)
def test_when_something_was_done_is_no_birthday_nor_what_one_is(text: str) -> None:
    assert not [s for s in slots(text) if s[0] in ("birthday", "is_a")]


def test_a_birthday_then_another_day_one_was_born_is_flagged(hs: Hindsight) -> None:
    tell(hs, "我生日是3月3号", "a", 0)
    tell(hs, "我是五月十二号出生的", "b", 60)
    result = hs.recall("我生日是哪天？", user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits if h.conflict} == {"a", "b"}, result.context
