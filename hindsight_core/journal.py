"""The trace journal: working memory made durable, and the queue of reflection windows.

A trace is written here BEFORE any extraction runs, so an LLM failure or a crash never loses it; a window
whose extraction failed stays ``queued`` until ``retry_pending`` succeeds. The journal is local to the
data directory (one small SQLite file) in every mode.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from hindsight_core.errors import StoreUnavailableError
from hindsight_core.models import Trace

_SCHEMA = """
CREATE TABLE IF NOT EXISTS traces (
    trace_id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    reflected_upto INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL
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
"""


@dataclass(frozen=True, slots=True)
class QueuedWindow:
    trace_id: str
    lo: int
    hi: int
    attempts: int
    last_error: str | None


class TraceJournal:
    """Durable traces and the reflection-window queue (SQLite, WAL, thread-safe)."""

    def __init__(self, path: Path) -> None:
        self._path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def open(self) -> None:
        if self._conn is not None:
            return
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self._path, check_same_thread=False, isolation_level=None, timeout=30)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.executescript(_SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise StoreUnavailableError(
                f"cannot open the trace journal at {self._path}: {exc}. Check that the data directory is "
                "writable and is not a file of another program.",
                backend="journal",
            ) from exc
        self._conn = conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    @property
    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            self.open()
        assert self._conn is not None
        return self._conn

    def queue_trace(self, trace: Trace, window_steps: int, overlap: int) -> list[tuple[int, int]]:
        """Save the trace and queue the windows covering the steps not queued before, in ONE transaction.

        Returns the windows newly queued (empty when nothing was added since the last call). After it
        returns the trace and its windows are durable: a crash leaves them queued for ``retry_pending``.
        """
        from hindsight_core.capture.windows import reflection_windows

        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute(
                    "INSERT INTO traces(trace_id, body, reflected_upto, updated_at) VALUES (?, ?, 0, ?) "
                    "ON CONFLICT(trace_id) DO UPDATE SET body=excluded.body, updated_at=excluded.updated_at",
                    (trace.trace_id, trace.model_dump_json(), time.time()),
                )
                row = db.execute(
                    "SELECT reflected_upto FROM traces WHERE trace_id=?", (trace.trace_id,)
                ).fetchone()
                upto = int(row[0])
                windows: list[tuple[int, int]] = []
                if upto < len(trace.steps):
                    start = max(0, upto - overlap) if upto else 0
                    windows = reflection_windows(len(trace.steps), window_steps, overlap, start)
                    now = time.time()
                    for lo, hi in windows:
                        db.execute(
                            "INSERT INTO windows(trace_id, lo, hi, status, updated_at) "
                            "VALUES (?, ?, ?, 'queued', ?) ON CONFLICT(trace_id, lo, hi) DO NOTHING",
                            (trace.trace_id, lo, hi, now),
                        )
                    db.execute(
                        "UPDATE traces SET reflected_upto=? WHERE trace_id=?",
                        (len(trace.steps), trace.trace_id),
                    )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            return windows

    def get_trace(self, trace_id: str) -> Trace | None:
        with self._lock:
            row = self._db.execute("SELECT body FROM traces WHERE trace_id=?", (trace_id,)).fetchone()
        return None if row is None else Trace.model_validate_json(row[0])

    def mark_done(self, trace_id: str, lo: int, hi: int) -> None:
        with self._lock:
            self._db.execute(
                "UPDATE windows SET status='done', attempts=attempts+1, last_error=NULL, updated_at=? "
                "WHERE trace_id=? AND lo=? AND hi=?",
                (time.time(), trace_id, lo, hi),
            )

    def mark_failed(self, trace_id: str, lo: int, hi: int, error: str) -> None:
        with self._lock:
            self._db.execute(
                "UPDATE windows SET status='queued', attempts=attempts+1, last_error=?, updated_at=? "
                "WHERE trace_id=? AND lo=? AND hi=?",
                (error[:2000], time.time(), trace_id, lo, hi),
            )

    def queued(self, limit: int | None = None, *, trace_id: str | None = None) -> list[QueuedWindow]:
        """Queued windows, oldest first (of one trace, in step order, when ``trace_id`` is given)."""
        sql = "SELECT trace_id, lo, hi, attempts, last_error FROM windows WHERE status='queued'"
        params: tuple[object, ...] = ()
        if trace_id is not None:
            sql += " AND trace_id=? ORDER BY lo"
            params = (trace_id,)
        else:
            sql += " ORDER BY updated_at, trace_id, lo"
        if limit is not None:
            sql += " LIMIT ?"
            params = (*params, limit)
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
        return [QueuedWindow(r[0], int(r[1]), int(r[2]), int(r[3]), r[4]) for r in rows]

    def count_queued(self) -> int:
        with self._lock:
            row = self._db.execute("SELECT COUNT(*) FROM windows WHERE status='queued'").fetchone()
        return int(row[0])

    def count_traces(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM traces").fetchone()[0])
