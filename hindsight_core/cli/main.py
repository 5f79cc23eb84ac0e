"""The ``hindsight`` command line. Reads ``HINDSIGHT_*`` variables (see ``hindsight_core.settings``)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hindsight_core.cli.progress import progress_bar
from hindsight_core.errors import HindsightError, UserError


def _settings(args: argparse.Namespace) -> Any:
    from hindsight_core.settings import HindsightSettings

    overrides: dict[str, Any] = {}
    if getattr(args, "data_dir", None):
        overrides["data_dir"] = Path(args.data_dir)
    if getattr(args, "embedder", None):
        overrides["embedder"] = args.embedder
    return HindsightSettings(**overrides)


def _engine(args: argparse.Namespace, data_dir: Path | None = None) -> Any:
    from hindsight_core.settings import engine_from_settings
    from hindsight_core.sync import Hindsight

    settings = _settings(args)
    if data_dir is not None:
        settings = settings.model_copy(update={"data_dir": data_dir})
    return Hindsight(engine=engine_from_settings(settings))


# ---------------------------------------------------------------------------------------------- commands
def cmd_demo(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.demo import run_demo

    return run_demo(console, Path(args.data_dir) if args.data_dir else None, lambda d: _engine(args, d))


def _read_dialogues(path: Path) -> list[dict[str, Any]]:
    """JSON: a list of turns, a list of dialogues, or one dialogue object; JSONL: one turn or one dialogue
    object per line. A dialogue object is ``{"messages": [...], "user_id"?, "session_id"?, "occurred_at"?}``."""
    if not path.is_file():
        raise UserError(f"no such file: {path}")
    text = path.read_text(encoding="utf-8")
    try:
        if path.suffix == ".jsonl":
            items = [json.loads(line) for line in text.splitlines() if line.strip()]
        else:
            data = json.loads(text)
            items = data if isinstance(data, list) else [data]
    except json.JSONDecodeError as exc:
        raise UserError(
            f"{path} is not valid JSON ({exc.msg} at line {exc.lineno}); nothing was ingested"
        ) from exc
    if items and all(isinstance(i, dict) and "role" in i for i in items):
        return [{"messages": items}]
    dialogues: list[dict[str, Any]] = []
    for number, item in enumerate(items, start=1):
        if isinstance(item, list):
            dialogues.append({"messages": item})
        elif isinstance(item, dict) and isinstance(item.get("messages"), list):
            dialogues.append(item)
        else:
            raise UserError(
                f"{path}: item {number} is neither a turn {{'role', 'content'}} nor a dialogue "
                "{'messages': [...]}; nothing was ingested"
            )
    return dialogues


def cmd_ingest(args: argparse.Namespace, console: Console) -> int:
    dialogues = _read_dialogues(Path(args.file))
    added = merged = queued = 0
    with _engine(args) as hs, progress_bar(console) as progress:
        task = progress.add_task("ingesting", total=len(dialogues))
        for dialogue in dialogues:
            when = dialogue.get("occurred_at")
            result = hs.retain(
                dialogue["messages"],
                user_id=dialogue.get("user_id") or args.user_id,
                session_id=dialogue.get("session_id") or args.session_id,
                occurred_at=datetime.fromisoformat(when) if when else None,
            )
            added += len(result.added)
            merged += len(result.merged)
            queued += result.queued_windows
            progress.advance(task)
    console.print(
        f"{len(dialogues)} dialogues: {added} memories added, {merged} merged, {queued} windows queued"
    )
    return 0


def cmd_recall(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        result = hs.recall(args.query, user_id=args.user_id, k=args.k, include_pending=args.include_pending)
    if args.json:
        print(result.model_dump_json(indent=2))
        return 0
    console.print(result.context or "(nothing recalled)", markup=False, highlight=False)
    console.print(f"[dim]{len(result.hits)} hits in {result.timings_ms.get('total', 0):.1f} ms[/dim]")
    return 0


def cmd_forget(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        ids = hs.forget(record_id=args.record_id, query=args.query, user_id=args.user_id, hard=args.hard)
    mode = "deleted" if args.hard else "forgotten (soft)"
    console.print(f"{len(ids)} {mode}: {', '.join(ids) if ids else '-'}")
    return 0


def cmd_export(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        count = hs.export_jsonl(args.path, user_id=args.user_id)
    console.print(f"exported {count} records to {args.path}")
    return 0


def cmd_import(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        count = hs.import_jsonl(args.path)
    console.print(f"imported {count} records from {args.path}")
    return 0


def cmd_stats(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        stats = hs.stats(user_id=args.user_id)
    print(json.dumps(stats, indent=2, default=str))
    return 0


def cmd_maintain(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        outcome = hs.maintain(user_id=args.user_id)
        retried = hs.retry_pending()
    console.print(
        f"archived {outcome['archived']} records; induced {outcome.get('induced', 0)} semantic memories; "
        f"retried queued windows: {len(retried.added)} memories added, "
        f"{retried.queued_windows} still queued"
    )
    return 0


def cmd_audit(args: argparse.Namespace, console: Console) -> int:
    with _engine(args) as hs:
        report = hs.audit(user_id=args.user_id)
    if args.json:
        print(report.model_dump_json(indent=2))
        return 0
    counts = report.counts
    console.print(
        f"[bold]{escape(args.user_id)}[/bold]: {counts.total} records; "
        + ", ".join(f"{n} {k}" for k, n in {**counts.by_status, **counts.by_kind}.items())
    )
    if counts.by_event_type:
        console.print("by event type: " + ", ".join(f"{n} {k}" for k, n in counts.by_event_type.items()))
    table = Table(title=f"conflicts ({len(report.conflicts)})")
    for column in ("older", "since", "newer", "since", "state"):
        table.add_column(column)
    for c in report.conflicts:
        table.add_row(
            escape(c.older.text),
            f"{c.older.occurred_at:%Y-%m-%d}",
            escape(c.newer.text),
            f"{c.newer.occurred_at:%Y-%m-%d}",
            "superseded" if c.resolved else "open",
        )
    console.print(table)
    for title, items in (("low confidence (pending)", report.low_confidence), ("stale", report.stale)):
        table = Table(title=f"{title} ({len(items)})")
        for column in ("date", "memory", "type", "confidence", "strength", "expires", "why"):
            table.add_column(column, justify="right" if column in ("confidence", "strength") else "left")
        for item in items:
            table.add_row(
                f"{item.occurred_at:%Y-%m-%d}",
                escape(item.text),
                f"{item.kind}/{item.event_type}" if item.kind == "semantic" else item.event_type,
                f"{item.confidence:.2f}",
                f"{item.strength:.2f}",
                f"{item.expires_at:%Y-%m-%d}" if item.expires_at else "-",
                ", ".join(item.reasons) or "-",
            )
        console.print(table)
    return 0


def cmd_eval(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.evaluation.locomo import ABLATIONS, evaluate, iter_rows

    with progress_bar(console) as progress:
        tasks: dict[str, Any] = {}

        def report(label: str, done: int, total: int) -> None:
            if label not in tasks:
                tasks[label] = progress.add_task(label, total=total)
            progress.update(tasks[label], completed=done)

        result = evaluate(
            Path(args.data),
            engine_factory=lambda d: _engine(args, d),
            k=args.k,
            progress=report,
            limit_samples=args.limit,
            ablations=() if args.no_ablation else ABLATIONS,
        )
    summary = result.summary()
    table = Table(title=f"LoCoMo retrieval ({args.data})")
    columns = [
        "n",
        "R@5",
        "R@10",
        "NDCG@10",
        "MRR@10",
        "Hit@10",
        "SessHit@5",
        "p50_ms",
        "p95_ms",
        "ctx_tokens",
    ]
    table.add_column("category")
    for column in columns:
        table.add_column(column, justify="right")
    for name, row in iter_rows(summary):
        table.add_row(name, *(_cell(c, row[c]) for c in columns))
    console.print(table)
    conversations = summary["conversations"]
    console.print(
        "R@10 per conversation: "
        + ", ".join(f"{name} {value:.3f}" for name, value in conversations.items())
        + f" (sd {summary['conversation_sd']:.3f})"
    )
    console.print(
        f"ingest: {summary['turns']} turns -> {summary['records']} memories in {summary['ingest_seconds']:.1f} s "
        f"({summary['turns_per_second']:.0f} turns/s)"
    )
    if summary["ablation"]:
        console.print(_ablation_table(summary["ablation"]))
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=2), encoding="utf-8")
        console.print(f"wrote {args.json}")
    return 0


def _cell(column: str, value: float) -> str:
    if column in ("n", "ctx_tokens"):
        return f"{value:.0f}"
    if column[0] in "RNMHS":
        return f"{value:.3f}"
    return f"{value:.1f}"


def _ablation_table(rows: dict[str, dict[str, float]]) -> Table:
    """Each path and stage on/off against the default (categories 1-4)."""
    table = Table(title="Ablation: each path and stage switched off (or on) alone, categories 1-4")
    columns = ["R@10", "dR@10", "multi-hop R@10", "NDCG@10", "p50_ms", "p95_ms", "ctx_tokens"]
    table.add_column("recall settings")
    for column in columns:
        table.add_column(column, justify="right")
    base = rows.get("default", {}).get("R@10", 0.0)
    for name, row in rows.items():
        cells = [
            f"{row['R@10']:.3f}",
            "" if name == "default" else f"{row['R@10'] - base:+.3f}",
            f"{row['multi_hop_R@10']:.3f}",
            f"{row['NDCG@10']:.3f}",
            f"{row['p50_ms']:.1f}",
            f"{row['p95_ms']:.1f}",
            f"{row['ctx_tokens']:.0f}",
        ]
        table.add_row(name, *cells)
    return table


def cmd_doctor(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.doctor import run_doctor

    return run_doctor(console, lambda: _settings(args), repair=args.repair)


def cmd_reindex(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.doctor import run_reindex

    return run_reindex(console, _settings(args))


def cmd_mcp(args: argparse.Namespace, console: Console) -> int:
    try:
        from hindsight_core.mcp.server import run_mcp_server
    except ImportError as exc:
        raise UserError('the MCP server needs the mcp extra: pip install "hindsight-memory[mcp]"') from exc
    run_mcp_server(args.transport, args.host, args.port, _settings(args))
    return 0


# ---------------------------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hindsight", description="Memory for LLM agents, formed in hindsight."
    )
    parser.add_argument(
        "--data-dir", help="data directory (default: $HINDSIGHT_DATA_DIR or a per-user folder)"
    )
    parser.add_argument(
        "--embedder",
        choices=["minilm", "hash", "openai", "sentence-transformers"],
        help="override HINDSIGHT_EMBEDDER",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("demo", help="offline demo: two sessions in, a third recalls across them")
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("ingest", help="ingest dialogues from a JSON/JSONL file of {role, content} turns")
    p.add_argument("file")
    p.add_argument("--user-id", default="default")
    p.add_argument("--session-id")
    p.set_defaults(func=cmd_ingest)

    p = sub.add_parser("recall", help="recall memories for a query")
    p.add_argument("query")
    p.add_argument("--user-id", default="default")
    p.add_argument("-k", type=int, default=10)
    p.add_argument("--include-pending", action="store_true")
    p.add_argument("--json", action="store_true", help="print hits as JSON")
    p.set_defaults(func=cmd_recall)

    p = sub.add_parser("forget", help="forget a record by id, or the best match of a query")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--record-id")
    target.add_argument("--query")
    p.add_argument("--user-id", default=None)
    p.add_argument("--hard", action="store_true", help="delete everywhere instead of marking forgotten")
    p.set_defaults(func=cmd_forget)

    p = sub.add_parser("export", help="export records as JSONL (with provenance)")
    p.add_argument("path")
    p.add_argument("--user-id")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("import", help="import records from a JSONL export")
    p.add_argument("path")
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("stats", help="counts of records, vectors, traces, queued windows")
    p.add_argument("--user-id")
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("maintain", help="apply TTL and decay (archive), retry queued extraction windows")
    p.add_argument("--user-id", required=True)
    p.set_defaults(func=cmd_maintain)

    p = sub.add_parser("audit", help="report conflicts, low-confidence and stale records of a user")
    p.add_argument("--user-id", required=True)
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=cmd_audit)

    p = sub.add_parser("eval", help="benchmarks")
    bench = p.add_subparsers(dest="benchmark", required=True)
    q = bench.add_parser("locomo", help="LoCoMo retrieval evaluation (shared/benchmarks/locomo/README.md)")
    q.add_argument("--data", required=True, help="path to a LoCoMo JSON file")
    q.add_argument("--json", help="write the summary as JSON to this path")
    q.add_argument("-k", type=int, default=50)
    q.add_argument("--limit", type=int, help="only the first N conversations")
    q.add_argument(
        "--no-ablation", action="store_true", help="skip the ablation table (each path and stage on/off)"
    )
    q.set_defaults(func=cmd_eval)

    p = sub.add_parser("doctor", help="check the stores, embedding model, vector index and extraction queue")
    p.add_argument("--repair", action="store_true", help="re-embed records that have no vector")
    p.set_defaults(func=cmd_doctor)

    p = sub.add_parser("reindex", help="rebuild the vector index from the graph with the configured embedder")
    p.set_defaults(func=cmd_reindex)

    p = sub.add_parser("mcp", help="run the MCP server (store_memory / recall_memory / forget_memory)")
    p.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8765)
    p.set_defaults(func=cmd_mcp)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    # Tables stay readable when the output is piped or logged (no terminal width to follow).
    console = Console(stderr=args.command == "mcp", width=None if sys.stdout.isatty() else 160)
    try:
        return int(args.func(args, console))
    except HindsightError as exc:
        Console(stderr=True).print(f"[red]error:[/red] {exc}", markup=True, highlight=False)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
