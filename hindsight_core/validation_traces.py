"""Traces and ``retain``'s messages: the checks of a :class:`~hindsight_core.models.Trace` (what ``reflect``
takes) and of the messages ``retain`` records, and what fits a captured trace to be journaled: each message
within ``max_message_chars`` (:func:`fit_trace`), valid Unicode everywhere (:func:`clean_trace`). The checks
they are built from are in :mod:`hindsight_core.validation`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_json

from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.ingest import messages_to_steps, messages_to_trace
from hindsight_core.models import Scope, Trace, TraceStep
from hindsight_core.tool_blocks import content_text
from hindsight_core.validation import (
    _shown,
    check_goal,
    check_id,
    check_moment,
    check_scope,
    check_text,
    clean_json,
    clean_text,
    over_limit,
    valid_text,
)
from hindsight_core.validation_records import READ_WITH_TRACE, check_metadata

logger = logging.getLogger("hindsight")


def check_trace(value: object, name: str, limits: LimitsConfig) -> Trace:
    """A :class:`Trace` that fits the limits, with valid text, ids and dates everywhere."""
    if not isinstance(value, Trace):
        raise UserError(f"{name} must be a hindsight_core.Trace (see Hindsight.trace()), not {_shown(value)}")
    check_scope(value.scope, f"{name}.scope", limits)
    check_id(value.trace_id, f"{name}.trace_id", limits)
    if value.goal is not None:
        check_goal(value.goal, f"{name}.goal", limits)
    if len(value.steps) > limits.max_steps_per_trace:
        raise over_limit(
            f"{name} (trace {value.trace_id})", len(value.steps), "steps", "max_steps_per_trace", limits
        )
    for index, step in enumerate(value.steps):
        check_step(step, f"{name} step {index}", limits)
    check_moment(value.started_at, f"{name}.started_at", limits)
    check_metadata(value.metadata, f"{name}.metadata", limits, why=READ_WITH_TRACE)
    return value


def fit_text(text: str, limits: LimitsConfig) -> str:
    """``text`` within ``limits.max_message_chars``: an adapter's capture keeps the start and the end of a
    message too long to journal (a log says how it ended last: "FINAL: disk full on node-7"), and says so in
    the text, rather than losing all of it (the host call goes on; nobody is there to shorten it)."""
    limit = limits.max_message_chars
    if len(text) <= limit:
        return text
    kept = max(0, limit - 100)  # the note below is shorter than 100 characters
    tail = kept // 4
    head = kept - tail
    note = f" … [{len(text) - kept} characters not kept: over limits.max_message_chars] … "
    fitted = text[:head] + note + text[len(text) - tail :]
    return fitted if len(fitted) <= limit else text[:limit]  # (a limit under the note's length)


def clean_step(step: TraceStep) -> TraceStep:
    """``step`` with :func:`clean_text` applied to its content (a byte-order mark at its start, control
    characters and Windows line ends as the text is stored) and :func:`valid_text` to its id, name and metadata:
    a captured message holding a lone surrogate is kept with U+FFFD in its place; the same object when there is
    nothing to clean."""
    update: dict[str, Any] = {}
    for field in ("step_id", "content", "name"):
        value = getattr(step, field)
        if isinstance(value, str):
            cleaned = (clean_text if field == "content" else valid_text)(value)
            if cleaned != value:
                update[field] = cleaned
    metadata = clean_json(step.metadata)
    if metadata is not step.metadata:
        update["metadata"] = metadata
    return step.cleaned(update) if update else step  # remembering the content as sent (an older tombstone's)


def clean_trace(trace: Trace) -> Trace:
    """``trace`` with :func:`clean_step` applied to every step, :func:`clean_text` to its goal and
    :func:`~hindsight_core.validation.clean_json` to its metadata; the same object when it holds no lone
    surrogate and no text starting with a byte-order mark."""
    steps = [clean_step(s) for s in trace.steps]
    update: dict[str, Any] = {}
    if any(a is not b for a, b in zip(steps, trace.steps, strict=True)):
        update["steps"] = steps
    if trace.goal is not None and clean_text(trace.goal) != trace.goal:
        update["goal"] = clean_text(trace.goal)
    metadata = clean_json(trace.metadata)
    if metadata is not trace.metadata:
        update["metadata"] = metadata
    return trace.model_copy(update=update) if update else trace


def _metadata_bytes(metadata: dict[str, Any]) -> int:
    return len(to_json(metadata)) if metadata else 0


def _over_metadata_limit(metadata: dict[str, Any], what: str, limits: LimitsConfig) -> bool:
    """Whether captured ``metadata`` is over ``max_metadata_bytes`` (said in a warning: it is not kept)."""
    size = _metadata_bytes(metadata)
    if size <= limits.max_metadata_bytes:
        return False
    logger.warning(
        "hindsight: the metadata of %s is %d bytes of JSON, over limits.max_metadata_bytes (%d): not kept (what "
        "was said is)",
        what,
        size,
        limits.max_metadata_bytes,
    )
    return True


def fit_step(step: TraceStep, limits: LimitsConfig) -> TraceStep:
    """``step`` with its content within ``max_message_chars`` (:func:`fit_text`), valid Unicode
    (:func:`clean_step`) and without metadata over ``max_metadata_bytes`` (a capture is not refused whole for
    it: the content is kept); the same object when short and valid."""
    step = clean_step(step)
    if _over_metadata_limit(step.metadata, f"step {step.step_id}", limits):
        step = step.model_copy(update={"metadata": {}})
    if len(step.content) <= limits.max_message_chars:
        return step
    return step.model_copy(update={"content": fit_text(step.content, limits)})


def fit_trace(trace: Trace, limits: LimitsConfig) -> Trace:
    """``trace`` with every step's content and its goal within ``max_message_chars`` (:func:`fit_text`) and
    valid Unicode everywhere (:func:`clean_trace`); the same object when nothing is too long or invalid."""
    trace = clean_trace(trace)
    if _over_metadata_limit(trace.metadata, f"trace {trace.trace_id}", limits):
        trace = trace.model_copy(update={"metadata": {}})
    if any(_metadata_bytes(s.metadata) > limits.max_metadata_bytes for s in trace.steps):
        trace = trace.model_copy(update={"steps": [fit_step(s, limits) for s in trace.steps]})
    long_steps = [s for s in trace.steps if len(s.content) > limits.max_message_chars]
    long_goal = trace.goal is not None and len(trace.goal) > limits.max_message_chars
    if not long_steps and not long_goal:
        return trace
    logger.warning(
        "hindsight: %d message(s) of trace %s are longer than limits.max_message_chars (%d): their start and end are kept",
        len(long_steps),
        trace.trace_id,
        limits.max_message_chars,
    )
    steps = [fit_step(s, limits) for s in trace.steps]
    goal = fit_text(trace.goal, limits) if trace.goal is not None else None
    return trace.model_copy(update={"steps": steps, "goal": goal})


def check_step(step: TraceStep, name: str, limits: LimitsConfig) -> None:
    check_id(step.step_id, f"{name} step_id", limits)
    check_text(step.content, f"{name} content", limits, blank=True)
    if step.name is not None:
        check_text(step.name, f"{name} name", limits, limit="max_id_chars", blank=True)
    check_moment(step.timestamp, f"{name} timestamp", limits)
    check_metadata(step.metadata, f"{name} metadata", limits, why=READ_WITH_TRACE)


def check_messages(value: object, name: str, limits: LimitsConfig) -> list[Any]:
    """``retain``'s messages: a list of ``{"role", "content", "id"?, "name"?, "timestamp"?}`` dicts or
    :class:`TraceStep` objects, no more than ``max_messages_per_retain``, each within the limits."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise UserError(
            f'{name} takes a list of messages like [{{"role": "user", "content": "..."}}], not {_shown(value)}'
        )
    if len(value) > limits.max_messages_per_retain:
        raise over_limit(name, len(value), "messages", "max_messages_per_retain", limits)
    for index, message in enumerate(value):
        where = f"message {index}"
        if isinstance(message, TraceStep):
            check_step(message, where, limits)
            continue
        if not isinstance(message, Mapping):
            raise UserError(
                f'{where} is {_shown(message)}; pass dicts like {{"role": "user", "content": "..."}} or '
                "TraceStep objects"
            )
        if not isinstance(message.get("role"), str):
            raise UserError(
                f'{where} needs a "role" string (user, assistant or tool), not {_shown(message.get("role"))}'
            )
        content = message.get("content")
        if isinstance(content, str) and len(content) > limits.max_message_chars:
            raise over_limit(f"{where} content", len(content), "characters", "max_message_chars", limits)
        if "content" in message:
            _check_content(content, where, message["role"])
            check_text(content_text(content), f"{where} content", limits, blank=True)
        if message.get("id") is not None:  # any value: recorded as its text
            check_text(str(message["id"]), f"{where} id", limits, limit="max_id_chars")
        if message.get("name") is not None:
            check_text(message["name"], f"{where} name", limits, limit="max_id_chars", blank=True)
        if message.get("timestamp") is not None:
            check_timestamp(message["timestamp"], f"{where} timestamp", limits)
        for key in ("tool_call_id", "tool_calls"):  # kept in the step's metadata
            if key in message:
                check_metadata(message[key], f"{where} {key}", limits, why=READ_WITH_TRACE)
    try:  # what the conversion itself checks (roles, content present), on the checked messages
        messages_to_steps(value, None)
    except ValidationError as exc:
        raise UserError(f"{name}: {_first_error(exc)}") from None
    return list(value)


