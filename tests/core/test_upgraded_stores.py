"""Stores written by an earlier hindsight, opened by this one: what they lack is said and mended.

The old layouts are made with this version's own files (what an earlier version's store holds is written or
taken out directly), so the tests need no old code.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.cli.main import main
from hindsight_core.maintenance import diagnose


def test_records_an_earlier_version_wrote_without_token_vectors_are_said_and_given_them(
    tmp_path: Path, minilm
) -> None:
    """A store from before token vectors: its records cannot be judged by late interaction, so newer
    memories that match less ranked above them. Doctor says so and --repair writes them."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                {"role": "user", "content": "My sister Karen lives in Berlin.", "id": "m-1"},
                {"role": "user", "content": "I prefer PostgreSQL for transactional work.", "id": "m-2"},
            ],
            user_id="alice",
            session_id="s1",
        )
    with sqlite3.connect(tmp_path / "graph.db") as db:  # what a store of an earlier version holds
        db.execute("DELETE FROM record_tokens")
    with Hindsight(tmp_path, embedder=minilm) as hs:  # the upgraded store goes on being used
        hs.retain(
            [
                {"role": "user", "content": "My neighbour lives in Marseille.", "id": "n-1"},
                {"role": "user", "content": "My colleague Tom prefers MongoDB for analytics.", "id": "n-2"},
            ],
            user_id="alice",
            session_id="s2",
        )

    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm)))
    (tokens,) = [c for c in checks if c.name == "token vectors"]
    assert tokens.status == "FAIL" and tokens.detail.startswith("2 records have no token vectors")
    assert tokens.fix is not None and "hindsight doctor --repair" in tokens.fix
    repaired = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm), repair=True))
    (tokens,) = [c for c in repaired if c.name == "token vectors"]
    assert tokens.status == "OK" and tokens.detail == "wrote the token vectors of 2 records"
    assert all(c.ok for c in asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm))))
    with Hindsight(tmp_path, embedder=minilm) as hs:
        assert hs.recall("where does my sister live?", user_id="alice").hits[0].record.text == (
            "The user said: My sister Karen lives in Berlin."
        )
        assert "PostgreSQL" in hs.recall("which database do I prefer?", user_id="alice").hits[0].record.text


def test_recall_for_a_user_with_no_memory_points_to_what_the_cli_once_stored_without_a_user(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight ingest` without --user-id stored under the user "default" until --user-id was required:
    after the upgrade `recall --user-id alice` answered "(nothing recalled)" over a store full of her
    memories, with no word of where they are."""
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    dialogues = tmp_path / "dialogues.jsonl"
    said = [{"role": "user", "content": "I prefer PostgreSQL for billing.", "id": "m-1"}]
    dialogues.write_text(json.dumps({"messages": said}) + "\n", encoding="utf-8")
    assert main(["ingest", str(dialogues), "--user-id", "default"]) == 0  # what an earlier ingest stored
    capsys.readouterr()

    assert main(["recall", "which database for billing?", "--user-id", "alice"]) == 0
    out, err = capsys.readouterr()
    assert "(nothing recalled)" in out
    assert "user 'alice' has no memories in this store" in err and "try --user-id default" in err
    assert main(["recall", "which database for billing?", "--user-id", "default"]) == 0
    out, err = capsys.readouterr()
    assert "PostgreSQL" in out and err == ""
    assert main(["recall", "what is my name?", "--user-id", "default"]) == 0  # no match, but memories
    assert capsys.readouterr().err == ""
