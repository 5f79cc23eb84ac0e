"""The server graph store: Neo4j over Bolt with the official async driver.

The Cypher is built by pure functions in :mod:`hindsight_core.stores.cypher` (user data only in parameters);
this module owns the driver and transactions. The driver plumbing and the mapping of driver errors to
:class:`~hindsight_core.errors.StoreError`, done once, at the boundary, are in
:mod:`~hindsight_core.stores.neo4j_driver`; the work of the write transactions in
:mod:`~hindsight_core.stores.neo4j_writes`; the schema created and migrated at setup in
:mod:`~hindsight_core.stores.neo4j_schema`.

Start a local server for development with ``eval "$(scripts/services start)"``; it prints the
``HINDSIGHT_NEO4J_*`` variables to use.
"""

from __future__ import annotations

import asyncio
import logging
import re
import uuid
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hindsight_core.errors import ConfigError, HindsightError, StoreUnavailableError, UserError
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores import cypher
from hindsight_core.stores import neo4j_writes as writes
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.cypher import Query
from hindsight_core.stores.lifecycle import AsyncWith
from hindsight_core.stores.neo4j_driver import error_boundary, open_driver, read, rows, write_rows
from hindsight_core.stores.neo4j_liveness import WRITERS_FOLDER, WriterFiles
from hindsight_core.stores.neo4j_locks import LockTimes, user_write_lock
from hindsight_core.stores.neo4j_schema import create_schema, upgraded_record_ids, vectors_upgraded
from hindsight_core.stores.protocols import (
    MAX_HOPS,
    ForgottenSource,
    StoreDescription,
    TokenVectorsItem,
    check_limit,
)
from hindsight_core.stores.recall_context import ContextRequest, RecallContext
from hindsight_core.stores.record_json import dump_record, load_record
from hindsight_core.text import normalize_entity

logger = logging.getLogger("hindsight")

if TYPE_CHECKING:
    import neo4j


