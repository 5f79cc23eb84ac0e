"""Maintenance that runs on its own: a user's TTLs, decay and induction (``maintain``) started in the
background after a reflection stored their memories, once an interval (``lifecycle.maintain_every_hours``)
has passed since the last run.

Without it nothing archives what faded or induces semantic records unless the deployment schedules
``hindsight maintain --all-users``, and the adapters and the MCP server never do. The interval is kept per
user in the journal (the data directory's own file), so a process that restarts every hour still maintains
its users once a day, and two engines on one data directory never run the same user's maintenance twice (a
run is claimed in one transaction). A user seen for the first time starts their interval then: a store
upgraded or a new user is maintained a full interval later, never in the middle of their first
conversation. An explicit ``maintain`` restarts the interval.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime

from hindsight_core.background import Background
from hindsight_core.config import LifecycleConfig
from hindsight_core.journal import TraceJournal

logger = logging.getLogger("hindsight")


class AutoMaintenance:
    """Starts a user's maintenance in the background when their interval has passed."""

    def __init__(
        self,
        journal: TraceJournal,
        config: LifecycleConfig,
        run: Callable[[str, datetime], Awaitable[dict[str, int]]],
        background: Callable[[], Background],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._journal = journal
        self._config = config
        self._run = run
        self._background = background
        #: Seconds since the epoch now: what the interval is measured with and the moment a run maintains at (a
        #: replay of dated conversations sets it to their time, as the tests do).
        self.clock = clock
        self._running: dict[str, asyncio.Task[None]] = {}
        self._next: dict[str, float] = {}  # user -> when next due, as last read

    async def after_write(self, users: Iterable[str]) -> None:
        """Claim and start (in the background) the maintenance of each of ``users`` that is due. The time a
        user is next due is kept here once read, so a write between runs costs no read of the journal."""
        hours = self._config.maintain_every_hours
        if hours is None:
            return
        every = hours * 3600
        for user in dict.fromkeys(users):
            now = self.clock()
            if user in self._running or now < self._next.get(user, -math.inf):
                continue
            due, since = await asyncio.to_thread(self._journal.claim_maintenance, user, now, every)
            self._next[user] = since + every
            if due:
                moment = datetime.fromtimestamp(now, UTC)
                task = self._background().spawn(
                    self._maintained(user, moment), f"maintenance of user {user!r}"
                )
                self._running[user] = task

    async def _maintained(self, user: str, moment: datetime) -> None:
        try:
            done = await self._run(user, moment)
            logger.info("maintained user %r: %s", user, done)
        finally:
            self._running.pop(user, None)

    async def settled(self, user: str) -> None:
        """Wait for the user's run started on its own, if one is running (an explicit run waits for it rather
        than archive and induce beside it); its failure is the background's to log."""
        task = self._running.get(user)
        if task is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(task)

    async def noted(self, user: str) -> None:
        """An explicit maintenance ran: the user's next one is due an interval from now."""
        now = self.clock()
        await asyncio.to_thread(self._journal.mark_maintained, user, now)
        hours = self._config.maintain_every_hours
        if hours is not None:
            self._next[user] = now + hours * 3600


__all__ = ["AutoMaintenance"]
