"""Precomputed corpus vectors: the benchmark stores are BUILT from these (embedding 100k texts takes minutes on
two cores); every QUERY is embedded live, by the same model, for every system measured.

The cache lives in ``benchmarks/.cache/`` (git-ignored), keyed by the corpus and the embedding model.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from hindsight_core.embeddings.base import Embedder

CACHE = Path(__file__).resolve().parent / ".cache"


def corpus_vectors(texts: list[str], key: str, embedder: Embedder, *, log: bool = True) -> np.ndarray:
    """Unit vectors for ``texts`` (row i for text i), from the cache or embedded once and cached."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"vectors-{key}-{embedder.model_id.replace('/', '_')}.npy"
    if path.exists():
        vectors = np.load(path)
        if vectors.shape == (len(texts), embedder.dimension):
            return vectors
    unique = list(dict.fromkeys(texts))
    started = time.perf_counter()
    rows: list[np.ndarray] = []
    step = 2048
    for start in range(0, len(unique), step):
        rows.append(np.asarray(embedder.embed(unique[start : start + step]), dtype=np.float32))
        if log:
            done = min(start + step, len(unique))
            rate = done / (time.perf_counter() - started)
            print(f"\rembedding the corpus: {done}/{len(unique)} ({rate:.0f}/s)", end="", file=sys.stderr)
    if log:
        print(file=sys.stderr)
    table = np.concatenate(rows) if rows else np.zeros((0, embedder.dimension), dtype=np.float32)
    index = {text: i for i, text in enumerate(unique)}
    vectors = table[[index[t] for t in texts]]
    np.save(path, vectors)
    return vectors
