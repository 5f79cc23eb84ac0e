"""A coding task asked of the agent ("write a migration that adds an email column", 帮我写个查询用户的接口) brings the
conventions the user stated for that work ("prod DB is Postgres 15", 我们不用ORM, "don't use pandas in this repo"),
which the request shares no word with; a question about what was said, or a task that is not code, brings none
(real embedding model)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.code_needs import CONVENTIONS, DATABASE, TESTS
from hindsight_core.recall.task_needs import task_needs
from tests.core.retain_helpers import tell

DEV = [
    "I had a long day, the standup ran over again.",
    "prod DB is Postgres 15 on port 5433",
    "My dog Biscuit needs a walk every evening.",
    "don't use pandas in this repo",
    "I live in Leeds, near the station.",
    "fixtures go in tests/conftest.py",
    "Our sprint ends on Friday and the demo is on Monday.",
    "we moved from Jenkins to GitHub Actions",
    "I always use the stairs at work, never the lift.",
    "我们不用ORM，直接写SQL",
    "周末我们常去爬山。",
]


@pytest.fixture
def dev(real: Hindsight) -> Hindsight:
    for n, text in enumerate(DEV):
        tell(real, text, f"d{n}", n)
    return real


def top(hs: Hindsight, query: str, k: int = 3) -> list[str]:
    return [h.record.source_ids[0] for h in hs.recall(query, user_id="u", k=k).hits]


@pytest.mark.parametrize(
    ("request_", "needed"),
    [
        ("write a migration that adds an email column to users", "d1"),
        ("can you write a script to load this CSV and plot it?", "d3"),
        ("帮我写个查询用户的接口", "d9"),
        ("Please write a unit test for the signup form", "d5"),
    ],
)
def test_a_coding_task_brings_the_conventions_stated_for_it(
    dev: Hindsight, request_: str, needed: str
) -> None:
    assert needed in top(dev, request_)


def test_a_coding_task_brings_no_everyday_habit(dev: Hindsight) -> None:
    assert "d8" not in top(dev, "can you write a script to load this CSV and plot it?", k=5)


@pytest.mark.parametrize(
    "query",
    [
        "can you write a poem for my mom's birthday?",  # no code
        "which database do we use?",  # a question: answered by its words
        "what did I say about the tests?",
    ],
)
def test_a_question_or_a_task_that_is_not_code_needs_no_conventions(query: str) -> None:
    needs = task_needs(query)
    assert needs is None or needs.domain != "code"


def test_what_a_need_holds_names_a_tool_or_the_codes_own_words() -> None:
    assert DATABASE.holds.search("prod DB is Postgres 15 on port 5433")
    assert TESTS.holds.search("我们的测试都用pytest写")
    assert CONVENTIONS.holds.search("don't use pandas in this repo")
    assert not CONVENTIONS.holds.search("I always use the stairs at work, never the lift.")
    assert not TESTS.holds.search("I have a blood test on Monday")
