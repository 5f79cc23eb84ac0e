"""Where late-interaction token vectors are made and kept: one forward pass per text at ingest (the one that
embeds it) and one per query, and the graph store's ``put_token_vectors`` / ``get_token_vectors``.

The write path calls :meth:`TokenIndex.encode` instead of ``embedder.embed`` and :meth:`TokenIndex.store`
after writing vectors; recall calls :meth:`TokenIndex.encode_query`, and :meth:`TokenIndex.decode` on the
blobs its pool read returns. With an embedder that has no token vectors (OpenAI, sentence-transformers,
hash) or on text in a script the embedder does not cover, nothing is stored and the rerank stage is skipped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from hindsight_core.embeddings.base import Embedder, TokenEmbedder, Vectors
from hindsight_core.language import embedder_covers
from hindsight_core.models import MemoryRecord
from hindsight_core.recall import late_interaction as li
from hindsight_core.stores.protocols import GraphStore, TokenVectorsItem


class TokenIndex:
    """Token vectors for late interaction, for one embedder and one graph store."""

    def __init__(self, graph: GraphStore, embedder: Embedder) -> None:
        self._graph = graph
        self._embedder = embedder
        self._token_model = embedder.token_model_id if isinstance(embedder, TokenEmbedder) else None

    @property
    def embedder(self) -> Embedder:
        return self._embedder

    @property
    def enabled(self) -> bool:
        """Whether the embedder gives token vectors (the rerank stage can run)."""
        return self._token_model is not None

    def encode(self, texts: Sequence[str]) -> tuple[Vectors, list[bytes | None]]:
        """Sentence vectors of ``texts`` and, where the embedder covers the text, its compact token vectors.
        Blocking (run it in a worker thread), one forward pass."""
        if not isinstance(self._embedder, TokenEmbedder) or self._token_model is None:
            return self._embedder.embed(list(texts)), [None] * len(texts)
        vectors, tokens = self._embedder.embed_with_tokens(list(texts))
        covered = [i for i, text in enumerate(texts) if embedder_covers(self._embedder, text)]
        encoded = li.encode_many(
            [li.document_tokens(texts[i], tokens[i]) for i in covered], self._token_model
        )
        blobs: list[bytes | None] = [None] * len(texts)
        for i, blob in zip(covered, encoded, strict=True):
            blobs[i] = blob
        return vectors, blobs

    def encode_query(self, query: str) -> tuple[Vectors, li.QueryTokens | None]:
        """The query's sentence vector and content tokens, from one forward pass. Blocking."""
        if not isinstance(self._embedder, TokenEmbedder) or not embedder_covers(self._embedder, query):
            return self._embedder.embed([query]), None
        vectors, tokens = self._embedder.embed_with_tokens([query])
        return vectors, li.query_tokens(tokens[0])

    async def store(self, records: Sequence[MemoryRecord], blobs: Sequence[bytes | None]) -> None:
        """Keep the token vectors of written records (records without any are skipped)."""
        items = [
            TokenVectorsItem(record.id, record.scope.user_id, token_ids(blob), blob)
            for record, blob in zip(records, blobs, strict=True)
            if blob is not None
        ]
        if items:
            await self._graph.put_token_vectors(items)

    async def load(self, record_ids: Sequence[str]) -> dict[str, li.StoredTokens]:
        """The decoded token vectors of these records (missing, foreign or damaged ones left out)."""
        if self._token_model is None or not record_ids:
            return {}
        return self.decode(await self._graph.get_token_vectors(record_ids))

    def decode(self, blobs: Mapping[str, bytes]) -> dict[str, li.StoredTokens]:
        """Stored token vectors decoded (those of another model, codec or damaged left out)."""
        if self._token_model is None:
            return {}
        out: dict[str, li.StoredTokens] = {}
        for record_id, blob in blobs.items():
            stored = li.decode(blob, self._token_model)
            if stored is not None:
                out[record_id] = stored
        return out


def token_ids(blob: bytes) -> list[int]:
    """The distinct token ids inside a blob written by ``late_interaction.encode`` (model-agnostic read)."""
    version, _, count, _ = li.HEADER.unpack_from(blob)
    if version != li.CODEC_VERSION:
        return []
    ids = np.frombuffer(blob, dtype="<i4", count=count, offset=li.HEADER.size)
    return sorted({int(i) for i in ids})
