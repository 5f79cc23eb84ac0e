"""The ``hindsight`` commands on the whole store: ``export``, ``import``, ``stats``, ``maintain`` and ``audit``."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from hindsight_core.cli.opening import (
    command_data_dir,
    given_user,
    needed_user,
    open_engine,
    read_limits,
    read_settings,
    say,
)
from hindsight_core.cli.users import elsewhere, unknown_user, warn_unknown_user
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.validation import check_id
from hindsight_core.validation_records import check_export_path, check_import_path


def _export(args: argparse.Namespace, path: Path, user: str | None) -> tuple[int, str]:
    """Export to ``path``: how many records, and the hint for a ``user`` without any (``""`` otherwise).

    Through the async engine, whose export reads the graph store alone when the vector store cannot be opened
    (damaged files): the sync engine opens every store first, and the memories could not be saved before
    the index is rebuilt."""
    import asyncio

    from hindsight_core.cli.users import earlier_default_in
    from hindsight_core.mode_moves import other_mode_hint
    from hindsight_core.settings import engine_from_settings

    with command_data_dir(args, writes=False) as (opened, _):
        settings = read_settings(args).model_copy(update={"data_dir": opened})
        engine = engine_from_settings(settings, resume=False)

        async def work() -> tuple[int, str]:
            try:
                count = await engine.export_jsonl(path, user_id=user)
                hint = await earlier_default_in(engine.graph, user) if not count and user is not None else ""
                if not count and not hint:
                    hint = other_mode_hint(engine.data_dir, engine.graph, user)
                return count, hint
            finally:
                await engine.graph.close()  # opened again for the hint after an export from it alone
                await engine.aclose()

        return asyncio.run(work())


def cmd_export(args: argparse.Namespace, console: Console) -> int:
    limits = read_limits(args)
    to_stdout = args.path == "-"  # as `recall -` and `forget --query -` read stdin
    user = given_user(args, limits)
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
        say(console, f"exported {count} records {whose} to {path}")
    if user is not None and not count:  # the export counted every status of the user's records
        warn_unknown_user(user, hint)
    elif not count and hint:
        print(f"warning: the configured stores hold no memories{hint}", file=sys.stderr)
    return 0


def _blank_file(path: Path, most: int = 1 << 16) -> bool:
    """Whether ``path`` holds nothing but blank lines (and a byte-order mark): read only when it is small."""
    if path.stat().st_size > most:
        return False
    return not path.read_bytes().removeprefix(b"\xef\xbb\xbf").strip()


def cmd_import(args: argparse.Namespace, console: Console) -> int:
    path = check_import_path(args.path, "the import path", read_limits(args))
    if _blank_file(path):  # an export of a store with no memories: no error, and no store opened for it
        say(console, f"nothing to import: {path} is empty (what `hindsight export` writes for no memories)")
        return 0
    with open_engine(args, writes=True) as (hs, _):
        try:
            count = hs.import_jsonl(path)
        except KeyboardInterrupt:
            from hindsight_core.transfer import IMPORT_AGAIN  # loaded with the engine already

            print(f"interrupted: the import of {path} stopped midway. {IMPORT_AGAIN}", file=sys.stderr)
            raise
    say(console, f"imported {count} records from {path}")
    return 0


def cmd_stats(args: argparse.Namespace, console: Console) -> int:
    user = given_user(args, read_limits(args))
    with open_engine(args, writes=False) as (hs, _):
        stats = hs.stats(user_id=user)
        unknown = user is not None and not any(stats["user"]["records"].values())
        hint = elsewhere(hs, user) if unknown and user is not None else ""
    print(json.dumps(stats, indent=2, default=str, ensure_ascii=False))
    if unknown:  # a typo in --user-id reads as a user with nothing stored
        warn_unknown_user(user, hint)
    return 0


def cmd_maintain(args: argparse.Namespace, console: Console) -> int:
    limits = read_limits(args)
    users = None if args.all_users else [needed_user(args, limits)]
    if args.dry_run:  # what a run would do under the configuration in force (a TTL or half-life changed)
        with open_engine(args, writes=False, resume=False) as (hs, _):
            outcomes = [hs.maintain(user_id=user, dry_run=True) for user in _maintained(hs, users, limits)]
            queued = hs.stats()["queued_windows"]
            unknown = _unknown(hs, users)
        say(
            console,
            f"dry run, nothing changed: would archive {_total(outcomes, 'archived')} records; would induce "
            f"{_total(outcomes, 'induced')} semantic memories{_of_users(args, outcomes)}; would retry {queued} "
            "queued windows",
        )
        _warn(unknown)
        return 0
    # A data directory that does not exist holds nothing to maintain (a typo, or a scheduled job's environment
    # without HINDSIGHT_DATA_DIR): opened as a read opens it, it is said, and no empty store is left there.
    stored = read_settings(args).data_dir.expanduser().exists()
    # The queued windows are retried here, in the foreground, so what they add is counted in the report
    # (resumed in the background on open, they were done before retry_pending looked: "0 added").
    with open_engine(args, writes=stored, resume=False) as (hs, _):
        outcomes = [hs.maintain(user_id=user) for user in _maintained(hs, users, limits)]
        retried = hs.retry_pending()
        unknown = _unknown(hs, users) if stored else None
    say(
        console,
        f"archived {_total(outcomes, 'archived')} records; induced {_total(outcomes, 'induced')} semantic "
        f"memories{_of_users(args, outcomes)}; retried queued windows: {len(retried.added)} memories added, "
        f"{retried.queued_windows} still queued",
    )
    _warn(unknown)
    return 0


def _maintained(hs: Any, users: list[str] | None, limits: LimitsConfig) -> list[str]:
    """The users a run maintains: the one named, or each the store holds whose id the limits in force accept (one
    stored before ``max_id_chars`` was lowered is skipped with a warning, and the users after it still maintained)."""
    if users is not None:
        return users
    accepted = []
    for user in hs.users():
        try:
            check_id(user, "user_id", limits)
        except UserError as error:
            print(f"warning: skipped user {user!r}: {error}", file=sys.stderr)
            continue
        accepted.append(user)
    return accepted


def _unknown(hs: Any, users: list[str] | None) -> tuple[str, str] | None:
    """The ``--user-id`` a job named that has no memories in the store, with where they may be (a typo read as
    maintained); None for a known one or ``--all-users``."""
    if users is None or not unknown_user(hs, users[0], done=0):
        return None
    return users[0], elsewhere(hs, users[0])


def _warn(unknown: tuple[str, str] | None) -> None:
    if unknown is not None:
        warn_unknown_user(*unknown)


def _total(outcomes: list[dict[str, int]], key: str) -> int:
    return sum(outcome.get(key, 0) for outcome in outcomes)


def _of_users(args: argparse.Namespace, outcomes: list[dict[str, int]]) -> str:
    """ " of 12 users" after a run over all of them."""
    return f" of {len(outcomes)} user{'s' if len(outcomes) != 1 else ''}" if args.all_users else ""


def cmd_audit(args: argparse.Namespace, console: Console) -> int:
    user = needed_user(args, read_limits(args))
    with open_engine(args, writes=False) as (hs, _):
        report = hs.audit(user_id=user)
        hint = elsewhere(hs, user) if not report.counts.total else ""
    if not report.counts.total:  # a typo in --user-id reads as a clean report
        warn_unknown_user(user, hint)
    if args.json:
        print(report.model_dump_json(indent=2))
        return 0
    counts = report.counts
    console.print(
        f"[bold]{escape(user)}[/bold]: {counts.total} records; "
        + escape(", ".join(f"{n} {k}" for k, n in {**counts.by_status, **counts.by_kind}.items()))
    )
    if counts.by_event_type:
        say(console, "by event type: " + ", ".join(f"{n} {k}" for k, n in counts.by_event_type.items()))
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
