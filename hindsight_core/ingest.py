"""Turning inputs into trace steps, and extracted facts into records. Pure functions: no I/O."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from hindsight_core.config import LifecycleConfig
from hindsight_core.errors import UserError
from hindsight_core.extraction.base import ExtractedFact
from hindsight_core.extraction.pregnancy_due import due_dated
from hindsight_core.lifecycle.decay import expires_at_for, ttl_for
from hindsight_core.lifecycle.expiry import TTL_GIVEN, rule_expiry
from hindsight_core.models import (
    MemoryRecord,
    RecordStatus,
    Scope,
    SourceKind,
    StepType,
    Trace,
    TraceStep,
    ensure_aware,
    generated_step_id,
    utcnow,
)
from hindsight_core.tool_blocks import content_text, tool_result_blocks, tool_use_calls

_ROLE_TO_STEP: dict[str, StepType] = {
    "user": "user_input",
    "human": "user_input",
    "assistant": "model_output",
    "ai": "model_output",
    "model": "model_output",
    "tool": "tool_result",
    "function": "tool_result",
}
_SKIPPED_ROLES = frozenset({"system", "developer"})


_TOOL_STATUSES = {"ok": "ok", "success": "ok", "error": "error"}


def _tool_status(value: Any, index: int) -> str:
    """A tool message's ``status`` as a step's: "ok" ("success", LangChain's word) or "error"."""
    status = _TOOL_STATUSES.get(str(value).strip().lower())
    if status is None:
        raise UserError(f'message {index} has status {value!r}; a tool message\'s status is "ok" or "error"')
    return status


def messages_to_steps(
    messages: Sequence[Mapping[str, Any] | TraceStep], occurred_at: datetime | None
) -> list[TraceStep]:
    """Chat messages (``{"role", "content", "id"?, "name"?, "tool_call_id"?}``) or ready steps -> trace steps.

    A tool message may say how the call went (``"status"``: "ok" or "error"; "success", LangChain's word, is
    "ok"): a result marked "error" is a failed call whatever its text. System messages are instructions, not events:
    they are skipped. An assistant's ``tool_calls`` (LangChain's and OpenAI's shapes) or ``tool_use`` content blocks
    (Anthropic's) are tool_call steps, a user message's ``tool_result`` blocks tool_result steps
    (:mod:`~hindsight_core.tool_blocks`). A message without a ``timestamp`` is dated a millisecond after the one
    before it (:func:`_step_times`), so the order survives sorting.
    """
    times = _step_times(messages, occurred_at)
    steps: list[TraceStep] = []
    for index, message in enumerate(messages):
        if isinstance(message, TraceStep):
            steps.append(message)
            continue
        if not isinstance(message, Mapping):
            raise UserError(
                f"message {index} is a {type(message).__name__}; pass dicts like "
                '{"role": "user", "content": "..."} or TraceStep objects'
            )
        role = str(message.get("role", "")).lower()
        if role in _SKIPPED_ROLES:
            continue
        if role not in _ROLE_TO_STEP:
            raise UserError(
                f"message {index} has role {message.get('role')!r}; use one of "
                f"{sorted(set(_ROLE_TO_STEP) | _SKIPPED_ROLES)}"
            )
        if "content" not in message:
            raise UserError(f'message {index} has no "content"')
        metadata: dict[str, Any] = {}
        for key in ("tool_call_id", "tool_calls"):
            if key in message:
                metadata[key] = message[key]
        if _ROLE_TO_STEP[role] == "tool_result" and message.get("status") is not None:
            metadata["status"] = _tool_status(message["status"], index)
        step_time = message.get("timestamp") or times[index]
        step_id = str(message.get("id") or generated_step_id())
        content = content_text(message["content"])
        calls = _tool_calls(message) if _ROLE_TO_STEP[role] == "model_output" else []
        if calls:  # the calls become tool_call steps (what extraction pairs with their results)
            metadata.pop("tool_calls", None)
        elif _ROLE_TO_STEP[role] == "model_output":
            calls = tool_use_calls(message["content"])  # Anthropic's shape: the calls are content blocks
        # ... and their results blocks of the user's next message, before what the user says in it
        results = tool_result_blocks(message["content"]) if _ROLE_TO_STEP[role] == "user_input" else []
        steps.extend(
            TraceStep(
                step_id=f"{step_id}#{call_id or n}",
                type="tool_result",
                content=returned,
                metadata=({"tool_call_id": call_id} if call_id else {})
                | ({"status": "error"} if failed else {}),
                timestamp=step_time,
            )
            for n, (call_id, returned, failed) in enumerate(results)
        )
        if content.strip() or not (calls or results):
            steps.append(
                TraceStep(
                    step_id=step_id,
                    type=_ROLE_TO_STEP[role],
                    content=content,
                    name=message.get("name"),
                    metadata=metadata,
                    timestamp=step_time,
                )
            )
        steps.extend(
            TraceStep(
                step_id=f"{step_id}#{call_id or n}",
                type="tool_call",
                content=args,
                name=name,
                metadata=({"tool_call_id": call_id} if call_id else {})
                | ({"status": "error", "error": error} if error else {}),
                timestamp=step_time,
            )
            for n, (call_id, name, args, error) in enumerate(calls)
        )
    return steps


def _stated_time(message: Mapping[str, Any] | TraceStep) -> datetime | None:
    """When a message says it was sent (its ``timestamp``: a datetime or an ISO 8601 text), or None."""
    value = message.timestamp if isinstance(message, TraceStep) else message.get("timestamp")
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return None  # refused by the step's own validation
    return ensure_aware(value) if isinstance(value, datetime) else None


def _step_times(
    messages: Sequence[Mapping[str, Any] | TraceStep], occurred_at: datetime | None
) -> list[datetime]:
    """The time of each message that states none: a millisecond after the last one before it that does (an
    export timestamping the user's turns alone: the assistant's answer was given then, not on the day of the
    import); before any, ``occurred_at`` and a millisecond per message, else as many before the first stated
    time, else now."""
    stated = [_stated_time(m) if isinstance(m, Mapping | TraceStep) else None for m in messages]
    first = next(((i, when) for i, when in enumerate(stated) if when is not None), None)
    start = occurred_at or (first[1] - timedelta(milliseconds=first[0]) if first else utcnow())
    times: list[datetime] = []
    before: tuple[int, datetime] | None = None
    for index, when in enumerate(stated):
        if when is not None:
            before = (index, when)
        origin, at = before or (0, start)
        times.append(when or at + timedelta(milliseconds=index - origin))
    return times


def _tool_calls(message: Mapping[str, Any]) -> list[tuple[str | None, str, str, str | None]]:
    """An assistant message's tool calls as ``(call id, tool name, arguments as JSON, error)``: LangChain's
    ``{"id", "name", "args"}`` and OpenAI's ``{"id", "function": {"name", "arguments"}}``; none when
    ``tool_calls`` is not a list of such calls. A call marked with an ``"error"`` (arguments that did not
    parse, kept as the model wrote them) is a failed call."""
    raw = message.get("tool_calls")
    if not isinstance(raw, list) or not raw:
        return []
    out: list[tuple[str | None, str, str, str | None]] = []
    for call in raw:
        if not isinstance(call, Mapping):
            return []
        function = call.get("function")
        spec = function if isinstance(function, Mapping) else call
        name = spec.get("name")
        if not isinstance(name, str) or not name.strip():
            return []
        args = spec.get("args", spec.get("arguments", {}))
        text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False, default=str)
        call_id = call.get("id")
        error = call.get("error")
        out.append((str(call_id) if call_id else None, name, text, error if isinstance(error, str) else None))
    return out


