"""Typed inputs and outputs of the MCP tools.

The tool arguments are plain function parameters (the SDK builds their JSON schema); the structured
parts that need a model of their own live here: a trace step sent to ``reflect_trace`` and every tool's
result. Results are pydantic models, so MCP clients get both a JSON text block and a validated
``structuredContent`` with a published output schema.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.models import MemoryRecord, RecallHit, RecordKind, RecordStatus, SourceKind, StepType

#: A non-blank identifier (user ids, record ids): at least one non-space character.
NonBlank = Annotated[str, Field(min_length=1, pattern=r"\S")]


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TraceStepInput(_Schema):
    """One step of a finished agent trace, as a client sends it to ``reflect_trace``."""

    type: StepType = Field(
        description=(
            "user_input (what the user said), model_output (what the assistant said), "
            "tool_call (a tool invocation: content = its arguments) or tool_result (what the tool returned)"
        )
    )
    content: str = Field(description="The full text of the step; never truncate it.")
    step_id: str | None = Field(
        default=None,
        description="Your id for the step; the records extracted from it cite it. Generated when omitted.",
    )
    name: str | None = Field(
        default=None, description="Speaker name for dialogue steps, tool name for tool steps."
    )
    timestamp: datetime | None = Field(
        default=None, description="When the step happened (ISO 8601). Defaults to the time of the call."
    )
    metadata: dict[str, Any] | None = Field(
        default=None, description="Anything else known about the step: tool arguments, call id, token usage."
    )


class MemoryItem(_Schema):
    """A stored memory as a tool returns it: the statement, its dates, provenance and state."""

    id: str = Field(description="Record id; pass it to forget_memory to forget this memory.")
    text: str = Field(description="The memory as a third-person statement.")
    event_type: str = Field(
        description="preference, decision, fact, plan, problem, solution, observation, ..."
    )
    kind: RecordKind = Field(
        description="episodic (one observed fact) or semantic (knowledge induced from many)."
    )
    entities: list[str]
    occurred_at: datetime = Field(description="When the fact happened or was stated.")
    recorded_at: datetime = Field(description="When hindsight stored it.")
    source_ids: list[str] = Field(description="Ids of the messages or trace steps this memory came from.")
    source_kind: SourceKind = Field(description="user_stated, tool_returned or model_inferred.")
    confidence: float = Field(
        description="0..1; records under the pending threshold are not recalled by default."
    )
    status: RecordStatus
    session_id: str | None = None
    agent_id: str | None = None
    expires_at: datetime | None = None
    conflicts_with: list[str] = Field(
        description="Ids of records that state a different value for the same thing."
    )

    @classmethod
    def from_record(cls, record: MemoryRecord) -> MemoryItem:
        """Project an engine record onto the public tool schema."""
        return cls(
            id=record.id,
            text=record.text,
            event_type=record.event_type,
            kind=record.kind,
            entities=list(record.entities),
            occurred_at=record.occurred_at,
            recorded_at=record.recorded_at,
            source_ids=list(record.source_ids),
            source_kind=record.source_kind,
            confidence=record.confidence,
            status=record.status,
            session_id=record.scope.session_id,
            agent_id=record.scope.agent_id,
            expires_at=record.expires_at,
            conflicts_with=list(record.conflicts_with),
        )


class MemoryHit(MemoryItem):
    """A recalled memory with its rank score and conflict flag."""

    score: float = Field(description="Fused relevance score; hits are sorted by it, best first.")
    conflict: bool = Field(
        description="True when this memory conflicts with another hit: prefer the newest, or ask the user."
    )

    @classmethod
    def from_hit(cls, hit: RecallHit) -> MemoryHit:
        """Project an engine recall hit onto the public tool schema."""
        item = MemoryItem.from_record(hit.record)
        return cls(**item.model_dump(), score=hit.score, conflict=hit.conflict)


class StoreMemoryResult(_Schema):
    """What ``store_memory`` stored (or the existing memory it was merged into)."""

    memory: MemoryItem


class RecallMemoryResult(_Schema):
    """What ``recall_memory`` found."""

    context: str = Field(
        description="A ready-to-use context block (dated, sourced, conflicts flagged); empty when nothing matched."
    )
    hits: list[MemoryHit] = Field(description="The recalled memories, best first.")


class ForgetMemoryResult(_Schema):
    """What ``forget_memory`` forgot."""

    forgotten_ids: list[str] = Field(description="Ids of the memories forgotten; empty when nothing matched.")
    hard: bool = Field(description="True: deleted everywhere. False: marked forgotten, kept for audit.")


class ReflectTraceResult(_Schema):
    """What hindsight reflection extracted from a trace."""

    trace_id: str
    records: list[MemoryItem] = Field(
        description="Memories created or reinforced; each cites the step ids it came from in source_ids."
    )
    queued_windows: int = Field(
        description="Windows of the trace whose extraction failed and stays queued for a retry (LLM down)."
    )
    skipped_steps: int = Field(description="Low-information steps skipped before extraction.")


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
