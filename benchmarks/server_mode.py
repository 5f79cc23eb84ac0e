"""Server mode for bench_scale.py: hindsight on Neo4j + a Chroma server against the bare user-filtered query
on one collection of the same Chroma server. Reads the HINDSIGHT_NEO4J_* and HINDSIGHT_CHROMA_URL variables
printed by ``scripts/services start``. The servers may be shared: every user id and collection carries this
run's tag, and everything written is deleted at the end."""

from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import chromadb
import numpy as np
from chromadb.config import Settings
from corpus import Memory
from stores import fill

from hindsight_core import Hindsight
from hindsight_core.embeddings.base import Embedder
from hindsight_core.models import RecordFilter
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.chroma_client import parse_server_address
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.neo4j import Neo4jGraphStore

K = 10


def _graph() -> Neo4jGraphStore:
    return Neo4jGraphStore(
        os.environ["HINDSIGHT_NEO4J_URI"],
        user=os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"),
        password=os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""),
    )


def run_server_mode(
    memories: Sequence[Memory],
    table: np.ndarray,
    blobs: Sequence[bytes | None],
    queries: list[tuple[str, str]],
    warmup: int,
    embedder: Embedder,
    interleave: Callable[..., dict[str, list[float]]],
    steady: Sequence[tuple[str, str]] = (),
) -> dict[str, Any]:
    url = os.environ["HINDSIGHT_CHROMA_URL"]
    tag = f"b{int(time.time())}"
    name = f"bench_{tag}"
    tagged = [
        Memory(f"{tag}-{m.user_id}", m.text, m.event_type, m.entities, m.occurred_at, m.session)
        for m in memories
    ]
    users = sorted({m.user_id for m in tagged})
    host, port, ssl = parse_server_address(url, None, False)
    client = chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=Settings(anonymized_telemetry=False))
    baseline = client.create_collection(
        f"{name}_baseline",
        configuration={"hnsw": {"space": "cosine"}},
        embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
    )
    try:
        for start in range(0, len(tagged), 2000):
            chunk = tagged[start : start + 2000]
            baseline.add(
                ids=[str(uuid.uuid4()) for _ in chunk],
                embeddings=table[start : start + len(chunk)],
                documents=[m.text for m in chunk],
                metadatas=[{"user_id": m.user_id} for m in chunk],
            )

        async def build() -> None:
            graph = _graph()
            vectors = ChromaVectorStore.server(url, embedder=embedder, collection=name)
            await graph.setup()
            await vectors.setup()
            try:
                await fill(graph, vectors, tagged, table, blobs, batch=1000, salt=tag)
            finally:
                await vectors.close()
                await graph.close()

        asyncio.run(build())
        _settle()
        with tempfile.TemporaryDirectory(prefix="hindsight-bench-srv-") as tmp:
            hs = Hindsight(
                tmp,
                embedder=embedder,
                graph_store=_graph(),
                vector_store=ChromaVectorStore.server(url, embedder=embedder, collection=name),
            )
            hs.setup()
            try:
                systems = {
                    "hindsight (Neo4j + Chroma server)": lambda u, q: hs.recall(
                        q, user_id=f"{tag}-{u}", k=K, reinforce=False
                    ),
                    "bare Chroma server (user filter)": lambda u, q: baseline.query(
                        query_texts=[q], n_results=K, where={"user_id": f"{tag}-{u}"}
                    ),
                }
                for user, query in steady:  # untimed: every system, to its steady state
                    for run in systems.values():
                        run(user, query)
                times = interleave(systems, queries[warmup:], warmup)
                paths: dict[str, list[float]] = {}
                for user, query in queries[warmup : warmup + 100]:
                    for key, ms in hs.recall(
                        query, user_id=f"{tag}-{user}", k=K, reinforce=False
                    ).timings_ms.items():
                        paths.setdefault(key, []).append(ms)
            finally:
                hs.close()
        return {"times": times, "paths": {k: float(np.median(v)) for k, v in paths.items()}}
    finally:
        _cleanup(users, client, name)


def _settle() -> None:
    """Let Neo4j finish what the bulk build left in the background (a checkpoint flushes the written pages)
    before anything is timed: a deployed server is not timed right after an import."""
    import neo4j

    auth = (os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"), os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""))
    with neo4j.GraphDatabase.driver(os.environ["HINDSIGHT_NEO4J_URI"], auth=auth) as driver:
        driver.execute_query("CALL db.awaitIndexes(300)")
        with contextlib.suppress(neo4j.exceptions.Neo4jError):
            driver.execute_query("CALL db.checkpoint()")


def _cleanup(users: list[str], client: Any, name: str) -> None:
    async def work() -> None:
        async with _graph() as graph:
            for user in users:
                flt = RecordFilter(user_id=user, statuses=("active", "pending", "archived", "forgotten"))
                while ids := [r.id for r in await graph.list_records(flt, limit=2000)]:
                    await graph.delete_records(ids)

    asyncio.run(work())
    for collection in (name, f"{name}_baseline"):
        # Cleanup of a shared server: a collection already gone must not hide the benchmark's result.
        with contextlib.suppress(Exception):
            client.delete_collection(collection)
