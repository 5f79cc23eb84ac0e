"""What the CLI reads from files and stdin (dialogues to ingest, JSON or JSON Lines, and long queries), and
the files it writes at the end of a run, checked before it starts.

Every problem is a ``UserError`` that names the file and the line, checked before anything is stored: an
ingest either stores every dialogue of a file or, when a check fails, none.
"""

from __future__ import annotations

import json
import os
import sys
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from hindsight_core.cli.langchain_dumps import as_turn
from hindsight_core.cli.turn_dates import dated
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import GENERATED_STEP_PREFIX
from hindsight_core.validation import BOM, check_id, check_query, id_text
from hindsight_core.validation_records import file_target
from hindsight_core.validation_traces import check_messages, check_timestamp

_DIALOGUE_KEYS = frozenset({"messages", "user_id", "session_id", "occurred_at"})


_INGEST_NAMESPACE = uuid.UUID("0d8f3a52-7c1e-4b9a-a6f4-51c2e8d7b390")


@dataclass(frozen=True, slots=True)
class Dialogue:
    """One dialogue of an ingest file, checked: what ``retain`` gets, and where it came from."""

    where: str
    """"dialogue 3 (line 7)": how messages name it."""
    messages: list[Any]
    user_id: str
    session_id: str | None
    occurred_at: Any

    @property
    def trace_id(self) -> str:
        """The same dialogue ingested again (the same file re-run, a run killed halfway and restarted) is the
        same trace, journaled and extracted once: messages without ids are not counted again."""
        body = json.dumps(
            [self.user_id, self.session_id, self.occurred_at, self.messages],
            sort_keys=True,
            default=str,
            ensure_ascii=False,
        )
        return f"ingest-{uuid.uuid5(_INGEST_NAMESPACE, body)}"

    @property
    def identified(self) -> list[Any]:
        """The messages, each without an ``id`` given one from the dialogue and its place in it (as a generated
        id: it says nothing about the message): the records' ids come from their messages', so the same file
        ingested on two machines makes the same records, and merging the two by export and import stores
        each once."""
        trace = self.trace_id
        return [
            {**message, "id": f"{GENERATED_STEP_PREFIX}{uuid.uuid5(_INGEST_NAMESPACE, f'{trace}/{index}')}"}
            if isinstance(message, dict) and not message.get("id")
            else message
            for index, message in enumerate(self.messages)
        ]


