"""Tastes said in Chinese the way people say them filled no slot: the thing said first (香菜我是真的受不了,
火锅我现在是真的受不了了, 榴莲我吃不了), a liking come to (我现在居然喜欢香菜了, 我越来越喜欢喝茶, 我开始讨厌加班了), a taste
mostly given up (我现在不太吃辣了); so 我现在居然喜欢香菜了 after 香菜我是真的受不了 left both current, and 火锅我现在是真的
受不了了 ended no 我超爱火锅. A time or an aside said first (昨天我受不了了, 说实话我真的受不了) or what another said
(他说的话我受不了) is no dislike, and 我喜欢上他了 likes no "上他"."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("香菜我是真的受不了", ("dislikes", "香菜")),
        ("火锅我现在是真的受不了了", ("dislikes", "火锅")),
        ("榴莲我是真的不喜欢", ("dislikes", "榴莲")),
        ("榴莲我吃不了", ("dislikes", "榴莲")),
        ("我现在居然喜欢香菜了", ("likes", "香菜")),
        ("我越来越喜欢喝茶", ("likes", "喝茶")),
        ("我竟然爱上了跑步", ("likes", "跑步")),
        ("我开始讨厌加班了", ("dislikes", "加班")),
        ("我现在不太吃辣了", ("likes", "not 吃辣")),
        ("我喜欢上海", ("likes", "上海")),
    ],
)
def test_a_taste_said_in_chinese_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "他说的话我受不了",
        "这个我受不了",
        "昨天我受不了了",
        "说实话我真的受不了",
        "每次加班我都受不了",
        "我喜欢上他了",
    ],
)
def test_no_taste_is_read_where_no_thing_is_named(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] in ("likes", "dislikes")]


@pytest.mark.parametrize(
    ("said", "other", "changed"),
    [
        ("香菜我是真的受不了", "我讨厌坐飞机", "我现在居然喜欢香菜了"),
        ("我超爱火锅", "我喜欢看科幻片", "火锅我现在是真的受不了了"),
        ("我很喜欢吃辣", "我喜欢喝茶", "我现在不太吃辣了"),
    ],
)
def test_a_change_of_mind_in_chinese_ends_that_taste_only(
    hs: Hindsight, said: str, other: str, changed: str
) -> None:
    assert still_held(hs, said, other, changed) == [False, True, True]
