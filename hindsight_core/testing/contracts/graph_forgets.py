"""The GraphStore contract, hard forgets' shared tombstones: numbered once each, read in order from a cursor."""

from __future__ import annotations

import pytest

from hindsight_core.errors import UserError
from hindsight_core.stores.protocols import ForgottenSource, GraphStore
from hindsight_core.testing.contracts.support import GraphStoreFixtures


class GraphForgetsContract(GraphStoreFixtures):
    """``add_forgotten_sources`` / ``forgotten_sources``."""

    async def test_tombstones_are_numbered_in_order_once_each_and_kept(self, graph_store: GraphStore) -> None:
        before = await graph_store.forgotten_sources(0, 10_000)
        base = before[-1][0] if before else 0
        a = ForgottenSource("alice", "t1", "m1", "h1")
        b = ForgottenSource("alice", "t1", "m2")
        c = ForgottenSource("bob", "t9", "m1", "h3")
        await graph_store.add_forgotten_sources([a, b, a])
        await graph_store.add_forgotten_sources([b, c])  # b is kept already
        await graph_store.add_forgotten_sources([])
        found = await graph_store.forgotten_sources(base, 10)
        assert [item for _, item in found] == [a, b, c]
        numbers = [n for n, _ in found]
        assert numbers == sorted(set(numbers)) and numbers[0] > base
        # a cursor reads what came after it, a page at a time
        assert await graph_store.forgotten_sources(numbers[0], 1) == [found[1]]
        assert await graph_store.forgotten_sources(numbers[-1], 10) == []
        # the same step with its content's hash, learnt later, is a tombstone of its own
        d = ForgottenSource("alice", "t1", "m2", "h2")
        await graph_store.add_forgotten_sources([d])
        assert [item for _, item in await graph_store.forgotten_sources(numbers[-1], 10)] == [d]
        await graph_store.close()
        await graph_store.setup()
        assert [item for _, item in await graph_store.forgotten_sources(base, 10)] == [a, b, c, d]
        with pytest.raises(UserError, match="limit"):
            await graph_store.forgotten_sources(0, 0)


__all__ = ["GraphForgetsContract"]
