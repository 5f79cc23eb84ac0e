"""Ingest throughput and recall latency at N records (default 10,000), printed as a table.

Compares hybrid recall (vector + BM25 + entity graph + recency, fused) with a bare Chroma query using the
same embedder (Chroma embeds the query through hindsight's registered embedding function), in one run.

    python benchmarks/bench_recall.py                  # embedded defaults, 10k records
    python benchmarks/bench_recall.py --records 2000   # quicker
    python benchmarks/bench_recall.py --server         # also Neo4j + Chroma server (scripts/services start)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import chromadb
from chromadb.config import Settings
from rich.console import Console
from rich.table import Table

from hindsight_core import Hindsight
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.evaluation.metrics import percentile
from hindsight_core.models import RecordFilter
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.neo4j import Neo4jGraphStore

NAMES = [
    "Alice",
    "Bob",
    "Chen Wei",
    "Dmitri",
    "Esther",
    "Farah",
    "Gustavo",
    "Hana",
    "Ivan",
    "Jia",
    "Kofi",
    "Lena",
    "Mateo",
    "Nora",
    "Omar",
    "Priya",
    "Quinn",
    "Rosa",
    "Sven",
    "Tariq",
]
PLACES = [
    "Lisbon",
    "Kyoto",
    "Nairobi",
    "Montreal",
    "Oslo",
    "Hanoi",
    "Lima",
    "Tbilisi",
    "Perth",
    "Cork",
    "Quito",
    "Accra",
    "Bergen",
    "Cusco",
    "Dakar",
    "Graz",
    "Hobart",
    "Izmir",
    "Jaipur",
    "Krakow",
    "Leeds",
    "Malmo",
    "Nantes",
    "Oaxaca",
    "Porto",
    "Riga",
    "Seville",
    "Tromso",
    "Utrecht",
    "Valparaiso",
]
TOPICS = [
    ("prefers", ["PostgreSQL", "MySQL", "SQLite", "Redis", "Kafka", "Go", "Rust", "Python", "Vim", "Emacs"]),
    ("visited", ["the old harbour", "a jazz club", "the botanical garden", "a night market", "the museum"]),
    ("is learning", ["the cello", "Japanese", "pottery", "climbing", "chess", "sailing", "baking", "salsa"]),
    ("fixed a bug in", ["the billing job", "the login page", "the CSV export", "the cache layer", "the CI"]),
    ("plans to buy", ["a bike", "a camera", "a tent", "a piano", "an e-reader", "a kayak", "a drone"]),
    ("cooked", ["a lentil curry", "ramen", "paella", "dumplings", "a lemon tart", "shakshuka", "pho"]),
]
REASONS = [
    "because it was cheaper",
    "after reading a long review",
    "to impress the team",
    "on a whim",
    "since the deadline moved",
    "for the charity event",
    "after a long debate",
    "to save time",
]
WHEN = [
    "last week",
    "yesterday",
    "on Sunday",
    "in March",
    "two days ago",
    "this morning",
    "over the holidays",
]
QUERIES = [
    "Which database does {n} prefer?",
    "Where did {n} go in {p}?",
    "What is {n} learning these days?",
    "What bug did {n} fix?",
    "What does {n} want to buy?",
    "What did {n} cook with {m}?",
]


def synthetic_turns(count: int, seed: int = 7) -> list[str]:
    """Distinct first-person-free statements (who, what, where, with whom, when, why): few are near-duplicates,
    so dedup merges about as often as it would on real conversations."""
    rng = random.Random(seed)
    turns = []
    for _ in range(count):
        verb, objects = rng.choice(TOPICS)
        who, other = rng.sample(NAMES, 2)
        turns.append(
            f"{who} {verb} {rng.choice(objects)} in {rng.choice(PLACES)} with {other} "
            f"{rng.choice(WHEN)} {rng.choice(REASONS)}."
        )
    return turns


def ingest(hs: Hindsight, turns: list[str], user: str, batch: int) -> float:
    base = datetime(2026, 1, 1, tzinfo=UTC)
    started = time.perf_counter()
    for start in range(0, len(turns), batch):
        messages = [
            {"role": "user", "content": text, "id": f"t{start + j}"}
            for j, text in enumerate(turns[start : start + batch])
        ]
        hs.retain(
            messages, user_id=user, session_id=f"s{start // batch}", occurred_at=base + timedelta(hours=start)
        )
    return time.perf_counter() - started


def delete_user_records(uri: str, user: str, password: str, user_id: str) -> None:
    """Hard-delete every record of ``user_id`` from Neo4j, a thousand per transaction."""
    statuses = ("active", "pending", "archived", "forgotten")

    async def work() -> None:
        async with Neo4jGraphStore(uri, user=user, password=password) as graph:
            flt = RecordFilter(user_id=user_id, statuses=statuses)
            while ids := [r.id for r in await graph.list_records(flt, limit=1000)]:
                await graph.delete_records(ids)

    asyncio.run(work())


def time_calls(fn, queries: list[str]) -> list[float]:
    out = []
    for query in queries:
        t0 = time.perf_counter()
        fn(query)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--batch", type=int, default=100, help="turns per retain() call")
    parser.add_argument("--server", action="store_true", help="also measure Neo4j + Chroma server mode")
    args = parser.parse_args()
    console = Console(width=200)
    rng = random.Random(11)
    queries = [
        rng.choice(QUERIES).format(n=rng.choice(NAMES), m=rng.choice(NAMES), p=rng.choice(PLACES))
        for _ in range(args.queries)
    ]
    turns = synthetic_turns(args.records)
    embedder = OnnxMiniLMEmbedder()
    rows = []

    with tempfile.TemporaryDirectory(prefix="hindsight-bench-") as tmp:
        data = Path(tmp)
        hs = Hindsight(data, embedder=embedder)
        seconds = ingest(hs, turns, "bench", args.batch)
        records = hs.stats()["records_total"]
        hs.recall("warm up", user_id="bench")
        hybrid = time_calls(lambda q: hs.recall(q, user_id="bench", k=10, reinforce=False), queries)
        hs.close()

        client = chromadb.PersistentClient(
            path=str(data / "chroma"), settings=Settings(anonymized_telemetry=False)
        )
        collection = client.get_collection(
            "hindsight_records",
            embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
        )
        collection.query(query_texts=["warm up"], n_results=10)
        bare = time_calls(
            lambda q: collection.query(query_texts=[q], n_results=10, where={"user_id": "bench"}), queries
        )
        unscoped = time_calls(lambda q: collection.query(query_texts=[q], n_results=10), queries)
        rows.append(("embedded", records, seconds, hybrid, bare, unscoped))

    if args.server:
        uri = os.environ["HINDSIGHT_NEO4J_URI"]
        url = os.environ["HINDSIGHT_CHROMA_URL"]
        with tempfile.TemporaryDirectory(prefix="hindsight-bench-srv-") as tmp:
            name = f"bench_{int(time.time())}"
            neo4j_user = os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j")
            neo4j_password = os.environ.get("HINDSIGHT_NEO4J_PASSWORD", "")
            graph = Neo4jGraphStore(uri, user=neo4j_user, password=neo4j_password)
            vectors = ChromaVectorStore.server(url, embedder=embedder, collection=name)
            hs = Hindsight(tmp, embedder=embedder, graph_store=graph, vector_store=vectors)
            user = f"bench-{name}"
            host, port = url.rsplit("//", 1)[-1].split(":")
            client = chromadb.HttpClient(
                host=host, port=int(port), settings=Settings(anonymized_telemetry=False)
            )
            try:
                seconds = ingest(hs, turns, user, args.batch)
                records = hs.stats(user_id=user)["user"]["records"]["active"]
                hs.recall("warm up", user_id=user)
                hybrid = time_calls(lambda q: hs.recall(q, user_id=user, k=10, reinforce=False), queries)
                collection = client.get_collection(
                    name, embedding_function=HindsightEmbeddingFunction(embedder)
                )  # type: ignore[arg-type]
                bare = time_calls(
                    lambda q: collection.query(query_texts=[q], n_results=10, where={"user_id": user}),
                    queries,
                )
                unscoped = time_calls(lambda q: collection.query(query_texts=[q], n_results=10), queries)
            finally:
                # The servers are shared: leave nothing of this run behind.
                hs.close()
                delete_user_records(uri, neo4j_user, neo4j_password, user)
                if name in {c.name for c in client.list_collections()}:
                    client.delete_collection(name)
            rows.append(("server (Neo4j + Chroma server)", records, seconds, hybrid, bare, unscoped))

    table = Table(title=f"hindsight recall benchmark ({args.queries} queries, k=10, MiniLM int8 on CPU)")
    columns = [
        "mode",
        "records",
        "ingest turns/s",
        "hybrid p50 ms",
        "hybrid p95 ms",
        "bare Chroma p50 ms",
        "bare Chroma p95 ms",
        "p50 ratio",
        "unscoped Chroma p50 ms",
    ]
    for column in columns:
        table.add_column(column, justify="right")
    for mode, records, seconds, hybrid, bare, unscoped in rows:
        table.add_row(
            mode,
            str(records),
            f"{len(turns) / seconds:.0f}",
            f"{statistics.median(hybrid):.1f}",
            f"{percentile(hybrid, 95):.1f}",
            f"{statistics.median(bare):.1f}",
            f"{percentile(bare, 95):.1f}",
            f"{statistics.median(hybrid) / statistics.median(bare):.2f}x",
            f"{statistics.median(unscoped):.1f}",
        )
    console.print(table)
    console.print(
        "bare Chroma = the query embedded by the same model + collection.query(where user_id): the equivalent "
        "scoped lookup. unscoped = no filter at all (crosses users; shown for reference only)."
    )


if __name__ == "__main__":
    main()
