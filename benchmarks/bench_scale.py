"""Recall latency, cold start, memory and ingest with MANY users, against the bare Chroma query and the
frameworks' own retrievers, in ONE run, query by query interleaved. Prints one table; saves plots.

    python benchmarks/bench_scale.py                                 # 10k and 100k memories, 50 users
    python benchmarks/bench_scale.py --sizes 10000 --queries 200     # quicker
    python benchmarks/bench_scale.py --server                        # + Neo4j/Chroma server mode at 10k
                                                                     #   (eval "$(scripts/services start)")

Stores are BUILT from precomputed corpus vectors (benchmarks/vectors.py: the 100k texts are embedded once and
cached); every query is embedded live by the same MiniLM model for every system. Systems:

* hindsight: ``Hindsight(data_dir).recall(query, user_id=..., k=10, reinforce=False)``: the whole hybrid
  recall (vector + BM25 + entity graph + recency, fused, records loaded);
* bare Chroma: ``collection.query(query_texts=[query], n_results=10, where={"user_id": user})`` on ONE
  collection holding every user's vectors (the usual way to scope a shared collection);
* LangChain: ``langchain_chroma.Chroma(...).as_retriever(search_kwargs={"k": 10, "filter": {"user_id": u}})``;
* LlamaIndex: ``VectorStoreIndex.from_vector_store(ChromaVectorStore(...)).as_retriever(filters=user_id)``;
* mem0: ``Memory.search(query, filters={"user_id": u}, limit=10)`` (memories added with infer=False).

The frameworks read the bare collection (mem0 its own, in its format); each needs the ``bench`` extra.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import adapters  # noqa: E402
from corpus import build_corpus, build_queries, corpus_key  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402
from stores import cached_store, copy_store  # noqa: E402
from vectors import corpus_token_blobs, corpus_vectors  # noqa: E402

from hindsight_core import Hindsight  # noqa: E402
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder  # noqa: E402
from hindsight_core.evaluation.metrics import percentile  # noqa: E402

HERE = Path(__file__).resolve().parent
USERS = 50


def loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


def interleave(
    systems: dict[str, Callable[[str, str], Any]], queries: list[tuple[str, str]], warmup: int
) -> dict[str, list[float]]:
    """Run every system on each query before the next query, rotating who goes first; ms per call."""
    names = list(systems)
    for user, query in queries[:warmup]:
        for name in names:
            systems[name](user, query)
    times: dict[str, list[float]] = {name: [] for name in names}
    # The benchmark's own data (the 100k corpus, its vectors and token blobs: about a million Python objects)
    # is moved out of the garbage collector's reach, so a collection triggered by whichever system allocates
    # does not scan it (a user's process does not hold the benchmark's corpus). Every system gains the same.
    gc.collect()
    gc.freeze()
    try:
        for n, (user, query) in enumerate(queries):
            order = names[n % len(names) :] + names[: n % len(names)]
            for name in order:
                started = time.perf_counter()
                systems[name](user, query)
                times[name].append((time.perf_counter() - started) * 1000)
    finally:
        gc.unfreeze()
    return times


def cold_start(kind: str, folder: Path, user: str, query: str, runs: int) -> dict[str, float]:
    """Median over ``runs`` fresh processes of benchmarks/coldstart.py."""
    results = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, str(HERE / "coldstart.py"), kind, str(folder), user, query],
            capture_output=True,
            text=True,
            check=True,
        )
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {key: statistics.median(r[key] for r in results) for key in results[0]}


def ingest(folder: Path, texts: list[str], batch: int, embedder: OnnxMiniLMEmbedder) -> dict[str, float]:
    """Seconds for hindsight to retain ``texts`` (rule extractor, dedup, both stores), for the raw embedder to
    embed the same turns, and to embed the texts hindsight stored for them ("The user said: ..."), batch by
    batch interleaved; and the records added or merged."""
    hs = Hindsight(folder, embedder=embedder)
    hs.setup()
    users = [f"user-{i:03d}" for i in range(USERS)]
    out = {"hindsight_s": 0.0, "raw_turns_s": 0.0, "raw_records_s": 0.0, "records": 0.0}
    for n, start in enumerate(range(0, len(texts), batch)):
        chunk = texts[start : start + batch]
        messages = [{"role": "user", "content": t, "id": f"m{start + j}"} for j, t in enumerate(chunk)]
        t0 = time.perf_counter()
        embedder.embed(chunk)
        t1 = time.perf_counter()
        result = hs.retain(messages, user_id=users[n % len(users)], session_id=f"ingest-{n}")
        t2 = time.perf_counter()
        stored = [r.text for r in [*result.added, *result.merged]]
        t3 = time.perf_counter()
        if stored:
            embedder.embed(stored)
        t4 = time.perf_counter()
        out["raw_turns_s"] += t1 - t0
        out["hindsight_s"] += t2 - t1
        out["raw_records_s"] += t4 - t3
        out["records"] += len(stored)
    hs.close()
    return out


def measure_size(
    size: int, args: argparse.Namespace, embedder: OnnxMiniLMEmbedder, work: Path, console: Console
) -> dict[str, Any]:
    full = build_corpus(max(*args.sizes, 100_000), USERS)
    table = corpus_vectors([m.text for m in full], corpus_key(full), embedder)
    blobs = corpus_token_blobs([m.text for m in full], corpus_key(full), embedder)
    memories, vectors = full[:size], table[:size]
    key = corpus_key(memories)
    hindsight_dir = copy_store(
        cached_store("hindsight", key, size, memories, vectors, embedder, blobs[:size]),
        work / f"hindsight-{size}",
    )
    baseline_dir = cached_store("baseline", key, size, memories, vectors, embedder)
    queries = build_queries(args.queries + args.warmup, USERS, seed=11)
    out: dict[str, Any] = {"size": size, "load_before": loadavg()}

    console.print(f"[{size}] cold start (fresh processes) ...")
    first_user, first_query = queries[0]
    out["cold_hindsight"] = cold_start("hindsight", hindsight_dir, first_user, first_query, args.cold_runs)
    out["cold_bare"] = cold_start("bare", baseline_dir, first_user, first_query, args.cold_runs)

    console.print(f"[{size}] recall, {args.queries} queries interleaved ...")
    client, collection = adapters.open_baseline(baseline_dir, embedder)
    hs = Hindsight(hindsight_dir, embedder=embedder)
    hs.setup()
    systems: dict[str, Callable[[str, str], Any]] = {
        "hindsight": lambda u, q: hs.recall(q, user_id=u, k=adapters.K, reinforce=False),
        "bare Chroma (user filter)": adapters.bare_chroma(collection),
    }
    if (lc := adapters.langchain_retriever(client, embedder)) is not None:
        systems["LangChain Chroma retriever"] = lc
    if (li := adapters.llamaindex_retriever(collection, embedder)) is not None:
        systems["LlamaIndex retriever"] = li
    if adapters.mem0_available():
        mem0_dir = cached_store("mem0", key, size, memories, vectors, embedder)
        if (m0 := adapters.mem0_search(mem0_dir, embedder)) is not None:
            systems["mem0 (infer=False)"] = m0
    out["times"] = interleave(systems, queries[args.warmup :], args.warmup)
    # Where hindsight's time goes, per path (the paths run together; "total" is the engine's own clock).
    paths: dict[str, list[float]] = {}
    for user, query in queries[args.warmup : args.warmup + 100]:
        for name, ms in hs.recall(query, user_id=user, k=adapters.K, reinforce=False).timings_ms.items():
            paths.setdefault(name, []).append(ms)
    out["paths"] = {name: statistics.median(v) for name, v in paths.items()}
    # Reinforcement on the hot path (recall's default): the same queries with reinforce=True, interleaved
    # with reinforce=False so both see the same machine.
    reinforce = interleave(
        {
            "reinforce=False": lambda u, q: hs.recall(q, user_id=u, k=adapters.K, reinforce=False),
            "reinforce=True": lambda u, q: hs.recall(q, user_id=u, k=adapters.K),
        },
        queries[args.warmup : args.warmup + 100],
        0,
    )
    out["reinforce"] = {name: statistics.median(v) for name, v in reinforce.items()}
    hs.close()
    client.close()

    if size in args.ingest_sizes:
        console.print(f"[{size}] ingest, {args.ingest_turns} turns ...")
        texts = [m.text for m in build_corpus(args.ingest_turns, USERS, seed=99)]
        ingest_dir = copy_store(hindsight_dir, work / f"ingest-{size}")
        out["ingest"] = ingest(ingest_dir, texts, args.ingest_batch, embedder)
        shutil.rmtree(ingest_dir, ignore_errors=True)
    out["load_after"] = loadavg()
    return out


def measure_server(
    args: argparse.Namespace, embedder: OnnxMiniLMEmbedder, console: Console
) -> dict[str, Any]:
    from server_mode import run_server_mode

    full = build_corpus(max(*args.sizes, 100_000), USERS)
    table = corpus_vectors([m.text for m in full], corpus_key(full), embedder)
    blobs = corpus_token_blobs([m.text for m in full], corpus_key(full), embedder)
    size = args.server_size
    queries = build_queries(args.queries + args.warmup, USERS, seed=11)
    # Other questions of the same users, untimed, until the servers are in their steady state (see --help)
    steady = build_queries(args.server_warmup, USERS, seed=23)
    console.print(
        f"[server {size}] building in Neo4j + the Chroma server, {args.server_warmup} untimed queries, "
        f"then {args.queries} ..."
    )
    return run_server_mode(
        full[:size], table[:size], blobs[:size], queries, args.warmup, embedder, interleave, steady
    ) | {"size": size, "server_warmup": args.server_warmup}


def report(
    results: list[dict[str, Any]], server: dict[str, Any] | None, console: Console, args: argparse.Namespace
) -> None:
    bare = "bare Chroma (user filter)"
    table = Table(
        title=f"hindsight at scale: {USERS} users, k=10, {args.queries} queries interleaved, MiniLM on CPU"
    )
    for column in (
        "mode",
        "memories",
        "system",
        "p50 ms",
        "p95 ms",
        "p50 / bare",
        "p95 / bare",
        "p50 growth",
    ):
        table.add_column(column, justify="right")
    first = results[0]
    rows = [("embedded", r) for r in results] + ([("server", server)] if server else [])
    for mode, r in rows:
        base = r["times"][bare if mode == "embedded" else "bare Chroma server (user filter)"]
        for name, times in r["times"].items():
            growth = ""
            if mode == "embedded" and r is not first and name in first["times"]:
                growth = f"{statistics.median(times) / statistics.median(first['times'][name]):.2f}x"
            table.add_row(
                mode,
                f"{r['size']:,}",
                name,
                f"{statistics.median(times):.1f}",
                f"{percentile(times, 95):.1f}",
                f"{statistics.median(times) / statistics.median(base):.2f}x",
                f"{percentile(times, 95) / percentile(base, 95):.2f}x",
                growth,
            )
    console.print(table)
    for r in results:
        ch, cb = r["cold_hindsight"], r["cold_bare"]
        console.print(
            f"[{r['size']:,}] cold start (open + first recall): hindsight {ch['seconds']:.2f} s "
            f"(open {ch['open_s']:.2f} s, repair pass {ch['repair_s']:.2f} s), bare Chroma {cb['seconds']:.2f} s; "
            f"RSS after: hindsight {ch['rss_mb']:.0f} MB, bare Chroma client {cb['rss_mb']:.0f} MB "
            f"({ch['rss_mb'] / cb['rss_mb']:.2f}x)"
        )
        console.print(
            f"[{r['size']:,}] hindsight paths, median ms: "
            + ", ".join(f"{k} {v:.1f}" for k, v in r["paths"].items())
            + f"; recall p50 reinforce=False {r['reinforce']['reinforce=False']:.1f} ms vs reinforce=True "
            f"{r['reinforce']['reinforce=True']:.1f} ms"
        )
        if "ingest" in r:
            ing, n = r["ingest"], args.ingest_turns
            console.print(
                f"[{r['size']:,}] ingest of {n} turns (rule extractor, {args.ingest_batch} per retain): hindsight "
                f"{n / ing['hindsight_s']:.0f} turns/s; raw embedder on the turns {n / ing['raw_turns_s']:.0f}/s "
                f"({ing['raw_turns_s'] / ing['hindsight_s']:.2f}x), on the texts hindsight stored "
                f"{n / ing['raw_records_s']:.0f}/s ({ing['raw_records_s'] / ing['hindsight_s']:.2f}x); "
                f"{ing['records']:.0f} records added or merged"
            )
        console.print(f"[{r['size']:,}] load average before {r['load_before']}, after {r['load_after']}")
    if server:
        console.print(
            f"[server {server['size']:,}] hindsight paths, median ms: "
            + ", ".join(f"{k} {v:.1f}" for k, v in server["paths"].items())
        )
    plot(results, server, args)


def plot(results: list[dict[str, Any]], server: dict[str, Any] | None, args: argparse.Namespace) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed (pip install -e '.[bench]'): no plots", file=sys.stderr)
        return
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = [(f"embedded {r['size'] // 1000}k", r) for r in results] + (
        [(f"server {server['size'] // 1000}k", server)] if server else []
    )
    fig, axes = plt.subplots(1, len(rows), figsize=(5.5 * len(rows), 4.5), squeeze=False)
    for ax, (label, r) in zip(axes[0], rows, strict=True):
        names = list(r["times"])
        p50 = [statistics.median(r["times"][n]) for n in names]
        p95 = [percentile(r["times"][n], 95) for n in names]
        xs = range(len(names))
        ax.bar([x - 0.2 for x in xs], p50, width=0.4, label="p50")
        ax.bar([x + 0.2 for x in xs], p95, width=0.4, label="p95")
        ax.set_xticks(list(xs), [n.replace(" (", "\n(") for n in names], rotation=30, ha="right", fontsize=7)
        ax.set_ylabel("ms per recall (query embedding included)")
        ax.set_title(f"{label}, {USERS} users")
        ax.legend()
    fig.tight_layout()
    fig.savefig(out / "recall_latency.png", dpi=110)
    if len(results) > 1:
        fig, ax = plt.subplots(figsize=(6, 4.5))
        for name in results[0]["times"]:
            if all(name in r["times"] for r in results):
                ax.plot(
                    [r["size"] for r in results],
                    [statistics.median(r["times"][name]) for r in results],
                    marker="o",
                    label=name,
                )
        ax.set_xscale("log")
        ax.set_xlabel("memories (50 users)")
        ax.set_ylabel("p50 ms")
        ax.set_title("recall p50 vs store size")
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(out / "recall_growth.png", dpi=110)
    print(f"plots saved in {out}", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument(
        "--warmup",
        type=int,
        default=USERS,
        help="untimed queries first: one per user loads each user's index",
    )
    parser.add_argument("--cold-runs", type=int, default=3)
    parser.add_argument("--ingest-sizes", type=int, nargs="*", default=[10_000])
    parser.add_argument("--ingest-turns", type=int, default=1000)
    parser.add_argument("--ingest-batch", type=int, default=50, help="turns per retain() call")
    parser.add_argument("--server", action="store_true", help="also measure Neo4j + Chroma server mode")
    parser.add_argument("--server-size", type=int, default=10_000)
    parser.add_argument(
        "--server-warmup",
        type=int,
        default=1000,
        help="untimed queries per system before the server rows are timed (other questions of the same "
        "users): Neo4j runs on the JVM, whose code paths warm up over the first queries, and a deployed server "
        "is warm (with 50 warm-up queries the server row measured 1.99x, with 1,000 1.84x)",
    )
    parser.add_argument("--out", default=str(HERE / "results"), help="folder for the plots and raw JSON")
    args = parser.parse_args()
    args.sizes = sorted(args.sizes)
    console = Console(width=200)
    console.print(f"load average at start: {loadavg()} ({os.cpu_count()} CPUs)")
    embedder = OnnxMiniLMEmbedder()
    work = Path(tempfile.mkdtemp(prefix="hindsight-scale-"))
    try:
        results = [measure_size(size, args, embedder, work, console) for size in args.sizes]
        server = measure_server(args, embedder, console) if args.server else None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    Path(args.out).mkdir(parents=True, exist_ok=True)
    (Path(args.out) / "results.json").write_text(
        json.dumps({"embedded": results, "server": server}, default=str)
    )
    random.seed(0)
    report(results, server, console, args)


if __name__ == "__main__":
    main()
