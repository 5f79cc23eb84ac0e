"""A job said in Chinese where it is done, the speaker left out, going on from their own clause: 我叫林晓，在杭州一家做
跨境电商的公司做运营 stored the name only (the job's rule wanted 我 before 在), so "what do I do?" had no job to answer
from, and a self-introduction, the commonest way a new user says what they do, lost it."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def all_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text))]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我叫林晓，在杭州一家做跨境电商的公司做运营", "运营"),
        ("我住在苏州 在一家医院当护士", "护士"),
        ("我叫王磊，现在在一家外企当会计", "会计"),
        ("我是90后，在深圳一家创业公司干了三年的产品经理", "产品经理"),
        # said as what one is, after one's clause of work
        ("我在腾讯上班，是一名程序员", "程序员"),
        ("我在腾讯上班，做程序员", "程序员"),
        ("我在腾讯上班，也是程序员", "程序员"),
    ],
)
def test_a_job_going_on_from_the_speakers_clause_is_theirs(text: str, job: str) -> None:
    assert (None, "job", job) in all_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我以前住在北京，在百度当程序员",  # a time gone goes on
        "我想搬到杭州，在阿里当运营",  # a wish goes on
        "小李是我同事，在腾讯当产品经理",  # someone else's
        "我叫王磊，在家做饭",  # no occupation
        "我住在上海，在梦里当老板",  # no real place
        "我认识一个人，是程序员",  # who is said is another
        "我在腾讯上班，他是程序员",
        "我在腾讯上班，以前是老师",
        "以前我在腾讯上班，是程序员",
        "我在腾讯上班，是程序员吗",
        "如果我在腾讯上班，是程序员的话",
        "我想去腾讯工作，是程序员岗",
    ],
)
def test_no_job_of_the_speakers_where_the_clause_is_not_theirs_now(text: str) -> None:
    assert not [s for s in all_slots(text) if s[1] == "job" and s[0] is None]


def test_a_relatives_clause_going_on_stays_the_relatives() -> None:
    assert (("姐姐", "job", "护士")) in all_slots("我姐姐住在台北，在医院当护士")
    assert not [s for s in all_slots("我姐姐住在台北，在医院当护士") if s[1] == "job" and s[0] is None]


@pytest.mark.parametrize(
    "text",
    ["你好，我叫小王，我住在北京，在腾讯上班，是一名程序员", "我叫小王，在腾讯上班，是程序员"],
)
def test_a_self_introduction_after_a_greeting_keeps_the_speaker_across_its_clauses(text: str) -> None:
    """你好 before the speaker made the clauses without 我 nobody's: the employer and the job were lost."""
    slots = all_slots(text)
    assert (None, "works_at", "腾讯") in slots and (None, "job", "程序员") in slots


def test_a_relatives_work_said_after_a_greeting_stays_theirs() -> None:
    assert not [s for s in all_slots("你好，我姐住在北京，在腾讯上班，是程序员") if s[0] is None]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我叫Amy，在微软做PM", "微软"),
        ("嗨，我是小李，在华为做开发", "华为"),
        ("我叫小刘，住在成都，在腾讯做后端", "腾讯"),
    ],
)
def test_the_employer_of_a_job_going_on_from_the_speakers_clause_is_theirs(text: str, employer: str) -> None:
    """在微软做PM after one's name read the job and not where it is done: the employer was lost."""
    assert (None, "works_at", employer) in all_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "小李是我同事，在腾讯当产品经理",
        "我姐住在台北，在医院当护士",
        "以前我住在北京，在百度当程序员",
        "我想搬到杭州，在阿里当运营",
        "我叫王磊，在公司做运营",
    ],
)
def test_no_employer_of_the_speakers_going_on_from_anothers_clause_or_unnamed(text: str) -> None:
    assert not [s for s in all_slots(text) if s[1] == "works_at" and s[0] is None]
