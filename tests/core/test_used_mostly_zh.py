"""What one uses said with how much of the time (我平时用微信比较多, 我一般用钉钉多一点, 我习惯用飞书为主): the value is
the thing used. Before, 比较多 / 多一点 / 为主 was part of it (uses 微信比较多), a value no later mention of 微信 named."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我平时用微信比较多", ("uses", "微信")),
        ("我一般用钉钉多一点", ("uses", "钉钉")),
        ("我习惯用飞书为主", ("uses", "飞书")),
        ("我平时用QQ比较多", ("uses", "QQ")),
        ("我最喜欢的运动是跑步比较多", ("favorite_sport", "跑步")),
        ("我平时喝美式比较多", ("likes", "喝美式")),
    ],
)
def test_how_much_of_the_time_is_no_part_of_the_value(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]
