"""The trace journal's SQLite file: its schema, and how a SQLite error reads as a
:class:`~hindsight_core.errors.StoreError` (:class:`~hindsight_core.journal.TraceJournal` opens and uses it)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hindsight_core.errors import StoreError, StoreUnavailableError

BACKEND = "journal"


_SCHEMA = """
CREATE TABLE IF NOT EXISTS traces (
    trace_id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    reflected_upto INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL,
    held_by TEXT
);
CREATE INDEX IF NOT EXISTS traces_user ON traces(json_extract(body, '$.scope.user_id'));
CREATE INDEX IF NOT EXISTS traces_session ON traces(
    json_extract(body, '$.scope.user_id'), json_extract(body, '$.scope.session_id')
);
CREATE TABLE IF NOT EXISTS windows (
    trace_id TEXT NOT NULL,
    lo INTEGER NOT NULL,
    hi INTEGER NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    updated_at REAL NOT NULL,
    PRIMARY KEY (trace_id, lo, hi)
);
CREATE INDEX IF NOT EXISTS windows_status ON windows(status);
CREATE TABLE IF NOT EXISTS dirty (
    record_id TEXT PRIMARY KEY,
    since REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS redacted (
    trace_id TEXT NOT NULL,
    step_id TEXT NOT NULL,
    PRIMARY KEY (trace_id, step_id)
);
CREATE TABLE IF NOT EXISTS redacted_content (
    user_id TEXT NOT NULL,
    step_id TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, step_id, content_hash)
);
CREATE TABLE IF NOT EXISTS sent_hashes (
    trace_id TEXT NOT NULL,
    step_id TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    PRIMARY KEY (trace_id, step_id, content_hash)
);
CREATE TABLE IF NOT EXISTS shared_forgets (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seen INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS scrub (
    id INTEGER PRIMARY KEY CHECK (id = 1)
);
CREATE TABLE IF NOT EXISTS maintained (
    user_id TEXT PRIMARY KEY,
    at REAL NOT NULL
);
"""


#: The journal file's layout, kept in SQLite's ``PRAGMA user_version``: 0 is a journal written before the
#: version existed (opened and upgraded as before), a higher one than this was written by a newer hindsight.
JOURNAL_VERSION = 1


def journal_version(conn: sqlite3.Connection, path: Path) -> int:
    """The version of the journal ``conn`` opened, before anything is written to it; a journal of a newer layout
    (a newer hindsight wrote it) is refused: opened here, its tables would be read and written as this
    version's."""
    found = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if found > JOURNAL_VERSION:
        raise StoreUnavailableError(
            f"the trace journal at {path} was written by a newer version of hindsight (journal version {found}; "
            f"this one reads up to version {JOURNAL_VERSION})",
            fix="Upgrade hindsight (hindsight-memory) to the version that wrote it, or a later one, to open this "
            "data directory.",
            backend=BACKEND,
        )
    return found


def damaged_journal(exc: BaseException, path: Path, action: str) -> StoreUnavailableError | None:
    """The error for a journal file SQLite finds damaged (or no database at all); None for another error."""
    message = str(exc)
    if not isinstance(exc, sqlite3.DatabaseError) or not (
        "malformed" in message or "not a database" in message
    ):
        return None
    return StoreUnavailableError(
        f"the trace journal at {path} is damaged and could not {action}: {message}",
        fix=f"The memories are in the graph store, not in it (it keeps the conversations as they were said): "
        f"move {path} away (rename it) and the next open creates a fresh one, or restore a backup.",
        backend=BACKEND,
    )


def _map_error(exc: sqlite3.Error, path: Path, action: str) -> StoreError:
    message = str(exc)
    if isinstance(exc, sqlite3.OperationalError) and (
        "locked" in message or "unable to open" in message or "disk" in message or "readonly" in message
    ):
        return StoreUnavailableError(
            f"the trace journal at {path} could not {action}: {message}",
            fix="Check that the data directory is writable, has free space, and that no other program holds "
            "the file.",
            backend=BACKEND,
        )
    damaged = damaged_journal(exc, path, action)
    if damaged is not None:
        return damaged
    return StoreError(f"the trace journal at {path} could not {action}: {message}", backend=BACKEND)


__all__ = ["BACKEND", "JOURNAL_VERSION", "damaged_journal", "journal_version"]
