"""The Chroma vector store: embedded (``PersistentClient``) or client-server (``HttpClient``).

Each record has one embedding plus the metadata recall pre-filters on (see
:func:`hindsight_core.stores.protocols.vector_metadata`). The *base* collection (``hindsight_records`` by
default) uses cosine space and records the embedding ``model_id`` and ``dimension`` and the layout in its
metadata; opening it with another model is refused. How vectors are laid out, and why, is in
:mod:`hindsight_core.stores.chroma_layout`: embedded stores keep one collection per user (the base collection
stays empty and names the model), server stores keep every user in the base collection with a single-key
filter. An embedded store written by an earlier hindsight (every user in the base collection) is moved to the
per-user layout by ``setup()``, once; nothing is lost if that is interrupted (it starts again).

Locking and connection plumbing: :mod:`hindsight_core.stores.chroma_client`. The engine embeds once and passes
vectors in; Chroma never embeds. Chroma's client is synchronous, so every call runs in a worker thread.
"""

from __future__ import annotations

import asyncio
import threading
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import DEFAULT_DATABASE, DEFAULT_TENANT
from chromadb.errors import ChromaError, NotFoundError

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import (
    ConfigError,
    EmbeddingMismatchError,
    HindsightError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
    store_not_open,
)
from hindsight_core.models import RecordFilter
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.chroma_client import (
    BACKEND,
    LOCK_FILE_NAME,
    EmbeddedTarget,
    ServerTarget,
    acquire_path,
    batches,
    close_client,
    cosine_similarity,
    drop_collection,
    open_client,
    parse_server_address,
    release_path,
    unavailable,
)
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.chroma_layout import (
    LAYOUT_KEY,
    PER_USER,
    SCOPE_KEY,
    SINGLE,
    VectorDirectory,
    check_collection,
    chroma_where,
    filter_matches_nothing,
    metadata_matches,
    partition_name,
    with_scope_key,
)
from hindsight_core.stores.protocols import StoreDescription, VectorEntry, VectorItem

T = TypeVar("T")

DEFAULT_COLLECTION = "hindsight_records"
_MAX_BASE_NAME = 480  # a per-user collection appends 26 characters; Chroma allows 512
_Pairs = list[tuple[str, float]]
#: From this many embeddings in one per-user query, candidates' metadata is read once per distinct id.
_BATCH_METADATA = 8


