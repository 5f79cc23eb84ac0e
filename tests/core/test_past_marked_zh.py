"""A Chinese statement placed in a time gone (之前我住在上海, 小时候我住在武汉, 三年前我在阿里工作, 当时我是老师) or said as a
thing once done (我在腾讯工作过) is history: it fills no slot, so it never supersedes what holds now; a value said in a
later clause of the same sentence (之前我住在上海，现在住在北京) is the current one (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "之前我住在上海",
        "以前我在阿里工作",
        "小时候我住在武汉",
        "那时候我在阿里上班",
        "大学的时候我住在北京",
        "三年前我在阿里工作",
        "当时我是老师",
        "我在腾讯工作过",
        "我在腾讯工作过两年，挺累的",
        # a time gone said by the years, a school's time or a year's time
        "前几年我在阿里上班",
        "我前几年在阿里上班",
        "前些年我住在武汉",
        "那几年我住在广州",
        "好多年前我在华为上班",
        "大学时我住在武汉",
        "高中时我住在县城",
        "18年的时候我在阿里上班",
        "2018年的时候我住在杭州",
    ],
)
def test_a_statement_of_a_time_gone_fills_no_slot(text: str) -> None:
    assert slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("之前我住在上海，现在住在北京", ("lives_in", "北京")),
        ("我在腾讯工作过两年，现在在阿里工作", ("works_at", "阿里")),
        ("以前的事不提了，我现在住在北京", ("lives_in", "北京")),
        # days ago is a change just made, no time gone
        ("前两天我搬到杭州了", ("lives_in", "杭州")),
        ("前几年在阿里，现在我在腾讯上班", ("works_at", "腾讯")),
    ],
)
def test_the_value_said_now_beside_a_past_is_the_slot(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize(
    ("current", "past"),
    [
        ("我住在北京。", "之前我住在上海，房租太贵了。"),
        ("我在阿里工作。", "我在腾讯工作过，压力很大。"),
        ("我在腾讯上班", "前几年我在阿里上班，天天加班"),
        ("我住在上海", "大学时我住在武汉，特别热"),
    ],
)
def test_a_past_said_later_leaves_the_current_value_current(real: Hindsight, current: str, past: str) -> None:
    tell(real, current, "now", 0)
    tell(real, past, "then", 3)
    records = by_source(real)
    assert records["now"].valid_to is None and records["now"].superseded_by is None
    assert "attribute" not in records["then"].attributes
