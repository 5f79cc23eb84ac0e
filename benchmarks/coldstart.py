"""One cold start, in a fresh process: open a store and answer a first recall; prints JSON.

    python benchmarks/coldstart.py hindsight <data_dir> <user_id> <query>
    python benchmarks/coldstart.py bare <baseline_dir> <user_id> <query>

``seconds`` runs from before the embedder and store are created to the first answer (module imports excluded for
both, chromadb's included; the embedding model's load included for both); ``rss_mb`` is the resident memory right after that first answer.
For hindsight, ``repair_s`` is the engine's repair-on-open pass, timed again on the open engine.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import chromadb
from chromadb.config import Settings

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.stores import chroma, sqlite  # noqa: F401 - imported here: import time is not open time
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    kind, folder, user, query = sys.argv[1], Path(sys.argv[2]), sys.argv[3], sys.argv[4]
    out: dict[str, float] = {"rss_before_mb": rss_mb()}
    if kind == "hindsight":
        import asyncio

        async def run() -> None:
            started = time.perf_counter()
            engine = AsyncHindsight(folder, embedder=OnnxMiniLMEmbedder())
            await engine.setup()
            out["open_s"] = time.perf_counter() - started
            await engine.recall(query, user_id=user, k=10, reinforce=False)
            out["seconds"] = time.perf_counter() - started
            out["rss_mb"] = rss_mb()
            again = time.perf_counter()
            await engine.repair()
            out["repair_s"] = time.perf_counter() - again
            await engine.aclose()

        asyncio.run(run())
    else:
        started = time.perf_counter()
        embedder = OnnxMiniLMEmbedder()
        client = chromadb.PersistentClient(str(folder), settings=Settings(anonymized_telemetry=False))
        collection = client.get_collection(
            "baseline", embedding_function=HindsightEmbeddingFunction(embedder)
        )  # type: ignore[arg-type]
        out["open_s"] = time.perf_counter() - started
        collection.query(query_texts=[query], n_results=10, where={"user_id": user})
        out["seconds"] = time.perf_counter() - started
        out["rss_mb"] = rss_mb()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
