"""Background work of an engine: coroutines run beside the caller on the engine's loop (checkpoint
reflections, resumed windows, reinforcement writes), awaited at close."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

logger = logging.getLogger("hindsight")


class Background:
    """Coroutines run beside the caller (checkpoint reflections, resumed windows, reinforcement); their
    failures are logged, never raised into unrelated calls."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coro: Coroutine[Any, Any, Any], what: str) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)

        def done(finished: asyncio.Task[Any]) -> None:
            self._tasks.discard(finished)
            if not finished.cancelled() and finished.exception() is not None:
                logger.error("%s failed (kept for a retry)", what, exc_info=finished.exception())

        task.add_done_callback(done)
        return task

    async def wait(self) -> None:
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


__all__ = ["Background"]
