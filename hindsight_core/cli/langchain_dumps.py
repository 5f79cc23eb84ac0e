"""LangChain messages saved to JSON, read as the turns ``hindsight ingest`` takes: a chat history dumped with
``messages_to_dict`` (``{"type": "human", "data": {...}}``, what ``FileChatMessageHistory`` writes), with
``message.model_dump()`` (``{"type": "human", "content": ...}``, a history's ``model_dump_json()``) or with
``langchain_core.load.dumpd`` (``{"lc": 1, "type": "constructor", "id": [..., "HumanMessage"], "kwargs": {...}}``).
Nothing here imports LangChain."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: A LangChain message's ``type`` -> the role hindsight reads ("chat" names its own ``role``).
_ROLES = {
    "human": "user",
    "ai": "assistant",
    "system": "system",
    "developer": "developer",
    "tool": "tool",
    "function": "function",
}
#: The class a ``dumpd`` constructor names -> its message ``type`` (a streamed chunk is its message).
_CLASSES = {
    "HumanMessage": "human",
    "AIMessage": "ai",
    "SystemMessage": "system",
    "ToolMessage": "tool",
    "FunctionMessage": "function",
    "ChatMessage": "chat",
}
#: What a turn keeps of a LangChain message (its metadata, usage and invalid calls say nothing that was said).
_KEPT = ("content", "id", "name", "tool_calls", "tool_call_id", "status")


def as_turn(item: Any) -> Any:
    """``item`` as a turn ``{"role", "content", ...}`` when it is a LangChain message in one of its JSON
    forms; anything else as it is (a turn already, a dialogue, or something the checks refuse)."""
    if not isinstance(item, Mapping) or "role" in item:
        return item
    if set(item) == {"type", "data"} and isinstance(item["data"], Mapping):  # messages_to_dict
        return _turn(item["type"], item["data"]) or item
    kwargs = item.get("kwargs")
    if item.get("lc") == 1 and item.get("type") == "constructor" and isinstance(kwargs, Mapping):  # dumpd
        path = item.get("id")
        name = str(path[-1]) if isinstance(path, list) and path else ""
        kind = kwargs.get("type") or _CLASSES.get(name.removesuffix("Chunk"))
        return _turn(kind, kwargs) or item
    return _turn(item.get("type"), item) or item  # model_dump


def _turn(kind: Any, fields: Mapping[str, Any]) -> dict[str, Any] | None:
    if not isinstance(kind, str) or "content" not in fields:
        return None
    kind = kind.removesuffix("MessageChunk").lower() if kind.endswith("MessageChunk") else kind
    role = fields.get("role") if kind == "chat" else _ROLES.get(kind)
    if not isinstance(role, str):
        return None
    return {"role": role} | {key: fields[key] for key in _KEPT if fields.get(key) is not None}
