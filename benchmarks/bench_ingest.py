"""Ingest throughput alone: ``retain()`` with the rule extractor against the raw embedder on the same turns.

    python benchmarks/bench_ingest.py                         # 3,000 stored records, 1,000 turns, 3 runs
    python benchmarks/bench_ingest.py --runs 5 --records 5000
    python benchmarks/bench_ingest.py --profile /tmp/ingest.prof     # where retain()'s time goes (cProfile)

An embedded store of ``--records`` memories for 50 users is built once from benchmarks/corpus.py (precomputed
vectors, cached in benchmarks/.cache/); each run copies it and retains ``--turns`` new turns of the same users,
``--batch`` per ``retain()``, timing the raw embedder on each batch's turns just before (bench_scale.py's
:func:`ingest`, interleaved batch by batch). Prints one row per run and the medians; with ``--digest`` also a
digest of what each run stored (texts, slots, statuses, supersessions, links), which two versions of the code
must agree on: run it with ``PYTHONPATH`` at an export of the other version (``git archive REV | tar -x -C DIR``)
to time that one on the same turns, and alternate the two on a shared machine. With ``--profile`` it runs once, profiled: the async engine in this thread, its worker-thread
calls (``asyncio.to_thread``: embedding, SQLite, Chroma) run inline so that cProfile sees them (the raw embedder
not timed). Needs no service and no bench extra.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import hashlib
import json
import os
import pstats
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scale import USERS, ingest, loadavg  # noqa: E402
from corpus import build_corpus, corpus_key  # noqa: E402
from stores import cached_store, copy_store  # noqa: E402
from vectors import corpus_token_blobs, corpus_vectors  # noqa: E402

from hindsight_core import AsyncHindsight  # noqa: E402
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder  # noqa: E402
from hindsight_core.stores.sqlite import SqliteGraphStore  # noqa: E402


def stored_digest(folder: Path, known: set[str]) -> tuple[str, int]:
    """A digest of every record ``retain`` added or changed (ids outside ``known``, the built store's, and
    built records whose state moved), with ids read as the texts they name: two runs that store the same
    records agree on it whatever ids they drew; and how many records it covers."""

    async def read() -> list[dict[str, object]]:
        graph = SqliteGraphStore(folder / "graph.db")
        await graph.setup()
        try:
            records = await graph.get_records(await graph.all_record_ids())
        finally:
            await graph.close()
        text_of = {r.id: f"{r.scope.user_id}:{r.text}" for r in records}
        rows = []
        for r in records:
            if r.id in known and r.status == "active" and not r.conflicts_with and r.occurrences == 1:
                continue
            rows.append(
                {
                    "user": r.scope.user_id,
                    "text": r.text,
                    "type": r.event_type,
                    "entities": r.entities,
                    "attributes": {k: v for k, v in r.attributes.items() if k != "mentioned_dates"},
                    "status": r.status,
                    "occurrences": r.occurrences,
                    "sources": r.source_ids,
                    "superseded_by": text_of.get(r.superseded_by or "", r.superseded_by),
                    "conflicts": sorted(text_of.get(i, i) for i in r.conflicts_with),
                    "supporting": sorted(text_of.get(i, i) for i in r.supporting_ids),
                    "confidence": r.confidence,
                }
            )
        rows.sort(key=lambda row: json.dumps(row, sort_keys=True, default=str))
        return rows

    rows = asyncio.run(read())
    return hashlib.sha256(json.dumps(rows, sort_keys=True, default=str).encode()).hexdigest()[:16], len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--records", type=int, default=3000, help="records in the store before ingest")
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=50, help="turns per retain() call")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", help="write a cProfile of the runs' retain() calls to this file")
    parser.add_argument("--digest", action="store_true", help="print a digest of what each run stored")
    args = parser.parse_args()
    print(f"load average at start: {loadavg()} ({os.cpu_count()} CPUs)")
    embedder = OnnxMiniLMEmbedder()
    memories = build_corpus(args.records, USERS)
    texts = [m.text for m in memories]
    key = corpus_key(memories)
    table = corpus_vectors(texts, key, embedder)
    blobs = corpus_token_blobs(texts, key, embedder)
    built = cached_store("hindsight", key, args.records, memories, table, embedder, blobs)
    known = set(asyncio.run(_ids(built)))
    turns = [m.text for m in build_corpus(args.turns, USERS, seed=99)]
    embedder.embed(turns[: args.batch])  # the model loaded and warm before the first timed batch
    if args.profile:
        folder = copy_store(built, Path(tempfile.mkdtemp(prefix="hindsight-ingest-")) / "profiled")
        try:
            profiled(folder, turns, args.batch, embedder, args.profile)
        finally:
            shutil.rmtree(folder.parent, ignore_errors=True)
        return
    rows = []
    work = Path(tempfile.mkdtemp(prefix="hindsight-ingest-"))
    try:
        for run in range(args.runs):
            folder = copy_store(built, work / f"run-{run}")
            out = ingest(folder, turns, args.batch, embedder)
            hindsight, raw = args.turns / out["hindsight_s"], args.turns / out["raw_turns_s"]
            row = {"hindsight": hindsight, "raw": raw, "ratio": hindsight / raw, "records": out["records"]}
            if args.digest:
                row["digest"], row["covered"] = stored_digest(folder, known)
            rows.append(row)
            print(
                f"run {run + 1}: hindsight {hindsight:6.1f} turns/s, raw embedder {raw:6.1f} turns/s, "
                f"ratio {hindsight / raw:.3f}x, {out['records']:.0f} records added or merged"
                + (f", digest {row['digest']} ({row['covered']} records)" if args.digest else ""),
                flush=True,
            )
            shutil.rmtree(folder, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(
        f"median of {args.runs}: hindsight {statistics.median(r['hindsight'] for r in rows):.1f} turns/s, "
        f"raw embedder {statistics.median(r['raw'] for r in rows):.1f} turns/s, "
        f"ratio {statistics.median(r['ratio'] for r in rows):.3f}x "
        f"({args.records} records, {args.turns} turns, {args.batch} per retain; load average {loadavg()})"
    )


def profiled(folder: Path, texts: list[str], batch: int, embedder: OnnxMiniLMEmbedder, out: str) -> None:
    """The retain calls of :func:`ingest` on the async engine in this thread, every ``asyncio.to_thread`` call
    run inline, under cProfile; the profile written to ``out`` and its top lines printed."""

    async def inline(func: Any, /, *args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    async def work() -> float:
        hs = AsyncHindsight(folder, embedder=embedder)
        await hs.setup()
        users = [f"user-{i:03d}" for i in range(USERS)]
        profile = cProfile.Profile()
        started = time.perf_counter()
        for n, start in enumerate(range(0, len(texts), batch)):
            messages = [
                {"role": "user", "content": t, "id": f"m{start + j}"}
                for j, t in enumerate(texts[start : start + batch])
            ]
            profile.enable()
            await hs.retain(messages, user_id=users[n % len(users)], session_id=f"ingest-{n}")
            profile.disable()
        seconds = time.perf_counter() - started
        await hs.close()
        profile.dump_stats(out)
        return seconds

    original = asyncio.to_thread
    asyncio.to_thread = inline  # type: ignore[assignment]
    try:
        seconds = asyncio.run(work())
    finally:
        asyncio.to_thread = original
    print(f"profiled: {len(texts)} turns in {seconds:.1f} s (profiler overhead included); written to {out}")
    pstats.Stats(out).sort_stats("cumulative").print_stats(40)


async def _ids(folder: Path) -> list[str]:
    graph = SqliteGraphStore(folder / "graph.db")
    await graph.setup()
    try:
        return await graph.all_record_ids()
    finally:
        await graph.close()


if __name__ == "__main__":
    main()
