"""Weighted reciprocal-rank fusion and the final score. Pure functions: no I/O."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from hindsight_core.config import LifecycleConfig, RecallConfig
from hindsight_core.lifecycle.decay import current_strength
from hindsight_core.lifecycle.merge import entity_keys
from hindsight_core.models import MemoryRecord


@dataclass(slots=True)
class Fused:
    record_id: str
    rrf: float
    paths: dict[str, int] = field(default_factory=dict)


def weighted_rrf(
    ranked: Mapping[str, Sequence[str]], weights: Mapping[str, float], rrf_k: int
) -> list[Fused]:
    """Fuse ranked id lists: ``sum_p weight_p / (rrf_k + rank_p)``; ties broken by best single rank."""
    fused: dict[str, Fused] = {}
    for path, ids in ranked.items():
        weight = weights.get(path, 0.0)
        if weight <= 0:
            continue
        for rank, record_id in enumerate(ids, start=1):
            item = fused.setdefault(record_id, Fused(record_id, 0.0))
            if path in item.paths:
                continue
            item.paths[path] = rank
            item.rrf += weight / (rrf_k + rank)
    return sorted(fused.values(), key=lambda f: (-f.rrf, min(f.paths.values()), f.record_id))


def final_score(
    fused: Fused,
    record: MemoryRecord,
    *,
    now: datetime,
    query_entities: frozenset[str],
    recall_cfg: RecallConfig,
    lifecycle_cfg: LifecycleConfig,
) -> float:
    """Multiply in recency, confidence, strength and entity overlap, each a bounded nudge around 1.

    Relevance (the fused rank) stays the main signal: the nudges reorder near-ties, they do not let an old
    weak match overtake a strong one.
    """
    age_days = max(0.0, (now - record.occurred_at).total_seconds() / 86400.0)
    # float ** float is typed Any (a negative base gives a complex); time_decay_factor is in (0, 1].
    decayed: float = recall_cfg.time_decay_factor**age_days
    recency = 1.0 - recall_cfg.recency_boost + recall_cfg.recency_boost * decayed
    confidence = 0.75 + 0.25 * record.confidence
    strength = 0.75 + 0.25 * min(1.0, current_strength(record, now, lifecycle_cfg))
    overlap = 0.0
    if query_entities:
        overlap = len(entity_keys(record) & query_entities) / len(query_entities)
    entity = 1.0 + recall_cfg.entity_overlap_boost * overlap
    return fused.rrf * recency * confidence * strength * entity


def approx_tokens(text: str) -> int:
    """A cheap, tokenizer-free estimate (about 4 characters a token, CJK about 1 a character)."""
    cjk = sum(1 for ch in text if "\u3400" <= ch <= "\u9fff")
    return cjk + math.ceil((len(text) - cjk) / 4)
