"""The ``hindsight`` commands on a user's memories: ``ingest``, ``recall``, ``forget`` and ``erase-user``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console

from hindsight_core.cli.opening import (
    given_agent,
    given_session,
    given_user,
    needed_user,
    open_engine,
    read_limits,
    say,
)
from hindsight_core.cli.progress import progress_bar
from hindsight_core.cli.users import elsewhere, unknown_user, warn_unknown_user
from hindsight_core.errors import HindsightError, UserError
from hindsight_core.validation import check_id, check_k


def cmd_ingest(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.files import read_dialogues

    limits = read_limits(args)
    user = given_user(args, limits)
    session = given_session(args, limits)
    agent = given_agent(args, limits)
    dialogues = read_dialogues(Path(args.file), user_id=user, session_id=session, limits=limits)
    added = merged = queued = done = 0
    with open_engine(args, writes=True) as (hs, _), progress_bar(console) as progress:
        task = progress.add_task("ingesting", total=len(dialogues))
        for dialogue in dialogues:
            try:
                result = hs.retain(
                    dialogue.identified,
                    user_id=dialogue.user_id,
                    agent_id=agent,
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
    say(
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

    limits = read_limits(args)
    query = read_query(args.query, args.query_file, limits)
    user = needed_user(args, limits)
    agent = given_agent(args, limits)
    session = given_session(args, limits)
    k = check_k(args.k, "-k", limits)
    with open_engine(args, writes=False) as (hs, copy):
        # A read-only directory's copy is thrown away: nothing to reinforce.
        result = hs.recall(
            query,
            user_id=user,
            agent_id=agent,
            session_id=session,
            k=k,
            include_pending=args.include_pending,
            reinforce=not copy,
        )
        unknown = unknown_user(hs, user, done=len(result.hits))
        hint = elsewhere(hs, user) if unknown else ""
    if args.json:
        print(result.model_dump_json(indent=2))
    else:
        say(console, result.context or "(nothing recalled)")
        console.print(f"[dim]{len(result.hits)} hits in {result.timings_ms.get('total', 0):.1f} ms[/dim]")
    if unknown:
        warn_unknown_user(user, hint)
    return 0


def cmd_forget(args: argparse.Namespace, console: Console) -> int:
    from hindsight_core.cli.files import read_query

    limits = read_limits(args)
    user = given_user(args, limits) if args.record_id is not None else needed_user(args, limits)
    limit = check_k(args.limit, "--limit", limits)
    record_id = check_id(args.record_id, "--record-id", limits) if args.record_id is not None else None
    query = read_query(args.query, args.query_file, limits) if record_id is None else None
    with open_engine(args, writes=True) as (hs, _):
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
        hint = elsewhere(hs, user) if unknown and user is not None else ""
    mode = "deleted" if args.hard else "forgotten (soft)"
    say(console, f"{len(ids)} {mode} of user {owner or user}: {', '.join(ids) if ids else '-'}")
    if unknown:
        warn_unknown_user(user, hint)
    return 0


def cmd_erase_user(args: argparse.Namespace, console: Console) -> int:
    limits = read_limits(args)
    user = needed_user(args, limits)
    if not args.yes:
        raise UserError(
            f"erase-user deletes every memory and trace of user {user!r} for good: add --yes to go ahead"
        )
    with open_engine(args, writes=True) as (hs, _):
        erased = hs.forget_user(user)
    traces = erased["traces"]
    say(
        console,
        f"erased user {user}: {erased['records']} memories, {traces} trace{'' if traces == 1 else 's'}",
    )
    if not erased["records"] and not traces:
        warn_unknown_user(user)
    return 0
