"""A job left said in Chinese the way chat says it, pointing at the company and not naming it (我不在那家公司干了, 我不在原来的
公司了, 我已经不在那家公司上班了), or with the job given up (我辞职不干了, 我工作辞了) or none now (我现在没工作), ends the employer
the user said before, as 我辞职了 does: 我在哪上班 no longer answers it first. Before, these ended nothing. Out of the office
(我不在公司了, 我今天不在公司), a day off (我今天没工作), not yet (我目前还没有工作), someone else's (我朋友不在那家公司干了,
他工作辞了) and a supposition (如果我不在那家公司干了) are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.job_lost import job_lost
from tests.core.retain_helpers import T0, by_source, tell


@pytest.mark.parametrize(
    "text",
    [
        "我不在那家公司干了",
        "我不在原来的公司了",
        "我已经不在那家公司上班了",
        "我早就不在那家公司了",
        "我不在公司上班了",
        "我辞职不干了",
        "我工作辞了",
        "工作辞了",
        "我现在没工作",
        "我现在没有工作，在家带娃",
    ],
)
def test_a_company_left_unnamed_is_a_job_left(text: str) -> None:
    assert job_lost(text)


@pytest.mark.parametrize(
    "text",
    [
        "我不在公司了",
        "我今天不在公司",
        "我不在公司",
        "我今天没工作",
        "我现在没工作的心情",
        "我目前还没有工作",
        "我朋友不在那家公司干了",
        "我老公不在那家公司干了",
        "他工作辞了",
        "如果我不在那家公司干了",
        "我女儿现在没工作",
    ],
)
def test_out_of_the_office_anothers_or_supposed_is_none(text: str) -> None:
    assert not job_lost(text)


@pytest.mark.parametrize("left", ["我不在那家公司干了", "我辞职不干了"])
def test_the_employer_said_before_no_longer_answers_first(real: Hindsight, left: str) -> None:
    tell(real, "我在腾讯上班", "m1", 0)
    tell(real, left, "m2", 60)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m2"].attributes["value"] == "not 腾讯"
    hits = real.recall("我在哪上班", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=70)).hits
    assert hits[0].record.source_ids == ["m2"]
