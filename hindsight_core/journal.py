"""The trace journal: working memory made durable, the queue of reflection windows, and the write outbox.

A trace is written here BEFORE any extraction runs, so an LLM failure or a crash never loses it; a window
whose extraction failed stays ``queued`` until it is retried. The journal is local to the data directory
(one small SQLite file) in every mode.

Each window knows the steps it OWNS (``own_lo..hi``): the steps before ``own_lo`` are context shared with the
previous window, already owned by it. A fact whose source steps all lie in that context was stored by the
earlier window and is not stored again.

The outbox (``dirty``) lists the records whose vector may disagree with the graph store: an id is written
(durably) before the graph write and cleared after the vector write, so after a crash only those ids need
their vector synced to the graph (recovery is O(dirty ids), not a scan of the store).

Every SQLite error after ``open()`` is raised as a :class:`~hindsight_core.errors.StoreError`.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Sequence

from hindsight_core.journal_forgetting import ForgettingJournal
from hindsight_core.journal_queue import QueueCounts, QueuedWindow, _check_same_trace, _queue_rest
from hindsight_core.journal_redaction import _redact, _sent_again, sent_hashes
from hindsight_core.models import Trace

logger = logging.getLogger("hindsight")


class TraceJournal(ForgettingJournal):
    """Durable traces, the reflection-window queue and the write outbox (SQLite, WAL, thread-safe); what hard
    forgets and erasures do here is in :class:`~hindsight_core.journal_forgetting.ForgettingJournal`, the file
    itself in :class:`~hindsight_core.journal_file.JournalFile`."""

    # ------------------------------------------------------------------------------------ traces

    def queue_trace(self, trace: Trace, window_steps: int, overlap: int) -> list[tuple[int, int]]:
        """Save the trace and queue the windows covering the steps not queued before, in ONE transaction.

        Returns the windows newly queued (empty when nothing was added since the last call). After it
        returns the trace and its windows are durable: a crash leaves them queued. Steps redacted by a hard
        forget stay redacted when a recorder journals the trace again, and a copy with fewer steps than one
        journaled before (an older snapshot) leaves the stored trace as it is. A hold on the trace
        (:meth:`hold_trace`) ends: its held steps are queued with the new ones.
        """
        with self._transaction("queue a trace") as db:
            kept = self._not_erased(trace)
            if kept is None:
                return []
            trace = kept
            # An older, shorter copy (a background reflection journaling its snapshot again) queues only
            # the steps it has: steps held after it stay held.
            self._save(db, trace, held_by=None, release=False)
            return _queue_rest(db, trace.trace_id, window_steps, overlap, upto=len(trace.steps))

    def hold_trace(self, trace: Trace, holder: str) -> None:
        """Save the trace WITHOUT queuing its new steps: they are durable, and extracted together with what
        follows when the trace is queued (a turn journaled when it starts, reflected on when it ends: its
        question is not extracted apart from its answer). ``holder`` names the engine holding it; the steps
        held by another engine (a process that stopped) are queued by :meth:`release_held`."""
        with self._transaction("hold a trace") as db:
            kept = self._not_erased(trace)
            if kept is not None:
                self._save(db, kept, held_by=holder)

    def release_held(self, window_steps: int, overlap: int, *, keep: str | None = None) -> int:
        """Queue the held steps of every trace held by an engine other than ``keep`` (one that stopped before
        the turn it held ended); returns the windows queued."""
        with self._transaction("queue held traces") as db:
            rows = db.execute(
                "SELECT trace_id FROM traces WHERE held_by IS NOT NULL AND held_by IS NOT ?", (keep,)
            ).fetchall()
            queued = 0
            for (trace_id,) in rows:
                db.execute("UPDATE traces SET held_by=NULL WHERE trace_id=?", (trace_id,))
                queued += len(_queue_rest(db, trace_id, window_steps, overlap))
            return queued

    def unqueued_steps(self, trace_id: str) -> int:
        """How many of the trace's stored steps are not queued yet (held, see :meth:`hold_trace`)."""
        row = self._read(
            "read a trace",
            lambda db: db.execute(
                "SELECT json_array_length(body, '$.steps') - reflected_upto FROM traces WHERE trace_id=?",
                (trace_id,),
            ).fetchone(),
        )
        return 0 if row is None else max(0, int(row[0] or 0))

    def count_held(self) -> int:
        """Traces holding steps not queued yet (turns that started and have not ended)."""
        return int(
            self._read(
                "count held traces",
                lambda db: db.execute("SELECT COUNT(*) FROM traces WHERE held_by IS NOT NULL").fetchone()[0],
            )
        )

    def _save(
        self, db: sqlite3.Connection, trace: Trace, *, held_by: str | None, release: bool = True
    ) -> None:
        redacted = {
            row[0] for row in db.execute("SELECT step_id FROM redacted WHERE trace_id=?", (trace.trace_id,))
        }
        again = _sent_again(db, trace)
        if again:
            logger.info(
                "%d step(s) of trace %s are content hard-forgotten before (the same step id and text sent "
                "again): stored blanked, nothing is extracted from them",
                len(again),
                trace.trace_id,
            )
        redacted |= again
        # marked as blanked steps of this trace, so a reflection can tell why they say nothing
        db.executemany(
            "INSERT INTO redacted(trace_id, step_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
            [(trace.trace_id, s) for s in sorted(again)],
        )
        body = _redact(trace, redacted) if redacted else trace
        db.executemany(
            "INSERT INTO sent_hashes(trace_id, step_id, content_hash) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            [row for row in sent_hashes(trace) if row[1] not in redacted],
        )
        _check_same_trace(db, trace)
        # A trace only grows: a snapshot shorter than one already journaled (a background reflection of an
        # older copy, finishing after a newer copy was journaled) must not cut the stored steps; nor does an
        # older copy drop a metadata key set since (a conversation's restart mark): metadata keys merge.
        db.execute(
            "INSERT INTO traces(trace_id, body, reflected_upto, updated_at, held_by) VALUES (?, ?, 0, ?, ?) "
            "ON CONFLICT(trace_id) DO UPDATE SET body=json_set(excluded.body, '$.metadata', json_patch("
            "coalesce(json_extract(traces.body, '$.metadata'), '{}'), "
            "coalesce(json_extract(excluded.body, '$.metadata'), '{}'))), updated_at=excluded.updated_at "
            "WHERE ? >= json_array_length(traces.body, '$.steps')",
            (trace.trace_id, body.model_dump_json(), time.time(), held_by, len(trace.steps)),
        )
        if release:
            db.execute("UPDATE traces SET held_by=? WHERE trace_id=?", (held_by, trace.trace_id))

    # ------------------------------------------------------------------------------------ windows

    def mark_done(self, trace_id: str, lo: int, hi: int) -> None:
        with self._db("mark a window done") as db:
            db.execute(
                "UPDATE windows SET status='done', attempts=attempts+1, last_error=NULL, updated_at=? "
                "WHERE trace_id=? AND lo=? AND hi=?",
                (time.time(), trace_id, lo, hi),
            )

    def mark_failed(self, trace_id: str, lo: int, hi: int, error: str) -> None:
        with self._db("mark a window failed") as db:
            db.execute(
                "UPDATE windows SET status='queued', attempts=attempts+1, last_error=?, updated_at=? "
                "WHERE trace_id=? AND lo=? AND hi=?",
                (error[:2000] or "failed", time.time(), trace_id, lo, hi),
            )

    def queued(
        self, limit: int | None = None, *, trace_id: str | None = None, failed_under: int | None = None
    ) -> list[QueuedWindow]:
        """Queued windows, oldest first (of one trace, in step order, when ``trace_id`` is given); with
        ``failed_under``, not those that failed that many times or more."""
        sql = "SELECT trace_id, lo, hi, attempts, last_error, own_lo FROM windows WHERE status='queued'"
        params: tuple[object, ...] = ()
        if failed_under is not None:
            sql += " AND (last_error IS NULL OR attempts < ?)"
            params = (failed_under,)
        if trace_id is not None:
            sql += " AND trace_id=? ORDER BY lo"
            params = (*params, trace_id)
        else:
            sql += " ORDER BY updated_at, trace_id, lo"
        if limit is not None:
            sql += " LIMIT ?"
            params = (*params, limit)
        rows = self._read("list queued windows", lambda db: db.execute(sql, params).fetchall())
        return [
            QueuedWindow(
                r[0], int(r[1]), int(r[2]), int(r[3]), r[4], int(r[5]) if r[5] is not None else int(r[1])
            )
            for r in rows
        ]

    def queue_counts(self) -> QueueCounts:
        """How many queued windows wait for their first extraction, and how many failed at least once."""
        row = self._read(
            "count queued windows",
            lambda db: db.execute(
                "SELECT COALESCE(SUM(last_error IS NULL), 0), COALESCE(SUM(last_error IS NOT NULL), 0) "
                "FROM windows WHERE status='queued'"
            ).fetchone(),
        )
        return QueueCounts(waiting=int(row[0]), failed=int(row[1]))

    def count_queued(self) -> int:
        return self.queue_counts().total

    def last_failure(self) -> str | None:
        """The error of the most recently failed queued window."""
        row = self._read(
            "read the last failure",
            lambda db: db.execute(
                "SELECT last_error FROM windows WHERE status='queued' AND last_error IS NOT NULL "
                "ORDER BY updated_at DESC LIMIT 1"
            ).fetchone(),
        )
        return None if row is None else str(row[0])

    # ------------------------------------------------------------------------------------ maintenance

    def claim_maintenance(self, user_id: str, now: float, every_s: float) -> tuple[bool, float]:
        """Whether a user's maintenance is due at ``now`` (seconds since the epoch), claimed in one
        transaction (the caller runs it and no other engine on this data directory does too), and when the
        user's interval started. A user seen for the first time is not due: their interval starts now (a store
        opened after an upgrade, a new user)."""
        with self._transaction("claim a user's maintenance") as db:
            row = db.execute("SELECT at FROM maintained WHERE user_id = ?", (user_id,)).fetchone()
            if row is not None and now - float(row[0]) < every_s:
                return False, float(row[0])
            db.execute(
                "INSERT INTO maintained(user_id, at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET at = ?",
                (user_id, now, now),
            )
            return row is not None, now

    def mark_maintained(self, user_id: str, at: float) -> None:
        """A user's maintenance ran at ``at`` (seconds since the epoch): the next one is due an interval later."""
        with self._transaction("note a user's maintenance") as db:
            db.execute(
                "INSERT INTO maintained(user_id, at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET at = ?",
                (user_id, at, at),
            )

    def maintained_at(self, user_id: str) -> float | None:
        """When a user's maintenance last ran or their interval started (seconds since the epoch); None: never."""
        row = self._read(
            "read a user's maintenance",
            lambda db: db.execute("SELECT at FROM maintained WHERE user_id = ?", (user_id,)).fetchone(),
        )
        return None if row is None else float(row[0])

    # ------------------------------------------------------------------------------------ outbox

    def mark_dirty(self, record_ids: Sequence[str]) -> None:
        """Record (durably, before the graph write) that these records' vectors may soon disagree."""
        if not record_ids:
            return
        now = time.time()
        with self._transaction("write the outbox") as db:
            db.executemany(
                "INSERT INTO dirty(record_id, since) VALUES (?, ?) ON CONFLICT(record_id) DO NOTHING",
                [(i, now) for i in dict.fromkeys(record_ids)],
            )

    def clear_dirty(self, record_ids: Sequence[str]) -> None:
        """The vectors of these records agree with the graph store again."""
        if not record_ids:
            return
        with self._transaction("clear the outbox") as db:
            db.executemany("DELETE FROM dirty WHERE record_id=?", [(i,) for i in dict.fromkeys(record_ids)])

    def dirty_ids(self, limit: int | None = None) -> list[str]:
        sql = "SELECT record_id FROM dirty ORDER BY since, record_id" + (" LIMIT ?" if limit else "")
        params: tuple[object, ...] = (limit,) if limit else ()
        return [r[0] for r in self._read("read the outbox", lambda db: db.execute(sql, params).fetchall())]


__all__ = ["QueueCounts", "QueuedWindow", "TraceJournal"]
