"""The store factories hindsight's own contract runs use: the packaged suites
(:mod:`hindsight_core.testing.contracts`) run against every backend.

``graph_store_factory`` is parametrized over [sqlite, neo4j, memory] and ``vector_store_factory`` over
[chroma-embedded, chroma-server, memory]. Server cases read the addresses printed by ``scripts/services start``;
each Neo4j case starts from an empty database (a throwaway server: every hindsight node is deleted first).
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import neo4j
import pytest

from hindsight_core.embeddings.base import Embedder
from hindsight_core.stores import InMemoryGraphStore, InMemoryVectorStore
from hindsight_core.stores.cypher import wipe_query
from hindsight_core.testing.contracts import GraphStoreFactory, VectorStoreFactory
from tests.conftest import require_server


async def wipe_neo4j(uri: str, user: str, password: str) -> None:
    """Delete every node hindsight writes from the test server (never point this at real data)."""
    async with neo4j.AsyncGraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        await driver.execute_query(*wipe_query())


@pytest.fixture(params=["sqlite", pytest.param("neo4j", marks=pytest.mark.neo4j), "memory"])
async def graph_store_factory(request: pytest.FixtureRequest, tmp_path: Path) -> GraphStoreFactory:
    if request.param == "sqlite":
        from hindsight_core.stores.sqlite import SqliteGraphStore

        return lambda: SqliteGraphStore(tmp_path / "graph.db")
    if request.param == "memory":
        return InMemoryGraphStore
    uri = require_server("HINDSIGHT_NEO4J_URI", "Neo4j")
    user = os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j")
    password = os.environ.get("HINDSIGHT_NEO4J_PASSWORD", "")
    from hindsight_core.stores.neo4j import Neo4jGraphStore

    await wipe_neo4j(uri, user, password)
    return lambda: Neo4jGraphStore(uri, user=user, password=password)


@pytest.fixture(
    params=["chroma-embedded", pytest.param("chroma-server", marks=pytest.mark.chroma_server), "memory"]
)
def vector_store_factory(request: pytest.FixtureRequest, tmp_path: Path) -> VectorStoreFactory:
    if request.param == "memory":
        return InMemoryVectorStore
    from hindsight_core.stores.chroma import ChromaVectorStore

    collection = f"test_{uuid.uuid4().hex[:12]}"
    if request.param == "chroma-embedded":
        return lambda embedder: ChromaVectorStore.embedded(
            tmp_path / "chroma", embedder=embedder, collection=collection
        )
    url = require_server("HINDSIGHT_CHROMA_URL", "Chroma server")

    def server(embedder: Embedder) -> ChromaVectorStore:
        return ChromaVectorStore.server(url, embedder=embedder, collection=collection)

    return server
