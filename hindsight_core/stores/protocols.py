"""The two store seams. Nothing outside ``hindsight_core/stores/`` knows which backend is in use.

Every member below is used by the engine; its docstring is the contract every backend keeps and the contract
suites (:mod:`hindsight_core.testing.contracts`) check. General rules:

* A constructor does no I/O. ``setup()`` opens the store and creates its schema, idempotently; ``close()``
  releases it, idempotently, and ``setup()`` may open it again. Any other method called on a store that is
  not open raises ``StoreUnavailableError`` (which says to ``await store.setup()``).
* Every failure is a :class:`~hindsight_core.errors.HindsightError`, mapped once at the backend's boundary:
  ``StoreUnavailableError`` when the store cannot be reached or opened (``StoreLockedError`` when another
  process holds it), ``UserError`` for input the store cannot hold, ``StoreError`` otherwise.
* Records are scoped by ``RecordFilter``: nothing outside the filter's user is ever returned or walked
  through.
* Scores returned by search methods are "higher is better" and only comparable within one call: recall
  fuses them by rank and calibration, not by value.
* Optional features are declared in ``capabilities`` (:mod:`hindsight_core.stores.capabilities`), never
  probed with ``hasattr``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from hindsight_core.errors import HindsightError, UserError
from hindsight_core.lifecycle.conversations import other_sessions
from hindsight_core.models import MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.capabilities import Capability

#: ``entity_search`` walks at most this many relation steps (``hops`` outside ``0..MAX_HOPS``: ``UserError``).
MAX_HOPS = 3
#: Graph walks are bounded (recall leaves hub ORIGINS out; these bound the NEIGHBOURS a walk reaches): a
#: neighbour mentioned by more than ``max(NEIGHBOUR_HUB_MIN, NEIGHBOUR_HUB_FRACTION * visible records)`` of the
#: records the filter may see is a hub (a speaker's own name) and is not walked through, and each query entity
#: walks to at most ``NEIGHBOUR_FANOUT`` neighbours per hop, the most co-mentioned first (ties by name).
#: Unbounded, one hop reached most of a user's graph through ordinary neighbours (docs/benchmarks.md).
NEIGHBOUR_FANOUT = 10
NEIGHBOUR_HUB_FRACTION = 0.05
NEIGHBOUR_HUB_MIN = 20
#: Entities mentioned together by one record are linked by a relation of this type.
CO_MENTIONED = "co_mentioned"


@runtime_checkable
class GraphStore(Protocol):
    """The source of truth: records, their entity mentions and relations, the keyword index, and recall's
    token vectors and session order."""

    name: str
    """The backend's name ("sqlite", "neo4j", "memory"), for ``hindsight stats`` and messages."""
    capabilities: frozenset[Capability]
    """The optional features this store has (see :class:`~hindsight_core.stores.capabilities.Capability`)."""

    async def setup(self) -> None:
        """Open the store and create (or migrate) its schema. Idempotent; keeps every stored record."""
        ...

    async def close(self) -> None:
        """Release connections and threads. Idempotent; ``setup()`` may open the store again."""
        ...

    def fix_hint(self, error: HindsightError) -> str:
        """What the user should do about ``error``, raised by this store (``hindsight doctor`` prints it
        under a failed check): which server to start, which setting or path to check. No I/O."""
        ...

    async def describe(self) -> StoreDescription:
        """Backend, address, version and schema state of the open store (for ``hindsight doctor``)."""
        ...

    async def upgraded_record_ids(self) -> list[str] | None:
        """The ids of the records whose :func:`vector_metadata` an upgrade of this store's schema changed
        (``setup`` filled what an earlier version did not store), until :meth:`vectors_upgraded`; ``None``
        when no upgrade left any (cheap: no scan of the records). The engine updates their vectors' metadata
        on open."""
        ...

    async def vectors_upgraded(self) -> None:
        """The vectors of :meth:`upgraded_record_ids` have their metadata: it answers ``None`` from now on."""
        ...

    # -- writes ----------------------------------------------------------------------------------------

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        """Insert or replace records (by id) with their entity mentions and relations, in ONE transaction.

        Every field of a record reads back equal. Replacing a record replaces its mentions, relations and
        keyword-index entry (its token vectors stay). Entities are keyed by their normalised name
        (:func:`~hindsight_core.text.normalize_entity`); the entities a record names are linked pairwise by
        :data:`CO_MENTIONED` relations owned by the record. A relation's entities are normalised too, and it
        belongs to ``relation.record_id``. Raises ``UserError``, writing nothing, for a record that cannot be
        serialised, a relation with an empty entity name, or one naming a record neither in the batch nor
        stored.
        """
        ...

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """Store the new lifecycle state of stored records (status, strength, recall counts, validity,
        conflict links, metadata), in ONE transaction, without rewriting their mentions, relations or keyword
        entry; unknown ids are ignored. For changes that leave ``text`` and ``entities`` as they are
        (reinforcement on recall, soft forget, archiving); anything else goes through ``upsert_records``.
        """
        ...

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete, in ONE transaction: the records, their mentions, relations, keyword entries and token
        vectors; nothing of their text stays behind. Returns how many of the ids existed (duplicates and
        unknown ids count nothing)."""
        ...

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        """Store (replace) the compact token vectors of records, in ONE transaction, and keep the per-user
        document frequency of every token id up to date. Items naming a record that is not stored are
        ignored. Rewriting a record (``upsert_records``, ``update_state``) keeps its token vectors."""
        ...

    # -- reads -----------------------------------------------------------------------------------------

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        """The records with these ids (any user, any status), in the order asked; unknown ids are left out."""
        ...

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        """Records matching the filter, ordered by occurred_at, then recorded_at, then id (all three reversed
        with ``newest_first``); ``offset`` skips, ``limit`` (``None``: no limit) bounds the page."""
        ...

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        ...

    async def all_record_ids(self) -> list[str]:
        """Every record id of every scope, in a stable order (used to check and rebuild the vector index)."""
        ...

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 keyword search over :func:`~hindsight_core.stores.sqlite_query.index_text` of each record:
        ``(record_id, score)`` best first, at most ``k``.

        The query's terms are :func:`~hindsight_core.text.keyword_terms` with ``unigrams=True`` (stopwords
        dropped, CJK runs as bigrams, Chinese content characters too), matched with OR and English stemming ("preferences" finds "preference"); any query
        syntax is plain text. A query with no usable term, or ``k <= 0``, finds nothing.
        """
        ...

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        """Records linked to these entities or to their neighbours up to ``hops`` relation steps away.

        Names are normalised; an entity is found by its name or (with
        :attr:`~hindsight_core.stores.capabilities.Capability.ENTITY_CATALOG`) an alias. Relations are
        followed both ways, and only through records the filter may see. Each step is bounded: neighbours
        that are hubs are skipped, and at most :data:`NEIGHBOUR_FANOUT` neighbours, the most co-mentioned
        first, are kept per query entity. A record's score is the sum over query entities of
        ``1 / (1 + hop)``, hop being the shortest walk from that entity to one the record mentions (0 = a
        direct mention); ties go to the newer record, then the smaller id. At most ``k``; ``hops`` outside
        ``0..MAX_HOPS`` raises ``UserError``.
        """
        ...

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """For each entity (normalised name or alias) that the filter's records mention: how many of them
        mention it directly. Entities mentioned by none are left out. Recall uses it to skip "hub" entities
        (a speaker's own name) that say nothing about what a query is after."""
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
        """For each stored record that has a session: the ids of up to ``window`` records just before it and
        just after it in the same session of the same user (by ``occurred_at``, then id), among those ``flt``
        may see, in time order. Records without a session, and unknown ids, are left out."""
        ...

    async def add_forgotten_sources(self, items: Sequence[ForgottenSource]) -> None:
        """Keep these tombstones of hard-forgotten trace steps, each numbered after every one kept before; an
        item kept already (same user, trace, step and hash) is not added again. Every process sharing the
        store reads them (:meth:`forgotten_sources`) to blank the same steps in its own trace journal."""
        ...

    async def forgotten_sources(self, after: int, limit: int) -> list[tuple[int, ForgottenSource]]:
        """The tombstones numbered above ``after``, in number order, at most ``limit`` (``limit`` < 1:
        ``UserError``)."""
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
    fix: str | None = None
    """When ``schema_ok`` is false: what the user should do, in the backend's own terms."""


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


