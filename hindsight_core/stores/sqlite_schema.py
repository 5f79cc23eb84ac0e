"""The SQLite graph store's schema: DDL, pragmas and the schema version check.

Tables::

    records      one row per MemoryRecord: filter columns + the full record as JSON (``data``)
    records_fts  FTS5 index over CJK-aware pre-split text (rowid = records.seq) and the owner's token, so a
                 keyword search MATCHes inside one user's rows instead of every user's (schema 2)
    entities     global entity keys (normalised name), display name, type, aliases (JSON)
    entity_aliases  normalised alias -> entity, for lookups by alias
    mentions     record -> entity
    relations    typed entity -> entity edge, owned by the record it came from
    meta         key -> value (schema_version, embedding model, ...)
    forgotten_sources  hard forgets' tombstones (user, trace, step, content hash), numbered
    record_sessions  record -> each session it was said in besides its own (``records.session_id``): a
                 statement said again in another session is one record, which a session filter finds from
                 either (schema 3)

Entities are global keys; every traversal goes through ``mentions``/``relations`` rows whose record the
query's filter may see, so scopes never leak through the graph.
"""

from __future__ import annotations

import hashlib
import re
import sqlite3

from hindsight_core.lifecycle.conversations import other_sessions
from hindsight_core.stores.record_json import load_record

#: Bump when the schema changes, and add the migration to :func:`apply_schema`.
#: 2: ``records_fts`` gained the ``owner`` column (see :func:`owner_token`).
#: 3: ``record_sessions``, filled from the records' conversations (see :func:`_fill_record_sessions`).
SCHEMA_VERSION = 3
#: The ``meta`` key set while the vectors of the records :func:`_fill_record_sessions` filled still lack their
#: ``sessions`` list (see :func:`upgraded_record_ids`); deleted once they have it.
VECTORS_PENDING = "record_sessions_vectors_pending"

#: porter stems English ("preferences" -> "prefer"); CJK text is pre-split into bigrams (and Chinese content characters) before indexing
#: because unicode61 alone would make a whole CJK sentence one token.
FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"

BUSY_TIMEOUT_MS = 5000

PRAGMAS: tuple[str, ...] = (
    f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}",
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = NORMAL",
    "PRAGMA foreign_keys = ON",
    "PRAGMA secure_delete = ON",  # deleted rows are overwritten: a hard-forgotten text leaves no bytes behind
)

