"""Tool results normalised to ``{tool_name, status, data, error}`` before extraction.

Tools answer in many shapes: plain text, JSON text, dicts, MCP ``CallToolResult`` payloads
(``{"content": [{"type": "text", "text": ...}], "isError": ...}``), error strings. Extraction sees one shape::

    >>> normalize_tool_result("search", '{"content": [{"type": "text", "text": "3 hits"}], "isError": false}')
    {'tool_name': 'search', 'status': 'ok', 'data': '3 hits', 'error': None}
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from collections.abc import Mapping
from typing import Any, Literal, TypedDict

ToolStatus = Literal["ok", "error"]


class NormalizedToolResult(TypedDict):
    """A tool result in the one shape extraction reads."""

    tool_name: str
    status: str
    """"error" for a failed call; else the tool's own status word when it gave one ("degraded", "warning",
    "ok"...), else "ok"."""
    data: Any
    """Parsed JSON (dict, list, number...) or text; ``None`` for a failed call without output."""
    error: str | None


# Text that is an error report rather than data. Anchored at the start: "no errors found" is data.
_ERROR_TEXT = re.compile(
    r"^\s*(?:error\b|\[error\]|exception\b|traceback \(most recent call last\)|fatal\b|failed\b|failure\b|"
    r"\w+(?:error|exception)\s*:|错误|报错|异常|失败|"
    # a failed request as HTTP clients and shells word it ("HTTP 400: invalid date", "400 Bad Request: ...",
    # "Timed out after 30s", "Command failed with exit code 1", 请求失败：503, 接口超时), not a number that happens
    # to be one ("Room 404 is available", "Timeout set to 30s")
    r"http(?:/[\d.]+)?\s+[45]\d\d\b|[45]\d\d\s+(?:bad\s+request|unauthori[sz]ed|payment\s+required|forbidden|"
    r"not\s+found|method\s+not\s+allowed|conflict|gone|unprocessable|too\s+many\s+requests|internal\s+server\s+error|"
    r"bad\s+gateway|service\s+unavailable|gateway\s+time-?out)\b|timed\s+out\b|time-?out\s+(?:after|exceeded|error|"
    r"while|waiting)\b|command\s+failed\b|request\s+failed\b|"
    r"(?:请求|调用|接口|连接|操作|执行|部署|支付|预订|预定|下单|登录|上传|下载|查询|发送|提交)?(?:失败|出错|超时(?!设置|时间|时长|配置|阈值)))"
    # or one short line saying what failed with an HTTP status ("index unavailable (503)", "HTTP 404 Not Found",
    # what an exception raised by a tool says, all an agent framework passes on)
    r"|^(?=[^\n]{0,160}$)(?=.*\b[45]\d\d\b)(?=.*\b(?:unavailable|timed?\s*out|timeout|refused|forbidden|"
    r"unauthori[sz]ed|not\s+found|bad\s+gateway|server\s+error|too\s+many\s+requests|rate[- ]limit(?:ed)?)\b)",
    re.IGNORECASE,
)
_ERROR_STATUSES = frozenset(
    {"error", "failed", "failure", "fail", "exception", "失败", "错误", "异常", "出错"}
)
# A result that reports its own failure in the shapes web APIs use: a flag set false ({"success": false, "message":
# "card declined"}, {"ok": false}), an HTTP error status among its fields ({"statusCode": 503}, {"code": 500, "msg":
# "服务暂时不可用"}: a bare "code" only beside a message, as such APIs send it), errors and no data (GraphQL's
# {"data": null, "errors": [...]}).
_FAILED_FLAGS = ("success", "ok", "succeeded", "successful")
_HTTP_STATUS_KEYS = ("status", "statusCode", "status_code", "http_status", "httpStatus", "code")
_MESSAGE_KEYS = ("message", "msg", "detail", "reason", "error_message", "errorMessage", "description")


def _maybe_json(text: str) -> Any:
    """The parsed value when ``text`` is a JSON object or array, or Python's repr of a dict or a list (what
    LlamaIndex's ``FunctionTool`` hands on for a tool that returns one: ``{'plan': 'Pro'}``), else the text
    unchanged."""
    stripped = text.strip()
    if stripped[:1] in ("{", "[") and stripped[-1:] in ("}", "]"):
        try:
            return json.loads(stripped)
        except (ValueError, RecursionError):
            pass
        try:  # literals only: nothing is run; "\\d" in a string is no warning of ours to raise
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                value = ast.literal_eval(stripped)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return text
        return value if isinstance(value, (dict, list)) else text
    return text


def _mcp_text(blocks: list[Any]) -> Any:
    """The payload of MCP content blocks: text blocks joined (a lone JSON text parsed), others described."""
    parts: list[Any] = []
    for block in blocks:
        if not isinstance(block, Mapping):
            parts.append(block)
            continue
        kind = block.get("type")
        if kind == "text":
            parts.append(_maybe_json(str(block.get("text", ""))))
        elif kind == "resource" and isinstance(block.get("resource"), Mapping):
            resource = block["resource"]
            parts.append(resource.get("text") or f"[resource {resource.get('uri', '')}]")
        else:
            parts.append(f"[{kind} {block.get('mimeType', '')}]".replace(" ]", "]"))
    if len(parts) == 1:
        return parts[0]
    return "\n".join(p if isinstance(p, str) else json.dumps(p, ensure_ascii=False) for p in parts)


def _is_mcp(value: Mapping[str, Any]) -> bool:
    return isinstance(value.get("content"), list) and (
        "isError" in value or all(isinstance(b, Mapping) and "type" in b for b in value["content"])
    )


def _as_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)


def tool_name_of(name: str | None, metadata: Mapping[str, Any] | None) -> str:
    """The tool's name: the step name, else ``tool_name``/``name``/``tool`` in the metadata, else "tool"."""
    if name:
        return name
    for key in ("tool_name", "name", "tool"):
        value = (metadata or {}).get(key)
        if isinstance(value, str) and value:
            return value
    return "tool"