def decode(data: bytes, source: str) -> str:
    """UTF-8 text, or a ``UserError`` naming the line of the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8").removeprefix(BOM)  # a byte-order mark says nothing
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise UserError(
            f"{source} is not UTF-8 text (byte 0x{data[exc.start]:02x} at line {line}, column {column}): "
            "save it as UTF-8"
        ) from None


def read_text_file(path: Path, what: str) -> str:
    """A UTF-8 text file, or a ``UserError`` saying why it cannot be read."""
    if path.is_dir():
        raise UserError(f"{path} is a directory; pass the {what} file")
    if not path.exists():  # a pipe is read too: `hindsight ingest <(jq ... chats.json)` passes /dev/fd/63
        raise UserError(f"no such file: {path}")
    try:
        data = path.read_bytes()
    except OSError as exc:  # a socket, no permission
        raise UserError(f"cannot read {path}: {exc.strerror or exc}; pass the {what} file") from None
    return decode(data, str(path))


def read_query(query: str | None, query_file: str | None, limits: LimitsConfig) -> str:
    """The query: the argument, stdin (``-``) or ``--query-file``; exactly one of them."""
    return read_given_text(query, query_file, "query", lambda text, name: check_query(text, name, limits))


def read_given_text(
    given: str | None,
    file: str | None,
    what: str,
    check: Callable[[str, str], str],
    option: str | None = None,
) -> str:
    """The ``what`` a command is given (a query, a memory): the argument, stdin (``-``) or the file of its
    ``option`` (default ``--<what>-file``); exactly one of them, stripped and passed through ``check(text, name)``."""
    if (given is None) == (file is None):
        option = option or f"--{what}-file"
        raise UserError(f"give the {what} as an argument, as - (read from stdin) or with {option}, once")
    if file is not None:
        text = read_text_file(Path(file), what)
        name = f"the {what} in {file}"
    elif given == "-":
        text = decode(sys.stdin.buffer.read(), f"the {what} on stdin")
        name = f"the {what} on stdin"
    else:
        text = str(given)
        name = f"the {what}"
    return check(text.strip(), name)


def read_dialogues(
    path: Path, *, user_id: str | None, session_id: str | None, limits: LimitsConfig
) -> list[Dialogue]:
    """The dialogues of a JSON file (a list of turns, a list of dialogues, or one dialogue) or a JSON Lines
    file (one turn or one dialogue per line); a dialogue is ``{"messages": [...], "user_id"?, "session_id"?,
    "occurred_at"?}``, and the turns of a file of turns are a dialogue per ``"user_id"`` and ``"session_id"``
    they name. Every dialogue is checked here, before any is stored. ``-`` reads them from stdin."""
    if str(path) == "-":  # `jq ... chats.json | hindsight ingest -`, as recall reads its query
        path = Path("<stdin>")
        text = decode(sys.stdin.buffer.read(), str(path))
    else:
        text = read_text_file(path, "dialogue")
    lines = path.suffix.lower() in _JSON_LINES_SUFFIXES
    items = [(line, _turn(item)) for line, item in (_jsonl_items if lines else _json_items)(text, path)]
    if items and all(isinstance(item, dict) and "role" in item for _, item in items):
        raw = _turn_dialogues([item for _, item in items])
    else:
        raw = []
        for number, (line, item) in enumerate(items, start=1):
            where = f"dialogue {number}" + (f" (line {line})" if line else "")
            if isinstance(item, list):
                raw.append((where, {"messages": item}))
            elif isinstance(item, dict) and isinstance(item.get("messages"), list):
                raw.append((where, item))
            elif isinstance(item, dict) and "role" in item:
                raise UserError(
                    f"{path}: {where} is a single turn, but the file also holds dialogues "
                    '{"messages": [...]}: a file is either turns only (one dialogue) or dialogues only; put '
                    'this turn in a dialogue\'s "messages"; nothing was ingested'
                )
            elif isinstance(item, dict) and {"text", "scope"} <= item.keys():
                raise UserError(
                    f"{path}: {where} is a memory written by `hindsight export`, not a chat turn: bring an "
                    f"export in with `hindsight import {path}`; nothing was ingested"
                )
            else:
                raise UserError(
                    f"{path}: {where} is neither a turn {{'role', 'content'}} nor a dialogue "
                    "{'messages': [...]}; nothing was ingested"
                )
    return [
        _dialogue(path, where, part, user_id, session_id, limits, first)
        for where, item in raw
        for where, part, first in _parts(where, item, limits.max_messages_per_retain)
    ]


def _parts(where: str, item: dict[str, Any], size: int) -> list[tuple[str, dict[str, Any], int]]:
    """A dialogue longer than ``size`` messages (a year of chat exported as one file of turns, one long
    conversation) as consecutive parts of ``size``, each stored as a dialogue of its own (``retain`` takes at
    most ``limits.max_messages_per_retain``): how its errors name each, the part, and where its first message is."""
    messages = item["messages"]
    if not isinstance(messages, list) or len(messages) <= size:
        return [(where, item, 0)]
    parts = []
    for first in range(0, len(messages), size):
        named = f"messages {first + 1} to {min(first + size, len(messages))}"
        parts.append(
            (
                f"{where}, {named}" if where else named,
                {**item, "messages": messages[first : first + size]},
                first,
            )
        )
    return parts


def _turn(item: Any) -> Any:
    """An item of a file or a message of a dialogue: LangChain's own forms read as turns (:func:`as_turn`),
    dated as chat logs date them (:func:`dated`)."""
    return dated(as_turn(item))


def _turns(messages: Any) -> Any:
    """A dialogue's messages, each read by :func:`_turn`."""
    return [_turn(message) for message in messages] if isinstance(messages, list) else messages


#: The keys of a turn (a line of a file of turns) that say whose turn it is and in which chat.
_TURN_SCOPE_KEYS = ("user_id", "session_id")


