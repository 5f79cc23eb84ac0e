"""``hindsight demo``: two sessions in, a third session recalls across them. Offline, embedded defaults."""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from hindsight_core.errors import UserError
from hindsight_core.sync import Hindsight


def load_demo() -> dict[str, Any]:
    text = resources.files("hindsight_core.cli").joinpath("data/demo.json").read_text(encoding="utf-8")
    demo: dict[str, Any] = json.loads(text)
    return demo


def embedder_label(embedder: Any) -> str:
    """How the banner names the embedder: the bundled model is not the sentence-transformers option.

    >>> from hindsight_core.embeddings import HashEmbedder
    >>> embedder_label(HashEmbedder(8))
    'HashEmbedder (hash-8)'
    """
    from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

    if isinstance(embedder, OnnxMiniLMEmbedder):
        return f"bundled {embedder.model_id.rsplit('/', 1)[-1]} (int8 ONNX on onnxruntime, offline)"
    return f"{type(embedder).__name__} ({embedder.model_id})"


def run_demo(console: Console, data_dir: Path | None, make_engine: Callable[[Path], Hindsight]) -> int:
    if data_dir is not None and data_dir.exists() and (not data_dir.is_dir() or any(data_dir.iterdir())):
        # the demo's made-up conversations would be recalled beside someone's real memories from then on
        raise UserError(
            f"hindsight demo writes a made-up user's memories: --data-dir must be a new or empty folder, and "
            f"{data_dir} is not (it may hold a store); leave --data-dir out to use a temporary folder"
        )
    demo = load_demo()
    user = demo["user_id"]
    owned = data_dir is None
    target = Path(tempfile.mkdtemp(prefix="hindsight-demo-")) if data_dir is None else data_dir
    try:
        started = time.perf_counter()
        hs = make_engine(target)
        vectors = hs.engine.vectors.name
        console.print(
            f"[bold]hindsight demo[/bold]: graph store {hs.engine.graph.name}, vector store {vectors}, "
            f"embedder {embedder_label(hs.engine.embedder)}, extractor {hs.engine.extractor.name}; "
            f"working data in {target}. Engine ready in {(time.perf_counter() - started) * 1000:.0f} ms",
            highlight=False,
        )
        try:
            for session in demo["sessions"]:
                t0 = time.perf_counter()
                retained = hs.retain(
                    session["messages"],
                    user_id=user,
                    session_id=session["session_id"],
                    occurred_at=datetime.fromisoformat(session["occurred_at"]),
                )
                console.print(
                    f"session [cyan]{session['session_id']}[/cyan]: {len(session['messages'])} messages -> "
                    f"{len(retained.added)} memories ({(time.perf_counter() - t0) * 1000:.0f} ms)"
                )
            for question in demo["questions"]:
                recalled = hs.recall(question["query"], user_id=user, k=3)
                body = recalled.context or "(nothing recalled)"
                timing = ", ".join(f"{k} {v:.1f} ms" for k, v in recalled.timings_ms.items())
                console.print(
                    Panel(
                        Text(body),
                        title=f"new session [cyan]{question['session_id']}[/cyan] asks: {question['query']}",
                        subtitle=timing,
                        expand=False,
                    )
                )
        finally:
            hs.close()
    finally:
        if owned:
            shutil.rmtree(target, ignore_errors=True)
    return 0
