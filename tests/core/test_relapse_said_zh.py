"""Smoking taken up again said in Chinese with nothing said of what, as chat says a relapse (又开始抽了, 唉，又抽上了,
我又抽起来了) is smoking again, as 我又开始抽烟了 is: it ends the smoking given up, so 我抽烟吗 answers it first. Before,
these filled nothing and 我戒烟了 stayed current. And smoking given up said with 把 (我把烟戒了) is the habit given up, as
我戒烟了 is, where it was read as no longer liking 烟. One more cigarette (又抽了一根), a cramp (又开始抽筋了), a blood test
(又抽了血), someone else's relapse (我爸又开始抽了, 我爸戒烟半年了，又开始抽了) and a wish are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("又开始抽了", ("does", "抽烟")),
        ("唉，又抽上了", ("does", "抽烟")),
        ("我又抽起来了", ("does", "抽烟")),
        ("我最近又开始抽了，压力太大", ("does", "抽烟")),
        ("我把烟戒了", ("does", "not 抽烟")),
        ("我已经把烟给戒掉了", ("does", "not 抽烟")),
    ],
)
def test_smoking_again_or_given_up_said_loosely_is_the_habit(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "又抽了一根",
        "今天又抽了两根",
        "又开始抽筋了",
        "我又抽了血",
        "抽奖又抽了个空",
        "我爸又开始抽了",
        "我爸戒烟半年了，又开始抽了",
        "他又抽上了",
        "我想又开始抽",
    ],
)
def test_no_habit_of_the_speakers_in_one_more_another_sense_or_anothers(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "does"]


def test_a_relapse_ends_smoking_given_up_and_is_answered_first(real: Hindsight) -> None:
    tell(real, "我戒烟了", "m1", 0)
    tell(real, "唉，又抽上了", "m2", 90)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我抽烟吗", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=100)).hits
    assert hits[0].record.source_ids == ["m2"]
