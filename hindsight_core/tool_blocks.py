"""A message's content as text, and the tool calls and results said in it as content blocks.

Anthropic's Messages API (and a LangChain or LlamaIndex message dumped from it) says an agent's tool use in the
content itself: the assistant's message holds ``{"type": "tool_use", "id", "name", "input"}`` blocks beside its
text, and the next user message ``{"type": "tool_result", "tool_use_id", "content", "is_error"?}`` blocks, whose
content is a string or text blocks. Read as text, neither says anything: the call and what the tool returned
were lost from the trace, and a result left as the user's turn would be read as the user's words. They are a
call and a result, paired by the call's id.

    >>> tool_use_calls([{"type": "text", "text": "Checking."},
    ...                 {"type": "tool_use", "id": "t1", "name": "weather", "input": {"city": "Oslo"}}])
    [('t1', 'weather', '{"city": "Oslo"}', None)]
    >>> tool_result_blocks([{"type": "tool_result", "tool_use_id": "t1", "content": [{"type": "text", "text": "-3C"}]}])
    [('t1', '-3C', False)]
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def content_text(content: Any) -> str:
    """Message content as text: strings as-is, OpenAI-style part lists joined (their text parts: a tool block is
    no text, :func:`tool_use_calls`, :func:`tool_result_blocks`), anything else as JSON."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, Mapping) and isinstance(part.get("text"), str):
                parts.append(part["text"])
            elif isinstance(part, str):
                parts.append(part)
        return "\n".join(parts)
    if content is None:
        return ""
    return json.dumps(content, ensure_ascii=False, default=str)


def _blocks(content: Any, kind: str) -> list[Mapping[str, Any]]:
    if not isinstance(content, list):
        return []
    return [part for part in content if isinstance(part, Mapping) and part.get("type") == kind]


def tool_use_calls(content: Any) -> list[tuple[str | None, str, str, str | None]]:
    """The ``tool_use`` blocks of an assistant message's content as ``(call id, tool name, arguments as JSON,
    error)``, as :func:`~hindsight_core.ingest.messages_to_steps` reads a message's ``tool_calls``."""
    out: list[tuple[str | None, str, str, str | None]] = []
    for block in _blocks(content, "tool_use"):
        name = block.get("name")
        if not isinstance(name, str) or not name.strip():
            continue
        args = block.get("input", {})
        text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False, default=str)
        call_id = block.get("id")
        out.append((str(call_id) if call_id else None, name, text, None))
    return out


def tool_result_blocks(content: Any) -> list[tuple[str | None, str, bool]]:
    """The ``tool_result`` blocks of a user message's content as ``(call id, what the tool returned, whether it
    failed)``."""
    out: list[tuple[str | None, str, bool]] = []
    for block in _blocks(content, "tool_result"):
        call_id = block.get("tool_use_id")
        out.append(
            (
                str(call_id) if call_id else None,
                content_text(block.get("content")),
                bool(block.get("is_error")),
            )
        )
    return out


__all__ = ["content_text", "tool_result_blocks", "tool_use_calls"]
