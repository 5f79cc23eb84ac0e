"""Nearest-neighbour queries on hindsight's Chroma collections, one function per layout.

Server layout: one filtered query on the shared collection (the ``where`` clause of
:func:`~hindsight_core.stores.chroma_layout.chroma_where`). Embedded layout: an unfiltered query on the user's
own collection for ``k`` plus an overfetch, filtered here on the metadata Chroma returns, and a filtered query
only when too few candidates survive (why: :mod:`hindsight_core.stores.chroma_layout`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from chromadb.api.models.Collection import Collection

from hindsight_core.models import RecordFilter
from hindsight_core.stores.chroma_client import cosine_similarity
from hindsight_core.stores.chroma_layout import chroma_where, metadata_matches

#: ``(record_id, cosine similarity)`` best first: the answer to one query embedding.
Pairs = list[tuple[str, float]]
#: From this many embeddings in one per-user query, candidates' metadata is read once per distinct id.
BATCH_METADATA = 8


def query_shared(collection: Collection, vectors: np.ndarray, flt: RecordFilter, k: int) -> list[Pairs]:
    """Server layout: the ``k`` nearest vectors inside ``flt`` for each row of ``vectors`` (one filter)."""
    result = collection.query(
        query_embeddings=vectors, n_results=k, where=chroma_where(flt), include=["distances"]
    )
    return [to_pairs(ids, dists) for ids, dists in zip(result["ids"], result["distances"] or [], strict=True)]


def nearest_user(collection: Collection | None, vector: np.ndarray, n: int) -> Pairs:
    """Embedded layout: the ``n`` nearest vectors of one user's collection (``None``: the user has none), whatever
    their metadata, which is not read (in Chroma, reading it costs about what the search itself costs)."""
    if collection is None:
        return []
    result = collection.query(query_embeddings=vector, n_results=n, include=["distances"])
    return to_pairs(result["ids"][0], (result["distances"] or [[]])[0])


def query_user(
    collection: Collection | None,
    vectors: np.ndarray,
    flts: list[RecordFilter],
    k: int,
    *,
    overfetch: float,
    overfetch_min: int,
) -> list[Pairs]:
    """Embedded layout: the ``k`` nearest vectors of one user's collection (``None``: the user has none) for
    each row of ``vectors``, inside its own filter; asks HNSW for ``k + max(overfetch_min, k * overfetch)``
    unfiltered neighbours and falls back to a filtered query only when too few pass the filter."""
    if collection is None:
        return [[] for _ in flts]
    wanted = k + max(overfetch_min, int(k * overfetch))
    all_metadatas: list[list[Any]]
    if len(flts) < BATCH_METADATA:
        first = collection.query(
            query_embeddings=vectors, n_results=wanted, include=["distances", "metadatas"]
        )
        all_metadatas = [list(row) for row in first["metadatas"] or []]
    else:
        # Many embeddings (the write path's dedup): their candidates overlap, so read each candidate's
        # metadata once. A filter inside Chroma would cost more: it is evaluated over the metadata of
        # every collection (one SQLite table), not only this user's.
        first = collection.query(query_embeddings=vectors, n_results=wanted, include=["distances"])
        unique = list(dict.fromkeys(i for ids in first["ids"] for i in ids))
        known: dict[str, Any] = {}
        if unique:
            got = collection.get(ids=unique, include=["metadatas"])
            known = dict(zip(got["ids"], got["metadatas"] or [], strict=False))
        all_metadatas = [[known.get(i) for i in ids] for ids in first["ids"]]
    answers: list[Pairs] = []
    rows = zip(first["ids"], first["distances"] or [], all_metadatas, strict=True)
    for row, (ids, distances, metadatas) in enumerate(rows):
        flt = flts[row]
        kept = [(i, d) for i, d, m in zip(ids, distances, metadatas, strict=True) if metadata_matches(flt, m)]
        if len(kept) >= k or len(ids) < wanted:  # enough, or every vector of the user was seen
            answers.append(to_pairs([i for i, _ in kept[:k]], [d for _, d in kept[:k]]))
            continue
        again = collection.query(
            query_embeddings=vectors[row : row + 1],
            n_results=k,
            where=chroma_where(flt),
            include=["distances"],
        )
        answers.append(to_pairs(again["ids"][0], (again["distances"] or [[]])[0]))
    return answers


def to_pairs(ids: Sequence[str], distances: Sequence[float]) -> Pairs:
    """Chroma's ids and cosine distances as ``(record_id, cosine similarity)`` pairs."""
    return [(i, cosine_similarity(float(d))) for i, d in zip(ids, distances, strict=True)]
