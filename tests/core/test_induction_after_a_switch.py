"""A tool liked once, then switched from: "I like PostgreSQL", later "I've switched to MySQL for everything now" and
MySQL said in two more sessions is learned (the liking, which a switch does not end, kept MySQL from being the only
value, so nothing was induced); a tool liked after the one in use ("I like Go" after "I prefer Python") still leaves
it alone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord
from hindsight_core.embeddings import HashEmbedder

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path):
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64))
    yield engine
    engine.close()


def said(hs: Hindsight, messages: list[str]) -> None:
    for day, text in enumerate(messages):
        hs.retain(
            [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}],
            user_id="alice",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=day),
        )


def learned(hs: Hindsight) -> list[MemoryRecord]:
    hs.maintain(user_id="alice", now=T0 + timedelta(days=10))
    return [
        r
        for r in hs.list_records(user_id="alice")
        if r.kind == "semantic" and r.status == "active" and r.valid_to is None
    ]


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (
            [
                "I really like PostgreSQL.",
                "I've switched to MySQL for everything now.",
                "I prefer MySQL these days.",
                "MySQL is my favourite database.",
            ],
            "MySQL",
        ),
        (["我喜欢用PostgreSQL", "我现在改用MySQL了", "我平时都用MySQL", "我一直用MySQL"], "MySQL"),
        (
            ["I love Vim.", "I switched to VS Code last month.", "I use VS Code now.", "I prefer VS Code."],
            "VS Code",
        ),
    ],
)
def test_what_is_used_after_a_liked_tool_is_learned(hs: Hindsight, messages: list[str], value: str) -> None:
    said(hs, messages)
    assert [r.attributes["value"] for r in learned(hs)] == [value]


def test_a_tool_liked_after_the_one_in_use_ends_nothing(hs: Hindsight) -> None:
    said(hs, ["I prefer MySQL.", "I prefer MySQL these days.", "MySQL is my favourite database."])
    assert [r.attributes["value"] for r in learned(hs)] == ["MySQL"]
    hs.retain(
        [{"role": "user", "content": "I like PostgreSQL."}],
        user_id="alice",
        occurred_at=T0 + timedelta(days=5),
    )
    assert [r.attributes["value"] for r in learned(hs)] == ["MySQL"]
