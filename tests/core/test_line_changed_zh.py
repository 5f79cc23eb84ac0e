"""A change of one's line of work said in Chinese with the job taken up (我转行做销售了, 我改行当程序员了, 去年转行做了产品经理)
is the job, as 我现在做销售 is: the job said before goes to history and 我是做什么的 answers the new one. Before, none of
these filled a slot. A wish, a plan, a proposal, a condition, someone else's change or one naming no job are none.
A job no longer held said with 是 (我已经不是老师了) ends it, as 我不当老师了 does; before, 老师 stayed current."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, changed_then_asked, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我转行做销售了", "销售"),
        ("我改行当程序员了", "程序员"),
        ("我转行当老师了", "老师"),
        ("去年转行做了产品经理", "产品经理"),
        ("我去年转行做了销售，现在干得还行", "销售"),
        ("我转行做销售三年了", "销售"),
        # the line said by its field, as one says what one does
        ("我转行做产品了", "产品"),
        ("我去年转行搞自媒体了", "自媒体"),
        ("转行做产品已经三年了", "产品"),
        ("我转行做运营了，天天写文案", "运营"),
    ],
)
def test_a_change_of_line_with_the_job_is_the_job(text: str, job: str) -> None:
    assert own_slots(text) == [("job", job)]


@pytest.mark.parametrize(
    "text",
    [
        "我想转行做设计师",
        "我打算转行当老师",
        "要不我转行做销售",
        "我转行做销售的话你觉得怎么样",
        "如果转行做销售会怎么样",
        "我老婆转行做销售了",
        "他改行当程序员了",
        "我朋友转行当老师了",
        "我转行了",
        "转行当老师需要考证吗",
        "转行做销售以后收入降了",
        "我想转行做产品",
        "他转行做产品了",
        "我转行做什么好",
        "我转行做产品好不好？",
        "我转行做产品的话工资会降吗",
        "我转行做了一年产品",
    ],
)
def test_no_job_in_a_wish_a_condition_anothers_change_or_none_named(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


def test_a_line_said_by_its_field_supersedes_the_old_job(real: Hindsight) -> None:
    old, new, first = changed_then_asked(
        real, "我是老师", "我转行做产品了", "我是做什么的", attribute="job", gap=60
    )
    assert new.attributes["value"] == "产品"
    assert old.superseded_by == new.id


def test_the_job_changed_to_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    old, new, first = changed_then_asked(
        real, "我是会计", "我转行做销售了", "我是做什么的", attribute="job", gap=60
    )
    assert new.attributes["value"] == "销售"
    assert old.superseded_by == new.id
    assert first == new.id


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("我已经不是老师了", [("job", "not 老师")]),
        ("我不是老师了", [("job", "not 老师")]),
        ("我已经不是学生了", [("job", "not 学生")]),
    ],
)
def test_a_job_no_longer_held_said_with_shi_ends_it(text: str, ended: list[tuple[str, str]]) -> None:
    assert own_slots(text) == ended


@pytest.mark.parametrize(
    "text", ["我不是老师", "我老婆已经不是老师了", "他已经不是老师了", "我已经不是小孩了"]
)
def test_a_denial_or_anothers_ends_no_job(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


def test_a_job_no_longer_held_is_answered_first(real: Hindsight) -> None:
    tell(real, "我是老师", "m1", 0)
    tell(real, "我已经不是老师了", "m2", 60)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我是做什么的", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=70)).hits
    assert hits[0].record.source_ids == ["m2"]
