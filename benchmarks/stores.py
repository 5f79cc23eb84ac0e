"""Builds the benchmark stores from the corpus and its precomputed vectors (see vectors.py).

* hindsight, embedded: ``graph.db`` + ``chroma/`` written through hindsight's own store classes, exactly what
  ``Hindsight(data_dir)`` opens (records as the writer would store them, without running extraction), with
  the late-interaction token vectors the writer keeps for recall's rerank stage (vectors.corpus_token_blobs).
* the baseline collection: ONE Chroma collection holding every user's vectors with ``user_id`` metadata, the
  way LangChain's and LlamaIndex's Chroma integrations store them; both frameworks' retrievers read it.
* mem0: its own Chroma collection in mem0's payload format, written through mem0's vector store.

Built stores are cached in ``benchmarks/.cache/`` (git-ignored) by corpus digest and size.
"""

from __future__ import annotations

import asyncio
import hashlib
import shutil
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path

import chromadb
import numpy as np
from chromadb.config import Settings
from corpus import Memory

from hindsight_core.embeddings.base import Embedder
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.token_index import token_ids
from hindsight_core.stores import GraphStore, VectorItem, VectorStore, vector_metadata
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction
from hindsight_core.stores.protocols import TokenVectorsItem
from hindsight_core.stores.sqlite import SqliteGraphStore
from hindsight_core.stores.sqlite_query import KEYWORD_TEXT_VERSION
from hindsight_core.writer import content_fingerprint

#: Bump when what a builder writes changes, so its cached stores are rebuilt (a hindsight store's keyword text
#: version is part of its name: a store of an older one rewrites its keyword index on its first open, which a cold
#: start would time).
FORMAT = {"hindsight": f"7k{KEYWORD_TEXT_VERSION}", "baseline": "4", "mem0": "4"}
BASELINE_COLLECTION = "baseline"
MEM0_COLLECTION = "mem0"
_NS = uuid.UUID("6f1d6a52-9d59-4c83-9a3c-6f4b1b1f0a11")


def record_of(index: int, memory: Memory, salt: str = "") -> MemoryRecord:
    """The record the writer would store for ``memory``, its id derived from ``index`` (and ``salt``: a shared
    server's runs must not write each other's ids)."""
    return MemoryRecord(
        id=str(uuid.uuid5(_NS, salt + str(index))),
        text=memory.text,
        event_type=memory.event_type,
        entities=list(memory.entities),
        scope=Scope(user_id=memory.user_id, session_id=f"s{memory.session}"),
        occurred_at=memory.occurred_at,
        recorded_at=memory.occurred_at,
        source_kind="user_stated",
        confidence=0.9,
    )


async def fill(
    graph: GraphStore,
    vectors: VectorStore,
    memories: Sequence[Memory],
    table: np.ndarray,
    blobs: Sequence[bytes | None],
    batch: int = 2000,
    salt: str = "",
) -> None:
    """Write records graph-first, then vectors, then late-interaction token vectors, as the engine's writer
    does, in batches (vector documents are content fingerprints, as the writer stores them); ``salt`` as
    :func:`record_of`."""
    started = time.perf_counter()
    for start in range(0, len(memories), batch):
        records = [record_of(start + j, m, salt) for j, m in enumerate(memories[start : start + batch])]
        await graph.upsert_records(records)
        await vectors.upsert(
            [
                VectorItem(r.id, table[start + j].tolist(), content_fingerprint(r.text), vector_metadata(r))
                for j, r in enumerate(records)
            ]
        )
        await graph.put_token_vectors(
            [
                TokenVectorsItem(r.id, r.scope.user_id, token_ids(blob), blob)
                for j, r in enumerate(records)
                if (blob := blobs[start + j]) is not None
            ]
        )
        done = start + len(records)
        print(
            f"\r  {done}/{len(memories)} ({done / (time.perf_counter() - started):.0f}/s)",
            end="",
            file=sys.stderr,
        )
    print(file=sys.stderr)


def build_hindsight(
    folder: Path,
    memories: Sequence[Memory],
    table: np.ndarray,
    blobs: Sequence[bytes | None],
    embedder: Embedder,
) -> None:
    async def work() -> None:
        graph = SqliteGraphStore(folder / "graph.db")
        vectors = ChromaVectorStore.embedded(folder / "chroma", embedder=embedder)
        await graph.setup()
        await vectors.setup()
        try:
            await fill(graph, vectors, memories, table, blobs)
        finally:
            await vectors.close()
            await graph.close()

    asyncio.run(work())


def build_baseline(folder: Path, memories: Sequence[Memory], table: np.ndarray, embedder: Embedder) -> None:
    client = chromadb.PersistentClient(str(folder), settings=Settings(anonymized_telemetry=False))
    collection = client.create_collection(
        BASELINE_COLLECTION,
        configuration={"hnsw": {"space": "cosine"}},
        embedding_function=HindsightEmbeddingFunction(embedder),  # type: ignore[arg-type]
    )
    step = 5000
    for start in range(0, len(memories), step):
        chunk = memories[start : start + step]
        collection.add(
            ids=[str(uuid.uuid5(_NS, str(start + j))) for j in range(len(chunk))],
            embeddings=table[start : start + len(chunk)],
            documents=[m.text for m in chunk],
            metadatas=[{"user_id": m.user_id, "session_id": f"s{m.session}"} for m in chunk],
        )
    client.close()


def build_mem0(folder: Path, memories: Sequence[Memory], table: np.ndarray) -> None:
    from mem0_setup import make_mem0

    memory = make_mem0(folder, None)
    step = 2000
    for start in range(0, len(memories), step):
        chunk = memories[start : start + step]
        memory.vector_store.insert(
            vectors=table[start : start + len(chunk)].tolist(),
            payloads=[
                {
                    "data": m.text,
                    "hash": hashlib.md5(m.text.encode()).hexdigest(),
                    "user_id": m.user_id,
                    "created_at": m.occurred_at.isoformat(),
                }
                for m in chunk
            ],
            ids=[str(uuid.uuid5(_NS, f"mem0-{start + j}")) for j in range(len(chunk))],
        )


def cached_store(
    kind: str,
    key: str,
    size: int,
    memories: Sequence[Memory],
    table: np.ndarray,
    embedder: Embedder,
    blobs: Sequence[bytes | None] = (),
) -> Path:
    """The folder of a built store (``kind``: hindsight, baseline, mem0), building it if missing."""
    root = Path(__file__).resolve().parent / ".cache" / f"{kind}-{key}-{size}-f{FORMAT[kind]}"
    if (root / "DONE").exists():
        return root
    if kind == "hindsight" and len(blobs) != size:
        raise ValueError("the hindsight store is built with each memory's token vectors (corpus_token_blobs)")
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    print(f"building the {kind} store, {size} memories (precomputed vectors) ...", file=sys.stderr)
    started = time.perf_counter()
    if kind == "hindsight":
        build_hindsight(root, memories, table, blobs, embedder)
    elif kind == "baseline":
        build_baseline(root, memories, table, embedder)
    elif kind == "mem0":
        build_mem0(root, memories, table)
    else:
        raise ValueError(kind)
    (root / "DONE").write_text(f"{time.perf_counter() - started:.1f}s\n")
    return root


def copy_store(source: Path, target: Path) -> Path:
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("hindsight.lock"))
    return target
