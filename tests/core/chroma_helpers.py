"""Helpers shared by the Chroma store tests (test_chroma_store, test_chroma_embedding_function,
test_chroma_layout)."""

from __future__ import annotations

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.embeddings.base import Embedder, Vectors
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.stores import VectorItem, vector_metadata

#: The base collection a store uses by default.
COLLECTION = "hindsight_records"


def item(text: str, embedder: Embedder, *, user_id: str = "alice") -> VectorItem:
    record = MemoryRecord(text=text, scope=Scope(user_id=user_id))
    return VectorItem(record.id, embedder.embed([text])[0].tolist(), text, vector_metadata(record))


class RenamedEmbedder:
    """Same vectors as the hash embedder, another model id: what a model swap looks like to the store."""

    def __init__(self, model_id: str, dimension: int) -> None:
        self.model_id = model_id
        self.dimension = dimension
        self._inner = HashEmbedder(dimension)

    def embed(self, texts: list[str]) -> Vectors:
        return self._inner.embed(texts)
