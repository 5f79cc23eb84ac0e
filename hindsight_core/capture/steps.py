"""The metadata of a captured step, as named fields.

Extraction reads a few metadata keys of a :class:`~hindsight_core.models.TraceStep`:
``tool_call_id`` pairs a tool result with its call (``extraction.rules.call_id_of``), ``args`` renders the call
(``extraction.rules.render_tool_call``), ``status`` / ``error`` mark a failed tool
(``extraction.normalize.normalize_tool_result``). Every adapter writes them through :class:`StepMeta`, so the
names are spelled once and a typo is an error, not a silently ignored key.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from hindsight_core.errors import UserError
from hindsight_core.extraction.normalize import ToolStatus

_MAX_REPR = 200


def json_safe(value: Any, _depth: int = 0) -> Any:
    """``value`` reduced to JSON types (traces are journaled as JSON).

    Other objects become their ``str`` when it is short, else ``<TypeName>``: tool inputs may hold injected
    runtime objects (agent state, stores, workflow contexts) that must be named, not serialised.

    >>> json_safe({"day": __import__("datetime").date(2026, 3, 2), "n": (1, 2)})
    {'day': '2026-03-02', 'n': [1, 2]}
    """
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if _depth > 20:
        return f"<{type(value).__name__}>"
    if isinstance(value, Mapping):
        return {str(k): json_safe(v, _depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [json_safe(v, _depth + 1) for v in value]
    if isinstance(value, BaseModel):
        try:
            return json_safe(value.model_dump(mode="json"), _depth + 1)
        except (TypeError, ValueError):
            return f"<{type(value).__name__}>"
    isoformat = getattr(value, "isoformat", None)
    if callable(isoformat):
        return str(isoformat())
    text = str(value)
    return text if len(text) <= _MAX_REPR else f"<{type(value).__name__}>"


def dumps(value: Any) -> str:
    """JSON text for tool arguments and structured outputs (a string stays as it is)."""
    if isinstance(value, str):
        return value
    return json.dumps(json_safe(value), ensure_ascii=False)


class StepMeta(BaseModel):
    """What a framework knew about one step, under the names extraction reads.

    Example:
        >>> StepMeta(tool_call_id="c1", status="ok").to_metadata()
        {'tool_call_id': 'c1', 'status': 'ok'}
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    tool_call_id: str | None = Field(default=None, description="Pairs a tool_call step with its tool_result.")
    args: Any = Field(default=None, description="The tool's arguments (JSON values).")
    status: ToolStatus | None = Field(default=None, description="A tool result's outcome: ok or error.")
    error: str | None = Field(default=None, description="Why a tool failed.")
    tool_calls: list[dict[str, Any]] | None = Field(
        default=None, description="Tool calls an assistant turn asked for: {id, name, args}."
    )
    retriever: bool | None = Field(default=None, description="True for a retriever query and its documents.")
    documents: int | None = Field(default=None, description="How many documents a retriever returned.")
    recalled: bool | None = Field(
        default=None,
        description="True for the result of hindsight's own recall under another tool's name (a retriever "
        "wrapped as a tool): memory already kept, so neither it nor its call is extracted.",
    )
    token_usage: dict[str, Any] | None = Field(default=None, description="Token counts of a model call.")
    run_id: str | None = Field(default=None, description="The framework's id of the run or span.")
    parent_run_id: str | None = Field(default=None, description="The id of the enclosing run or span.")
    framework: str | None = Field(default=None, description="Which adapter captured the step.")
    message: dict[str, Any] | None = Field(
        default=None, description="The framework's own serialisation of the message, to rebuild it exactly."
    )

    @field_validator("args", "tool_calls", "token_usage", "message", mode="before")
    @classmethod
    def _json_values(cls, value: Any) -> Any:
        return json_safe(value)

    def to_metadata(self) -> dict[str, Any]:
        """The step's ``metadata`` dict: the fields that are set."""
        return {k: v for k, v in self.model_dump(mode="json").items() if v is not None}

    @classmethod
    def coerce(cls, value: StepMeta | Mapping[str, Any] | None) -> StepMeta:
        """``value`` as a ``StepMeta``; a mapping must use the field names (a ``UserError`` lists them)."""
        if value is None:
            return cls()
        if isinstance(value, StepMeta):
            return value
        if not isinstance(value, Mapping):
            raise UserError(
                f"step metadata must be a dict or a hindsight_core.capture.StepMeta, not {type(value).__name__} "
                f"{str(value)[:40]!r}; use the fields {sorted(cls.model_fields)}"
            )
        try:
            return cls.model_validate(dict(value))
        except ValidationError as exc:
            raise UserError(
                f"step metadata {sorted(value)} is not valid: {exc.errors()[0]['msg']}; use the fields "
                f"{sorted(cls.model_fields)} (hindsight_core.capture.StepMeta)"
            ) from exc


__all__ = ["StepMeta", "dumps", "json_safe"]
