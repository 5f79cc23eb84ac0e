"""A favourite is the preferred one of its kind: "postgres is my favorite database" (``favorite_database``) and "I've
switched to MySQL for everything now" (``preferred_database``) are one slot, so the switch ends the favourite, and
what is said for the new tool afterwards is learned (the favourite, left current, kept the new value from being the
only one: nothing was induced)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord
from hindsight_core.embeddings import HashEmbedder
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path):
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64))
    yield engine
    engine.close()


def said(hs: Hindsight, messages: list[str], first_day: int = 0) -> None:
    for day, text in enumerate(messages, start=first_day):
        hs.retain(
            [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}],
            user_id="alice",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=day),
        )


def current(hs: Hindsight, kind: str) -> list[MemoryRecord]:
    return [
        r
        for r in hs.list_records(user_id="alice")
        if r.kind == kind and r.status == "active" and r.valid_to is None and r.attributes.get("value")
    ]


@pytest.mark.parametrize(
    ("before", "switch", "after", "new"),
    [
        (
            ["postgres is my favorite database", "I prefer PostgreSQL.", "I prefer PG, as always."],
            "I've switched to MySQL for everything now.",
            ["I prefer MySQL these days.", "MySQL is my favourite database."],
            "MySQL",
        ),
        (
            ["我最喜欢的数据库是PostgreSQL", "我一直用PostgreSQL", "我平时用PostgreSQL"],
            "我现在改用MySQL了",
            ["我现在用MySQL", "我平时都用MySQL"],
            "MySQL",
        ),
        (
            ["My favourite editor is Vim.", "I use Vim for everything.", "I prefer Vim, always have."],
            "I switched to VS Code last month.",
            ["I use VS Code now.", "I prefer VS Code these days."],
            "VS Code",
        ),
    ],
)
def test_a_switch_ends_the_favourite_and_the_new_tool_is_learned(
    hs: Hindsight, before: list[str], switch: str, after: list[str], new: str
) -> None:
    said(hs, before)
    hs.maintain(user_id="alice", now=T0 + timedelta(days=5))
    assert len(current(hs, "semantic")) == 1
    said(hs, [switch], first_day=6)
    # no value but the new one holds: the favourite is history, as what was learned from it is
    assert {r.attributes["value"] for r in current(hs, "episodic")} == {new}
    assert current(hs, "semantic") == []
    said(hs, after, first_day=7)
    hs.maintain(user_id="alice", now=T0 + timedelta(days=12))
    assert [r.attributes["value"] for r in current(hs, "semantic")] == [new]


def test_favourites_of_other_kinds_stay(hs: Hindsight) -> None:
    said(hs, ["My favourite editor is Vim.", "I've switched to MySQL for everything now."])
    assert sorted(r.attributes["value"] for r in current(hs, "episodic")) == ["MySQL", "Vim"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("MySQL is my favorite database now", ("favorite_database", "MySQL")),
        ("my favorite editor now is vscode", ("favorite_editor", "vscode")),
        ("Flat white is my favourite coffee right now.", ("favorite_coffee", "Flat white")),
        ("The Office is my favorite show ever.", ("favorite_show", "The Office")),
        ("oolong is my favourite tea lately", ("favorite_tea", "oolong")),
        (
            "my favorite coffee order these days is an iced americano",
            ("favorite_coffee_order", "iced americano"),
        ),
        ("iced americano is my favourite coffee order", ("favorite_coffee_order", "iced americano")),
    ],
)
def test_a_favourite_said_with_when_is_of_its_kind(text: str, slot: tuple[str, str]) -> None:
    # "now", "right now", "ever" were read as part of what it is a favourite of (favorite_database_now)
    assert slots(text) == [slot]


def test_a_favourite_said_with_now_replaces_the_one_before(hs: Hindsight) -> None:
    said(hs, ["postgres is my favorite database", "MySQL is my favorite database now"])
    assert {r.attributes["value"] for r in current(hs, "episodic")} == {"MySQL"}
