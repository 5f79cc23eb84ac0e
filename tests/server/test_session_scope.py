"""A statement said in one session and again in another is one record (merged: induction counts its occurrences),
which a recall or a listing scoped to either session finds: embedded, and on Neo4j + Chroma server, where a
database written before the graph kept the other sessions gains them when the store opens."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import neo4j

from hindsight_core.embeddings import HashEmbedder
from tests.conftest import neo4j_env
from tests.server.conftest import Backend

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
SAID = "Alice keeps her spare keys with the neighbour"


async def _found(backend: Backend, user_id: str, session: str) -> tuple[list[str], list[str]]:
    """The ids a recall and a listing scoped to ``session`` return."""
    async with backend.engine(HashEmbedder(64)) as hs:
        # listed before a recall, which rewrites its state
        listed = await hs.list_records(user_id=user_id, session_id=session)
        hits = (await hs.recall("where are the spare keys?", user_id=user_id, session_id=session)).hits
    return [h.record.id for h in hits], [r.id for r in listed]


async def test_a_statement_said_again_in_another_session_is_found_from_each(
    backend: Backend, user_id: str
) -> None:
    async with backend.engine(HashEmbedder(64)) as hs:
        await hs.remember(SAID, user_id=user_id, session_id="s1", occurred_at=T0)
        await hs.remember(SAID, user_id=user_id, session_id="s2", occurred_at=T0 + timedelta(days=1))
        [record] = await hs.list_records(user_id=user_id)
    assert record.occurrences == 2
    for session in ("s1", "s2"):
        assert await _found(backend, user_id, session) == ([record.id], [record.id]), session
    assert await _found(backend, user_id, "s3") == ([], [])
    if backend.mode != "server":
        return
    # a database written before: no ``sessions`` on the node, the migration not yet run
    uri, user, password = neo4j_env()
    async with neo4j.AsyncGraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        await driver.execute_query(
            "MATCH (r:Record {id: $id}) REMOVE r.sessions, r:SaidAgain", {"id": record.id}
        )
        await driver.execute_query("MATCH (m:Meta {key: 'record_sessions_filled'}) DELETE m")
        # opened again: the migration gives the node its sessions back
        assert await _found(backend, user_id, "s2") == ([record.id], [record.id])
        found = await driver.execute_query(
            "MATCH (r:Record:SaidAgain {id: $id}) RETURN r.sessions AS s", {"id": record.id}
        )
    assert [row["s"] for row in found.records] == [["s2"]]
