"""Tool steps: a call's id and how it is rendered, which result answers which call (a retried call's last
result; by id, else by tool name), and what a result holds: its values without their keys, whether it reports
trouble, the slot a repeated call's latest result fills (and what a result says it is: an email's id or headers)."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from typing import Any

from hindsight_core.extraction.normalize import tool_name_of
from hindsight_core.models import TraceStep

_CALL_ID_KEYS = ("tool_call_id", "call_id", "id", "run_id")
_ARGS_KEYS = ("args", "arguments", "tool_input", "input", "kwargs")


def call_id_of(step: TraceStep) -> str | None:
    """The tool-call id a tool step carries in its metadata (``tool_call_id``, ``call_id``, ``id``, ``run_id``)."""
    for key in _CALL_ID_KEYS:
        value = step.metadata.get(key)
        if value:
            return str(value)
    return None


def _json_or_text(value: Any) -> str:
    if isinstance(value, str):
        text = value
        try:
            value = json.loads(text)
        except ValueError:
            return text
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "), default=str)


#: ``ExtractedFact.attributes`` key of a tool call stored without its result (the call's step id): a window
#: that ends between a call and its result stores the call; the next window, reading the call again with its
#: result, stores the pair in its place.
UNANSWERED_CALL = "unanswered_call"


def render_tool_call(step: TraceStep) -> str:
    """``search({"query": "x"})``: the tool name and its arguments from the metadata (else the content)."""
    args: Any = next((step.metadata[k] for k in _ARGS_KEYS if k in step.metadata), None)
    if args is None:
        args = step.content
    rendered = _json_or_text(args) if args not in (None, "") else ""
    return f"{tool_name_of(step.name, step.metadata)}({rendered})"


_TROUBLE = frozenset({"degraded", "warning", "warn", "unhealthy", "down", "partial", "failing", "critical"})


def troubled(status: str, data: Any) -> bool:
    """A result that is not a failure but reports trouble: a status like "degraded", or an error value."""
    if status.lower() in _TROUBLE:
        return True
    return (
        isinstance(data, Mapping)
        and bool(data.get("error"))
        or (isinstance(data, Mapping) and str(data.get("status", "")).lower() in _TROUBLE)
    )


def values_text(data: Any) -> str:
    """The string and number values inside tool data, one per line, without the keys."""
    if isinstance(data, Mapping):
        return "\n".join(filter(None, (values_text(value) for value in data.values())))
    if isinstance(data, list | tuple):
        return "\n".join(filter(None, (values_text(value) for value in data)))
    if data is None or isinstance(data, bool):
        return ""
    return str(data)


#: Keys under which a result names the one thing it is: a message's, a record's, a document's id or address
_IDENTITY_KEYS = (
    "id", "message_id", "messageid", "msg_id", "email_id", "mail_id", "uid", "uuid", "thread_id", "url", "link",
    "permalink", "path", "file", "filename",
)  # fmt: skip
#: A message's own headers: two of them say which message a result is when it names no id
_HEADER_KEYS = ("from", "sender", "to", "subject", "date", "sent", "received")
_HEADER_LINE = re.compile(r"(message-id|from|sender|to|subject|date|sent)[ \t]*:[ \t]*(\S[^\n]*)", re.I)


def result_identity(data: Any) -> str:
    """What a tool's result says it is, where it says so: the id (or address) of the message, record or document
    it returns, else its sender, subject and date (an email as JSON or as headers); "" when it says nothing of
    the kind (a forecast, a search's list, a count). The same call returning another message is another thing,
    not the first one's new version.

    >>> result_identity({"id": "m2", "from": "bob@y.com", "body": "Invoice attached"})
    'id=m2'
    >>> result_identity("From: Ann <ann@z.com>\\nSubject: Book club\\n\\nWe meet Thursday.")
    'from=Ann <ann@z.com>;subject=Book club'
    >>> result_identity({"temp": 21, "sky": "clear", "date": "2026-12-01"})
    ''
    """
    if isinstance(data, Mapping):
        fields = {str(k).casefold().replace("-", "_"): v for k, v in data.items()}
        if len(fields) == 1 and isinstance(inner := next(iter(fields.values())), Mapping):
            return result_identity(inner)  # {"email": {"id": ...}}
        named = [f"{k}={fields[k]}" for k in _IDENTITY_KEYS if _scalar(fields.get(k))]
        if named:
            return ";".join(named)
        heads = [f"{k}={fields[k]}" for k in _HEADER_KEYS if _scalar(fields.get(k))]
        return ";".join(heads) if len(heads) >= 2 else ""
    if isinstance(data, str):
        found: dict[str, str] = {}
        for line in data.strip().splitlines()[:12]:  # the headers open the message
            if (head := _HEADER_LINE.fullmatch(line.strip())) is not None:
                found.setdefault(head.group(1).casefold(), head.group(2).strip())
        if "message-id" in found:
            return f"message-id={found['message-id']}"
        return ";".join(f"{k}={v}" for k, v in found.items()) if len(found) >= 2 else ""
    return ""


def _scalar(value: Any) -> bool:
    return isinstance(value, str | int) and not isinstance(value, bool) and str(value).strip() != ""


def result_slot(tool: str, asked: str, said: str, identity: str = "") -> dict[str, str]:
    """The slot of a call's result: the call (tool and arguments) and what the result says it is
    (:func:`result_identity`) are the attribute, what it returned the value."""
    digest = hashlib.sha1(f"{asked}\x00{identity}".encode() if identity else asked.encode()).hexdigest()[:12]
    return {"subject": "tool", "attribute": f"result_of_{tool}_{digest}", "value": said[-300:]}


def retried_results(steps: list[TraceStep]) -> set[int]:
    """The positions of tool results that a later result with the same call id replaced (a retried call:
    the failed attempt and the retry answer one call)."""
    last: dict[str, int] = {}
    for index, step in enumerate(steps):
        call_id = call_id_of(step) if step.type == "tool_result" else None
        if call_id:
            last[call_id] = index
    return {
        index
        for index, step in enumerate(steps)
        if step.type == "tool_result" and (call_id := call_id_of(step)) and last[call_id] != index
    }


def calls_of_results(steps: list[TraceStep], retried: set[int]) -> dict[int, TraceStep]:
    """The tool call each tool result answers (by position of the result): the call with the result's call
    id, else the latest earlier unanswered call of the same tool (or of any tool, for an unnamed result)."""
    out: dict[int, TraceStep] = {}
    used: set[int] = set()
    for index, step in enumerate(steps):
        if step.type != "tool_result" or index in retried:
            continue
        call_id = call_id_of(step)
        earlier = [i for i in range(index - 1, -1, -1) if steps[i].type == "tool_call" and i not in used]
        found = next((i for i in earlier if call_id and call_id_of(steps[i]) == call_id), None)
        if found is None and not call_id:
            name = step.name or step.metadata.get("tool_name") or step.metadata.get("name")
            found = next((i for i in earlier if not name or steps[i].name == name), None)
        if found is not None:
            used.add(found)
            out[index] = steps[found]
    return out


def call_values(call: TraceStep) -> str:
    """The values of a call's arguments (what cues, entities and dates are read from), not their names."""
    args: Any = next((call.metadata[k] for k in _ARGS_KEYS if k in call.metadata), None)
    if args is None:
        try:
            args = json.loads(call.content) if call.content.strip() else ""
        except ValueError:
            args = call.content
    return values_text(args)


__all__ = [
    "UNANSWERED_CALL",
    "call_id_of",
    "call_values",
    "calls_of_results",
    "render_tool_call",
    "result_identity",
    "result_slot",
    "retried_results",
    "troubled",
    "values_text",
]
