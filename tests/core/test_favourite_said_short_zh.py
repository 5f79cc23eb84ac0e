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


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我最喜欢的乐队是五月天", ("favorite_band", "五月天")),
        ("我最喜欢的专辑是《范特西》", ("favorite_album", "《范特西》")),
        ("我最喜欢的水果是芒果", ("favorite_fruit", "芒果")),
        ("我最喜欢的电视剧是《甄嬛传》", ("favorite_show", "《甄嬛传》")),
        ("我最喜欢的球队是湖人", ("favorite_team", "湖人")),
        ("我最喜欢的作家是村上春树", ("favorite_author", "村上春树")),
    ],
)
def test_a_favourite_in_chinese_fills_the_slot_english_names(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


def test_a_favourite_changed_across_languages_ends_the_old(hs: Hindsight) -> None:
    # "my favorite band is Coldplay", then 最喜欢的乐队 said in Chinese: one slot (favorite_乐队 had been another)
    held = still_held(
        hs, "My favorite band is Coldplay.", "我最喜欢的水果是芒果", "现在我最喜欢的乐队是五月天了"
    )
    assert held == [False, True, True]
