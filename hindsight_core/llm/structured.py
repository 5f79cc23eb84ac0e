"""Structured output without I/O: strict JSON schemas from pydantic, and replies parsed with repair.

Shared by every ``StructuredLLM`` (the OpenAI-compatible client here, the LangChain and LlamaIndex wrappers)::

    >>> from pydantic import BaseModel
    >>> class Answer(BaseModel):
    ...     value: int
    >>> parse_structured_reply('```json\\n{"value": 3,}\\n```', Answer)
    Answer(value=3)
"""

from __future__ import annotations

import ast
import copy
import itertools
import json
import re
from collections.abc import Iterator
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from hindsight_core.errors import ExtractionError

M = TypeVar("M", bound=BaseModel)

_FENCE = re.compile(r"```[A-Za-z0-9_-]*\s*\n?(.*?)```", re.DOTALL)
_NAME_CHARS = re.compile(r"[^A-Za-z0-9_-]")
# A reasoning model's thinking (DeepSeek-R1, Qwen3, QwQ): ``<think>...</think>`` before the answer, or only its
# end when the server puts the opening tag in the prompt.
_REASONING_END = re.compile(r"</(?:think|thinking|reasoning)>", re.IGNORECASE)
_REASONING_OPEN = re.compile(r"<(?:think|thinking|reasoning)>.*", re.IGNORECASE | re.DOTALL)


class StructuredOutputError(ExtractionError):
    """The model's reply could not be read into the schema, even after repair. Retrying may help."""


class ReplyCutOff(StructuredOutputError):
    """The model's reply was cut off at its output limit (``finish_reason="length"``); asking again gets the same
    cut reply (temperature 0). ``kept``: what it finished, read into the schema (its complete items), or None."""

    def __init__(self, message: str, *, kept: BaseModel | None, body: str | None = None) -> None:
        super().__init__(message, body=body)
        self.kept = kept


def schema_name(schema: type[BaseModel]) -> str:
    """A ``json_schema.name`` the OpenAI API accepts (``^[a-zA-Z0-9_-]{1,64}$``)."""
    return _NAME_CHARS.sub("_", schema.__name__)[:64] or "output"


