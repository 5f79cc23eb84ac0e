"""The Neo4j store's per-user write lock on a real server (``eval "$(scripts/services start)"``), with a lease
of a second instead of two minutes: a crashed holder's lease is taken over once it ran out, a live holder
renews its lease so a waiter gives up with an error that says what to do, and a holder whose lease another
took is told so when its block ends.

What every backend of ``Capability.USER_WRITE_LOCK`` does (waiting, other users, a block that raised) is the
contract suite's (:mod:`hindsight_core.testing.contracts.graph_locks`).
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import neo4j
import pytest

from hindsight_core.errors import StoreUnavailableError
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.stores.neo4j_locks import LockTimes
from tests.conftest import neo4j_env

pytestmark = pytest.mark.neo4j

#: A lease of a second and a wait of two: long enough for a query, short enough for a test.
SHORT = LockTimes(lease_s=1.0, wait_s=2.0)


async def run(query: str, **params: Any) -> list[dict[str, Any]]:
    """A raw query, as another process (or a crashed one) would leave the lock nodes."""
    uri, user, password = neo4j_env()
    async with neo4j.AsyncGraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        result = await driver.execute_query(query, params)
    return [record.data() for record in result.records]


async def opened(times: LockTimes = SHORT) -> Neo4jGraphStore:
    uri, user, password = neo4j_env()
    store = Neo4jGraphStore(uri, user=user, password=password, lock_times=times)
    await store.setup()
    return store


async def take(store: Neo4jGraphStore, user: str) -> None:
    async with store.user_write_lock([user]):
        pass


@pytest.fixture
async def stores() -> AsyncIterator[tuple[Neo4jGraphStore, Neo4jGraphStore]]:
    """Two stores on the server with short lock times: two processes."""
    first, second = await opened(), await opened()
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


@pytest.fixture
async def user() -> AsyncIterator[str]:
    user_id = f"lock-{uuid.uuid4().hex}"
    yield user_id
    await run("MATCH (l:HindsightWriteLock {user_id: $u}) DELETE l", u=user_id)


async def test_a_crashed_holders_lease_is_taken_over_once_it_ran_out(
    stores: tuple[Neo4jGraphStore, Neo4jGraphStore], user: str
) -> None:
    first, _ = stores
    # what a holder that crashed a moment ago leaves: its token and a lease it never renews
    await run(
        "MERGE (l:HindsightWriteLock {user_id: $u}) SET l.holder = 'crashed', l.until = timestamp() + 1000",
        u=user,
    )
    start = time.monotonic()
    async with first.user_write_lock([user]):
        waited = time.monotonic() - start
        (row,) = await run("MATCH (l:HindsightWriteLock {user_id: $u}) RETURN l.holder AS holder", u=user)
        assert row["holder"] not in (None, "crashed")
    assert 0.5 < waited < SHORT.wait_s, waited


async def test_a_live_holder_renews_its_lease_and_a_waiter_gives_up_saying_what_to_do(
    stores: tuple[Neo4jGraphStore, Neo4jGraphStore], user: str
) -> None:
    first, second = stores
    async with first.user_write_lock([user]):
        start = time.monotonic()
        with pytest.raises(StoreUnavailableError) as raised:
            async with second.user_write_lock(["other-" + user, user]):
                pytest.fail("took a user held by another process")
        # held twice its lease: renewed, not taken over
        assert time.monotonic() - start >= SHORT.wait_s
    message = str(raised.value)
    assert user in message and first.uri in message
    assert "retry later" in message and "expires after 1 s" in message
    assert raised.value.backend == "neo4j"
    # released: the second process takes it at once now
    await asyncio.wait_for(take(second, user), SHORT.lease_s)


async def test_a_holder_whose_lock_another_took_is_told_so_when_its_block_ends(
    stores: tuple[Neo4jGraphStore, Neo4jGraphStore], user: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, _ = stores
    with caplog.at_level("WARNING", logger="hindsight"), pytest.raises(StoreUnavailableError) as raised:
        async with first.user_write_lock([user]):
            # what a process that found the lease run out (a renewal stalled past it) leaves
            await run(
                "MATCH (l:HindsightWriteLock {user_id: $u}) SET l.holder = 'other', l.until = timestamp() + 60000",
                u=user,
            )
            await asyncio.sleep(SHORT.lease_s / 3 + 0.3)  # a renewal ran
    message = str(raised.value)
    assert "lost the write lock" in message and user in message and "is kept" in message
    assert "lost the write lock" in caplog.text, "said when the renewal found it, not only at the end"
    (row,) = await run("MATCH (l:HindsightWriteLock {user_id: $u}) RETURN l.holder AS holder", u=user)
    assert row["holder"] == "other", "the release left the other holder's lock alone"
