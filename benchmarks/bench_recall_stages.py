"""Recall latency by stage on a real dialogue store, against a bare user-filtered Chroma query, in one run.

Every conversation of a LoCoMo file is ingested into ONE store (one user per conversation), then each
question is asked twice, interleaved: hindsight ``recall(k=10)`` and the bare query (the same embedder
embeds the query, then the same Chroma collection is searched with a ``user_id`` filter, top 10). Prints
p50/p95 of both and their ratio, the median time of each recall stage, ingest throughput and the size of
the stored late-interaction token vectors.

    python benchmarks/bench_recall_stages.py --data shared/benchmarks/locomo/locomo-dev.json
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from hindsight_core import AsyncHindsight
from hindsight_core.evaluation.locomo import load_samples, sessions_of, turn_message
from hindsight_core.evaluation.metrics import percentile


async def run(data: Path, questions_per_user: int) -> None:
    console = Console()
    samples = load_samples(data)
    with tempfile.TemporaryDirectory(prefix="hindsight-bench-") as folder:
        async with AsyncHindsight(folder) as hs:
            started = time.perf_counter()
            turns = 0
            for sample in samples:
                user = sample["sample_id"]
                for session in sessions_of(sample):
                    await hs.retain(
                        [turn_message(t) for t in session.turns],
                        user_id=user,
                        session_id=f"session_{session.index}",
                        occurred_at=session.when,
                    )
                    turns += len(session.turns)
            ingest_s = time.perf_counter() - started
            records = await hs.graph.count_records(None)
            asks = [
                (sample["sample_id"], str(qa["question"]))
                for sample in samples
                for qa in sample["qa"][:questions_per_user]
            ]
            from hindsight_core.models import RecordFilter

            ours: list[float] = []
            bare: list[float] = []
            stages: dict[str, list[float]] = {}
            await hs.recall("warm up", user_id=asks[0][0], reinforce=False)
            for user, question in asks:
                t0 = time.perf_counter()
                embedding = await asyncio.to_thread(hs.embedder.embed, [question])
                await hs.vectors.query(embedding[0].tolist(), RecordFilter(user_id=user), 10)
                bare.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                result = await hs.recall(question, user_id=user, k=10, reinforce=False)
                ours.append((time.perf_counter() - t0) * 1000)
                for stage, ms in result.timings_ms.items():
                    stages.setdefault(stage, []).append(ms)
        tokens_bytes, token_rows = _token_storage(Path(folder) / "graph.db")

    table = Table(
        title=f"recall vs bare user-filtered Chroma query ({len(asks)} questions, {records} memories)"
    )
    for column in ("", "p50 ms", "p95 ms"):
        table.add_column(column, justify="right")
    table.add_row("bare Chroma (embed + query)", f"{percentile(bare, 50):.1f}", f"{percentile(bare, 95):.1f}")
    table.add_row("hindsight recall k=10", f"{percentile(ours, 50):.1f}", f"{percentile(ours, 95):.1f}")
    table.add_row(
        "ratio",
        f"{percentile(ours, 50) / percentile(bare, 50):.2f}x",
        f"{percentile(ours, 95) / percentile(bare, 95):.2f}x",
    )
    console.print(table)
    console.print(
        "recall stages, median ms (paths run concurrently): "
        + ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in stages.items())
    )
    console.print(
        f"ingest: {turns} turns -> {records} memories in {ingest_s:.1f} s ({turns / ingest_s:.0f} turns/s)"
    )
    console.print(
        f"token vectors: {token_rows} records, {tokens_bytes / 1e6:.2f} MB "
        f"({tokens_bytes / max(token_rows, 1) / 1024:.2f} KB a record)"
    )


def _token_storage(db: Path) -> tuple[int, int]:
    with sqlite3.connect(db) as conn:
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'record_tokens'").fetchone() is None:
            return 0, 0  # a version without late interaction
        size, rows = conn.execute(
            "SELECT COALESCE(SUM(LENGTH(data)), 0), COUNT(*) FROM record_tokens"
        ).fetchone()
    return int(size), int(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path, help="a LoCoMo JSON file")
    parser.add_argument("--questions", type=int, default=60, help="questions asked per conversation")
    args = parser.parse_args()
    asyncio.run(run(args.data, args.questions))


if __name__ == "__main__":
    main()
