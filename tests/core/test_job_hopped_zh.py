"""A move to another employer said with when it was made first and the speaker left out, as chat says it (去年跳槽到字节了,
我之前在百度工作了三年，去年跳槽到字节了, 上个月跳槽去了美团, 前阵子跳槽到小红书了) is the employer, as 跳槽到字节了 is: the
old one goes to history and 我在哪上班 answers the new one. Before, a word of when before 跳槽 read nothing. Someone
else's (我哥以前在百度，去年跳槽到字节了, 听说小张去年跳槽到了美团) and a phrase naming people by where they went (跳槽到字节的
同事说那边很卷, 跳槽去字节的话工资能涨多少: read before as the employer "字节的同事说那边很卷") are none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import changed_then_asked
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("去年跳槽到字节了", "字节"),
        ("我之前在百度工作了三年，去年跳槽到字节了", "字节"),
        ("上个月跳槽去了美团", "美团"),
        ("前阵子跳槽到小红书了", "小红书"),
        ("跳槽去了TikTok Shop", "TikTok Shop"),
        # when said as a few days back (前两天, 这两天, 前几天: no employer read before)
        ("我前两天刚入职字节", "字节"),
        ("前几天刚入职美团", "美团"),
        ("我这两天刚跳槽到快手", "快手"),
        ("我上礼拜入职了腾讯", "腾讯"),
    ],
)
def test_a_move_said_with_when_is_the_employer(text: str, employer: str) -> None:
    assert own_slots(text) == [("works_at", employer)]


@pytest.mark.parametrize(
    "text",
    [
        "我哥以前在百度，去年跳槽到字节了",
        "听说小张去年跳槽到了美团",
        "跳槽到字节的同事说那边很卷",
        "去年跳槽到字节的同事说那边很卷",
        "跳槽去字节的话工资能涨多少",
        "跳槽去阿里的人越来越多",
        "如果去年跳槽到字节就好了",
        "去年差点跳槽到字节",
        "我朋友前两天刚入职字节",
        "前两天刚入职的同事很能干",
        "我前几天入职体检",
    ],
)
def test_no_employer_of_the_speakers_in_anothers_move_or_a_phrase(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "works_at" and s != ("works_at", "百度")]
    assert not [s for s in own_slots(text) if s[0] == "works_at"]


def test_the_employer_moved_to_is_found_first(real: Hindsight) -> None:
    old, new, first = changed_then_asked(
        real,
        "我在百度上班",
        "我之前在百度工作了三年，去年跳槽到字节了",
        "我在哪上班",
        attribute="works_at",
        gap=100,
    )
    assert new.attributes["value"] == "字节"
    assert old.superseded_by == new.id
    assert first == new.id
