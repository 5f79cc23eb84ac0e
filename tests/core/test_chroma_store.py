"""Chroma-specific behaviour: the path lock, model mismatch, the registered embedding function, errors.

The behaviour every vector store shares is in tests/contracts/test_vector_store.py.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
import uuid
import warnings
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import chromadb
import numpy as np
import pytest
from chromadb.api.client import Client
from chromadb.config import Settings

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.embeddings.base import Embedder, Vectors
from hindsight_core.errors import (
    ConfigError,
    EmbeddingMismatchError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
)
from hindsight_core.models import MemoryRecord, RecordFilter, Scope
from hindsight_core.stores import VectorItem, vector_metadata
from hindsight_core.stores.chroma import LOCK_FILE_NAME, ChromaVectorStore, chroma_where
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from tests.conftest import REPO_ROOT, require_server

COLLECTION = "hindsight_records"


def item(text: str, embedder: Embedder, *, user_id: str = "alice") -> VectorItem:
    record = MemoryRecord(text=text, scope=Scope(user_id=user_id))
    return VectorItem(record.id, embedder.embed([text])[0].tolist(), text, vector_metadata(record))


class RenamedEmbedder:
    """Same vectors as the hash embedder, another model id: what a model swap looks like to the store."""

    def __init__(self, model_id: str, dimension: int) -> None:
        self.model_id = model_id
        self.dimension = dimension
        self._inner = HashEmbedder(dimension)

    def embed(self, texts: list[str]) -> Vectors:
        return self._inner.embed(texts)


# --------------------------------------------------------------------------------------- the path lock

_PROBE = textwrap.dedent(
    """
    import asyncio, json, sys
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.errors import StoreLockedError
    from hindsight_core.stores.chroma import ChromaVectorStore

    async def probe(path):
        store = ChromaVectorStore.embedded(path, embedder=HashEmbedder(64))
        try:
            await store.setup()
        except StoreLockedError as exc:
            return {"opened": False, "error": type(exc).__name__, "message": str(exc), "path": exc.path}
        try:
            return {"opened": True, "count": await store.count()}
        finally:
            await store.close()

    for line in sys.stdin:
        print(json.dumps(asyncio.run(probe(line.strip()))), flush=True)
    """
)


class OtherProcess:
    """A second Python process that tries to open an embedded store each time it is asked."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
        self._proc = subprocess.Popen(
            [sys.executable, "-c", _PROBE],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=REPO_ROOT,
        )

    def try_open(self, path: Path) -> dict[str, object]:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(f"{path}\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise AssertionError(
                f"the probe process died: {self._proc.stderr.read() if self._proc.stderr else ''}"
            )
        return json.loads(line)

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        self._proc.wait(timeout=30)
        for stream in (self._proc.stdout, self._proc.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def other_process() -> Iterator[OtherProcess]:
    proc = OtherProcess()
    try:
        yield proc
    finally:
        proc.close()


async def test_second_process_is_refused_until_the_last_store_closes(
    tmp_path: Path, other_process: OtherProcess
) -> None:
    path = tmp_path / "chroma"
    embedder = HashEmbedder(64)
    first = ChromaVectorStore.embedded(path, embedder=embedder)
    await first.setup()
    await first.upsert([item("Alice prefers PostgreSQL", embedder)])
    # Within one process a second store on the same path shares it (one Chroma engine, one lock).
    second = ChromaVectorStore.embedded(tmp_path / "other" / ".." / "chroma", embedder=embedder)
    await second.setup()
    assert await second.count() == 1

    refused = other_process.try_open(path)
    assert refused["opened"] is False
    assert refused["error"] == "StoreLockedError"
    assert refused["path"] == str(path)
    message = str(refused["message"])
    assert str(path) in message
    assert "chroma run" in message and "HINDSIGHT_CHROMA_URL" in message
    assert (path / LOCK_FILE_NAME).exists()

    await first.close()
    assert other_process.try_open(path)["opened"] is False, "the second store still holds the path"

    await second.close()
    assert other_process.try_open(path) == {"opened": True, "count": 1}


async def test_this_process_is_refused_while_another_holds_the_path(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                """
                import asyncio, sys
                from hindsight_core.embeddings import HashEmbedder
                from hindsight_core.stores.chroma import ChromaVectorStore

                async def main():
                    store = ChromaVectorStore.embedded(sys.argv[1], embedder=HashEmbedder(64))
                    await store.setup()
                    print("open", flush=True)
                    sys.stdin.readline()
                    await store.close()

                asyncio.run(main())
                """
            ),
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )
    assert holder.stdin is not None and holder.stdout is not None
    try:
        assert holder.stdout.readline().strip() == "open"
        store = ChromaVectorStore.embedded(path, embedder=HashEmbedder(64))
        with pytest.raises(StoreLockedError, match="another process") as info:
            await store.setup()
        assert info.value.path == str(path)
        assert isinstance(info.value, StoreUnavailableError)
        # A refused setup leaves nothing open: once the holder exits, the same object opens.
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.wait(timeout=30) == 0
        await store.setup()
        assert await store.count() == 0
        await store.close()
    finally:
        holder.stdin.close()
        holder.stdout.close()
        if holder.poll() is None:
            holder.kill()
            holder.wait()


