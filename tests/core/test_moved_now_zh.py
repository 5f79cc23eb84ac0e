"""A move said as now after where one lived (我之前住在海淀，现在搬到昌平了; in chat, a space parting the clauses: 以前住朝阳
现在搬到通州了) is the new home, so 我住哪 finds it first and the old home goes to history. Before, 现在 before 搬到 was
no word the move rule read, and the time gone said first (之前, 以前) made the whole sentence history when a space,
not a comma, parted the clauses. Someone else's move, or a company's, fills no home of the speaker's."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("我之前住在海淀，现在搬到昌平了", "昌平"),
        ("我之前住在海淀 现在搬到昌平了", "昌平"),
        ("以前住朝阳 现在搬到通州了", "通州"),
        # a move a few days back, said without 了 (nothing read before)
        ("我前两天刚搬到杭州", "杭州"),
        ("前几天刚搬来深圳", "深圳"),
        ("我们这两天刚搬到浦东", "浦东"),
    ],
)
def test_a_move_said_as_now_is_the_home(text: str, home: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "lives_in"] == [("lives_in", home)]


@pytest.mark.parametrize(
    "text",
    [
        "我哥之前住在海淀，现在搬到昌平了",
        "公司现在搬到望京了",
        "我妈现在搬到我家附近了",
        "之前我住在海淀",
        "我前两天刚搬完家",
        "前两天刚搬来一把椅子",
        "我朋友前两天刚搬到杭州",
    ],
)
def test_no_home_in_anothers_move_or_a_time_gone(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "lives_in"]


def test_the_home_after_a_move_said_as_now_is_found_first(real: Hindsight) -> None:
    tell(real, "我住在海淀，离公司挺近的", "m1", 0)
    tell(real, "我之前住在海淀 现在搬到昌平了", "m2", 60)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我住哪", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=90)).hits
    assert hits[0].record.source_ids == ["m2"]
