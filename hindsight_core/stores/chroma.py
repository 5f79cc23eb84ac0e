"""The Chroma vector store: embedded (``PersistentClient``) or client-server (``HttpClient``).

Each record has one embedding plus the metadata recall pre-filters on (see
:func:`hindsight_core.stores.protocols.vector_metadata`). The *base* collection (``hindsight_records`` by
default) uses cosine space and records the embedding ``model_id`` and ``dimension`` and the layout in its
metadata; opening it with another model is refused. How vectors are laid out, and why, is in
:mod:`hindsight_core.stores.chroma_layout`: embedded stores keep one collection per user (the base collection
stays empty and names the model), server stores keep every user in the base collection with a single-key
filter. An embedded store written by an earlier hindsight (every user in the base collection) is moved to the
per-user layout by ``setup()``, once; nothing is lost if that is interrupted (it starts again).

This module owns the store's lifecycle and its state; the work is in its siblings:
:mod:`~hindsight_core.stores.chroma_client` (targets, the path lock, connecting),
:mod:`~hindsight_core.stores.chroma_errors` (Chroma's errors mapped to hindsight's, once, and the fix each
says), :mod:`~hindsight_core.stores.chroma_collections` (the base and per-user collections),
:mod:`~hindsight_core.stores.chroma_query` (nearest-neighbour queries) and
:mod:`~hindsight_core.stores.chroma_writes` (upserts, updates, deletes, layout moves). The engine embeds once
and passes vectors in; Chroma never embeds. Chroma's client is synchronous, so every call runs in a worker
thread.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import DEFAULT_DATABASE, DEFAULT_TENANT

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import (
    ConfigError,
    EmbeddingMismatchError,
    HindsightError,
    UserError,
    store_not_open,
)
from hindsight_core.models import ALL_STATUSES, RecordFilter
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.chroma_client import (
    BACKEND,
    LOCK_FILE_NAME,
    DamagedStoreError,
    EmbeddedTarget,
    ServerTarget,
    batches,
    connect,
    disconnect,
    parse_server_address,
    set_aside,
)
from hindsight_core.stores.chroma_collections import (
    DEFAULT_COLLECTION,
    MAX_BASE_NAME,
    StoreCollections,
    read_entries,
    valid_collection_name,
)
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.chroma_errors import call_chroma, fix_hint
from hindsight_core.stores.chroma_layout import (
    LAYOUT_KEY,
    PER_USER,
    SINGLE,
    VectorDirectory,
    chroma_where,
    filter_matches_nothing,
)
from hindsight_core.stores.chroma_query import Pairs, nearest_user, query_shared, query_user
from hindsight_core.stores.chroma_vacuum import mark
from hindsight_core.stores.chroma_writes import (
    add_scope_keys,
    delete_per_user,
    delete_shared,
    split_per_user,
    update_per_user,
    update_shared,
    upsert_per_user,
    upsert_shared,
)
from hindsight_core.stores.lifecycle import AsyncWith
from hindsight_core.stores.protocols import StoreDescription, VectorEntry, VectorItem

T = TypeVar("T")
logger = logging.getLogger("hindsight")


class ChromaVectorStore(AsyncWith):
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
        if not valid_collection_name(collection):
            raise ConfigError(
                f"invalid Chroma collection name {collection!r}: use 3-{MAX_BASE_NAME} characters from "
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
        self._files = target.path if isinstance(target, EmbeddedTarget) else None
        """The embedded directory, vacuumed after hard deletes (``chroma_vacuum``); None for a server."""
        self._collections: StoreCollections | None = None
        self._directory: VectorDirectory | None = None
        self._state_lock = threading.Lock()
        self._damaged = False
        """Embedded: the last open found the directory's files damaged (a reset sets it aside at once)."""
        self.capabilities: frozenset[Capability] = (
            frozenset({Capability.MULTI_PROCESS})
            if isinstance(target, ServerTarget)
            else frozenset({Capability.USER_NEAREST, Capability.DROP_USER})
        )
        """Server mode: several processes may open the store at once; embedded, one process per directory,
        a user's nearest vectors are one query of that user's own collection (no metadata read), and an
        erased user's collection is dropped."""

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
        return fix_hint(self._target, error)

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

    async def reset(self) -> None:
        """Delete every collection of this store and create it empty for the configured embedder; the store
        stays open.

        Opens a store that ``setup()`` refuses (built with another model, or an embedded directory whose files
        are damaged: that one is moved aside, kept, and a new one made), so ``hindsight reindex`` can rebuild
        it from the graph store. Every vector is lost; stop other processes using it first.
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
            if reset and self._damaged:  # found so by this store: not opened again (its failure said once)
                self._set_aside()
                self._open_sync(reset)
            else:
                try:
                    self._open_sync(reset)
                except DamagedStoreError:
                    if not reset:
                        self._damaged = True
                        raise
                    self._set_aside()  # every vector is dropped anyway: the files go aside, a new one is made
                    self._open_sync(reset)
            self._damaged = False

    def _set_aside(self) -> None:
        """Move the damaged embedded directory aside (kept, not deleted), for a reset to make a new one."""
        path = self._files
        if path is None or not path.exists():
            return
        aside = set_aside(path)
        logger.warning(
            "hindsight: the damaged Chroma store at %s was moved aside to %s (kept: delete it once recall "
            "works again); a new one is made in its place, and `hindsight reindex` fills it from the graph store",
            path,
            aside,
        )

    def _open_sync(self, reset: bool) -> None:
        """Connect and open the base collection (dropping every collection first when ``reset``); the state
        lock is held."""
        target = self._target
        client = self._client if self._client is not None else connect(target)
        collections = StoreCollections(
            client,
            self._collection_name,
            embedder=self._embedder,
            embedding_function=self._embedding_function,
        )
        try:
            if isinstance(target, EmbeddedTarget) and self._directory is None:
                self._directory = VectorDirectory(
                    target.path / "hindsight_directory.sqlite3", self._collection_name
                )
            if reset:
                self._collection = None
                self._call(lambda: self._drop_everything(collections))
            collection = collections.open_base(location=self.location, layout=self.layout, call=self._call)
            self._batch_size = max(1, self._call(client.get_max_batch_size))
            self._client, self._collection, self._collections = client, collection, collections
            self._call(self._adopt_layout)
        except BaseException:
            self._client, self._collection, self._collections = None, None, None
            if self._directory is not None:
                self._directory.close()
                self._directory = None
            disconnect(target, client)
            raise

    def _drop_everything(self, collections: StoreCollections) -> None:
        """Drop the base collection and every per-user collection of this store; empty the directory."""
        collections.drop_all()
        if self._directory is not None:
            self._directory.clear()

    def _adopt_layout(self) -> None:
        """Bring the base collection to this store's layout (idempotent; resumable if interrupted).

        Embedded: vectors of an older store (all users in the base collection) move to per-user collections,
        then the base collection is emptied, and the directory is vacuumed at close: the move deletes every
        old vector, and versions before the vacuum left what they hard-deleted in Chroma's files. Server:
        vectors without the single-key scope get it.
        """
        base = self._require_collection()
        metadata = dict(base.metadata or {})
        if metadata.get(LAYOUT_KEY) == self.layout:
            return
        if self._per_user:
            if self._files is not None:
                mark(self._files)  # before: a crash in the move still leaves the vacuum to do
            split_per_user(base, self._require_collections(), self._require_directory(), self._batch_size)
        else:
            add_scope_keys(base, self._batch_size)
        base.modify(metadata={**metadata, LAYOUT_KEY: self.layout})

    def _close_sync(self) -> None:
        with self._state_lock:
            client, self._client, self._collection = self._client, None, None
            self._collections = None
            directory, self._directory = self._directory, None
            if directory is not None:
                directory.close()
            if client is not None:
                disconnect(self._target, client)  # embedded, the last one vacuums after hard deletes

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
        if self._per_user:
            upsert_per_user(self._require_collections(), self._require_directory(), items, self._batch_size)
        else:
            upsert_shared(self._require_collection(), items, self._batch_size)

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

    def _query_sync(self, embeddings: list[Sequence[float]], flts: list[RecordFilter], k: int) -> list[Pairs]:
        out: list[Pairs] = [[] for _ in embeddings]
        groups: dict[str, list[int]] = defaultdict(list)
        for index, flt in enumerate(flts):
            if k >= 1 and not filter_matches_nothing(flt):
                key = flt.user_id if self._per_user else flt.model_dump_json()
                groups[key].append(index)
        for indexes in groups.values():
            vectors = np.asarray([embeddings[i] for i in indexes], dtype=np.float32)
            group = [flts[i] for i in indexes]
            if self._per_user:
                none: list[Pairs] = [[] for _ in group]
                answers = self._read_user(
                    group[0].user_id,
                    partial(
                        query_user,
                        vectors=vectors,
                        flts=group,
                        k=k,
                        overfetch=self._overfetch,
                        overfetch_min=self._overfetch_min,
                    ),
                    erased=none,
                )
            else:
                answers = query_shared(self._require_collection(), vectors, group[0], k)
            for index, answer in zip(indexes, answers, strict=True):
                out[index] = answer
        return out

    async def nearest(self, embedding: Sequence[float], user_id: str, n: int) -> list[tuple[str, float]]:
        """The ``n`` nearest of ``user_id``'s vectors, whatever their status or other metadata
        (:class:`~hindsight_core.stores.capabilities.UserNearest`; declared by the embedded layout, where this
        is one query of the user's own collection without reading metadata)."""
        self._check_dimension(embedding, "the query embedding")
        self._require_collection()
        if n < 1:
            return []
        return await self._run(
            partial(self._nearest_sync, np.asarray([embedding], dtype=np.float32), user_id, n)
        )

    def _nearest_sync(self, vector: np.ndarray, user_id: str, n: int) -> Pairs:
        if self._per_user:
            return self._read_user(user_id, lambda collection: nearest_user(collection, vector, n), erased=[])
        return query_shared(
            self._require_collection(), vector, RecordFilter(user_id=user_id, statuses=ALL_STATUSES), n
        )[0]

    def _read_user(self, user_id: str, read: Callable[[Collection | None], T], *, erased: T) -> T:
        """``read`` of ``user_id``'s collection (embedded layout); ``erased`` when it failed because the user
        was erased meanwhile (their collection dropped under it: nothing of theirs is left)."""
        collections = self._require_collections()
        collection = collections.user(user_id, create=False)
        try:
            return read(collection)
        except Exception:
            if not collections.dropped(user_id, collection):
                raise
            return erased

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        """Merge these metadata keys into existing vectors; unknown ids are ignored."""
        if len(ids) != len(metadatas):
            raise UserError(f"update_metadata got {len(ids)} ids but {len(metadatas)} metadata dicts")
        if not ids:
            return
        self._require_collection()
        await self._run(partial(self._update_sync, list(zip(ids, metadatas, strict=True))))

    def _update_sync(self, pairs: list[tuple[str, dict[str, Any]]]) -> None:
        if self._per_user:
            update_per_user(self._require_collections(), self._require_directory(), pairs, self._batch_size)
        else:
            update_shared(self._require_collection(), pairs, self._batch_size)

    async def delete(self, ids: Sequence[str]) -> None:
        """Remove these vectors; unknown ids are ignored."""
        if not ids:
            return
        self._require_collection()
        await self._run(partial(self._delete_sync, list(dict.fromkeys(ids))))

    def _delete_sync(self, ids: list[str]) -> None:
        if self._files is not None:
            mark(self._files)  # before: a crash in between still leaves the vacuum to do
        if self._per_user:
            delete_per_user(self._require_collections(), self._require_directory(), ids, self._batch_size)
        else:
            delete_shared(self._require_collection(), ids, self._batch_size)

    async def drop_user(self, user_id: str) -> None:
        """Drop an erased user's own collection (the embedded layout; its vectors were deleted before)."""
        if self._per_user:
            collections = self._require_collections()
            if self._files is not None:
                mark(self._files)
            await self._run(partial(collections.drop_user, user_id))

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
                collections += sorted(self._require_collections().per_user(), key=lambda c: c.name)
            return read_entries(collections, offset=offset, limit=limit)

        return await self._run(work)

    # ------------------------------------------------------------------------------------ helpers

    def _require_collection(self) -> Collection:
        collection = self._collection
        if collection is None:
            raise store_not_open(f"the Chroma vector store at {self.location}", backend=BACKEND)
        return collection

    def _require_collections(self) -> StoreCollections:
        collections = self._collections
        if collections is None:
            raise store_not_open(f"the Chroma vector store at {self.location}", backend=BACKEND)
        return collections

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
        """Run a Chroma call, mapping driver errors to hindsight's once (:mod:`.chroma_errors`)."""
        return call_chroma(self._target, work)


__all__ = [
    "DEFAULT_COLLECTION",
    "LOCK_FILE_NAME",
    "ChromaVectorStore",
    "chroma_where",
    "filter_matches_nothing",
]