_DDL: tuple[str, ...] = (
    """
    CREATE TABLE IF NOT EXISTS meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS records (
        seq         INTEGER PRIMARY KEY,
        id          TEXT NOT NULL UNIQUE,
        user_id     TEXT NOT NULL,
        agent_id    TEXT,
        session_id  TEXT,
        task_id     TEXT,
        kind        TEXT NOT NULL,
        event_type  TEXT NOT NULL,
        status      TEXT NOT NULL,
        occurred_at REAL NOT NULL,
        recorded_at REAL NOT NULL,
        data        TEXT NOT NULL
    )
    """,
    "CREATE INDEX IF NOT EXISTS records_user_time ON records (user_id, occurred_at)",
    "CREATE INDEX IF NOT EXISTS records_user_status ON records (user_id, status, occurred_at)",
    "CREATE INDEX IF NOT EXISTS records_user_agent ON records (user_id, agent_id)",
    "CREATE INDEX IF NOT EXISTS records_user_session ON records (user_id, session_id)",
    "CREATE INDEX IF NOT EXISTS records_task ON records (task_id)",
    # Covering index for graph walks: checks a record's visibility without reading its JSON row.
    """CREATE INDEX IF NOT EXISTS records_visibility ON records
       (id, user_id, status, agent_id, session_id, kind, event_type, occurred_at)""",
    "CREATE INDEX IF NOT EXISTS records_kind_type ON records (kind, event_type)",
    f"""
    CREATE VIRTUAL TABLE IF NOT EXISTS records_fts USING fts5(
        body,
        owner,
        tokenize = '{FTS_TOKENIZER}'
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS entities (
        name         TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        type         TEXT,
        aliases      TEXT NOT NULL DEFAULT '[]'
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS entity_aliases (
        alias  TEXT NOT NULL,
        entity TEXT NOT NULL REFERENCES entities (name) ON DELETE CASCADE,
        PRIMARY KEY (alias, entity)
    )
    """,
    "CREATE INDEX IF NOT EXISTS entity_aliases_entity ON entity_aliases (entity)",
    """
    CREATE TABLE IF NOT EXISTS mentions (
        record_id TEXT NOT NULL REFERENCES records (id) ON DELETE CASCADE,
        entity    TEXT NOT NULL REFERENCES entities (name),
        PRIMARY KEY (record_id, entity)
    )
    """,
    "CREATE INDEX IF NOT EXISTS mentions_entity ON mentions (entity, record_id)",
    """
    CREATE TABLE IF NOT EXISTS relations (
        source    TEXT NOT NULL REFERENCES entities (name),
        target    TEXT NOT NULL REFERENCES entities (name),
        type      TEXT NOT NULL,
        record_id TEXT NOT NULL REFERENCES records (id) ON DELETE CASCADE,
        PRIMARY KEY (source, target, type, record_id)
    )
    """,
    "CREATE INDEX IF NOT EXISTS relations_target ON relations (target, source)",
    "CREATE INDEX IF NOT EXISTS relations_record ON relations (record_id)",
    # -- recall support: late-interaction token vectors and their per-user document frequencies.
    # Added with IF NOT EXISTS, so a store written by an older version gains them on open (and its records
    # simply have no token vectors until they are written again).
    """
    CREATE TABLE IF NOT EXISTS record_tokens (
        record_id TEXT PRIMARY KEY REFERENCES records (id) ON DELETE CASCADE,
        user_id   TEXT NOT NULL,
        ids       TEXT NOT NULL,
        data      BLOB NOT NULL
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS token_df (
        user_id TEXT NOT NULL,
        token   INTEGER NOT NULL,
        df      INTEGER NOT NULL,
        PRIMARY KEY (user_id, token)
    ) WITHOUT ROWID
    """,
    # Token -1 counts the user's records with token vectors. Triggers keep the counts exact whatever
    # deletes the row (a replace, or the cascade of a hard-deleted record).
    """
    CREATE TRIGGER IF NOT EXISTS record_tokens_counted AFTER INSERT ON record_tokens BEGIN
        INSERT INTO token_df (user_id, token, df)
            SELECT new.user_id, value, 1 FROM json_each(new.ids) WHERE true
            ON CONFLICT (user_id, token) DO UPDATE SET df = df + 1;
        INSERT INTO token_df (user_id, token, df) VALUES (new.user_id, -1, 1)
            ON CONFLICT (user_id, token) DO UPDATE SET df = df + 1;
    END
    """,
    """
    CREATE TRIGGER IF NOT EXISTS record_tokens_uncounted AFTER DELETE ON record_tokens BEGIN
        UPDATE token_df SET df = df - 1
         WHERE user_id = old.user_id AND (token = -1 OR token IN (SELECT value FROM json_each(old.ids)));
    END
    """,
    # A count at zero is deleted: it would still say which token ids a forgotten record held.
    """
    CREATE TRIGGER IF NOT EXISTS token_df_pruned AFTER UPDATE OF df ON token_df WHEN new.df <= 0 BEGIN
        DELETE FROM token_df WHERE user_id = new.user_id AND token = new.token;
    END
    """,
    "CREATE INDEX IF NOT EXISTS records_user_session_time ON records (user_id, session_id, occurred_at)",
    """
    CREATE TABLE IF NOT EXISTS record_sessions (
        session_id TEXT NOT NULL,
        record_id  TEXT NOT NULL REFERENCES records (id) ON DELETE CASCADE,
        PRIMARY KEY (session_id, record_id)
    ) WITHOUT ROWID
    """,
    "CREATE INDEX IF NOT EXISTS record_sessions_record ON record_sessions (record_id)",
    # hard forgets' tombstones, numbered (seq) so each process sharing the store reads only the new ones
    """
    CREATE TABLE IF NOT EXISTS forgotten_sources (
        seq          INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id      TEXT NOT NULL,
        trace_id     TEXT NOT NULL,
        step_id      TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        UNIQUE (user_id, trace_id, step_id, content_hash)
    )
    """,
)


_CREATED_NAME = re.compile(r"CREATE\s+(?:VIRTUAL\s+)?(?:TABLE|INDEX|TRIGGER)\s+IF\s+NOT\s+EXISTS\s+(\w+)")


def schema_objects() -> frozenset[str]:
    """The names of every table, index and trigger :func:`apply_schema` creates (``hindsight doctor`` checks them)."""
    return frozenset(match.group(1) for statement in _DDL for match in _CREATED_NAME.finditer(statement))


class SchemaTooNewError(Exception):
    """The database was written by a newer hindsight whose schema this version does not know."""

    def __init__(self, found: int) -> None:
        super().__init__(found)
        self.found = found


def owner_token(user_id: str) -> str:
    """The keyword-index token of a user: letters then digits, so no tokenizer or stemmer changes it, and
    nothing a user writes looks like it."""
    return "hsowner" + str(int(hashlib.sha1(user_id.encode()).hexdigest()[:15], 16))


