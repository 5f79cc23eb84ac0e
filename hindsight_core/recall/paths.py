"""The retrieval paths run together, then fused, scored and grouped with their conflicts."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

from hindsight_core.config import LifecycleConfig, RecallConfig
from hindsight_core.lifecycle.merge import entity_keys
from hindsight_core.models import RecallHit, RecordFilter
from hindsight_core.recall.fusion import final_score, weighted_rrf
from hindsight_core.recall.query import entity_candidates, time_ranges
from hindsight_core.stores.protocols import GraphStore, VectorStore


class RecallPaths:
    """Runs the vector, keyword, graph and recency paths over the stores and fuses them."""

    def __init__(
        self,
        graph: GraphStore,
        vectors: VectorStore,
        embed_query: Callable[[str], Awaitable[list[float]]],
        cfg: RecallConfig,
    ) -> None:
        self._graph = graph
        self._vectors = vectors
        self._embed_query = embed_query
        self._cfg = cfg

    async def _timed(self, name: str, coro: Awaitable[list[str]], timings: dict[str, float]) -> list[str]:
        started = time.perf_counter()
        try:
            return await coro
        finally:
            timings[name] = (time.perf_counter() - started) * 1000

    async def _vector(self, query: str, flt: RecordFilter) -> list[str]:
        embedding = await self._embed_query(query)
        return [i for i, _ in await self._vectors.query(embedding, flt, self._cfg.candidates_per_path)]

    async def _keyword(self, query: str, flt: RecordFilter) -> list[str]:
        return [i for i, _ in await self._graph.keyword_search(query, flt, self._cfg.candidates_per_path)]

    async def _entities(self, names: Sequence[str], flt: RecordFilter) -> list[str]:
        """Records linked to the query's specific entities.

        An entity that a large share of the user's memories mention (their own name, a speaker) is a hub:
        like a stopword it says nothing about what the query is after, and its neighbourhood is most of
        the graph, so it is left out of this path (BM25 and vectors still see the word).
        """
        if not names:
            return []
        counts, total = await asyncio.gather(
            self._graph.entity_counts(names, flt), self._graph.count_records(flt)
        )
        if not counts:
            return []
        ceiling = max(self._cfg.graph_hub_min_count, self._cfg.graph_hub_fraction * total)
        specific = [name for name, count in counts.items() if count <= ceiling]
        if not specific:
            return []
        found = await self._graph.entity_search(
            specific, flt, hops=self._cfg.graph_hops, k=self._cfg.candidates_per_path
        )
        return [i for i, _ in found]

    async def _recency(self, flt: RecordFilter) -> list[str]:
        records = await self._graph.list_records(flt, limit=self._cfg.recency_candidates, newest_first=True)
        return [r.id for r in records]

    async def search(
        self,
        query: str,
        flt: RecordFilter,
        limit: int,
        now: datetime,
        lifecycle: LifecycleConfig,
        *,
        exclude_sources: frozenset[str] = frozenset(),
    ) -> tuple[list[RecallHit], dict[str, float]]:
        cfg = self._cfg
        timings: dict[str, float] = {}
        names = entity_candidates(query)
        weights = {
            "vector": cfg.vector_weight,
            "keyword": cfg.keyword_weight,
            "graph": cfg.graph_weight,
            "recency": cfg.recency_weight,
        }
        jobs = {
            "vector": self._vector(query, flt),
            "keyword": self._keyword(query, flt),
            "graph": self._entities(names, flt),
            "recency": self._recency(flt),
        }
        active = {name: job for name, job in jobs.items() if weights[name] > 0}
        for name, job in jobs.items():
            if name not in active:
                job.close()
        results = await asyncio.gather(*(self._timed(n, j, timings) for n, j in active.items()))
        ranked = dict(zip(active, results, strict=True))
        fused = weighted_rrf(ranked, weights, cfg.rrf_k)
        pool = fused[: max(limit * 3, 30)]
        records = {r.id: r for r in await self._graph.get_records([f.record_id for f in pool])}
        # The graph store is the source of truth: a vector whose status lags behind it (a write interrupted
        # between the two stores) must not bring back a record the filter excludes, e.g. a forgotten one.
        records = {i: r for i, r in records.items() if r.status in flt.statuses}
        known = set().union(*(entity_keys(r) for r in records.values()))
        query_entities = frozenset(n for n in names if n in known)
        ranges = time_ranges(query, now)
        scored: list[RecallHit] = []
        for item in pool:
            record = records.get(item.record_id)
            if record is None or (
                exclude_sources and record.source_ids and set(record.source_ids) <= exclude_sources
            ):
                continue
            score = final_score(
                item, record, now=now, query_entities=query_entities, recall_cfg=cfg, lifecycle_cfg=lifecycle
            )
            if ranges and any(r.start <= record.occurred_at <= r.end for r in ranges):
                score *= 1.0 + cfg.time_match_boost
            scored.append(RecallHit(record=record, score=score, paths=dict(item.paths)))
        scored.sort(key=lambda h: -h.score)
        hits = await self._with_conflicts(scored[:limit], flt)
        return hits, timings

    async def _with_conflicts(self, hits: list[RecallHit], flt: RecordFilter) -> list[RecallHit]:
        """Pull each hit's conflicting records in beside it, newest first, all marked as a conflict."""
        linked_ids = {i for h in hits for i in h.record.conflicts_with}
        if not linked_ids:
            return hits
        present = {h.record.id: h for h in hits}
        missing = [i for i in linked_ids if i not in present]
        extra = {
            r.id: r
            for r in await self._graph.get_records(missing)
            if r.scope.user_id == flt.user_id and r.status in ("active", "pending", "archived")
        }
        out: list[RecallHit] = []
        placed: set[str] = set()
        for hit in hits:
            if hit.record.id in placed:
                continue
            group = [hit]
            for other_id in hit.record.conflicts_with:
                if other_id in placed or other_id == hit.record.id:
                    continue
                if other_id in present:
                    group.append(present[other_id])
                elif other_id in extra:
                    group.append(RecallHit(record=extra[other_id], score=hit.score, paths={}))
            if len(group) > 1:
                group = [g.model_copy(update={"conflict": True}) for g in group]
                group.sort(key=lambda g: g.record.occurred_at, reverse=True)
            for g in group:
                placed.add(g.record.id)
                out.append(g)
        return out