# ------------------------------------------------------------------------- reopening, model mismatch


async def test_reopening_after_close_sees_the_data(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    items = [item(text, embedder) for text in ("Alice prefers PostgreSQL", "Alice plans a trip to Lisbon")]
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.upsert(items)

    reopened = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64))
    await reopened.setup()
    try:
        assert await reopened.count() == 2
        hits = await reopened.query(items[1].embedding, RecordFilter(user_id="alice"), 1)
        assert hits[0][0] == items[1].id
        assert await reopened.existing_ids([i.id for i in items]) == {i.id for i in items}
    finally:
        await reopened.close()
    # The same object can be opened again after close.
    await reopened.setup()
    assert await reopened.count() == 2
    await reopened.close()


@pytest.fixture(params=["embedded", pytest.param("server", marks=pytest.mark.chroma_server)])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[Embedder], ChromaVectorStore]:
    """Builds stores on ONE location (path or server collection) with the embedder given."""
    collection = f"test_{uuid.uuid4().hex[:12]}"
    if request.param == "embedded":
        return lambda embedder: ChromaVectorStore.embedded(
            tmp_path / "chroma", embedder=embedder, collection=collection
        )
    url = require_server("HINDSIGHT_CHROMA_URL", "Chroma server")
    return lambda embedder: ChromaVectorStore.server(url, embedder=embedder, collection=collection)


@pytest.mark.parametrize(
    ("other", "stored_text"),
    [(HashEmbedder(32), "hash-64 (64 dimensions)"), (RenamedEmbedder("minilm-l6-v2", 64), "hash-64")],
    ids=["other-dimension", "other-model"],
)
async def test_another_model_is_refused(
    make_store: Callable[[Embedder], ChromaVectorStore], other: Embedder, stored_text: str
) -> None:
    async with make_store(HashEmbedder(64)) as store:
        await store.upsert([item("Alice prefers PostgreSQL", HashEmbedder(64))])

    mismatched = make_store(other)
    with pytest.raises(EmbeddingMismatchError) as info:
        await mismatched.setup()
    message = str(info.value)
    assert "hindsight reindex" in message and "original model" in message
    assert stored_text in message and other.model_id in message
    assert info.value.stored == "hash-64 (64 dimensions)"
    assert other.model_id in info.value.configured

    # The refused setup released everything: the original model still opens the data.
    async with make_store(HashEmbedder(64)) as store:
        assert await store.count() == 1


async def test_wrong_vector_dimension_is_refused(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        wrong = item("Alice prefers PostgreSQL", HashEmbedder(32))
        with pytest.raises(EmbeddingMismatchError, match="32 dimensions"):
            await store.upsert([wrong])
        with pytest.raises(EmbeddingMismatchError, match="32 dimensions"):
            await store.query(wrong.embedding, RecordFilter(user_id="alice"), 5)
        assert await store.count() == 0


async def test_items_without_user_id_are_refused(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        unscoped = VectorItem("x", HashEmbedder(64).embed(["text"])[0].tolist(), "text", {"status": "active"})
        with pytest.raises(UserError, match="user_id"):
            await store.upsert([unscoped])


async def test_calls_before_setup_say_what_to_do(tmp_path: Path) -> None:
    store = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64))
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await store.count()


