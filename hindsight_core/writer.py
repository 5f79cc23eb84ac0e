"""The write path: embed, dedup/merge against stored neighbours, link conflicts, then write the graph store
(the source of truth) first and the vectors second."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from hindsight_core.config import HindsightConfig
from hindsight_core.embeddings.base import Embedder
from hindsight_core.language import embedder_covers
from hindsight_core.lifecycle.merge import conflicts, is_duplicate, merged, supersede
from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.recall.token_index import TokenIndex
from hindsight_core.stores.protocols import GraphStore, VectorItem, VectorStore, vector_metadata


class RecordWriter:
    """Everything that turns candidate records into stored ones. The engine owns the write lock."""

    def __init__(
        self, graph: GraphStore, vectors: VectorStore, embedder: Embedder, config: HindsightConfig
    ) -> None:
        self._graph = graph
        self._vectors = vectors
        self._embedder = embedder
        self._config = config
        # Recall's late-interaction token vectors come from the same forward pass as the embeddings.
        self.tokens = TokenIndex(graph, embedder)

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embeddings in a worker thread, in chunks of a few batches (the embedder batches inside)."""
        return (await self.embed_with_tokens(texts))[0]

    async def embed_with_tokens(self, texts: Sequence[str]) -> tuple[list[list[float]], list[bytes | None]]:
        """Embeddings and the compact token vectors recall reranks with (None where there are none)."""
        if not texts:
            return [], []
        chunk_size = self._config.embed_batch_size * 8
        out: list[list[float]] = []
        blobs: list[bytes | None] = []
        for start in range(0, len(texts), chunk_size):
            vectors, chunk_blobs = await asyncio.to_thread(
                self.tokens.encode, list(texts[start : start + chunk_size])
            )
            out.extend(v.tolist() for v in vectors)
            blobs.extend(chunk_blobs)
        return out, blobs

    async def embed_one(self, text: str) -> list[float]:
        return (await self.embed([text]))[0]

    async def write_vectors(self, records: Sequence[MemoryRecord]) -> None:
        """(Re-)embed records and upsert their vectors; used by repair, import and induction."""
        if not records:
            return
        embeddings, blobs = await self.embed_with_tokens([r.text for r in records])
        await self._vectors.upsert(
            [
                VectorItem(r.id, e, r.text, vector_metadata(r))
                for r, e in zip(records, embeddings, strict=True)
            ]
        )
        await self.tokens.store(records, blobs)

    async def store(
        self, candidates: Sequence[MemoryRecord], lock: asyncio.Lock
    ) -> tuple[list[MemoryRecord], list[MemoryRecord]]:
        """Dedup against stored neighbours, link conflicts, then write graph first and vectors second.

        Returns (records added, existing records that absorbed a duplicate).
        """
        if not candidates:
            return [], []
        embeddings, blobs = await self.embed_with_tokens([c.text for c in candidates])
        token_blobs = dict(zip((c.id for c in candidates), blobs, strict=True))
        threshold = self._config.lifecycle.dedup_similarity
        async with lock:
            new: dict[str, tuple[MemoryRecord, list[float]]] = {}  # created in this batch, in order
            changed: dict[str, MemoryRecord] = {}  # stored records updated by this batch
            merged_ids: set[str] = set()
            # The stored neighbours of every candidate, fetched up front and concurrently (one round trip
            # per query to a server, overlapping); records created by this batch are compared in memory.
            gate = asyncio.Semaphore(8)

            async def neighbours(candidate: MemoryRecord, embedding: list[float]) -> list[tuple[str, float]]:
                flt = RecordFilter(user_id=candidate.scope.user_id, statuses=("active", "pending"))
                async with gate:
                    return await self._vectors.query(embedding, flt, 8)

            all_hits = await asyncio.gather(
                *(neighbours(c, e) for c, e in zip(candidates, embeddings, strict=True))
            )
            wanted = list(dict.fromkeys(i for hits in all_hits for i, _ in hits))
            stored = {r.id: r for r in await self._graph.get_records(wanted)} if wanted else {}
            for candidate, embedding, hits in zip(candidates, embeddings, all_hits, strict=True):
                pool = [(changed.get(i, stored[i]), sim) for i, sim in hits if i in stored]
                pool += [(rec, _cosine(embedding, emb)) for rec, emb in new.values()]
                # Cosine dedup only where the embedder understands the text (MiniLM sees any two Chinese
                # sentences as near-identical); elsewhere only an identical text is a duplicate.
                covered = embedder_covers(self._embedder, candidate.text)
                duplicate = next(
                    (
                        old
                        for old, sim in pool
                        if is_duplicate(
                            candidate, old, sim if covered or old.text == candidate.text else 0.0, threshold
                        )
                    ),
                    None,
                )
                if duplicate is not None:
                    if duplicate.id in new:
                        new[duplicate.id] = (merged(new[duplicate.id][0], candidate), new[duplicate.id][1])
                    else:
                        changed[duplicate.id] = merged(duplicate, candidate)
                        merged_ids.add(duplicate.id)
                    continue
                record = candidate
                for old, _ in pool:
                    current = new[old.id][0] if old.id in new else changed.get(old.id, old)
                    if conflicts(record, current):
                        current, record = supersede(current, record)
                        if current.id in new:
                            new[current.id] = (current, new[current.id][1])
                        else:
                            changed[current.id] = current
                new[record.id] = (record, embedding)
            added = [rec for rec, _ in new.values()]
            updated = list(changed.values())
            await self._graph.upsert_records([*added, *updated])
            await self._vectors.upsert(
                [VectorItem(r.id, e, r.text, vector_metadata(r)) for r, e in new.values()]
            )
            if updated:
                await self._vectors.update_metadata(
                    [u.id for u in updated], [vector_metadata(u) for u in updated]
                )
            await self.tokens.store(added, [token_blobs.get(r.id) for r in added])
        return added, [changed[i] for i in merged_ids]


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return float(sum(x * y for x, y in zip(a, b, strict=True)))
