"""The embedded graph store: SQLite (stdlib) with WAL, FTS5 keyword search and recursive-CTE graph walks.

The schema lives in :mod:`hindsight_core.stores.sqlite_schema` and the SQL building in
:mod:`hindsight_core.stores.sqlite_query`; this module owns the connection, transactions and the mapping of
``sqlite3`` errors to :class:`~hindsight_core.errors.StoreError` (done once, here, at the boundary).

Each call runs a few sub-millisecond statements, so the async methods run them directly on the caller's
thread; one lock serialises them because the connection is shared between threads.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from pydantic_core import PydanticSerializationError

from hindsight_core.errors import StoreError, StoreUnavailableError, UserError
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.protocols import StoreDescription, TokenVectorsItem
from hindsight_core.stores.sqlite_query import (
    CO_MENTIONED,
    co_mention_pairs,
    entity_counts_sql,
    entity_keys,
    entity_search_sql,
    filter_clause,
    fts_match_expression,
    index_text,
    placeholders,
    session_neighbours_sql,
)
from hindsight_core.stores.sqlite_schema import (
    BUSY_TIMEOUT_MS,
    PRAGMAS,
    SCHEMA_VERSION,
    SchemaTooNewError,
    apply_schema,
    schema_objects,
)
from hindsight_core.text import normalize_entity

#: The deepest graph expansion :meth:`SqliteGraphStore.entity_search` accepts.
MAX_HOPS = 3
#: Ids bound per ``IN (...)`` statement; far below SQLite's variable limit.
_CHUNK = 500

_UNAVAILABLE_CODES = ("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_IOERR", "SQLITE_FULL")


class SqliteGraphStore:
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
    capabilities: frozenset[str] = frozenset(
        {"keyword_search", "entity_graph", "transactions", "entity_aliases"}
    )

    def __init__(self, path: Path | str) -> None:
        self._path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"SqliteGraphStore({str(self._path)!r})"

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    # -- lifecycle -------------------------------------------------------------------------------------

    async def setup(self) -> None:
        """Open the database (creating the folder and schema if needed). Idempotent."""
        with self._lock:
            if self._conn is None:
                self._conn = self._open()

    async def close(self) -> None:
        """Close the connection. Idempotent; ``setup()`` may open it again."""
        with self._lock:
            conn, self._conn = self._conn, None
            if conn is not None:
                conn.close()

    async def __aenter__(self) -> Self:
        await self.setup()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    def _open(self) -> sqlite3.Connection:
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailableError(
                f"cannot create the folder {self._path.parent} for the SQLite graph store: {exc}. "
                "Check the path and its permissions, or choose another data directory.",
                backend=self.name,
            ) from exc
        try:
            conn = sqlite3.connect(
                str(self._path), check_same_thread=False, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
            )
        except sqlite3.Error as exc:
            raise _map_error(exc, self._path, "open the database") from exc
        try:
            for pragma in PRAGMAS:
                conn.execute(pragma)
            apply_schema(conn)
        except SchemaTooNewError as exc:
            conn.close()
            raise StoreUnavailableError(
                f"{self._path} uses graph schema version {exc.found}, newer than this hindsight "
                f"understands ({SCHEMA_VERSION}). Upgrade hindsight-memory to open it.",
                backend=self.name,
            ) from exc
        except sqlite3.Error as exc:
            conn.close()
            raise _map_error(exc, self._path, "open the database") from exc
        return conn

    @contextmanager
    def _connection(self, action: str) -> Iterator[sqlite3.Connection]:
        with self._lock:
            conn = self._conn
            if conn is None:
                raise StoreUnavailableError(
                    f"the SQLite graph store at {self._path} is not open: await store.setup() first "
                    "(or use `async with`)",
                    backend=self.name,
                )
            try:
                yield conn
            except sqlite3.Error as exc:
                raise _map_error(exc, self._path, action) from exc

    @contextmanager
    def _transaction(self, action: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: everything inside commits together or not at all."""
        with self._connection(action) as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

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
        with self._transaction("upsert records") as conn:
            for record in records:
                _write_record(conn, record)
            batch_ids = {record.id for record in records}
            for relation in relations:
                _write_relation(conn, relation, batch_ids)

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """New lifecycle state for stored records; mentions, relations and the keyword row stay as they are."""
        if not records:
            return
        rows = [
            (record.status, record.occurred_at.timestamp(), _dump(record), record.id) for record in records
        ]
        with self._transaction("update record state") as conn:
            conn.executemany("UPDATE records SET status = ?, occurred_at = ?, data = ? WHERE id = ?", rows)

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities: display name replaced, type kept unless given, aliases merged.

        Declared by the ``entity_aliases`` capability. Aliases make :meth:`entity_search` find an entity by
        another name ("postgres" -> "postgresql").
        """
        with self._transaction("upsert entities") as conn:
            for entity in entities:
                _write_entity(conn, entity)

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete records with their mentions, relations and keyword entries. Returns how many existed."""
        ids = list(dict.fromkeys(record_ids))
        deleted = 0
        with self._transaction("delete records") as conn:
            for chunk in _chunks(ids):
                marks = placeholders(len(chunk))
                seqs = [
                    row[0] for row in conn.execute(f"SELECT seq FROM records WHERE id IN ({marks})", chunk)
                ]
                if not seqs:
                    continue
                conn.execute(f"DELETE FROM records_fts WHERE rowid IN ({placeholders(len(seqs))})", seqs)
                conn.execute(f"DELETE FROM mentions WHERE record_id IN ({marks})", chunk)
                conn.execute(f"DELETE FROM relations WHERE record_id IN ({marks})", chunk)
                conn.execute(f"DELETE FROM records WHERE id IN ({marks})", chunk)
                deleted += len(seqs)
        return deleted

    async def set_meta(self, key: str, value: str) -> None:
        with self._transaction("write metadata") as conn:
            conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    # -- reads -----------------------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        with self._connection("read metadata") as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    async def describe(self) -> StoreDescription:
        """The SQLite version, and whether the schema is this hindsight's and complete."""
        with self._connection("describe the database") as conn:
            found = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = None if row is None else str(row[0])
        missing = sorted(schema_objects() - found)
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
        found: dict[str, str] = {}
        with self._connection("read records") as conn:
            for chunk in _chunks(list(dict.fromkeys(record_ids))):
                sql = f"SELECT id, data FROM records WHERE id IN ({placeholders(len(chunk))})"
                found.update(conn.execute(sql, chunk).fetchall())
        return [_load(found[record_id]) for record_id in record_ids if record_id in found]

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
        with self._connection("list records") as conn:
            rows = conn.execute(sql, params).fetchall()
        return [_load(row[0]) for row in rows]

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        sql, params = "SELECT COUNT(*) FROM records", list[Any]()
        if flt is not None:
            where, params = filter_clause(flt, "r")
            sql = f"SELECT COUNT(*) FROM records r WHERE {where}"
        with self._connection("count records") as conn:
            return int(conn.execute(sql, params).fetchone()[0])

    async def all_record_ids(self) -> list[str]:
        with self._connection("list record ids") as conn:
            return [row[0] for row in conn.execute("SELECT id FROM records ORDER BY seq")]

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 over the record text and entity names (CJK as bigrams): ``(record_id, score)`` best first."""
        expression = fts_match_expression(query)
        if expression is None or k <= 0:
            return []
        where, params = filter_clause(flt, "r")
        sql = (
            "SELECT r.id, bm25(records_fts) AS rank FROM records_fts "
            "JOIN records r ON r.seq = records_fts.rowid "
            f"WHERE records_fts MATCH ? AND {where} ORDER BY rank, r.id LIMIT ?"
        )
        with self._connection("search keywords") as conn:
            rows = conn.execute(sql, [expression, *params, k]).fetchall()
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
        with self._connection("search entities") as conn:
            rows = conn.execute(sql, params).fetchall()
        return [(record_id, float(score)) for record_id, score in rows]

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """How many records visible to ``flt`` mention each entity (by name or alias) directly."""
        origins = entity_keys(entities)
        if not origins:
            return {}
        sql, params = entity_counts_sql(origins, flt)
        with self._connection("count entity mentions") as conn:
            rows = conn.execute(sql, params).fetchall()
        return {origin: int(count) for origin, count in rows if count}

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records (any status), by name."""
        sql = (
            "SELECT e.name, e.display_name, e.type, e.aliases FROM entities e WHERE EXISTS ("
            "SELECT 1 FROM mentions m JOIN records r ON r.id = m.record_id "
            "WHERE m.entity = e.name AND r.user_id = ?) ORDER BY e.name"
        )
        with self._connection("list entities") as conn:
            rows = conn.execute(sql, (user_id,)).fetchall()
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
        with self._transaction("store token vectors") as conn:
            conn.executemany("DELETE FROM record_tokens WHERE record_id = ?", [(row[0],) for row in rows])
            conn.executemany(
                "INSERT INTO record_tokens (record_id, user_id, ids, data) "
                "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM records WHERE id = ?)",
                [(*row, row[0]) for row in rows],
            )

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        found: dict[str, bytes] = {}
        with self._connection("read token vectors") as conn:
            for chunk in _chunks(list(dict.fromkeys(record_ids))):
                sql = f"SELECT record_id, data FROM record_tokens WHERE record_id IN ({placeholders(len(chunk))})"
                found.update((rid, bytes(data)) for rid, data in conn.execute(sql, chunk))
        return found

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        wanted = sorted({int(t) for t in token_ids} | {-1})
        sql = f"SELECT token, df FROM token_df WHERE user_id = ? AND token IN ({placeholders(len(wanted))})"
        with self._connection("read token frequencies") as conn:
            counts = {int(t): int(df) for t, df in conn.execute(sql, [user_id, *wanted]) if df > 0}
        return {t: df for t, df in counts.items() if t != -1}, counts.get(-1, 0)

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        ids = list(dict.fromkeys(record_ids))
        if not ids or window < 1:
            return {}
        out: dict[str, list[str]] = {}
        with self._connection("read session neighbours") as conn:
            for chunk in _chunks(ids):
                sql, params = session_neighbours_sql(chunk, flt, window)
                for record_id, before, after in conn.execute(sql, params):
                    out[record_id] = [*reversed(json.loads(before)), *json.loads(after)]
        return out


