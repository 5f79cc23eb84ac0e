"""Typed inputs and outputs of the MCP tools: the shared memory-tool schemas (``hindsight_core.capture``).

The tool arguments are plain function parameters (the SDK builds their JSON schema) typed with the shared
argument aliases; results are pydantic models, so MCP clients get both a JSON text block and a validated
``structuredContent`` with a published output schema.
"""

from __future__ import annotations

from hindsight_core.capture.tool_schemas import (
    ForgetMemoryResult,
    MemoryHit,
    MemoryItem,
    NonBlank,
    RecallMemoryResult,
    ReflectTraceResult,
    StoreMemoryResult,
    TraceStepInput,
)

__all__ = [
    "ForgetMemoryResult",
    "MemoryHit",
    "MemoryItem",
    "NonBlank",
    "RecallMemoryResult",
    "ReflectTraceResult",
    "StoreMemoryResult",
    "TraceStepInput",
]