def strict_json_schema(schema: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema made acceptable to ``"strict": true`` structured outputs.

    Every object gets ``additionalProperties: false`` and lists all its properties as required (optional
    fields stay nullable through their ``anyOf``); ``default`` keywords are dropped; a ``$ref`` with sibling
    keywords is inlined, since strict mode allows ``$ref`` only on its own.
    """
    root = schema.model_json_schema()
    defs: dict[str, Any] = root.get("$defs", {})

    def visit(node: Any) -> Any:
        if isinstance(node, list):
            return [visit(item) for item in node]
        if not isinstance(node, dict):
            return node
        return visit_object(node)

    def visit_object(node: dict[str, Any]) -> dict[str, Any]:
        node = {key: value for key, value in node.items() if key != "default"}
        if "$ref" in node and len(node) > 1:
            target = defs[node["$ref"].split("/")[-1]]
            merged = {**copy.deepcopy(target), **{k: v for k, v in node.items() if k != "$ref"}}
            return visit_object(merged)
        out = {key: visit(value) for key, value in node.items()}
        if out.get("type") == "object" and "properties" in out:
            out["additionalProperties"] = False
            out["required"] = list(out["properties"])
        return out

    return visit_object(root)


def _balanced_json(text: str) -> str | None:
    """The first complete ``{...}`` or ``[...]`` in ``text``, read with strings and escapes respected."""
    start = next((i for i, ch in enumerate(text) if ch in "{["), None)
    if start is None:
        return None
    depth = 0
    for index, ch in _brackets(text, start):
        depth += 1 if ch in "{[" else -1
        if depth == 0:
            return text[start : index + 1]
    return None


def _brackets(text: str, start: int) -> Iterator[tuple[int, str]]:
    """The brackets of ``text`` from ``start`` on, with where they stand, those inside its strings left out."""
    in_string = escaped = False
    for index in range(start, len(text)):
        ch = text[index]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[]}":
            yield index, ch


def _drop_trailing_commas(text: str) -> str:
    """Remove commas that directly precede ``}`` or ``]`` outside strings."""
    out: list[str] = []
    in_string = escaped = False
    for index, ch in enumerate(text):
        if in_string:
            out.append(ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch == ",":
            rest = text[index + 1 :].lstrip()
            if rest[:1] in ("}", "]"):
                continue
        out.append(ch)
    return "".join(out)


def repair_json_text(text: str) -> str | None:
    """Best-effort JSON from a chatty reply: code fences stripped, the first JSON object or array taken,
    trailing commas removed. ``None`` when there is no JSON-looking part at all."""
    fenced = _FENCE.search(text)
    candidate = fenced.group(1) if fenced else text
    body = _balanced_json(candidate) or _balanced_json(text)
    if body is None:
        return None
    return _drop_trailing_commas(body)


def json_candidates(text: str, *, starts: int = 8) -> Iterator[str]:
    """The JSON a chatty reply may hold, most likely first, lazily: its fenced blocks, the last first (a model
    that drafts, then answers, answers last), then the text itself; in each, the balanced ``{...}`` /
    ``[...]`` from its first ``starts`` opening brackets (a sentence before the JSON may bracket a step id:
    "Looking at [S5], ..."), trailing commas removed."""
    for candidate, _ in _candidates(text, starts=starts):
        yield candidate


def _candidates(text: str, *, starts: int = 8) -> Iterator[tuple[str, int]]:
    """:func:`json_candidates`, each with how many values left open it lies in (a bracket that never closes holds
    all that follows it): ``{"facts": [{...}]`` (its last brace left out) holds its list of facts in one, a reply cut
    off, ``{"facts": [{"text": "...", "entities": ["Denver"]``, holds ``["Denver"]`` in three."""
    seen: set[str] = set()
    for source in [m.group(1) for m in _FENCE.finditer(text)][::-1] + [text]:
        tried, after, opened = 0, 0, 0
        for start, ch in enumerate(source):
            if ch not in "{[" or start < after:
                continue  # never a part of a JSON value already found: its "entities": [] is no answer
            tried += 1
            body = _balanced_json(source[start:])
            if body is None:
                opened += 1
            else:
                after = start + len(body)
                if (fixed := _drop_trailing_commas(body)) not in seen:
                    seen.add(fixed)
                    yield fixed, opened
            if tried >= starts:
                break


def without_reasoning(text: str) -> str:
    """The answer of a reply that thinks first: what follows the last ``</think>`` (a draft of the JSON in the
    thinking is no answer), and no thinking left open (cut off before any answer)."""
    *_, answer = _REASONING_END.split(text)
    return _REASONING_OPEN.sub("", answer)


#: The names a reply written as a Python literal (or JSON beside it) gives its constants.
_LITERAL_NAMES: dict[str, Any] = {
    "true": True,
    "false": False,
    "null": None,
    "True": True,
    "False": False,
    "None": None,
}


def _loads(text: str) -> Any:
    """``text`` as JSON, or as the Python literal some models write instead (``{'facts': [...]}``, ``None``,
    ``True``, JSON's ``null`` beside single quotes). Raises the JSON error when it is neither."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        if not text.lstrip().startswith(("{", "[")):
            raise
        try:
            return _literal(_parsed(text.strip()))
        except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError, SystemError):
            raise error from None


def _parsed(text: str) -> ast.expr:
    """``text`` parsed as a Python expression. CPython 3.11 now and then raises SystemError ("AST constructor
    recursion depth mismatch") for a parse run deep in a stack: tried once more, then given up."""
    try:
        return ast.parse(text, mode="eval").body
    except SystemError:
        return ast.parse(text, mode="eval").body


def _literal(node: ast.AST) -> Any:
    """The value of a literal's syntax tree: dicts with text keys, lists, text, numbers and the constants."""
    if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, str | int | float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in _LITERAL_NAMES:
        return _LITERAL_NAMES[node.id]
    if isinstance(node, ast.List | ast.Tuple):
        return [_literal(item) for item in node.elts]
    if isinstance(node, ast.Dict):
        keys = [_literal(key) if key is not None else None for key in node.keys]
        if not all(isinstance(key, str) for key in keys):
            raise ValueError("a key that is not text")
        return dict(zip(keys, (_literal(value) for value in node.values), strict=True))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _literal(node.operand)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return -value if isinstance(node.op, ast.USub) else value
    raise ValueError(f"not a literal: {type(node).__name__}")


def completed_prefix(text: str, *, starts: int = 8) -> str | None:
    """The JSON of a reply cut off mid-way (a model that hit its output limit), up to its last complete item and
    closed: ``{"facts": [{...}, {...}, {"te`` gives ``{"facts": [{...}, {...}]}``. The items kept are whole items of
    the root's list or the root's values (a fact, never a fact cut after its list of entities); ``None`` when
    there is none (cut inside its first item) or the reply is not cut. Tried from each of the first ``starts`` opening
    brackets (a sentence before the JSON may bracket a step id)."""
    text = without_reasoning(text)
    tried = 0
    for start, ch in enumerate(text):
        if ch not in "{[":
            continue
        tried += 1
        if (closed := _closed_at_last_item(text, start)) is not None:
            return closed
        if tried >= starts:
            break
    return None


def _closed_at_last_item(text: str, start: int) -> str | None:
    stack: list[str] = []
    cut: tuple[int, int, str] | None = (
        None  # (depth, end, closers) of the latest item closed at the least depth
    )
    for index, ch in _brackets(text, start):
        if ch in "{[":
            stack.append("}" if ch == "{" else "]")
            continue
        if not stack or stack.pop() != ch:
            return None  # not JSON's brackets
        if not stack:
            return None  # whole: not cut off
        # an item of the root's list ({"facts": [...]} or [...]), not a part of one (a fact's entities)
        if len(stack) <= (1 if text[start] == "[" else 2) and (cut is None or len(stack) <= cut[0]):
            cut = (len(stack), index + 1, "".join(reversed(stack)))
    if cut is None:
        return None
    return _drop_trailing_commas(text[start : cut[1]] + cut[2])


def _wrap_bare_list(value: Any, schema: type[BaseModel]) -> Any:
    """``[...]`` for a schema with one list field (``{"facts": [...]}``): models without structured output
    sometimes answer with the list alone."""
    if isinstance(value, list) and len(schema.model_fields) == 1:
        (field,) = schema.model_fields
        return {field: value}
    return value


def describe_validation_error(error: ValidationError, *, limit: int = 2) -> str:
    """``field.path: what is wrong (got <value>)`` for the first ``limit`` problems of a pydantic error, so a
    log line or an ``ExtractionError`` says which field failed and why instead of "1 validation error"."""
    problems = error.errors(include_url=False)
    parts = []
    for problem in problems[:limit]:
        where = ".".join(str(part) for part in problem["loc"])
        message = problem["msg"].removeprefix("Value error, ")
        got = "" if problem["type"] == "value_error" else f" (got {_short_repr(problem.get('input'))})"
        parts.append(f"{where}: {message}{got}" if where else f"{message}{got}")
    more = f"; and {len(problems) - limit} more" if len(problems) > limit else ""
    return "; ".join(parts) + more


def _short_repr(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _describe(error: Exception | None) -> str:
    if isinstance(error, ValidationError):
        return describe_validation_error(error)
    if isinstance(error, json.JSONDecodeError):
        return f"not JSON: {error}"
    return str(error).splitlines()[0] if error else "unknown error"


def parse_structured_reply(content: str | None, schema: type[M]) -> M:
    """Read a model reply into ``schema``, repairing common JSON damage once.

    Raises:
        StructuredOutputError: the reply is empty, not JSON even after repair, or does not match the
            schema. ``body`` holds the start of the reply.
    """
    if content is None or not content.strip():
        raise StructuredOutputError("the model returned an empty reply; retry, or try another model", body="")
    answer = without_reasoning(content)
    if not answer.strip():
        raise StructuredOutputError(
            "the model's reply is all reasoning, with no answer after it (cut off while thinking?); retry, give "
            "the model a larger output limit, or try another model",
            body=content[:2000],
        )
    error: Exception | None = None
    found = ((c, opened) for c, opened in _candidates(answer) if c != answer)
    for text, opened in itertools.chain([(answer, 0)], found):
        try:
            value = _loads(text)
            if opened > 1 and isinstance(value, list):
                # a fact's entities or step ids in a reply cut off, not the answer (its list of facts is in one)
                raise ValueError(
                    "a list inside a part of a value the reply leaves open (cut off?) is no answer"
                )
            return schema.model_validate(_wrap_bare_list(value, schema))
        except (ValueError, ValidationError) as exc:  # json.JSONDecodeError is a ValueError
            error = error if isinstance(error, ValidationError) else exc  # the answer's own problem first
    if not any(
        ch in "{[" for ch in answer
    ):  # a refusal or a chat in the content: quoted, so the log says why
        raise StructuredOutputError(
            f"the model answered in words, not JSON: {_quoted(answer)}; a retry may help. If this persists, "
            "use a model that supports structured outputs (response_format json_schema)",
            body=content[:2000],
        ) from error
    raise StructuredOutputError(
        f"the model's reply is not valid {schema.__name__} JSON ({_describe(error)}); a retry may help. If this "
        "persists, use a model that supports structured outputs (response_format json_schema)",
        body=content[:2000],
    ) from error


def _quoted(text: str, limit: int = 160) -> str:
    said = " ".join(text.split())
    return json.dumps(said if len(said) <= limit else said[: limit - 3] + "...", ensure_ascii=False)


__all__ = [
    "StructuredOutputError",
    "completed_prefix",
    "json_candidates",
    "describe_validation_error",
    "parse_structured_reply",
    "repair_json_text",
    "schema_name",
    "strict_json_schema",
    "without_reasoning",
]
