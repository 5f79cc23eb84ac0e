"""One daemon thread that writes to the engine (reflect a trace, retain a turn) off the host's path.

A failed write is logged and kept; it is tried again when the next write is submitted and on ``flush()``.
Nothing is dropped while the process lives.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hindsight_core import Hindsight

logger = logging.getLogger("hindsight_langchain")


@dataclass
class Job:
    """A write to run in the background; ``payload`` is kept for inspection (a Trace, a list of turns)."""

    label: str
    run: Callable[[], Any]
    payload: Any = None
    attempts: int = 0
    last_error: str | None = None
    submitted_at: float = field(default_factory=time.monotonic)


class BackgroundWriter:
    """Runs jobs in order on one lazily started daemon thread. Thread-safe."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._cond = threading.Condition()
        self._queue: deque[Job] = deque()
        self._failed: list[Job] = []
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    @property
    def failed(self) -> list[Job]:
        """Jobs whose last attempt failed, waiting for the next retry."""
        with self._cond:
            return list(self._failed)

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        with self._cond:
            return len(self._queue) + (1 if self._busy else 0)

    def submit(self, job: Job) -> None:
        """Queue ``job`` after any failed job (which is retried first, in its original order)."""
        with self._cond:
            if self._closed:
                raise RuntimeError(f"{self._name} is closed; create a new one to record more work")
            self._requeue_failed()
            self._queue.append(job)
            self._ensure_thread()
            self._cond.notify_all()

    def submit_failed(self, job: Job) -> None:
        """Keep a job that failed elsewhere (run inline by the caller) for the next retry."""
        with self._cond:
            self._failed.append(job)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for the queued jobs, then retry every failed one once. True when every job succeeded."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            if not self._wait_idle(deadline):
                return False
            if self._failed:
                self._requeue_failed()
                self._ensure_thread()
                self._cond.notify_all()
                if not self._wait_idle(deadline):
                    return False
            return not self._failed

    def _wait_idle(self, deadline: float | None) -> bool:
        while self._queue or self._busy:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return False
            self._cond.wait(remaining)
        return True

    def close(self, timeout: float | None = 30.0) -> bool:
        """Flush, then stop the thread. True when nothing is left failed or pending."""
        ok = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        if not ok:
            logger.error(
                "%s closed with %d unwritten job(s): %s",
                self._name,
                len(self._failed) + len(self._queue),
                [job.label for job in [*self._failed, *self._queue]],
            )
        return ok

    def _requeue_failed(self) -> None:
        if self._failed:
            self._queue.extendleft(reversed(self._failed))
            self._failed.clear()

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
            self._thread.start()

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closed:
                    self._cond.wait()
                if not self._queue:
                    return
                job = self._queue.popleft()
                self._busy = True
            job.attempts += 1
            try:
                job.run()
            except Exception as exc:  # adapter boundary: the host run must not see it; keep the job
                job.last_error = f"{type(exc).__name__}: {exc}"
                logger.warning(
                    "hindsight: %s failed (attempt %d); kept for retry on the next run or flush()",
                    job.label,
                    job.attempts,
                    exc_info=True,
                )
                failed = True
            else:
                failed = False
            with self._cond:
                if failed:
                    self._failed.append(job)
                self._busy = False
                self._cond.notify_all()


class WriterOwner:
    """What the handler and the middleware share: their engine, and flushing / closing their writer."""

    _engine: Hindsight
    _owns_engine: bool
    _writer: BackgroundWriter

    @property
    def engine(self) -> Hindsight:
        return self._engine

    def flush(self, timeout: float | None = None) -> bool:
        """Retry failed writes and wait for every pending one. True when all succeeded."""
        return self._writer.flush(timeout)

    async def aflush(self, timeout: float | None = None) -> bool:
        """``flush()`` without blocking the event loop."""
        return await asyncio.to_thread(self._writer.flush, timeout)

    def close(self, timeout: float | None = 30.0) -> bool:
        """Flush, stop the worker, and close the engine if this object opened it from ``data_dir``."""
        ok = self._writer.close(timeout)
        if self._owns_engine:
            self._engine.close()
        return ok
