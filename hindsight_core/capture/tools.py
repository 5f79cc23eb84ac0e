"""The memory tools, defined once: names, descriptions, arguments, behaviour and result texts.

The MCP server (``hindsight_core.mcp``), ``hindsight_langchain.create_memory_tools`` and
``hindsight_llamaindex.HindsightToolSpec`` wrap these definitions; they only add how their framework
passes the user scope and reports an error (a ``UserError`` here: an MCP tool error, a LangChain
``ToolException``, a LlamaIndex error ``ToolOutput``, each with the same message).

Vocabulary, the same on every surface: ``k`` (how many memories recall returns), ``record_id`` (one
memory), ``limit`` (how many matches of a query to forget), ``user_id`` / ``session_id`` / ``agent_id``
(the scope), keyword arguments everywhere; a call ends ``ok`` or ``error``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from hindsight_core.capture.tool_schemas import (
    ForgetMemoryArgs,
    ForgetMemoryResult,
    MemoryHit,
    MemoryItem,
    RecallMemoryArgs,
    RecallMemoryResult,
    ReflectTraceArgs,
    ReflectTraceResult,
    StoreMemoryArgs,
    StoreMemoryResult,
    ToolResult,
)
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import MemoryRecord, RecallResult, RetainResult, Scope, Trace, TraceStep
from hindsight_core.recall.standing import instruction_block
from hindsight_core.validation import over_limit

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight
    from hindsight_core.sync import Hindsight

ArgsT = TypeVar("ArgsT", bound=BaseModel)


def invalid_arguments(tool: str, error: ValidationError) -> str:
    """The message for arguments that do not fit ``tool``: every bad field, named (a value of the wrong type with
    what to pass instead, :func:`_wrong_type`)."""
    problems = "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {_wrong_type(e) or e['msg']}"
        for e in error.errors()
    )
    return f"{tool} got invalid arguments ({problems}); see the tool's argument descriptions"


#: The JSON type each strict type error asks for.
_WANTED = {
    "int_type": "a whole number",
    "float_type": "a number",
    "string_type": "a string",
    "bool_type": "true or false",
    "list_type": "an array",
    "dict_type": "an object",
}
#: What to give for a required field left out, by its name (else: give it).
_MISSING = {
    "content": "give the step's text (its full text)",
    "type": "give the step's type: user_input, model_output, tool_call or tool_result",
}
#: A number out of its range: the words and the bound's key in the error's ``ctx``.
_BOUNDS = {
    "greater_than_equal": ("at least", "ge"),
    "greater_than": ("above", "gt"),
    "less_than_equal": ("at most", "le"),
    "less_than": ("below", "lt"),
}
#: A date that is no date: text that is not ISO 8601 ("yesterday"), a number (a Unix time).
_DATE_ERRORS = frozenset({"datetime_from_date_parsing", "datetime_parsing", "datetime_type"})
#: The errors of a text left empty or blank (the shared ``NonBlank``: at least one character, one not a space).
_BLANK = frozenset({"string_too_short", "string_pattern_mismatch"})


def _wrong_type(error: Any) -> str | None:
    """A value of the wrong JSON type said as the API says it (:func:`~hindsight_core.validation.check_id`,
    :func:`~hindsight_core.validation.check_int`): what it is and what to pass, e.g. ``user_id: 7`` -> pass
    ``"7"``, ``k: "5"`` -> pass ``5``; ``None`` for another error (pydantic's words say it).

    >>> _wrong_type({"type": "int_type", "input": True})
    'must be a whole number, not the boolean true: pass a whole number such as 5'
    >>> _wrong_type({"type": "string_type", "input": 7})
    'must be a string, not the number 7: pass "7"'
    >>> _wrong_type({"type": "string_pattern_mismatch", "input": " "})
    'must not be empty or blank'
    >>> _wrong_type({"type": "less_than_equal", "input": 5000, "ctx": {"le": 50}})
    'must be at most 50, not 5,000'
    >>> _wrong_type({"type": "dict_type", "input": "ok", "loc": ("steps", 0, "metadata")})
    'must be an object, not the text "ok": pass an object of named values such as {"status": "ok"}'
    >>> _wrong_type({"type": "missing", "input": {"type": "user_input"}, "loc": ("steps", 0, "content")})
    "missing: give the step's text (its full text)"
    """
    given = error.get("input")
    if error["type"] in _BLANK and isinstance(given, str) and not given.strip():
        return "must not be empty or blank"  # as check_text says it
    bound = _BOUNDS.get(error["type"])
    if bound is not None and isinstance(given, int | float) and not isinstance(given, bool):
        said, key = bound  # as check_int and check_number say it
        return f"must be {said} {_figure(error.get('ctx', {}).get(key, 0))}, not {_figure(given)}"
    shown = json.dumps(given, ensure_ascii=False, default=str)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    if error["type"] in _DATE_ERRORS:
        return f'must be an ISO 8601 date and time such as "2026-03-01T09:30:00Z", not {shown}'
    if error["type"] == "missing":
        return f"missing: {_MISSING.get(str(error['loc'][-1]), 'give it (it is required)')}"
    wanted = _WANTED.get(error["type"])
    if wanted is None:
        return None
    said = f"must be {wanted}, not " + ("null" if given is None else f"the {_json_kind(given)} {shown}")
    if error["type"] == "list_type":
        return f"{said}: pass [{shown}]" if isinstance(given, str) else said
    if error["type"] == "string_type" and isinstance(given, int | float) and not isinstance(given, bool):
        return f"{said}: pass {json.dumps(str(given))}"
    if error["type"] in ("string_type", "bool_type"):
        return said
    if error["type"] == "dict_type":
        return f'{said}: pass an object of named values such as {{"status": "ok"}}'
    meant = _number(given.strip()) if isinstance(given, str) else given if isinstance(given, float) else None
    if error["type"] == "int_type" and isinstance(meant, float):
        meant = int(meant) if meant.is_integer() else None
    if meant is not None and not isinstance(meant, bool):
        return f"{said}: pass {meant}" + (" (a number, not a text)" if isinstance(given, str) else "")
    return f"{said}: pass {wanted} such as 5"


def _figure(number: float) -> str:
    """A number as a message shows it: 1,000,000; 0 for a bound of 0.0; 2.5."""
    return f"{int(number):,}" if float(number).is_integer() and abs(number) < 2**63 else f"{number:,}"


def _json_kind(value: object) -> str:
    """What a JSON value is, as a client's author calls it: boolean, number, text, array or object."""
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "text"
    return (
        "array"
        if isinstance(value, list | tuple)
        else "object"
        if isinstance(value, dict)
        else type(value).__name__
    )


def _number(text: str) -> int | float | None:
    """The number a text spells as JSON ("5", "2.5"), or ``None``."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None


def parse_args(tool: str, args_type: type[ArgsT], arguments: Mapping[str, Any]) -> ArgsT:
    """``arguments`` validated as ``tool``'s argument model, or a ``UserError`` naming the bad fields."""
    try:
        return args_type.model_validate(dict(arguments))
    except ValidationError as exc:
        raise UserError(invalid_arguments(tool, exc)) from exc


# -- what each call sends to the engine and makes of its answer (no I/O) ------------------------------------


def remember_kwargs(scope: Scope, args: StoreMemoryArgs) -> dict[str, Any]:
    return {
        "text": args.text,
        "user_id": scope.user_id,
        "agent_id": scope.agent_id,
        "session_id": scope.session_id,
        "event_type": args.event_type,
        "entities": args.entities,
        "ttl_days": args.ttl_days,
        "occurred_at": args.occurred_at,
    }


def stored_result(record: MemoryRecord) -> StoreMemoryResult:
    """The answer to a store: a new memory, or the one it was merged into (said again: its count grows)."""
    if record.occurrences > 1:
        message = f"Already remembered: merged into memory {record.id} (now {record.occurrences} times): {record.text}"
    else:
        message = f"Stored memory {record.id}: {record.text}"
    return StoreMemoryResult(message=message, memory=MemoryItem.from_record(record))


def _recall_kwargs(scope: Scope, args: RecallMemoryArgs, limits: LimitsConfig) -> dict[str, Any]:
    query = f"{args.query}\n{args.context}" if args.context and args.context.strip() else args.query
    if query is not args.query and len(query) > limits.max_query_chars:
        # the context is added to the query: the engine's error would name only the query, which may be short
        what = f"query ({len(args.query):,} characters) with its context"
        raise over_limit(what, len(query), "characters", "max_query_chars", limits)
    return {
        "query": query,
        "user_id": scope.user_id,
        "agent_id": scope.agent_id,
        "k": args.k,
        "event_types": args.event_types or None,
        "since": args.since,
        "until": args.until,
    }


def _recalled(result: RecallResult, standing: Sequence[MemoryRecord] = ()) -> RecallMemoryResult:
    """The tool's answer: the user's standing instructions first (an agent that reads its memory through this tool
    learns "always answer me in Chinese" whatever it asked: :mod:`~hindsight_core.recall.standing`), then the
    memories recalled and their ids."""
    if result.hits:
        ids = ", ".join(hit.record.id for hit in result.hits)
        message = f"{result.context}\nMemory ids, best first (record_id for forget_memory): {ids}"
    else:
        message = "No memory matches."
    message = "\n\n".join(part for part in (instruction_block(standing), message) if part)
    return RecallMemoryResult(
        message=message, context=result.context, hits=[MemoryHit.from_hit(hit) for hit in result.hits]
    )


def _forget_kwargs(scope: Scope, args: ForgetMemoryArgs) -> dict[str, Any]:
    if (args.record_id is None) == (args.query is None):
        raise UserError("forget_memory needs exactly one of `record_id` or `query`")
    if args.record_id is not None:
        return {"record_id": args.record_id, "user_id": scope.user_id, "hard": args.hard}
    return {"query": args.query, "user_id": scope.user_id, "hard": args.hard, "limit": args.limit}


def forgotten_result(scope: Scope, args: ForgetMemoryArgs, ids: list[str]) -> ForgetMemoryResult:
    if not ids and args.record_id is not None:
        # The same answer for "no such id" and "another user's id": ids never leak across users.
        raise UserError(
            f"no memory with record_id {args.record_id!r} for user {scope.user_id!r}; "
            "use recall_memory to find the id of the memory to forget"
        )
    if not ids:
        message = "No memory matched; nothing was forgotten."
    else:
        noun = "memory" if len(ids) == 1 else "memories"
        message = f"Forgot {len(ids)} {noun}: {', '.join(ids)}"
    return ForgetMemoryResult(message=message, forgotten_ids=list(ids), hard=args.hard)


def _trace(scope: Scope, args: ReflectTraceArgs) -> Trace:
    steps = [
        TraceStep(**step.model_dump(exclude_none=True, exclude={"metadata"}), metadata=step.metadata or {})
        for step in args.steps
    ]
    return Trace(scope=scope, goal=args.goal, steps=steps)


def _reflected(result: RetainResult) -> ReflectTraceResult:
    records = [MemoryItem.from_record(record) for record in [*result.added, *result.merged]]
    message = f"Reflected on trace {result.trace_id}: {len(records)} memories stored or reinforced"
    if result.queued_windows:
        message += f"; {result.queued_windows} window(s) failed extraction and stay queued for a retry"
    if result.forgotten_steps:
        message += f"; {result.forgotten_steps} step(s) were hard-forgotten before and are not stored again"
    return ReflectTraceResult(
        message=message,
        trace_id=result.trace_id,
        records=records,
        queued_windows=result.queued_windows,
        skipped_steps=result.skipped_steps,
        forgotten_steps=result.forgotten_steps,
    )


# -- the calls: a sync twin for the sync engine, an async one for AsyncHindsight (or ``Hindsight.aio``) -----


def store_memory(engine: Hindsight, scope: Scope, args: StoreMemoryArgs) -> StoreMemoryResult:
    return stored_result(engine.remember(**remember_kwargs(scope, args)))


async def astore_memory(engine: AsyncHindsight, scope: Scope, args: StoreMemoryArgs) -> StoreMemoryResult:
    return stored_result(await engine.remember(**remember_kwargs(scope, args)))


def recall_memory(engine: Hindsight, scope: Scope, args: RecallMemoryArgs) -> RecallMemoryResult:
    result = engine.recall(**_recall_kwargs(scope, args, engine.config.limits))
    return _recalled(result, engine.standing_instructions(user_id=scope.user_id, agent_id=scope.agent_id))


async def arecall_memory(engine: AsyncHindsight, scope: Scope, args: RecallMemoryArgs) -> RecallMemoryResult:
    result = await engine.recall(**_recall_kwargs(scope, args, engine.config.limits))
    return _recalled(
        result, await engine.standing_instructions(user_id=scope.user_id, agent_id=scope.agent_id)
    )


def forget_memory(engine: Hindsight, scope: Scope, args: ForgetMemoryArgs) -> ForgetMemoryResult:
    return forgotten_result(scope, args, engine.forget(**_forget_kwargs(scope, args)))


async def aforget_memory(engine: AsyncHindsight, scope: Scope, args: ForgetMemoryArgs) -> ForgetMemoryResult:
    return forgotten_result(scope, args, await engine.forget(**_forget_kwargs(scope, args)))


async def areflect_trace(engine: AsyncHindsight, scope: Scope, args: ReflectTraceArgs) -> ReflectTraceResult:
    return _reflected(await engine.reflect(_trace(scope, args)))


@dataclass(frozen=True, slots=True)
class MemoryTool:
    """One memory tool as every surface presents it."""

    name: str
    title: str
    description: str
    args: type[BaseModel]
    acall: Callable[[AsyncHindsight, Scope, Any], Awaitable[ToolResult]]
    """The call on an ``AsyncHindsight`` (or ``Hindsight.aio``)."""
    call: Callable[[Hindsight, Scope, Any], ToolResult] | None = None
    """The call on the sync ``Hindsight`` (none for ``reflect_trace``, which MCP serves async)."""
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False


STORE_MEMORY = MemoryTool(
    name="store_memory",
    title="Store a memory",
    description=(
        "Store one fact worth remembering about the user or the task, so that it can be recalled in later "
        'sessions. Write `text` as a short, self-contained third-person statement ("Alice prefers PostgreSQL '
        'for new services"), one fact per call. Use it for stable preferences, decisions, facts, plans and '
        "problems; do not store chit-chat. A near-duplicate of an existing memory is merged into it. Returns "
        "the stored memory with its id."
    ),
    args=StoreMemoryArgs,
    call=store_memory,
    acall=astore_memory,
)
RECALL_MEMORY = MemoryTool(
    name="recall_memory",
    title="Recall memories",
    description=(
        "Recall what is remembered about the user that is relevant to a query. Call it before answering "
        "whenever earlier sessions may matter (preferences, past decisions, known problems); the query "
        '"What do you know about the user?" returns their profile (what still holds about them). Returns a '
        "ready-to-use block of dated, sourced memories (a value the user changed is marked current, the old one "
        "former; two that contradict each other are marked CONFLICT: neither is known to hold, ask the user) and "
        "the id of each memory, best first, at most `k`."
    ),
    args=RecallMemoryArgs,
    call=recall_memory,
    acall=arecall_memory,
    # It changes no memory: reinforcing what it recalls is bookkeeping, like a file's access time.
    read_only=True,
)
FORGET_MEMORY = MemoryTool(
    name="forget_memory",
    title="Forget memories",
    description=(
        "Forget memories of the user: pass exactly one of `record_id` (an id returned by recall_memory or "
        "store_memory) or `query` (forgets the best match, or the `limit` best matches). By default a "
        "forgotten memory is kept for audit but never recalled again; `hard=true` deletes it everywhere. "
        "It forgets for the user across every agent (what any agent recorded of it goes too), whatever agent "
        "asks. Use it when the user asks to forget something or a memory is wrong."
    ),
    args=ForgetMemoryArgs,
    call=forget_memory,
    acall=aforget_memory,
    destructive=True,
    idempotent=False,  # by query, a second call forgets the next best match
)
REFLECT_TRACE = MemoryTool(
    name="reflect_trace",
    title="Reflect on a finished trace",
    description=(
        "Submit a finished agent trace (the task's steps in order) for hindsight reflection: the whole trace "
        "is reviewed with the goal in view and the facts worth keeping are extracted and stored. Each step has "
        "a `type` (user_input, model_output, tool_call, tool_result) and its full `content`; give `step_id`s "
        "to see which step each memory came from, and pair a tool_call with its tool_result through "
        "`metadata.tool_call_id`. Returns the memories created, each citing its source step ids."
    ),
    args=ReflectTraceArgs,
    acall=areflect_trace,
)

MEMORY_TOOLS: tuple[MemoryTool, ...] = (STORE_MEMORY, RECALL_MEMORY, FORGET_MEMORY)
"""The tools an agent gets from the LangChain and LlamaIndex adapters (MCP adds ``reflect_trace``)."""


__all__ = [
    "FORGET_MEMORY",
    "MEMORY_TOOLS",
    "RECALL_MEMORY",
    "REFLECT_TRACE",
    "STORE_MEMORY",
    "MemoryTool",
    "aforget_memory",
    "arecall_memory",
    "areflect_trace",
    "astore_memory",
    "forget_memory",
    "forgotten_result",
    "invalid_arguments",
    "parse_args",
    "recall_memory",
    "store_memory",
    "remember_kwargs",
    "stored_result",
]
