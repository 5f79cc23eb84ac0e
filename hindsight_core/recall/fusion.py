"""Fusion and scoring of recall candidates. Pure functions: no I/O.

Paths return ``(record_id, score)`` lists whose scores mean different things (BM25, cosine, hops). Score
fusion calibrates each path per query (z-score or min-max over its own candidates) so that one path's
strong hit is not drowned by another's ranks; reciprocal-rank fusion is kept as an option.

    >>> fused = fuse_scores({"keyword": {"a": 9.0, "b": 6.0, "d": 1.0}, "vector": {"b": 0.8, "c": 0.7}},
    ...                     {"keyword": 1.0, "vector": 1.0})
    >>> sorted(fused, key=lambda i: (-fused[i], i))  # b: second by keyword, first by vector
    ['b', 'a', 'c', 'd']
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Literal

from hindsight_core.config import LifecycleConfig, RecallConfig
from hindsight_core.lifecycle.decay import current_strength
from hindsight_core.lifecycle.merge import entity_keys
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.ties import tie_key
from hindsight_core.text import normalize_entity

Normalization = Literal["zscore", "minmax", "max"]

#: Paths whose scores mean the same in every query: scaled by their best (``max``), not spread per query.
#: The entity graph scores ``sum 1 / (1 + hop)``: a record one hop away is half as linked as a direct
#: mention whatever else was found (z-scores over its few candidates would put it level with nothing).
ABSOLUTE_PATHS: dict[str, Normalization] = {"graph": "max"}


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


def calibrate(
    scores: Mapping[str, float], method: Normalization = "zscore", *, exhausted: bool = False
) -> tuple[dict[str, float], float]:
    """One path's scores on a common scale for this query (z-scores, or min-max to [0, 1]) and the floor
    given to a candidate the path did not return (its lowest calibrated score: it ranked below all of them).

    ``exhausted``: the path returned fewer candidates than asked, so it found everything it matches (a small
    store, rare words). Min-max then scales from 0 (what a record it did not return scores) rather than from
    its weakest candidate, which is a real match and must not count as none.

    A path whose candidates all score the same (one candidate, say) can only tell found from not found:
    each gets 1 and the floor is 0.
    """
    if not scores:
        return {}, 0.0
    values = list(scores.values())
    low, high = min(values), max(values)
    if exhausted and method == "minmax" and 0.0 < low < high:
        low = 0.0
    if high - low <= 1e-12 * max(1.0, abs(high)):
        return dict.fromkeys(scores, 1.0), 0.0
    if method == "max":
        return (
            ({k: v / high for k, v in scores.items()}, 0.0) if high > 0 else (dict.fromkeys(scores, 1.0), 0.0)
        )
    if method == "minmax":
        return {k: (v - low) / (high - low) for k, v in scores.items()}, 0.0
    mean = math.fsum(values) / len(values)
    spread = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / len(values))
    calibrated = {k: (v - mean) / spread for k, v in scores.items()}
    return calibrated, min(calibrated.values())


def best_ids(scores: Mapping[str, float], n: int) -> list[str]:
    """The ``n`` ids of highest score, best first; ties keep their order in ``scores`` (what each lift reads as the
    pool's best).

    >>> best_ids({"a": 1.0, "b": 3.0, "c": 3.0, "d": 2.0}, 3)
    ['b', 'c', 'd']
    """
    return heapq.nlargest(n, scores, key=scores.__getitem__)


def lift_above_best(
    final: dict[str, float], n: int, best_answers: Callable[[str], bool], answers: Callable[[str], bool]
) -> str | None:
    """Of the best ``n`` (:func:`best_ids`), the first after the best that ``answers`` ranks right above the best,
    when ``best_answers`` says the best does not answer itself: the shape of the lifts that read the pool's best
    few for the one turn a kind of question wants (a date, a tool, a change, a choice, a name). Returns the record
    lifted.

    >>> final = {"a": 3.0, "b": 2.0, "c": 1.0}
    >>> lift_above_best(final, 3, lambda rid: False, lambda rid: rid == "c"), best_ids(final, 1)
    ('c', ['c'])
    >>> lift_above_best({"a": 3.0, "b": 2.0}, 2, lambda rid: rid == "a", lambda rid: True) is None
    True
    """
    head = best_ids(final, n)
    if len(head) < 2 or best_answers(head[0]):
        return None
    for rid in head[1:]:
        if answers(rid):
            final[rid] = final[head[0]] * (1.0 + 1e-6)
            return rid
    return None


def fuse_scores(
    path_scores: Mapping[str, Mapping[str, float]],
    weights: Mapping[str, float],
    method: Normalization = "zscore",
    candidates: Iterable[str] | None = None,
    exhausted: Collection[str] = (),
) -> dict[str, float]:
    """``sum_p weight_p * calibrated_p(id)``; a candidate a path did not return gets that path's lowest
    calibrated score (it ranked below everything the path kept). ``candidates`` defaults to the union;
    ``exhausted`` names the paths that returned fewer candidates than asked (see :func:`calibrate`)."""
    pool = list(dict.fromkeys(candidates if candidates is not None else _union(path_scores)))
    fused = dict.fromkeys(pool, 0.0)
    for path, scores in path_scores.items():
        weight = weights.get(path, 0.0)
        if weight <= 0 or not scores:
            continue
        calibrated, floor = calibrate(scores, ABSOLUTE_PATHS.get(path, method), exhausted=path in exhausted)
        for record_id in pool:
            fused[record_id] += weight * calibrated.get(record_id, floor)
    return fused


def rrf_scores(
    path_scores: Mapping[str, Mapping[str, float]], weights: Mapping[str, float], rrf_k: int
) -> dict[str, float]:
    """Weighted RRF over the paths' own orders, as a score per id (for ``fusion="rrf"``)."""
    ranked = {p: sorted(s, key=lambda i: -s[i]) for p, s in path_scores.items()}
    return {f.record_id: f.rrf for f in weighted_rrf(ranked, weights, rrf_k)}


def add_stage(
    scores: dict[str, float],
    stage: Mapping[str, float],
    weight: float,
    method: Normalization = "zscore",
    *,
    unscored: Literal["floor", "neutral"] = "floor",
) -> None:
    """Add a reranking stage's scores (calibrated over the ids it scored). Ids it did not score get its
    floor (``unscored="floor"``: they ranked below what it looked at) or nothing (``"neutral"``: it could
    not judge them, e.g. a record without token vectors, in a script the embedder does not understand)."""
    if weight <= 0 or not stage or (unscored == "neutral" and len(stage) < 2):
        return  # a stage that judged one candidate alone cannot say it is better than the ones it could not
    calibrated, floor = calibrate(stage, method)
    missing = floor if unscored == "floor" else 0.0
    for record_id in scores:
        scores[record_id] += weight * calibrated.get(record_id, missing)


def propagate(
    scores: Mapping[str, float], neighbours: Mapping[str, Sequence[str]], weight: float
) -> dict[str, float]:
    """Each record gains ``weight`` times the best score among its session neighbours (scores shifted so
    the lowest is 0: a weak neighbour lends nothing). The answer to a question is often the next turn.

    ``neighbours`` maps some records to the records beside them; adjacency goes both ways (a hit lends to
    the turn after it, and that turn lends back)."""
    if weight <= 0 or not scores:
        return dict(scores)
    adjacent: dict[str, set[str]] = {}
    for record_id, around in neighbours.items():
        for other in around:
            adjacent.setdefault(record_id, set()).add(other)
            adjacent.setdefault(other, set()).add(record_id)
    low = min(scores.values())
    out = dict(scores)
    for record_id, around_ids in adjacent.items():
        if record_id not in out:
            continue
        lent = [scores[n] - low for n in around_ids if n in scores]
        if lent:
            out[record_id] += weight * max(lent)
    return out


def session_boost(
    scores: Mapping[str, float], session_of: Mapping[str, str | None], weight: float
) -> dict[str, float]:
    """Each record with a session gains ``weight`` times the best (shifted) score in that session: a
    session where something matched well is where the rest of the answer is likely to be."""
    if weight <= 0 or not scores:
        return dict(scores)
    low = min(scores.values())
    best: dict[str, float] = {}
    for record_id, score in scores.items():
        session = session_of.get(record_id)
        if session is not None:
            best[session] = max(best.get(session, 0.0), score - low)
    out = dict(scores)
    for record_id in out:
        session = session_of.get(record_id)
        if session is not None:
            out[record_id] += weight * best[session]
    return out


def nudge(
    score: float,
    record: MemoryRecord,
    *,
    now: datetime,
    query_entities: frozenset[str],
    recall_cfg: RecallConfig,
    lifecycle_cfg: LifecycleConfig,
    record_entities: frozenset[str] | None = None,
) -> float:
    """Multiply in recency, confidence, strength and entity overlap, each a bounded nudge around 1.

    ``score`` must be positive (the caller shifts the pool's scores); ``record_entities`` are the record's
    entity keys when the caller has them already. Relevance stays the main signal: the
    nudges reorder near-ties, they do not let an old weak match overtake a strong one.
    """
    age_days = max(0.0, (now - record.occurred_at).total_seconds() / 86400.0)
    # float ** float is typed Any (a negative base gives a complex); time_decay_factor is in (0, 1].
    decayed: float = recall_cfg.time_decay_factor**age_days
    recency = 1.0 - recall_cfg.recency_boost + recall_cfg.recency_boost * decayed
    share = recall_cfg.confidence_boost
    confidence = 1.0 - share + share * record.confidence
    strength = 1.0 - share + share * min(1.0, current_strength(record, now, lifecycle_cfg))
    overlap = 0.0
    if query_entities and recall_cfg.entity_overlap_boost > 0:
        keys = entity_keys(record) if record_entities is None else record_entities
        overlap = len(keys & query_entities) / len(query_entities)
    entity = 1.0 + recall_cfg.entity_overlap_boost * overlap
    return score * recency * confidence * strength * entity


def lower(final: dict[str, float], ids: Iterable[str], share: float) -> None:
    """The records ``ids`` of ``final`` rank lower: each score times one minus ``share`` (in place).

    >>> final = {"a": 2.0, "b": 1.0}; lower(final, ["a"], 0.5); final
    {'a': 1.0, 'b': 1.0}
    """
    for rid in ids:
        final[rid] *= 1.0 - share


def approx_tokens(text: str) -> int:
    """A cheap, tokenizer-free estimate (about 4 characters a token, CJK about 1 a character)."""
    cjk = sum(1 for ch in text if "\u3400" <= ch <= "\u9fff")
    return cjk + math.ceil((len(text) - cjk) / 4)


def _union(path_scores: Mapping[str, Mapping[str, float]]) -> list[str]:
    out: dict[str, None] = {}
    for scores in path_scores.values():
        out.update(dict.fromkeys(scores))
    return list(out)


def ranked_ids(final: Mapping[str, float], records: Mapping[str, MemoryRecord], *, before: bool) -> list[str]:
    """Ids best first. Records lifted "right above" the same one tie: the newer comes first (the older when the
    question asks for the value ``before``), then the one stored first (two records of one turn), not the lower
    id, which differs between two stores of one conversation."""
    later_first = -1 if before else 1
    return sorted(final, key=lambda rid: (*tie_key(final[rid], records[rid], later_first), rid))


def in_pool_order(records: Mapping[str, MemoryRecord], fused: Mapping[str, float]) -> dict[str, MemoryRecord]:
    """``records`` (the pool's, then their session neighbours') best fused first, the neighbours (no fused score)
    after them as they came; of equal scores the newer first, then the one stored first. The pool was cut by score,
    then id: two records of one turn in the same words (a graduation ending the student's job and the school)
    tie, and ids are random, so every lift reading the pool's best few in order took another of them each run.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.models import Scope
    >>> at = datetime(2026, 3, 2, tzinfo=UTC)
    >>> made = {n: MemoryRecord(id=n, text="I finally graduated!", scope=Scope(user_id="u"), occurred_at=at,
    ...                         recorded_at=at.replace(microsecond=m)) for n, m in [("b", 2), ("a", 1), ("z", 0)]}
    >>> list(in_pool_order(made, {"b": 1.0, "a": 1.0}))  # z: a neighbour
    ['a', 'b', 'z']
    """
    return dict(sorted(records.items(), key=lambda item: _pool_key(item[0], item[1], fused)))


def _pool_key(rid: str, record: MemoryRecord, fused: Mapping[str, float]) -> tuple[float, ...]:
    if rid not in fused:
        return (math.inf,)  # a neighbour: after the pool, in the order it came (the sort is stable)
    return tie_key(fused[rid], record)


def union_except(scores: Mapping[str, Mapping[str, float]], path: str) -> set[str]:
    """The ids every path but ``path`` found."""
    return {rid for name, found in scores.items() if name != path for rid in found}


@lru_cache(maxsize=16384)
def _entity_key(name: str) -> str:
    return normalize_entity(name)


def pool_entity_keys(record: MemoryRecord) -> frozenset[str]:
    """``lifecycle.merge.entity_keys``, with each name's normalisation remembered (a pool repeats names)."""
    return frozenset(key for name in record.entities if (key := _entity_key(name)))
