"""Asked who someone the user named is ("who's Liz?", 小陈是谁): the record introducing them ("Elizabeth, everyone calls
her Liz, is my manager", 我大学室友小陈现在在杭州当老师) comes first, not a later one calling them by name ("Liz is
leaving the company next month", 小陈下个月结婚), which had ranked above it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

FILLER_EN = [
    "Can you help me tidy up my resume? It's two pages and feels bloated",
    "We're thinking of a trip to Lisbon in the autumn, any tips?",
    "My landlord finally fixed the boiler after three weeks",
    "I work at Stripe as a data engineer",
]
FILLER_ZH = ["最近工作有点忙，周末想好好休息", "晚上做了个番茄炒蛋", "下周要出差去广州", "我在腾讯上班"]


def _first(hs: Hindsight, turns: list[str], question: str) -> str:
    for day, content in enumerate(turns):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    return hs.recall(question, user_id="u", k=3, reinforce=False).hits[0].record.text


@pytest.mark.parametrize(
    ("said", "question", "introduction"),
    [
        (
            ["Elizabeth, everyone calls her Liz, is my manager", "Liz is leaving the company next month"],
            "who's Liz?",
            "Elizabeth, everyone calls her Liz, is my manager",
        ),
        (
            ["Elizabeth, everyone calls her Liz, is my manager", "Liz is leaving the company next month"],
            "remind me who Liz is",
            "Elizabeth, everyone calls her Liz, is my manager",
        ),
        (
            ["Marco is my personal trainer", "Marco moved my session to Thursday"],
            "who is Marco?",
            "Marco is my personal trainer",
        ),
        (
            [
                "my manager Liz is great",
                "Liz is leaving the company next month",
                "Liz said the offsite is in Denver",
            ],
            "who is Liz again?",
            "my manager Liz is great",
        ),
        (
            ["我大学室友小陈现在在杭州当老师", "小陈下个月结婚", "小陈说婚礼在西湖边"],
            "小陈是谁",
            "我大学室友小陈现在在杭州当老师",
        ),
        (
            ["我大学室友小陈现在在杭州当老师", "小陈下个月结婚", "小陈说婚礼在西湖边"],
            "小陈是谁啊",
            "我大学室友小陈现在在杭州当老师",
        ),
    ],
)
def test_who_someone_is_is_answered_by_their_introduction_first(
    real: Hindsight, said: list[str], question: str, introduction: str
) -> None:
    filler = FILLER_EN if question.isascii() else FILLER_ZH
    assert _first(real, [*filler, *said], question).endswith(introduction)


@pytest.mark.parametrize(
    ("said", "question", "first"),
    [
        # asked of a role, or of what the person did: not who they are
        (
            ["my manager Liz is great", "Liz is leaving the company next month"],
            "when is Liz leaving?",
            "Liz is leaving the company next month",
        ),
        (
            ["我大学室友小陈现在在杭州当老师", "小陈下个月结婚"],
            "小陈什么时候结婚",
            "小陈下个月结婚",
        ),
    ],
)
def test_a_question_of_what_someone_did_keeps_its_answer_first(
    real: Hindsight, said: list[str], question: str, first: str
) -> None:
    filler = FILLER_EN if question.isascii() else FILLER_ZH
    assert _first(real, [*filler, *said], question).endswith(first)


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("who's Liz?", "Liz"),
        ("who is Dr. Patel again?", "Dr. Patel"),
        ("remind me who Marco is", "Marco"),
        ("小陈是谁", "小陈"),
        ("老张是谁啊", "老张"),
        ("谁是王芳？", "王芳"),
        # a role, a pronoun, no one
        ("who is my boss?", None),
        ("用户的老板是谁", None),
        ("我老板是谁", None),
        ("他是谁", None),
        ("Who is going to the party on Friday?", None),
        ("who's Liz's husband?", None),
    ],
)
def test_the_name_asked_who_they_are(query: str, name: str | None) -> None:
    from hindsight_core.recall.who_is import asked_who

    assert asked_who(query) == name
