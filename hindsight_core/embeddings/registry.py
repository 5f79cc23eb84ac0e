"""Rebuild an embedder from the ``model_id`` and ``dimension`` a vector index recorded."""

from __future__ import annotations

import re

from hindsight_core.embeddings.base import Embedder
from hindsight_core.embeddings.hashing import HashEmbedder
from hindsight_core.embeddings.onnx_minilm import MINILM_DIMENSION, MINILM_MODEL_ID, OnnxMiniLMEmbedder
from hindsight_core.errors import ConfigError

_HASH_ID = re.compile(r"hash-([1-9][0-9]*)")


def embedder_from_model_id(model_id: str, dimension: int) -> Embedder:
    """The embedder that produced an index, rebuilt from what the index recorded.

    Only embedders that need no settings can be rebuilt: the shipped MiniLM model and the hash embedder.
    Any other model (OpenAI, sentence-transformers, a custom export) needs its key, URL or path, so the
    caller must pass the embedder explicitly.

    Raises:
        ConfigError: The model cannot be rebuilt from its id, or the recorded dimension does not match it.

    Example:
        >>> embedder_from_model_id("hash-64", 64).model_id
        'hash-64'
    """
    if model_id == MINILM_MODEL_ID:
        _check_dimension(model_id, dimension, MINILM_DIMENSION)
        return OnnxMiniLMEmbedder()
    match = _HASH_ID.fullmatch(model_id)
    if match:
        size = int(match.group(1))
        _check_dimension(model_id, dimension, size)
        return HashEmbedder(size)
    raise ConfigError(
        f"this index was built with the embedder {model_id!r} ({dimension}-d), which hindsight cannot rebuild "
        "from its name alone; pass that embedder explicitly (e.g. embedder=OpenAIEmbedder(model=...) or "
        "SentenceTransformerEmbedder(...)), or rebuild the index with another model (`hindsight reindex`)"
    )


def _check_dimension(model_id: str, recorded: int, expected: int) -> None:
    if recorded != expected:
        raise ConfigError(
            f"the index records {model_id!r} with dimension {recorded}, but that model produces {expected}-d "
            "vectors; the index metadata is inconsistent: rebuild it with `hindsight reindex`"
        )
