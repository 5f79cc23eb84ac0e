"""One contract suite per store protocol, run against every backend.

``graph_store`` is parametrized over [sqlite, neo4j] and ``vector_store`` over [chroma-embedded,
chroma-server]. Server cases read the addresses printed by ``scripts/services start``.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator

import pytest

from hindsight_core.embeddings import HashEmbedder
from tests.conftest import require_server


@pytest.fixture(params=["sqlite", pytest.param("neo4j", marks=pytest.mark.neo4j)])
async def graph_store(request: pytest.FixtureRequest, tmp_path) -> AsyncIterator[object]:
    if request.param == "sqlite":
        from hindsight_core.stores.sqlite import SqliteGraphStore

        store = SqliteGraphStore(tmp_path / "graph.db")
    else:
        uri = require_server("HINDSIGHT_NEO4J_URI", "Neo4j")
        from hindsight_core.stores.neo4j import Neo4jGraphStore

        store = Neo4jGraphStore(
            uri,
            user=os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"),
            password=os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""),
        )
        await store.setup()
        await store.wipe_all_for_tests()
    await store.setup()
    try:
        yield store
    finally:
        await store.close()


@pytest.fixture
def embedder() -> HashEmbedder:
    return HashEmbedder(64)


@pytest.fixture(params=["chroma-embedded", pytest.param("chroma-server", marks=pytest.mark.chroma_server)])
async def vector_store(request: pytest.FixtureRequest, tmp_path, embedder) -> AsyncIterator[object]:
    from hindsight_core.stores.chroma import ChromaVectorStore

    collection = f"test_{uuid.uuid4().hex[:12]}"
    if request.param == "chroma-embedded":
        store = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder, collection=collection)
    else:
        url = require_server("HINDSIGHT_CHROMA_URL", "Chroma server")
        store = ChromaVectorStore.server(url, embedder=embedder, collection=collection)
    await store.setup()
    try:
        yield store
    finally:
        await store.close()