def test_constructors_do_no_io(tmp_path: Path) -> None:
    ChromaVectorStore.embedded(tmp_path / "not-yet", embedder=HashEmbedder(64))
    ChromaVectorStore.server("http://127.0.0.1:1", embedder=HashEmbedder(64))
    assert not (tmp_path / "not-yet").exists()


# ------------------------------------------------------------------- the registered embedding function


def test_embedding_function_is_registered_and_reports_its_model() -> None:
    from chromadb.utils.embedding_functions import known_embedding_functions

    ef = HindsightEmbeddingFunction(HashEmbedder(64))
    assert known_embedding_functions["hindsight"] is HindsightEmbeddingFunction
    assert ef.name() == "hindsight"
    assert ef.get_config() == {"model_id": "hash-64", "dimension": 64}
    assert ef.default_space() == "cosine"
    assert not ef.is_legacy()
    vectors = ef(["Alice prefers PostgreSQL", "Bob drinks tea"])
    assert len(vectors) == 2
    np.testing.assert_allclose(vectors[0], HashEmbedder(64).embed(["Alice prefers PostgreSQL"])[0], atol=1e-6)


def test_embedding_function_round_trips_through_its_config() -> None:
    config = HindsightEmbeddingFunction(HashEmbedder(64)).get_config()

    rebuilt = HindsightEmbeddingFunction.build_from_config(config)

    assert rebuilt.get_config() == config
    texts = ["Alice prefers PostgreSQL", "爱丽丝喜欢 PostgreSQL"]
    np.testing.assert_allclose(np.asarray(rebuilt(texts)), HashEmbedder(64).embed(texts), atol=1e-6)


def test_rebuilding_defers_the_embedder_until_it_is_used() -> None:
    config = {"model_id": "text-embedding-3-small", "dimension": 1536}

    rebuilt = HindsightEmbeddingFunction.build_from_config(config)

    assert rebuilt.get_config() == config
    with pytest.raises(ConfigError, match="explicitly"):
        rebuilt(["needs its API key, so it cannot be rebuilt from its name"])


async def test_opening_never_builds_an_embedder_from_the_stored_config(tmp_path: Path) -> None:
    custom = RenamedEmbedder("my-private-model", 64)
    stored = item("Alice prefers PostgreSQL", custom)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for _ in range(2):
            async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=custom) as store:
                await store.upsert([stored])
                assert await store.count() == 1


@pytest.mark.parametrize(
    "config",
    [{"model_id": "", "dimension": 64}, {"model_id": "hash-64", "dimension": 0}, {"dimension": 64}],
)
def test_embedding_function_rejects_bad_config(config: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="hindsight embedding config"):
        HindsightEmbeddingFunction.build_from_config(config)


