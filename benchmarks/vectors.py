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


def corpus_token_blobs(
    texts: list[str], key: str, embedder: Embedder, *, log: bool = True
) -> list[bytes | None]:
    """The compact late-interaction token vectors hindsight's writer stores for each text (``TokenIndex.encode``,
    the forward pass that embeds it), from the cache or computed once and cached; None where the embedder
    gives none (an embedder without token vectors, a script it does not cover)."""
    from hindsight_core.recall.token_index import TokenIndex

    CACHE.mkdir(exist_ok=True)
    stem = CACHE / f"tokens-{key}-{embedder.model_id.replace('/', '_')}"
    data_path, offsets_path, none_path = (Path(f"{stem}.{ext}") for ext in ("bin", "offsets.npy", "none.npy"))
    if data_path.exists() and offsets_path.exists() and none_path.exists():
        offsets, none = np.load(offsets_path), np.load(none_path)
        if len(offsets) == len(texts) + 1:
            data = data_path.read_bytes()
            return [None if none[i] else data[offsets[i] : offsets[i + 1]] for i in range(len(texts))]
    unique = list(dict.fromkeys(texts))
    index = TokenIndex(None, embedder)  # type: ignore[arg-type]  # encode() touches no store
    started = time.perf_counter()
    blobs: list[bytes | None] = []
    step = 1024
    for start in range(0, len(unique), step):
        blobs.extend(index.encode(unique[start : start + step])[1])
        if log:
            done = min(start + step, len(unique))
            rate = done / (time.perf_counter() - started)
            print(
                f"\rtoken vectors of the corpus: {done}/{len(unique)} ({rate:.0f}/s)", end="", file=sys.stderr
            )
    if log:
        print(file=sys.stderr)
    by_text = dict(zip(unique, blobs, strict=True))
    ordered = [by_text[t] for t in texts]
    offsets = np.zeros(len(texts) + 1, dtype=np.int64)
    none = np.array([blob is None for blob in ordered], dtype=bool)
    for i, blob in enumerate(ordered):
        offsets[i + 1] = offsets[i] + (len(blob) if blob is not None else 0)
    data_path.write_bytes(b"".join(b for b in ordered if b is not None))
    np.save(none_path, none)
    np.save(offsets_path, offsets)
    return ordered
