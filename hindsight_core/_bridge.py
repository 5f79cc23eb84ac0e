"""The one async -> sync bridge: a private event loop on a daemon thread.

The sync ``Hindsight`` submits every coroutine to this loop and waits, so it works the same in a plain
script and inside a running event loop (Jupyter, an async web handler), where ``asyncio.run`` would fail.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from hindsight_core.errors import UserError

T = TypeVar("T")
logger = logging.getLogger("hindsight")
CLOSED_WHILE_RUNNING = (
    "this hindsight engine was closed while the call was running; nothing it had not written was kept (a "
    "retained trace is journaled first and is reflected when the store is opened again)"
)


def register_exit_hook(hook: Callable[[], None]) -> None:
    """Call ``hook`` at interpreter exit, BEFORE concurrent.futures refuses new work.

    ``threading._register_atexit`` hooks run in reverse order of registration when the main thread ends,
    ahead of plain ``atexit`` (too late: the engine's ``asyncio.to_thread`` / ``run_in_executor`` calls would
    fail with "cannot schedule new futures after interpreter shutdown"). concurrent.futures registers its
    own hook when ``concurrent.futures.thread`` is imported, so it is imported first and ``hook`` runs before it.
    """
    import concurrent.futures.thread  # noqa: F401  # its exit hook must be registered before ours

    register = getattr(threading, "_register_atexit", None)
    try:
        if register is not None:
            register(hook)
        else:  # pragma: no cover - CPython has had the hook since 3.9
            atexit.register(hook)
    except RuntimeError:  # already shutting down: nothing can run any more
        logger.debug("interpreter is shutting down; no exit hook registered")


class LoopThread:
    """Owns an event loop running forever on a daemon thread, and the calls submitted to it.

    Closing waits (bounded) for the calls other threads are still waiting on, then stops the loop; a call
    still unfinished then fails with a clear error instead of leaving its thread blocked forever.
    """

    def __init__(self, name: str = "hindsight-loop") -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name=name, daemon=True)
        self._thread.start()
        self._inflight: set[concurrent.futures.Future[Any]] = set()
        self._tasks: dict[concurrent.futures.Future[Any], list[asyncio.Task[Any]]] = {}
        self._guard = threading.Lock()
        self._closing = False

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    @property
    def closed(self) -> bool:
        return self._loop.is_closed()

    @property
    def closing(self) -> bool:
        """Closing or closed: set before running calls are woken with an error."""
        return self._closing or self._loop.is_closed()

    def check_open(self) -> None:
        """``UserError`` once the engine (its loop) is closed or closing."""
        if self._closing or self._loop.is_closed():
            raise UserError("this hindsight engine is closed; create a new Hindsight(...)")

    def submit(self, coro: Coroutine[Any, Any, T], *, closing: bool = False) -> concurrent.futures.Future[T]:
        """Schedule ``coro`` on the loop (``closing``: the engine's own close, allowed while closing)."""
        with self._guard:
            if self._loop.is_closed() or (self._closing and not closing):
                coro.close()
                self.check_open()
            task: list[asyncio.Task[Any]] = []
            future = asyncio.run_coroutine_threadsafe(_running(coro, task), self._loop)
            self._tasks[future] = task
            self._inflight.add(future)
        future.add_done_callback(lambda done: self._tasks.pop(done, None))
        future.add_done_callback(self._inflight.discard)
        return future

    def run(self, coro: Coroutine[Any, Any, T], *, closing: bool = False) -> T:
        if threading.current_thread() is self._thread:
            coro.close()
            raise RuntimeError(
                "a sync hindsight call was made from hindsight's own loop; use the async twin instead"
            )
        future = self.submit(coro, closing=closing)
        try:
            return _result(future)
        except KeyboardInterrupt:  # Ctrl-C stops the call too (it ran on to its end behind the interrupt)
            self._stop(future)
            raise

    def run_for(self, coro: Coroutine[Any, Any, T], timeout: float) -> T:
        """:meth:`run` waiting at most ``timeout`` seconds (``TimeoutError`` then; the coroutine is cancelled)."""
        future = self.submit(coro)
        try:
            return _result(future, timeout)
        except TimeoutError:
            future.cancel()
            raise

    def _stop(self, future: concurrent.futures.Future[Any], timeout: float = 10.0) -> None:
        """Cancel ``future``'s coroutine and wait (at most ``timeout`` seconds) until it has unwound on the loop:
        it stops at its next await, as a crash would stop it there (what it wrote stays, the rest is not
        written; a write is atomic per batch)."""
        task = self._tasks.get(future, [])
        if not future.cancel() or not task or self._loop.is_closed():
            return
        waited = asyncio.run_coroutine_threadsafe(asyncio.wait(task, timeout=timeout), self._loop)
        with contextlib.suppress(concurrent.futures.TimeoutError, concurrent.futures.CancelledError):
            waited.result(timeout + 1)

    def begin_close(self, timeout: float) -> None:
        """Refuse new calls, and wait up to ``timeout`` seconds for the calls already running to finish."""
        with self._guard:
            self._closing = True
            running = list(self._inflight)
        if running:
            concurrent.futures.wait(running, timeout=timeout)

    def close(self) -> None:
        if self._loop.is_closed():
            return
        self._closing = True
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        with self._guard:
            left = list(self._inflight)
            self._inflight.clear()
        for future in left:  # their threads wait on them: wake them with an error, not never
            future.cancel()
        self._loop.close()


async def _running(coro: Coroutine[Any, Any, T], task: list[asyncio.Task[Any]]) -> T:
    """``coro``, its task noted in ``task`` (to wait for its end once cancelled)."""
    current = asyncio.current_task()
    if current is not None:
        task.append(current)
    return await coro


def _result(future: concurrent.futures.Future[T], timeout: float | None = None) -> T:
    try:
        return future.result(timeout)
    except concurrent.futures.CancelledError:
        raise UserError(CLOSED_WHILE_RUNNING) from None