# -- statements run inside a write transaction -----------------------------------------------------------


def _dump(record: MemoryRecord) -> str:
    try:
        return record.model_dump_json()
    except PydanticSerializationError as exc:
        raise UserError(
            f"record {record.id} cannot be stored: a field is not JSON-serialisable ({exc}). "
            "Keep metadata and attributes to plain JSON values (str, numbers, bools, lists, dicts)."
        ) from exc


def _write_record(conn: sqlite3.Connection, record: MemoryRecord) -> None:
    data = _dump(record)
    scope = record.scope
    (seq,) = conn.execute(
        """
        INSERT INTO records (id, user_id, agent_id, session_id, task_id, kind, event_type, status,
                             occurred_at, recorded_at, data)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET
            user_id = excluded.user_id, agent_id = excluded.agent_id, session_id = excluded.session_id,
            task_id = excluded.task_id, kind = excluded.kind, event_type = excluded.event_type,
            status = excluded.status, occurred_at = excluded.occurred_at,
            recorded_at = excluded.recorded_at, data = excluded.data
        RETURNING seq
        """,
        (
            record.id,
            scope.user_id,
            scope.agent_id,
            scope.session_id,
            scope.task_id,
            record.kind,
            record.event_type,
            record.status,
            record.occurred_at.timestamp(),
            record.recorded_at.timestamp(),
            data,
        ),
    ).fetchone()
    conn.execute("DELETE FROM mentions WHERE record_id = ?", (record.id,))
    conn.execute("DELETE FROM relations WHERE record_id = ?", (record.id,))
    conn.execute("DELETE FROM records_fts WHERE rowid = ?", (seq,))
    conn.execute("INSERT INTO records_fts (rowid, body) VALUES (?, ?)", (seq, index_text(record)))
    keys: list[str] = []
    for display in record.entities:
        key = normalize_entity(display)
        if key and key not in keys:
            _ensure_entity(conn, key, display)
            keys.append(key)
    conn.executemany(
        "INSERT INTO mentions (record_id, entity) VALUES (?, ?)", [(record.id, key) for key in keys]
    )
    conn.executemany(
        "INSERT OR IGNORE INTO relations (source, target, type, record_id) VALUES (?, ?, ?, ?)",
        [(a, b, CO_MENTIONED, record.id) for a, b in co_mention_pairs(keys)],
    )