#: Roles whose content may be any JSON (a tool's structured result), kept as its JSON text.
_JSON_CONTENT_ROLES = frozenset({"tool", "function"})


def _check_content(content: object, where: str, role: str) -> None:
    """A message's content: text, or a list of parts (``[{"type": "text", "text": ...}]``, as LangChain and
    OpenAI messages allow), or ``None``; a tool's result may also be JSON (a dict, a number). Anything else
    would be stored as its repr: bytes as "b'...'", an object as "<object at ...>", the number 123 a user
    "said" as "123"."""
    if content is None or isinstance(content, str):
        return
    if isinstance(content, list):
        for number, part in enumerate(content):
            _check_part(part, f"{where} content part {number}")
        return
    if role.lower() in _JSON_CONTENT_ROLES and isinstance(content, dict | int | float):
        return
    hint = f" (pass str({content!r}) if that is what was said)" if isinstance(content, int | float) else ""
    raise UserError(
        f'{where} content must be text or a list of text parts like [{{"type": "text", "text": "..."}}], '
        f"not {_shown(content)}{hint}"
    )


def _check_part(part: object, where: str) -> None:
    """A part of a content list: text, a text part with its text, or another block (an image, a tool call: no
    words to store). A text part whose text is no string, or a part that is no block (a number, a list of
    parts), was dropped with no word: the message stored as if nothing had been said."""
    if isinstance(part, str):
        return
    if not isinstance(part, Mapping):
        raise UserError(
            f'{where} is {_shown(part)}; a content list holds text or parts like {{"type": "text", "text": "..."}}'
        )
    if part.get("type") == "text" and not isinstance(part.get("text"), str):
        raise UserError(f"{where} is a text part whose text is {_shown(part.get('text'))}, not a string")


def check_timestamp(value: object, name: str, limits: LimitsConfig) -> datetime:
    """A message's timestamp: a datetime or an ISO 8601 string (as in JSON files)."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise UserError(f"{name} must be an ISO 8601 date, not {value!r:.60}") from None
    return check_moment(value, name, limits)


def retain_trace(
    messages: Sequence[Any],
    scope: Scope,
    *,
    occurred_at: datetime | None,
    goal: str | None,
    trace_id: str | None,
) -> Trace:
    """The trace ``retain`` reflects on (its arguments checked by :func:`checked` already)."""
    try:
        return messages_to_trace(messages, scope, occurred_at=occurred_at, goal=goal, trace_id=trace_id)
    except ValidationError as exc:
        raise UserError(f"retain() got a message it cannot record: {_first_error(exc)}") from None


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(p) for p in error["loc"]) or "value"
    return f"{where}: {error['msg']}"


__all__ = [
    "check_messages",
    "check_step",
    "check_timestamp",
    "check_trace",
    "clean_step",
    "clean_trace",
    "fit_step",
    "fit_text",
    "fit_trace",
    "retain_trace",
]
