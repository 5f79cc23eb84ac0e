"""Stores for the server-mode tests: embedded, or Neo4j + Chroma server (``scripts/services start``).

Each server test works in its own Chroma collection and its own user ids, and removes what it wrote.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import chromadb
import pytest
from chromadb.config import Settings

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings.base import Embedder
from hindsight_core.extraction.base import Extractor
from hindsight_core.models import ALL_STATUSES, RecordFilter
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.neo4j import Neo4jGraphStore
from tests.conftest import neo4j_env, require_server


def chroma_url() -> str:
    return require_server("HINDSIGHT_CHROMA_URL", "Chroma server")


def chroma_client() -> chromadb.api.ClientAPI:
    """Chroma's own client on the test server, to look at what hindsight wrote."""
    host, port = chroma_url().rsplit("//", 1)[-1].rsplit(":", 1)
    return chromadb.HttpClient(host=host, port=int(port), settings=Settings(anonymized_telemetry=False))


async def delete_users(users: list[str]) -> None:
    """Remove every record of these users from Neo4j (other data on the server is left alone)."""
    uri, user, password = neo4j_env()
    async with Neo4jGraphStore(uri, user=user, password=password) as graph:
        for user_id in users:
            records = await graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
            await graph.delete_records([r.id for r in records])


@dataclass
class Backend:
    """Builds engines on one set of stores (the same data every time) for a test."""

    mode: str
    data_dir: Path
    collection: str

    def engine(self, embedder: Embedder, extractor: Extractor | None = None) -> AsyncHindsight:
        if self.mode == "embedded":
            return AsyncHindsight(self.data_dir, embedder=embedder, extractor=extractor)
        uri, user, password = neo4j_env()
        return AsyncHindsight(
            self.data_dir,
            embedder=embedder,
            extractor=extractor,
            graph_store=Neo4jGraphStore(uri, user=user, password=password),
            vector_store=ChromaVectorStore.server(
                chroma_url(), embedder=embedder, collection=self.collection
            ),
        )


@pytest.fixture
def user_id() -> str:
    return f"user-{uuid.uuid4().hex}"


@pytest.fixture(
    params=["embedded", pytest.param("server", marks=[pytest.mark.neo4j, pytest.mark.chroma_server])]
)
async def backend(request: pytest.FixtureRequest, tmp_path: Path, user_id: str) -> AsyncIterator[Backend]:
    collection = f"test_{uuid.uuid4().hex}"
    if request.param == "server":
        neo4j_env()
        chroma_url()
    yield Backend(request.param, tmp_path / "data", collection)
    if request.param == "server":
        await delete_users([user_id])
        client = chroma_client()
        with contextlib.suppress(chromadb.errors.NotFoundError):
            client.delete_collection(collection)
