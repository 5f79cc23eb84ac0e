"""Server addresses as users write them in HINDSIGHT_CHROMA_URL and HINDSIGHT_NEO4J_URI, against the real servers."""

from __future__ import annotations

import contextlib
import uuid
from urllib.parse import urlsplit

import chromadb
import pytest

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ConfigError
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.neo4j import Neo4jGraphStore
from tests.server.conftest import chroma_client, chroma_url, neo4j_env


@pytest.mark.chroma_server
async def test_a_chroma_address_without_a_scheme_reaches_the_server() -> None:
    parts = urlsplit(chroma_url())
    collection = f"test_bare_{uuid.uuid4().hex}"
    store = ChromaVectorStore.server(
        f"{parts.hostname}:{parts.port}", embedder=HashEmbedder(64), collection=collection
    )

    assert store.location == f"http://{parts.hostname}:{parts.port}"  # it was http://host:port:8000
    try:
        async with store:
            assert await store.count() == 0
    finally:
        with contextlib.suppress(chromadb.errors.NotFoundError):
            chroma_client().delete_collection(collection)


@pytest.mark.neo4j
async def test_an_http_neo4j_address_is_refused_with_the_bolt_one_to_use() -> None:
    uri, user, password = neo4j_env()
    parts = urlsplit(uri)
    store = Neo4jGraphStore(f"http://{parts.hostname}:{parts.port}", user=user, password=password)

    with pytest.raises(ConfigError, match="bolt://HOST:7687") as info:  # it was a KeyError traceback
        await store.setup()

    assert "HTTP" in str(info.value)
    await store.close()
