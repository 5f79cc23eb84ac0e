"""Where one lives said changed the way chat says it in Chinese: a move with 住 after the place (我搬去浦东住了, 我们搬到浦东去
住了) is the place alone, where it was read as "浦东住"; and a home no longer held said without 在 (我已经不住上海了,
我不住上海了) ends it, as 我已经不住在上海了 does, where it ended nothing, so 我住在哪 answered 上海 first. Living at school
(不住校了), a pointer (我不住这了) and no place (我不住了) are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我搬去浦东住了", ("lives_in", "浦东")),
        ("我们搬到浦东去住了", ("lives_in", "浦东")),
        ("搬到杭州来住了", ("lives_in", "杭州")),
        ("我已经不住上海了", ("lives_in", "not 上海")),
        ("我不住上海了", ("lives_in", "not 上海")),
        ("我已经不住在上海了", ("lives_in", "not 上海")),
    ],
)
def test_a_home_moved_to_or_left_is_read_as_said(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize("text", ["我已经不住校了", "我不住这了", "我不住了", "我妈已经不住上海了"])
def test_no_home_of_the_speakers_ended_by_a_dorm_a_pointer_or_anothers(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "lives_in"]


def test_a_home_no_longer_held_is_answered_first(real: Hindsight) -> None:
    tell(real, "我住在上海", "m1", 0)
    tell(real, "我已经不住上海了", "m2", 60)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我住在哪", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=70)).hits
    assert hits[0].record.source_ids == ["m2"]
