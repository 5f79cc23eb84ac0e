"""The trace journal's reflection-window queue: a queued window (:class:`QueuedWindow`), the queue's counts
(:class:`QueueCounts`), queueing the windows over a trace's new steps, and the check that a trace journaled
again is the same trace. :class:`~hindsight_core.journal.TraceJournal` runs these inside its transactions."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass

from hindsight_core.errors import UserError
from hindsight_core.journal_redaction import REDACTED
from hindsight_core.models import Trace


@dataclass(frozen=True, slots=True)
class QueuedWindow:
    """A window waiting for extraction: steps ``lo..hi`` of a trace, of which it owns ``own_lo..hi``."""

    trace_id: str
    lo: int
    hi: int
    attempts: int
    last_error: str | None
    own_lo: int = 0


@dataclass(frozen=True, slots=True)
class QueueCounts:
    """Queued windows: ``waiting`` were never tried (journaled, not reflected yet), ``failed`` were."""

    waiting: int
    failed: int

    @property
    def total(self) -> int:
        return self.waiting + self.failed


def _queue_rest(
    db: sqlite3.Connection, trace_id: str, window_steps: int, overlap: int, *, upto: int | None = None
) -> list[tuple[int, int]]:
    """Queue the windows covering the stored trace's steps not queued before, up to step ``upto`` (all by
    default), inside a transaction. Once every step is queued, the trace is held by nobody."""
    from hindsight_core.capture.windows import reflection_windows

    row = db.execute(
        "SELECT reflected_upto, json_array_length(body, '$.steps') FROM traces WHERE trace_id=?", (trace_id,)
    ).fetchone()
    stored = int(row[1] or 0)
    count = stored if upto is None else min(stored, upto)
    if count >= stored:
        db.execute("UPDATE traces SET held_by=NULL WHERE trace_id=?", (trace_id,))
    upto = int(row[0])
    if upto >= count:
        return []
    start = max(0, upto - overlap) if upto else 0
    windows = reflection_windows(count, window_steps, overlap, start)
    now = time.time()
    owned_from = upto
    for lo, hi in windows:
        db.execute(
            "INSERT INTO windows(trace_id, lo, hi, status, updated_at, own_lo) "
            "VALUES (?, ?, ?, 'queued', ?, ?) ON CONFLICT(trace_id, lo, hi) DO NOTHING",
            (trace_id, lo, hi, now, max(lo, owned_from)),
        )
        owned_from = hi
    db.execute("UPDATE traces SET reflected_upto=? WHERE trace_id=?", (count, trace_id))
    return windows


def _check_same_trace(db: sqlite3.Connection, trace: Trace) -> None:
    """A trace id names one task: journaling it again must be the same user's trace, grown or as it was (its
    first step, and the last step both copies have, agree: same id, or same type and content, as messages
    sent again without ids are; a redacted step agrees with anything), never another conversation."""
    row = db.execute(
        "SELECT json_extract(body, '$.scope.user_id'), json_array_length(body, '$.steps') FROM traces "
        "WHERE trace_id=?",
        (trace.trace_id,),
    ).fetchone()
    if row is None:
        return
    user_id, count = row[0], int(row[1] or 0)
    common = min(count, len(trace.steps))

    def agrees(position: int) -> bool:
        stored = db.execute(
            "SELECT json_extract(body, ?), json_extract(body, ?), json_extract(body, ?) FROM traces "
            "WHERE trace_id=?",
            tuple(f"$.steps[{position}].{key}" for key in ("step_id", "type", "content")) + (trace.trace_id,),
        ).fetchone()
        step = trace.steps[position]
        return bool(
            stored[0] == step.step_id
            or stored[2] == REDACTED
            or (stored[1] == step.type and stored[2] == step.content)
        )

    if user_id != trace.scope.user_id or (common and not (agrees(0) and agrees(common - 1))):
        raise UserError(
            f"trace_id {trace.trace_id!r} already names another trace (another user's, or other steps): "
            "pass a new trace_id (or none), or the same conversation grown, with its earlier messages"
        )


__all__ = ["QueueCounts", "QueuedWindow"]
