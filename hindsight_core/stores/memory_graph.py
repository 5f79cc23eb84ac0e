"""The in-memory reference :class:`~hindsight_core.stores.protocols.GraphStore`: plain Python, no I/O.

It passes the same contract suite as the SQLite and Neo4j stores (:mod:`hindsight_core.testing.contracts`)
and is the smallest complete example of a graph backend: records, the entity graph with its bounded walk,
BM25 keyword search with English stemming and CJK bigrams (:mod:`~hindsight_core.stores.keyword_index`),
token vectors with per-user document frequencies, and session order. Use it in tests, or wherever memory
only needs to outlive a session of one process: what it holds lives as long as the object (``close()``
keeps it; ``setup()`` opens it again).

Example:
    >>> import asyncio
    >>> from hindsight_core.models import MemoryRecord, RecordFilter, Scope
    >>> async def demo() -> int:
    ...     async with InMemoryGraphStore() as store:
    ...         record = MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id="u1"))
    ...         await store.upsert_records([record])
    ...         return len(await store.keyword_search("postgresql", RecordFilter(user_id="u1"), k=5))
    >>> asyncio.run(demo())
    1
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hindsight_core.errors import UserError
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.keyword_index import KeywordIndex
from hindsight_core.stores.memory_common import InMemoryStore
from hindsight_core.stores.protocols import (
    CO_MENTIONED,
    MAX_HOPS,
    NEIGHBOUR_FANOUT,
    NEIGHBOUR_HUB_FRACTION,
    NEIGHBOUR_HUB_MIN,
    ForgottenSource,
    StoreDescription,
    TokenVectorsItem,
    check_limit,
    metadata_matches,
    vector_metadata,
)
from hindsight_core.stores.record_json import dump_record, load_record
from hindsight_core.stores.sqlite_query import co_mention_pairs, entity_keys, index_text
from hindsight_core.text import normalize_entity, query_terms

#: One relation as an entity's adjacency holds it: (other entity, relation type, owning record, direction).
_Edge = tuple[str, str, str, str]


@dataclass(slots=True)
class _Row:
    """A stored record: its JSON (what reads return), and the fields queries filter and sort on."""

    data: str
    meta: dict[str, Any]
    recorded_at: float
    session_id: str | None
    mentions: list[str] = field(default_factory=list)
    relations: set[tuple[str, str, str]] = field(default_factory=set)

    @property
    def user_id(self) -> str:
        return str(self.meta["user_id"])

    @property
    def occurred_at(self) -> float:
        return float(self.meta["occurred_at"])


@dataclass(slots=True)
class _Entity:
    display_name: str
    type: str | None = None
    aliases: list[str] = field(default_factory=list)


@dataclass(slots=True)
class _Tokens:
    user_id: str
    ids: frozenset[int]
    data: bytes


class InMemoryGraphStore(InMemoryStore):
    """A graph store held in this process's memory. Thread-safe; every write is atomic."""

    capabilities: frozenset[Capability] = frozenset({Capability.ENTITY_CATALOG, Capability.MATCHING_IDS})
    _what = "the in-memory graph store"

    def __init__(self) -> None:
        super().__init__()
        self._rows: dict[str, _Row] = {}
        self._keywords = KeywordIndex()
        self._entities: dict[str, _Entity] = {}
        self._aliases: dict[str, set[str]] = {}
        self._mentioned_by: dict[str, set[str]] = {}
        self._edges: dict[str, set[_Edge]] = {}
        self._tokens: dict[str, _Tokens] = {}
        self._frequencies: dict[str, Counter[int]] = {}
        self._token_docs: Counter[str] = Counter()
        self._forgotten: dict[ForgottenSource, int] = {}

    def __repr__(self) -> str:
        return f"InMemoryGraphStore({len(self._rows)} records)"

    async def describe(self) -> StoreDescription:
        with self._state():
            return self._description(f"no schema; {len(self._rows)} records, {len(self._entities)} entities")

    async def upgraded_record_ids(self) -> list[str] | None:
        with self._state():
            return None  # nothing outlives the process: never upgraded

    async def vectors_upgraded(self) -> None:
        with self._state():
            return

    # -- writes ----------------------------------------------------------------------------------------

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        prepared = [(record, dump_record(record)) for record in records]
        batch = {record.id for record in records}
        with self._state():
            edges = [self._checked(relation, batch) for relation in relations]
            previous: set[str] = set()
            for record, data in prepared:
                previous |= self._write_record(record, data)
            for relation, (source, target) in zip(relations, edges, strict=True):
                self._ensure_entity(source, relation.source)
                self._ensure_entity(target, relation.target)
                self._link(relation.record_id, (source, target, relation.type))
            # what the records' previous versions alone named (after the batch's relations, which may name it)
            self._drop_unused(previous)

    def _checked(self, relation: Relation, batch: set[str]) -> tuple[str, str]:
        source, target = normalize_entity(relation.source), normalize_entity(relation.target)
        if not source or not target:
            raise UserError(f"relation {relation.source!r} -> {relation.target!r} has an empty entity name")
        if relation.record_id not in batch and relation.record_id not in self._rows:
            raise UserError(
                f"relation {source!r} -> {target!r} names record {relation.record_id}, which is neither in this "
                "batch nor stored: upsert the record together with its relations"
            )
        return source, target

    def _write_record(self, record: MemoryRecord, data: str) -> set[str]:
        """Write ``record`` with its mentions and co-mention links; returns the entities its previous version
        named (:meth:`_drop_unused` once the batch is written)."""
        previous = self._unlink(record.id)
        row = _Row(data, vector_metadata(record), record.recorded_at.timestamp(), record.scope.session_id)
        self._rows[record.id] = row
        self._keywords.put(record.id, index_text(record))
        row.mentions = entity_keys(record.entities)
        displays = {normalize_entity(name): name for name in reversed(record.entities)}
        for key in row.mentions:
            self._ensure_entity(key, displays[key])
            self._mentioned_by.setdefault(key, set()).add(record.id)
        for source, target in co_mention_pairs(row.mentions):
            self._link(record.id, (source, target, CO_MENTIONED))
        return previous

    def _link(self, record_id: str, relation: tuple[str, str, str]) -> None:
        source, target, kind = relation
        self._rows[record_id].relations.add(relation)
        self._edges.setdefault(source, set()).add((target, kind, record_id, "out"))
        self._edges.setdefault(target, set()).add((source, kind, record_id, "in"))

    def _unlink(self, record_id: str) -> set[str]:
        """Drop a record's mentions and relations; returns the entities they named."""
        row = self._rows.get(record_id)
        if row is None:
            return set()
        named = set(row.mentions)
        for key in row.mentions:
            self._mentioned_by[key].discard(record_id)
        for source, target, kind in row.relations:
            named |= {source, target}
            self._edges[source].discard((target, kind, record_id, "out"))
            self._edges[target].discard((source, kind, record_id, "in"))
        row.mentions, row.relations = [], set()
        return named

    def _drop_unused(self, names: Iterable[str]) -> None:
        """Delete the entities among ``names`` that no record mentions or links any more and nobody declared
        (no type, no aliases), with their empty adjacency: a name no record says any more is kept nowhere."""
        for key in names:
            if not self._mentioned_by.get(key):
                self._mentioned_by.pop(key, None)
            if not self._edges.get(key):
                self._edges.pop(key, None)
            entity = self._entities.get(key)
            used = key in self._mentioned_by or key in self._edges
            if entity is not None and entity.type is None and not entity.aliases and not used:
                del self._entities[key]

    def _ensure_entity(self, key: str, display: str) -> None:
        self._entities.setdefault(key, _Entity(display.strip() or key))

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        prepared = [(record, dump_record(record)) for record in records]
        with self._state():
            for record, data in prepared:
                row = self._rows.get(record.id)
                if row is not None:
                    row.data, row.meta = data, vector_metadata(record)
                    row.recorded_at = record.recorded_at.timestamp()

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        with self._state():
            gone = [record_id for record_id in dict.fromkeys(record_ids) if record_id in self._rows]
            named: set[str] = set()
            for record_id in gone:
                named |= self._unlink(record_id)
                self._keywords.remove(record_id)
                self._drop_tokens(record_id)
                del self._rows[record_id]
            self._drop_unused(named)
            return len(gone)

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities (:class:`~hindsight_core.stores.capabilities.EntityCatalog`)."""
        keys = [normalize_entity(entity.name) for entity in entities]
        for entity, key in zip(entities, keys, strict=True):
            if not key:
                raise UserError(f"entity name {entity.name!r} is empty once normalised")
        with self._state():
            for entity, key in zip(entities, keys, strict=True):
                stored = self._entities.get(key) or _Entity(key)
                aliases: dict[str, str] = {}
                for alias in [*stored.aliases, *entity.aliases]:
                    alias_key = normalize_entity(alias)
                    if alias_key and alias_key != key:
                        aliases.setdefault(alias_key, alias.strip())
                for holders in self._aliases.values():
                    holders.discard(key)
                for alias_key in aliases:
                    self._aliases.setdefault(alias_key, set()).add(key)
                self._entities[key] = _Entity(
                    entity.display_name.strip() or key, entity.type or stored.type, list(aliases.values())
                )

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        with self._state():
            for item in items:
                if item.record_id not in self._rows:
                    continue
                self._drop_tokens(item.record_id)
                ids = frozenset(int(t) for t in item.token_ids)
                self._tokens[item.record_id] = _Tokens(item.user_id, ids, bytes(item.data))
                self._frequencies.setdefault(item.user_id, Counter()).update(ids)
                self._token_docs[item.user_id] += 1

    def _drop_tokens(self, record_id: str) -> None:
        old = self._tokens.pop(record_id, None)
        if old is not None:
            counts = self._frequencies[old.user_id]
            counts.subtract(old.ids)
            for token in old.ids:  # a count at zero would keep a forgotten record's token ids
                if counts[token] <= 0:
                    del counts[token]
            self._token_docs[old.user_id] -= 1

    # -- reads -----------------------------------------------------------------------------------------

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        with self._state():
            found = [self._rows[i].data for i in record_ids if i in self._rows]
        return [load_record(data) for data in found]

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        with self._state():
            rows = sorted(
                ((i, row) for i, row in self._rows.items() if metadata_matches(flt, row.meta)),
                key=lambda pair: (pair[1].occurred_at, pair[1].recorded_at, pair[0]),
                reverse=newest_first,
            )
            start = max(offset, 0)
            page = rows[start:] if limit is None else rows[start : start + max(limit, 0)]
            found = [row.data for _, row in page]
        return [load_record(data) for data in found]

    async def matching_ids(self, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
        with self._state():
            return {i for i in record_ids if i in self._rows and metadata_matches(flt, self._rows[i].meta)}

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        with self._state():
            if flt is None:
                return len(self._rows)
            return sum(1 for row in self._rows.values() if metadata_matches(flt, row.meta))

    async def all_record_ids(self) -> list[str]:
        with self._state():
            return list(self._rows)

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        terms = query_terms(query)
        with self._state():
            if not terms or k <= 0:
                return []
            return self._keywords.search(terms, self._visible(flt), k)

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        if isinstance(hops, bool) or not isinstance(hops, int) or not 0 <= hops <= MAX_HOPS:
            raise UserError(f"hops must be between 0 and {MAX_HOPS}, got {hops!r}")
        origins = entity_keys(entities)
        with self._state():
            if not origins or k <= 0:
                return []
            visible = self._visible(flt)
            ceiling = max(NEIGHBOUR_HUB_MIN, NEIGHBOUR_HUB_FRACTION * len(visible))
            scores: defaultdict[str, float] = defaultdict(float)
            for origin in origins:
                reached = self._walk(self._matched(origin), hops, visible, ceiling)
                nearest: dict[str, int] = {}
                for entity, hop in reached.items():
                    for record_id in self._mentioned_by.get(entity, set()) & visible:
                        nearest[record_id] = min(hop, nearest.get(record_id, hop))
                for record_id, hop in nearest.items():
                    scores[record_id] += 1.0 / (1 + hop)
            ranked = sorted(
                scores.items(), key=lambda pair: (-pair[1], -self._rows[pair[0]].occurred_at, pair[0])
            )
            return ranked[:k]

    def _walk(self, start: Iterable[str], hops: int, visible: set[str], ceiling: float) -> dict[str, int]:
        """Entity -> hop, from ``start`` through relations owned by visible records, each step bounded."""
        reached = dict.fromkeys(start, 0)
        frontier = list(reached)
        for hop in range(1, hops + 1):
            weights: Counter[str] = Counter()
            for entity in frontier:
                for other, _, record_id, _ in self._edges.get(entity, ()):
                    if record_id in visible and other not in reached:
                        weights[other] += 1
            kept = sorted(
                (
                    other
                    for other in weights
                    if len(self._mentioned_by.get(other, set()) & visible) <= ceiling
                ),
                key=lambda other: (-weights[other], other),
            )[:NEIGHBOUR_FANOUT]
            reached.update(dict.fromkeys(kept, hop))
            frontier = kept
        return reached

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        origins = entity_keys(entities)
        with self._state():
            visible = self._visible(flt) if origins else set()
            counts: dict[str, int] = {}
            for origin in origins:
                mentioning = set[str]().union(
                    *(self._mentioned_by.get(e, set()) for e in self._matched(origin))
                )
                if mentioning & visible:
                    counts[origin] = len(mentioning & visible)
            return counts

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records (:class:`~hindsight_core.stores.capabilities.EntityCatalog`)."""
        with self._state():
            return [
                Entity(
                    name=key, display_name=entity.display_name, type=entity.type, aliases=list(entity.aliases)
                )
                for key, entity in sorted(self._entities.items())
                if any(self._rows[i].user_id == user_id for i in self._mentioned_by.get(key, ()))
            ]

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        with self._state():
            return {i: self._tokens[i].data for i in record_ids if i in self._tokens}

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        with self._state():
            counts = self._frequencies.get(user_id, Counter())
            found = {int(t): counts[int(t)] for t in token_ids if counts[int(t)] > 0}
            return found, self._token_docs[user_id]

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        with self._state():
            if window < 1:
                return out
            for record_id in dict.fromkeys(record_ids):
                row = self._rows.get(record_id)
                if row is None or row.session_id is None:
                    continue
                turns = sorted(
                    (other.occurred_at, other_id)
                    for other_id, other in self._rows.items()
                    if other.session_id == row.session_id
                    and other.user_id == row.user_id
                    and metadata_matches(flt, other.meta)
                )
                before = [i for at, i in turns if at < row.occurred_at][-window:]
                after = [i for at, i in turns if at > row.occurred_at][:window]
                out[record_id] = [*before, *after]
        return out

    async def add_forgotten_sources(self, items: Sequence[ForgottenSource]) -> None:
        with self._state():
            for item in items:
                self._forgotten.setdefault(item, len(self._forgotten) + 1)

    async def forgotten_sources(self, after: int, limit: int) -> list[tuple[int, ForgottenSource]]:
        check_limit(limit)
        with self._state():
            return sorted((n, item) for item, n in self._forgotten.items() if n > after)[:limit]

    # -- helpers ---------------------------------------------------------------------------------------

    def _visible(self, flt: RecordFilter) -> set[str]:
        return {i for i, row in self._rows.items() if metadata_matches(flt, row.meta)}

    def _matched(self, origin: str) -> set[str]:
        """The entities a normalised name finds: the entity of that name and those it is an alias of."""
        found = set(self._aliases.get(origin, ()))
        if origin in self._entities:
            found.add(origin)
        return found


__all__ = ["InMemoryGraphStore"]
