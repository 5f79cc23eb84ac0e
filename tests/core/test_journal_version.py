"""The trace journal's file carries its layout's version (SQLite's ``user_version``): a journal written by a newer
hindsight is refused with a message saying so, one written before the version existed opens as before."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreUnavailableError
from hindsight_core.journal_schema import JOURNAL_VERSION


def _version(path: Path, value: int | None = None) -> int:
    with contextlib.closing(sqlite3.connect(path)) as db:
        if value is not None:
            db.execute(f"PRAGMA user_version={value}")
        return int(db.execute("PRAGMA user_version").fetchone()[0])


def _said(data: Path) -> None:
    with Hindsight(data, embedder=HashEmbedder()) as hs:
        hs.retain([{"role": "user", "content": "I keep bees in the garden."}], user_id="alice")


def test_a_journal_written_by_a_newer_version_is_refused_saying_so(env: Path, capsys) -> None:
    """A journal of a newer layout was opened and written to as if it were this one's."""
    _said(env)
    _version(env / "journal.db", JOURNAL_VERSION + 1)
    with pytest.raises(StoreUnavailableError, match=r"written by a newer version of hindsight") as raised:
        Hindsight(env, embedder=HashEmbedder()).stats()
    assert f"journal version {JOURNAL_VERSION + 1}" in str(raised.value)
    assert "Upgrade hindsight" in str(raised.value)
    assert _version(env / "journal.db") == JOURNAL_VERSION + 1  # left as it was
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert "newer version" in err and "Traceback" not in err


def test_a_journal_without_a_version_opens_as_before_and_gets_one(env: Path) -> None:
    """A journal written before the version existed (``user_version`` 0, as every earlier hindsight left it)."""
    _said(env)
    assert _version(env / "journal.db", 0) == 0
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        assert hs.stats()["traces"] == 1
        assert "bees" in hs.recall("what does alice keep?", user_id="alice").context
    assert _version(env / "journal.db") == JOURNAL_VERSION


def test_a_fresh_journal_is_written_with_the_version(env: Path) -> None:
    _said(env)
    assert _version(env / "journal.db") == JOURNAL_VERSION >= 1
