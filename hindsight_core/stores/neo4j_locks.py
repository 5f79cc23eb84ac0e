"""The Neo4j graph store's per-user write lock (:attr:`~hindsight_core.stores.capabilities.Capability.USER_WRITE_LOCK`):
processes writing for the same user against one server take turns, so a dedup decision never races another
process's write.

One ``(:HindsightWriteLock {user_id})`` node per user. Acquiring is one write transaction over every user of
a batch (sorted, so two batches never wait on each other in opposite orders): it first writes each node, so
the transaction holds Neo4j's exclusive lock on it, and then, only when every node is free (no holder, or
its ``until`` passed on the server's clock), sets ``holder`` to this store's token and ``until`` to now plus
a lease. A holder renews its lease while it holds the lock, so a crashed one blocks the others for one lease
at most, and a store of its own data directory (its restarted process) not even that: it takes over at once
a holder whose end it can prove (:mod:`~hindsight_core.stores.neo4j_liveness`). Releasing clears the nodes
this token holds.

A holder that could not renew in time may have lost the lock: once its lease ran out another process may
take it and write for the same users. Renewing and releasing say how many of the nodes this token still
held, so a lost lock is known (a renewal that fails outright is logged and tried again: the lease may still
run). The block is not interrupted then, as cancelling it could leave a write half done (the graph written,
its vectors not, until the outbox is replayed on the next open); its writes are stored and kept. It fails
at its end instead, with a ``StoreUnavailableError`` saying that those writes may have interleaved with
another process's, so the caller does not go on as if they had been alone.

A release that fails (the server unreachable) leaves the nodes to expire with their lease. After a block that
raised, that is logged and the block's own error goes on, never replaced by the release's; after a block
that succeeded it is a ``StoreUnavailableError`` saying so.

The lease, the wait and the retry interval are :class:`LockTimes`, given to the store
(``Neo4jGraphStore(..., lock_times=...)``): the defaults suit real writers; a test takes over an expired
lease or times out in a second or two instead of minutes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from hindsight_core.errors import StoreUnavailableError
from hindsight_core.stores.cypher import Query
from hindsight_core.stores.neo4j_liveness import WriterFiles

logger = logging.getLogger("hindsight")


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


def acquire_query(users: list[str], token: str, lease_ms: int, ended: list[str] | None = None) -> Query:
    """Take the users' nodes when each is free: no holder, this token, an ``ended`` holder (one whose store
    provably ended, :mod:`~hindsight_core.stores.neo4j_liveness`) or a lease run out. Returns ``free`` and,
    when not, the holders in the way."""
    return (
        "UNWIND $users AS u "
        "MERGE (l:HindsightWriteLock {user_id: u}) "
        "SET l.touched = timestamp() "  # the write takes the node's exclusive lock until commit
        "WITH collect(l) AS locks, timestamp() AS now "
        "WITH locks, now, [l IN locks WHERE NOT (l.holder IS NULL OR l.holder = $token OR l.holder IN $ended "
        "OR l.until IS NULL OR l.until < now) | l.holder] AS holders "
        "WITH locks, now, holders, size(holders) = 0 AS free "
        "FOREACH (l IN CASE WHEN free THEN locks ELSE [] END | SET l.holder = $token, l.until = now + $lease) "
        "RETURN free, holders",
        {"users": users, "token": token, "lease": lease_ms, "ended": ended or []},
    )


def renew_query(users: list[str], token: str, lease_ms: int) -> Query:
    return (
        "UNWIND $users AS u MATCH (l:HindsightWriteLock {user_id: u}) WHERE l.holder = $token "
        "SET l.until = timestamp() + $lease RETURN count(l) AS held",
        {"users": users, "token": token, "lease": lease_ms},
    )


def release_query(users: list[str], token: str) -> Query:
    return (
        "UNWIND $users AS u MATCH (l:HindsightWriteLock {user_id: u}) WHERE l.holder = $token "
        "SET l.holder = null, l.until = null RETURN count(l) AS held",
        {"users": users, "token": token},
    )


def _held(rows: list[dict[str, Any]]) -> int:
    """How many lock nodes a renewal or a release found still held by this token."""
    return int(rows[0]["held"]) if rows else 0


def _named(users: list[str]) -> str:
    return f"user {users[0]}" if len(users) == 1 else f"users {', '.join(users)}"


class _Renewal:
    """Renews a held lease every third of it, in the background, and keeps what went wrong: a renewal that
    failed (logged; the next one tries again while the lease may still run) and one that found a node no
    longer held by this token (the lease ran out and another holder took it: :attr:`lost`)."""

    def __init__(
        self,
        write: Write,
        token: str,
        users: list[str],
        where: str,
        times: LockTimes,
        writers: WriterFiles | None,
    ) -> None:
        self._write, self._token, self._users, self._where, self._times = write, token, users, where, times
        self._writers = writers
        self.lost = False
        self.failure: str | None = None
        """The error of the last renewal that failed, if one did."""
        self._task = asyncio.create_task(self._renew())

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(self._times.lease_s / 3)
            query = renew_query(self._users, self._token, self._times.lease_ms)
            try:
                rows = await self._write("renew the write lock", query)
            except Exception as exc:
                self.failure = str(exc)
                logger.warning(
                    "could not renew the write lock of %s on %s (%s): unless a renewal succeeds within its "
                    "lease (%g s), another process may take it while this one still writes",
                    _named(self._users),
                    self._where,
                    exc,
                    self._times.lease_s,
                )
                continue
            if self._writers is not None:
                self._writers.touch()
            if _held(rows) < len(self._users):
                self.lost = True
                logger.warning(
                    "lost the write lock of %s on %s while holding it: its lease (%g s) ran out before it was "
                    "renewed and another process took it; this write fails at its end",
                    _named(self._users),
                    self._where,
                    self._times.lease_s,
                )
                return

    async def stop(self) -> None:
        self._task.cancel()
        await asyncio.wait([self._task])  # the renewal's cancellation stays in it; the caller's is raised


def _lost(users: list[str], where: str, times: LockTimes, failure: str | None) -> StoreUnavailableError:
    why = f"; a renewal failed: {failure}" if failure else ""
    return StoreUnavailableError(
        f"lost the write lock of {_named(users)} on {where} while writing: its lease ({times.lease_s:g} s) ran "
        f"out before it was renewed{why}. What this write stored is kept, but another process may have "
        "written for the same user at the same time (a duplicate kept twice, a change applied out of order). "
        "Check the connection to Neo4j; the next write takes the lock again",
        backend="neo4j",
    )


@contextlib.asynccontextmanager
async def user_write_lock(
    write: Write,
    token: str,
    user_ids: Iterable[str],
    *,
    where: str,
    times: LockTimes = LockTimes(),
    writers: WriterFiles | None = None,
) -> AsyncIterator[None]:
    """Hold the write lock of every user in ``user_ids`` (none: nothing is taken) for the ``async with``
    block. Raises ``StoreUnavailableError`` after ``times.wait_s`` seconds of another process holding one,
    and at the end of a block that lost the lock while it ran (see the module's docstring). With ``writers``
    (this store's data directory's token files) a holder that provably ended is taken over at once."""
    users = sorted(set(user_ids))
    if not users:
        yield
        return
    deadline = time.monotonic() + times.wait_s
    while True:
        rows = await write("take the write lock", acquire_query(users, token, times.lease_ms))
        if rows and rows[0]["free"]:
            break
        if writers is not None and rows and await _take_over(write, token, users, rows[0], times, writers):
            break
        if time.monotonic() > deadline:
            raise StoreUnavailableError(
                f"another process holds the write lock of {_named(users)} on "
                f"{where} and did not release it within {times.wait_s:g} s: retry later (a crashed holder's lock "
                f"expires after {times.lease_s:g} s; one that ran on this data directory is taken over at once)",
                backend="neo4j",
            )
        await asyncio.sleep(times.retry_s)
    if writers is not None:
        writers.touch()

    renewal = _Renewal(write, token, users, where, times, writers)
    try:
        yield
    except BaseException:
        # the block's own error is what the caller needs: a release that fails too is only logged
        await renewal.stop()
        try:
            released = await _release(write, token, users)
        except Exception as exc:
            logger.warning(
                "could not release the write lock of %s on %s after an error (%s); it expires after %g s",
                _named(users),
                where,
                exc,
                times.lease_s,
            )
        else:
            if renewal.lost or released < len(users):
                logger.warning("%s", _lost(users, where, times, renewal.failure))
        raise
    await renewal.stop()
    try:
        released = await _release(write, token, users)
    except Exception as exc:
        raise StoreUnavailableError(
            f"wrote for {_named(users)}, but could not release their write lock on {where}: {exc}. What was "
            f"written is kept; other processes writing for them wait until the lock's lease expires "
            f"({times.lease_s:g} s at most)",
            backend="neo4j",
        ) from exc
    if renewal.lost or released < len(users):
        raise _lost(users, where, times, renewal.failure)


async def _take_over(
    write: Write, token: str, users: list[str], row: dict[str, Any], times: LockTimes, writers: WriterFiles
) -> bool:
    """Take the users' nodes from holders that provably ended (a crashed predecessor on this data
    directory); False when one in the way may still run."""
    with writers.ended(str(holder) for holder in row.get("holders") or ()) as ended:
        if not ended:
            return False
        query = acquire_query(users, token, times.lease_ms, ended)
        rows = await write("take over the write lock of an ended process", query)
        if not (rows and rows[0]["free"]):
            return False
        writers.forget(ended)
    logger.info(
        "took over the write lock of %s from a process of this data directory that ended", _named(users)
    )
    return True


async def _release(write: Write, token: str, users: list[str]) -> int:
    """Release the nodes this token holds; how many it still held."""
    return _held(await write("release the write lock", release_query(users, token)))


__all__ = ["LockTimes", "user_write_lock"]
