"""Plumbing shared by every LangChain adapter class: engine ownership, scope ids, message conversion."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from pydantic import BaseModel

from hindsight_core import Hindsight
from hindsight_core.errors import UserError

_MAX_REPR = 200

INTERNAL_TAG = "hindsight:internal"
"""Tag on hindsight's own LangChain calls (extraction through the user's chat model): the callback handler
ignores runs carrying it, so reflecting on a trace never produces a new trace."""


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
        return engine, False
    if data_dir is None:
        raise UserError(
            f"{owner}: pass engine=Hindsight(data_dir=...) (to share one engine between adapters) "
            "or data_dir=... (to open the embedded default engine)"
        )
    return Hindsight(data_dir=data_dir), True


def require_user_id(user_id: str | None, *, owner: str) -> str:
    """A non-blank user id, or a ``UserError`` that says where to pass it."""
    if not isinstance(user_id, str) or not user_id.strip():
        raise UserError(f"{owner}: user_id= must be a non-empty string (it scopes every memory)")
    return user_id


def scope_value(source: Any, key: str) -> str | None:
    """``source[key]`` or ``source.key`` when it is a non-empty string (runtime context, run metadata)."""
    if source is None:
        return None
    value = source.get(key) if isinstance(source, Mapping) else getattr(source, key, None)
    return value if isinstance(value, str) and value.strip() else None


def json_safe(value: Any, _depth: int = 0) -> Any:
    """``value`` reduced to JSON types (traces are journaled as JSON).

    Other objects become their ``str`` when it is short, else ``<TypeName>``: tool inputs may hold injected
    runtime objects (agent state, stores) that must be named, not serialised.
    """
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if _depth > 20:
        return f"<{type(value).__name__}>"
    if isinstance(value, Mapping):
        return {str(k): json_safe(v, _depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v, _depth + 1) for v in value]
    if isinstance(value, BaseModel):
        try:
            return value.model_dump(mode="json")
        except (TypeError, ValueError):
            return f"<{type(value).__name__}>"
    text = str(value)
    return text if len(text) <= _MAX_REPR else f"<{type(value).__name__}>"


def dumps(value: Any) -> str:
    """JSON text for tool arguments and structured outputs (a string stays as it is)."""
    if isinstance(value, str):
        return value
    return json.dumps(json_safe(value), ensure_ascii=False)


def content_text(content: Any) -> str:
    """The text of a message content: a string, or the text blocks of a content list."""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        parts: list[str] = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, Mapping) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
        return "".join(parts)
    return "" if content is None else str(content)


def render_tool_calls(message: AIMessage) -> str:
    """``get_weather({"city": "Paris"})``, one call a line: an assistant turn that only called tools."""
    return "\n".join(f"{call['name']}({dumps(call.get('args', {}))})" for call in message.tool_calls)


def message_to_turn(message: BaseMessage) -> dict[str, Any] | None:
    """A LangChain message as a ``Hindsight.retain`` turn; ``None`` for an empty or unsupported one."""
    text = content_text(message.content)
    turn: dict[str, Any]
    if isinstance(message, HumanMessage):
        turn = {"role": "user", "content": text}
    elif isinstance(message, AIMessage):
        calls = render_tool_calls(message) if message.tool_calls else ""
        body = "\n".join(part for part in (text, calls and f"[tool calls]\n{calls}") if part)
        turn = {"role": "assistant", "content": body}
    elif isinstance(message, ToolMessage):
        turn = {"role": "tool", "content": text}
        if message.name:
            turn["name"] = message.name
    elif isinstance(message, SystemMessage):
        turn = {"role": "system", "content": text}
    else:
        return None
    if not turn["content"].strip():
        return None
    if message.id:
        turn["id"] = str(message.id)
    if isinstance(message, HumanMessage) and message.name:
        turn["name"] = message.name
    return turn


def last_human_text(messages: Sequence[BaseMessage]) -> str:
    """The text of the latest human message: what recall should answer to."""
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            text = content_text(message.content)
            if text.strip():
                return text
    return ""


def last_turn(messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The messages of the latest turn: from the human message(s) that opened it to the end."""
    start = len(messages)
    for index in range(len(messages) - 1, -1, -1):
        if isinstance(messages[index], HumanMessage):
            start = index
        elif start < len(messages):
            break
    return list(messages[start:])
