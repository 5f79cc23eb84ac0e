"""The trace journal's file: one small SQLite database in the data directory (WAL, ``secure_delete``), opened on
first use and used under one lock by every thread, and the reads every part of the journal shares (a trace by
its id). :class:`~hindsight_core.journal.TraceJournal` is built on it.

Every SQLite error after ``open()`` is raised as a :class:`~hindsight_core.errors.StoreError`.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from hindsight_core.errors import HindsightError, StoreUnavailableError, store_not_open
from hindsight_core.journal_redaction import scrub_journal
from hindsight_core.journal_schema import (
    _SCHEMA,
    BACKEND,
    JOURNAL_VERSION,
    _map_error,
    damaged_journal,
    journal_version,
)
from hindsight_core.models import Scope, Trace, TraceStep

T = TypeVar("T")


class JournalFile:
    """The journal's SQLite file: open, close, a transaction or a read under the lock, a trace by its id."""

    def __init__(self, path: Path) -> None:
        self._path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    @property
    def path(self) -> Path:
        return self._path

    def fix_hint(self, error: HindsightError) -> str:
        """What to do when the journal fails (``hindsight doctor``): it is a file in the data directory."""
        return (
            f"check that the data directory {self._path.parent} (HINDSIGHT_DATA_DIR or --data-dir) exists, is "
            "writable by this user and has free space, and that no other program holds journal.db"
        )

    def open(self) -> None:
        with self._lock:
            if self._conn is not None:
                return
            try:
                self._path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None, timeout=30)
            except (sqlite3.Error, OSError) as exc:
                raise self._unopened(exc) from exc
            try:
                version = journal_version(conn, self._path)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA secure_delete=ON")  # a redacted step leaves no bytes in free pages
                conn.executescript(_SCHEMA)
                columns = {row[1] for row in conn.execute("PRAGMA table_info(windows)")}
                if "own_lo" not in columns:  # journals written before windows knew what they own
                    conn.execute("ALTER TABLE windows ADD COLUMN own_lo INTEGER")
                if "held_by" not in {row[1] for row in conn.execute("PRAGMA table_info(traces)")}:
                    conn.execute("ALTER TABLE traces ADD COLUMN held_by TEXT")  # journals before holds
                # what every engine reads on open (release_held): the few held traces, not a table scan
                conn.execute(
                    "CREATE INDEX IF NOT EXISTS traces_held ON traces(held_by) WHERE held_by IS NOT NULL"
                )
                # A crash may have left page images of redacted steps in the WAL: fold it in and truncate;
                # and a process that redacted and died before closing left its file to rewrite.
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                scrub_journal(conn)
                if version < JOURNAL_VERSION:  # a journal before the version: upgraded above, now marked
                    conn.execute(f"PRAGMA user_version={JOURNAL_VERSION}")
            except BaseException as exc:
                conn.close()
                if isinstance(exc, (sqlite3.Error, OSError)):
                    raise self._unopened(exc) from exc
                raise
            self._conn = conn

    def _unopened(self, exc: sqlite3.Error | OSError) -> StoreUnavailableError:
        return damaged_journal(exc, self._path, "be opened") or StoreUnavailableError(
            f"cannot open the trace journal at {self._path}: {exc}",
            fix="Check that the data directory is writable and is not a file of another program.",
            backend=BACKEND,
        )

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                try:
                    scrub_journal(self._conn)
                finally:
                    self._conn.close()
                    self._conn = None

    @contextmanager
    def _db(self, action: str) -> Iterator[sqlite3.Connection]:
        """The connection under the lock (opened on first use); SQLite errors become ``StoreError``."""
        if self._conn is None:
            self.open()
        with self._lock:
            conn = self._conn
            if conn is None:
                raise store_not_open(f"the trace journal at {self._path}", backend=BACKEND)
            try:
                yield conn
            except sqlite3.Error as exc:
                raise _map_error(exc, self._path, action) from exc

    @contextmanager
    def _transaction(self, action: str) -> Iterator[sqlite3.Connection]:
        with self._db(action) as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise

    def _read(self, action: str, query: Callable[[sqlite3.Connection], T]) -> T:
        with self._db(action) as db:
            return query(db)

    def has_trace(self, trace_id: str) -> bool:
        """Whether a trace is journaled under this id (its body not read)."""
        return (
            self._read(
                "look up a trace",
                lambda db: db.execute("SELECT 1 FROM traces WHERE trace_id=?", (trace_id,)).fetchone(),
            )
            is not None
        )

    def get_trace(self, trace_id: str) -> Trace | None:
        row = self._read(
            "read a trace",
            lambda db: db.execute("SELECT body FROM traces WHERE trace_id=?", (trace_id,)).fetchone(),
        )
        return None if row is None else Trace.model_validate_json(row[0])

    def session_traces(self, scope: Scope, limit: int) -> list[Trace]:
        """The ``limit`` traces with steps of exactly this user, session and agent begun last, newest first:
        what a memory opened for a live session in a new process reads its latest turns from."""
        if not scope.session_id or limit < 1:
            return []
        rows = self._read(
            "read a session's traces",
            lambda db: db.execute(
                "SELECT body FROM traces WHERE json_extract(body, '$.scope.user_id') = ? "
                "AND json_extract(body, '$.scope.session_id') = ? "
                "AND coalesce(json_extract(body, '$.scope.agent_id'), '') = ? "
                "AND json_array_length(body, '$.steps') > 0 "
                "ORDER BY json_extract(body, '$.started_at') DESC, rowid DESC LIMIT ?",
                (scope.user_id, scope.session_id, scope.agent_id or "", limit),
            ).fetchall(),
        )
        return [Trace.model_validate_json(row[0]) for row in rows]

    def utterance_before(self, trace: Trace) -> TraceStep | None:
        """The last utterance of the trace of this user, session and agent journaled just before ``trace``: an
        adapter journals each turn as a trace of its own, so the assistant's question ("Where do you live these
        days?") is in the turn before its answer ("Lisbon now"). None without a session, or when that trace
        ends with no utterance (a tool's result, a hard-forgotten message)."""
        scope = trace.scope
        if not scope.session_id:
            return None
        row = self._read(
            "read the turn before",
            lambda db: db.execute(
                "SELECT body FROM traces WHERE json_extract(body, '$.scope.user_id') = ? "
                "AND json_extract(body, '$.scope.session_id') = ? "
                "AND coalesce(json_extract(body, '$.scope.agent_id'), '') = ? "
                "AND json_array_length(body, '$.steps') > 0 "
                "AND rowid < (SELECT rowid FROM traces WHERE trace_id = ?) ORDER BY rowid DESC LIMIT 1",
                (scope.user_id, scope.session_id, scope.agent_id or "", trace.trace_id),
            ).fetchone(),
        )
        if row is None:
            return None
        last = Trace.model_validate_json(row[0]).steps[-1]
        if last.type in ("user_input", "model_output") and last.content.strip():  # (a redacted step is blank)
            return last
        return None

    def checkpoint(self) -> None:
        """Move the WAL into the database and truncate it (no old page images stay behind)."""
        self._read(
            "checkpoint the journal", lambda db: db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        )

    def count_traces(self) -> int:
        return int(
            self._read("count traces", lambda db: db.execute("SELECT COUNT(*) FROM traces").fetchone()[0])
        )


__all__ = ["JournalFile"]
