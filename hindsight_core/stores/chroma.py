"""The Chroma vector store: embedded (``PersistentClient``) or client-server (``HttpClient``).

One collection holds one embedding per record plus the metadata recall pre-filters on (see
:func:`hindsight_core.stores.protocols.vector_metadata`). The collection uses cosine space and records the
embedding ``model_id`` and ``dimension`` in its metadata; opening it with another model is refused.

Embedded mode and processes: Chroma's ``PersistentClient`` is safe for ONE process per path (two writer
processes silently corrupt its HNSW index), so ``setup()`` takes a lock file in the directory and holds it
until ``close()``; a second process gets :class:`StoreLockedError` pointing to server mode. Inside one
process, stores on the same path SHARE it safely: Chroma itself keeps one engine per path per process
(reference-counted), and hindsight keeps one lock per path, released when the last store closes.

The engine embeds once and passes vectors in; Chroma never embeds. Chroma's client is synchronous, so every
call runs in a worker thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar
from urllib.parse import urlsplit

import chromadb
import httpx
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.client import Client
from chromadb.api.models.Collection import Collection
from chromadb.api.types import Where
from chromadb.config import DEFAULT_DATABASE, DEFAULT_TENANT, Settings
from chromadb.errors import ChromaError, NotFoundError
from filelock import FileLock, Timeout

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import (
    ConfigError,
    EmbeddingMismatchError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
)
from hindsight_core.models import RecordFilter
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.protocols import StoreDescription, VectorEntry, VectorItem

T = TypeVar("T")

BACKEND = "chroma"
DEFAULT_COLLECTION = "hindsight_records"
DEFAULT_PORT = 8000
LOCK_FILE_NAME = "hindsight.lock"
_COLLECTION_NAME = re.compile(r"^[a-zA-Z0-9][a-zA-Z0-9._-]{1,510}[a-zA-Z0-9]$")
_START_SERVER_HINT = "`chroma run --path <data dir> --port 8000` (or `scripts/services start`)"


def chroma_where(flt: RecordFilter) -> Where:
    """The Chroma ``where`` clause for a record filter. Pure; ``user_id`` is always constrained.

    Empty ``statuses`` / ``kinds`` / ``event_types`` tuples match nothing: callers should not query then
    (see :func:`filter_matches_nothing`); Chroma rejects an empty ``$in``.
    """
    clauses: list[dict[str, Any]] = [{"user_id": {"$eq": flt.user_id}}]
    if flt.agent_id is not None:
        clauses.append({"agent_id": {"$eq": flt.agent_id}})
    if flt.session_id is not None:
        clauses.append({"session_id": {"$eq": flt.session_id}})
    clauses.append({"status": {"$in": list(flt.statuses)}})
    if flt.kinds is not None:
        clauses.append({"kind": {"$in": list(flt.kinds)}})
    if flt.event_types is not None:
        clauses.append({"event_type": {"$in": list(flt.event_types)}})
    if flt.since is not None:
        clauses.append({"occurred_at": {"$gte": flt.since.timestamp()}})
    if flt.until is not None:
        clauses.append({"occurred_at": {"$lte": flt.until.timestamp()}})
    return {"$and": clauses}


def metadata_matches(flt: RecordFilter, metadata: Mapping[str, Any] | None) -> bool:
    """The Python twin of :func:`chroma_where`: does a stored vector's metadata pass the filter? Pure."""
    if not metadata or metadata.get("user_id") != flt.user_id:
        return False
    if flt.agent_id is not None and metadata.get("agent_id") != flt.agent_id:
        return False
    if flt.session_id is not None and metadata.get("session_id") != flt.session_id:
        return False
    if metadata.get("status") not in flt.statuses:
        return False
    if flt.kinds is not None and metadata.get("kind") not in flt.kinds:
        return False
    if flt.event_types is not None and metadata.get("event_type") not in flt.event_types:
        return False
    occurred = metadata.get("occurred_at")
    if flt.since is not None and (not isinstance(occurred, (int, float)) or occurred < flt.since.timestamp()):
        return False
    return not (
        flt.until is not None and (not isinstance(occurred, (int, float)) or occurred > flt.until.timestamp())
    )


def filter_matches_nothing(flt: RecordFilter) -> bool:
    """True when an empty ``$in`` set makes the filter unsatisfiable."""
    return not flt.statuses or flt.kinds == () or flt.event_types == ()


# ----------------------------------------------------------------------------------------------- targets