def apply_schema(conn: sqlite3.Connection) -> None:
    """Create every table and index if missing, in one transaction, migrate older files, and record the
    schema version.

    Idempotent. Raises :class:`SchemaTooNewError` when the file's schema is newer than this code.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in _DDL:
            conn.execute(statement)
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if row is not None and int(row[0]) > SCHEMA_VERSION:
            raise SchemaTooNewError(int(row[0]))
        _migrate_fts_owner(conn)
        if row is None or int(row[0]) < 3:
            _fill_record_sessions(conn)
        _prune_token_counts(conn)
        _prune_orphan_entities(conn)
        conn.execute(
            "INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (str(SCHEMA_VERSION),),
        )
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _fill_record_sessions(conn: sqlite3.Connection) -> None:
    """Schema 2 -> 3: ``record_sessions`` filled from every merged record's conversations (a record said in
    one conversation has no other session); nothing else changes. The vectors of the records it fills are
    marked for an update of their metadata (:data:`VECTORS_PENDING`)."""
    rows = conn.execute(
        "SELECT data FROM records WHERE json_extract(data, '$.metadata.source_conversations') IS NOT NULL"
    ).fetchall()
    for (data,) in rows:
        try:
            record = load_record(data)
        except ValueError:  # a row no version could read: it keeps its own session, as before
            continue
        conn.executemany(
            "INSERT OR IGNORE INTO record_sessions (session_id, record_id) VALUES (?, ?)",
            [(session, record.id) for session in other_sessions(record)],
        )
    if conn.execute("SELECT 1 FROM record_sessions LIMIT 1").fetchone() is not None:
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')", (VECTORS_PENDING,))


def upgraded_record_ids(conn: sqlite3.Connection) -> list[str] | None:
    """The records whose vector metadata the schema 3 upgrade changed (their other sessions), while its
    :data:`VECTORS_PENDING` marker is set; ``None`` without it (one lookup)."""
    if conn.execute("SELECT 1 FROM meta WHERE key = ?", (VECTORS_PENDING,)).fetchone() is None:
        return None
    return [
        row[0] for row in conn.execute("SELECT DISTINCT record_id FROM record_sessions ORDER BY record_id")
    ]


def _prune_token_counts(conn: sqlite3.Connection) -> None:
    """Once per file: delete the counts at zero that versions before ``token_df_pruned`` left behind."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'token_counts_pruned'").fetchone() is None:
        conn.execute("DELETE FROM token_df WHERE df <= 0")
        conn.execute("INSERT INTO meta (key, value) VALUES ('token_counts_pruned', '1')")


#: An entity row nothing uses: no record mentions it, no relation names it, nobody declared it (no type, no
#: aliases). Such a row is deleted (a name a record no longer says must not outlive it in the file).
UNUSED_ENTITY = (
    "type IS NULL AND aliases = '[]' "
    "AND NOT EXISTS (SELECT 1 FROM mentions m WHERE m.entity = entities.name) "
    "AND NOT EXISTS (SELECT 1 FROM relations r WHERE r.source = entities.name) "
    "AND NOT EXISTS (SELECT 1 FROM relations r WHERE r.target = entities.name)"
)


def _prune_orphan_entities(conn: sqlite3.Connection) -> None:
    """Once per file: delete the entities no record or relation names and nobody declared (no type, no
    aliases), which versions before hard deletes took them left behind: a hard-forgotten passport number
    stayed in the file as the name of an entity of no record."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'orphan_entities_pruned'").fetchone() is None:
        conn.execute(f"DELETE FROM entities WHERE {UNUSED_ENTITY}")
        conn.execute("INSERT INTO meta (key, value) VALUES ('orphan_entities_pruned', '1')")


def _migrate_fts_owner(conn: sqlite3.Connection) -> None:
    """Schema 1 -> 2: rebuild ``records_fts`` with the ``owner`` column, keeping every indexed body as it was
    (read back from the FTS table itself) and giving each row its record's owner token."""
    columns = [row[1] for row in conn.execute("PRAGMA table_info(records_fts)")]
    if "owner" in columns:
        return
    conn.create_function("hs_owner_token", 1, owner_token, deterministic=True)
    conn.execute(f"CREATE VIRTUAL TABLE records_fts_v2 USING fts5(body, owner, tokenize = '{FTS_TOKENIZER}')")
    conn.execute(
        "INSERT INTO records_fts_v2 (rowid, body, owner) "
        "SELECT f.rowid, f.body, hs_owner_token(r.user_id) FROM records_fts f JOIN records r ON r.seq = f.rowid"
    )
    conn.execute("DROP TABLE records_fts")
    conn.execute("ALTER TABLE records_fts_v2 RENAME TO records_fts")
