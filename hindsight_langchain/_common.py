"""Plumbing shared by every LangChain adapter class: engine ownership, per-call scope, message conversion."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    get_notification_metadata,
)
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.config import var_child_runnable_config

from hindsight_core import Hindsight
from hindsight_core.capture import check_scope_ids, dumps, resolve_scope
from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import Scope
from hindsight_core.settings import embedder_from_environment
from hindsight_core.sync import open_engine
from hindsight_core.validation import check_adapter_id, check_unpadded

INTERNAL_TAG = "hindsight:internal"
RECALL_TAG = "hindsight:recall"
"""The tag of a ``HindsightRetriever`` run: what it returns is memory already kept, never a new one."""
"""Tag on hindsight's own LangChain calls (extraction through the user's chat model): the callback handler
ignores runs carrying it, so reflecting on a trace never produces a new trace."""


class ToolCall:
    """What ran inside a tool call of a turn a ``HindsightMiddleware`` captures: ``model_answered``, an agent
    ran inside it (a sub-agent as a tool) and called its model, so the call's result is a model's text;
    ``recalled``, a ``HindsightRetriever`` ran inside it (``create_retriever_tool``), so its result is memory
    already kept; ``scope``, whose turn it is (the middleware's user, session and agent for the run), for the
    memory tools and retriever that name no user of their own."""

    model_answered = False
    recalled = False
    scope: Scope | None = None


IN_TOOL_CALL: ContextVar[ToolCall | None] = ContextVar("hindsight_langchain_tool_call", default=None)
"""The tool call of a captured turn that the current code runs in (LangChain runs a tool in a copy of the
context its call started in, on any thread)."""


@contextmanager
def tool_call() -> Iterator[ToolCall]:
    call = ToolCall()
    token = IN_TOOL_CALL.set(call)
    try:
        yield call
    finally:
        IN_TOOL_CALL.reset(token)


def turn_defaults(
    user_id: str | None, session_id: str | None, agent_id: str | None
) -> tuple[str | None, str | None, str | None]:
    """The default ids of a memory tool or retriever: its own, else, when it names no user, those of the turn
    a ``HindsightMiddleware`` runs it in (a call's own context or configurable still comes first)."""
    call = IN_TOOL_CALL.get()
    if user_id is not None or call is None or call.scope is None:
        return user_id, session_id, agent_id
    turn = call.scope
    return turn.user_id, session_id or turn.session_id, agent_id or turn.agent_id


def note_recall() -> None:
    """A ``HindsightRetriever`` recalls: the tool call it runs in (if any) returns memory already kept."""
    call = IN_TOOL_CALL.get()
    if call is not None:
        call.recalled = True


PER_CALL_HOW = (
    "give it per call: create_agent(..., context_schema=...) and invoke(..., context={'user_id': ...}), "
    "or config={'configurable': {'user_id': ...}} (or config={'metadata': {'user_id': ...}})"
)


def resolve_engine(
    engine: Hindsight | None, data_dir: str | Path | None, *, owner: str
) -> tuple[Hindsight, bool]:
    """The engine to use and whether the caller owns it (built here from ``data_dir``, so it closes it).

    Args:
        engine: An engine shared with other adapters (preferred: one open engine per data directory).
        data_dir: Where to open the embedded default engine when no ``engine`` is given.
        owner: The class name, for error messages.
    """
    if engine is not None and data_dir is not None:
        raise UserError(f"{owner}: pass either engine= or data_dir=, not both")
    if engine is not None:
        if not isinstance(engine, Hindsight):
            raise UserError(
                f"{owner}: engine= must be a hindsight_core.Hindsight, got {type(engine).__name__}. "
                "Build one with Hindsight(data_dir=...) and share it between adapters."
            )
        if engine.closed:
            raise UserError(
                f"{owner}: the hindsight engine passed is closed (nothing would be remembered); pass an open "
                "Hindsight(data_dir=...), or data_dir= to open one"
            )
        return engine, False
    if data_dir is None:
        raise UserError(
            f"{owner}: pass engine=Hindsight(data_dir=...) (to share one engine between adapters) "
            "or data_dir=... (to open the embedded default engine)"
        )
    # one engine per data directory in a process: a middleware and a handler given the same data_dir= share
    # it, and so do the app's own Hindsight(data_dir=) and the LlamaIndex adapters (two engines on one
    # directory write the same stores apart, and a turn seen by both was recorded by each); the adapter that
    # opened it owns it
    with _opening:
        current = open_engine(data_dir)
        if current is not None:
            return current, False
        # the embedder HINDSIGHT_EMBEDDER names, as the CLI and the MCP server that may have built the store read it
        return Hindsight(data_dir=data_dir, embedder=embedder_from_environment()), True


_opening = threading.Lock()
"""Held while an adapter finds or opens the engine of a data directory (two threads open one, not two)."""


def checked_ids(data: dict[str, Any], owner: str) -> dict[str, Any]:
    """A pydantic component's keyword arguments with its default ``user_id``, ``session_id`` and ``agent_id``
    checked before pydantic reads them: ``user_id=1`` is a ``UserError`` saying what to pass, as in every other
    adapter, not pydantic's ``ValidationError`` ("Input should be a valid string")."""
    check_user_id(data.get("user_id"), owner=owner)
    check_scope_ids(owner, session_id=data.get("session_id"), agent_id=data.get("agent_id"))
    return data


def bind_engine(component: Any, engine: Hindsight | None, data_dir: str | Path | None) -> None:
    """Give a pydantic component (its ids checked by :func:`checked_ids`) its engine (``_engine``,
    ``_owns_engine``)."""
    owner = type(component).__name__
    component._engine, component._owns_engine = resolve_engine(engine, data_dir, owner=owner)


def call_sources(config: RunnableConfig | None = None, *extra: Any) -> list[Any]:
    """Where one call may name its user, most specific first: the LangGraph runtime context of the graph
    being run, ``configurable``, ``metadata`` (of ``config``, else of the runnable being executed), then
    ``extra`` (e.g. a chain's inputs)."""
    current = config if config is not None else var_child_runnable_config.get()
    sources: list[Any] = [_runtime_context(current)]
    if current:
        sources += [current.get("configurable"), current.get("metadata")]
    return [*sources, *extra]


def _runtime_context(config: RunnableConfig | None) -> Any:
    """``runtime.context`` of the LangGraph run ``config`` belongs to (``invoke(..., context=...)``)."""
    configurable = (config or {}).get("configurable") or {}
    # LangGraph keeps the run's Runtime here; langgraph.runtime.get_runtime() reads the same key.
    return getattr(configurable.get("__pregel_runtime"), "context", None)


#: Classic chains do not hand their config to memory: the user comes in the chain's inputs.
CLASSIC_HOW = "give it in the chain inputs: chain.invoke({'input': ..., 'user_id': ...})"


def call_scope(
    owner: str,
    sources: Sequence[Any],
    *,
    user_id: str | None,
    session_id: str | None,
    agent_id: str | None,
    how: str = PER_CALL_HOW,
    limits: LimitsConfig | None = None,
) -> Scope:
    """The scope of one call: the first user / session / agent id among ``sources``, else the defaults
    (``how``: what the error says when there is no user); ids the journal would refuse (a control character,
    over ``limits.max_id_chars``) are a ``UserError`` now, not a turn lost later."""
    listed = list(sources)
    check_call_user(owner, listed)
    return resolve_scope(
        listed,
        user_id=user_id,
        session_id=session_id,
        agent_id=agent_id,
        owner=owner,
        how=how,
        limits=limits,
    )


def check_call_user(owner: str, sources: Sequence[Any]) -> None:
    """The first user id a call gives must be usable: a wrong one (``42``, ``"  "``) is a mistake to report
    as such, not a missing user, and never a reason to fall back on the default user."""
    for source in sources:
        value = source.get("user_id") if isinstance(source, Mapping) else getattr(source, "user_id", None)
        if value is None:
            continue
        if isinstance(value, str) and value.strip():
            check_unpadded(value, f"{owner}: the user_id given for this call")  # "alice\n" is not "alice"
            return
        raise UserError(
            f"{owner}: the user_id given for this call must be a non-empty string (it scopes every memory), "
            f"got {value!r}"
        )


def check_user_id(user_id: str | None, *, owner: str) -> str | None:
    """``None`` (the user comes per call) or a non-blank user id the journal takes (no control character)."""
    if user_id is not None and (not isinstance(user_id, str) or not user_id.strip()):
        raise UserError(f"{owner}: user_id= must be a non-empty string (it scopes every memory) or None")
    if user_id is not None:
        check_adapter_id(user_id, f"{owner}: user_id")
    return user_id


def content_text(content: Any) -> str:
    """The text of a message content: a string, or the text blocks of a content list, a line each (as
    ``hindsight_core.ingest`` joins them: two blocks "... a data engineer." and "Search ..." are two sentences,
    not "engineer.Search")."""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        return "\n".join(text for block in content if (text := _block_text(block)) is not None)
    return "" if content is None else str(content)


def tool_output_text(content: Any) -> str:
    """A tool's output as text: its text blocks, a line each, and each other block (an image, a file) named by
    its kind ("[image image/png]"): an image-only result is neither dropped (its call would look unanswered)
    nor its base64 data kept as text, a memory of noise."""
    if not isinstance(content, list):
        return content_text(content)
    return "\n".join(
        text if (text := _block_text(block)) is not None else _block_named(block) for block in content
    )


def _block_text(block: Any) -> str | None:
    """The text of a content block (a string, or a ``{"type": "text"}`` block), ``None`` for any other block."""
    if isinstance(block, str):
        return block
    if isinstance(block, Mapping) and block.get("type") == "text":
        return str(block.get("text", ""))
    return None


def _block_named(block: Any) -> str:
    """A block that is no text, named by its kind ("[image image/png]"), or as JSON when it is no block."""
    if not isinstance(block, Mapping):
        return dumps(block)
    mime = block.get("mime_type")
    return f"[{block.get('type') or 'block'}{f' {mime}' if isinstance(mime, str) and mime else ''}]"


def invalid_call(call: Mapping[str, Any]) -> dict[str, Any]:
    """A tool call LangChain could not parse (``AIMessage.invalid_tool_calls``: arguments that are no JSON) as a
    call of the turn: its arguments as the model wrote them and why they failed. The run never called the
    tool (create_agent ends it there); the trace still shows what the model tried."""
    error = call.get("error")
    return {
        "id": call.get("id"),
        "name": call.get("name"),
        "args": str(call.get("args") or ""),
        "error": str(error) if error else "the tool call's arguments could not be parsed",
    }


def render_tool_calls(calls: Sequence[Mapping[str, Any]]) -> str:
    """``get_weather({"city": "Paris"})``, one call a line: an assistant turn that only called tools."""
    return "\n".join(f"{call['name']}({dumps(call.get('args', {}))})" for call in calls)


def from_harness(message: BaseMessage) -> bool:
    """A human message LangChain's agent harness added, marked ``additional_kwargs["lc_source"]`` (the summary
    of ``SummarizationMiddleware``, a background task's notice): the user did not write it. It is neither the
    user's words (a model wrote the summary, from turns recorded when they were said) nor the question to
    recall for. Other messages keep their mark and their place: a human-in-the-loop rejection is a tool
    message marked so, and it says what the user decided."""
    return isinstance(message, HumanMessage) and get_notification_metadata(message) is not None


def message_to_turn(message: BaseMessage) -> dict[str, Any] | None:
    """A LangChain message as a ``Hindsight.retain`` turn; ``None`` for an empty or unsupported one, and for
    one the harness added (:func:`from_harness`)."""
    if from_harness(message):
        return None
    text = content_text(message.content)
    turn: dict[str, Any]
    if isinstance(message, HumanMessage):
        turn = {"role": "user", "content": text}
    elif isinstance(message, AIMessage):
        turn = {"role": "assistant", "content": text}
        calls: list[dict[str, Any]] = [
            {"id": c.get("id"), "name": c["name"], "args": c.get("args", {})} for c in message.tool_calls
        ]
        calls += [invalid_call(c) for c in message.invalid_tool_calls if c.get("name")]
        if calls:  # tool_call steps in the trace, not text the assistant said
            turn["tool_calls"] = calls
    elif isinstance(message, ToolMessage):
        turn = {
            "role": "tool",
            "content": tool_output_text(message.content),
            "tool_call_id": message.tool_call_id,
            "status": message.status,
        }
        if message.name:
            turn["name"] = message.name
    elif isinstance(message, SystemMessage):
        turn = {"role": "system", "content": text}
    else:
        return None
    if not turn["content"].strip() and not turn.get("tool_calls") and turn["role"] != "tool":
        return None  # a tool that returned nothing still answered its call
    if message.id:
        turn["id"] = str(message.id)
    if isinstance(message, HumanMessage) and message.name:
        turn["name"] = message.name
    return turn


def last_human(messages: Sequence[BaseMessage]) -> HumanMessage | None:
    """The latest human message with text: what recall should answer to."""
    for message in reversed(messages):
        if isinstance(message, HumanMessage) and _said(message) and content_text(message.content).strip():
            return message
    return None


def said_texts(messages: Sequence[BaseMessage]) -> list[str]:
    """The text of every human message the user wrote, oldest first (the session's turns a query reads with)."""
    return [content_text(m.content) for m in messages if _said(m)]


def turn_humans(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The human messages that opened the latest turn: what is new in a message list an app sends again
    whole each request (the earlier turns were recorded when they were new)."""
    return [m for m in last_turn(messages) if _said(m)]


def last_turn(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The messages of the latest turn: from the human message(s) that opened it to the end. A human message
    the harness added (a summary put in before the user's next message) opens no turn."""
    start = len(messages)
    for index in range(len(messages) - 1, -1, -1):
        if _said(messages[index]):
            start = index
        elif start < len(messages):
            break
    return list(messages[start:])


def _said(message: BaseMessage) -> bool:
    """A human message the user wrote (not one the harness added)."""
    return isinstance(message, HumanMessage) and not from_harness(message)
