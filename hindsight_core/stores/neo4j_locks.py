"""The Neo4j graph store's per-user write lock (:attr:`~hindsight_core.stores.capabilities.Capability.USER_WRITE_LOCK`):
processes writing for the same user against one server take turns, so a dedup decision never races another
process's write.

One ``(:HindsightWriteLock {user_id})`` node per user. Acquiring is one write transaction over every user of
a batch (sorted, so two batches never wait on each other in opposite orders): it first writes each node, so
the transaction holds Neo4j's exclusive lock on it, and then, only when every node is free (no holder, or
its ``until`` passed on the server's clock), sets ``holder`` to this store's token and ``until`` to now plus
a lease. A holder renews its lease while it holds the lock, so a crashed one blocks the others for one lease
at most. Releasing clears the nodes this token holds.

The lease, the wait and the retry interval are :class:`LockTimes`, given to the store
(``Neo4jGraphStore(..., lock_times=...)``): the defaults suit real writers; a test takes over an expired
lease or times out in a second or two instead of minutes.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from hindsight_core.errors import StoreUnavailableError
from hindsight_core.stores.cypher import Query


@dataclass(frozen=True)
class LockTimes:
    """How long the write lock's lease and a wait for it last."""

    lease_s: float = 120.0
    """Seconds a holder's lease lasts without renewal (a crashed holder blocks the user this long at most);
    a live holder renews it every third of it."""
    wait_s: float = 180.0
    """Seconds to wait for a user held by another process before giving up (longer than a lease, so a
    crashed holder's lease runs out first)."""
    retry_s: float = 0.02
    """Seconds between two tries while another process holds the lock."""

    @property
    def lease_ms(self) -> int:
        """The lease on the server's clock (``timestamp()`` counts milliseconds)."""
        return round(self.lease_s * 1000)


#: Runs one write query and returns its rows.
Write = Callable[[str, Query], Awaitable[list[dict[str, Any]]]]


def acquire_query(users: list[str], token: str, lease_ms: int) -> Query:
    return (
        "UNWIND $users AS u "
        "MERGE (l:HindsightWriteLock {user_id: u}) "
        "SET l.touched = timestamp() "  # the write takes the node's exclusive lock until commit
        "WITH collect(l) AS locks, timestamp() AS now "
        "WITH locks, now, all(l IN locks WHERE l.holder IS NULL OR l.holder = $token "
        "OR l.until IS NULL OR l.until < now) AS free "
        "FOREACH (l IN CASE WHEN free THEN locks ELSE [] END | SET l.holder = $token, l.until = now + $lease) "
        "RETURN free",
        {"users": users, "token": token, "lease": lease_ms},
    )


def renew_query(users: list[str], token: str, lease_ms: int) -> Query:
    return (
        "UNWIND $users AS u MATCH (l:HindsightWriteLock {user_id: u}) WHERE l.holder = $token "
        "SET l.until = timestamp() + $lease",
        {"users": users, "token": token, "lease": lease_ms},
    )


def release_query(users: list[str], token: str) -> Query:
    return (
        "UNWIND $users AS u MATCH (l:HindsightWriteLock {user_id: u}) WHERE l.holder = $token "
        "SET l.holder = null, l.until = null",
        {"users": users, "token": token},
    )


@contextlib.asynccontextmanager
async def user_write_lock(
    write: Write, token: str, user_ids: Iterable[str], *, where: str, times: LockTimes = LockTimes()
) -> AsyncIterator[None]:
    """Hold the write lock of every user in ``user_ids`` (none: nothing is taken) for the ``async with``
    block. Raises ``StoreUnavailableError`` after ``times.wait_s`` seconds of another process holding one."""
    users = sorted(set(user_ids))
    if not users:
        yield
        return
    deadline = time.monotonic() + times.wait_s
    while True:
        rows = await write("take the write lock", acquire_query(users, token, times.lease_ms))
        if rows and rows[0]["free"]:
            break
        if time.monotonic() > deadline:
            raise StoreUnavailableError(
                f"another process holds the write lock of user {users[0] if len(users) == 1 else users} on "
                f"{where} and did not release it within {times.wait_s:g} s: retry later (a crashed holder's lock "
                f"expires after {times.lease_s:g} s)",
                backend="neo4j",
            )
        await asyncio.sleep(times.retry_s)

    async def renew() -> None:
        while True:
            await asyncio.sleep(times.lease_s / 3)
            await write("renew the write lock", renew_query(users, token, times.lease_ms))

    renewing = asyncio.create_task(renew())
    try:
        yield
    finally:
        renewing.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await renewing
        await write("release the write lock", release_query(users, token))


__all__ = ["LockTimes", "user_write_lock"]