def _valid_collection_name(name: str) -> bool:
    ok = 3 <= len(name) <= _MAX_BASE_NAME and ".." not in name
    ok = ok and name[0].isascii() and name[0].isalnum() and name[-1].isascii() and name[-1].isalnum()
    return ok and all(c.isascii() and (c.isalnum() or c in "._-") for c in name)


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
        target: EmbeddedTarget | ServerTarget,
        *,
        embedder: Embedder,
        collection: str = DEFAULT_COLLECTION,
    ) -> None:
        if not _valid_collection_name(collection):
            raise ConfigError(
                f"invalid Chroma collection name {collection!r}: use 3-{_MAX_BASE_NAME} characters from "
                "[a-zA-Z0-9._-], starting and ending with a letter or digit, without '..'"
            )
        self._target = target
        self._embedder = embedder
        self._embedding_function = HindsightEmbeddingFunction(embedder)
        self._collection_name = collection
        self._client: ClientAPI | None = None
        self._collection: Collection | None = None
        self._batch_size = 1000
        #: Embedded layout: a query asks HNSW for k + max(overfetch_min, k * overfetch) unfiltered neighbours
        #: of the user, keeps those the filter allows, and runs a filtered query only when too few survive.
        self._overfetch = 0.5
        self._overfetch_min = 10
        self._per_user = isinstance(target, EmbeddedTarget)
        self._partitions: dict[str, Collection] = {}
        self._directory: VectorDirectory | None = None
        self._state_lock = threading.Lock()
        self.capabilities: frozenset[Capability] = (
            frozenset({Capability.MULTI_PROCESS}) if isinstance(target, ServerTarget) else frozenset()
        )
        """Server mode: several processes may open the store at once; embedded, one process per directory."""

    @classmethod
    def embedded(
        cls, path: str | Path, *, embedder: Embedder, collection: str = DEFAULT_COLLECTION
    ) -> ChromaVectorStore:
        """A store in a local directory (created on setup). One process per directory."""
        return cls(
            EmbeddedTarget(Path(path).expanduser().resolve()), embedder=embedder, collection=collection
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
        host, resolved_port, use_ssl = parse_server_address(url_or_host, port, ssl)
        target = ServerTarget(host, resolved_port, use_ssl, dict(headers or {}), tenant, database)
        return cls(target, embedder=embedder, collection=collection)

    def fix_hint(self, error: HindsightError) -> str:
        """What to do when this store fails: free the directory, or start the server."""
        if isinstance(error, StoreLockedError):
            return (
                "close the other process using this data directory, or share the data through a Chroma "
                "server (set HINDSIGHT_CHROMA_URL; see `scripts/services start`)"
            )
        if isinstance(self._target, ServerTarget):
            return (
                f"start the Chroma server at {self.location} (`chroma run --path <dir> --port <port>`, or "
                "`scripts/services start`) and check HINDSIGHT_CHROMA_URL"
            )
        return f"check that {self.location} (in the data directory) exists, is writable and has free space"

    @property
    def location(self) -> str:
        """The directory or server URL, for messages and ``hindsight doctor``."""
        return self._target.describe()

    @property
    def collection_name(self) -> str:
        """The base collection: it names the model (and, in server mode, holds every vector)."""
        return self._collection_name

    @property
    def layout(self) -> str:
        """``"per_user"`` (embedded: a collection per user) or ``"single_scope_key"`` (server)."""
        return PER_USER if self._per_user else SINGLE

    # ------------------------------------------------------------------------------------ lifecycle

    async def setup(self) -> None:
        """Open the client and create or open the collection; move an older embedded store to the per-user
        layout. Idempotent."""
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
        """Delete every collection of this store and create it empty for the configured embedder; the store
        stays open.

        Opens a store that ``setup()`` refuses (built with another model), so ``hindsight reindex`` can
        rebuild it from the graph store. Every vector is lost; stop other processes using it first.
        """
        await asyncio.to_thread(self._setup_sync, True)

    async def describe(self) -> StoreDescription:
        """The Chroma version, the collection, its layout and the embedding model recorded with it."""
        collection = self._require_collection()
        client = self._client
        version = "unknown" if client is None else await self._run(client.get_version)
        metadata = dict(collection.metadata or {})
        kind = "server" if isinstance(self._target, ServerTarget) else "embedded"
        return StoreDescription(
            backend=self.name,
            location=f"{self.location} (collection {self._collection_name})",
            version=f"Chroma {version} ({kind})",
            schema_ok=True,  # setup() checked the distance and the recorded model
            schema=f"collection open, cosine space, layout {self.layout}",
            embedding=(str(metadata.get("model_id")), int(metadata.get("dimension", 0))),
        )

    def _setup_sync(self, reset: bool = False) -> None:
        with self._state_lock:
            if self._collection is not None and not reset:
                return
            target = self._target
            client = self._client
            if client is None:
                if isinstance(target, EmbeddedTarget):
                    try:
                        target.path.mkdir(parents=True, exist_ok=True)
                    except OSError as exc:
                        raise StoreUnavailableError(
                            f"cannot create the Chroma directory {target.path}: {exc}", backend=BACKEND
                        ) from exc
                    acquire_path(target.path)
                try:
                    client = open_client(target)
                except BaseException:
                    if isinstance(target, EmbeddedTarget):
                        release_path(target.path)
                    raise
            opened = client
            try:
                if isinstance(target, EmbeddedTarget) and self._directory is None:
                    self._directory = VectorDirectory(
                        target.path / "hindsight_directory.sqlite3", self._collection_name
                    )
                if reset:
                    self._collection = None
                    self._call(lambda: self._drop_everything(opened))
                collection = self._open_collection(client)
                self._batch_size = max(1, self._call(client.get_max_batch_size))
                self._client, self._collection = client, collection
                self._call(self._adopt_layout)
            except BaseException:
                self._client, self._collection = None, None
                self._partitions.clear()
                if self._directory is not None:
                    self._directory.close()
                    self._directory = None
                close_client(client)
                if isinstance(target, EmbeddedTarget):
                    release_path(target.path)
                raise

    def _drop_everything(self, client: ClientAPI) -> None:
        """Drop the base collection and every per-user collection of this store; empty the directory."""
        prefix = f"{self._collection_name}.u"
        for col in client.list_collections():
            if col.name.startswith(prefix) and len(col.name) == len(prefix) + 24:
                drop_collection(client, col.name)
        drop_collection(client, self._collection_name)
        self._partitions.clear()
        if self._directory is not None:
            self._directory.clear()

    def _adopt_layout(self) -> None:
        """Bring the base collection to this store's layout (idempotent; resumable if interrupted).

        Embedded: vectors of an older store (all users in the base collection) move to per-user collections,
        then the base collection is emptied. Server: vectors without the single-key scope get it.
        """
        base = self._require_collection()
        metadata = dict(base.metadata or {})
        if metadata.get(LAYOUT_KEY) == self.layout:
            return
        if self._per_user:
            while True:
                got = base.get(include=["embeddings", "metadatas", "documents"], limit=self._batch_size)
                if not got["ids"]:
                    break
                items = [
                    VectorItem(record_id, emb, doc or "", dict(meta or {}))
                    for record_id, emb, doc, meta in zip(
                        got["ids"],
                        _embeddings(got),
                        got["documents"] or [],
                        got["metadatas"] or [],
                        strict=False,
                    )
                ]
                self._upsert_sync(items)
                base.delete(ids=list(got["ids"]))
        else:
            total = base.count()
            for offset in range(0, total, self._batch_size):
                got = base.get(include=["metadatas"], limit=self._batch_size, offset=offset)
                ids = [
                    i
                    for i, m in zip(got["ids"], got["metadatas"] or [], strict=False)
                    if m and SCOPE_KEY not in m
                ]
                metas = [with_scope_key(m) for m in got["metadatas"] or [] if m and SCOPE_KEY not in m]
                if ids:
                    base.update(ids=ids, metadatas=metas)  # type: ignore[arg-type]
        base.modify(metadata={**metadata, LAYOUT_KEY: self.layout})

    def _close_sync(self) -> None:
        with self._state_lock:
            client, self._client, self._collection = self._client, None, None
            self._partitions.clear()
            directory, self._directory = self._directory, None
            if directory is not None:
                directory.close()
            if client is None:
                return
            try:
                close_client(client)
            finally:
                if isinstance(self._target, EmbeddedTarget):
                    release_path(self._target.path)

    def _open_collection(self, client: ClientAPI) -> Collection:
        try:
            collection = self._call(
                lambda: client.get_or_create_collection(
                    self._collection_name,
                    configuration={"hnsw": {"space": "cosine"}},
                    metadata={
                        "model_id": self._embedder.model_id,
                        "dimension": self._embedder.dimension,
                        LAYOUT_KEY: self.layout,
                    },
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
        self._call(
            lambda: check_collection(
                collection,
                name=self._collection_name,
                location=self.location,
                embedder=self._embedder,
                layout=self.layout,
            )
        )
        return collection

    def _partition(self, user_id: str, *, create: bool) -> Collection | None:
        """The collection of one user's vectors (embedded layout); ``None`` if it does not exist yet."""
        found = self._partitions.get(user_id)
        if found is not None:
            return found
        client = self._client
        if client is None:
            raise store_not_open(f"the Chroma vector store at {self.location}", backend=BACKEND)
        name = partition_name(self._collection_name, user_id)
        try:
            if create:
                found = client.get_or_create_collection(
                    name,
                    configuration={"hnsw": {"space": "cosine"}},
                    metadata={"model_id": self._embedder.model_id, "dimension": self._embedder.dimension},
                    embedding_function=self._embedding_function,  # type: ignore[arg-type]
                )
            else:
                found = client.get_collection(name, embedding_function=self._embedding_function)  # type: ignore[arg-type]
        except NotFoundError:
            return None
        self._partitions[user_id] = found
        return found

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
        self._require_collection()
        await self._run(partial(self._upsert_sync, items))

    def _upsert_sync(self, items: Sequence[VectorItem]) -> None:
        if not self._per_user:
            collection = self._require_collection()
            for batch in batches(items, self._batch_size):
                self._write(collection, batch)
            return
        directory = self._require_directory()
        by_user: dict[str, list[VectorItem]] = defaultdict(list)
        for item in items:
            by_user[str(item.metadata["user_id"])].append(item)
        before = directory.owners([item.id for item in items])
        for user_id, group in by_user.items():
            part = self._partition(user_id, create=True)
            assert part is not None
            for item_batch in batches(group, self._batch_size):
                self._write(part, item_batch)
            directory.add((item.id, user_id) for item in group)
        # An id that changed user (never done by hindsight, allowed by the protocol) leaves its old copy.
        now = {item.id: str(item.metadata["user_id"]) for item in items}
        for user_id, stale in _group_owners({i: u for i, u in before.items() if now[i] != u}):
            old = self._partition(user_id, create=False)
            if old is not None:
                old.delete(ids=stale)

    def _write(self, collection: Collection, batch: Sequence[VectorItem]) -> None:
        collection.upsert(
            ids=[item.id for item in batch],
            embeddings=np.asarray([item.embedding for item in batch], dtype=np.float32),
            documents=[item.document for item in batch],
            metadatas=[self._stored_metadata(item.metadata) for item in batch],
        )

    def _stored_metadata(self, metadata: dict[str, Any]) -> dict[str, Any]:
        return with_scope_key(metadata)

    async def query(self, embedding: Sequence[float], flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """Nearest records inside the filter: ``(record_id, cosine similarity)`` best first, at most ``k``."""
        return (await self.query_many([embedding], [flt], k))[0]

    async def query_many(
        self, embeddings: Sequence[Sequence[float]], flts: Sequence[RecordFilter], k: int
    ) -> list[list[tuple[str, float]]]:
        """:meth:`query` for several embeddings at once (one filter each), answers in the same order.

        Queries that share a user (embedded) or a filter (server) go to Chroma as one multi-embedding call.
        """
        if len(embeddings) != len(flts):
            raise UserError(f"query_many got {len(embeddings)} embeddings but {len(flts)} filters")
        for embedding in embeddings:
            self._check_dimension(embedding, "the query embedding")
        self._require_collection()
        if not embeddings:
            return []
        return await self._run(partial(self._query_sync, list(embeddings), list(flts), k))

    def _query_sync(
        self, embeddings: list[Sequence[float]], flts: list[RecordFilter], k: int
    ) -> list[_Pairs]:
        out: list[_Pairs] = [[] for _ in embeddings]
        groups: dict[str, list[int]] = defaultdict(list)
        for index, flt in enumerate(flts):
            if k >= 1 and not filter_matches_nothing(flt):
                key = flt.user_id if self._per_user else flt.model_dump_json()
                groups[key].append(index)
        for indexes in groups.values():
            vectors = np.asarray([embeddings[i] for i in indexes], dtype=np.float32)
            answers = (
                self._query_partition(vectors, [flts[i] for i in indexes], k)
                if self._per_user
                else self._query_shared(vectors, flts[indexes[0]], k)
            )
            for index, answer in zip(indexes, answers, strict=True):
                out[index] = answer
        return out

    def _query_shared(self, vectors: np.ndarray, flt: RecordFilter, k: int) -> list[_Pairs]:
        collection = self._require_collection()
        result = collection.query(
            query_embeddings=vectors, n_results=k, where=chroma_where(flt), include=["distances"]
        )
        return [
            _pairs(ids, dists) for ids, dists in zip(result["ids"], result["distances"] or [], strict=True)
        ]

    def _query_partition(self, vectors: np.ndarray, flts: list[RecordFilter], k: int) -> list[_Pairs]:
        collection = self._partition(flts[0].user_id, create=False)
        if collection is None:
            return [[] for _ in flts]
        wanted = k + max(self._overfetch_min, int(k * self._overfetch))
        all_metadatas: list[list[Any]]
        if len(flts) < _BATCH_METADATA:
            first = collection.query(
                query_embeddings=vectors, n_results=wanted, include=["distances", "metadatas"]
            )
            all_metadatas = [list(row) for row in first["metadatas"] or []]
        else:
            # Many embeddings (the write path's dedup): their candidates overlap, so read each candidate's
            # metadata once. A filter inside Chroma would cost more: it is evaluated over the metadata of
            # every collection (one SQLite table), not only this user's.
            first = collection.query(query_embeddings=vectors, n_results=wanted, include=["distances"])
            unique = list(dict.fromkeys(i for ids in first["ids"] for i in ids))
            known: dict[str, Any] = {}
            if unique:
                got = collection.get(ids=unique, include=["metadatas"])
                known = dict(zip(got["ids"], got["metadatas"] or [], strict=False))
            all_metadatas = [[known.get(i) for i in ids] for ids in first["ids"]]
        answers: list[_Pairs] = []
        rows = zip(first["ids"], first["distances"] or [], all_metadatas, strict=True)
        for row, (ids, distances, metadatas) in enumerate(rows):
            flt = flts[row]
            kept = [
                (i, d) for i, d, m in zip(ids, distances, metadatas, strict=True) if metadata_matches(flt, m)
            ]
            if len(kept) >= k or len(ids) < wanted:  # enough, or every vector of the user was seen
                answers.append(_pairs([i for i, _ in kept[:k]], [d for _, d in kept[:k]]))
                continue
            again = collection.query(
                query_embeddings=vectors[row : row + 1],
                n_results=k,
                where=chroma_where(flt),
                include=["distances"],
            )
            answers.append(_pairs(again["ids"][0], (again["distances"] or [[]])[0]))
        return answers

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        """Merge these metadata keys into existing vectors; unknown ids are ignored."""
        if len(ids) != len(metadatas):
            raise UserError(f"update_metadata got {len(ids)} ids but {len(metadatas)} metadata dicts")
        if not ids:
            return
        self._require_collection()
        await self._run(partial(self._update_sync, list(zip(ids, metadatas, strict=True))))

    def _update_sync(self, pairs: list[tuple[str, dict[str, Any]]]) -> None:
        if not self._per_user:
            collection = self._require_collection()
            needs_scope = [i for i, m in pairs if SCOPE_KEY not in m and ("status" in m or "user_id" in m)]
            current: dict[str, dict[str, Any]] = {}
            for id_batch in batches(needs_scope, self._batch_size):
                got = collection.get(ids=list(id_batch), include=["metadatas"])
                current.update(
                    {i: dict(m or {}) for i, m in zip(got["ids"], got["metadatas"] or [], strict=False)}
                )
            known = [(i, m) for i, m in pairs if i in current or i not in needs_scope]
            merged = [
                (i, with_scope_key({**current.get(i, {}), **m}) if i in current else dict(m))
                for i, m in known
            ]
            for batch in batches(merged, self._batch_size):
                collection.update(ids=[i for i, _ in batch], metadatas=[m for _, m in batch])
            return
        owners = self._require_directory().owners([i for i, _ in pairs])
        moving = [i for i, m in pairs if i in owners and m.get("user_id", owners[i]) != owners[i]]
        if moving:  # a new owner: move the vector (never done by hindsight itself)
            self._move(moving, {i: m for i, m in pairs}, owners)
        by_user: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
        for record_id, metadata in pairs:
            if record_id in owners and record_id not in moving:
                owner = owners[record_id]
                by_user[owner].append((record_id, with_scope_key({"user_id": owner, **metadata})))
        for user_id, group in by_user.items():
            part = self._partition(user_id, create=False)
            if part is None:
                continue
            for pair_batch in batches(group, self._batch_size):
                part.update(ids=[i for i, _ in pair_batch], metadatas=[dict(m) for _, m in pair_batch])

    def _move(self, ids: list[str], metadatas: dict[str, dict[str, Any]], owners: dict[str, str]) -> None:
        items: list[VectorItem] = []
        for user_id, group in _group_owners({i: owners[i] for i in ids}):
            old = self._partition(user_id, create=False)
            if old is None:
                continue
            got = old.get(ids=group, include=["embeddings", "metadatas", "documents"])
            for record_id, emb, doc, meta in zip(
                got["ids"], _embeddings(got), got["documents"] or [], got["metadatas"] or [], strict=False
            ):
                items.append(VectorItem(record_id, emb, doc or "", {**(meta or {}), **metadatas[record_id]}))
        self._upsert_sync(items)

    async def delete(self, ids: Sequence[str]) -> None:
        """Remove these vectors; unknown ids are ignored."""
        if not ids:
            return
        self._require_collection()
        await self._run(partial(self._delete_sync, list(dict.fromkeys(ids))))

    def _delete_sync(self, ids: list[str]) -> None:
        if not self._per_user:
            collection = self._require_collection()
            for batch in batches(ids, self._batch_size):
                collection.delete(ids=list(batch))
            return
        directory = self._require_directory()
        owners = directory.owners(ids)
        for user_id, group in _group_owners(owners):
            part = self._partition(user_id, create=False)
            if part is not None:
                for id_batch in batches(group, self._batch_size):
                    part.delete(ids=list(id_batch))
            directory.remove(group)  # after Chroma: a crash in between leaves an entry, never a lost vector

    async def existing_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of these ids have a vector."""
        if not ids:
            return set()
        collection = self._require_collection()
        if self._per_user:
            directory = self._require_directory()
            return set(await self._run(partial(directory.owners, list(ids))))

        def work() -> set[str]:
            found: set[str] = set()
            for batch in batches(list(dict.fromkeys(ids)), self._batch_size):
                found.update(collection.get(ids=list(batch), include=[])["ids"])
            return found

        return await self._run(work)

    async def count(self) -> int:
        collection = self._require_collection()
        if self._per_user:
            return await self._run(self._require_directory().count)
        return await self._run(collection.count)

    async def entries(self, *, offset: int = 0, limit: int = 1000) -> list[VectorEntry]:
        """A page of stored vectors (id, document, metadata): collection by collection in name order, each
        in Chroma's storage order. Reads Chroma itself (not the directory), so a vector written just before a
        crash is listed too."""
        base = self._require_collection()

        def work() -> list[VectorEntry]:
            collections = [base]
            if self._per_user:
                client = self._client
                assert client is not None, "the collection is open, so is the client"
                prefix = f"{self._collection_name}.u"
                collections += sorted(
                    (
                        c
                        for c in client.list_collections()
                        if c.name.startswith(prefix) and len(c.name) == len(prefix) + 24
                    ),
                    key=lambda c: c.name,
                )
            out: list[VectorEntry] = []
            skip = offset
            for collection in collections:
                if len(out) >= limit:
                    break
                size = collection.count()
                if skip >= size:
                    skip -= size
                    continue
                got = collection.get(include=["documents", "metadatas"], limit=limit - len(out), offset=skip)
                skip = 0
                documents = got["documents"] or []
                metadatas = got["metadatas"] or []
                out.extend(
                    VectorEntry(
                        record_id,
                        (documents[n] if n < len(documents) else None) or "",
                        dict((metadatas[n] if n < len(metadatas) else None) or {}),
                    )
                    for n, record_id in enumerate(got["ids"])
                )
            return out

        return await self._run(work)

    # ------------------------------------------------------------------------------------ helpers

    def _require_collection(self) -> Collection:
        collection = self._collection
        if collection is None:
            raise store_not_open(f"the Chroma vector store at {self.location}", backend=BACKEND)
        return collection

    def _require_directory(self) -> VectorDirectory:
        directory = self._directory
        if directory is None:
            raise store_not_open(f"the Chroma vector store at {self.location}", backend=BACKEND)
        return directory

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
            raise unavailable(self._target, exc) from exc
        except ChromaError as exc:
            raise StoreError(
                f"Chroma at {self.location} failed: {type(exc).__name__}: {exc}", backend=BACKEND
            ) from exc


def _pairs(ids: Sequence[str], distances: Sequence[float]) -> _Pairs:
    return [(i, cosine_similarity(float(d))) for i, d in zip(ids, distances, strict=True)]


def _embeddings(got: Any) -> list[Any]:
    """The embeddings of a ``get(include=["embeddings", ...])`` answer, one per id."""
    embeddings = got["embeddings"]
    return [] if embeddings is None else list(embeddings)


def _group_owners(owners: dict[str, str]) -> list[tuple[str, list[str]]]:
    """``{record_id: user_id}`` -> ``[(user_id, [record_id, ...]), ...]``."""
    grouped: dict[str, list[str]] = defaultdict(list)
    for record_id, user_id in owners.items():
        grouped[user_id].append(record_id)
    return list(grouped.items())


__all__ = ["LOCK_FILE_NAME", "ChromaVectorStore", "chroma_where", "filter_matches_nothing"]
