"""A subscription ended in Chinese said as not renewed (我不续爱奇艺会员了, 我没续QQ音乐VIP, 我不再续费腾讯视频了) or with its
VIP after a name in Chinese (我取消了QQ音乐VIP, 我开了QQ音乐VIP) ended nothing and began nothing, so "what subscriptions do
I have?" still found the service. Someone else's (我老婆不续爱奇艺会员了) or a supposition (我不续爱奇艺会员的话会怎样) none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我不续爱奇艺会员了", "not 爱奇艺"),
        ("我没续QQ音乐VIP", "not QQ音乐"),
        ("我不再续费腾讯视频了", "not 腾讯视频"),
        ("我取消了QQ音乐VIP", "not QQ音乐"),
        ("我开了QQ音乐VIP", "QQ音乐"),
    ],
)
def test_a_subscription_said_so_is_read(text: str, value: str) -> None:
    assert ("subscribes", value) in slots(text)


@pytest.mark.parametrize(
    "text", ["我老婆不续爱奇艺会员了", "我不续爱奇艺会员的话会怎样", "如果我不续爱奇艺会员了"]
)
def test_someone_elses_or_a_supposition_is_none(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "subscribes"]


@pytest.mark.parametrize(
    "said",
    [("我开了爱奇艺会员", "我不续爱奇艺会员了"), ("我开了QQ音乐会员", "我取消了QQ音乐VIP")],
)
def test_not_renewed_ends_the_subscription(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]
