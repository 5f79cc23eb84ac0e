"""``hindsight remember``: store one memory as given, the command line's twin of the MCP server's ``store_memory``
and the API's ``Hindsight.remember`` (no extraction: the text is the memory; dedup and supersession still apply).

    hindsight remember "I prefer PostgreSQL for new services" --user-id alice
    echo "allergic to penicillin" | hindsight remember - --user-id alice --event-type fact
"""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Callable

from rich.console import Console

from hindsight_core.cli.files import read_given_text
from hindsight_core.cli.opening import given_agent, given_session, needed_user, open_engine, read_limits, say
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import KNOWN_EVENT_TYPES
from hindsight_core.validation import MAX_TTL_DAYS, check_id, check_number, check_text


def add_remember(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """The ``remember`` subcommand, made by ``command(name, help)`` of :func:`~hindsight_core.cli.main.build_parser`."""
    p = command(
        "remember", "store one memory as given (no extraction), as the MCP server's store_memory does"
    )
    p.add_argument("text", nargs="?", help="the memory; - reads it from stdin")
    p.add_argument("--text-file", help="read the memory from this file (UTF-8)")
    p.add_argument("--user-id", required=True, help="whose memory it is")
    p.add_argument("--agent-id", help="the agent it belongs to (a recall naming it sees only its own)")
    p.add_argument("--session-id", help="the session it was said in")
    p.add_argument(
        "--event-type",
        default="fact",
        help=f"what kind of memory: {', '.join(KNOWN_EVENT_TYPES)} or your own (default fact)",
    )
    p.add_argument("--ttl-days", type=float, help="forget it after this many days (default: kept)")
    p.add_argument("--json", action="store_true", help="print the stored memory as JSON")
    p.set_defaults(func=cmd_remember)


def cmd_remember(args: argparse.Namespace, console: Console) -> int:
    limits = read_limits(args)
    text = read_given_text(
        args.text, args.text_file, "memory", lambda said, name: check_text(said, name, limits), "--text-file"
    )
    user = needed_user(args, limits)
    agent = given_agent(args, limits)
    session = given_session(args, limits)
    event_type = _event_type(args.event_type, limits)
    ttl = _ttl_days(args.ttl_days) if args.ttl_days is not None else None
    with open_engine(args, writes=True) as (hs, _):
        record = hs.remember(
            text, user_id=user, agent_id=agent, session_id=session, event_type=event_type, ttl_days=ttl
        )
    if args.json:
        print(record.model_dump_json(indent=2))
        return 0
    say(console, f"stored memory {record.id} of user {user} ({record.event_type}): {record.text}")
    if record.status == "pending":
        say(
            console,
            "it is worded as a guess, so it is kept unconfirmed (left out of recall until it is said with "
            "certainty; `hindsight audit` lists it)",
        )
    return 0


def _event_type(given: str, limits: LimitsConfig) -> str:
    """``--event-type``: a known type, or one of the user's own that is no known type mistyped ("preferenc",
    "Preference"): stored as given, a recall naming preferences would never find it.

    >>> _event_type("work_note", LimitsConfig()), _event_type("decision_log", LimitsConfig())
    ('work_note', 'decision_log')
    >>> _event_type("preferenc", LimitsConfig())
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: --event-type 'preferenc' is no known type: did you mean --event-type preference? ...
    """
    event_type = check_id(given, "--event-type", limits)
    if event_type in KNOWN_EVENT_TYPES or any(not c.isalpha() for c in event_type):
        return event_type  # a type of one's own made of parts ("decision_log", "plan b") is no typo
    close = difflib.get_close_matches(event_type.strip().lower(), KNOWN_EVENT_TYPES, n=1, cutoff=0.8)
    if close:
        raise UserError(
            f"--event-type {event_type!r} is no known type: did you mean --event-type {close[0]}? (a type of "
            f"your own is taken too, when it is not so close to one of {', '.join(KNOWN_EVENT_TYPES)})"
        )
    return event_type


def _ttl_days(given: float) -> float:
    """``--ttl-days``: more than 0 days, at most ``MAX_TTL_DAYS``, said as the command takes it."""
    try:
        return check_number(given, "--ttl-days", low=0.0, high=MAX_TTL_DAYS, low_open=True)
    except UserError as exc:
        raise UserError(f"{exc}; leave --ttl-days out for the event type's default TTL") from None


__all__ = ["add_remember", "cmd_remember"]