def _write_relation(conn: sqlite3.Connection, relation: Relation, batch_ids: set[str]) -> None:
    source, target = normalize_entity(relation.source), normalize_entity(relation.target)
    if not source or not target:
        raise UserError(f"relation {relation.source!r} -> {relation.target!r} has an empty entity name")
    if relation.record_id not in batch_ids and (
        conn.execute("SELECT 1 FROM records WHERE id = ?", (relation.record_id,)).fetchone() is None
    ):
        raise UserError(
            f"relation {source!r} -> {target!r} names record {relation.record_id}, which is neither in this "
            "batch nor stored: upsert the record together with its relations"
        )
    _ensure_entity(conn, source, relation.source)
    _ensure_entity(conn, target, relation.target)
    conn.execute(
        "INSERT OR IGNORE INTO relations (source, target, type, record_id) VALUES (?, ?, ?, ?)",
        (source, target, relation.type, relation.record_id),
    )


def _ensure_entity(conn: sqlite3.Connection, key: str, display: str) -> None:
    conn.execute(
        "INSERT OR IGNORE INTO entities (name, display_name) VALUES (?, ?)", (key, display.strip() or key)
    )


def _write_entity(conn: sqlite3.Connection, entity: Entity) -> None:
    key = normalize_entity(entity.name)
    if not key:
        raise UserError(f"entity name {entity.name!r} is empty once normalised")
    row = conn.execute("SELECT aliases FROM entities WHERE name = ?", (key,)).fetchone()
    aliases: dict[str, str] = {}
    for alias in [*(json.loads(row[0]) if row else []), *entity.aliases]:
        alias_key = normalize_entity(alias)
        if alias_key and alias_key != key:
            aliases.setdefault(alias_key, alias.strip())
    conn.execute(
        """
        INSERT INTO entities (name, display_name, type, aliases) VALUES (?, ?, ?, ?)
        ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name,
            type = COALESCE(excluded.type, entities.type), aliases = excluded.aliases
        """,
        (key, entity.display_name.strip() or key, entity.type, json.dumps(list(aliases.values()))),
    )
    conn.execute("DELETE FROM entity_aliases WHERE entity = ?", (key,))
    conn.executemany(
        "INSERT INTO entity_aliases (alias, entity) VALUES (?, ?)", [(alias, key) for alias in aliases]
    )


