"""Retrieval metrics with binary relevance over ranked memories, each memory citing source ids."""

from __future__ import annotations

import math
from collections.abc import Sequence


def recall_at(ranked: Sequence[Sequence[str]], gold: set[str], k: int) -> float:
    """Fraction of the gold ids covered by the top-k memories (LoCoMo's recall)."""
    covered = set().union(*(set(m) for m in ranked[:k])) if ranked[:k] else set()
    return len(covered & gold) / len(gold)


def hit_at(ranked: Sequence[Sequence[str]], gold: set[str], k: int) -> float:
    return 1.0 if any(gold & set(m) for m in ranked[:k]) else 0.0


def mrr_at(ranked: Sequence[Sequence[str]], gold: set[str], k: int) -> float:
    for rank, memory in enumerate(ranked[:k], start=1):
        if gold & set(memory):
            return 1.0 / rank
    return 0.0


def ndcg_at(ranked: Sequence[Sequence[str]], gold: set[str], k: int) -> float:
    """A memory gains 1 when it covers a gold id no earlier memory covered (repeats earn nothing)."""
    seen: set[str] = set()
    dcg = 0.0
    for rank, memory in enumerate(ranked[:k], start=1):
        new = (gold & set(memory)) - seen
        if new:
            dcg += 1.0 / math.log2(rank + 1)
            seen |= new
    ideal = sum(1.0 / math.log2(r + 1) for r in range(1, min(len(gold), k) + 1))
    return dcg / ideal if ideal else 0.0


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[index]
