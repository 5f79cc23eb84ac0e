"""Asked which tool of a kind, a statement naming a tool of that kind ranks above one sharing the other words."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.tool_kind import lift_tool_kind
from tests.core.lift_helpers import T0, said_record


def test_the_tool_of_the_kind_asked_comes_first_end_to_end(hs: Hindsight) -> None:
    turns = [
        "Kicking off a new billing service for the finance team this week.",
        "For anything with money in it I'd go with MySQL, and Rust for the API.",
    ]
    hs.retain(
        [{"role": "user", "content": t, "id": f"m{n}"} for n, t in enumerate(turns)],
        user_id="u",
        session_id="s",
        occurred_at=T0,
    )
    hits = hs.recall("Which database should the new payments service use?", user_id="u", k=2).hits
    assert hits[0].record.source_ids == ["m1"]


@pytest.mark.parametrize(
    ("best", "other", "question"),
    [
        (
            "We run PostgreSQL 16 in production.",
            "I also like MySQL.",
            "Which database do we run?",
        ),  # best names one
        ("The database team shipped the migration.", "We use MySQL.", "What did the database team ship?"),
        (
            "Starting a new service.",
            "I write Go mostly.",
            "Which database should the service use?",
        ),  # no database
        ("我们在做新的报表服务", "后端用 Go 写", "我们用什么数据库？"),
    ],
)
def test_nothing_is_lifted_where_the_best_names_one_or_none_is_of_the_kind(
    best: str, other: str, question: str
) -> None:
    records = {"best": said_record("best", best), "other": said_record("other", other)}
    final = {"best": 2.0, "other": 1.0}
    assert lift_tool_kind(final, records, question) is None
    assert final == {"best": 2.0, "other": 1.0}


def test_a_chinese_question_lifts_the_database_named() -> None:
    records = {
        "best": said_record("best", "我们在做新的报表服务"),
        "db": said_record("db", "我习惯用 PostgreSQL"),
    }
    final = {"best": 2.0, "db": 1.0}
    assert lift_tool_kind(final, records, "我们用什么数据库？") == "db"
