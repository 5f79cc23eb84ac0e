"""mem0 (``infer=False``: no LLM call) on embedded Chroma, with hindsight's MiniLM as its embedder.

mem0 builds an LLM client at construction even when it never calls it; a placeholder key satisfies it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from hindsight_core.embeddings.base import Embedder

os.environ.setdefault("MEM0_TELEMETRY", "False")


def make_mem0(folder: Path, embedder: Embedder | None) -> Any:
    os.environ.setdefault("OPENAI_API_KEY", "sk-not-used-by-infer-false")
    from mem0 import Memory

    memory = Memory.from_config(
        {
            "vector_store": {
                "provider": "chroma",
                "config": {"collection_name": "mem0", "path": str(folder / "chroma")},
            },
            "embedder": {"provider": "openai", "config": {"embedding_dims": 384}},
            "history_db_path": str(folder / "history.db"),
        }
    )
    if embedder is not None:

        class _Embedding:
            def embed(self, text: str, memory_action: str | None = None) -> list[float]:
                return embedder.embed([text])[0].tolist()

        memory.embedding_model = _Embedding()
    return memory
