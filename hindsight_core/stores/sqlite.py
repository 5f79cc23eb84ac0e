"""The embedded graph store: SQLite (stdlib) with WAL, FTS5 keyword search and recursive-CTE graph walks.

The schema lives in :mod:`hindsight_core.stores.sqlite_schema`, the SQL building in
:mod:`hindsight_core.stores.sqlite_query`, the statements of write transactions in
:mod:`hindsight_core.stores.sqlite_writes`, the reads several methods share in
:mod:`hindsight_core.stores.sqlite_reads`, and opening a connection and the mapping of ``sqlite3`` errors to
:class:`~hindsight_core.errors.StoreError` in :mod:`hindsight_core.stores.sqlite_connect`, compacting the file after a
hard delete in :mod:`hindsight_core.stores.sqlite_scrub`. This module owns
the worker threads and their connections and the transactions, and maps errors once, at its boundary.

Every call runs on the store's own small thread pool, never on the event loop, each worker thread with its
own connection (WAL lets readers run beside each other and beside the writer), so a keyword search, a graph
walk and a Chroma query of one recall really run at the same time. Writes are serialised by one lock.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from hindsight_core.errors import HindsightError, StoreUnavailableError, UserError
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.lifecycle import AsyncWith
from hindsight_core.stores.protocols import (
    MAX_HOPS,
    ForgottenSource,
    StoreDescription,
    TokenVectorsItem,
    check_limit,
)
from hindsight_core.stores.recall_context import ContextRequest, RecallContext
from hindsight_core.stores.record_json import dump_record, load_record
from hindsight_core.stores.sqlite_connect import DAMAGED_FIX, map_error, open_connection
from hindsight_core.stores.sqlite_query import (
    KEYWORD_TEXT_META,
    KEYWORD_TEXT_VERSION,
    entity_counts_sql,
    entity_keys,
    entity_search_sql,
    filter_clause,
    fts_match_expression,
    index_text,
)
from hindsight_core.stores.sqlite_reads import (
    read_frequencies,
    read_matching_ids,
    read_neighbours,
    read_recall_context,
    read_records,
    read_token_vectors,
)
from hindsight_core.stores.sqlite_schema import (
    SCHEMA_VERSION,
    VECTORS_PENDING,
    owner_token,
    schema_objects,
    upgraded_record_ids,
)
from hindsight_core.stores.sqlite_scrub import SCRUB_META, scrub
from hindsight_core.stores.sqlite_writes import (
    drop_unused_entities,
    hard_delete,
    named_by,
    replace_token_vectors,
    write_entity,
    write_record,
    write_relation,
    write_sessions,
)

#: Worker threads (and connections) per store: one recall runs up to four graph queries at once.
_WORKERS = 4

logger = logging.getLogger("hindsight")
T = TypeVar("T")


_SET_META = (
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)


class SqliteGraphStore(AsyncWith):
    """The embedded :class:`~hindsight_core.stores.protocols.GraphStore`: one SQLite file, no server.

    Several processes may share the file (WAL mode; writers wait up to the busy timeout for each other).

    Example:
        >>> import asyncio, tempfile
        >>> from hindsight_core.models import MemoryRecord, RecordFilter, Scope
        >>> async def demo(folder: str) -> list[str]:
        ...     async with SqliteGraphStore(f"{folder}/graph.db") as store:
        ...         record = MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id="u1"))
        ...         await store.upsert_records([record])
        ...         hits = await store.keyword_search("postgresql", RecordFilter(user_id="u1"), k=5)
        ...         return [record_id == record.id for record_id, _ in hits]
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     asyncio.run(demo(folder))
        [True]
    """

    name = "sqlite"
    capabilities: frozenset[Capability] = frozenset(
        {
            Capability.ENTITY_CATALOG,
            Capability.MATCHING_IDS,
            Capability.MULTI_PROCESS,
            Capability.RECALL_CONTEXT,
        }
    )

    def __init__(self, path: Path | str) -> None:
        self._path = Path(path)
        self._pool: ThreadPoolExecutor | None = None
        self._state_lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._generation = 0

    def __repr__(self) -> str:
        return f"SqliteGraphStore({str(self._path)!r})"

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    # -- lifecycle -------------------------------------------------------------------------------------

    async def setup(self) -> None:
        """Open the database (creating the folder and schema if needed). Idempotent."""
        with self._state_lock:
            if self._pool is not None:
                return
            pool = ThreadPoolExecutor(_WORKERS, thread_name_prefix="hindsight-sqlite")
        try:
            await asyncio.to_thread(scrub, self._path)  # a process that hard-deleted and died before closing
            # The schema is created (or migrated) once, by the first connection, before any other opens.
            await asyncio.get_running_loop().run_in_executor(pool, self._thread_connection)
        except BaseException:
            pool.shutdown(wait=True)
            self._close_connections()
            raise
        with self._state_lock:
            won = self._pool is None
            if won:
                self._pool = pool
        if not won:
            pool.shutdown(wait=True)  # another setup() won the race
            return
        await self._refresh_keyword_text()

    async def _refresh_keyword_text(self) -> None:
        """Rewrite every record's keyword text when the index was written by another version of
        :func:`index_text` (once per file, in one transaction; the records themselves are untouched)."""
        if await self.get_meta(KEYWORD_TEXT_META) == KEYWORD_TEXT_VERSION:
            return

        def rewrite(conn: sqlite3.Connection) -> int:
            rows = conn.execute("SELECT seq, data FROM records").fetchall()
            conn.executemany(
                "UPDATE records_fts SET body = ? WHERE rowid = ?",
                [(index_text(load_record(data)), seq) for seq, data in rows],
            )
            conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (KEYWORD_TEXT_META, KEYWORD_TEXT_VERSION),
            )
            return len(rows)

        count = await self._write("rebuild the keyword index", rewrite)
        if count:
            logger.info("hindsight: the keyword index of %d records was rebuilt (%s)", count, self._path)

    async def close(self) -> None:
        """Close the connections, and compact the file when records were hard-deleted. Idempotent;
        ``setup()`` may open it again."""
        with self._state_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, True)
        self._close_connections()
        if pool is not None:
            await asyncio.to_thread(scrub, self._path)

    def fix_hint(self, error: HindsightError) -> str:
        """What to do when this store fails: its file lives in the data directory."""
        return (
            f"check that the data directory holding {self._path.name} ({self._path.parent}; HINDSIGHT_DATA_DIR "
            "or --data-dir) exists, is writable by this user and has free space"
        )

    def _close_connections(self) -> None:
        with self._state_lock:
            connections, self._connections = self._connections, []
            self._generation += 1
        for conn in connections:
            conn.close()

    def _thread_connection(self) -> sqlite3.Connection:
        """This worker thread's connection, opened (and the schema applied) on first use."""
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is not None and self._local.generation == self._generation:
            return conn
        with self._state_lock:
            first = not self._connections
        conn = open_connection(self._path, apply=first, write_lock=self._write_lock)
        with self._state_lock:
            self._connections.append(conn)
            self._local.conn, self._local.generation = conn, self._generation
        return conn

    async def _read(self, action: str, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on a worker thread's connection (autocommit: each statement sees committed data)."""
        return await asyncio.get_running_loop().run_in_executor(
            self._require_pool(action), self._in_thread, action, work, False
        )

    async def _write(self, action: str, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` in ONE write transaction: everything inside commits together or not at all."""
        return await asyncio.get_running_loop().run_in_executor(
            self._require_pool(action), self._in_thread, action, work, True
        )

    def _require_pool(self, action: str) -> ThreadPoolExecutor:
        pool = self._pool
        if pool is None:
            raise StoreUnavailableError(
                f"the SQLite graph store at {self._path} is not open: await store.setup() first "
                f"(or use `async with`); could not {action}",
                backend=self.name,
            )
        return pool

    def _in_thread(self, action: str, work: Callable[[sqlite3.Connection], T], write: bool) -> T:
        try:
            conn = self._thread_connection()
            if not write:
                return work(conn)
            with self._write_lock:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    out = work(conn)
                    conn.execute("COMMIT")
                    return out
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
        except sqlite3.Error as exc:
            raise map_error(exc, self._path, action) from exc

    # -- writes ----------------------------------------------------------------------------------------

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        """Insert or replace records with their mentions, co-mention links and relations, in one transaction.

        Entities mentioned together by a record are linked by a ``co_mentioned`` relation, so graph expansion
        works without any extracted relation. Raises ``UserError`` for a record that cannot be serialised or
        a relation naming a record that is neither in the batch nor stored; nothing is written then.
        """
        if not records and not relations:
            return
        prepared = [(record, dump_record(record), index_text(record)) for record in records]
        batch_ids = {record.id for record in records}

        def work(conn: sqlite3.Connection) -> None:
            # what the stored versions named, read for the whole batch at once; and a version this batch
            # writes and then writes again
            previous = named_by(conn, [record.id for record in records])
            written: dict[str, list[str]] = {}
            for record, data, text in prepared:
                previous += written.get(record.id, [])
                written[record.id] = write_record(conn, record, data, text)
            for relation in relations:
                write_relation(conn, relation, batch_ids)
            # what the records' previous versions alone named (after the batch's relations, which may name it)
            drop_unused_entities(conn, previous)

        await self._write("upsert records", work)

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """New lifecycle state for stored records; mentions, relations and the keyword row stay as they are."""
        if not records:
            return
        rows = [
            (record.status, record.occurred_at.timestamp(), dump_record(record), record.id)
            for record in records
        ]
        sql = "UPDATE records SET status = ?, occurred_at = ?, data = ? WHERE id = ?"

        def work(conn: sqlite3.Connection) -> None:
            conn.executemany(sql, rows)
            write_sessions(conn, records)

        await self._write("update record state", work)

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities: display name replaced, type kept unless given, aliases merged.

        Unlocked by ``Capability.ENTITY_CATALOG``. Aliases make :meth:`entity_search` find an entity by
        another name ("postgres" -> "postgresql").
        """

        def work(conn: sqlite3.Connection) -> None:
            for entity in entities:
                write_entity(conn, entity)

        await self._write("upsert entities", work)

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete records with their mentions, relations and keyword entries. Returns how many existed."""
        ids = list(dict.fromkeys(record_ids))

        def work(conn: sqlite3.Connection) -> int:
            count = hard_delete(conn, ids)
            if count:  # compacted when the store closes (or, after a crash, when it opens)
                conn.execute(_SET_META, (SCRUB_META, "1"))
            return count

        deleted = await self._write("delete records", work)
        if ids:
            # ...and the WAL keeps old page images until it is truncated (outside any transaction).
            # fetchall: the PRAGMA answers a row, and a statement left unstepped on this thread's connection
            # makes its next COMMIT fail ("SQL statements in progress")
            await self._read(
                "purge deleted records",
                lambda conn: conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall(),
            )
        return deleted

    async def set_meta(self, key: str, value: str) -> None:
        await self._write("write metadata", lambda conn: conn.execute(_SET_META, (key, value)).close())

    async def vectors_upgraded(self) -> None:
        sql = "DELETE FROM meta WHERE key = ?"
        await self._write("write metadata", lambda conn: conn.execute(sql, (VECTORS_PENDING,)).close())

    # -- reads -----------------------------------------------------------------------------------------

    async def upgraded_record_ids(self) -> list[str] | None:
        return await self._read("read metadata", upgraded_record_ids)

    async def get_meta(self, key: str) -> str | None:
        sql = "SELECT value FROM meta WHERE key = ?"
        row = await self._read("read metadata", lambda conn: conn.execute(sql, (key,)).fetchone())
        return None if row is None else str(row[0])

    async def describe(self) -> StoreDescription:
        """The SQLite version, and whether the schema is this hindsight's and complete."""

        def work(conn: sqlite3.Connection) -> tuple[set[str], Any, str]:
            found = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            # every page read once: a damaged file is found here, not by the first write that touches it
            try:
                checked = "; ".join(str(r[0]) for r in conn.execute("PRAGMA quick_check(3)"))
            except sqlite3.DatabaseError as exc:
                checked = str(exc)
            return found, row, checked

        found, row, checked = await self._read("describe the database", work)
        version = None if row is None else str(row[0])
        missing = sorted(schema_objects() - found)
        if checked != "ok":
            return StoreDescription(
                backend=self.name,
                location=str(self._path),
                version=f"SQLite {sqlite3.sqlite_version}",
                schema_ok=False,
                schema=f"the database file is damaged ({checked})",
                fix=DAMAGED_FIX,
            )
        if missing:
            schema = f"missing {', '.join(missing)}"
        elif version != str(SCHEMA_VERSION):
            schema = f"schema version {version}, expected {SCHEMA_VERSION}"
        else:
            schema = f"schema version {version}, {len(schema_objects())} tables and indexes"
        return StoreDescription(
            backend=self.name,
            location=str(self._path),
            version=f"SQLite {sqlite3.sqlite_version}",
            schema_ok=not missing and version == str(SCHEMA_VERSION),
            schema=schema,
        )

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        """The records with these ids, in the order asked; unknown ids are left out."""
        if not record_ids:
            return []

        def work(conn: sqlite3.Connection) -> list[MemoryRecord]:
            found = read_records(conn, list(dict.fromkeys(record_ids)))
            return [found[record_id] for record_id in record_ids if record_id in found]

        return await self._read("read records", work)

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        """Records matching the filter ordered by occurred_at, then recorded_at, then id."""
        where, params = filter_clause(flt, "r")
        direction = "DESC" if newest_first else "ASC"
        sql = (
            f"SELECT r.data FROM records r WHERE {where} "
            f"ORDER BY r.occurred_at {direction}, r.recorded_at {direction}, r.id {direction} "
            "LIMIT ? OFFSET ?"
        )
        params += [-1 if limit is None else max(limit, 0), max(offset, 0)]

        def work(conn: sqlite3.Connection) -> list[MemoryRecord]:
            return [load_record(row[0]) for row in conn.execute(sql, params).fetchall()]

        return await self._read("list records", work)

    async def matching_ids(self, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
        """The ids among ``record_ids`` of stored records ``flt`` lets through
        (:class:`~hindsight_core.stores.capabilities.IdMatcher`)."""
        if not record_ids:
            return set()
        ids = list(dict.fromkeys(record_ids))
        return await self._read("match record ids", lambda conn: read_matching_ids(conn, ids, flt))

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        sql, params = "SELECT COUNT(*) FROM records", list[Any]()
        if flt is not None:
            where, params = filter_clause(flt, "r")
            sql = f"SELECT COUNT(*) FROM records r WHERE {where}"
        return await self._read("count records", lambda conn: int(conn.execute(sql, params).fetchone()[0]))

    async def all_record_ids(self) -> list[str]:
        sql = "SELECT id FROM records ORDER BY seq"
        return await self._read("list record ids", lambda conn: [row[0] for row in conn.execute(sql)])

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 over the record text and entity names (CJK as bigrams): ``(record_id, score)`` best first."""
        expression = fts_match_expression(query)
        if expression is None or k <= 0:
            return []
        where, params = filter_clause(flt, "r")
        # The owner token keeps the MATCH inside this user's rows (16 ms -> 1.7 ms at 100k records over 50
        # users); the owner column has weight 0, so BM25 ranks by the body alone, as before.
        expression = f'owner : "{owner_token(flt.user_id)}" AND body : ({expression})'
        sql = (
            "SELECT r.id, bm25(records_fts, 1.0, 0.0) AS rank FROM records_fts "
            "JOIN records r ON r.seq = records_fts.rowid "
            f"WHERE records_fts MATCH ? AND {where} ORDER BY rank, r.id LIMIT ?"
        )
        args = [expression, *params, k]
        rows = await self._read("search keywords", lambda conn: conn.execute(sql, args).fetchall())
        # bm25() is "lower is better"; the protocol wants "higher is better".
        return [(record_id, -float(rank)) for record_id, rank in rows]

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        """Records linked to these entities (by name or alias) or their neighbours up to ``hops`` away.

        Score: the sum over matched query entities of ``1 / (1 + hop)``, hop 0 being a direct mention.
        Relations are followed only through records the filter may see.
        """
        if not 0 <= hops <= MAX_HOPS:
            raise UserError(f"hops must be between 0 and {MAX_HOPS}, got {hops}")
        origins = entity_keys(entities)
        if not origins or k <= 0:
            return []
        sql, params = entity_search_sql(origins, flt, hops, k)
        rows = await self._read("search entities", lambda conn: conn.execute(sql, params).fetchall())
        return [(record_id, float(score)) for record_id, score in rows]

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """How many records visible to ``flt`` mention each entity (by name or alias) directly."""
        origins = entity_keys(entities)
        if not origins:
            return {}
        sql, params = entity_counts_sql(origins, flt)
        rows = await self._read("count entity mentions", lambda conn: conn.execute(sql, params).fetchall())
        return {origin: int(count) for origin, count in rows if count}

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records (any status), by name."""
        sql = (
            "SELECT e.name, e.display_name, e.type, e.aliases FROM entities e WHERE EXISTS ("
            "SELECT 1 FROM mentions m JOIN records r ON r.id = m.record_id "
            "WHERE m.entity = e.name AND r.user_id = ?) ORDER BY e.name"
        )
        rows = await self._read("list entities", lambda conn: conn.execute(sql, (user_id,)).fetchall())
        return [
            Entity(name=name, display_name=display, type=kind, aliases=json.loads(aliases))
            for name, display, kind, aliases in rows
        ]

    # -- recall support: token vectors and session order ------------------------------------------------

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        """Replace the token vectors of stored records (others ignored); triggers keep the counts exact."""
        if not items:
            return
        rows = [
            (item.record_id, item.user_id, json.dumps(sorted({int(t) for t in item.token_ids})), item.data)
            for item in items
        ]

        await self._write("store token vectors", lambda conn: replace_token_vectors(conn, rows))

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        ids = list(dict.fromkeys(record_ids))
        return await self._read("read token vectors", lambda conn: read_token_vectors(conn, ids))

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        return await self._read(
            "read token frequencies", lambda conn: read_frequencies(conn, user_id, token_ids)
        )

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        ids = list(dict.fromkeys(record_ids))
        if not ids or window < 1:
            return {}
        return await self._read(
            "read session neighbours", lambda conn: read_neighbours(conn, ids, flt, window)
        )

    # -- recall support: the context stage's reads in one call (capability "recall_context") -----------

    async def add_forgotten_sources(self, items: Sequence[ForgottenSource]) -> None:
        if not items:
            return
        sql = (
            "INSERT INTO forgotten_sources (user_id, trace_id, step_id, content_hash) VALUES (?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING"
        )
        rows = [(i.user_id, i.trace_id, i.step_id, i.content_hash) for i in items]
        await self._write("store forgotten sources", lambda conn: conn.executemany(sql, rows).close())

    async def forgotten_sources(self, after: int, limit: int) -> list[tuple[int, ForgottenSource]]:
        check_limit(limit)
        sql = (
            "SELECT seq, user_id, trace_id, step_id, content_hash FROM forgotten_sources WHERE seq > ? "
            "ORDER BY seq LIMIT ?"
        )
        rows = await self._read(
            "read forgotten sources", lambda conn: conn.execute(sql, (after, limit)).fetchall()
        )
        return [(int(row[0]), ForgottenSource(*row[1:])) for row in rows]

    async def recall_context(self, request: ContextRequest) -> RecallContext:
        """Everything recall's context stage reads about its pool, in one worker-thread hop (see
        :class:`~hindsight_core.stores.recall_context.ContextRequest`)."""
        return await self._read("read the recall context", lambda conn: read_recall_context(conn, request))
