"""One durable background reflector per engine, shared by every adapter that captures traces.

``submit(trace)`` journals the trace before it returns (one SQLite transaction: the trace and its queued
windows; after it, a crash loses nothing), then a worker thread extracts it. A failed reflection is kept and
tried again on the next submit and on ``flush()``; ``flush()`` and ``close()`` report with one
:class:`FlushResult`, of every user (an operator's view), or of one (``flush(user_id=...)``: an adapter bound
to one user on a shared engine reports its own user's reflections only). The queue is drained when the engine
closes (``Hindsight.close()``) and at interpreter exit, before the thread pools the engine needs shut down.
Whatever cannot be reflected in this process stays journaled: a later ``Hindsight`` on the same data directory
resumes it with ``retry_pending()``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hindsight_core._bridge import register_exit_hook
from hindsight_core.errors import UserError
from hindsight_core.models import RetainResult, Trace
from hindsight_core.validation_traces import clean_trace

if TYPE_CHECKING:
    from hindsight_core.sync import Hindsight

logger = logging.getLogger("hindsight.capture")

DRAIN_TIMEOUT = 60.0
"""Seconds ``close()`` and interpreter exit wait for queued reflections (the rest stays journaled)."""


@dataclass(frozen=True, slots=True)
class FlushResult:
    """What ``flush()`` / ``close()`` found; true when everything captured so far is reflected."""

    reflected: tuple[RetainResult, ...] = ()
    """Reflections completed since the previous flush."""
    failed: tuple[Trace, ...] = ()
    """Traces whose last reflection failed: kept for the next retry while the engine is open."""
    pending: int = 0
    """Reflections still queued or running when the timeout ran out."""
    queued_windows: int = 0
    """Windows whose extraction failed (LLM down): they stay queued in the journal."""

    @property
    def ok(self) -> bool:
        return not self.failed and not self.pending and not self.queued_windows

    def __bool__(self) -> bool:
        return self.ok


@dataclass(eq=False)
class _Job:
    trace: Trace
    journaled: bool
    attempts: int = 0
    queued_windows: int = 0

    def of(self, user_id: str | None) -> bool:
        """Whether the job is ``user_id``'s trace (any user's for ``None``)."""
        return user_id is None or self.trace.scope.user_id == user_id


_registry_lock = threading.Lock()
_registry: dict[int, BackgroundReflector] = {}
_exit_hook = False


class BackgroundReflector:
    """Journals captured traces at once and reflects on them on one worker thread. Thread-safe.

    Get the engine's shared instance with :meth:`for_engine`; adapters reach it through
    :class:`~hindsight_core.capture.CaptureControls`.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.capture import trace_from_turns
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> from hindsight_core.models import Scope
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())
        >>> trace = trace_from_turns([{"role": "user", "content": "I prefer PostgreSQL."}], Scope(user_id="alice"))
        >>> reflector = BackgroundReflector.for_engine(hs)
        >>> reflector.submit(trace)  # durable when it returns True
        True
        >>> reflector.flush(timeout=30).ok
        True
        >>> hs.close()
    """

    def __init__(self, engine: Hindsight, *, drain_timeout: float = DRAIN_TIMEOUT) -> None:
        self._engine = engine
        self.drain_timeout = drain_timeout
        self._cond = threading.Condition()
        self._queue: deque[_Job] = deque()
        self._failed: list[_Job] = []
        self._results: list[tuple[str, RetainResult]] = []  # with the user of the trace reflected on
        self._running: list[_Job] = []
        self._closed = False
        self._final = False  # closing or exiting: a failure now cannot be retried in this process
        self._thread: threading.Thread | None = None

    @classmethod
    def for_engine(cls, engine: Hindsight) -> BackgroundReflector:
        """The reflector every adapter of ``engine`` shares (created on first use)."""
        with _registry_lock:
            current = _registry.get(id(engine))
            if current is not None and current._engine is engine:
                return current
            reflector = cls(engine)
            _registry[id(engine)] = reflector
        engine.add_close_hook(reflector.close)
        _ensure_exit_drain()
        return reflector

    @property
    def engine(self) -> Hindsight:
        return self._engine

    @property
    def failed(self) -> list[Trace]:
        """Traces whose last reflection failed, waiting for a retry (every user's)."""
        return self.failed_of(None)

    def failed_of(self, user_id: str | None) -> list[Trace]:
        """:attr:`failed`, of ``user_id`` only (every user's for ``None``)."""
        with self._cond:
            return [job.trace for job in self._failed if job.of(user_id)]

    @property
    def pending(self) -> int:
        """Reflections queued or running (every user's)."""
        return self.pending_of(None)

    def pending_of(self, user_id: str | None) -> int:
        """:attr:`pending`, of ``user_id`` only (every user's for ``None``)."""
        with self._cond:
            return self._pending(user_id)

    def _pending(self, user_id: str | None) -> int:
        return sum(1 for job in (*self._queue, *self._running) if job.of(user_id))

    # -- capture ------------------------------------------------------------------------------------------

    def submit(self, trace: Trace) -> bool:
        """Journal ``trace`` and reflect on it in the background; True when it is durable on return."""
        trace = clean_trace(trace)  # a lone surrogate would be refused by the journal at every retry
        job = _Job(trace, journaled=self._journal(trace))
        with self._cond:
            if not self._open():
                self._keep(job, "the engine is closed")
                return job.journaled
            self._requeue_failed()
            self._enqueue(job)
            self._ensure_thread()
            self._cond.notify_all()
        return job.journaled

    def run(self, trace: Trace) -> RetainResult | None:
        """Journal ``trace`` and reflect on it in this thread; ``None`` when that failed (logged, kept)."""
        trace = clean_trace(trace)
        job = _Job(trace, journaled=self._journal(trace))
        with self._cond:
            if not self._open():
                self._keep(job, "the engine is closed")
                return None
            self._running.append(job)
        return self._execute(job)

    def _journal(self, trace: Trace) -> bool:
        if self._engine.closed:
            return False
        try:
            self._engine.journal_trace(trace)
        except Exception:  # adapter boundary: the host goes on; the trace is journaled by the retry
            logger.warning(
                "hindsight: trace %s could not be journaled; it is kept in memory and retried",
                trace.trace_id,
                exc_info=True,
            )
            return False
        return True

    # -- waiting ------------------------------------------------------------------------------------------

    def flush(self, timeout: float | None = None, *, user_id: str | None = None) -> FlushResult:
        """Wait for queued reflections, retry failed ones once, and report; with ``user_id``, only that user's
        (what an adapter bound to one user reports: the reflections of the engine's other users are theirs to
        wait for, retry and read)."""
        if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, int | float)):
            raise UserError(f"flush(timeout=...) takes seconds as a number or None, got {timeout!r}")
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            idle = self._wait_idle(deadline, user_id)
            if idle and any(job.of(user_id) for job in self._failed) and self._open():
                self._requeue_failed(user_id)
                self._ensure_thread()
                self._cond.notify_all()
                self._wait_idle(deadline, user_id)
            return self._report(user_id)

    def close(self, timeout: float | None = None) -> FlushResult:
        """Drain (up to ``timeout``, default :data:`DRAIN_TIMEOUT`), then stop the worker for good.

        Runs when the engine closes. What is left stays journaled for a later process.
        """
        with self._cond:
            self._final = True
        result = self.flush(self.drain_timeout if timeout is None else timeout)
        with self._cond:
            self._closed = True
            for job in self._queue:
                self._keep(job, "the engine is closing")
            self._queue.clear()
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=1.0)
        with _registry_lock:
            if _registry.get(id(self._engine)) is self:
                del _registry[id(self._engine)]
        return result

    def _drain_at_exit(self) -> None:
        with self._cond:
            self._final = True
        result = self.flush(self.drain_timeout)
        if result.pending:
            logger.warning(
                "hindsight: %d reflection(s) still running at exit; their traces are journaled and a later "
                "Hindsight on %s resumes them with retry_pending() (or `hindsight maintain`)",
                result.pending,
                self._engine.data_dir,
            )

    # -- worker -------------------------------------------------------------------------------------------

    def _open(self) -> bool:
        return not self._closed and not self._engine.closed

    def _enqueue(self, job: _Job) -> None:
        """Queue ``job``; a queued snapshot of the same trace is replaced (the newer one covers it)."""
        for index, queued in enumerate(self._queue):
            if queued.trace.trace_id == job.trace.trace_id:
                job.journaled = job.journaled or queued.journaled
                self._queue[index] = job
                return
        self._queue.append(job)

    def _requeue_failed(self, user_id: str | None = None) -> None:
        failed = [job for job in self._failed if job.of(user_id)]
        self._failed = [job for job in self._failed if not job.of(user_id)]
        for job in reversed(failed):
            if all(q.trace.trace_id != job.trace.trace_id for q in self._queue):
                self._queue.appendleft(job)

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name="hindsight-reflect", daemon=True)
            self._thread.start()

    def _wait_idle(self, deadline: float | None, user_id: str | None = None) -> bool:
        while self._pending(user_id):
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return False
            self._cond.wait(remaining)
        return True

    def _report(self, user_id: str | None = None) -> FlushResult:
        results = [result for user, result in self._results if user_id is None or user == user_id]
        self._results = [(user, r) for user, r in self._results if user_id is not None and user != user_id]
        failed = [job for job in self._failed if job.of(user_id)]
        return FlushResult(
            reflected=tuple(results),
            failed=tuple(job.trace for job in failed),
            pending=self._pending(user_id),
            queued_windows=sum(job.queued_windows for job in failed),
        )

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closed:
                    self._cond.wait()
                if not self._queue:
                    return
                job = self._queue.popleft()
                self._running.append(job)
            self._execute(job)

    def _execute(self, job: _Job) -> RetainResult | None:
        """Reflect on ``job`` (the caller counted it busy); keep it when that fails."""
        job.attempts += 1
        result: RetainResult | None = None
        reason = "the engine is closed"
        if not self._engine.closed:
            try:
                # reflect() journals again (a no-op when nothing is new) and extracts the queued windows.
                result = self._engine.reflect(job.trace)
            except Exception as exc:  # adapter boundary: logged below, the trace kept
                reason = f"{type(exc).__name__}: {exc}"
        with self._cond:
            self._running.remove(job)
            if result is not None:
                job.journaled = True
                self._results.append((job.trace.scope.user_id, result))
                job.queued_windows = result.queued_windows
                if result.queued_windows:
                    self._keep(job, f"{result.queued_windows} window(s) failed extraction")
            else:
                self._keep(job, reason)
            self._cond.notify_all()
        return result

    def _keep(self, job: _Job, reason: str) -> None:
        """Hold a failed job for the next retry, or say honestly where it went when none can come."""
        self._failed = [j for j in self._failed if j.trace.trace_id != job.trace.trace_id]
        self._failed.append(job)
        trace = job.trace
        if self._open() and not self._final:
            logger.warning(
                "hindsight: reflection on trace %s (%d steps, attempt %d) failed (%s); kept for retry on the "
                "next capture or flush()",
                trace.trace_id,
                len(trace.steps),
                job.attempts,
                reason,
            )
        elif job.journaled:
            logger.warning(
                "hindsight: trace %s (%d steps) is journaled but not reflected (%s); a later Hindsight on %s "
                "resumes it with retry_pending() (or `hindsight maintain`)",
                trace.trace_id,
                len(trace.steps),
                reason,
                self._engine.data_dir,
            )
        else:
            logger.error(
                "hindsight: trace %s (%d steps) is lost: it could not be journaled and %s",
                trace.trace_id,
                len(trace.steps),
                reason,
            )


def _drain_all_at_exit() -> None:
    with _registry_lock:
        live = list(_registry.values())
    for reflector in live:
        reflector._drain_at_exit()


def _ensure_exit_drain() -> None:
    """Drain every reflector at interpreter exit, before concurrent.futures refuses new work."""
    global _exit_hook
    with _registry_lock:
        if _exit_hook:
            return
        _exit_hook = True
    register_exit_hook(_drain_all_at_exit)


__all__ = ["DRAIN_TIMEOUT", "BackgroundReflector", "FlushResult"]
