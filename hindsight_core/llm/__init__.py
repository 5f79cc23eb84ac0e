"""LLM access for extraction: the OpenAI-compatible ``StructuredLLM`` and the structured-output helpers.

``OpenAIStructuredLLM`` is loaded on first use: the extractor needs the helpers of ``structured`` on every
import of ``hindsight_core``, and the ``openai`` SDK takes most of a second to import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hindsight_core.llm.structured import (
    ReplyCutOff,
    StructuredOutputError,
    describe_validation_error,
    parse_structured_reply,
    repair_json_text,
    schema_name,
    strict_json_schema,
)

if TYPE_CHECKING:
    from hindsight_core.llm.openai_client import PLACEHOLDER_API_KEY, OpenAIStructuredLLM

_FROM_OPENAI_CLIENT = ("PLACEHOLDER_API_KEY", "OpenAIStructuredLLM")


def __getattr__(name: str) -> Any:
    if name in _FROM_OPENAI_CLIENT:
        from hindsight_core.llm import openai_client

        return getattr(openai_client, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "PLACEHOLDER_API_KEY",
    "OpenAIStructuredLLM",
    "ReplyCutOff",
    "StructuredOutputError",
    "describe_validation_error",
    "parse_structured_reply",
    "repair_json_text",
    "schema_name",
    "strict_json_schema",
]
