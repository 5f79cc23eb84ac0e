"""The two store seams. Nothing outside ``hindsight_core/stores/`` knows which backend is in use.

A backend constructor does no I/O; ``setup()`` creates the schema idempotently; ``close()`` releases
resources. Optional features are declared in ``capabilities``, never probed with ``hasattr``.

Scores returned by search methods are "higher is better" and only comparable within one call: recall
fuses them by rank, not by value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation


@runtime_checkable
class GraphStore(Protocol):
    """The source of truth: records, entities, mentions, relations and the keyword index."""

    name: str
    capabilities: frozenset[str]

    async def setup(self) -> None: ...

    async def close(self) -> None: ...

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        """Insert or replace records (by id) with their entity mentions and relations, in ONE transaction.

        Replacing a record replaces its mentions, relations and keyword-index entry.
        """
        ...

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """Store the new lifecycle state of stored records (status, strength, recall counts, validity,
        conflict links, metadata), in ONE transaction, without rewriting their mentions, relations or keyword
        entry; unknown ids are ignored. For changes that leave ``text`` and ``entities`` as they are
        (reinforcement on recall, soft forget, archiving); anything else goes through ``upsert_records``.
        """
        ...

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        """The records with these ids, in the order asked; unknown ids are left out."""
        ...

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        """Records matching the filter ordered by occurred_at (then recorded_at, then id)."""
        ...

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        ...

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete (records, mentions, relations, keyword entries). Returns how many existed."""
        ...

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 keyword search (CJK-aware): ``(record_id, score)`` best first, at most ``k``."""
        ...

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        """Records linked to these entities (normalised names) or to their neighbours up to ``hops`` away.

        Edges are only followed through records the filter's user may see.
        """
        ...

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """For each entity (normalised name or alias) that the filter's records mention: how many of them
        mention it directly. Entities mentioned by none are left out. Recall uses it to skip "hub" entities
        (a speaker's own name) that say nothing about what a query is after."""
        ...

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records."""
        ...

    async def all_record_ids(self) -> list[str]:
        """Every record id of every scope (used to repair the vector index)."""
        ...

    async def get_meta(self, key: str) -> str | None: ...

    # -- recall support: late-interaction token vectors and session order --------------------------------

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        """Store (replace) the compact token vectors of records, in ONE transaction, and keep the per-user
        document frequency of every token id up to date. Items naming a record that is not stored are
        ignored. Hard-deleting a record deletes its token vectors (and uncounts them)."""
        ...

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        """The stored token vectors of these records (records without any are left out)."""
        ...

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        """For each token id, how many of the user's records with token vectors contain it (ids in none are
        left out), and how many such records the user has: the IDF of late-interaction scoring."""
        ...

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        """For each record that has a session: the ids of up to ``window`` records just before it and just
        after it in the same session (by ``occurred_at``), among those ``flt`` may see, in time order.
        Records without a session, and unknown ids, are left out."""
        ...

    async def set_meta(self, key: str, value: str) -> None: ...

    async def describe(self) -> StoreDescription:
        """Backend, address, version and schema state of the open store (for ``hindsight doctor``)."""
        ...


@dataclass(frozen=True, slots=True)
class StoreDescription:
    """What a store reports about itself through ``describe()``; ``hindsight doctor`` prints it."""

    backend: str
    """The backend name, e.g. "sqlite", "neo4j", "chroma"."""
    location: str
    """The file, directory, URI or URL the store opened."""
    version: str
    """The server's (or the embedded library's) version, "unknown" where the backend does not say."""
    schema_ok: bool
    """Every table, index and constraint hindsight needs exists and is usable."""
    schema: str
    """One line on the schema: its version, or what is missing or failed."""
    embedding: tuple[str, int] | None = None
    """Vector stores: the embedding model id and dimension recorded with the index."""


@dataclass(frozen=True, slots=True)
class VectorItem:
    """One embedding with the metadata that recall pre-filters on."""

    id: str
    embedding: Sequence[float]
    document: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class VectorEntry:
    """A stored vector as :meth:`VectorStore.entries` lists it: its id, document and metadata."""

    id: str
    document: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TokenVectorsItem:
    """One record's compact token vectors (see :mod:`hindsight_core.recall.late_interaction`)."""

    record_id: str
    user_id: str
    token_ids: Sequence[int]
    """The distinct vocabulary ids in ``data``: what the per-user document frequencies count."""
    data: bytes


@runtime_checkable
class VectorStore(Protocol):
    """One embedding per record plus filterable metadata (see :func:`vector_metadata`)."""

    name: str
    capabilities: frozenset[str]

    async def setup(self) -> None:
        """Create or open the collection. Raises ``EmbeddingMismatchError`` if it was built with another
        embedding model or dimension."""
        ...

    async def close(self) -> None: ...

    async def upsert(self, items: Sequence[VectorItem]) -> None: ...

    async def query(self, embedding: Sequence[float], flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """Nearest records inside the filter: ``(record_id, cosine similarity)`` best first."""
        ...

    async def query_many(
        self, embeddings: Sequence[Sequence[float]], flts: Sequence[RecordFilter], k: int
    ) -> list[list[tuple[str, float]]]:
        """:meth:`query` for several embeddings, one filter each, answered in order, in as few round trips
        as the backend allows (the write path's dedup asks for the neighbours of every new fact at once)."""
        ...

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None: ...

    async def delete(self, ids: Sequence[str]) -> None: ...

    async def existing_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of these ids have a vector."""
        ...

    async def count(self) -> int: ...

    async def entries(self, *, offset: int = 0, limit: int = 1000) -> list[VectorEntry]:
        """A page of the stored vectors (id, document, metadata; no embedding), in an order that is stable
        while nothing is written: ``hindsight doctor`` compares them with the graph store."""
        ...

    async def describe(self) -> StoreDescription:
        """Backend, address, version and the embedding model recorded with the open index (for
        ``hindsight doctor``)."""
        ...

    async def reset(self) -> None:
        """Drop every vector and recreate the index, empty, for the configured embedder.

        Works on an index built with another model (which ``setup()`` refuses) and leaves the store open.
        It is how ``hindsight reindex`` moves to a new model: the graph store, the source of truth, then
        re-embeds every record. Other processes using the index must be stopped first.
        """
        ...


def vector_metadata(record: MemoryRecord) -> dict[str, Any]:
    """The metadata stored beside a record's vector: only what recall pre-filters on.

    Vector stores reject ``None`` values, so absent scope fields are stored as "".
    """
    return {
        "user_id": record.scope.user_id,
        "agent_id": record.scope.agent_id or "",
        "session_id": record.scope.session_id or "",
        "status": record.status,
        "kind": record.kind,
        "event_type": record.event_type,
        "occurred_at": record.occurred_at.timestamp(),
    }
