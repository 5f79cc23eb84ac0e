"""A medication taken, said with no dose ("I started metformin last week", "I'm on lisinopril now", "my GP put me on
sertraline", 我开始吃二甲双胍了, 我一直在吃降压药, 医生给我开了阿托伐他汀) fills its dose slot with its name: a dose said
later is a change of it, a stop ends it, and "what meds am I on?" reads it. One asked about, thought of, taken
before or by someone else, or what is no medication, fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


def _doses(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I started metformin last week, so far so good.", "dose_metformin", "metformin"),
        ("started metformin last week", "dose_metformin", "metformin"),
        ("Doc started me on lisinopril yesterday.", "dose_lisinopril", "lisinopril"),
        ("My GP put me on sertraline.", "dose_sertraline", "sertraline"),
        ("I'm on metformin now.", "dose_metformin", "metformin"),
        ("I'm taking atorvastatin for my cholesterol.", "dose_atorvastatin", "atorvastatin"),
        ("I've been on sertraline for about a year.", "dose_sertraline", "sertraline"),
        ("I'm back on lisinopril.", "dose_lisinopril", "lisinopril"),
        ("我开始吃二甲双胍了", "dose_二甲双胍", "二甲双胍"),
        ("上周开始吃二甲双胍，还行", "dose_二甲双胍", "二甲双胍"),
        ("我在吃二甲双胍", "dose_二甲双胍", "二甲双胍"),
        ("我一直在吃降压药", "dose_降压药", "降压药"),
        ("我现在吃舍曲林", "dose_舍曲林", "舍曲林"),
        ("医生给我开了阿托伐他汀", "dose_阿托伐他汀", "阿托伐他汀"),
        # started again after a stop
        ("我又开始吃舍曲林了", "dose_舍曲林", "舍曲林"),
        ("停了半年，最近又开始吃舍曲林了", "dose_舍曲林", "舍曲林"),
        ("我重新开始吃降压药了", "dose_降压药", "降压药"),
        ("我今天开始吃鱼油", "dose_鱼油", "鱼油"),
        ("昨天开始吃二甲双胍了", "dose_二甲双胍", "二甲双胍"),
    ],
)  # fmt: skip
def test_a_medication_taken_without_a_dose_fills_its_slot(text: str, slot: str, value: str) -> None:
    assert _doses(text) == [(slot, value)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm on metformin 500mg twice a day.", "500mg twice a day"),
        ("我在吃二甲双胍，每天一片", "每天一片"),
    ],
)
def test_a_dose_said_beside_it_is_the_value(text: str, value: str) -> None:
    assert [v for _, v in _doses(text)] == [value]


def test_a_relatives_dose_said_beside_it_is_theirs() -> None:
    # the speaker takes aspirin, at no dose said; 一天一片 is the mother's
    assert _doses("我在吃阿司匹林，我妈在吃降压药，一天一片") == [("dose_阿司匹林", "阿司匹林")]


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the train.",
        "I'm taking the bus today.",
        "I'm taking a break from work.",
        "I started a new job last week.",
        "I started running again.",
        "My dad is on metformin.",
        "My mom takes lisinopril.",
        "If I'm on metformin can I still drink?",
        "When I started sertraline I felt sick for a week.",
        "Should I start metformin?",
        "I was on sertraline years ago.",
        "I've been taking piano lessons.",
        "I take my coffee black.",
        "I'm on keto.",
        "The doctor put me on a waiting list.",
        "I started the statin conversation with my dad.",
        "Is metformin safe with alcohol?",
        "I'm taking care of my mom this week.",
        "I'm taking the pram to the park.",
        "我在吃冰淇淋",
        "我在吃火锅",
        "我在吃素",
        "我爸在吃二甲双胍",
        "我妈一直在吃降压药",
        "我要不要吃二甲双胍",
        "我今天吃了布洛芬",
        "我以前在吃舍曲林",
        "我想吃阿司匹林",
        "我在吃薯片",
        "我每天都吃零食",
        "我开始吃辣了",
        "医生给我开了假条",
        "我开始吃早饭了",
        "我又开始吃辣了",
        "我妈又开始吃降压药了",
        "我又开始吃零食了",
        "我今天开始吃素",
    ],
)
def test_no_medication_taken(text: str) -> None:
    assert _doses(text) == []


@pytest.mark.parametrize(
    ("started", "later", "question"),
    [
        ("I started metformin last week.", "My doctor upped my metformin to 1000mg twice a day.",
         "What meds am I on?"),
        ("我开始吃二甲双胍了。", "二甲双胍加到了一次1000毫克。", "我现在吃什么药？"),
    ],
)  # fmt: skip
def test_a_dose_said_later_supersedes_the_medication_started(
    real: Hindsight, started: str, later: str, question: str
) -> None:
    tell(real, started, "started", 0)
    tell(real, later, "dose", 20)
    records = by_source(real)
    assert records["started"].superseded_by == records["dose"].id
    assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["dose"]


@pytest.mark.parametrize(
    ("started", "stop", "question"),
    [
        ("I'm on lisinopril now.", "I stopped taking lisinopril, it gave me a cough.", "Am I still on lisinopril?"),
        ("我一直在吃降压药。", "我已经不吃降压药了。", "我还在吃降压药吗？"),
    ],
)  # fmt: skip
def test_a_stop_ends_the_medication_started(real: Hindsight, started: str, stop: str, question: str) -> None:
    tell(real, started, "started", 0)
    tell(real, stop, "stop", 30)
    records = by_source(real)
    assert records["started"].superseded_by == records["stop"].id and records["started"].valid_to is not None
    assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["stop"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sertraline is down to 75mg now", [("dose_sertraline", "75mg")]),
        ("my sertraline is down to 75mg", [("dose_sertraline", "75mg")]),
        ("sertraline went down to 75mg, feeling ok", [("dose_sertraline", "75mg")]),
        ("metformin went up to 1000mg twice a day", [("dose_metformin", "1000mg twice a day")]),
        ("My lisinopril dose has gone up to 20 mg.", [("dose_lisinopril", "20mg")]),
        ("ok so the levothyroxine is back up to 100mcg", [("dose_levothyroxine", "100mcg")]),
    ],
)
def test_a_dose_said_gone_up_or_down_with_the_medicine_first_is_its_value(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """ "they lowered my sertraline to 75mg" was read, "sertraline is down to 75mg now" not: 100mg stayed current."""
    assert _doses(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my dad's metformin went up to 1000mg",
        "her sertraline is down to 50mg",
        "is my sertraline down to 75mg?",
        "my coffee is down to once a day",
        "the price of insulin went up to 300 dollars",
        "my weight is down to 80kg",
        "if my sertraline goes down to 50mg I'll be happy",
    ],
)
def test_no_dose_gone_up_or_down_for_another_a_question_or_no_dose(text: str) -> None:
    assert _doses(text) == []