def _turn_dialogues(turns: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """A file of turns as its dialogues: one per user and session its turns name (a chat log whose lines say
    ``"user_id"`` and ``"session_id"``), in the order each first appears, every turn in its own; a file whose
    turns name neither is one dialogue (the file names it)."""
    groups: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
    for turn in turns:
        scope = {key: turn[key] for key in _TURN_SCOPE_KEYS if turn.get(key) is not None}
        message = {key: value for key, value in turn.items() if key not in _TURN_SCOPE_KEYS}
        key = json.dumps(scope, sort_keys=True, default=str, ensure_ascii=False)
        groups.setdefault(key, (scope, []))[1].append(message)
    if len(groups) == 1 and not next(iter(groups.values()))[0]:
        return [("", {"messages": next(iter(groups.values()))[1]})]
    return [
        (_named(scope) or "the turns naming no user or session", {**scope, "messages": messages})
        for scope, messages in groups.values()
    ]


def _named(scope: dict[str, Any]) -> str:
    """How an error names the turns of one user and session: "the turns of user 'dana', session 'a1'"."""
    parts = [f"{key.removesuffix('_id')} {value!r}" for key, value in scope.items()]
    return f"the turns of {', '.join(parts)}" if parts else ""


def _dialogue(
    path: Path,
    where: str,
    item: dict[str, Any],
    user_id: str | None,
    session_id: str | None,
    limits: LimitsConfig,
    first: int = 0,
) -> Dialogue:
    """The dialogue ``item`` checked; ``first``: the index of its first message in the dialogue it is a part of
    (its date, ``occurred_at``, is then that message's: a millisecond a message, as ``retain`` dates them)."""
    try:
        unknown = sorted(set(item) - _DIALOGUE_KEYS)
        if unknown:
            raise UserError(f"unknown key(s) {', '.join(map(repr, unknown))}; use {sorted(_DIALOGUE_KEYS)}")
        # null is "none here" (an exporter's way to leave a field out), as a turn of a chat log reads it
        user = id_text(user_id if item.get("user_id") is None else item["user_id"])
        if user is None:
            said = '"user_id" is null' if "user_id" in item else 'has no "user_id"'
            raise UserError(f'{said}: pass --user-id (or give each dialogue a "user_id")')
        session = id_text(session_id if item.get("session_id") is None else item["session_id"])
        when = item.get("occurred_at")
        return Dialogue(
            where=where,
            messages=check_messages(_turns(item["messages"]), "messages", limits),
            user_id=check_id(user, "user_id" if item.get("user_id") is not None else "--user-id", limits),
            session_id=check_id(session, "session_id", limits) if session is not None else None,
            occurred_at=check_timestamp(when, "occurred_at", limits) + timedelta(milliseconds=first)
            if when is not None
            else None,
        )
    except UserError as exc:
        raise UserError(f"{path}: {where + ': ' if where else ''}{exc}; nothing was ingested") from None


#: The names a JSON Lines file goes by (in any case: ``chat.JSONL``).
_JSON_LINES_SUFFIXES = frozenset({".jsonl", ".ndjson", ".jsonlines"})


#: What a JSON number of more digits than Python reads (``sys.get_int_max_str_digits()``) is, and the fix.
_TOO_LONG = (
    f"holds a number of more than {sys.get_int_max_str_digits()} digits, too long to read: write it as text "
    "(in quotes), or remove it"
)


def _json_items(text: str, path: Path) -> list[tuple[int | None, Any]]:
    """The items of a JSON file; one holding a JSON value a line (JSON Lines named ``.json``, as many tools
    write them) is read as JSON Lines."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data" and exc.colno == 1:  # a value a line: its errors name their lines
            return _jsonl_items(text, path)
        raise UserError(
            f"{path} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}); nothing was ingested"
        ) from None
    except RecursionError:
        raise UserError(f"{path} nests JSON too deeply to read; nothing was ingested") from None
    except ValueError:  # a number too long for Python to read
        raise UserError(f"{path} {_TOO_LONG}; nothing was ingested") from None
    if data == [] or data == {}:
        raise UserError(
            f"{path} holds no dialogue (an empty JSON {type(data).__name__}); nothing was ingested"
        )
    return [(None, item) for item in (data if isinstance(data, list) else [data])]


def _jsonl_items(text: str, path: Path) -> list[tuple[int | None, Any]]:
    items: list[tuple[int | None, Any]] = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            # a byte-order mark starts each file of several joined (`cat a.jsonl b.jsonl`): it says nothing
            items.append((number, json.loads(line.removeprefix(BOM))))
        except json.JSONDecodeError as exc:
            raise UserError(
                f"{path} line {number} is not valid JSON ({exc.msg} at column {exc.colno}); nothing was ingested"
            ) from None
        except RecursionError:
            raise UserError(
                f"{path} line {number} nests JSON too deeply to read; nothing was ingested"
            ) from None
        except ValueError:
            raise UserError(f"{path} line {number} {_TOO_LONG}; nothing was ingested") from None
    if not items:
        raise UserError(f"{path} holds no dialogue (every line is empty); nothing was ingested")
    return items


__all__ = ["Dialogue", "decode", "read_dialogues", "read_given_text", "read_query", "read_text_file"]


def check_output_file(value: str, what: str) -> Path:
    """Where a command will write ``what`` at its end, checked before it starts (a long run must not end on a
    path it cannot write): a file path, not a folder, in a folder that exists and is writable."""
    path = file_target(Path(value), f"write {what} to", "summary.json")
    if not os.access(path if path.exists() else path.parent, os.W_OK):
        raise UserError(f"cannot write {what} to {path}: permission denied; choose a path you can write")
    return path
