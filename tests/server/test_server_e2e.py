"""Server mode end to end: Neo4j + Chroma server behind the public API and the CLI.

What hindsight writes is checked with each server's own client (the neo4j driver, ``chromadb.HttpClient``),
not through hindsight, so a record "visible" here is visible to any other process using the servers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import neo4j
import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.writer import content_fingerprint
from tests.conftest import REPO_ROOT
from tests.core.journal_helpers import journal_text
from tests.server.conftest import chroma_client, chroma_url, delete_users, neo4j_env

pytestmark = [pytest.mark.neo4j, pytest.mark.chroma_server]


def cypher(query: str, **params: Any) -> list[dict[str, Any]]:
    uri, user, password = neo4j_env()
    with neo4j.GraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        return [record.data() for record in driver.execute_query(query, params).records]


def neo4j_records(user_id: str) -> dict[str, dict[str, Any]]:
    """The user's record nodes: id, status property and the record text from the stored JSON."""
    rows = cypher(
        "MATCH (r:Record) WHERE r.user_id = $user RETURN r.id AS id, r.status AS status, r.json AS json",
        user=user_id,
    )
    return {row["id"]: {"status": row["status"], "text": json.loads(row["json"])["text"]} for row in rows}


@pytest.fixture
def collection() -> Iterator[str]:
    name = f"test_e2e_{uuid.uuid4().hex}"
    chroma_url()
    yield name
    client = chroma_client()
    if name in {c.name for c in client.list_collections()}:
        client.delete_collection(name)


@pytest.fixture
def users() -> Iterator[tuple[str, str]]:
    pair = (f"alice-{uuid.uuid4().hex}", f"bob-{uuid.uuid4().hex}")
    yield pair
    import asyncio

    asyncio.run(delete_users(list(pair)))


def test_retain_recall_forget_in_server_mode(tmp_path: Path, collection: str, users: tuple[str, str]) -> None:
    alice, bob = users
    uri, user, password = neo4j_env()
    embedder = OnnxMiniLMEmbedder()
    hs = Hindsight(
        tmp_path,
        embedder=embedder,
        graph_store=Neo4jGraphStore(uri, user=user, password=password),
        vector_store=ChromaVectorStore.server(chroma_url(), embedder=embedder, collection=collection),
    )
    try:
        hs.retain(
            [
                {"role": "user", "content": "I prefer PostgreSQL for anything transactional."},
                {"role": "user", "content": "We deploy everything on Kubernetes."},
            ],
            user_id=alice,
            session_id="monday",
            occurred_at=datetime(2026, 3, 2, tzinfo=UTC),
        )
        hs.retain(
            [{"role": "user", "content": "I moved to Lisbon last year."}],
            user_id=bob,
            session_id="monday",
        )
        records = {r.id: r for r in hs.list_records(user_id=alice)}
        assert len(records) == 2

        in_neo4j = neo4j_records(alice)
        assert set(in_neo4j) == set(records)
        assert {row["text"] for row in in_neo4j.values()} == {r.text for r in records.values()}
        stored = (
            chroma_client()
            .get_collection(collection)
            .get(ids=list(records), include=["metadatas", "documents"])
        )
        assert set(stored["ids"]) == set(records)
        assert {m["user_id"] for m in stored["metadatas"] or []} == {alice}
        # the vector index keeps a fingerprint of each text, never the text (hard forget leaves nothing there)
        assert set(stored["documents"] or []) == {content_fingerprint(r.text) for r in records.values()}

        recalled = hs.recall("Which database should the new service use?", user_id=alice, session_id=None)
        postgres = next(h.record for h in recalled.hits if "PostgreSQL" in h.record.text)
        assert recalled.hits[0].record.id == postgres.id
        assert "PostgreSQL" in recalled.context
        assert all(h.record.scope.user_id == alice for h in recalled.hits)
        assert all("Lisbon" not in h.record.text for h in hs.recall("Lisbon", user_id=alice).hits)

        kubernetes = next(r for r in records.values() if "Kubernetes" in r.text)
        assert hs.forget(kubernetes.id, user_id=alice) == [kubernetes.id]  # soft: kept for audit
        assert neo4j_records(alice)[kubernetes.id]["status"] == "forgotten"
        soft = chroma_client().get_collection(collection).get(ids=[kubernetes.id], include=["metadatas"])
        assert (soft["metadatas"] or [{}])[0]["status"] == "forgotten"

        assert hs.forget(postgres.id, user_id=alice, hard=True) == [postgres.id]
        assert postgres.id not in neo4j_records(alice)
        assert chroma_client().get_collection(collection).get(ids=[postgres.id])["ids"] == []
        assert not hs.recall("PostgreSQL database", user_id=alice).hits
        assert hs.get_record(postgres.id) is None
    finally:
        hs.close()


