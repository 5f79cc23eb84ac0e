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

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence, Set
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from hindsight_core.errors import HindsightError, StoreUnavailableError, store_not_open
from hindsight_core.journal_queue import QueueCounts, QueuedWindow, _check_same_trace, _queue_rest
from hindsight_core.journal_redaction import (
    _DISTINCTIVE,
    _NAMING_ID_CHARS,
    REDACTED,
    ForgottenStep,
    _first_column_in,
    _redact,
    _reporting_forgotten,
    _scrub,
    _sent_again,
    content_hash,
)
from hindsight_core.journal_schema import _SCHEMA, BACKEND, _map_error, damaged_journal
from hindsight_core.models import GENERATED_STEP_PREFIX, Trace
from hindsight_core.text import distinctive_values, held_values, keyword_terms

logger = logging.getLogger("hindsight")

T = TypeVar("T")


class TraceJournal:
    """Durable traces, the reflection-window queue and the write outbox (SQLite, WAL, thread-safe)."""

    def __init__(self, path: Path) -> None:
        self._path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        #: trace id -> the ids of its steps an erasure of this process deleted (:meth:`erase_user`)
        self._erased: dict[str, frozenset[str]] = {}

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
                _scrub(conn)
            except (sqlite3.Error, OSError) as exc:
                raise damaged_journal(exc, self._path, "be opened") or StoreUnavailableError(
                    f"cannot open the trace journal at {self._path}: {exc}",
                    fix="Check that the data directory is writable and is not a file of another program.",
                    backend=BACKEND,
                ) from exc
            self._conn = conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                try:
                    _scrub(self._conn)
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

    def _not_erased(self, trace: Trace) -> Trace | None:
        """``trace`` less the steps an erasure of this process deleted (``None`` when no other step is left): a
        turn captured before :meth:`erase_user` and journaled again after it (an adapter's background
        reflection, a recorder's next checkpoint) does not bring the erased user's words back. The caller holds
        the lock."""
        erased = self._erased.get(trace.trace_id)
        if not erased:
            return trace
        kept = [step for step in trace.steps if step.step_id not in erased]
        if len(kept) < len(trace.steps):
            logger.info(
                "%d step(s) of trace %s were erased by forget_user and are not journaled again (a capture made "
                "before the erasure); to store them on purpose, send them under a new trace id",
                len(trace.steps) - len(kept),
                trace.trace_id,
            )
        return trace.model_copy(update={"steps": kept}) if kept else None

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

    def erase_user(self, user_id: str, trace_ids: Iterable[str] = ()) -> int:
        """Delete every trace of a user, with its windows, redaction marks and tombstones (a user erased
        leaves nothing here: the messages that formed no memory, the traces' ids and times); the file is
        rewritten (VACUUM) at close. ``trace_ids``: the user's traces deleted before (by an earlier call), whose
        redaction marks the erasure's own forgets left after it. Returns how many traces."""
        with self._transaction("erase a user's traces") as db:
            # the user's traces with their steps' ids, in one pass (a trace of no step: one row, step NULL)
            erased: dict[str, set[str]] = {}
            for trace_id, step_id in db.execute(
                "SELECT t.trace_id, json_extract(s.value, '$.step_id') "
                "FROM traces t LEFT JOIN json_each(t.body, '$.steps') s "
                "WHERE json_extract(t.body, '$.scope.user_id') = ?",
                (user_id,),
            ):
                steps = erased.setdefault(trace_id, set())
                if step_id is not None:
                    steps.add(step_id)
            ids = list(erased)
            for table in ("windows", "redacted", "traces"):
                db.executemany(f"DELETE FROM {table} WHERE trace_id = ?", [(t,) for t in ids])  # noqa: S608
            # a forget marks the steps of a trace not journaled (here: erased already) so that they are blanked
            # if it comes: an erased user's marks would take their records for hard-forgotten ones
            db.executemany(
                "DELETE FROM redacted WHERE trace_id = ?", [(t,) for t in dict.fromkeys(trace_ids)]
            )
            db.execute("DELETE FROM redacted_content WHERE user_id = ?", (user_id,))
            db.execute("INSERT OR IGNORE INTO scrub(id) VALUES (1)")  # rewritten at close
            # under the lock: no trace is journaled between the deletion and this
            for trace_id, steps in erased.items():
                self._erased[trace_id] = self._erased.get(trace_id, frozenset()) | steps
        return len(ids)

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

    def redact_steps(self, trace_id: str, step_ids: Sequence[str]) -> int:
        """Blank these steps of a trace (a hard forget of what they said); returns how many were changed.

        The steps keep their ids and positions; their content and metadata are dropped, now and whenever the
        trace is journaled again. The journal is then checkpointed so no copy stays in its WAL file.
        """
        if not step_ids:
            return 0
        wanted = set(step_ids)
        changed = 0
        with self._transaction("redact trace steps") as db:
            db.executemany(
                "INSERT INTO redacted(trace_id, step_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                [(trace_id, s) for s in sorted(wanted)],
            )
            row = db.execute("SELECT body FROM traces WHERE trace_id=?", (trace_id,)).fetchone()
            if row is not None:
                trace = Trace.model_validate_json(row[0])
                # the same step sent again later (a framework re-sending the history) is redacted on arrival
                db.executemany(
                    "INSERT INTO redacted_content(user_id, step_id, content_hash) VALUES (?, ?, ?) "
                    "ON CONFLICT DO NOTHING",
                    [
                        (trace.scope.user_id, st.step_id, content_hash(st.content))
                        for st in trace.steps
                        if st.step_id in wanted and st.content != REDACTED
                    ],
                )
                changed = sum(
                    1 for s in trace.steps if s.step_id in wanted and (s.content != REDACTED or s.metadata)
                )
                if changed:
                    db.execute(
                        "UPDATE traces SET body=? WHERE trace_id=?",
                        (_redact(trace, wanted).model_dump_json(), trace_id),
                    )
                    db.execute("INSERT OR IGNORE INTO scrub(id) VALUES (1)")  # rewritten at close
        self.checkpoint()
        return changed

    def blanked_among(self, trace_id: str, step_ids: Sequence[str]) -> set[str]:
        """Which of these steps of a trace a hard forget blanked (here, or on arrival: the same message sent
        again after it was hard-forgotten, see :func:`_sent_again`)."""
        wanted = list(dict.fromkeys(step_ids))

        def read(db: sqlite3.Connection) -> set[str]:
            return _first_column_in(
                db, "SELECT step_id FROM redacted WHERE trace_id=? AND step_id", trace_id, wanted
            )

        return self._read("read blanked steps", read) if wanted else set()

    def forgotten_steps(self, user_id: str | None = None) -> list[ForgottenStep]:
        """The tombstones hard forgets left (user, step id, content hash; never the text), of one user or
        all: what an export carries so that a store imported from it keeps blanking those steps."""
        query = "SELECT user_id, step_id, content_hash FROM redacted_content"
        args: tuple[str, ...] = ()
        if user_id is not None:
            query, args = query + " WHERE user_id=?", (user_id,)
        return self._read(
            "read forgotten steps",
            lambda db: [
                ForgottenStep(*row) for row in db.execute(query + " ORDER BY rowid", args).fetchall()
            ],
        )

    def redact_reports(self, user_id: str, record_ids: Sequence[str]) -> int:
        """Blank the tool steps of ``user_id``'s journaled traces that carry these hard-forgotten records (see
        :func:`_reporting_forgotten`: their tombstones must be stored first); returns how many steps."""
        if not record_ids:
            return 0

        def read(db: sqlite3.Connection) -> list[tuple[str, set[str]]]:
            ids = list(dict.fromkeys(record_ids))
            bodies: dict[str, str] = {}
            for start in range(0, len(ids), 50):  # one pass over the user's traces per 50 records
                chunk = ids[start : start + 50]
                bodies.update(
                    db.execute(
                        "SELECT trace_id, body FROM traces WHERE json_extract(body, '$.scope.user_id') = ? AND ("
                        + " OR ".join("instr(body, ?) > 0" for _ in chunk)
                        + ")",
                        (user_id, *chunk),
                    ).fetchall()
                )
            found = [
                (trace_id, _reporting_forgotten(db, Trace.model_validate_json(body)))
                for trace_id, body in bodies.items()
            ]
            return [(trace_id, steps) for trace_id, steps in found if steps]

        return sum(
            self.redact_steps(trace_id, sorted(steps)) for trace_id, steps in self._read("find reports", read)
        )

    def add_forgotten_steps(self, steps: Sequence[ForgottenStep]) -> None:
        """Store tombstones read from an export (idempotent)."""
        if not steps:
            return
        with self._transaction("store forgotten steps") as db:
            db.executemany(
                "INSERT INTO redacted_content(user_id, step_id, content_hash) VALUES (?, ?, ?) "
                "ON CONFLICT DO NOTHING",
                [(s.user_id, s.step_id, s.content_hash) for s in steps],
            )

    def steps_to_blank(
        self,
        trace_id: str,
        step_ids: Sequence[str],
        values: Set[str] = frozenset(),
    ) -> dict[str, str]:
        """What a hard forget blanks in a journaled trace, read once: these steps, and the steps whose content
        or metadata (a tool call's arguments) hold one of ``values`` (distinctive values,
        :func:`~hindsight_core.text.distinctive_values`, or a forgotten memory's own words: a value with a
        space, found in the step's text in lower case with its spaces folded), each with the hash of the content it still holds
        ("" when blanked already, or unknown here: what a shared tombstone carries)."""
        trace = self.get_trace(trace_id)
        out = dict.fromkeys(step_ids, "")
        phrases = {v for v in values if " " in v}  # a forgotten memory's own words (lower case, spaced once)
        tokens = set(values) - phrases
        for st in trace.steps if trace is not None else []:
            said = f"{st.content} {json.dumps(st.metadata, ensure_ascii=False, default=str)}"
            held = (tokens and tokens & held_values(said)) or (
                phrases and any(p in " ".join(said.lower().split()) for p in phrases)
            )
            if st.step_id in out or held:
                out[st.step_id] = content_hash(st.content) if st.content != REDACTED else ""
        return out

    def trace_user(self, trace_id: str) -> str | None:
        """The user of a journaled trace; ``None`` when this journal has no trace with that id."""
        row = self._read(
            "read a trace's user",
            lambda db: db.execute(
                "SELECT json_extract(body, '$.scope.user_id') FROM traces WHERE trace_id=?", (trace_id,)
            ).fetchone(),
        )
        return None if row is None else str(row[0])

    def forgotten_steps_among(self, steps: Sequence[tuple[str, str, str]]) -> set[tuple[str, str, str]]:
        """Which of these (user, trace id, step id) a hard forget blanked: the step of that trace, or a step
        of that user with that id known by its content (a tombstone read from an export) when the id names
        one message (generated, or a framework's long id): "m1" may name another message of the user."""

        def read(db: sqlite3.Connection) -> set[tuple[str, str, str]]:
            found: set[tuple[str, str, str]] = set()
            for user, trace_id, step_id in dict.fromkeys(steps):
                if db.execute(
                    "SELECT 1 FROM redacted WHERE trace_id=? AND step_id=?", (trace_id, step_id)
                ).fetchone() or (
                    (step_id.startswith(GENERATED_STEP_PREFIX) or len(step_id) >= _NAMING_ID_CHARS)
                    and db.execute(
                        "SELECT 1 FROM redacted_content WHERE user_id=? AND step_id=? LIMIT 1",
                        (user, step_id),
                    ).fetchone()
                ):
                    found.add((user, trace_id, step_id))
            return found

        return self._read("check forgotten steps", read) if steps else set()

    def forgotten_contents(
        self, user_id: str, contents: Sequence[str], step_ids: Set[str] = frozenset()
    ) -> set[str]:
        """Which of ``contents`` (messages as a framework's own buffer keeps them) a hard forget of ``user_id``
        blanked: one that says something (several words, or a distinctive value: "My passport number is
        P7654321.") by its text alone, wherever it was journaled; a short one ("yes") only as one of
        ``step_ids`` (the conversation's own steps), as :func:`_sent_again` reads a message sent again."""
        hashes: dict[str, list[str]] = {}
        for content in contents:
            if content != REDACTED:
                hashes.setdefault(content_hash(content), []).append(content)
        if not hashes:
            return set()

        def read(db: sqlite3.Connection) -> list[tuple[str, str]]:
            found: list[tuple[str, str]] = []
            keys = list(hashes)
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                found += db.execute(
                    "SELECT step_id, content_hash FROM redacted_content WHERE user_id=? AND content_hash IN "
                    f"({','.join('?' * len(chunk))})",
                    [user_id, *chunk],
                ).fetchall()
            return found

        return {
            content
            for step_id, digest in self._read("check forgotten messages", read)
            for content in hashes[digest]
            if step_id in step_ids
            or len(keyword_terms(content)) >= _DISTINCTIVE
            or distinctive_values(content)
        }

    def forgotten_in(self, trace: Trace) -> set[str]:
        """The ids of ``trace``'s steps that tombstones known here say were hard-forgotten (the same step sent
        again, see :func:`_sent_again`), including ones learnt after the trace was journaled."""
        return self._read("check forgotten steps", lambda db: _sent_again(db, trace))

    def shared_forgets_seen(self) -> int:
        """The number of the last shared tombstone (the graph store's) this journal has applied."""
        row = self._read(
            "read the shared tombstone cursor",
            lambda db: db.execute("SELECT seen FROM shared_forgets WHERE id = 1").fetchone(),
        )
        return 0 if row is None else int(row[0])

    def set_shared_forgets_seen(self, seen: int) -> None:
        with self._transaction("store the shared tombstone cursor") as db:
            db.execute(
                "INSERT INTO shared_forgets(id, seen) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET seen=excluded.seen",
                (seen,),
            )

    def checkpoint(self) -> None:
        """Move the WAL into the database and truncate it (no old page images stay behind)."""
        self._read(
            "checkpoint the journal", lambda db: db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        )

    def count_traces(self) -> int:
        return int(
            self._read("count traces", lambda db: db.execute("SELECT COUNT(*) FROM traces").fetchone()[0])
        )

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
