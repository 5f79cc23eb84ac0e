"""hindsight's registered Chroma embedding function: registered by name, round-tripped through its config,
never building an embedder (or Chroma's default one) just to open a collection.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import chromadb
import numpy as np
import pytest
from chromadb.api.client import Client
from chromadb.config import Settings

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import (
    ConfigError,
)
from hindsight_core.models import RecordFilter
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from tests.core.chroma_helpers import COLLECTION, RenamedEmbedder, item


def test_embedding_function_is_registered_and_reports_its_model() -> None:
    from chromadb.utils.embedding_functions import known_embedding_functions

    ef = HindsightEmbeddingFunction(HashEmbedder(64))
    assert known_embedding_functions["hindsight"] is HindsightEmbeddingFunction
    assert ef.name() == "hindsight"
    assert ef.get_config() == {"model_id": "hash-64", "dimension": 64}
    assert ef.default_space() == "cosine"
    assert not ef.is_legacy()
    vectors = ef(["Alice prefers PostgreSQL", "Bob drinks tea"])
    assert len(vectors) == 2
    np.testing.assert_allclose(vectors[0], HashEmbedder(64).embed(["Alice prefers PostgreSQL"])[0], atol=1e-6)


def test_embedding_function_round_trips_through_its_config() -> None:
    config = HindsightEmbeddingFunction(HashEmbedder(64)).get_config()

    rebuilt = HindsightEmbeddingFunction.build_from_config(config)

    assert rebuilt.get_config() == config
    texts = ["Alice prefers PostgreSQL", "爱丽丝喜欢 PostgreSQL"]
    np.testing.assert_allclose(np.asarray(rebuilt(texts)), HashEmbedder(64).embed(texts), atol=1e-6)


def test_rebuilding_defers_the_embedder_until_it_is_used() -> None:
    config = {"model_id": "text-embedding-3-small", "dimension": 1536}

    rebuilt = HindsightEmbeddingFunction.build_from_config(config)

    assert rebuilt.get_config() == config
    with pytest.raises(ConfigError, match="explicitly"):
        rebuilt(["needs its API key, so it cannot be rebuilt from its name"])


async def test_opening_never_builds_an_embedder_from_the_stored_config(tmp_path: Path) -> None:
    custom = RenamedEmbedder("my-private-model", 64)
    stored = item("Alice prefers PostgreSQL", custom)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for _ in range(2):
            async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=custom) as store:
                await store.upsert([stored])
                assert await store.count() == 1


@pytest.mark.parametrize(
    "config",
    [{"model_id": "", "dimension": 64}, {"model_id": "hash-64", "dimension": 0}, {"dimension": 64}],
)
def test_embedding_function_rejects_bad_config(config: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="hindsight embedding config"):
        HindsightEmbeddingFunction.build_from_config(config)


async def test_collection_records_our_embedding_function_not_chromas_default(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        await store.upsert([item("Alice prefers PostgreSQL", HashEmbedder(64))])

    client = chromadb.PersistentClient(
        str(tmp_path / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    try:
        ours = HindsightEmbeddingFunction(HashEmbedder(64))
        collection = client.get_collection(COLLECTION, embedding_function=ours)  # type: ignore[arg-type]
        assert collection.configuration_json["embedding_function"] == {
            "type": "known",
            "name": "hindsight",
            "config": {"model_id": "hash-64", "dimension": 64},
        }
        assert collection.configuration_json["hnsw"]["space"] == "cosine"
        assert collection.metadata == {"model_id": "hash-64", "dimension": 64, "hindsight_layout": "per_user"}
        # Chroma rebuilds the function from the stored config through its registry of known functions.
        rebuilt = collection.configuration.get("embedding_function")
        assert isinstance(rebuilt, HindsightEmbeddingFunction)
        assert rebuilt.get_config() == {"model_id": "hash-64", "dimension": 64}
    finally:
        assert isinstance(client, Client)
        client.close()


@pytest.fixture
def chroma_default_embedder_forbidden(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chroma's default embedding function downloads a model: any use of it fails the test."""
    from chromadb.api.types import DefaultEmbeddingFunction
    from chromadb.utils.embedding_functions.onnx_mini_lm_l6_v2 import ONNXMiniLM_L6_V2

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("Chroma's default embedding function was used")

    monkeypatch.setattr(DefaultEmbeddingFunction, "__call__", forbidden)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "__init__", forbidden)


@pytest.mark.usefixtures("chroma_default_embedder_forbidden")
async def test_chromas_default_embedding_function_is_never_used(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        stored = item("Alice prefers PostgreSQL", embedder)
        await store.upsert([stored])
        assert (await store.query(stored.embedding, RecordFilter(user_id="alice"), 3))[0][0] == stored.id
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        assert await store.count() == 1
