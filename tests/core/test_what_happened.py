"""Asked what happened at a time gone ("What did I do last March?", 我去年三月做了什么), the days' routine (the same
words said most days: "finally some sun today", "gym again this morning", 今天又喝了一杯冰美式) ranked above what
happened only then, which the question shares no word with either: a sprained ankle was fourth, a check-up fifth.
What was said as a routine ranks below what was said once; a question naming something more is searched as before."""

from __future__ import annotations

from datetime import timedelta

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
