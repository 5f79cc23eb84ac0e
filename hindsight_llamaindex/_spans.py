"""LlamaIndex spans and events -> trace steps. Pure translation, no state of its own.

Span ids are ``<Class>.<method>-<uuid>``. Tool executions are the ``BaseWorkflowAgent.call_tool`` spans
(``bound_args["ev"]`` is a ``ToolCall``; the result a ``ToolCallResult``) and ``BaseTool.call/acall`` spans
outside an agent; LLM calls are the ``LLMChat*`` / ``LLMCompletion*`` events.
"""

from __future__ import annotations

import inspect
from typing import Any

from llama_index.core.agent.workflow.workflow_events import ToolCall
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.tools.types import BaseTool, ToolOutput

from hindsight_core.capture import StepMeta, TraceSession, dumps
from hindsight_llamaindex._messages import fingerprint, role_of, text_of, tool_calls_of

_UUID_SUFFIX = 37  # "-" + a canonical UUID, appended by the dispatcher to every span id
_INPUT_KEYS = ("user_msg", "message", "query_str", "str_or_query_bundle", "query", "input")
_SCOPE_KEYS = ("user_id", "session_id", "agent_id")


def span_name(span_id: str) -> str:
    """``FunctionAgent.run-<uuid>`` -> ``FunctionAgent.run``."""
    return span_id[:-_UUID_SUFFIX] if len(span_id) > _UUID_SUFFIX else span_id


def span_method(span_id: str) -> str:
    """``FunctionAgent.run-<uuid>`` -> ``run``."""
    return span_name(span_id).rsplit(".", 1)[-1]


def _arguments(bound_args: inspect.BoundArguments) -> dict[str, Any]:
    arguments = dict(bound_args.arguments)
    nested = arguments.get("kwargs")
    return {**nested, **arguments} if isinstance(nested, dict) else arguments


def _argument(arguments: dict[str, Any], key: str) -> Any:
    value = arguments.get(key)
    start_event = arguments.get("start_event")
    if value is None and start_event is not None and callable(getattr(start_event, "get", None)):
        value = start_event.get(key, None)  # Workflow.run(start_event=AgentWorkflowStartEvent(...))
    return value


def input_text(bound_args: inspect.BoundArguments) -> str | None:
    """The user's request among a root span's arguments (``user_msg=``, ``message=``, a query, ...)."""
    arguments = _arguments(bound_args)
    for key in _INPUT_KEYS:
        value = _argument(arguments, key)
        if isinstance(value, ChatMessage):
            value = text_of(value)
        elif value is not None and not isinstance(value, str):
            value = getattr(value, "query_str", None)
        if isinstance(value, str) and value.strip():
            return value
    return None


def scope_arguments(bound_args: inspect.BoundArguments) -> dict[str, Any]:
    """``user_id`` / ``session_id`` / ``agent_id`` passed to a root span, e.g. ``agent.run(..., user_id=...)``."""
    arguments = _arguments(bound_args)
    return {key: value for key in _SCOPE_KEYS if (value := _argument(arguments, key)) is not None}


def memory_scope(bound_args: inspect.BoundArguments, engine: object) -> dict[str, Any]:
    """The user, session and agent of a hindsight memory passed to a root span on the same engine
    (``agent.run(..., memory=HindsightMemory(user_id=...))``): whose run it is when the run names no user."""
    return memory_ids(_argument(_arguments(bound_args), "memory"), engine)


def memory_ids(memory: Any, engine: object) -> dict[str, Any]:
    """The user, session and agent ids of ``memory`` when it is a hindsight memory on ``engine``, else none."""
    if getattr(memory, "engine", None) is not engine:
        return {}
    return {
        key: value for key in _SCOPE_KEYS if isinstance(value := getattr(memory, key, None), str) and value
    }


def run_memory_ids(memory: Any, engine: object) -> dict[str, Any]:
    """Whose run a memory given to it names: a ``HindsightMemory``'s ids, else those of the first
    ``HindsightMemoryBlock`` on ``engine`` of a ``HindsightRetainingMemory`` (its session: the block's, else
    the Memory's)."""
    ids = memory_ids(memory, engine)
    blocks = [
        b for b in getattr(memory, "hindsight_blocks", None) or [] if getattr(b, "engine", None) is engine
    ]
    if ids or not blocks:
        return ids
    ids = memory_ids(blocks[0], engine)
    session = getattr(memory, "session_id", None)
    if "session_id" not in ids and isinstance(session, str) and session:
        ids["session_id"] = session
    return ids


def holds_memory(instance: Any, engine: object) -> bool:
    """Whether a root span's instance (a chat engine) was built with a hindsight memory on ``engine`` that
    records the runs itself (``SimpleChatEngine.from_defaults(memory=HindsightMemory(...))``, or a
    ``HindsightRetainingMemory``): a run the instrumentation cannot attribute to a user is then not lost, and
    the answer it streams after the run returned is the memory's to record."""
    return memory_records(getattr(instance, "_memory", None), engine)


