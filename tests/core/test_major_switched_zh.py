"""One's major said switched in Chinese, of the major itself (我专业换成了计算机, 我的专业改成金融了, 专业转成了经济学), is
the major, as 我转专业了，现在学金融 is: after 我是学会计的, the question 我读的什么专业 answers 计算机 first and 会计 goes to
history. Before, these filled nothing. Someone else's (我妹妹专业换成了法学), a wish and a condition are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "major"),
    [("我专业换成了计算机", "计算机"), ("我的专业改成金融了", "金融"), ("专业转成了经济学", "经济学")],
)
def test_a_major_switched_is_the_major(text: str, major: str) -> None:
    assert own_slots(text) == [("major", major)]


@pytest.mark.parametrize(
    "text", ["我妹妹专业换成了法学", "我想把专业换成计算机", "我专业换成计算机的话好找工作吗"]
)
def test_no_major_in_anothers_a_wish_or_a_condition(text: str) -> None:
    assert not own_slots(text)


def test_the_major_switched_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    tell(real, "我是学会计的", "m1", 0)
    tell(real, "我专业换成了计算机", "m2", 120)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我读的什么专业", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=130)).hits
    assert hits[0].record.source_ids == ["m2"]
