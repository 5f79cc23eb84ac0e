"""A diagnosis or an injury said with the treatment planned for it ("I was diagnosed with hypothyroidism, starting
levothyroxine next week", "I tore my ACL skiing, surgery next month", 我骨折了，下周拆石膏) was typed a plan, and expired
with it: four months on "what health problems do I have?" no longer found it. A diagnosis or an injury is a lasting
state beside the plan, as a blood type is, so the message is a fact; a plan alone, or a plan beside "I broke the
news", still expires."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import event_type_of

from .retain_helpers import T0, tell

# the expiry rules of what the user said, as an application that archives it sees them
pytestmark = pytest.mark.expire_user_statements


@pytest.mark.parametrize(
    ("text", "typed"),
    [
        ("I was diagnosed with hypothyroidism, starting levothyroxine next week", "fact"),
        ("I tore my ACL skiing, surgery next month", "fact"),
        ("我确诊了甲减，下周开始吃优甲乐", "fact"),
        ("我膝盖韧带撕裂了，下个月做手术", "fact"),
        ("我骨折了，下周拆石膏", "fact"),
        ("I'm flying to Rome next week", "plan"),
        ("I broke the news to my boss, meeting again next week", "plan"),
        ("I might have torn something, going to get it checked next week", "plan"),
    ],
)
def test_a_diagnosis_or_an_injury_beside_a_plan_is_a_fact(text: str, typed: str) -> None:
    assert event_type_of(text) == typed


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("I was diagnosed with hypothyroidism, starting levothyroxine next week", "what health problems do I have?"),
        ("I tore my ACL skiing, surgery next month", "what happened to my ACL?"),
        ("我确诊了甲减，下周开始吃优甲乐", "我有甲减吗"),
    ],
)  # fmt: skip
def test_it_outlasts_the_plan(real: Hindsight, said: str, question: str) -> None:
    tell(real, said, "dx", 0)
    tell(real, "I'm flying to Rome next week", "trip", 1)
    real.maintain(user_id="u", now=T0 + timedelta(days=120))
    assert [r.source_ids[0] for r in real.list_records(user_id="u")] == ["dx"]  # the trip expired
    hits = real.recall(question, user_id="u", k=3, now=T0 + timedelta(days=120)).hits
    assert hits[0].record.source_ids == ["dx"]
