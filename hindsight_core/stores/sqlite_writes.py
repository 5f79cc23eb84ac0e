"""The statements of the SQLite graph store's write transactions, each run on the connection of one open
transaction (the store commits or rolls back around them): records with their keyword rows, mentions and
co-mention links, explicit relations, entities and their aliases, hard deletes, and token vectors (whose
per-user counts triggers keep exact, see :mod:`hindsight_core.stores.sqlite_schema`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence

from hindsight_core.errors import UserError
from hindsight_core.lifecycle.conversations import other_sessions
from hindsight_core.models import Entity, MemoryRecord, Relation
from hindsight_core.stores.sqlite_query import CO_MENTIONED, co_mention_pairs, placeholders
from hindsight_core.stores.sqlite_reads import chunks
from hindsight_core.stores.sqlite_schema import UNUSED_ENTITY, owner_token
from hindsight_core.text import normalize_entity


def write_record(conn: sqlite3.Connection, record: MemoryRecord, data: str, text: str) -> list[str]:
    """Insert or replace a record (``data``: its JSON, ``text``: its keyword text) with its keyword row,
    mentions and co-mention links; the links taken from its previous version go (what that version named:
    :func:`named_by`, read for a batch before it is written). Returns the entities it mentions."""
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
    write_sessions(conn, [record])
    conn.execute("DELETE FROM mentions WHERE record_id = ?", (record.id,))
    conn.execute("DELETE FROM relations WHERE record_id = ?", (record.id,))
    conn.execute("DELETE FROM records_fts WHERE rowid = ?", (seq,))
    conn.execute(
        "INSERT INTO records_fts (rowid, body, owner) VALUES (?, ?, ?)",
        (seq, text, owner_token(scope.user_id)),
    )
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
    return keys


def write_sessions(conn: sqlite3.Connection, records: Sequence[MemoryRecord]) -> None:
    """The sessions each stored record of ``records`` was said in besides its own (``record_sessions``), replacing
    those it had; a record not stored gets none."""
    conn.executemany("DELETE FROM record_sessions WHERE record_id = ?", [(record.id,) for record in records])
    conn.executemany(
        "INSERT OR IGNORE INTO record_sessions (session_id, record_id) SELECT ?, id FROM records WHERE id = ?",
        [(session, record.id) for record in records for session in other_sessions(record)],
    )


def named_by(conn: sqlite3.Connection, ids: Sequence[str]) -> list[str]:
    """The entities the stored records ``ids`` mention or link by a relation: once a batch rewriting them is
    written, those nothing names any more go (:func:`drop_unused_entities`)."""
    named: list[str] = []
    for chunk in chunks(list(dict.fromkeys(ids))):
        marks = placeholders(len(chunk))
        named += [
            row[0]
            for row in conn.execute(
                f"SELECT entity FROM mentions WHERE record_id IN ({marks}) UNION "
                f"SELECT source FROM relations WHERE record_id IN ({marks}) UNION "
                f"SELECT target FROM relations WHERE record_id IN ({marks})",
                [*chunk, *chunk, *chunk],
            )
        ]
    return named


def drop_unused_entities(conn: sqlite3.Connection, names: Sequence[str]) -> None:
    """Delete the entities among ``names`` that no record mentions or links by a relation any more and nobody
    declared (no type, no aliases): a name a record no longer says (rewritten, or hard deleted) leaves no row
    behind, whoever's record it was (an entity is a key shared by every user's records)."""
    for name_chunk in chunks(list(dict.fromkeys(names))):
        conn.execute(
            f"DELETE FROM entities WHERE name IN ({placeholders(len(name_chunk))}) AND {UNUSED_ENTITY}",
            name_chunk,
        )


def write_relation(conn: sqlite3.Connection, relation: Relation, batch_ids: set[str]) -> None:
    """Add an explicit relation (its entities created when missing); ``UserError`` for an empty entity name
    or a record neither in ``batch_ids`` nor stored."""
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


def write_entity(conn: sqlite3.Connection, entity: Entity) -> None:
    """Create or update an entity: display name replaced, type kept unless given, aliases merged."""
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


def hard_delete(conn: sqlite3.Connection, ids: list[str]) -> int:
    """Hard delete records with their mentions, relations and keyword rows, and the entities that existed
    only because they named them. Returns how many existed."""
    deleted = 0
    for chunk in chunks(ids):
        marks = placeholders(len(chunk))
        seqs = [row[0] for row in conn.execute(f"SELECT seq FROM records WHERE id IN ({marks})", chunk)]
        if not seqs:
            continue
        conn.execute(f"DELETE FROM records_fts WHERE rowid IN ({placeholders(len(seqs))})", seqs)
        named = named_by(conn, chunk)
        conn.execute(f"DELETE FROM mentions WHERE record_id IN ({marks})", chunk)
        conn.execute(f"DELETE FROM relations WHERE record_id IN ({marks})", chunk)
        conn.execute(f"DELETE FROM records WHERE id IN ({marks})", chunk)
        deleted += len(seqs)
        # Entities that existed only because these records named them go too (a declared entity,
        # with a type or aliases, stays).
        drop_unused_entities(conn, named)
    if ids:
        # A hard delete leaves no copy behind (also when repeated after a crash that interrupted it):
        # FTS5 keeps deleted terms in old segments until they are merged (about 0.1 s for 100k records).
        conn.execute("INSERT INTO records_fts(records_fts) VALUES ('optimize')")
    return deleted


def replace_token_vectors(conn: sqlite3.Connection, rows: Sequence[tuple[str, str, str, bytes]]) -> None:
    """Replace the token vectors of stored records: rows of ``(record_id, user_id, ids JSON, data)``; a row
    naming a record that is not stored is ignored."""
    conn.executemany("DELETE FROM record_tokens WHERE record_id = ?", [(row[0],) for row in rows])
    conn.executemany(
        "INSERT INTO record_tokens (record_id, user_id, ids, data) "
        "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM records WHERE id = ?)",
        [(*row, row[0]) for row in rows],
    )
