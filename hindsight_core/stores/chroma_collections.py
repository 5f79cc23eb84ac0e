"""The Chroma collections of one hindsight vector store, on one open client.

The *base* collection (cosine space, the embedding model and the layout in its metadata) is opened and checked
against the embedder; in the embedded layout each user's vectors live in a collection of their own, named
after the base (:func:`~hindsight_core.stores.chroma_layout.partition_name`), found or created on demand and
cached. Also: the rule for a valid base name, dropping every collection of the store, and reading a page of
entries across its collections. Why the layout is what it is: :mod:`hindsight_core.stores.chroma_layout`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from chromadb.api import ClientAPI
from chromadb.api.collection_configuration import CreateHNSWConfiguration
from chromadb.api.models.Collection import Collection
from chromadb.errors import NotFoundError

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import EmbeddingMismatchError, StoreError
from hindsight_core.stores.chroma_client import BACKEND, drop_collection
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.chroma_layout import LAYOUT_KEY, check_collection, partition_name
from hindsight_core.stores.protocols import VectorEntry

T = TypeVar("T")

DEFAULT_COLLECTION = "hindsight_records"
#: A per-user collection appends 26 characters to the base name; Chroma allows 512.
MAX_BASE_NAME = 480
#: The digest a per-user collection's name ends with (see ``partition_name``).
_DIGEST = 24
#: A user's collection persists its HNSW index every 100 writes. Under Chroma's default (1,000), a collection
#: holding fewer vectors, as most users' do, never persists it: every process that opens the store rebuilds the
#: index from Chroma's log on the user's first query (40-150 ms a user in a 10k store, 15-20 ms persisted).
USER_HNSW: CreateHNSWConfiguration = {"space": "cosine", "sync_threshold": 100}


class Caller(Protocol):
    """Runs a Chroma call, mapping its driver errors to hindsight's (the store's ``_call``)."""

    def __call__(self, work: Callable[[], T]) -> T: ...


def valid_collection_name(name: str) -> bool:
    """Whether ``name`` may name a base collection (Chroma's rules, with room for the per-user suffix)."""
    ok = 3 <= len(name) <= MAX_BASE_NAME and ".." not in name
    ok = ok and name[0].isascii() and name[0].isalnum() and name[-1].isascii() and name[-1].isalnum()
    return ok and all(c.isascii() and (c.isalnum() or c in "._-") for c in name)


class StoreCollections:
    """The base collection and the per-user collections of one store, on one open client."""

    def __init__(
        self,
        client: ClientAPI,
        base: str,
        *,
        embedder: Embedder,
        embedding_function: HindsightEmbeddingFunction,
    ) -> None:
        self._client = client
        self._base = base
        self._embedder = embedder
        self._embedding_function = embedding_function
        self._users: dict[str, Collection] = {}
        # a user's lookup and the drop of their collection (an erasure) one at a time: a lookup racing the drop
        # would cache the collection being dropped, and every later write and query of the user would fail
        self._users_guard = threading.Lock()

    def open_base(self, *, location: str, layout: str, call: Caller) -> Collection:
        """Create or open the base collection; refuse one built with another distance, model or dimension."""
        client = self._client
        try:
            collection = call(
                lambda: client.get_or_create_collection(
                    self._base,
                    configuration={"hnsw": {"space": "cosine"}},
                    metadata={
                        "model_id": self._embedder.model_id,
                        "dimension": self._embedder.dimension,
                        LAYOUT_KEY: layout,
                    },
                    embedding_function=self._embedding_function,  # type: ignore[arg-type]
                )
            )
        except ValueError as exc:
            if "Embedding function conflict" not in str(exc):
                raise StoreError(f"cannot open Chroma collection: {exc}", backend=BACKEND) from exc
            raise EmbeddingMismatchError(
                f"The Chroma collection '{self._base}' at {location} was created with "
                f"another embedding function ({exc}). Use another collection name, or run "
                "`hindsight reindex` to rebuild it.",
                stored="unknown",
                configured=self._embedder.model_id,
            ) from exc
        call(
            lambda: check_collection(
                collection, name=self._base, location=location, embedder=self._embedder, layout=layout
            )
        )
        return collection

    def user(self, user_id: str, *, create: bool) -> Collection | None:
        """The collection of one user's vectors (embedded layout); ``None`` if it does not exist yet."""
        found = self._users.get(user_id)
        if found is not None:
            return found
        with self._users_guard:
            return self._user(user_id, create=create)

    def _user(self, user_id: str, *, create: bool) -> Collection | None:
        found = self._users.get(user_id)
        if found is not None:
            return found
        name = partition_name(self._base, user_id)
        try:
            if create:
                found = self._client.get_or_create_collection(
                    name,
                    configuration={"hnsw": USER_HNSW},
                    metadata={"model_id": self._embedder.model_id, "dimension": self._embedder.dimension},
                    embedding_function=self._embedding_function,  # type: ignore[arg-type]
                )
            else:
                found = self._client.get_collection(name, embedding_function=self._embedding_function)  # type: ignore[arg-type]
        except NotFoundError:
            return None
        self._users[user_id] = found
        return found

    def per_user(self) -> list[Collection]:
        """Every per-user collection of this store, in Chroma's listing order."""
        prefix = f"{self._base}.u"
        return [
            c
            for c in self._client.list_collections()
            if c.name.startswith(prefix) and len(c.name) == len(prefix) + _DIGEST
        ]

    def drop_user(self, user_id: str) -> None:
        """Drop one user's collection (embedded layout), if it exists."""
        with self._users_guard:
            self._users.pop(user_id, None)
            drop_collection(self._client, partition_name(self._base, user_id))

    def dropped(self, user_id: str, collection: Collection | None) -> bool:
        """Whether ``collection``, looked up for ``user_id`` before, is no longer theirs (dropped since: a call
        on it that failed raced an erasure)."""
        return collection is not None and self.user(user_id, create=False) is not collection

    def drop_all(self) -> None:
        """Drop the base collection and every per-user collection of this store."""
        with self._users_guard:
            for col in self.per_user():
                drop_collection(self._client, col.name)
            drop_collection(self._client, self._base)
            self._users.clear()


def read_entries(collections: Sequence[Collection], *, offset: int, limit: int) -> list[VectorEntry]:
    """A page of stored vectors (id, document, metadata) across ``collections`` in the order given, each in
    Chroma's storage order."""
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
