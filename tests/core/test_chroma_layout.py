"""The Chroma layouts (chroma_layout.py): the server layout's single-key where clause, the embedded per-user
collections and their overfetch/fallback queries, batched queries, and stores moved from an older layout.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import chromadb
import numpy as np
import pytest
from chromadb.config import Settings

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import (
    UserError,
)
from hindsight_core.models import RecordFilter
from hindsight_core.stores import VectorItem
from hindsight_core.stores.chroma import ChromaVectorStore, chroma_where
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from tests.conftest import require_server
from tests.core.chroma_helpers import COLLECTION, item


def test_where_is_one_key_for_user_and_status() -> None:
    """The usual recall filter is a single-key ``$in``: a compound ``$and`` of user and status costs Chroma
    two to four times as much (docs/benchmarks.md)."""
    assert chroma_where(RecordFilter(user_id="alice", statuses=("active", "pending"))) == {
        "user_status": {"$in": ["alice\x1factive", "alice\x1fpending"]}
    }


def test_where_with_every_field() -> None:
    since = datetime(2026, 1, 1, tzinfo=UTC)
    until = datetime(2026, 2, 1, tzinfo=UTC)
    flt = RecordFilter(
        user_id="alice",
        agent_id="coder",
        session_id="s1",
        statuses=("active", "pending"),
        kinds=("semantic",),
        event_types=("preference", "decision"),
        since=since,
        until=until,
    )
    rest = [
        {"agent_id": {"$eq": "coder"}},
        {"$or": [{"session_id": {"$eq": "s1"}}, {"sessions": {"$contains": "s1"}}]},
        {"kind": {"$in": ["semantic"]}},
        {"event_type": {"$in": ["preference", "decision"]}},
        {"occurred_at": {"$gte": since.timestamp()}},
        {"occurred_at": {"$lte": until.timestamp()}},
    ]
    assert chroma_where(flt) == {
        "$and": [{"user_status": {"$in": ["alice\x1factive", "alice\x1fpending"]}}, *rest]
    }


async def test_empty_in_sets_match_nothing(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        stored = item("Alice prefers PostgreSQL", embedder)
        await store.upsert([stored])
        for flt in (
            RecordFilter(user_id="alice", statuses=()),
            RecordFilter(user_id="alice", kinds=()),
            RecordFilter(user_id="alice", event_types=()),
        ):
            assert await store.query(stored.embedding, flt, 5) == []


def _random_items(count: int, dim: int, user_of: Callable[[int], str], status_of: Callable[[int], str]):
    rng = np.random.default_rng(3)
    vectors = rng.normal(size=(count, dim)).astype("float32")
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    items = [
        VectorItem(
            f"r{i}",
            vectors[i].tolist(),
            f"doc {i}",
            {
                "user_id": user_of(i),
                "agent_id": "",
                "session_id": "",
                "status": status_of(i),
                "kind": "episodic",
                "event_type": "fact",
                "occurred_at": float(i),
            },
        )
        for i in range(count)
    ]
    return vectors, items


@pytest.mark.parametrize("overfetch_min", [1000, 0])
async def test_filtered_fallback_gives_the_same_answer_as_the_fast_path(
    tmp_path: Path, overfetch_min: int
) -> None:
    """Most of a user's vectors are archived: the unfiltered candidates of the user's collection hold too few
    active ones, so the filtered query runs. Both paths agree with a brute-force answer."""
    embedder = HashEmbedder(64)
    vectors, items = _random_items(
        300, 64, lambda i: "rare" if i % 30 == 0 else "busy", lambda i: "active" if i % 7 == 0 else "archived"
    )
    store = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder)
    store._overfetch, store._overfetch_min = 0, overfetch_min
    await store.setup()
    try:
        await store.upsert(items)
        query = vectors[7].tolist()
        for user in ("rare", "busy"):
            got = [i for i, _ in await store.query(query, RecordFilter(user_id=user), 5)]
            allowed = [j for j in range(300) if (j % 30 == 0) == (user == "rare") and j % 7 == 0]
            expected = sorted(allowed, key=lambda j: -float(vectors[j] @ vectors[7]))[:5]
            assert got == [f"r{j}" for j in expected], user
    finally:
        await store.close()


async def test_query_many_answers_each_filter_like_query(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    vectors, items = _random_items(120, 64, lambda i: f"u{i % 3}", lambda i: "active")
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.upsert(items)
        flts = [RecordFilter(user_id=f"u{j % 4}") for j in range(8)]  # u3 has nothing
        queries = [vectors[j * 5].tolist() for j in range(8)]
        many = await store.query_many(queries, flts, 4)
        assert many == [await store.query(q, f, 4) for q, f in zip(queries, flts, strict=True)]
        assert many[3] == [] and many[0][0][0] == "r0"
        with pytest.raises(UserError, match="2 embeddings but 1 filters"):
            await store.query_many(queries[:2], flts[:1], 4)


async def test_a_store_written_by_the_single_collection_layout_is_moved_per_user(tmp_path: Path) -> None:
    """An embedded store made before the per-user layout (every user in one collection, no layout mark)
    opens with every vector in place, findable per user, and the old collection emptied."""
    embedder = HashEmbedder(64)
    vectors, items = _random_items(250, 64, lambda i: f"u{i % 5}", lambda i: "active")
    _single_collection_store(tmp_path / "chroma", embedder, items)
    store = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder)
    store._batch_size = 64  # several pages
    await store.setup()
    try:
        assert await store.count() == 250
        assert await store.existing_ids(["r0", "r249", "nope"]) == {"r0", "r249"}
        hits = await store.query(vectors[12].tolist(), RecordFilter(user_id="u2"), 3)
        assert hits[0][0] == "r12" and all(int(i[1:]) % 5 == 2 for i, _ in hits)
        assert store._require_collection().count() == 0
    finally:
        await store.close()
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as again:
        assert await again.count() == 250  # moved once; opening again changes nothing


@pytest.mark.chroma_server
async def test_a_server_collection_without_the_scope_key_gets_it_on_setup() -> None:
    """A server collection written before the single-key filter (no ``user_status`` in the metadata) is
    filled in by setup(), so every vector stays findable through the new filter."""
    url = require_server("HINDSIGHT_CHROMA_URL", "Chroma server")
    embedder = HashEmbedder(64)
    name = f"test_{uuid.uuid4().hex[:12]}"
    vectors, items = _random_items(40, 64, lambda i: f"u{i % 2}", lambda i: "active" if i % 4 else "archived")
    store = ChromaVectorStore.server(url, embedder=embedder, collection=name)
    host, port = url.rsplit("//", 1)[-1].split(":")
    client = chromadb.HttpClient(host=host, port=int(port), settings=Settings(anonymized_telemetry=False))
    try:
        _one_collection(client, name, embedder, items, documents=False)
        store._batch_size = 16  # several pages
        async with store:
            hits = await store.query(vectors[5].tolist(), RecordFilter(user_id="u1"), 40)
            assert {i for i, _ in hits} == {f"r{j}" for j in range(40) if j % 2 == 1 and j % 4}
            assert hits[0][0] == "r5"
    finally:
        client.delete_collection(name)


async def test_changing_a_vectors_user_moves_it_to_that_users_collection(tmp_path: Path) -> None:
    """Never done by hindsight itself, allowed by the protocol: an upsert or a metadata update that names
    another user moves the vector, and the old user no longer finds it."""
    embedder = HashEmbedder(64)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        stored = item("Alice prefers PostgreSQL", embedder)
        await store.upsert([stored])
        await store.update_metadata([stored.id], [{**stored.metadata, "user_id": "bob"}])
        assert await store.query(stored.embedding, RecordFilter(user_id="alice"), 5) == []
        assert [i for i, _ in await store.query(stored.embedding, RecordFilter(user_id="bob"), 5)] == [
            stored.id
        ]
        await store.upsert(
            [
                VectorItem(
                    stored.id, stored.embedding, stored.document, {**stored.metadata, "user_id": "carol"}
                )
            ]
        )
        assert await store.query(stored.embedding, RecordFilter(user_id="bob"), 5) == []
        assert await store.count() == 1 and await store.existing_ids([stored.id]) == {stored.id}


async def test_query_many_for_one_user_reads_each_candidates_metadata_once(tmp_path: Path) -> None:
    """The write path's batch (many embeddings, one user) filters on metadata read once per distinct id: the
    answers equal one query per embedding, archived vectors left out."""
    embedder = HashEmbedder(64)
    vectors, items = _random_items(90, 64, lambda i: "u0", lambda i: "archived" if i % 3 == 0 else "active")
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.upsert(items)
        flts = [RecordFilter(user_id="u0", statuses=("active", "pending"))] * 12
        queries = [vectors[j * 7].tolist() for j in range(12)]
        many = await store.query_many(queries, flts, 8)
        assert many == [await store.query(q, f, 8) for q, f in zip(queries, flts, strict=True)]
        assert all(int(i[1:]) % 3 for answer in many for i, _ in answer)
        assert all(len(answer) == 8 for answer in many)


async def test_a_vector_deleted_after_the_move_leaves_no_text_in_chromas_files(tmp_path: Path) -> None:
    """Chroma's keyword index (FTS5) keeps a deleted document's terms in its segments until they are merged:
    a store moved from the single-collection layout kept every moved text there, so a memory hard-forgotten
    (or a user erased) after an upgrade stayed readable in chroma.sqlite3. The vacuum after a hard delete
    merges the index first."""
    embedder = HashEmbedder(64)
    texts = ["我住在北京，我在腾讯工作。", "我的狗叫旺财。", "我喜欢喝绿茶。", "我的护照号码是E12345678。"]
    items = [item(text, embedder, user_id="bob") for text in texts]
    _single_collection_store(tmp_path / "chroma", embedder, items)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.delete([items[1].id, items[3].id])
    for gone in ["旺财", "护照号码"]:
        files = [f for f in (tmp_path / "chroma").rglob("*") if f.is_file()]
        assert not [f.name for f in files if gone.encode() in f.read_bytes()], gone
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as again:
        assert await again.existing_ids([i.id for i in items]) == {items[0].id, items[2].id}


async def test_what_an_earlier_version_deleted_leaves_chromas_files_when_the_store_is_moved(
    tmp_path: Path,
) -> None:
    """Versions before the vacuum deleted a vector but left its text in Chroma's files (its keyword index,
    its log): a passport number hard-forgotten then stayed in chroma.sqlite3 after the upgrade. The move to
    the per-user layout is a delete of every old vector, so the store vacuums once it closes."""
    embedder = HashEmbedder(64)
    items = [
        item(text, embedder, user_id="alice") for text in ["I live in Porto.", "My passport is X1234567."]
    ]
    _single_collection_store(
        tmp_path / "chroma", embedder, items, deleted=[items[1].id]
    )  # an earlier hard forget
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        assert await store.existing_ids([i.id for i in items]) == {items[0].id}
    files = [f for f in (tmp_path / "chroma").rglob("*") if f.is_file()]
    assert not [f.name for f in files if b"X1234567" in f.read_bytes()]
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as again:
        hits = await again.query(items[0].embedding, RecordFilter(user_id="alice"), 2)
        assert [record_id for record_id, _ in hits] == [items[0].id]


def _single_collection_store(
    path: Path, embedder: HashEmbedder, items: list[VectorItem], *, deleted: Sequence[str] = ()
) -> None:
    """``items`` written the way a store made before the per-user layout held them: every user in one
    collection, no layout mark (``deleted``: then deleted by that version)."""
    client = chromadb.PersistentClient(str(path), settings=Settings(anonymized_telemetry=False))
    legacy = _one_collection(client, COLLECTION, embedder, items, documents=True)
    if deleted:
        legacy.delete(ids=list(deleted))
    client.close()


def _one_collection(
    client: Any, name: str, embedder: HashEmbedder, items: list[VectorItem], *, documents: bool
) -> Any:
    """Collection ``name`` holding every user's ``items``, as a store of before the per-user layout wrote it."""
    legacy = client.create_collection(
        name,
        configuration={"hnsw": {"space": "cosine"}},
        metadata={"model_id": embedder.model_id, "dimension": embedder.dimension},
        embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
    )
    legacy.add(
        ids=[i.id for i in items],
        embeddings=np.asarray([i.embedding for i in items], dtype=np.float32),
        documents=[i.document for i in items] if documents else None,
        metadatas=[i.metadata for i in items],
    )
    return legacy
