"""A tool taken back in the same breath is not the one in use: "I prefer PostgreSQL, no wait, MySQL" held PostgreSQL
(the tool rules read the first tool named, never the one said instead), so it counted toward learning PostgreSQL and
stood against MySQL said after it. The tool said instead, of the same kind, is the value."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.core.retain_helpers import said_daily
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I prefer PostgreSQL, no wait, MySQL", ("preferred_database", "MySQL")),
        ("I prefer PostgreSQL, sorry, I mean MySQL", ("preferred_database", "MySQL")),
        ("I use Vim, no wait, Emacs", ("preferred_editor", "Emacs")),
        ("I use VS Code, no, I mean Cursor", ("preferred_editor", "Cursor")),
        # nothing taken back, or no tool of the kind said instead
        ("I use Vim, no complaints", ("preferred_editor", "Vim")),
        ("I prefer Postgres, no wait, Django", ("preferred_database", "Postgres")),
        ("I prefer PostgreSQL, no MySQL for me", ("preferred_database", "PostgreSQL")),
    ],
)
def test_the_tool_said_instead_is_the_value(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


def test_a_tool_taken_back_teaches_nothing(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        said = [
            "I prefer PostgreSQL, no wait, MySQL",
            "I prefer MySQL these days.",
            "MySQL is my favourite database.",
        ]
        said_daily(hs, said, T0)
        hs.maintain(user_id="u", now=T0 + timedelta(days=5))
        learned = [r for r in hs.list_records(user_id="u") if r.kind == "semantic"]
        assert [r.attributes["value"] for r in learned] == ["MySQL"]