def run_memory_records(bound_args: inspect.BoundArguments, engine: object) -> bool:
    """Whether the memory a root span is given (``agent.run(..., memory=...)``) records the run itself: a
    ``HindsightRetainingMemory`` on ``engine`` (a ``HindsightMemory`` names the run's user instead)."""
    return memory_records(_argument(_arguments(bound_args), "memory"), engine)


def memory_records(memory: Any, engine: object) -> bool:
    """Whether ``memory`` is a hindsight memory on ``engine`` that records every message it is given."""
    if getattr(memory, "engine", None) is engine and bool(getattr(memory, "retain_messages", False)):
        return True
    # a HindsightRetainingMemory: its hindsight blocks record every message put
    blocks = getattr(memory, "hindsight_blocks", None) or []
    return any(getattr(block, "engine", None) is engine for block in blocks)


def _meta(span_id: str | None, **fields: Any) -> StepMeta:
    return StepMeta(run_id=span_id, framework="llamaindex", **fields)


def tool_call_of(bound_args: inspect.BoundArguments) -> ToolCall | None:
    call = bound_args.arguments.get("ev")
    return call if isinstance(call, ToolCall) else None


def is_tool_span(span_id: str, instance: Any) -> bool:
    return isinstance(instance, BaseTool) and span_method(span_id) in ("call", "acall", "__call__")


def add_tool_call(session: TraceSession, span_id: str, call: ToolCall) -> None:
    meta = _meta(span_id, tool_call_id=str(call.tool_id), args=call.tool_kwargs)
    session.add_step("tool_call", dumps(call.tool_kwargs), name=call.tool_name, metadata=meta)


def add_tool_result(
    session: TraceSession,
    span_id: str,
    agent_step: bool,
    instance: Any,
    result: Any,
    err: BaseException | None,
) -> None:
    """A tool's full output (or its error), from an agent's call_tool span or a tool's own span."""
    output: Any = getattr(result, "tool_output", result) if agent_step else result
    tool_id = getattr(result, "tool_id", None)
    name = getattr(result, "tool_name", None)
    error: str | None = None
    if isinstance(output, ToolOutput):
        name = name or output.tool_name
        content = output.content
        args: Any = getattr(result, "tool_kwargs", None) or _call_args(output.raw_input)
        if output.is_error:
            error = content
    else:
        args = None
        if err is not None:
            error = f"{type(err).__name__}: {err}"
        content = error if error is not None else str(output)
    if name is None and isinstance(instance, BaseTool):
        name = instance.metadata.get_name()
    meta = _meta(
        span_id,
        tool_call_id=str(tool_id) if tool_id is not None else None,
        args=args,
        status="error" if error is not None else "ok",
        error=error,
    )
    session.add_step("tool_result", content, name=name, metadata=meta)


def add_user_messages(session: TraceSession, messages: list[ChatMessage], seen: set[tuple[str, str]]) -> None:
    """The user turn that starts the run: the trailing user messages of the first LLM call (earlier
    history was captured by earlier runs; later user-role messages are framework observations). Those before
    the message the run was asked (its goal, recorded when it started) are earlier history too: a message
    that a run which failed left unanswered comes again, in the session, right before the next one."""
    trailing: list[ChatMessage] = []
    for message in reversed(messages):
        if role_of(message) != "user":
            break
        trailing.append(message)
    trailing.reverse()
    goal = session.trace.goal
    asked = [index for index, message in enumerate(trailing) if goal and goal in fingerprint(message)[1]]
    if asked:
        trailing = trailing[asked[-1] + 1 :]
    for message in trailing:
        key = fingerprint(message)
        text = key[1]
        if not text.strip() or key in seen or (goal and goal in text):
            continue
        seen.add(key)
        session.add_step("user_input", text)


def add_model_message(
    session: TraceSession, span_id: str, message: ChatMessage, known_calls: set[str]
) -> None:
    """The model's text and one tool_call step per tool call not recorded yet."""
    text = text_of(message)
    if text.strip():
        session.add_step("model_output", text, metadata=_meta(span_id))
    for call in tool_calls_of(message):
        call_id = str(call["id"]) if call["id"] else None
        if call_id is not None:
            if call_id in known_calls:
                continue
            known_calls.add(call_id)
        meta = _meta(span_id, tool_call_id=call_id, args=call["args"])
        session.add_step("tool_call", dumps(call["args"]), name=str(call["name"]), metadata=meta)


def _call_args(raw_input: dict[str, Any]) -> Any:
    """``FunctionTool`` records ``{"args": (...), "kwargs": {...}}``; keyword-only calls read better flat."""
    if set(raw_input) == {"args", "kwargs"} and not raw_input["args"]:
        return raw_input["kwargs"]
    return raw_input
