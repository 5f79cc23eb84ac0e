"""Recall's vector path on a store that finds a user's nearest vectors without their metadata
(``Capability.USER_NEAREST``, the embedded Chroma layout): the filter is checked on the graph store, and the
filtered vector query runs only when too few of the nearest pass it."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings.hashing import HashEmbedder
from hindsight_core.recall import paths
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.chroma import ChromaVectorStore


@pytest.fixture
def queries(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Which of the two Chroma reads each vector search used, and what the graph's id check let through."""
    calls: list[str] = []
    nearest, query = ChromaVectorStore.nearest, ChromaVectorStore.query
    check = paths.matching_ids

    async def spy_check(*args: object) -> set[str]:
        allowed = await check(*args)  # type: ignore[arg-type]
        calls.append(f"checked {len(args[1])}, allowed {len(allowed)}")  # type: ignore[arg-type]
        return allowed

    async def spy_nearest(self: ChromaVectorStore, *args: object) -> object:
        calls.append("nearest")
        return await nearest(self, *args)  # type: ignore[arg-type]

    async def spy_query(self: ChromaVectorStore, *args: object) -> object:
        calls.append("query")
        return await query(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(ChromaVectorStore, "nearest", spy_nearest)
    monkeypatch.setattr(ChromaVectorStore, "query", spy_query)
    monkeypatch.setattr(paths, "matching_ids", spy_check)
    return calls


async def test_nearest_vectors_are_checked_on_the_graph_and_hidden_ones_never_come_back(
    tmp_path: Path, queries: list[str]
) -> None:
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        assert Capability.USER_NEAREST in hs.vectors.capabilities
        kept = await hs.remember("Ann keeps her bike in the garage", user_id="ann")
        gone = await hs.remember("Ann keeps her bike in the garden shed", user_id="ann")
        await hs.forget(gone.id)
        await hs.remember("Bob keeps his bike in the garage", user_id="bob")
        queries.clear()

        result = await hs.recall("where does Ann keep her bike", user_id="ann", k=5, reinforce=False)

        # one read of the user's nearest (both of Ann's), the forgotten one stopped by the graph, no filtered query
        assert queries == ["nearest", "checked 2, allowed 1"]
        assert [h.record.id for h in result.hits] == [kept.id]
        assert "vector" in result.hits[0].paths


async def test_the_filtered_query_runs_when_too_few_of_the_nearest_pass(
    tmp_path: Path, queries: list[str]
) -> None:
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        # 60 forgotten records nearer the query than the one still active: the user's nearest 45 are all hidden
        forgotten = [
            await hs.remember(f"Ann parked bike number {i} at the station", user_id="ann") for i in range(60)
        ]
        for record in forgotten:
            await hs.forget(record.id)
        active = await hs.remember("Ann once left a bicycle near the old mill", user_id="ann")
        queries.clear()

        result = await hs.recall("Ann parked bike at the station", user_id="ann", k=5, reinforce=False)

        assert queries == ["nearest", "checked 45, allowed 0", "query"]
        assert [h.record.id for h in result.hits] == [active.id]
        assert "vector" in result.hits[0].paths
