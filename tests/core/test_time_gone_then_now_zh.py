"""A sentence opening with a time gone and then the speaker, going on with what holds now (之前我在阿里上班，现在在腾讯上班;
小时候我住在武汉 现在住在上海; 以前我是老师，现在做销售): the clause said now is the speaker's, so the employer, the home and
the job said there are theirs and current. Before, only a sentence opening with 我 went on from the speaker, so none
of these filled anything and the old value stayed current. A clause going on without 现在 (以前我住在北京，在百度上班)
is still the time gone, and someone else's (以前我哥…, 之前我妈…) is theirs."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("之前我在阿里上班，现在在腾讯上班", ("works_at", "腾讯")),
        ("之前我在阿里上班 现在在腾讯上班", ("works_at", "腾讯")),
        ("小时候我住在武汉 现在住在上海", ("lives_in", "上海")),
        ("以前我是老师，现在做销售", ("job", "销售")),
    ],
)
def test_what_holds_now_after_a_time_gone_is_the_speakers(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    ["以前我住在北京，在百度上班", "以前我哥住在北京，现在在百度上班", "之前我妈在医院上班，现在在诊所上班"],
)
def test_no_value_now_in_a_time_gone_or_anothers(text: str) -> None:
    assert own_slots(text) == []


def test_the_employer_said_now_after_a_time_gone_is_found_first(real: Hindsight) -> None:
    tell(real, "我在阿里上班", "m1", 0)
    tell(real, "之前我在阿里上班 现在在腾讯上班", "m2", 100)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我现在在哪上班", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=120)).hits
    assert hits[0].record.source_ids == ["m2"]
