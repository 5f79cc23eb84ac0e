"""Embedders: the offline MiniLM default, OpenAI-compatible, sentence-transformers, and a hash embedder."""

from hindsight_core.embeddings.base import Embedder, l2_normalize
from hindsight_core.embeddings.hashing import HashEmbedder

__all__ = ["Embedder", "HashEmbedder", "l2_normalize"]