def normalize_tool_result(
    name: str | None, content: Any, metadata: Mapping[str, Any] | None = None
) -> NormalizedToolResult:
    """Normalise one tool result.

    Args:
        name: The tool name (a step's ``name``); falls back to the metadata.
        content: What the tool returned: text, JSON text, a dict/list, or an MCP result (dict or JSON text).
        metadata: The step metadata; ``status``/``is_error``/``isError``/``error`` there mark a failure.

    Returns:
        ``status`` is "error" when the metadata, an MCP ``isError``, an error-looking text or the result's own
        ``status`` says so, the result has an ``error`` value and no ``status``, or it reports its failure as web
        APIs do (a success flag false, an HTTP error status, errors and no data); ``error`` then holds the
        message and ``data`` whatever else came back. A result with its own status that is not a failure
        ("degraded", "warning") keeps it, and its data stays whole: ``{"status": "degraded", "error": ...}``
        is a health report, not a failed call.
    """
    meta = metadata or {}
    tool_name = tool_name_of(name, meta)
    value = _maybe_json(content) if isinstance(content, str) else content
    error: str | None = None
    own_status: str | None = None
    failed = bool(meta.get("is_error") or meta.get("isError")) or str(meta.get("status", "")).lower() in (
        _ERROR_STATUSES
    )
    if meta.get("error"):
        failed, error = True, _as_text(meta["error"])

    mcp = isinstance(value, Mapping) and _is_mcp(value)
    if isinstance(value, Mapping) and mcp:
        structured = value.get("structuredContent")
        text = _mcp_text(value["content"])
        if value.get("isError"):
            failed = True
            error = error or _as_text(text)
            value = structured
        else:
            value = structured if structured is not None else text
    # (what an MCP tool that did not fail returned is read as any tool's: {"ok": false, ...} wrapped by a server)
    if isinstance(value, Mapping) and not (mcp and failed):
        own_status = _own_status(value)
        err = value.get("error")
        reported = _reported_failure(value)
        if own_status in _ERROR_STATUSES or (own_status is None and err) or reported:
            failed, own_status = True, None
            said = next((key for key in _MESSAGE_KEYS if value.get(key)), None)
            message = value.get(said) if said is not None else value.get("errors")
            error = error or (_as_text(err) if err else _as_text(message or dict(value)))
            # The message stays with the data when the error came from the "error" field.
            used = {"error", "status", *reported} | ({said or "errors"} if not err else set())
            rest = {k: v for k, v in value.items() if k not in used}
            value = rest or None
    elif not mcp and isinstance(value, str) and _ERROR_TEXT.match(value):
        failed = True
        if error is None:  # else the text is what the failed call printed ("exit code 1" said apart)
            error, value = value.strip(), None

    if failed and error is None:
        error = _as_text(value) if value not in (None, "") else "the tool reported a failure"
        value = None
    status = "error" if failed else own_status or "ok"
    return NormalizedToolResult(
        tool_name=tool_name, status=status, data=value, error=error if failed else None
    )


def _reported_failure(value: Mapping[str, Any]) -> set[str]:
    """The fields by which a result reports that the call failed (a success flag set false, an HTTP error
    status, errors and no data); empty when it reports none."""
    found = {key for key in _FAILED_FLAGS if value.get(key) is False}
    errors = value.get("errors")
    if isinstance(errors, list) and errors and not value.get("data"):
        found |= {"errors", "data"} & value.keys()
    for key in _HTTP_STATUS_KEYS:
        code = value.get(key)
        if isinstance(code, str) and code.strip().isdigit():
            code = int(code)
        if (
            isinstance(code, int)
            and not isinstance(code, bool)
            and 400 <= code <= 599
            and (key != "code" or any(value.get(k) for k in ("error", *_MESSAGE_KEYS)))
        ):
            found.add(key)
    return found


def _own_status(value: Mapping[str, Any]) -> str | None:
    """The result's own ``status`` word, lower-cased; ``None`` when it has none (or a non-text one)."""
    status = value.get("status")
    if not isinstance(status, str):
        return None
    return status.strip().lower() or None


def render_tool_data(data: Any) -> str:
    """Tool data as one line of text for a fact: strings as they are, anything else as compact JSON."""
    return _as_text(data) if data is not None else ""


__all__ = ["NormalizedToolResult", "ToolStatus", "normalize_tool_result", "render_tool_data", "tool_name_of"]
