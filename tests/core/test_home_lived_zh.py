"""Where one lives said in Chinese with 生活, 居住 or 定居 (我在上海生活, 我现在在杭州定居) is the home slot, as 住在 is: said
after 我住在上海 it is that memory said again, and another city after it is a move. A past (我在上海生活过), a time
in one's life (我在上海生活的时候), someone else's and a wish fill nothing (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("我在上海生活", "上海"),
        ("我在上海生活了五年", "上海"),
        ("我现在在杭州定居", "杭州"),
        ("我一直在成都居住", "成都"),
        ("我们在深圳生活，孩子在这边上学", "深圳"),
    ],
)
def test_a_home_said_with_sheng_huo_is_the_home_slot(text: str, city: str) -> None:
    assert ("lives_in", city) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在上海生活过两年",  # once
        "我在上海生活的时候认识了她",  # a time of one's life
        "我妈在上海生活",  # someone else's
        "我想在上海生活",  # a wish
        "我不想在上海生活",
        "我在上海的生活很充实",  # one's life there, said of
        "我在酒店生活了一周",
        "在上海生活压力很大",  # said of anyone
    ],
)
def test_no_home_in_a_past_a_wish_or_someone_elses(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "lives_in"]


def test_a_home_said_again_with_sheng_huo_is_one_memory_and_a_new_city_a_move(real: Hindsight) -> None:
    tell(real, "我住在上海", "m0", 0)
    tell(real, "我在上海生活", "m1", 5)
    (record,) = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.source_ids == ["m0", "m1"] and record.occurrences == 2
    tell(real, "我现在在杭州生活", "m2", 30)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id and said["m2"].valid_to is None
    context = real.recall("我住在哪里？", user_id="u", reinforce=False).context
    assert "杭州" in context and "superseded" in context


@pytest.mark.parametrize(
    ("text", "home"),
    [
        # the household said as the subject (我们, 我们一家三口, 我们全家: nothing read before)
        ("我们住在杭州", "杭州"),
        ("我们一家三口住在杭州", "杭州"),
        ("我们全家都住在广州天河", "广州天河"),
        ("我们俩现在住在浦东", "浦东"),
    ],
)
def test_the_household_said_as_we_is_the_users_home(text: str, home: str) -> None:
    assert ("lives_in", home) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我们公司住在杭州",
        "我们老板住在杭州",
        "我们想住在杭州",
        "如果我们住在杭州就好了",
        "我们住在酒店里",
        "我们俩住在一起三年了",
        "我们住在同一个小区",
        "我们今晚住在朋友家",
    ],
)
def test_no_household_home_in_anothers_a_wish_or_a_stay(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "lives_in"]
