"""The one async -> sync bridge: a private event loop on a daemon thread.

The sync ``Hindsight`` submits every coroutine to this loop and waits, so it works the same in a plain
script and inside a running event loop (Jupyter, an async web handler), where ``asyncio.run`` would fail.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from hindsight_core.errors import UserError

T = TypeVar("T")


class LoopThread:
    """Owns an event loop running forever on a daemon thread."""

    def __init__(self, name: str = "hindsight-loop") -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name=name, daemon=True)
        self._thread.start()

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    @property
    def closed(self) -> bool:
        return self._loop.is_closed()

    def check_open(self) -> None:
        """``UserError`` once the engine (its loop) is closed."""
        if self._loop.is_closed():
            raise UserError("this hindsight engine is closed; create a new Hindsight(...)")

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        if self._loop.is_closed():
            coro.close()
        self.check_open()
        if threading.current_thread() is self._thread:
            coro.close()
            raise RuntimeError(
                "a sync hindsight call was made from hindsight's own loop; use the async twin instead"
            )
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def close(self) -> None:
        if self._loop.is_closed():
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()