@dataclass(frozen=True, slots=True)
class ForgottenSource:
    """A hard forget's tombstone as every process sharing a graph store sees it: a user's trace step whose
    content was forgotten, and the hash of that content where the forgetting process knew it (``""``
    otherwise). Never the text."""

    user_id: str
    trace_id: str
    step_id: str
    content_hash: str = ""


@runtime_checkable
class VectorStore(Protocol):
    """One embedding per record plus filterable metadata (see :func:`vector_metadata`), derived from the
    graph store: it can always be checked against it and rebuilt from it."""

    name: str
    """The backend's name ("chroma", "memory"), for ``hindsight stats`` and messages."""
    capabilities: frozenset[Capability]
    """The optional features this store has (see :class:`~hindsight_core.stores.capabilities.Capability`)."""

    async def setup(self) -> None:
        """Create or open the index for the configured embedder. Idempotent. Raises
        ``EmbeddingMismatchError`` if it was built with another embedding model or dimension."""
        ...

    async def close(self) -> None:
        """Release the index. Idempotent; ``setup()`` may open it again."""
        ...

    def fix_hint(self, error: HindsightError) -> str:
        """What the user should do about ``error``, raised by this store (see :meth:`GraphStore.fix_hint`)."""
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

    async def upsert(self, items: Sequence[VectorItem]) -> None:
        """Insert or replace vectors by id. Each item's metadata is :func:`vector_metadata` (it must carry a
        ``user_id``: ``UserError`` otherwise); an embedding of another dimension than the embedder's raises
        ``EmbeddingMismatchError``."""
        ...

    async def query(self, embedding: Sequence[float], flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """Nearest vectors whose metadata passes the filter (:func:`metadata_matches`):
        ``(record_id, cosine similarity)`` best first, at most ``k`` (none for ``k <= 0``)."""
        ...

    async def query_many(
        self, embeddings: Sequence[Sequence[float]], flts: Sequence[RecordFilter], k: int
    ) -> list[list[tuple[str, float]]]:
        """:meth:`query` for several embeddings, one filter each, answered in order, in as few round trips
        as the backend allows (the write path's dedup asks for the neighbours of every new fact at once).
        Raises ``UserError`` when the two lists differ in length."""
        ...

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        """Merge these metadata keys into the stored vectors (the embedding and document stay); unknown ids
        are ignored. Raises ``UserError`` when the two lists differ in length."""
        ...

    async def delete(self, ids: Sequence[str]) -> None:
        """Delete these vectors; unknown ids are ignored."""
        ...

    async def existing_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of these ids have a vector."""
        ...

    async def count(self) -> int:
        """How many vectors the index holds, of every user."""
        ...

    async def entries(self, *, offset: int = 0, limit: int = 1000) -> list[VectorEntry]:
        """A page of the stored vectors (id, document, metadata; no embedding), in an order that is stable
        while nothing is written: ``hindsight doctor`` compares them with the graph store."""
        ...


def check_limit(limit: int) -> None:
    """``UserError`` unless ``limit`` asks for at least one item."""
    if limit < 1:
        raise UserError(f"limit must be at least 1, got {limit}")


def vector_metadata(record: MemoryRecord) -> dict[str, Any]:
    """The metadata stored beside a record's vector: only what recall pre-filters on.

    Vector stores reject ``None`` values, so absent scope fields are stored as "". A record said again in other
    sessions than its own lists them under ``sessions`` (absent otherwise): a session filter finds it from each.
    """
    metadata: dict[str, Any] = {
        "user_id": record.scope.user_id,
        "agent_id": record.scope.agent_id or "",
        "session_id": record.scope.session_id or "",
        "status": record.status,
        "kind": record.kind,
        "event_type": record.event_type,
        "occurred_at": record.occurred_at.timestamp(),
    }
    others = other_sessions(record)
    if others:
        metadata[SESSIONS_KEY] = others
    return metadata


#: The :func:`vector_metadata` key of the sessions a record was said in besides its own.
SESSIONS_KEY = "sessions"


def said_in_session(metadata: Mapping[str, Any], session_id: str) -> bool:
    """Whether :func:`vector_metadata` (as stored) says the record was said in ``session_id``: its own session,
    or one it was said again in."""
    others = metadata.get(SESSIONS_KEY)
    return metadata.get("session_id") == session_id or (isinstance(others, list) and session_id in others)


def metadata_matches(flt: RecordFilter, metadata: Mapping[str, Any] | None) -> bool:
    """Does :func:`vector_metadata` (as stored) pass the filter? What a vector store's query keeps. Pure.

    ``since`` and ``until`` are inclusive bounds on ``occurred_at``; an empty ``statuses``, ``kinds`` or
    ``event_types`` matches nothing.
    """
    if not metadata or metadata.get("user_id") != flt.user_id:
        return False
    if flt.agent_id is not None and metadata.get("agent_id") != flt.agent_id:
        return False
    if flt.session_id is not None and not said_in_session(metadata, flt.session_id):
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