def test_a_hard_forget_reaches_the_journal_of_every_worker(
    tmp_path: Path, collection: str, users: tuple[str, str]
) -> None:
    """Two workers on the same servers, each with its own data directory (its own trace journal): worker a
    hard-forgets what worker b journaled; b's journal loses the text, and the messages sent again to either
    worker do not bring the memory back."""
    alice, _ = users
    uri, user, password = neo4j_env()
    embedder = OnnxMiniLMEmbedder()

    def worker(name: str) -> Hindsight:
        return Hindsight(
            tmp_path / name,
            embedder=embedder,
            graph_store=Neo4jGraphStore(uri, user=user, password=password),
            vector_store=ChromaVectorStore.server(chroma_url(), embedder=embedder, collection=collection),
        )

    def journal(name: str) -> str:
        return journal_text(tmp_path / name)

    pin = [
        {"role": "user", "content": "My card PIN is 4821, keep it for the bank form.", "id": f"{alice}-m1"},
        {"role": "user", "content": "I bank with Nordbank in Oslo.", "id": f"{alice}-m2"},
    ]
    a, b = worker("a"), worker("b")
    try:
        b.retain(pin, user_id=alice, session_id="s1")
        assert a.forget(query="card PIN 4821", user_id=alice, hard=True)
        assert "4821" in journal("b")
        b.retain([{"role": "user", "content": "That is all for today.", "id": f"{alice}-m3"}], user_id=alice)
        assert "4821" not in journal("b") and "Nordbank" in journal("b")
        b.retain(pin, user_id=alice, session_id="s2")
        a.retain(pin, user_id=alice, session_id="s3")
        assert not [text for text in (r["text"] for r in neo4j_records(alice).values()) if "4821" in text]
        assert "4821" not in journal("a") + journal("b")
    finally:
        b.close()
        a.close()


def test_cli_demo_in_server_mode(tmp_path: Path, collection: str) -> None:
    uri, user, password = neo4j_env()
    before = set(neo4j_records("alice"))
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")},
        "HINDSIGHT_NEO4J_URI": uri,
        "HINDSIGHT_NEO4J_USER": user,
        "HINDSIGHT_NEO4J_PASSWORD": password,
        "HINDSIGHT_CHROMA_URL": chroma_url(),
        "HINDSIGHT_CHROMA_COLLECTION": collection,
        "HINDSIGHT_EMBEDDER": "hash",
        "HINDSIGHT_DATA_DIR": str(tmp_path / "unused"),
    }
    created: set[str] = set()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "hindsight_core.cli.main", "demo"],
            cwd=REPO_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        after = neo4j_records("alice")
        created = set(after) - before
        assert done.returncode == 0, done.stderr
        # Memories from the kickoff and incident sessions, recalled by the planning session.
        assert "PgBouncer in front of the database" in done.stdout
        assert "我习惯用 PostgreSQL" in done.stdout
        # A record left by an earlier demo absorbs its duplicate instead of a new one being created.
        demo_ids = {
            i for i, row in after.items() if "PgBouncer" in row["text"] or "PostgreSQL" in row["text"]
        }
        assert demo_ids, "no record of the demo for alice in Neo4j"
        vectors = chroma_client().get_collection(collection).get(ids=sorted(demo_ids))
        assert set(vectors["ids"]) == demo_ids
    finally:
        if created:
            cypher("MATCH (r:Record) WHERE r.id IN $ids DETACH DELETE r", ids=sorted(created))
