"""Conversions between LlamaIndex ``ChatMessage`` objects and hindsight dialogue turns (pure functions)."""

from __future__ import annotations

import ast
import contextlib
import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, TextBlock, ToolCallBlock

from hindsight_core.models import generated_step_id

#: LlamaIndex roles -> the roles ``Hindsight.retain`` understands.
_ROLE_MAP: dict[str, str] = {
    "user": "user",
    "assistant": "assistant",
    "chatbot": "assistant",
    "model": "assistant",
    "tool": "tool",
    "function": "tool",
    "system": "system",
    "developer": "system",
}


def role_of(message: ChatMessage) -> str:
    """The hindsight role of a message (unknown roles count as the assistant's)."""
    role = message.role.value if hasattr(message.role, "value") else str(message.role)
    return _ROLE_MAP.get(role, "assistant")


def text_of(message: ChatMessage) -> str:
    """The text blocks of a message, joined; non-text blocks (images, tool calls) are left out."""
    return "\n".join(block.text for block in message.blocks if isinstance(block, TextBlock) and block.text)


def tool_calls_of(message: ChatMessage) -> list[dict[str, Any]]:
    """Tool calls carried by a message: ``ToolCallBlock`` blocks and OpenAI-style ``tool_calls`` kwargs.

    Each call is ``{"id": ..., "name": ..., "args": ...}``.
    """
    calls: list[dict[str, Any]] = []
    for block in message.blocks:
        if isinstance(block, ToolCallBlock):
            calls.append({"id": block.tool_call_id, "name": block.tool_name, "args": block.tool_kwargs})
    for raw in message.additional_kwargs.get("tool_calls") or []:
        call = _openai_tool_call(raw)
        if call is not None and not any(c["id"] == call["id"] and c["id"] for c in calls):
            calls.append(call)
    return calls


def _openai_tool_call(raw: Any) -> dict[str, Any] | None:
    """An OpenAI-style tool call (a dict or an SDK object) as ``{"id", "name", "args"}``."""
    get = raw.get if isinstance(raw, dict) else lambda key, default=None: getattr(raw, key, default)
    function = get("function")
    if function is None:
        return None
    fget = (
        function.get
        if isinstance(function, dict)
        else lambda key, default=None: getattr(function, key, default)
    )
    args: Any = fget("arguments", "")
    if isinstance(args, str):
        with contextlib.suppress(json.JSONDecodeError):
            args = json.loads(args) if args.strip() else {}
    return {"id": get("id"), "name": fget("name", "tool"), "args": args}


def render_args(args: Any) -> str:
    """Tool arguments as compact JSON (falls back to ``str`` for values JSON cannot encode)."""
    if isinstance(args, str):
        return args
    try:
        return json.dumps(args, ensure_ascii=False, default=str, sort_keys=True)
    except (TypeError, ValueError):
        return str(args)


def turn_content(message: ChatMessage) -> str:
    """The full text of a message for memory: its text plus a line per tool call (nothing truncated)."""
    parts = [text_of(message)] if text_of(message) else []
    for call in tool_calls_of(message):
        parts.append(f"[tool call] {call['name']}({render_args(call['args'])})")
    return "\n".join(parts)


_REACT_LABEL = re.compile(
    r"^(Thought|Action Input|Action|Observation|Answer(?: \(Starts With\))?):[ \t]?", re.MULTILINE
)


def _action_input(given: str) -> Any:
    """An "Action Input:" as the arguments it gives: JSON, or the Python dict ``ReActAgent`` writes there
    (``{'service': 'inventory'}``, which stored as text read as a repr where every other path writes JSON);
    anything else stays the text written."""
    if not given:
        return {}
    with contextlib.suppress(ValueError):
        return json.loads(given)
    with contextlib.suppress(ValueError, SyntaxError, MemoryError, RecursionError):
        value = ast.literal_eval(given)
        if isinstance(value, dict):
            return value
    return given


