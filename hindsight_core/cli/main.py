"""The ``hindsight`` command line. Reads ``HINDSIGHT_*`` variables (see ``hindsight_core.settings``).

Every user error ends the command with exit status 2 and one line on stderr that names the flag or the
file line at fault; nothing is half-done by a bad input (an ingest checks every dialogue before storing any).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hindsight_core.cli.arguments import port_number, positive_int
from hindsight_core.cli.progress import progress_bar
from hindsight_core.cli.users import earlier_default, unknown_user, warn_unknown_user
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import ConfigError, HindsightError, UserError, install_hint
from hindsight_core.validation import check_id, check_k
from hindsight_core.validation_records import check_export_path, check_import_path

if TYPE_CHECKING:
    from hindsight_core.settings import HindsightSettings
    from hindsight_core.sync import Hindsight


def _say(console: Console, text: str) -> None:
    """Print text as it is: user data in it (``[mcp]``, ``[1]``) is never read as markup."""
    console.print(text, markup=False, highlight=False)


def _settings(args: argparse.Namespace) -> HindsightSettings:
    from hindsight_core.settings import HindsightSettings

    overrides: dict[str, Any] = {}
    given = getattr(args, "data_dir", None)
    if (given is not None and not given.strip()) or os.environ.get("HINDSIGHT_DATA_DIR") == "":
        raise UserError("the data directory is empty (--data-dir or HINDSIGHT_DATA_DIR): give a path")
    if given:
        overrides["data_dir"] = Path(given)
    if getattr(args, "embedder", None):
        overrides["embedder"] = args.embedder
    try:
        return HindsightSettings(**overrides)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = "__".join(str(p) for p in error["loc"]).upper()  # nested: HINDSIGHT_LIMITS__MAX_K
        raise ConfigError(f"invalid setting HINDSIGHT_{field}: {error['msg']}") from None


def _limits(args: argparse.Namespace) -> LimitsConfig:
    return _settings(args).limits


def _engine(args: argparse.Namespace, data_dir: Path | None = None, *, resume: bool = True) -> Hindsight:
    from hindsight_core.settings import engine_from_settings
    from hindsight_core.sync import Hindsight

    settings = _settings(args)
    if data_dir is not None:
        settings = settings.model_copy(update={"data_dir": data_dir})
    return Hindsight(engine=engine_from_settings(settings, resume=resume))


@contextmanager
def _data_dir(args: argparse.Namespace, *, writes: bool) -> Iterator[tuple[Path, bool]]:
    """The data directory a command opens, and whether it is a temporary copy of a read-only one (commands
    that only read work there; commands that write get an error). A read of a directory that does not exist
    opens an empty temporary one: it does not create a store (a typo would leave one)."""
    from hindsight_core.cli.datadir import data_dir_for

    data_dir = _settings(args).data_dir.expanduser()
    if not writes and not data_dir.exists():
        print(
            f"note: there is no hindsight data directory at {data_dir} (nothing stored there yet); check "
            "--data-dir or HINDSIGHT_DATA_DIR",
            file=sys.stderr,
        )
        with tempfile.TemporaryDirectory(prefix="hindsight-empty-") as empty:
            yield Path(empty), True
        return
    with data_dir_for(data_dir, command=args.command, writes=writes) as (opened, copy):
        yield opened, copy


@contextmanager
def _open(
    args: argparse.Namespace, *, writes: bool, resume: bool | None = None
) -> Iterator[tuple[Hindsight, bool]]:
    """The engine of the configured data directory, and whether it is a temporary copy (:func:`_data_dir`).
    Queued extraction resumes in the background when the command writes (``resume`` overrides: a command
    that retries it itself)."""
    with (
        _data_dir(args, writes=writes) as (opened, copy),
        # reading leaves queued extraction to a writer
        _engine(args, opened, resume=writes if resume is None else resume) as hs,
    ):
        yield hs, copy


def _user(args: argparse.Namespace, limits: LimitsConfig) -> str | None:
    """``--user-id`` checked (named as the flag), or ``None`` when not given."""
    return None if args.user_id is None else check_id(args.user_id, "--user-id", limits)


def _needed_user(args: argparse.Namespace, limits: LimitsConfig) -> str:
    user = _user(args, limits)
    if user is None:
        raise UserError(f"hindsight {args.command} needs --user-id (whose memories to use)")
    return user


# ---------------------------------------------------------------------------------------------- commands
def cmd_demo(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.demo import run_demo

    return run_demo(console, Path(args.data_dir) if args.data_dir else None, lambda d: _engine(args, d))


def cmd_ingest(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.files import read_dialogues

    limits = _limits(args)
    user = _user(args, limits)
    session = check_id(args.session_id, "--session-id", limits) if args.session_id is not None else None
    dialogues = read_dialogues(Path(args.file), user_id=user, session_id=session, limits=limits)
    added = merged = queued = done = 0
    with _open(args, writes=True) as (hs, _), progress_bar(console) as progress:
        task = progress.add_task("ingesting", total=len(dialogues))
        for dialogue in dialogues:
            try:
                result = hs.retain(
                    dialogue.messages,
                    user_id=dialogue.user_id,
                    session_id=dialogue.session_id,
                    occurred_at=dialogue.occurred_at,
                    trace_id=dialogue.trace_id,
                )
            except HindsightError as exc:
                stored = f"the {done} before it are stored" if done else "none was stored"
                raise HindsightError(
                    f"{dialogue.where or 'the dialogue'} of {args.file} failed ({exc}); {stored} ({added} memories added, "
                    f"{merged} merged), the {len(dialogues) - done - 1} after it were not ingested, and it was "
                    "stored only where it reached the journal (the next open finishes that): fix the cause and run "
                    "the same ingest again (what is stored is not stored twice)"
                ) from exc
            except KeyboardInterrupt:
                # a dialogue is stored whole or journaled (its windows resume on the next open): say how far
                print(
                    f"interrupted: {done} of {len(dialogues)} dialogues of {args.file} were ingested ({added} "
                    f"memories added, {merged} merged); run the same ingest again for the rest (what is stored "
                    "is not stored twice)",
                    file=sys.stderr,
                )
                raise
            done += 1
            added += len(result.added)
            merged += len(result.merged)
            queued += result.queued_windows
            progress.advance(task)
    users = sorted({d.user_id for d in dialogues})
    _say(
        console,
        f"{len(dialogues)} dialogues of {', '.join(users)}: {added} memories added, {merged} merged, "
        f"{queued} windows queued",
    )
    if queued:  # extraction failed for those windows: a script running this must see it
        print(
            f"error: {queued} windows could not be extracted; they are journaled and stay queued. Check the "
            "extractor (`hindsight doctor`), then run `hindsight maintain --user-id <user>` to retry them",
            file=sys.stderr,
        )
        return 1
    return 0


def cmd_recall(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.files import read_query

    limits = _limits(args)
    query = read_query(args.query, args.query_file, limits)
    user = _needed_user(args, limits)
    k = check_k(args.k, "-k", limits)
    with _open(args, writes=False) as (hs, copy):
        # A read-only directory's copy is thrown away: nothing to reinforce.
        result = hs.recall(query, user_id=user, k=k, include_pending=args.include_pending, reinforce=not copy)
        unknown = unknown_user(hs, user, done=len(result.hits))
        hint = earlier_default(hs, user) if unknown else ""
    if args.json:
        print(result.model_dump_json(indent=2))
    else:
        _say(console, result.context or "(nothing recalled)")
        console.print(f"[dim]{len(result.hits)} hits in {result.timings_ms.get('total', 0):.1f} ms[/dim]")
    if unknown:
        warn_unknown_user(user, hint)
    return 0


def cmd_forget(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.files import read_query

    limits = _limits(args)
    user = _user(args, limits) if args.record_id is not None else _needed_user(args, limits)
    limit = check_k(args.limit, "--limit", limits)
    record_id = check_id(args.record_id, "--record-id", limits) if args.record_id is not None else None
    query = read_query(args.query, args.query_file, limits) if record_id is None else None
    with _open(args, writes=True) as (hs, _):
        owner = None
        if record_id is not None:
            found = hs.get_record(record_id)
            if found is None or (user is not None and found.scope.user_id != user):
                whose = f" of user {user}" if user is not None else ""
                raise UserError(
                    f"no memory with --record-id {record_id}{whose}; `hindsight recall --json` shows ids"
                )
            owner = found.scope.user_id
        ids = hs.forget(record_id=record_id, query=query, user_id=user, hard=args.hard, limit=limit)
        unknown = unknown_user(hs, user, done=len(ids))
        hint = earlier_default(hs, user) if unknown and user is not None else ""
    mode = "deleted" if args.hard else "forgotten (soft)"
    _say(console, f"{len(ids)} {mode} of user {owner or user}: {', '.join(ids) if ids else '-'}")
    if unknown:
        warn_unknown_user(user, hint)
    return 0


def cmd_erase_user(args: argparse.Namespace, console: Console) -> int:
    limits = _limits(args)
    user = _needed_user(args, limits)
    if not args.yes:
        raise UserError(
            f"erase-user deletes every memory and trace of user {user!r} for good: add --yes to go ahead"
        )
    with _open(args, writes=True) as (hs, _):
        erased = hs.forget_user(user)
    traces = erased["traces"]
    _say(
        console,
        f"erased user {user}: {erased['records']} memories, {traces} trace{'' if traces == 1 else 's'}",
    )
    if not erased["records"] and not traces:
        warn_unknown_user(user)
    return 0


def _export(args: argparse.Namespace, path: Path, user: str | None) -> tuple[int, str]:
    """Export to ``path``: how many records, and the hint for a ``user`` without any (``""`` otherwise).

    Through the async engine, whose export reads the graph store alone when the vector store cannot be opened
    (damaged files): the sync engine opens every store first, and the memories could not be saved before
    the index is rebuilt."""
    import asyncio

    from hindsight_core.cli.users import earlier_default_in
    from hindsight_core.settings import engine_from_settings

    with _data_dir(args, writes=False) as (opened, _):
        settings = _settings(args).model_copy(update={"data_dir": opened})
        engine = engine_from_settings(settings, resume=False)

        async def work() -> tuple[int, str]:
            try:
                count = await engine.export_jsonl(path, user_id=user)
                hint = await earlier_default_in(engine.graph, user) if not count and user is not None else ""
                return count, hint
            finally:
                await engine.graph.close()  # opened again for the hint after an export from it alone
                await engine.aclose()

        return asyncio.run(work())


def cmd_export(args: argparse.Namespace, console: Console) -> int:
    limits = _limits(args)
    to_stdout = args.path == "-"  # as `recall -` and `forget --query -` read stdin
    user = _user(args, limits)
    whose = f"of user {user}" if user is not None else "of every user"
    if to_stdout:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "export.jsonl"
            count, hint = _export(args, path, user)
            with path.open(encoding="utf-8") as exported:
                shutil.copyfileobj(exported, sys.stdout)
        sys.stdout.flush()
        print(f"exported {count} records {whose} to stdout", file=sys.stderr)
    else:
        path = check_export_path(args.path, "the export path", limits)
        count, hint = _export(args, path, user)
        _say(console, f"exported {count} records {whose} to {path}")
    if user is not None and not count:  # the export counted every status of the user's records
        warn_unknown_user(user, hint)
    return 0


def cmd_import(args: argparse.Namespace, console: Console) -> int:
    path = check_import_path(args.path, "the import path", _limits(args))
    with _open(args, writes=True) as (hs, _):
        try:
            count = hs.import_jsonl(path)
        except KeyboardInterrupt:
            from hindsight_core.transfer import IMPORT_AGAIN  # loaded with the engine already

            print(f"interrupted: the import of {path} stopped midway. {IMPORT_AGAIN}", file=sys.stderr)
            raise
    _say(console, f"imported {count} records from {path}")
    return 0


def cmd_stats(args: argparse.Namespace, console: Console) -> int:
    user = _user(args, _limits(args))
    with _open(args, writes=False) as (hs, _):
        stats = hs.stats(user_id=user)
    print(json.dumps(stats, indent=2, default=str, ensure_ascii=False))
    return 0


def cmd_maintain(args: argparse.Namespace, console: Console) -> int:
    user = _needed_user(args, _limits(args))
    # The queued windows are retried here, in the foreground, so what they add is counted in the report
    # (resumed in the background on open, they were done before retry_pending looked: "0 added").
    with _open(args, writes=True, resume=False) as (hs, _):
        outcome = hs.maintain(user_id=user)
        retried = hs.retry_pending()
    _say(
        console,
        f"archived {outcome['archived']} records; induced {outcome.get('induced', 0)} semantic memories; "
        f"retried queued windows: {len(retried.added)} memories added, "
        f"{retried.queued_windows} still queued",
    )
    return 0


def cmd_audit(args: argparse.Namespace, console: Console) -> int:
    user = _needed_user(args, _limits(args))
    with _open(args, writes=False) as (hs, _):
        report = hs.audit(user_id=user)
    if args.json:
        print(report.model_dump_json(indent=2))
        return 0
    counts = report.counts
    console.print(
        f"[bold]{escape(user)}[/bold]: {counts.total} records; "
        + escape(", ".join(f"{n} {k}" for k, n in {**counts.by_status, **counts.by_kind}.items()))
    )
    if counts.by_event_type:
        _say(console, "by event type: " + ", ".join(f"{n} {k}" for k, n in counts.by_event_type.items()))
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
                escape(f"{item.kind}/{item.event_type}" if item.kind == "semantic" else item.event_type),
                f"{item.confidence:.2f}",
                f"{item.strength:.2f}",
                f"{item.expires_at:%Y-%m-%d}" if item.expires_at else "-",
                escape(", ".join(item.reasons) or "-"),
            )
        console.print(table)
    return 0


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
            engine_factory=lambda d: _engine(args, d),
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
        settings = _settings(args)
    except ConfigError as exc:
        return run_doctor(console, exc, repair=args.repair)
    with data_dir_for(settings.data_dir.expanduser(), command="doctor", writes=args.repair) as (opened, _):
        return run_doctor(console, settings.model_copy(update={"data_dir": opened}), repair=args.repair)


def cmd_reindex(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.datadir import data_dir_for
    from hindsight_core.cli.doctor import run_reindex

    settings = _settings(args)
    with data_dir_for(settings.data_dir.expanduser(), command="reindex", writes=True):
        return run_reindex(console, settings)


def cmd_mcp(args: argparse.Namespace, console: Console) -> int:
    try:
        from hindsight_core.mcp.server import run_mcp_server
    except ImportError as exc:
        raise UserError(f"the MCP server needs the mcp extra. {install_hint('mcp')}") from exc
    run_mcp_server(args.transport, args.host, args.port, _settings(args))
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

    p = command("ingest", "ingest dialogues from a JSON/JSONL file of {role, content} turns")
    p.add_argument("file")
    p.add_argument(
        "--user-id",
        help="whose memories these are, for dialogues that do not name their own user_id (required unless every dialogue does)",
    )
    p.add_argument("--session-id")
    p.set_defaults(func=cmd_ingest)

    p = command("recall", "recall memories for a query")
    p.add_argument("query", nargs="?", help="the query; - reads it from stdin")
    p.add_argument("--query-file", help="read the query from this file (UTF-8)")
    p.add_argument("--user-id", required=True, help="whose memories to search")
    p.add_argument("-k", type=positive_int, default=10, help="how many memories at most (default 10)")
    p.add_argument("--include-pending", action="store_true")
    p.add_argument("--json", action="store_true", help="print hits as JSON")
    p.set_defaults(func=cmd_recall)

    p = command("forget", "forget a record by id, or the best matches of a query")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--record-id")
    target.add_argument("--query", help="forget the best matches of this text (- reads it from stdin)")
    target.add_argument("--query-file", help="forget the best matches of the text in this file")
    p.add_argument("--user-id", help="whose memories (required with --query)")
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
    p.add_argument("path")
    p.set_defaults(func=cmd_import)

    p = command("stats", "counts of records, vectors, traces, queued windows")
    p.add_argument("--user-id")
    p.set_defaults(func=cmd_stats)

    p = command(
        "maintain", "apply TTL and decay (archive), induce semantic memories, retry queued extraction windows"
    )
    p.add_argument("--user-id", required=True)
    p.set_defaults(func=cmd_maintain)

    p = command("audit", "report conflicts, low-confidence and stale records of a user")
    p.add_argument("--user-id", required=True)
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
        help="rewrite or delete every vector the record check reports (missing, orphaned, stale metadata or text)",
    )
    p.set_defaults(func=cmd_doctor)

    p = command("reindex", "rebuild the vector index from the graph with the configured embedder")
    p.set_defaults(func=cmd_reindex)

    p = command("mcp", "run the MCP server (store_memory / recall_memory / forget_memory / reflect_trace)")
    p.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument(
        "--port", type=port_number, default=8765, help="HTTP only (default 8765; 0 = any free port)"
    )
    p.set_defaults(func=cmd_mcp)
    return parser


def _one_line(message: str) -> str:
    return " ".join(line.strip() for line in message.splitlines() if line.strip())


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    # Tables stay readable when the output is piped or logged (no terminal width to follow).
    console = Console(stderr=args.command == "mcp", width=None if sys.stdout.isatty() else 160)
    errors = Console(stderr=True, width=10_000, soft_wrap=True)
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
