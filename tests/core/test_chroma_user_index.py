"""A user's collection keeps its HNSW index on disk as it grows: a store opened again finds it there, not rebuilt
from Chroma's log on the user's first query (under Chroma's default, a collection of fewer than 1,000 vectors, as
most users' are, never persists its index)."""

from __future__ import annotations

from pathlib import Path

import chromadb
from chromadb.api.client import Client
from chromadb.config import Settings

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.chroma_layout import partition_name
from tests.core.chroma_helpers import COLLECTION, item


async def test_a_users_collection_persists_its_index_every_hundred_writes(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.upsert([item(f"Alice said thing number {n}", embedder) for n in range(3)])

    client = chromadb.PersistentClient(
        str(tmp_path / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    try:
        (user_collection,) = [c for c in client.list_collections() if c.name != COLLECTION]
        assert user_collection.name == partition_name(COLLECTION, "alice")
        hnsw = user_collection.configuration_json["hnsw"]
        assert hnsw["sync_threshold"] == 100
        assert hnsw["space"] == "cosine"
    finally:
        assert isinstance(client, Client)
        client.close()
