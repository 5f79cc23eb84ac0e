"""The measurements behind the store design (docs/benchmarks.md, "Why the stores look like this").

    python benchmarks/bench_design.py                 # 100k memories, 50 users
    python benchmarks/bench_design.py --size 10000

1. Chroma filter shapes, interleaved query by query, on the same vectors: one collection holding every user
   (filtered by ``user_id``; by ``$and[user_id, status $in]``; by one ``user_status`` key), against one
   collection per user (unfiltered, metadata read back; filtered by user). k=50, as recall's vector path asks.
2. SQLite FTS5: the keyword MATCH restricted to the user inside the index (the owner token) against the
   MATCH over every user's rows joined to the user afterwards, on the hindsight store bench_scale.py built.

Vectors are the precomputed corpus vectors (vectors.py); query vectors are embedded live, once, up front.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import chromadb  # noqa: E402
from chromadb.config import Settings  # noqa: E402
from corpus import build_corpus, build_queries, corpus_key  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.markup import escape  # noqa: E402
from rich.table import Table  # noqa: E402
from stores import cached_store  # noqa: E402
from vectors import corpus_token_blobs, corpus_vectors  # noqa: E402

from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder  # noqa: E402
from hindsight_core.evaluation.metrics import percentile  # noqa: E402
from hindsight_core.stores.sqlite_query import fts_match_expression  # noqa: E402
from hindsight_core.stores.sqlite_schema import owner_token  # noqa: E402

USERS = 50
K = 50


def timed(variants: dict[str, Callable[[int], Any]], count: int) -> dict[str, list[float]]:
    for fn in variants.values():
        fn(0)
    out: dict[str, list[float]] = {name: [] for name in variants}
    for i in range(count):
        for name, fn in variants.items():
            started = time.perf_counter()
            fn(i)
            out[name].append((time.perf_counter() - started) * 1000)
    return out


def chroma_shapes(
    memories: list[Any], table: Any, queries: list[tuple[str, str]], qv: Any
) -> dict[str, list[float]]:
    folder = tempfile.mkdtemp(prefix="hindsight-design-")
    client = chromadb.PersistentClient(folder, settings=Settings(anonymized_telemetry=False))

    def collection(name: str) -> Any:
        return client.create_collection(name, configuration={"hnsw": {"space": "cosine"}})

    shared = collection("shared")
    metas = [
        {"user_id": m.user_id, "status": "active", "user_status": f"{m.user_id}\x1factive"} for m in memories
    ]
    ids = [f"r{i}" for i in range(len(memories))]
    for start in range(0, len(memories), 5000):
        end = start + 5000
        shared.add(ids=ids[start:end], embeddings=table[start:end], metadatas=metas[start:end])
    per_user: dict[str, Any] = {}
    for user in sorted({m.user_id for m in memories}):
        rows = [i for i, m in enumerate(memories) if m.user_id == user]
        per_user[user] = collection(f"user-{user}")
        for start in range(0, len(rows), 5000):
            chunk = rows[start : start + 5000]
            per_user[user].add(
                ids=[ids[i] for i in chunk], embeddings=table[chunk], metadatas=[metas[i] for i in chunk]
            )

    def q(i: int) -> Any:
        return qv[i % len(qv) : i % len(qv) + 1]

    def user(i: int) -> str:
        return queries[i % len(queries)][0]

    variants: dict[str, Callable[[int], Any]] = {
        "one collection, where user_id": lambda i: shared.query(
            query_embeddings=q(i), n_results=K, where={"user_id": user(i)}, include=["distances"]
        ),
        "one collection, $and[user_id, status $in]": lambda i: shared.query(
            query_embeddings=q(i),
            n_results=K,
            where={"$and": [{"user_id": user(i)}, {"status": {"$in": ["active", "pending"]}}]},
            include=["distances"],
        ),
        "one collection, user_status $in (server layout)": lambda i: shared.query(
            query_embeddings=q(i),
            n_results=K,
            where={"user_status": {"$in": [f"{user(i)}\x1factive", f"{user(i)}\x1fpending"]}},
            include=["distances"],
        ),
        "one collection, unfiltered (crosses users)": lambda i: shared.query(
            query_embeddings=q(i), n_results=K, include=["distances"]
        ),
        "per-user collection, unfiltered + metadata (embedded layout)": lambda i: per_user[user(i)].query(
            query_embeddings=q(i), n_results=K + 25, include=["distances", "metadatas"]
        ),
        "per-user collection, where status $in": lambda i: per_user[user(i)].query(
            query_embeddings=q(i),
            n_results=K,
            where={"status": {"$in": ["active", "pending"]}},
            include=["distances"],
        ),
    }
    return timed(variants, len(queries))


def fts_shapes(graph_db: Path, queries: list[tuple[str, str]]) -> dict[str, list[float]]:
    conn = sqlite3.connect(f"file:{graph_db}?mode=ro", uri=True)
    plain = (
        "SELECT r.id, bm25(records_fts, 1.0, 0.0) AS rank FROM records_fts JOIN records r ON r.seq = records_fts.rowid "
        "WHERE records_fts MATCH ? AND r.user_id = ? AND r.status IN ('active') ORDER BY rank, r.id LIMIT 50"
    )
    expressions = [(user, fts_match_expression(text) or '"x"') for user, text in queries]
    variants: dict[str, Callable[[int], Any]] = {
        "MATCH over every user, then r.user_id = ?": lambda i: conn.execute(
            plain, (f"body : ({expressions[i][1]})", expressions[i][0])
        ).fetchall(),
        "MATCH with the owner token (hindsight)": lambda i: conn.execute(
            plain,
            (
                f'owner : "{owner_token(expressions[i][0])}" AND body : ({expressions[i][1]})',
                expressions[i][0],
            ),
        ).fetchall(),
    }
    return timed(variants, len(queries))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    console = Console(width=160)
    embedder = OnnxMiniLMEmbedder()
    full = build_corpus(max(args.size, 100_000), USERS)
    table = corpus_vectors([m.text for m in full], corpus_key(full), embedder)
    memories, vectors = full[: args.size], table[: args.size]
    queries = build_queries(args.queries, USERS, seed=11)
    qv = embedder.embed([text for _, text in queries])
    results = chroma_shapes(memories, vectors, queries, qv)
    blobs = corpus_token_blobs([m.text for m in full], corpus_key(full), embedder)[: args.size]
    store = cached_store("hindsight", corpus_key(memories), args.size, memories, vectors, embedder, blobs)
    results |= fts_shapes(store / "graph.db", queries)
    out = Table(
        title=f"store design measurements: {args.size:,} memories, {USERS} users, {args.queries} queries interleaved"
    )
    for column in ("variant", "p50 ms", "p95 ms"):
        out.add_column(column, justify="right")
    for name, times in results.items():
        out.add_row(escape(name), f"{statistics.median(times):.2f}", f"{percentile(times, 95):.2f}")
    console.print(out)


if __name__ == "__main__":
    main()
