"""Equal scores in recall broken by something a store keeps, never by a record's id: ids are random, so two
records of one turn that tie (said in the same words, found by the same paths) were cut from the pool, or
ranked in a path (``RecallHit.paths``), by the ids drawn that run. The rule is :func:`~hindsight_core.recall.
fusion.in_pool_order`'s: of equal scores the newer first, then the one recorded first, then the order the paths
found them in (the sort is stable).
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping, Sequence

from hindsight_core.models import MemoryRecord


def tie_key(score: float, record: MemoryRecord, later_first: int = 1) -> tuple[float, float, float]:
    """The higher score first; of equal scores the newer (``later_first=-1``: the older), then the one recorded
    first: the one tie rule of the pool, the paths' ranks and the final ranking."""
    return (-score, -later_first * record.occurred_at.timestamp(), record.recorded_at.timestamp())


def _found_key(rid: str, score: float, records: Mapping[str, MemoryRecord]) -> tuple[float, ...]:
    record = records.get(rid)
    if record is None:  # not read (out of the pool): after those read, in the order found
        return (-score, math.inf)
    return tie_key(score, record)


def by_score(scores: Mapping[str, float], records: Mapping[str, MemoryRecord]) -> list[str]:
    """Ids best first; of equal scores the newer, then the one recorded first, then as ``scores`` lists them.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.models import Scope
    >>> at = datetime(2026, 3, 2, tzinfo=UTC)
    >>> made = {n: MemoryRecord(id=n, text="I finally graduated!", scope=Scope(user_id="u"), occurred_at=at,
    ...                         recorded_at=at.replace(microsecond=m)) for n, m in [("b", 1), ("a", 2)]}
    >>> by_score({"c": 2.0, "a": 1.0, "b": 1.0, "z": 1.0}, made)
    ['c', 'b', 'a', 'z']
    """
    return sorted(scores, key=lambda rid: _found_key(rid, scores[rid], records))


async def cut_pool(
    fused: Mapping[str, float],
    size: int,
    cuts: Sequence[int],
    read: Callable[[list[str]], Awaitable[list[MemoryRecord]]],
) -> list[str]:
    """The ``size`` ids of the best fused score, best first (:func:`by_score`). The records are read (``read``: the
    graph store's ``get_records``) only for the scores tied across a cut (``size``, or another of ``cuts``: the
    part of the pool whose session neighbours are read): elsewhere the order of equals changes nothing."""
    ordered = sorted(fused, key=lambda rid: -fused[rid])
    tied_scores = {
        fused[ordered[at - 1]]
        for at in {size, *cuts}
        if 0 < at < len(ordered) and fused[ordered[at - 1]] == fused[ordered[at]]
    }
    if not tied_scores:
        return ordered[:size]
    tied = [rid for rid in ordered if fused[rid] in tied_scores]
    records = {r.id: r for r in await read(tied)}
    return by_score({rid: fused[rid] for rid in ordered}, records)[:size]


__all__ = ["by_score", "cut_pool", "tie_key"]
