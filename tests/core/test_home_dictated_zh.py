"""Where one lives now told after where one lived, the clauses parted by a space as dictation and chat part them:
我以前住在上海 后来搬到杭州了 and 我之前住海淀 现在住昌平 are the homes 杭州 and 昌平. Before, both stored nothing (the
rules read only a comma between the clauses, and 以前 held the whole message as history)."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("我以前住在上海 后来搬到杭州了", "杭州"),
        ("我之前住海淀 现在住昌平", "昌平"),
        ("以前住海淀 现在住昌平", "昌平"),
        ("我以前住在上海，后来搬到杭州了", "杭州"),
    ],
)
def test_the_home_now_told_after_the_one_before_is_the_home(text: str, home: str) -> None:
    assert [value for slot, value in own_slots(text) if slot == "lives_in"] == [home]


@pytest.mark.parametrize(
    "text",
    ["我以前住在北京 现在在上海出差", "我哥以前住在上海 后来搬到杭州了", "我以前住在上海 后来想搬到杭州"],
)
def test_no_home_now_where_none_is_said(text: str) -> None:
    assert not [value for slot, value in own_slots(text) if slot == "lives_in"]
