"""Asked what happened at a time gone ("What did I do last March?", 我去年三月做了什么), the days' routine (the same
words said most days: "finally some sun today", "gym again this morning", 今天又喝了一杯冰美式) ranked above what
happened only then, which the question shares no word with either: a sprained ankle was fourth, a check-up fifth.
What was said as a routine ranks below what was said once; a question naming something more is searched as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.routine import asks_what_happened
from tests.core.retain_helpers import T0, tell

# (the routine, said every other day of January and February, and what happened once, in February)
CASES = [
    (
        ("finally some sun today", "gym again this morning", "watched two episodes of Severance tonight"),
        "Sprained my ankle running this morning, so annoying.",
        "What did I do last February?",
    ),
    (
        ("今天又喝了一杯冰美式", "今天下了一天雨", "今天开了一整天的会"),
        "今天去医院体检了，血脂有点高",
        "我去年二月做了什么",
    ),
]


@pytest.mark.parametrize(("routine", "once", "asked"), CASES)
def test_what_happened_once_ranks_above_the_routine(
    real: Hindsight, routine: tuple[str, ...], once: str, asked: str
) -> None:
    for day in range(0, 56, 2):
        tell(real, routine[day % 3], f"m{day}", day)
    tell(real, once, "once", 41)
    now = T0 + timedelta(days=370)
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=now).hits
    assert hits[0].record.source_ids == ["once"]


@pytest.mark.parametrize(
    "query",
    [
        "What did I eat last March?",
        "Did I go to the gym last week?",
        "我上周吃了什么",
        "What did I do?",
        "我做了什么",
    ],
)
def test_a_question_naming_more_than_a_time_is_no_such_question(query: str) -> None:
    assert not asks_what_happened(query)


def test_what_happened_then_ranks_above_what_shares_the_words(real: Hindsight) -> None:
    """ "What did I do on Saturday?" (asked on a Wednesday: Saturday the 21st) was answered by the Sundays, nearer its
    words, and the wine tasting said that Saturday was not among the first three; "the weekend before last" named
    no time at all. The records of the time asked rank first."""
    wednesday = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)
    said = [
        (8, "Sunday brunch with my in-laws, it was fine I guess."),
        (10, "I'm thinking of repainting the living room green."),
        (14, "We went hiking up Mount Tam today, the view was amazing."),
        (15, "Lazy Sunday, watched two movies and ordered pizza."),
        (17, "Dentist said I need a crown, ugh."),
        (21, "Jess and I went to a wine tasting in Sonoma today."),
    ]
    for day, text in said:
        real.retain(
            [{"role": "user", "content": text, "id": f"m{day}"}],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=datetime(2026, 11, day, 19, 0, tzinfo=UTC),
        )

    def first(question: str, k: int) -> set[str]:
        hits = real.recall(question, user_id="u", k=k, reinforce=False, now=wednesday).hits
        return {h.record.source_ids[0] for h in hits[:k]}

    assert first("What did I do on Saturday?", 1) == {"m21"}
    assert first("what did I do the weekend before last?", 2) == {"m14", "m15"}
    assert first("我上周六干嘛了", 1) == {"m21"}


@pytest.mark.parametrize(
    ("said", "questions"),
    [
        (
            [
                (1, "I'm flying to Denver next Friday for my cousin's wedding"),
                (2, "My sister's graduation is on the 20th"),
                (4, "went to a pottery class yesterday, made a wonky mug haha"),
            ],
            ["what did I do last week?", "what happened last week?"],
        ),
        (
            [
                (1, "下周五我要飞成都参加表哥的婚礼"),
                (2, "我妹妹20号毕业典礼"),
                (4, "昨天去上了陶艺课，捏了个歪歪扭扭的杯子"),
            ],
            ["上周我干了什么", "上周发生了什么事"],
        ),
    ],
)
def test_what_happened_then_ranks_above_a_plan_said_then(
    real: Hindsight, said: list[tuple[int, str]], questions: list[str]
) -> None:
    """Asked on Wednesday 9 December what happened last week, the plan said that week for a day after it (the
    flight next Friday, 下周五我要飞成都: the 11th) ranked first, above the pottery class of the 3rd: both were "of
    last week", one said then, the other naming its day. What was said then only of later days ranks below."""
    for day, text in said:
        real.retain(
            [{"role": "user", "content": text, "id": f"m{day}"}],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=datetime(2026, 12, day, 19, 0, tzinfo=UTC),
        )
    now = datetime(2026, 12, 9, 9, 0, tzinfo=UTC)
    for question in questions:
        hits = real.recall(question, user_id="u", k=3, reinforce=False, now=now).hits
        assert hits[0].record.source_ids == ["m4"], question