def react_turns(text: str) -> list[dict[str, Any]] | None:
    r"""A ReAct agent's reasoning (the one assistant message ``ReActAgent`` puts in memory: "Thought: ...
    Action: get_balance / Action Input: {...} / Observation: ... / Answer: ...") as turns: each action a tool
    call, each observation its tool result, the answer the assistant's; ``None`` when ``text`` is not that.

    >>> [(t["role"], t["content"]) for t in react_turns(
    ...     "Thought: I need the balance.\nAction: get_balance\nAction Input: {\"account\": \"A-1\"}\n"
    ...     "Observation: 42 EUR\nThought: I can answer.\nAnswer: You have 42 EUR.")]
    [('assistant', 'Thought: I need the balance.'), ('tool', '42 EUR'), ('assistant', 'Thought: I can answer.\nAnswer: You have 42 EUR.')]
    """
    marks = list(_REACT_LABEL.finditer(text))
    labels = [m.group(1) for m in marks]
    if "Action" not in labels or "Observation" not in labels:
        return None
    fields = [
        (m.group(1), text[m.end() : marks[i + 1].start() if i + 1 < len(marks) else len(text)].strip())
        for i, m in enumerate(marks)
    ]
    turns: list[dict[str, Any]] = []
    thought: str | None = None
    action: str | None = None
    last_call: tuple[str, str] | None = None

    def call(name: str, given: str) -> tuple[str, str]:
        call_id = generated_step_id()
        args: Any = _action_input(given)
        turns.append({
            "role": "assistant",
            "content": f"Thought: {thought}" if thought else "",
            "id": generated_step_id(),
            "tool_calls": [{"id": call_id, "name": name, "args": args}],
        })  # fmt: skip
        return call_id, name

    for label, value in fields:
        if label == "Thought":
            thought = value
        elif label == "Action":
            action = value
        elif label == "Action Input" and action:
            last_call, thought, action = call(action, value), None, None
        elif label == "Observation":
            if action:  # an action written without its input
                last_call, thought, action = call(action, ""), None, None
            if last_call is None:  # an observation of no action: kept as what the assistant wrote
                turns.append(
                    {"role": "assistant", "content": f"Observation: {value}", "id": generated_step_id()}
                )
                continue
            turns.append({"role": "tool", "content": value, "id": generated_step_id(), "name": last_call[1],
                          "tool_call_id": last_call[0]})  # fmt: skip
        elif label.startswith("Answer"):
            said = (f"Thought: {thought}\n" if thought else "") + f"Answer: {value}"
            turns.append({"role": "assistant", "content": said, "id": generated_step_id()})
            thought = None
    if thought:
        turns.append({"role": "assistant", "content": f"Thought: {thought}", "id": generated_step_id()})
    return turns


def to_turns(
    messages: Sequence[ChatMessage], *, tool_names: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """Messages as hindsight dialogue turns (``role``, ``content``, ``id``, ``name``, ``tool_call_id``,
    ``tool_calls``); empty ones are skipped.

    ``tool_names`` maps tool call ids to tool names seen earlier, so a tool result that carries only its
    ``tool_call_id`` (as FunctionAgent writes them) is still named.
    """
    names = dict(tool_names or {})
    turns: list[dict[str, Any]] = []
    for message in messages:
        calls = tool_calls_of(message)
        for call in calls:
            if call["id"]:
                names[str(call["id"])] = str(call["name"])
        content = text_of(message)  # its tool calls go as tool_calls: tool_call steps, not text
        if not content.strip() and not calls:
            continue
        reasoning = react_turns(content) if role_of(message) == "assistant" and not calls else None
        if reasoning is not None:  # a ReAct agent's tool calls and results, as the steps they are
            turns.extend(reasoning)
            continue
        turn: dict[str, Any] = {"role": role_of(message), "content": content, "id": generated_step_id()}
        name = message.additional_kwargs.get("name") or message.additional_kwargs.get("tool_name")
        call_id = message.additional_kwargs.get("tool_call_id")
        if not name and call_id is not None:
            name = names.get(str(call_id))
        if isinstance(name, str) and name:
            turn["name"] = name
        if call_id is not None:
            turn["tool_call_id"] = str(call_id)
        if calls:
            turn["tool_calls"] = calls
        turns.append(turn)
    return turns


def tool_names_in(messages: Iterable[ChatMessage]) -> dict[str, str]:
    """Tool call id -> tool name for every tool call in ``messages``."""
    names: dict[str, str] = {}
    for message in messages:
        for call in tool_calls_of(message):
            if call["id"]:
                names[str(call["id"])] = str(call["name"])
    return names


def user_texts(messages: Sequence[ChatMessage]) -> list[str]:
    """The text of every user message, oldest first."""
    return [text_of(m) for m in messages if role_of(m) == "user"]


def last_user_text(messages: Sequence[ChatMessage]) -> str | None:
    """The text of the newest user message, or ``None``."""
    for message in reversed(messages):
        if role_of(message) == "user":
            text = text_of(message)
            if text.strip():
                return text
    return None


def fingerprint(message: ChatMessage) -> tuple[str, str]:
    """What makes two messages the same turn for de-duplication: role and full content."""
    return role_of(message), turn_content(message)