def fact_to_record(
    fact: ExtractedFact,
    *,
    scope: Scope,
    trace_id: str | None,
    default_time: datetime,
    cfg: LifecycleConfig,
) -> MemoryRecord:
    occurred = fact.occurred_at or default_time
    ttl = ttl_for(fact.event_type, cfg)
    expires = rule_expiry(fact.text, fact.event_type, fact.attributes, occurred, cfg)
    # What the assistant said is kept unconfirmed whatever confidence an extractor gave it: a model's words
    # are not evidence about the user (an LLM may rate its own inference 0.9).
    confirmed = fact.confidence >= cfg.pending_confidence and fact.source_kind != "model_inferred"
    status: RecordStatus = "active" if confirmed else "pending"
    return MemoryRecord(
        kind="episodic",
        event_type=fact.event_type,
        text=fact.text,
        entities=list(dict.fromkeys(fact.entities)),
        attributes=due_dated(dict(fact.attributes), occurred),  # a pregnancy's weeks: its due date too
        scope=scope,
        occurred_at=occurred,
        recorded_at=utcnow(),
        valid_from=occurred,
        trace_id=trace_id,
        source_ids=list(dict.fromkeys(fact.source_ids)),
        source_kind=fact.source_kind,
        confidence=fact.confidence,
        ttl_days=ttl,
        expires_at=expires,
        status=status,
    )


