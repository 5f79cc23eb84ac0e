"""LLM access for extraction: the OpenAI-compatible ``StructuredLLM`` and the structured-output helpers."""

from hindsight_core.llm.openai_client import PLACEHOLDER_API_KEY, OpenAIStructuredLLM
from hindsight_core.llm.structured import (
    StructuredOutputError,
    parse_structured_reply,
    repair_json_text,
    schema_name,
    strict_json_schema,
)

__all__ = [
    "PLACEHOLDER_API_KEY",
    "OpenAIStructuredLLM",
    "StructuredOutputError",
    "parse_structured_reply",
    "repair_json_text",
    "schema_name",
    "strict_json_schema",
]
