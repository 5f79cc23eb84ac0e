"""The in-memory reference :class:`~hindsight_core.stores.protocols.VectorStore`: exact cosine search in numpy.

It passes the same contract suite as the Chroma store (:mod:`hindsight_core.testing.contracts`). Every query
compares the query with each of the user's vectors (no approximate index): exact, and fast enough for tests
and for the few thousand records of a session. What it holds lives as long as the object.

Example:
    >>> import asyncio
    >>> from hindsight_core.embeddings import HashEmbedder
    >>> from hindsight_core.models import MemoryRecord, RecordFilter, Scope
    >>> from hindsight_core.stores.protocols import VectorItem, vector_metadata
    >>> async def demo() -> str:
    ...     embedder = HashEmbedder(64)
    ...     record = MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id="u1"))
    ...     vector = embedder.embed([record.text])[0].tolist()
    ...     async with InMemoryVectorStore(embedder) as store:
    ...         await store.upsert([VectorItem(record.id, vector, record.text, vector_metadata(record))])
    ...         [(found, _)] = await store.query(vector, RecordFilter(user_id="u1"), 3)
    ...         return "found" if found == record.id else "missed"
    >>> asyncio.run(demo())
    'found'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import EmbeddingMismatchError, UserError
from hindsight_core.models import RecordFilter
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.memory_common import InMemoryStore
from hindsight_core.stores.protocols import StoreDescription, VectorEntry, VectorItem, metadata_matches


@dataclass(slots=True)
class _Vector:
    unit: np.ndarray
    """The embedding scaled to length 1 (zero stays zero): a dot product is then the cosine."""
    document: str
    metadata: dict[str, Any]


class InMemoryVectorStore(InMemoryStore):
    """A vector store held in this process's memory, for vectors of ``embedder``'s model. Thread-safe."""

    capabilities: frozenset[Capability] = frozenset({Capability.USER_NEAREST})
    _what = "the in-memory vector store"

    def __init__(self, embedder: Embedder) -> None:
        super().__init__()
        self._embedder = embedder
        self._vectors: dict[str, _Vector] = {}

    def __repr__(self) -> str:
        return f"InMemoryVectorStore({self._embedder.model_id!r}, {len(self._vectors)} vectors)"

    async def describe(self) -> StoreDescription:
        with self._state():
            return self._description(
                f"exact cosine search over {len(self._vectors)} vectors",
                (self._embedder.model_id, self._embedder.dimension),
            )

    async def reset(self) -> None:
        self._open = True
        with self._state():
            self._vectors.clear()

    # -- operations ------------------------------------------------------------------------------------

    async def upsert(self, items: Sequence[VectorItem]) -> None:
        for item in items:
            if not item.metadata.get("user_id"):
                raise UserError(
                    f"vector item {item.id!r} has no 'user_id' in its metadata; build it with "
                    "hindsight_core.stores.vector_metadata(record)"
                )
        rows = {
            item.id: _Vector(self._unit(item.embedding), item.document, dict(item.metadata)) for item in items
        }
        with self._state():
            self._vectors.update(rows)

    async def query(self, embedding: Sequence[float], flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        return (await self.query_many([embedding], [flt], k))[0]

    async def query_many(
        self, embeddings: Sequence[Sequence[float]], flts: Sequence[RecordFilter], k: int
    ) -> list[list[tuple[str, float]]]:
        if len(embeddings) != len(flts):
            raise UserError(f"query_many got {len(embeddings)} embeddings but {len(flts)} filters")
        queries = [self._unit(embedding) for embedding in embeddings]
        with self._state():
            answers: list[list[tuple[str, float]]] = []
            for query, flt in zip(queries, flts, strict=True):
                kept = [(i, v.unit) for i, v in self._vectors.items() if metadata_matches(flt, v.metadata)]
                answers.append(_nearest(query, kept, k))
            return answers

    async def nearest(self, embedding: Sequence[float], user_id: str, n: int) -> list[tuple[str, float]]:
        """The ``n`` nearest of ``user_id``'s vectors, whatever their other metadata
        (:class:`~hindsight_core.stores.capabilities.UserNearest`)."""
        query = self._unit(embedding)
        with self._state():
            kept = [(i, v.unit) for i, v in self._vectors.items() if v.metadata.get("user_id") == user_id]
        return _nearest(query, kept, n)

    async def update_metadata(self, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        if len(ids) != len(metadatas):
            raise UserError(f"update_metadata got {len(ids)} ids but {len(metadatas)} metadata dicts")
        with self._state():
            for record_id, metadata in zip(ids, metadatas, strict=True):
                if record_id in self._vectors:
                    self._vectors[record_id].metadata.update(metadata)

    async def delete(self, ids: Sequence[str]) -> None:
        with self._state():
            for record_id in ids:
                self._vectors.pop(record_id, None)

    async def existing_ids(self, ids: Sequence[str]) -> set[str]:
        with self._state():
            return {record_id for record_id in ids if record_id in self._vectors}

    async def count(self) -> int:
        with self._state():
            return len(self._vectors)

    async def entries(self, *, offset: int = 0, limit: int = 1000) -> list[VectorEntry]:
        with self._state():
            page = list(self._vectors.items())[max(offset, 0) : max(offset, 0) + max(limit, 0)]
            return [VectorEntry(i, v.document, dict(v.metadata)) for i, v in page]

    def _unit(self, embedding: Sequence[float]) -> np.ndarray:
        vector = np.asarray(embedding, dtype=np.float64)
        if vector.shape != (self._embedder.dimension,):
            raise EmbeddingMismatchError(
                f"an embedding of shape {vector.shape} does not fit this store of {self._embedder.model_id} "
                f"vectors ({self._embedder.dimension} dimensions); embed with the store's embedder",
                stored=f"{self._embedder.model_id} ({self._embedder.dimension} dimensions)",
                configured=f"{vector.size} dimensions",
            )
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector


def _nearest(query: np.ndarray, kept: list[tuple[str, np.ndarray]], k: int) -> list[tuple[str, float]]:
    """The ``k`` of ``kept`` (id, unit vector) nearest ``query`` by cosine, best first."""
    if k <= 0 or not kept:
        return []
    similarities = np.clip(np.stack([unit for _, unit in kept]) @ query, -1.0, 1.0)
    ranked = sorted(zip((i for i, _ in kept), similarities.tolist(), strict=True), key=_best)
    return [(i, float(s)) for i, s in ranked[:k]]


def _best(pair: tuple[str, float]) -> tuple[float, str]:
    return -pair[1], pair[0]


__all__ = ["InMemoryVectorStore"]
