"""The Neo4j write lock when the server fails it, with a fake server: a renewal or a release that fails is
said, never silently taken for success, and never hides the error of the block it guarded.

The lock on a real server is :mod:`tests.core.test_neo4j_write_lock`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from hindsight_core.errors import StoreUnavailableError
from hindsight_core.stores.cypher import Query
from hindsight_core.stores.neo4j_locks import LockTimes, user_write_lock

TIMES = LockTimes(lease_s=0.15, wait_s=1.0)
RENEWED = TIMES.lease_s / 3 + 0.1  # long enough for one renewal


class FakeServer:
    """Answers the lock's queries: the lock is free, and each node asked is still held by the asker unless
    ``held`` says how many are; an action named in ``failing`` raises as an unreachable server does."""

    def __init__(self) -> None:
        self.failing: set[str] = set()
        self.held: dict[str, int] = {}
        self.actions: list[str] = []

    async def write(self, action: str, query: Query) -> list[dict[str, Any]]:
        self.actions.append(action)
        if action in self.failing:
            raise StoreUnavailableError(f"Neo4j at bolt://test is unreachable while trying to {action}")
        if action == "take the write lock":
            return [{"free": True}]
        return [{"held": self.held.get(action, len(query[1]["users"]))}]


def locked(server: FakeServer, *users: str) -> Any:
    return user_write_lock(server.write, "me", users, where="bolt://test", times=TIMES)


async def test_a_failed_renewal_is_logged_and_tried_again(caplog: pytest.LogCaptureFixture) -> None:
    server = FakeServer()
    server.failing.add("renew the write lock")
    with caplog.at_level("WARNING", logger="hindsight"):
        async with locked(server, "alice"):
            await asyncio.sleep(2 * RENEWED)
    assert server.actions.count("renew the write lock") >= 2
    assert "could not renew the write lock of user alice on bolt://test" in caplog.text
    # the release found the lock still this holder's: nobody took it, the block was alone, no error


async def test_a_block_whose_lease_ran_out_and_was_taken_fails_at_its_end() -> None:
    server = FakeServer()
    server.failing.add("renew the write lock")
    server.held["release the write lock"] = 1  # of two: the other was taken once the lease ran out
    with pytest.raises(StoreUnavailableError, match="lost the write lock of users alice, bob") as raised:
        async with locked(server, "bob", "alice"):
            await asyncio.sleep(RENEWED)
    assert "a renewal failed: Neo4j at bolt://test is unreachable" in str(raised.value)
    assert server.actions[-1] == "release the write lock"


class Failed(Exception):
    """The error of the block the lock guarded."""


async def test_a_release_that_fails_after_the_block_raised_keeps_the_blocks_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    server = FakeServer()
    server.failing.add("release the write lock")
    with caplog.at_level("WARNING", logger="hindsight"), pytest.raises(Failed):
        async with locked(server, "alice"):
            raise Failed
    assert "could not release the write lock of user alice on bolt://test after an error" in caplog.text
    assert "expires after 0.15 s" in caplog.text


async def test_a_release_that_fails_after_the_block_succeeded_says_what_is_kept_and_when_it_expires() -> None:
    server = FakeServer()
    server.failing.add("release the write lock")
    with pytest.raises(StoreUnavailableError) as raised:
        async with locked(server, "alice"):
            pass
    message = str(raised.value)
    assert "could not release their write lock on bolt://test" in message and "is kept" in message
    assert "until the lock's lease expires (0.15 s at most)" in message
    assert isinstance(raised.value.__cause__, StoreUnavailableError), "the release's own error is its cause"


async def test_a_block_that_raised_after_losing_the_lock_keeps_its_error_and_the_loss_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    server = FakeServer()
    server.held["release the write lock"] = 0
    with caplog.at_level("WARNING", logger="hindsight"), pytest.raises(Failed):
        async with locked(server, "alice"):
            raise Failed
    assert "lost the write lock of user alice" in caplog.text


async def test_a_holder_cancelled_releases_the_lock_and_stays_cancelled() -> None:
    server = FakeServer()
    holding = asyncio.Event()

    async def hold() -> None:
        async with locked(server, "alice"):
            holding.set()
            await asyncio.sleep(60)

    task = asyncio.create_task(hold())
    await holding.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert server.actions[-1] == "release the write lock"