async def test_collection_records_our_embedding_function_not_chromas_default(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        await store.upsert([item("Alice prefers PostgreSQL", HashEmbedder(64))])

    client = chromadb.PersistentClient(
        str(tmp_path / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    try:
        ours = HindsightEmbeddingFunction(HashEmbedder(64))
        collection = client.get_collection(COLLECTION, embedding_function=ours)  # type: ignore[arg-type]
        assert collection.configuration_json["embedding_function"] == {
            "type": "known",
            "name": "hindsight",
            "config": {"model_id": "hash-64", "dimension": 64},
        }
        assert collection.configuration_json["hnsw"]["space"] == "cosine"
        assert collection.metadata == {"model_id": "hash-64", "dimension": 64, "hindsight_layout": "per_user"}
        # Chroma rebuilds the function from the stored config through its registry of known functions.
        rebuilt = collection.configuration.get("embedding_function")
        assert isinstance(rebuilt, HindsightEmbeddingFunction)
        assert rebuilt.get_config() == {"model_id": "hash-64", "dimension": 64}
    finally:
        assert isinstance(client, Client)
        client.close()


@pytest.fixture
def chroma_default_embedder_forbidden(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chroma's default embedding function downloads a model: any use of it fails the test."""
    from chromadb.api.types import DefaultEmbeddingFunction
    from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("Chroma's default embedding function was used")

    monkeypatch.setattr(DefaultEmbeddingFunction, "__call__", forbidden)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "__init__", forbidden)


@pytest.mark.usefixtures("chroma_default_embedder_forbidden")
async def test_chromas_default_embedding_function_is_never_used(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        stored = item("Alice prefers PostgreSQL", embedder)
        await store.upsert([stored])
        assert (await store.query(stored.embedding, RecordFilter(user_id="alice"), 3))[0][0] == stored.id
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        assert await store.count() == 1


# ---------------------------------------------------------------------------------------- server mode


def _closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_unreachable_server_says_which_url_and_how_to_start_it() -> None:
    port = _closed_port()
    store = ChromaVectorStore.server(f"http://127.0.0.1:{port}", embedder=HashEmbedder(64))

    with pytest.raises(StoreUnavailableError) as info:
        await store.setup()

    message = str(info.value)
    assert f"http://127.0.0.1:{port}" in message
    assert "chroma run --path" in message and "scripts/services start" in message
    assert info.value.backend == "chroma"


@pytest.mark.parametrize(
    ("address", "kwargs", "location"),
    [
        ("http://127.0.0.1:8000", {}, "http://127.0.0.1:8000"),
        ("http://localhost", {}, "http://localhost:8000"),
        ("https://chroma.example.com", {}, "https://chroma.example.com:443"),
        ("chroma.internal", {"port": 9000}, "http://chroma.internal:9000"),
        ("chroma.internal", {"ssl": True}, "https://chroma.internal:8000"),
        ("http://10.0.0.5:8000/", {"port": 8000}, "http://10.0.0.5:8000"),
    ],
)
def test_server_addresses(address: str, kwargs: dict[str, object], location: str) -> None:
    store = ChromaVectorStore.server(address, embedder=HashEmbedder(64), **kwargs)  # type: ignore[arg-type]
    assert store.location == location
    assert "multi_process" in store.capabilities


@pytest.mark.parametrize(
    ("address", "kwargs", "match"),
    [
        ("http://127.0.0.1:8000", {"port": 9000}, "port"),
        ("http://127.0.0.1:8000/chroma", {}, "path"),
        ("ftp://127.0.0.1", {}, "cannot read"),
        ("  ", {}, "empty"),
    ],
)
def test_bad_server_addresses(address: str, kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        ChromaVectorStore.server(address, embedder=HashEmbedder(64), **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["ab", "-leading", "trailing-", "has space", "a/b"])
def test_bad_collection_names(tmp_path: Path, name: str) -> None:
    with pytest.raises(ConfigError, match="collection name"):
        ChromaVectorStore.embedded(tmp_path, embedder=HashEmbedder(64), collection=name)


# ---------------------------------------------------------------------------------- the where clause


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
        {"session_id": {"$eq": "s1"}},
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
    client = chromadb.PersistentClient(
        str(tmp_path / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    legacy = client.create_collection(
        COLLECTION,
        configuration={"hnsw": {"space": "cosine"}},
        metadata={"model_id": embedder.model_id, "dimension": embedder.dimension},
        embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
    )
    legacy.add(
        ids=[i.id for i in items],
        embeddings=np.asarray([i.embedding for i in items], dtype=np.float32),
        documents=[i.document for i in items],
        metadatas=[i.metadata for i in items],
    )
    client.close()
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
        legacy = client.create_collection(
            name,
            configuration={"hnsw": {"space": "cosine"}},
            metadata={"model_id": embedder.model_id, "dimension": embedder.dimension},
            embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
        )
        legacy.add(
            ids=[i.id for i in items],
            embeddings=np.asarray([i.embedding for i in items], dtype=np.float32),
            metadatas=[i.metadata for i in items],
        )
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