@dataclass(frozen=True, slots=True)
class _EmbeddedTarget:
    path: Path

    def describe(self) -> str:
        return str(self.path)


@dataclass(frozen=True, slots=True)
class _ServerTarget:
    host: str
    port: int
    ssl: bool
    headers: dict[str, str] = field(default_factory=dict)
    tenant: str = DEFAULT_TENANT
    database: str = DEFAULT_DATABASE

    @property
    def url(self) -> str:
        return f"{'https' if self.ssl else 'http'}://{self.host}:{self.port}"

    def describe(self) -> str:
        return self.url


def _parse_server_address(url_or_host: str, port: int | None, ssl: bool) -> tuple[str, int, bool]:
    """Host, port and ssl from ``"http://127.0.0.1:8000"``, ``"https://chroma.example"`` or ``"host"``."""
    text = url_or_host.strip()
    if not text:
        raise ConfigError("the Chroma server address is empty; pass e.g. 'http://127.0.0.1:8000'")
    if "://" not in text:
        return text, port if port is not None else DEFAULT_PORT, ssl
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"cannot read the Chroma server URL {url_or_host!r}; use http://host:port")
    if parts.path not in ("", "/") or parts.query:
        raise ConfigError(f"the Chroma server URL {url_or_host!r} has a path; pass only scheme://host:port")
    use_ssl = parts.scheme == "https"
    url_port = parts.port
    if port is not None and url_port is not None and port != url_port:
        raise ConfigError(f"the Chroma URL {url_or_host!r} says port {url_port} but port={port} was passed")
    resolved = port if port is not None else url_port
    if resolved is None:
        resolved = 443 if use_ssl else DEFAULT_PORT
    return parts.hostname, resolved, use_ssl


# ------------------------------------------------------------------------------------ one lock per path


@dataclass(slots=True)
class _PathLease:
    lock: FileLock
    holders: int = 0
    #: collection name -> record id -> metadata, shared by this process's stores on the path (see ``query``).
    metadata: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)


_LEASES: dict[Path, _PathLease] = {}
_LEASES_GUARD = threading.Lock()


def _acquire_path(path: Path) -> None:
    """Take this process's share of the lock on ``path``; the file lock is taken by the first holder."""
    with _LEASES_GUARD:
        lease = _LEASES.get(path)
        if lease is None:
            lock_file = path / LOCK_FILE_NAME
            # thread_local=False: setup() and close() run on different worker threads.
            lock = FileLock(lock_file, thread_local=False)
            try:
                lock.acquire(timeout=0)
            except Timeout:
                raise StoreLockedError(
                    f"The Chroma store at {path} is already open in another process (lock file "
                    f"{lock_file}). Embedded Chroma supports one process per path: two writers corrupt "
                    f"its index. Close the other process, or share the data through a Chroma server: "
                    f"run `chroma run --path {path} --port 8000` and set "
                    f"HINDSIGHT_CHROMA_URL=http://127.0.0.1:8000 (in Python: ChromaVectorStore.server(...)).",
                    backend=BACKEND,
                    path=str(path),
                ) from None
            lease = _LEASES[path] = _PathLease(lock)
        lease.holders += 1


def _shared_metadata(path: Path, collection: str) -> tuple[dict[str, dict[str, Any]], bool]:
    """This process's metadata mirror of one embedded collection, and whether it was just created."""
    with _LEASES_GUARD:
        lease = _LEASES[path]
        created = collection not in lease.metadata
        return lease.metadata.setdefault(collection, {}), created


def _release_path(path: Path) -> None:
    with _LEASES_GUARD:
        lease = _LEASES.get(path)
        if lease is None:
            return
        lease.holders -= 1
        if lease.holders <= 0:
            del _LEASES[path]
            lease.lock.release()


# ------------------------------------------------------------------------------------------------ store


