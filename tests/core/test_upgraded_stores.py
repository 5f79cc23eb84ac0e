"""Stores written by an earlier hindsight, opened by this one: what they lack is said and mended.

The old layouts are made with this version's own files (what an earlier version's store holds is written or
taken out directly), so the tests need no old code.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from hindsight_core import AsyncHindsight, Hindsight
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
