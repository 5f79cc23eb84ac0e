"""A part of one's car, phone or laptop changed, or its look, said in Chinese (我的车换了个电瓶, 车换了新轮胎, 我的车换了个颜色,
手机换了个壳, 电脑换了块硬盘) is no other car, phone or laptop: before, each was read as the new one (car "电瓶", phone
"壳"), so 我开什么车 answered 电瓶 above the car the user drives. A new one named (车换成了特斯拉, 车换成了皮卡, 我的车换成了
五菱宏光, 手机换成了荣耀) still is."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "我的车换了个电瓶",
        "车换了新轮胎",
        "车换了米其林轮胎",
        "我的车换了个颜色",
        "车换成了白色",
        "车换了个车牌",
        "手机换了个壳",
        "我手机换了个屏幕",
        "手机换了个新系统",
        "我手机换了张卡",
        "电脑换了个键盘",
        "我电脑换了块硬盘",
    ],
)
def test_a_part_changed_is_no_new_thing(text: str) -> None:
    assert not own_slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("车换成了特斯拉", ("car", "特斯拉")),
        ("车换成了皮卡", ("car", "皮卡")),
        ("我的车换成了五菱宏光", ("car", "五菱宏光")),
        ("手机换成了荣耀", ("phone_model", "荣耀")),
        ("电脑换成了拯救者", ("laptop", "拯救者")),
    ],
)
def test_a_new_one_named_is_still_the_thing(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


def test_the_car_driven_stays_current_after_a_part_changed(real: Hindsight) -> None:
    tell(real, "我开的是一辆丰田卡罗拉", "m1", 0)
    tell(real, "我的车换了个电瓶", "m2", 30)
    cars = [
        r
        for r in real.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "car"
    ]
    assert [(r.attributes["value"], r.valid_to) for r in cars] == [("丰田卡罗拉", None)]
    hits = real.recall("我开什么车", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=40)).hits
    assert hits[0].record.source_ids == ["m1"]
