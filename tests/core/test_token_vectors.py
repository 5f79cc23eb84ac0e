"""Late-interaction token vectors on the real defaults: stored at ingest from the same forward pass, only for
text the embedder covers, rebuilt by reindex and deleted with the record."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.maintenance import reindex
from hindsight_core.recall import late_interaction as li

pytestmark = pytest.mark.e2e


async def test_token_vectors_follow_the_records(tmp_path: Path) -> None:
    async with AsyncHindsight(tmp_path) as hs:
        result = await hs.retain(
            [
                {
                    "role": "user",
                    "content": "We adopted a corgi called Biscuit last week.",
                    "id": "en",
                    "name": "Ana",
                },
                {"role": "user", "content": "我们上周领养了一只柯基。", "id": "zh", "name": "Ana"},
            ],
            user_id="ana",
            session_id="s1",
        )
        by_source = {r.source_ids[0]: r for r in result.added}
        stored = await hs.graph.get_token_vectors([r.id for r in result.added])
        assert set(stored) == {by_source["en"].id}, "no token vectors for text MiniLM does not understand"
        decoded = li.decode(stored[by_source["en"].id], hs.embedder.model_id)
        assert decoded is not None and decoded.vectors.shape[1] == li.PROJECTED_DIM
        # the speaker prefix is left out: "we adopted a corgi called biscuit last week." (about 10 tokens)
        assert 8 <= decoded.vectors.shape[0] <= 14
    hs = AsyncHindsight(tmp_path)
    await reindex(hs)
    try:
        assert set(await hs.graph.get_token_vectors([by_source["en"].id])) == {by_source["en"].id}
        await hs.forget(record_id=by_source["en"].id, hard=True)
        assert await hs.graph.get_token_vectors([by_source["en"].id]) == {}
        assert await hs.graph.token_document_frequencies("ana", decoded.ids.tolist()) == ({}, 0)
    finally:
        await hs.aclose()
