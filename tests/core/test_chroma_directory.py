"""The embedded per-user layout's id directory under a crash between Chroma and the directory."""

from __future__ import annotations

from pathlib import Path

import pytest
from chromadb.api.models.Collection import Collection

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.stores import VectorItem, vector_metadata
from hindsight_core.stores.chroma import ChromaVectorStore


class Crash(Exception):
    pass


async def test_a_delete_interrupted_after_chroma_is_finished_by_the_next_delete(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The outbox's recovery deletes again what a crash interrupted: it must still find the vector, so the
    directory forgets an id only after Chroma deleted its vector (the other order leaves an orphan that no
    delete can reach)."""
    embedder = HashEmbedder(16)
    record = MemoryRecord(text="I live in Lyon", scope=Scope(user_id="alice"))
    store = ChromaVectorStore.embedded(tmp_path, embedder=embedder)
    await store.setup()
    try:
        await store.upsert(
            [VectorItem(record.id, embedder.embed([record.text])[0].tolist(), "doc", vector_metadata(record))]
        )
        original = Collection.delete

        def crash(self: Collection, *args: object, **kwargs: object) -> None:
            raise Crash("killed inside the delete")

        monkeypatch.setattr(Collection, "delete", crash)
        with pytest.raises(Crash):
            await store.delete([record.id])
        monkeypatch.setattr(Collection, "delete", original)
        await store.delete([record.id])  # what recovery does for an id the graph no longer has
        assert await store.entries() == []
        assert await store.count() == 0
    finally:
        await store.close()
