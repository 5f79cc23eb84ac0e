"""Embedders: the offline MiniLM default, OpenAI-compatible, sentence-transformers, and a hash embedder."""

from hindsight_core.embeddings.base import Embedder, l2_normalize
from hindsight_core.embeddings.hashing import HashEmbedder
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.embeddings.openai_embedder import OpenAIEmbedder
from hindsight_core.embeddings.registry import embedder_from_model_id
from hindsight_core.embeddings.sentence_transformers import SentenceTransformerEmbedder

__all__ = [
    "Embedder",
    "HashEmbedder",
    "OnnxMiniLMEmbedder",
    "OpenAIEmbedder",
    "SentenceTransformerEmbedder",
    "embedder_from_model_id",
    "l2_normalize",
]
