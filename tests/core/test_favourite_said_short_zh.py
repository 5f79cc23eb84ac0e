"""A favourite said in Chinese with the speaker left out (最喜欢的电影是《霸王别姬》, 最爱的歌手是周杰伦, 对了，最喜欢的电影是…)
filled no slot, so "现在最喜欢的电影是《千与千寻》了" ended nothing: both stayed current. At a clause's start it is the
speaker's favourite, kept whole (its 《》 too); another's (他最喜欢的…, 我妈最喜欢的…) or a question is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("最喜欢的电影是《霸王别姬》", ("favorite_movie", "《霸王别姬》")),
        ("最爱的歌手是周杰伦", ("favorite_singer", "周杰伦")),
        ("对了，最喜欢的电影是《霸王别姬》", ("favorite_movie", "《霸王别姬》")),
        ("现在最喜欢的电影是《千与千寻》了", ("favorite_movie", "《千与千寻》")),
    ],
)
def test_a_favourite_said_without_the_speaker_is_theirs(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "他最喜欢的电影是《霸王别姬》",
        "我妈最喜欢的电影是《霸王别姬》",
        "你最喜欢的电影是什么？",
        "最喜欢的电影是什么",
    ],
)
def test_anothers_favourite_or_a_question_is_none(said: str) -> None:
    assert own_slots(said) == []


def test_a_new_favourite_said_short_ends_the_old(hs: Hindsight) -> None:
    held = still_held(hs, "最喜欢的电影是《霸王别姬》", "我超爱火锅", "现在最喜欢的电影是《千与千寻》了")
    assert held == [False, True, True]
