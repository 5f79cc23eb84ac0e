"""A Chinese value taken back in the same breath (我住在北京，不对，是天津; dictated without punctuation:
我住在北京不对是天津) is not the speaker's value: the one said instead is, as "Lyon, no wait, Paris" is in English.
A value said with 不是 another (我住在北京，不是上海), a clarification (我是说真的) or a correction of how much
(我喜欢吃辣，不对，是很喜欢) keeps the value said."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我住在北京，不对，是天津", ("lives_in", "天津")),
        ("我住在北京不对是天津", ("lives_in", "天津")),
        ("我住在北京 不对 是天津", ("lives_in", "天津")),
        ("我搬到杭州了，不对，是苏州", ("lives_in", "苏州")),
        ("我在腾讯上班，哦不对，是字节", ("works_at", "字节")),
        ("我在腾讯上班，不对不对，在阿里上班", ("works_at", "阿里")),
        ("我在腾讯上班，不对，我在阿里上班", ("works_at", "阿里")),
        ("我在腾讯上班，口误，是腾讯音乐", ("works_at", "腾讯音乐")),
        ("我对花生过敏，不对，是芒果", ("allergic_to", "芒果")),
        ("我是老师，不对，是护士", ("job", "护士")),
        ("我住在北京，不對，是天津", ("lives_in", "天津")),
    ],
)
def test_the_value_said_instead_is_the_speakers(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我住在北京，不是上海", ("lives_in", "北京")),
        ("我住在北京，不对吗", ("lives_in", "北京")),
        ("我住在北京，不对的地方你帮我改", ("lives_in", "北京")),
        ("我在腾讯上班，我是说真的", ("works_at", "腾讯")),
        ("我住在北京，我的意思是我不想搬", ("lives_in", "北京")),
        ("我喜欢吃辣，不对，是很喜欢", ("likes", "吃辣")),
    ],
)
def test_a_value_not_taken_back_stays(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


def test_the_employer_said_instead_is_the_one_a_later_change_supersedes(hs: Hindsight) -> None:
    tell(hs, "我在腾讯上班，哦不对，是字节跳动", "m1", 0)
    tell(hs, "我现在在腾讯上班", "m2", 30)
    records = by_source(hs)
    assert records["m1"].attributes["value"] == "字节跳动"
    assert records["m1"].superseded_by == records["m2"].id  # 腾讯 is a change, not 腾讯 said again
    assert records["m2"].valid_to is None