def messages_to_trace(
    messages: Sequence[Mapping[str, Any] | TraceStep],
    scope: Scope,
    *,
    occurred_at: datetime | None,
    goal: str | None,
    trace_id: str | None,
) -> Trace:
    """What ``retain`` reflects on: the messages as the steps of one trace."""
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
        raise UserError('retain() takes a list of messages like [{"role": "user", "content": "..."}]')
    steps = messages_to_steps(messages, ensure_aware(occurred_at) if occurred_at else None)
    trace = Trace(scope=scope, goal=goal, steps=steps)
    if trace_id:
        trace.trace_id = trace_id
    if steps:
        trace.started_at = steps[0].timestamp
    return trace


#: The confidence of a fact stored with words that say it is a guess (below ``pending_confidence``).
HEDGED_CONFIDENCE = 0.5
_HEDGED = re.compile(
    r"\b(?:probably|possibly|perhaps|maybe|might|i\s+think|i\s+guess|i\s+believe|i\s+assume|presumably|"
    r"not\s+(?:verified|confirmed|sure)|unverified|unconfirmed|likely|seems?\s+to)\b|可能|大概|也许|好像|似乎|估计|未确认|不确定",
    re.IGNORECASE,
)


def remembered_record(
    text: str,
    scope: Scope,
    cfg: LifecycleConfig,
    *,
    event_type: str,
    entities: Sequence[str] | None,
    attributes: Mapping[str, str] | None,
    ttl_days: float | None,
    occurred_at: datetime | None,
    source_ids: Sequence[str] | None,
    source_kind: SourceKind,
    confidence: float | None,
) -> MemoryRecord:
    """The record ``remember`` stores: the fact as given, with what its text states when not given: the
    entities, the slot ("Alice lives in Lyon", "I prefer PostgreSQL": a later value is a change, superseded
    and flagged) and the dates it names ("yesterday", resolved against when it was said)."""
    if not isinstance(text, str) or not text.strip():
        raise UserError("remember() needs a non-empty text")
    from hindsight_core.extraction.dates import mentioned_dates
    from hindsight_core.extraction.remembered import remembered_slot

    when = ensure_aware(occurred_at) if occurred_at else utcnow()
    if confidence is None:
        # "probably Python 3.8, I think (not verified)": a guess, kept unconfirmed (not recalled as a fact);
        # a confidence the caller gave is theirs to give
        confidence = HEDGED_CONFIDENCE if _HEDGED.search(text) else 1.0
    if entities is None:
        from hindsight_core.extraction.entities import entity_names

        entities = entity_names(text)
    stated = dict(attributes or {})
    if "attribute" not in stated:
        stated = {**remembered_slot(text), **stated}
    if "mentioned_dates" not in stated and (dates := mentioned_dates(text, when)):
        stated["mentioned_dates"] = dates
    fact = ExtractedFact(
        text=text.strip(),
        event_type=event_type,
        entities=list(entities),
        attributes=stated,
        source_ids=list(source_ids or []),
        source_kind=source_kind,
        confidence=confidence,
        occurred_at=when,
    )
    record = fact_to_record(fact, scope=scope, trace_id=None, default_time=when, cfg=cfg)
    if ttl_days is None:
        return record
    return record.model_copy(
        update={
            "ttl_days": ttl_days,
            "expires_at": expires_at_for(event_type, when, ttl_days),
            # asked for: honoured by recall as soon as it passes (an event type's default TTL is applied
            # by maintain: recall has no clock of the conversation it replays)
            "metadata": {**record.metadata, TTL_GIVEN: True},
        }
    )


#: ``MemoryRecord.metadata`` key: the record is kept and read by id, never found by recall (a LangGraph store
#: item put with ``index=False``: its key stands in for a text).
UNSEARCHABLE = "unsearchable"
