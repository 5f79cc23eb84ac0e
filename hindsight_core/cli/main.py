"""The ``hindsight`` command line. Reads ``HINDSIGHT_*`` variables (see ``hindsight_core.settings``).

Every user error ends the command with exit status 2 and one line on stderr that names the flag or the
file line at fault; nothing is half-done by a bad input (an ingest checks every dialogue before storing any).
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from hindsight_core.cli.arguments import add_mcp_arguments, positive_int
from hindsight_core.cli.memory_commands import cmd_erase_user, cmd_forget, cmd_ingest, cmd_recall
from hindsight_core.cli.opening import build_engine, read_settings
from hindsight_core.cli.progress import progress_bar
from hindsight_core.cli.remember_command import add_remember
from hindsight_core.cli.store_commands import cmd_audit, cmd_export, cmd_import, cmd_maintain, cmd_stats
from hindsight_core.errors import ConfigError, HindsightError, UserError, install_hint


# ---------------------------------------------------------------------------------------------- commands
def cmd_demo(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.demo import run_demo

    return run_demo(console, Path(args.data_dir) if args.data_dir else None, lambda d: build_engine(args, d))


def cmd_eval(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.eval_report import print_report
    from hindsight_core.cli.files import check_output_file
    from hindsight_core.evaluation.locomo import ABLATIONS, evaluate

    summary_path = check_output_file(args.json, "the summary") if args.json else None
    with progress_bar(console) as progress:
        tasks: dict[str, Any] = {}

        def report(label: str, done: int, total: int) -> None:
            if label not in tasks:
                tasks[label] = progress.add_task(label, total=total)
            progress.update(tasks[label], completed=done)

        result = evaluate(
            Path(args.data),
            engine_factory=lambda d: build_engine(args, d),
            k=args.k,
            progress=report,
            limit_samples=args.limit,
            ablations=() if args.no_ablation else ABLATIONS,
        )
    summary = result.summary()
    if not summary["overall_1_4"]:
        raise UserError(
            f"{args.data} has no question of categories 1-4 with evidence ids that exist in its conversations "
            "(check --data, or a --limit that leaves none)"
        )
    print_report(console, summary, args.data)
    if summary_path is not None:
        summary_path.write_text(json.dumps(summary, indent=2, ensure_ascii=False), encoding="utf-8")
        console.print(f"wrote {args.json}")
    return 0


def cmd_doctor(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.datadir import data_dir_for
    from hindsight_core.cli.doctor import run_doctor

    try:
        settings = read_settings(args)
    except ConfigError as exc:
        return run_doctor(console, exc, repair=args.repair)
    with data_dir_for(settings.data_dir.expanduser(), command="doctor", writes=args.repair) as (opened, _):
        return run_doctor(console, settings.model_copy(update={"data_dir": opened}), repair=args.repair)


def cmd_reindex(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.datadir import data_dir_for
    from hindsight_core.cli.doctor import run_reindex

    settings = read_settings(args)
    with data_dir_for(settings.data_dir.expanduser(), command="reindex", writes=True):
        return run_reindex(console, settings)


def cmd_mcp(args: argparse.Namespace, console: Console) -> int:
    try:
        from hindsight_core.mcp.server import run_mcp_server
    except ImportError as exc:
        raise UserError(f"the MCP server needs the mcp extra. {install_hint('mcp')}") from exc
    run_mcp_server(args.transport, args.host, args.port, read_settings(args))
    return 0


# ---------------------------------------------------------------------------------------------- parser
_DATA_DIR_HELP = "data directory (default: $HINDSIGHT_DATA_DIR or a per-user folder)"


def _common(parser: argparse.ArgumentParser, *, top: bool, data_dir_help: str = _DATA_DIR_HELP) -> None:
    """Options every command takes, before or after the command name (the later one wins)."""
    default: Any = None if top else argparse.SUPPRESS
    parser.add_argument("--data-dir", default=default, help=data_dir_help)
    parser.add_argument(
        "--embedder",
        default=default,
        choices=["minilm", "hash", "openai", "sentence-transformers"],
        help="override HINDSIGHT_EMBEDDER",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hindsight", description="Memory for LLM agents, formed in hindsight."
    )
    _common(parser, top=True)
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, data_dir_help: str = _DATA_DIR_HELP) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help)
        _common(p, top=False, data_dir_help=data_dir_help)
        return p

    # the demo never writes into $HINDSIGHT_DATA_DIR: that may hold someone's real memories
    p = command(
        "demo",
        "offline demo: two sessions in, a third recalls across them",
        "where to keep the demo's data (default: a new folder, removed at the end)",
    )
    p.set_defaults(func=cmd_demo)

    p = command(
        "ingest",
        'ingest dialogues from a JSON/JSONL file of {role, content} turns or {"messages": [...]} dialogues',
    )
    p.add_argument(
        "file",
        help='JSON or JSON Lines (- reads stdin): {"role", "content", "user_id"?, "session_id"?} turns (a dialogue '
        'per user and session they name), or dialogues {"messages": [...], "user_id"?, "session_id"?, "occurred_at"?}',
    )
    p.add_argument(
        "--user-id",
        help="whose memories these are, for dialogues that do not name their own user_id (required unless every dialogue does)",
    )
    p.add_argument("--session-id", help="the session of dialogues that do not name their own session_id")
    p.add_argument(
        "--agent-id", help="the agent these memories belong to (a recall naming it sees only them)"
    )
    p.set_defaults(func=cmd_ingest)

    add_remember(command)

    p = command("recall", "recall memories for a query")
    p.add_argument("query", nargs="?", help="the query; - reads it from stdin")
    p.add_argument("--query-file", help="read the query from this file (UTF-8)")
    p.add_argument("--user-id", required=True, help="whose memories to search")
    p.add_argument("--agent-id", help="only what was recorded with this agent (default: every agent's)")
    p.add_argument(
        "--session-id",
        help="only what was said in this session (as ingest --session-id; default: every session)",
    )
    p.add_argument("-k", type=positive_int, default=10, help="how many memories at most (default 10)")
    p.add_argument(
        "--include-pending",
        action="store_true",
        help="also recall pending memories (what the assistant said: unconfirmed, left out by default)",
    )
    p.add_argument("--json", action="store_true", help="print hits as JSON")
    p.set_defaults(func=cmd_recall)

    p = command("forget", "forget a record by id, or the best matches of a query")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--record-id", help="forget this one memory (its id: recall --json, export)")
    target.add_argument("--query", help="forget the best matches of this text (- reads it from stdin)")
    target.add_argument("--query-file", help="forget the best matches of the text in this file")
    p.add_argument(
        "--user-id", help="whose memories (required with --query); a forget acts for them across every agent"
    )
    p.add_argument("--limit", type=positive_int, default=1, help="with --query: how many matches (default 1)")
    p.add_argument("--hard", action="store_true", help="delete everywhere instead of marking forgotten")
    p.set_defaults(func=cmd_forget)

    p = command("erase-user", "erase a user: every memory, trace and vector of theirs (GDPR erasure)")
    p.add_argument("--user-id", required=True, help="whose data to erase")
    p.add_argument("--yes", action="store_true", help="confirm: the erasure cannot be undone")
    p.set_defaults(func=cmd_erase_user)

    p = command("export", "export records as JSONL (with provenance)")
    p.add_argument("path", help="the JSONL file to write (- writes to stdout)")
    p.add_argument("--user-id", help="only this user's records (default: every user's)")
    p.set_defaults(func=cmd_export)

    p = command("import", "import records from a JSONL export")
    p.add_argument("path", help="a JSONL file written by `hindsight export`")
    p.set_defaults(func=cmd_import)

    p = command("stats", "counts of records, vectors, traces, queued windows")
    p.add_argument("--user-id", help="add this user's counts by status (default: the store's totals only)")
    p.set_defaults(func=cmd_stats)

    p = command(
        "maintain", "apply TTL and decay (archive), induce semantic memories, retry queued extraction windows"
    )
    whose = p.add_mutually_exclusive_group(required=True)
    whose.add_argument("--user-id", help="whose memories to maintain")
    whose.add_argument(
        "--all-users",
        action="store_true",
        help="maintain every user's memories (one command for a scheduled job)",
    )
    p.add_argument(
        "--dry-run", action="store_true", help="report what it would archive and induce, changing nothing"
    )
    p.set_defaults(func=cmd_maintain)

    p = command("audit", "report conflicts, unconfirmed (pending) and fading or expiring records of a user")
    p.add_argument("--user-id", required=True, help="whose memories to audit")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=cmd_audit)

    p = command("eval", "benchmarks")
    bench = p.add_subparsers(dest="benchmark", required=True)
    q = bench.add_parser(
        "locomo",
        help="LoCoMo retrieval evaluation (the LoCoMo JSON, snap-research/LoCoMo data/locomo10.json)",
    )
    _common(q, top=False)  # after the benchmark's name too: `hindsight eval locomo --data-dir X ...`
    q.add_argument("--data", required=True, help="path to a LoCoMo JSON file")
    q.add_argument("--json", help="write the summary as JSON to this path")
    q.add_argument("-k", type=positive_int, default=50, help="memories recalled per question (default 50)")
    q.add_argument("--limit", type=positive_int, help="only the first N conversations")
    q.add_argument(
        "--no-ablation", action="store_true", help="skip the ablation table (each path and stage on/off)"
    )
    q.set_defaults(func=cmd_eval)

    p = command("doctor", "check the stores, embedding model, vector index and extraction queue")
    p.add_argument(
        "--repair",
        action="store_true",
        help="fix what the checks report: rewrite or delete every wrong vector (missing, orphaned, stale metadata "
        "or text), write missing token vectors, and give old records the slot their text states (superseding "
        "older values in time order)",
    )
    p.set_defaults(func=cmd_doctor)

    p = command("reindex", "rebuild the vector index from the graph with the configured embedder")
    p.set_defaults(func=cmd_reindex)

    p = command("mcp", "run the MCP server (store_memory / recall_memory / forget_memory / reflect_trace)")
    add_mcp_arguments(p)
    p.set_defaults(func=cmd_mcp)
    return parser


def _one_line(message: str) -> str:
    return " ".join(line.strip() for line in message.splitlines() if line.strip())


def _json_escape(error: UnicodeError) -> tuple[str, int]:
    r"""What an encoding cannot write, as JSON writes it (``\u732b``, an emoji as its surrogate pair).

    >>> "猫 🐱".encode("ascii", errors=_ESCAPE)
    b'\\u732b \\ud83d\\udc31'
    """
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return json.dumps(error.object[error.start : error.end])[1:-1], error.end


_ESCAPE = "hindsight.json_escape"
codecs.register_error(_ESCAPE, _json_escape)


def _escape_unencodable(stream: object) -> None:
    """A stream whose encoding cannot write every character (cp1252 when the output is redirected on Windows,
    PYTHONIOENCODING=ascii) escapes what it cannot as JSON does instead of raising UnicodeEncodeError after
    the command ran: a memory in Chinese or with an emoji is printed, and JSON stays valid JSON."""
    try:
        unicode = codecs.lookup(getattr(stream, "encoding", None) or "utf-8").name.startswith("utf")
    except LookupError:
        unicode = False
    if not unicode and isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors=_ESCAPE)


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        _escape_unencodable(stream)
    parser = build_parser()
    args = parser.parse_args(argv)
    # Tables stay readable when the output is piped or logged (no terminal width to follow).
    console = Console(stderr=args.command == "mcp", width=None if sys.stdout.isatty() else 160)
    errors = Console(stderr=True, width=10_000, soft_wrap=True)
    from hindsight_core.settings import misspelt_variables

    for warning in misspelt_variables(os.environ):
        errors.print(f"warning: {warning}", markup=False, highlight=False)
    try:
        return int(args.func(args, console))
    except HindsightError as exc:
        message = str(exc)
    except (
        BrokenPipeError
    ):  # the reader went away (`hindsight recall ... | head`): nothing to say, as cat does
        with contextlib.suppress(OSError):  # no further write to the closed pipe at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, as a shell reports a pipeline's writer cut off
    except OSError as exc:  # a path the command cannot use: permissions, a full disk
        where = f": {exc.filename}" if exc.filename else ""
        message = f"{exc.strerror or exc}{where}"
    except KeyboardInterrupt:
        return 130
    errors.print(f"error: {_one_line(message)}", markup=False, highlight=False)
    return 2


if __name__ == "__main__":
    sys.exit(main())
