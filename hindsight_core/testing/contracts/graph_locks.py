"""The GraphStore contract, the per-user write lock shared by processes (``Capability.USER_WRITE_LOCK``): a
second holder of a user waits for the first, holders of other users do not, and a block that raised leaves
the lock free.

The second process is a second store from the backend's factory: a store that declares the capability is
shared by processes, so the factory's stores of one test open the same storage (the same server database),
and two store objects hold the lock as two processes would.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from hindsight_core.stores.capabilities import Capability, UserWriteLock, user_write_lock
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.testing.contracts.support import GraphStoreFactory, GraphStoreFixtures, needs

#: Seconds a waiting holder is watched to still wait; a wait that should end is given far longer.
_STILL_WAITING_S = 0.5
_ENDS_WITHIN_S = 10.0


class _Failed(Exception):
    """Raised inside a held block."""


def _lock(store: GraphStore) -> UserWriteLock:
    found = user_write_lock(needs(store, Capability.USER_WRITE_LOCK))
    assert found is not None
    return found


@asynccontextmanager
async def _other_process(factory: GraphStoreFactory) -> AsyncIterator[UserWriteLock]:
    """A second store on the same storage, open for the block: what another process holds the lock with."""
    store = factory()
    await store.setup()
    try:
        yield _lock(store)
    finally:
        await store.close()


async def _take(lock: UserWriteLock, users: list[str], order: list[str], name: str) -> None:
    async with lock.user_write_lock(users):
        order.append(name)


def _users(n: int) -> list[str]:
    run = uuid.uuid4().hex[:8]
    return [f"lock-{run}-{i}" for i in range(n)]


class GraphWriteLockContract(GraphStoreFixtures):
    """``user_write_lock`` held by two stores on one storage, as by two processes."""

    async def test_a_second_holder_of_a_user_waits_until_the_first_releases(
        self, graph_store: GraphStore, graph_store_factory: GraphStoreFactory
    ) -> None:
        first = _lock(graph_store)
        a, b, c = _users(3)
        async with _other_process(graph_store_factory) as second:
            order: list[str] = []
            async with first.user_write_lock([a, b]):
                waiting = asyncio.create_task(_take(second, [c, b], order, "second"))  # b is held
                await asyncio.sleep(_STILL_WAITING_S)
                assert not waiting.done(), "the second holder took a user the first holds"
                order.append("first")
            await asyncio.wait_for(waiting, _ENDS_WITHIN_S)
            assert order == ["first", "second"]

    async def test_holders_of_different_users_do_not_block_each_other(
        self, graph_store: GraphStore, graph_store_factory: GraphStoreFactory
    ) -> None:
        first = _lock(graph_store)
        a, b, c = _users(3)
        async with _other_process(graph_store_factory) as second:
            order: list[str] = []
            async with first.user_write_lock([a, b]):
                await asyncio.wait_for(_take(second, [c], order, "second"), _ENDS_WITHIN_S)
                await asyncio.wait_for(_take(second, [], order, "nobody"), _ENDS_WITHIN_S)
                order.append("first")
            assert order == ["second", "nobody", "first"]

    async def test_a_block_that_raised_leaves_the_lock_free(
        self, graph_store: GraphStore, graph_store_factory: GraphStoreFactory
    ) -> None:
        first = _lock(graph_store)
        (a,) = _users(1)
        async with _other_process(graph_store_factory) as second:
            with pytest.raises(_Failed):
                async with first.user_write_lock([a]):
                    raise _Failed
            order: list[str] = []
            await asyncio.wait_for(_take(second, [a], order, "second"), _ENDS_WITHIN_S)
            assert order == ["second"]
            await asyncio.wait_for(_take(first, [a], order, "first again"), _ENDS_WITHIN_S)
            assert order == ["second", "first again"]


__all__ = ["GraphWriteLockContract"]