# -- helpers ---------------------------------------------------------------------------------------------


def _load(data: str) -> MemoryRecord:
    return MemoryRecord.model_validate_json(data)


def _chunks(items: list[str]) -> Iterator[list[str]]:
    for start in range(0, len(items), _CHUNK):
        yield items[start : start + _CHUNK]


def _map_error(exc: sqlite3.Error, path: Path, action: str) -> StoreError:
    """The one place ``sqlite3`` errors become hindsight errors, with what to check next."""
    code: str = getattr(exc, "sqlite_errorname", "") or ""
    if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreUnavailableError(
            f"could not {action}: {path} stayed locked by another connection for more than "
            f"{BUSY_TIMEOUT_MS / 1000:g}s ({exc}). Check for another process holding a long write "
            "transaction on this file, then retry.",
            backend="sqlite",
        )
    if code.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
        return StoreUnavailableError(
            f"could not {action}: {path} is not a valid SQLite database or is corrupted ({exc}). "
            "Point hindsight at another data directory, or move this file away (or restore a backup) "
            "so a fresh store can be created.",
            backend="sqlite",
        )
    if code.startswith(_UNAVAILABLE_CODES):
        return StoreUnavailableError(
            f"could not {action} at {path} ({exc}). Check that the folder exists, is writable by this "
            "user, and that the disk is not full.",
            backend="sqlite",
        )
    if "no such module: fts5" in str(exc):
        return StoreUnavailableError(
            "this Python's SQLite library was built without FTS5, which the keyword index needs. "
            "Use a Python build with FTS5 (the official CPython builds have it).",
            backend="sqlite",
        )
    return StoreError(f"SQLite graph store could not {action}: {exc}", backend="sqlite")