class Neo4jGraphStore(AsyncWith):
    """The server :class:`~hindsight_core.stores.protocols.GraphStore`: Neo4j 5 or newer over Bolt.

    Range indexes back the recall filters, a fulltext index (Lucene BM25, English stemming, CJK bigrams)
    backs keyword search, and graph expansion is a Cypher variable-length walk over ``RELATED`` edges.
    Many processes may share one server.

    Example:
        >>> import asyncio, os
        >>> from hindsight_core.models import MemoryRecord, RecordFilter, Scope
        >>> async def demo() -> int:
        ...     store = Neo4jGraphStore(os.environ["HINDSIGHT_NEO4J_URI"],
        ...                             password=os.environ["HINDSIGHT_NEO4J_PASSWORD"])
        ...     async with store:
        ...         record = MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id="u1"))
        ...         await store.upsert_records([record])
        ...         return len(await store.keyword_search("postgresql", RecordFilter(user_id="u1"), k=5))
        >>> asyncio.run(demo())  # doctest: +SKIP
        1
    """

    name = "neo4j"
    capabilities: frozenset[Capability] = frozenset(
        {
            Capability.ENTITY_CATALOG,
            Capability.MATCHING_IDS,
            Capability.MULTI_PROCESS,
            Capability.RECALL_CONTEXT,
            Capability.USER_WRITE_LOCK,
        }
    )

    def __init__(
        self,
        uri: str,
        *,
        user: str = "neo4j",
        password: str = "",
        database: str | None = None,
        lock_times: LockTimes | None = None,
        data_dir: Path | None = None,
    ) -> None:
        self._uri = uri
        self._user = user
        self._password = password
        self._database = database
        self._driver: neo4j.AsyncDriver | None = None
        self._schema_ready = False
        self._setup_lock = asyncio.Lock()
        #: Names this store's holds of the per-user write lock (one per store object: two engines of one
        #: process exclude each other too).
        self._lock_token = uuid.uuid4().hex
        #: The lease and wait of the per-user write lock (the defaults but in tests).
        self._lock_times = lock_times or LockTimes()
        #: This store's token file in its data directory (the engine's, given by the factory), held while it is
        #: open: a lock holder of the same data directory that ended is then taken over without waiting out its
        #: lease (a restarted process replaying its journal). None: every holder's lease is waited out.
        self._writers = WriterFiles(data_dir / WRITERS_FOLDER) if data_dir is not None else None

    def __repr__(self) -> str:
        return f"Neo4jGraphStore({self._uri!r}, user={self._user!r}, database={self._database!r})"

    @property
    def uri(self) -> str:
        return self._uri

    # -- lifecycle -------------------------------------------------------------------------------------

    async def setup(self) -> None:
        """Connect, check the credentials, and create constraints and indexes if missing. Idempotent."""
        async with self._setup_lock:
            await self._setup()

    async def _setup(self) -> None:
        if self._driver is None:
            driver = open_driver(self._uri, self._user, self._password)
            try:
                # Fail fast with a clear error: queries would retry an unreachable server for 30s.
                async with self._boundary("connect"):
                    await driver.verify_connectivity()
            except BaseException:
                await driver.close()
                raise
            self._driver = driver
            self._open_writers()
        if self._schema_ready:
            return
        version = await self._server_version()
        if cypher.too_old(version):
            low = ".".join(map(str, cypher.MIN_SERVER_VERSION))
            raise ConfigError(
                f"Neo4j {version} at {self._uri} is too old: hindsight needs Neo4j {low} or later (5.26 LTS, or "
                "any 2025.x/2026.x release). Upgrade the server, or leave HINDSIGHT_NEO4J_URI unset to use the "
                "embedded SQLite graph store."
            )
        async with self._boundary("create the schema"):
            await create_schema(self._read, self._run_write, self._uri)
        self._schema_ready = True

    def _open_writers(self) -> None:
        """Hold this store's token file, under a fresh token: a token whose file was released never comes
        back, so a waiter that finds its file unlocked knows its store ended. Best effort: without it, the
        leases of ended holders are waited out."""
        if self._writers is None:
            return
        self._lock_token = uuid.uuid4().hex
        try:
            self._writers.open(self._lock_token, sweep_after_s=2 * self._lock_times.lease_s)
        except OSError as exc:
            logger.warning(
                "hindsight: could not keep this store's token file (%s): a crashed process's write lock is "
                "waited out (%g s) instead of taken over",
                exc,
                self._lock_times.lease_s,
            )

    async def close(self) -> None:
        """Close the driver. Idempotent; ``setup()`` may connect again."""
        driver, self._driver = self._driver, None
        self._schema_ready = False
        if self._writers is not None:
            self._writers.close()
        if driver is not None:
            await driver.close()

    def fix_hint(self, error: HindsightError) -> str:
        """What to do when this store fails: start the server, check its address and credentials."""
        return (
            f'start Neo4j at {self._uri} (a local one: `eval "$(scripts/services start)"`) and check '
            "HINDSIGHT_NEO4J_URI, HINDSIGHT_NEO4J_USER and HINDSIGHT_NEO4J_PASSWORD"
        )

    # -- writes ----------------------------------------------------------------------------------------

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        """Insert or replace records with their mentions, co-mention links and relations, in one transaction.

        Raises ``UserError`` for a record that cannot be serialised, a relation with an empty entity name or
        naming a record that is neither in the batch nor stored; nothing is written then.
        """
        if not records and not relations:
            return
        data = [dump_record(record) for record in records]
        for relation in relations:
            if not normalize_entity(relation.source) or not normalize_entity(relation.target):
                raise UserError(
                    f"relation {relation.source!r} -> {relation.target!r} has an empty entity name"
                )
        await self._write_transaction(
            "upsert records", lambda tx: writes.write_records(tx, records, data, relations)
        )

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """New lifecycle state for stored records; mentions, links and the fulltext entry stay as they are."""
        if not records:
            return
        query = cypher.update_state_query(records, [dump_record(record) for record in records])

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            await rows(tx, query)

        await self._write_transaction("update record state", work)

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities: display name replaced, type kept unless given, aliases merged.

        Unlocked by ``Capability.ENTITY_CATALOG``. Aliases make :meth:`entity_search` find an entity by
        another name ("postgres" -> "postgresql").
        """
        keys = [normalize_entity(entity.name) for entity in entities]
        for entity, key in zip(entities, keys, strict=True):
            if not key:
                raise UserError(f"entity name {entity.name!r} is empty once normalised")

        await self._write_transaction("upsert entities", lambda tx: writes.write_entities(tx, entities, keys))

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete records with their mentions, relations and keyword entries. Returns how many existed.

        Entities no longer linked to anything (and not curated with a type or aliases) go too.
        """
        ids = list(dict.fromkeys(record_ids))
        if not ids:
            return 0
        deleted = 0

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            nonlocal deleted
            deleted = await writes.delete_records(tx, ids)

        await self._write_transaction("delete records", work)
        return deleted

    async def set_meta(self, key: str, value: str) -> None:
        async with self._boundary("write metadata"):
            await self._run_write(*cypher.set_meta_query(key, value))

    async def vectors_upgraded(self) -> None:
        async with self._boundary("write metadata"):
            await vectors_upgraded(self._run_write)

    # -- reads -----------------------------------------------------------------------------------------

    async def upgraded_record_ids(self) -> list[str] | None:
        return await upgraded_record_ids(self._read)

    async def get_meta(self, key: str) -> str | None:
        rows = await self._read("read metadata", cypher.get_meta_query(key))
        return None if not rows else str(rows[0]["value"])

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        """The records with these ids, in the order asked; unknown ids are left out."""
        if not record_ids:
            return []
        rows = await self._read("read records", cypher.get_records_query(record_ids))
        found = {row["id"]: row["json"] for row in rows}
        return [load_record(found[record_id]) for record_id in record_ids if record_id in found]

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        """Records matching the filter ordered by occurred_at, then recorded_at, then id."""
        query = cypher.list_records_query(flt, limit=limit, offset=offset, newest_first=newest_first)
        return [load_record(row["json"]) for row in await self._read("list records", query)]

    async def matching_ids(self, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
        """The ids among ``record_ids`` of stored records ``flt`` lets through
        (:class:`~hindsight_core.stores.capabilities.IdMatcher`)."""
        if not record_ids:
            return set()
        rows = await self._read("match record ids", cypher.matching_ids_query(record_ids, flt))
        return {row["id"] for row in rows}

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        rows = await self._read("count records", cypher.count_records_query(flt))
        return int(rows[0]["n"])

    async def all_record_ids(self) -> list[str]:
        return [row["id"] for row in await self._read("list record ids", cypher.all_record_ids_query())]

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 over the record text and entity names (English stemmed, CJK as bigrams), best first."""
        built = cypher.keyword_search_query(query, flt, k)
        if built is None:
            return []
        rows = await self._read("search keywords", built)
        return [(row["id"], float(row["score"])) for row in rows]

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        """Records linked to these entities (by name or alias) or their neighbours up to ``hops`` away.

        Score: the sum over matched query entities of ``1 / (1 + hop)``, hop 0 being a direct mention.
        Relations are followed only through records the filter may see.
        """
        try:
            built = cypher.entity_search_query(entities, flt, hops, k)
        except ValueError as exc:
            raise UserError(f"hops must be between 0 and {MAX_HOPS}, got {hops!r}") from exc
        if built is None:
            return []
        rows = await self._read("search entities", built)
        return [(row["id"], float(row["score"])) for row in rows]

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """How many records visible to ``flt`` mention each entity (by name or alias) directly."""
        built = cypher.entity_counts_query(entities, flt)
        if built is None:
            return {}
        rows = await self._read("count entity mentions", built)
        return {row["origin"]: int(row["n"]) for row in rows if row["n"]}

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records (any status), by name."""
        rows = await self._read("list entities", cypher.list_entities_query(user_id))
        return [
            Entity(
                name=row["name"],
                display_name=row["display_name"] or row["name"],
                type=row["type"],
                aliases=list(row["aliases"]),
            )
            for row in rows
        ]

    # -- recall support: token vectors and session order ------------------------------------------------

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        """Replace the token vectors of stored records (others ignored) and keep the per-user counts."""
        if not items:
            return
        vectors = writes.token_vector_rows(items)
        await self._write_transaction(
            "store token vectors",
            lambda tx: writes.write_token_vectors(tx, [item.record_id for item in items], vectors),
        )

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        if not record_ids:
            return {}
        rows = await self._read("read token vectors", cypher.get_token_vectors_query(record_ids))
        return {row["id"]: bytes(row["data"]) for row in rows}

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        query = cypher.token_document_frequencies_query(user_id, token_ids)
        counts = {
            int(row["token"]): int(row["df"]) for row in await self._read("read token frequencies", query)
        }
        total = counts.pop(-1, 0)
        return counts, total

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        if not record_ids or window < 1:
            return {}
        query = cypher.session_neighbours_query(record_ids, flt, window)
        rows = await self._read("read session neighbours", query)
        return {row["id"]: [*reversed(row["before"]), *row["after"]] for row in rows}

    # -- hard forgets' shared tombstones ---------------------------------------------------------------

    async def add_forgotten_sources(self, items: Sequence[ForgottenSource]) -> None:
        if not items:
            return

        await self._write_transaction(
            "store forgotten sources", lambda tx: writes.write_forgotten_sources(tx, items)
        )

    async def forgotten_sources(self, after: int, limit: int) -> list[tuple[int, ForgottenSource]]:
        check_limit(limit)
        rows = await self._read("read forgotten sources", cypher.forgotten_sources_query(after, limit))
        return [
            (int(r["seq"]), ForgottenSource(r["user_id"], r["trace_id"], r["step_id"], r["content_hash"]))
            for r in rows
        ]

    # -- recall support: the context stage's reads in one call (capability "recall_context") -----------

    async def recall_context(self, request: ContextRequest) -> RecallContext:
        """Everything recall's context stage reads about its pool, in one Cypher query (see
        :class:`~hindsight_core.stores.recall_context.ContextRequest`)."""
        query = cypher.recall_context_query(
            request.record_ids,
            sorted(request.known),
            request.neighbours_for,
            request.flt,
            request.window,
            request.with_tokens,
            request.token_ids,
        )
        (row,) = await self._read("read the recall context", query)
        out = RecallContext(
            neighbours={near["id"]: [*reversed(near["before"]), *near["after"]] for near in row["near"]}
        )
        for found in row["records"]:
            out.records[found["id"]] = load_record(found["json"])
            if found["data"] is not None:
                out.token_vectors[found["id"]] = bytes(found["data"])
        if request.token_ids is not None:
            counts = {int(token): int(df) for token, df in row["df"]}
            out.frequencies = ({t: df for t, df in counts.items() if t != -1}, counts.get(-1, 0))
        return out

    def user_write_lock(self, user_ids: Iterable[str]) -> AbstractAsyncContextManager[None]:
        """Hold these users' write lock, shared by every process on this server, for an ``async with``
        block (:class:`~hindsight_core.stores.capabilities.UserWriteLock`; see
        :mod:`~hindsight_core.stores.neo4j_locks`)."""
        return user_write_lock(
            self._write_rows,
            self._lock_token,
            user_ids,
            where=self._uri,
            times=self._lock_times,
            writers=self._writers if self._writers is not None and self._writers.held else None,
        )

    async def _server_version(self, *, edition: bool = False) -> str:
        """The server's version ("2026.08.1"), with its edition when asked ("2026.08.1 community")."""
        rows = await self._read("read the server version", cypher.server_version_query())
        kernel = next((row for row in rows if row["name"] == "Neo4j Kernel"), rows[0] if rows else None)
        if kernel is None:
            return "unknown"
        return f"{kernel['versions'][0]} {kernel['edition']}" if edition else str(kernel["versions"][0])

    async def describe(self) -> StoreDescription:
        """The server version (``dbms.components()``) and whether every hindsight index is online."""
        version = f"Neo4j {await self._server_version(edition=True)}"
        indexes = await self._read("list indexes", ("SHOW INDEXES YIELD name, state RETURN name, state", {}))
        constraints = await self._read("list constraints", ("SHOW CONSTRAINTS YIELD name RETURN name", {}))
        states = {row["name"]: row["state"] for row in indexes}
        found = set(states) | {row["name"] for row in constraints}
        expected = _schema_names()
        missing = sorted(expected - found)
        failed = sorted(name for name in expected & set(states) if states[name] != "ONLINE")
        problems = [f"missing {', '.join(missing)}"] if missing else []
        problems += [f"not online: {', '.join(f'{n} ({states[n]})' for n in failed)}"] if failed else []
        return StoreDescription(
            backend=self.name,
            location=self._uri + (f" (database {self._database})" if self._database else ""),
            version=version,
            schema_ok=not problems,
            schema="; ".join(problems) or f"{len(expected)} constraints and indexes online",
            fix="setup creates missing constraints and indexes on start: drop the failed ones (`DROP INDEX "
            "<name>`), check that the user may manage indexes, and run `hindsight doctor` again"
            if problems
            else None,
        )

    # -- driver plumbing -------------------------------------------------------------------------------

    def _require_driver(self) -> neo4j.AsyncDriver:
        if self._driver is None:
            raise StoreUnavailableError(
                f"the Neo4j graph store for {self._uri} is not connected: await store.setup() first "
                "(or use `async with`)",
                backend=self.name,
            )
        return self._driver

    async def _read(self, action: str, query: Query) -> list[dict[str, Any]]:
        """One read in an auto-commit transaction, retried when the driver calls its failure retryable
        (:func:`~hindsight_core.stores.neo4j_driver.read`)."""
        async with self._boundary(action):
            return await read(self._require_driver(), self._database, query)

    async def _write_rows(self, action: str, query: Query) -> list[dict[str, Any]]:
        """One write in its own managed transaction (retried on transient errors); returns its rows."""
        text, params = query
        async with self._boundary(action):
            return await write_rows(self._require_driver(), self._database, text, params)

    async def _run_write(self, text: str, params: dict[str, Any]) -> None:
        await write_rows(self._require_driver(), self._database, text, params)

    async def _write_transaction(
        self, action: str, work: Callable[[neo4j.AsyncManagedTransaction], Awaitable[None]]
    ) -> None:
        """Run ``work`` in one write transaction (retried by the driver on transient errors)."""
        async with self._boundary(action):
            driver = self._require_driver()
            async with driver.session(database=self._database) as session:
                await session.execute_write(work)

    def _boundary(self, action: str) -> AbstractAsyncContextManager[None]:
        """Where driver errors become hindsight errors, each saying what to check
        (:func:`~hindsight_core.stores.neo4j_driver.error_boundary`)."""
        return error_boundary(
            action, uri=self._uri, user=self._user, database=self._database, backend=self.name
        )


# -- helpers ---------------------------------------------------------------------------------------------


_SCHEMA_NAME = re.compile(r"^CREATE (?:FULLTEXT )?(?:CONSTRAINT|INDEX) (\w+) IF NOT EXISTS")


def _schema_names() -> set[str]:
    """The constraint and index names :func:`cypher.schema_statements` creates."""
    return {m.group(1) for s in cypher.schema_statements() if (m := _SCHEMA_NAME.match(s))}


__all__ = ["Neo4jGraphStore"]
