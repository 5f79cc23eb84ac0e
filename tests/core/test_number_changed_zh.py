"""One's phone number said changed to a new one in Chinese (我手机号改成13700001111了, 手机号换成了…, 我把号码改成…了) is
the number, as 我的手机号是… is: the old one goes to history and 我的手机号是多少 answers the new one. Before, only 是 or a
colon before the digits was read, so both numbers stayed current. Someone else's (我老婆手机号改成…, 小王手机号换成…,
我把他的手机号换成…) is none of the speaker's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import changed_then_asked
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "我手机号改成13700001111了",
        "手机号换成了13700001111",
        "电话改成13700001111了",
        "我把号码改成13700001111了",
    ],
)
def test_a_number_changed_to_another_is_the_speakers_phone(text: str) -> None:
    assert own_slots(text) == [("phone", "13700001111")]


@pytest.mark.parametrize(
    "text",
    ["我老婆手机号改成13700001111了", "小王手机号换成13700001111了", "我把他的手机号换成13700001111了"],
)
def test_anothers_number_changed_is_none_of_the_speakers(text: str) -> None:
    assert not own_slots(text)


def test_the_changed_number_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    old, new, first = changed_then_asked(
        real, "我的手机号是13812345678", "我手机号改成13700001111了", "我的手机号是多少"
    )
    assert old.superseded_by == new.id
    assert first == new.id
