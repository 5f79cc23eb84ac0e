"""hindsight's Chroma embedding function: any :class:`Embedder` behind Chroma's ``EmbeddingFunction`` API.

Chroma records the embedding function of a collection by name and config, and rebuilds it from that
config whenever it reads the collection back. Registering ours (name ``"hindsight"``, config
``{"model_id", "dimension"}``) means a collection made by hindsight never falls back to Chroma's default
embedding function, which would download a model. hindsight passes its own embeddings to every upsert and
query; the function is there so that Chroma (and anyone opening the collection with Chroma directly) knows
which model built the index.

Example:
    >>> from hindsight_core.embeddings import HashEmbedder
    >>> ef = HindsightEmbeddingFunction(HashEmbedder(64))
    >>> ef.get_config()
    {'model_id': 'hash-64', 'dimension': 64}
    >>> len(ef(["Alice prefers PostgreSQL"])[0])
    64
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.utils.embedding_functions import register_embedding_function

from hindsight_core.embeddings.base import Embedder, Vectors

EMBEDDING_FUNCTION_NAME = "hindsight"


class _DeferredEmbedder:
    """An embedder known by model id and dimension, built through the registry on first use.

    Chroma rebuilds the embedding function each time it reads a collection's schema, even though hindsight
    never lets Chroma embed anything; deferring the build keeps that from loading a second copy of a model
    (or asking for an API key) just to open a collection.
    """

    def __init__(self, model_id: str, dimension: int) -> None:
        self.model_id = model_id
        self.dimension = dimension
        self._embedder: Embedder | None = None
        self._lock = threading.Lock()

    def _resolve(self) -> Embedder:
        with self._lock:
            if self._embedder is None:
                from hindsight_core.embeddings.registry import embedder_from_model_id

                self._embedder = embedder_from_model_id(self.model_id, self.dimension)
            return self._embedder

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self._resolve().embed(texts)


@register_embedding_function
class HindsightEmbeddingFunction(EmbeddingFunction[Documents]):
    """Wraps an :class:`Embedder` as a registered Chroma embedding function.

    Vectors are L2-normalised, so cosine (the default space), inner product and L2 rank alike.
    """

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    @property
    def dimension(self) -> int:
        return self._embedder.dimension

    def __call__(self, input: Documents) -> Embeddings:
        matrix = self._embedder.embed(list(input))
        return list(matrix)

    @staticmethod
    def name() -> str:
        return EMBEDDING_FUNCTION_NAME

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {"model_id": self.model_id, "dimension": self.dimension}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> HindsightEmbeddingFunction:
        """Rebuild from :meth:`get_config`; the embedder itself is created on first use, via
        ``hindsight_core.embeddings.registry.embedder_from_model_id``."""
        HindsightEmbeddingFunction.validate_config(config)
        return HindsightEmbeddingFunction(_DeferredEmbedder(config["model_id"], int(config["dimension"])))

    @staticmethod
    def validate_config(config: dict[str, Any]) -> None:
        model_id = config.get("model_id")
        dimension = config.get("dimension")
        if not isinstance(model_id, str) or not model_id:
            raise ValueError(f"hindsight embedding config needs a non-empty 'model_id', got {model_id!r}")
        if isinstance(dimension, bool) or not isinstance(dimension, int) or dimension < 1:
            raise ValueError(f"hindsight embedding config needs a positive 'dimension', got {dimension!r}")

    def validate_config_update(self, old_config: dict[str, Any], new_config: dict[str, Any]) -> None:
        for key in ("model_id", "dimension"):
            if key in new_config and new_config[key] != old_config.get(key):
                raise ValueError(
                    f"the embedding {key} of a collection cannot change in place "
                    f"({old_config.get(key)!r} -> {new_config[key]!r}); run `hindsight reindex`"
                )

    def is_legacy(self) -> bool:
        # The base class answers by rebuilding from config, which would construct a second embedder.
        return False


__all__ = ["EMBEDDING_FUNCTION_NAME", "HindsightEmbeddingFunction"]