class ChromaVectorStore:
    """A :class:`~hindsight_core.stores.protocols.VectorStore` on Chroma.

    Build it with :meth:`embedded` (a local directory, one process) or :meth:`server` (a ``chroma run``
    server or Chroma Cloud, any number of processes). The constructor does no I/O; :meth:`setup` opens.

    Example:
        >>> import asyncio, tempfile
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> async def demo() -> int:
        ...     async with ChromaVectorStore.embedded(tempfile.mkdtemp(), embedder=HashEmbedder(64)) as store:
        ...         return await store.count()
        >>> asyncio.run(demo())
        0
    """

    name = BACKEND

    def __init__(
        self,
        target: _EmbeddedTarget | _ServerTarget,
        *,
        embedder: Embedder,
        collection: str = DEFAULT_COLLECTION,
    ) -> None:
        if not _COLLECTION_NAME.match(collection) or ".." in collection:
            raise ConfigError(
                f"invalid Chroma collection name {collection!r}: use 3-512 characters from "
                "[a-zA-Z0-9._-], starting and ending with a letter or digit"
            )
        self._target = target
        self._embedder = embedder
        self._embedding_function = HindsightEmbeddingFunction(embedder)
        self._collection_name = collection
        self._client: ClientAPI | None = None
        self._collection: Collection | None = None
        self._batch_size = 1000
        # Unfiltered HNSW candidates per query: max(k * overfetch, overfetch_min) (see ``query``).
        self._overfetch = 4
        self._overfetch_min = 100
        # Embedded mode only: this process is the only writer (the path lock), so a mirror of the
        # metadata kept in memory is exact, and lets queries skip Chroma's slow filtered search.
        self._mirror: dict[str, dict[str, Any]] | None = None
        self._state_lock = threading.Lock()
        self.capabilities: frozenset[str] = (
            frozenset({"multi_process"}) if isinstance(target, _ServerTarget) else frozenset()
        )
        """``multi_process``: several processes may open the store at once (server mode)."""

    @classmethod
    def embedded(
        cls, path: str | Path, *, embedder: Embedder, collection: str = DEFAULT_COLLECTION
    ) -> ChromaVectorStore:
        """A store in a local directory (created on setup). One process per directory."""
        return cls(
            _EmbeddedTarget(Path(path).expanduser().resolve()), embedder=embedder, collection=collection
        )

    @classmethod
    def server(
        cls,
        url_or_host: str,
        *,
        port: int | None = None,
        ssl: bool = False,
        headers: dict[str, str] | None = None,
        tenant: str = DEFAULT_TENANT,
        database: str = DEFAULT_DATABASE,
        embedder: Embedder,
        collection: str = DEFAULT_COLLECTION,
    ) -> ChromaVectorStore:
        """A store on a Chroma server, e.g. ``ChromaVectorStore.server("http://127.0.0.1:8000", ...)``."""
        host, resolved_port, use_ssl = _parse_server_address(url_or_host, port, ssl)
        target = _ServerTarget(host, resolved_port, use_ssl, dict(headers or {}), tenant, database)
        return cls(target, embedder=embedder, collection=collection)

    @property
    def location(self) -> str:
        """The directory or server URL, for messages and ``hindsight doctor``."""
        return self._target.describe()

    @property
    def collection_name(self) -> str:
        return self._collection_name

    # ------------------------------------------------------------------------------------ lifecycle

    async def setup(self) -> None:
        """Open the client and create or open the collection. Idempotent."""
        await asyncio.to_thread(self._setup_sync)

    async def close(self) -> None:
        """Release the client and, in embedded mode, this store's share of the path lock. Idempotent."""
        await asyncio.to_thread(self._close_sync)

    async def __aenter__(self) -> Self:
        await self.setup()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def reset(self) -> None:
        """Delete the collection and create it empty for the configured embedder; the store stays open.

        Opens a collection that ``setup()`` refuses (built with another model), so ``hindsight reindex``
        can rebuild it from the graph store. Every vector is lost; stop other processes using it first.
        """
        await asyncio.to_thread(self._setup_sync, True)

    async def describe(self) -> StoreDescription:
        """The Chroma version, the collection and the embedding model recorded with it."""
        collection = self._require_collection()
        client = self._client
        version = "unknown" if client is None else await self._run(client.get_version)
        metadata = dict(collection.metadata or {})
        kind = "server" if isinstance(self._target, _ServerTarget) else "embedded"
        return StoreDescription(
            backend=self.name,
            location=f"{self.location} (collection {self._collection_name})",
            version=f"Chroma {version} ({kind})",
            schema_ok=True,  # setup() checked the distance and the recorded model
            schema="collection open, cosine space",
            embedding=(str(metadata.get("model_id")), int(metadata.get("dimension", 0))),
        )

    def _setup_sync(self, reset: bool = False) -> None:
        with self._state_lock:
            if self._collection is not None and not reset:
                return
            target = self._target
            client = self._client
            if client is None:
                if isinstance(target, _EmbeddedTarget):
                    try:
                        target.path.mkdir(parents=True, exist_ok=True)
                    except OSError as exc:
                        raise StoreUnavailableError(
                            f"cannot create the Chroma directory {target.path}: {exc}", backend=BACKEND
                        ) from exc
                    _acquire_path(target.path)
                try:
                    client = self._open_client()
                except BaseException:
                    if isinstance(target, _EmbeddedTarget):
                        _release_path(target.path)
                    raise
            opened = client
            try:
                if reset:
                    self._collection = None
                    self._call(lambda: _drop_collection(opened, self._collection_name))
                collection = self._open_collection(client)
                self._batch_size = max(1, self._call(client.get_max_batch_size))
            except BaseException:
                self._client = None
                _close_client(client)
                if isinstance(target, _EmbeddedTarget):
                    _release_path(target.path)
                raise
            self._client, self._collection = client, collection
            if isinstance(target, _EmbeddedTarget):
                mirror, created = _shared_metadata(target.path, self._collection_name)
                if created or reset:
                    mirror.clear()
                    mirror.update(self._load_metadata(collection))
                self._mirror = mirror

    def _load_metadata(self, collection: Collection) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        total = self._call(collection.count)
        size = self._batch_size
        for offset in range(0, total, size):
            got = self._call(partial(collection.get, include=["metadatas"], limit=size, offset=offset))
            for record_id, metadata in zip(got["ids"], got["metadatas"] or [], strict=False):
                out[record_id] = dict(metadata or {})
        return out

    def _close_sync(self) -> None:
        with self._state_lock:
            client, self._client, self._collection = self._client, None, None
            self._mirror = None
            if client is None:
                return
            try:
                _close_client(client)
            finally:
                if isinstance(self._target, _EmbeddedTarget):
                    _release_path(self._target.path)

    def _open_client(self) -> ClientAPI:
        settings = Settings(anonymized_telemetry=False)
        target = self._target
        if isinstance(target, _EmbeddedTarget):
            try:
                return chromadb.PersistentClient(path=str(target.path), settings=settings)
            except (ChromaError, ValueError, OSError) as exc:
                raise StoreUnavailableError(
                    f"cannot open the Chroma store at {target.path}: {exc}", backend=BACKEND
                ) from exc
        try:
            return chromadb.HttpClient(
                host=target.host,
                port=target.port,
                ssl=target.ssl,
                headers=target.headers or None,
                settings=settings,
                tenant=target.tenant,
                database=target.database,
            )
        except httpx.HTTPError as exc:
            raise self._unavailable(exc) from exc
        except ValueError as exc:
            if "Could not connect to a Chroma server" in str(exc):
                raise self._unavailable(exc) from exc
            raise StoreUnavailableError(
                f"the Chroma server at {target.url} refused tenant {target.tenant!r} / database "
                f"{target.database!r}: {exc}",
                backend=BACKEND,
            ) from exc
        except ChromaError as exc:
            raise StoreUnavailableError(
                f"the Chroma server at {target.url} refused the connection: {type(exc).__name__}: {exc}",
                backend=BACKEND,
            ) from exc

    def _open_collection(self, client: ClientAPI) -> Collection:
        try:
            collection = self._call(
                lambda: client.get_or_create_collection(
                    self._collection_name,
                    configuration={"hnsw": {"space": "cosine"}},
                    metadata={"model_id": self._embedder.model_id, "dimension": self._embedder.dimension},
                    embedding_function=self._embedding_function,  # type: ignore[arg-type]
                )
            )
        except ValueError as exc:
            if "Embedding function conflict" not in str(exc):
                raise StoreError(f"cannot open Chroma collection: {exc}", backend=BACKEND) from exc
            raise EmbeddingMismatchError(
                f"The Chroma collection '{self._collection_name}' at {self.location} was created with "
                f"another embedding function ({exc}). Use another collection name, or run "
                "`hindsight reindex` to rebuild it.",
                stored="unknown",
                configured=self._embedder.model_id,
            ) from exc
        self._check_collection(collection)
        return collection

    def _check_collection(self, collection: Collection) -> None:
        """Refuse a collection built with another distance, model or dimension."""
        space = (collection.configuration_json.get("hnsw") or {}).get("space")
        if space not in (None, "cosine"):
            raise ConfigError(
                f"The Chroma collection '{self._collection_name}' at {self.location} uses '{space}' distance, "
                "not cosine, so it was not created by hindsight. Use another collection name."
            )
        metadata = dict(collection.metadata or {})
        model_id, dimension = self._embedder.model_id, self._embedder.dimension
        stored_model, stored_dim = metadata.get("model_id"), metadata.get("dimension")
        if stored_model is None and stored_dim is None and self._call(collection.count) == 0:
            # An empty collection made outside hindsight: adopt it.
            self._call(lambda: collection.modify(metadata={"model_id": model_id, "dimension": dimension}))
            return
        if stored_model != model_id or stored_dim != dimension:
            stored = f"{stored_model} ({stored_dim} dimensions)"
            configured = f"{model_id} ({dimension} dimensions)"
            raise EmbeddingMismatchError(
                f"The Chroma collection '{self._collection_name}' at {self.location} was built with "
                f"embedding model {stored}, but this store is configured with {configured}. Vectors of "
                f"different models cannot be compared. Run `hindsight reindex` to rebuild the index with "
                f"the new model, or configure the original model ({stored_model}).",
                stored=stored,
                configured=configured,
            )

    # ------------------------------------------------------------------------------------ operations

    async def upsert(self, items: Sequence[VectorItem]) -> None:
        """Insert or replace vectors by id. Each item's metadata must carry its ``user_id``."""
        if not items:
            return
        for item in items:
            self._check_dimension(item.embedding, f"the embedding of {item.id!r}")
            if not item.metadata.get("user_id"):
                raise UserError(
                    f"vector item {item.id!r} has no 'user_id' in its metadata; build it with "
                    "hindsight_core.stores.vector_metadata(record)"
                )
        collection = self._require_collection()

        def work() -> None:
            for batch in _batches(items, self._batch_size):
                collection.upsert(
                    ids=[item.id for item in batch],
                    embeddings=np.asarray([item.embedding for item in batch], dtype=np.float32),
                    documents=[item.document for item in batch],
                    metadatas=[dict(item.metadata) for item in batch],
                )
            if self._mirror is not None:
                self._mirror.update({item.id: dict(item.metadata) for item in items})

        await self._run(work)

    async def query(self, embedding: Sequence[float], flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """Nearest records inside the filter: ``(record_id, cosine similarity)`` best first, at most ``k``."""
        self._check_dimension(embedding, "the query embedding")
        collection = self._require_collection()
        if k < 1 or filter_matches_nothing(flt):
            return []
        where = chroma_where(flt)
        vectors = np.asarray([embedding], dtype=np.float32)
        overfetch = max(k * self._overfetch, self._overfetch_min)

        def pairs(ids: list[str], distances: list[float]) -> list[tuple[str, float]]:
            return [(i, _cosine_similarity(float(d))) for i, d in zip(ids, distances, strict=True)]

        def filtered() -> list[tuple[str, float]]:
            result = collection.query(
                query_embeddings=vectors, n_results=k, where=where, include=["distances"]
            )
            return pairs(result["ids"][0], (result["distances"] or [[]])[0])

        def work() -> list[tuple[str, float]]:
            mirror = self._mirror
            if mirror is None:  # server mode: other processes write, the server filters
                return filtered()
            # A filtered query costs local Chroma time proportional to the number of matching vectors (it
            # scores the whole allowed set: 25 ms at 10k), while unfiltered HNSW takes about 1 ms. So ask HNSW
            # for the nearest ``overfetch`` vectors, keep those the filter allows (checked on the in-memory
            # metadata mirror), and only when fewer than k survive run the filtered query. Same answer.
            first = collection.query(query_embeddings=vectors, n_results=overfetch, include=["distances"])
            ids, distances = first["ids"][0], (first["distances"] or [[]])[0]
            kept = [
                (i, d) for i, d in zip(ids, distances, strict=True) if metadata_matches(flt, mirror.get(i))
            ]
            if len(kept) >= k or len(ids) < overfetch:  # enough, or the whole collection was seen
                return pairs([i for i, _ in kept[:k]], [d for _, d in kept[:k]])
            return filtered()

        return await self._run(work)

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        """Merge these metadata keys into existing vectors; unknown ids are ignored."""
        if len(ids) != len(metadatas):
            raise UserError(f"update_metadata got {len(ids)} ids but {len(metadatas)} metadata dicts")
        if not ids:
            return
        collection = self._require_collection()
        pairs = list(zip(ids, metadatas, strict=True))

        def work() -> None:
            for batch in _batches(pairs, self._batch_size):
                collection.update(ids=[i for i, _ in batch], metadatas=[dict(m) for _, m in batch])
            if self._mirror is not None:
                for record_id, metadata in pairs:
                    if record_id in self._mirror:
                        self._mirror[record_id] = {**self._mirror[record_id], **metadata}

        await self._run(work)

    async def delete(self, ids: Sequence[str]) -> None:
        """Remove these vectors; unknown ids are ignored."""
        if not ids:
            return
        collection = self._require_collection()

        def work() -> None:
            for batch in _batches(list(ids), self._batch_size):
                collection.delete(ids=list(batch))
            if self._mirror is not None:
                for record_id in ids:
                    self._mirror.pop(record_id, None)

        await self._run(work)

    async def existing_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of these ids have a vector."""
        if not ids:
            return set()
        collection = self._require_collection()

        def work() -> set[str]:
            found: set[str] = set()
            for batch in _batches(list(dict.fromkeys(ids)), self._batch_size):
                found.update(collection.get(ids=list(batch), include=[])["ids"])
            return found

        return await self._run(work)

    async def count(self) -> int:
        collection = self._require_collection()
        return await self._run(collection.count)

    async def entries(self, *, offset: int = 0, limit: int = 1000) -> list[VectorEntry]:
        """A page of stored vectors (id, document, metadata), in Chroma's storage order."""
        collection = self._require_collection()

        def work() -> list[VectorEntry]:
            got = collection.get(include=["documents", "metadatas"], limit=limit, offset=offset)
            documents = got["documents"] or []
            metadatas = got["metadatas"] or []
            return [
                VectorEntry(
                    record_id,
                    (documents[n] if n < len(documents) else None) or "",
                    dict((metadatas[n] if n < len(metadatas) else None) or {}),
                )
                for n, record_id in enumerate(got["ids"])
            ]

        return await self._run(work)

    # ------------------------------------------------------------------------------------ helpers

    def _require_collection(self) -> Collection:
        collection = self._collection
        if collection is None:
            raise UserError("the Chroma vector store is not open: await store.setup() first")
        return collection

    def _check_dimension(self, embedding: Sequence[float], what: str) -> None:
        if len(embedding) != self._embedder.dimension:
            raise EmbeddingMismatchError(
                f"{what} has {len(embedding)} dimensions but the index holds {self._embedder.dimension} "
                f"({self._embedder.model_id}); embed with the store's embedder",
                stored=f"{self._embedder.model_id} ({self._embedder.dimension} dimensions)",
                configured=f"{len(embedding)} dimensions",
            )

    async def _run(self, work: Callable[[], T]) -> T:
        return await asyncio.to_thread(self._call, work)

    def _call(self, work: Callable[[], T]) -> T:
        """Run a Chroma call, mapping driver errors to hindsight's once, here."""
        try:
            return work()
        except httpx.TransportError as exc:
            raise self._unavailable(exc) from exc
        except ChromaError as exc:
            raise StoreError(
                f"Chroma at {self.location} failed: {type(exc).__name__}: {exc}", backend=BACKEND
            ) from exc

    def _unavailable(self, exc: BaseException) -> StoreUnavailableError:
        if isinstance(self._target, _ServerTarget):
            return StoreUnavailableError(
                f"cannot reach the Chroma server at {self._target.url} ({exc}). Start it with "
                f"{_START_SERVER_HINT}, or check HINDSIGHT_CHROMA_URL.",
                backend=BACKEND,
            )
        return StoreUnavailableError(f"the Chroma store at {self.location} failed: {exc}", backend=BACKEND)


def _cosine_similarity(distance: float) -> float:
    """Chroma's cosine distance is ``1 - cos``; float rounding can step just outside [-1, 1]."""
    return min(1.0, max(-1.0, 1.0 - distance))


def _close_client(client: ClientAPI) -> None:
    """Close a Chroma client, and the httpx sessions of an ``HttpClient``.

    chromadb 1.5's ``Client.close()`` releases its shared system (for ``PersistentClient``: the engine of
    that path, once no other client in this process uses it), but the sync HTTP transport never closes its
    ``httpx.Client``, leaking one socket per client (and one for its admin client). Embedded clients have
    no session; the attribute lookups are defensive because these are chromadb internals.
    """
    if isinstance(client, Client):
        client.close()
    for owner in (client, getattr(client, "_admin_client", None)):
        session = getattr(getattr(owner, "_server", None), "_session", None)
        if isinstance(session, httpx.Client):
            session.close()


def _drop_collection(client: ClientAPI, name: str) -> None:
    with contextlib.suppress(NotFoundError):
        client.delete_collection(name)


def _batches(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


__all__ = ["ChromaVectorStore", "chroma_where", "filter_matches_nothing"]
