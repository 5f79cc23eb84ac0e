"""The memory tools' arguments and results, shared by MCP, LangChain and LlamaIndex.

Every argument is an ``Annotated`` alias (type, limits, description) used both by the argument models
below (LangChain's ``args_schema``, LlamaIndex's ``fn_schema``) and by the MCP server's tool signatures, so
a name, a default or a description is written once. Results are pydantic models: MCP returns them as
structured content, the framework tools return their ``message``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, StrictFloat, StrictInt
from pydantic_core import PydanticCustomError

from hindsight_core.models import MemoryRecord, RecallHit, RecordKind, RecordStatus, SourceKind, StepType

#: A non-blank identifier or text: at least one non-space character.
NonBlank = Annotated[str, Field(min_length=1, pattern=r"\S")]

UserIdArg = Annotated[
    NonBlank, Field(description="Whose memory this is. Every memory is scoped to one user.")
]
AgentIdArg = Annotated[str | None, Field(description="Optional: the agent the memory belongs to.")]
SessionIdArg = Annotated[str | None, Field(description="Optional: the conversation or session it came from.")]
TextArg = Annotated[NonBlank, Field(description="The fact, as one self-contained third-person statement.")]
EventTypeArg = Annotated[
    str,
    Field(
        min_length=1,
        description=(
            "preference, decision, fact, plan, problem, solution or observation (default fact); another label "
            "is kept as given (a time to live can be set per label)."
        ),
    ),
]
EntitiesArg = Annotated[
    list[str] | None,
    Field(description="Names the fact is about (people, products, places); found automatically if omitted."),
]
TtlDaysArg = Annotated[
    # strict (as every count below): the API and the CLI refuse a bool or a text as a number; ``true`` was 1 day
    StrictFloat | None,
    Field(gt=0, description="Forget the memory after this many days; default depends on event_type."),
]


def _not_a_number(value: Any) -> Any:
    """A date given as a number (``5``, ``true``, a Unix time) is refused, as the API refuses it: lax pydantic read
    ``since: 5`` as 1970-01-01T00:00:05."""
    if isinstance(value, int | float):
        raise PydanticCustomError("datetime_type", "Input should be a valid datetime")
    return value


#: A date and time: ISO 8601 text (or a ``datetime`` in Python), never a number.
Moment = Annotated[datetime, BeforeValidator(_not_a_number)]

OccurredAtArg = Annotated[
    Moment | None, Field(description="When the fact happened or was stated, ISO 8601; defaults to now.")
]
QueryArg = Annotated[NonBlank, Field(description="What you need to know, in natural language.")]
ContextArg = Annotated[
    str | None,
    Field(description="Optional text about the current task; it is added to the query to focus recall."),
]
KArg = Annotated[
    # at most the engine's limits.max_k, checked by recall as the API and the CLI check it: one limit everywhere
    StrictInt,
    Field(ge=1, description="How many memories to return at most (default 5)."),
]
EventTypesArg = Annotated[
    list[str] | None, Field(description="Only these event types, e.g. ['preference', 'decision'].")
]
SinceArg = Annotated[Moment | None, Field(description="Only memories that occurred at or after this time.")]
UntilArg = Annotated[Moment | None, Field(description="Only memories that occurred at or before this time.")]
RecordIdArg = Annotated[
    str | None,
    Field(min_length=1, description="Id of the memory to forget (from recall_memory or store_memory)."),
]
ForgetQueryArg = Annotated[
    str | None, Field(min_length=1, description="Forget the memories that best match this text instead.")
]
HardArg = Annotated[
    # strict: "yes", 1 or "false" is not a yes/no answer to deleting a memory for good
    StrictBool,
    Field(description="true: delete everywhere. false (default): keep for audit, never recall."),
]
LimitArg = Annotated[
    StrictInt,
    Field(ge=1, le=50, description="With `query`: how many of the best matches to forget (default 1)."),
]
GoalArg = Annotated[str | None, Field(description="What the task was trying to achieve.")]

DEFAULT_K = 5
DEFAULT_LIMIT = 1


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StoreMemoryArgs(_Schema):
    """What the model passes to ``store_memory`` (the user scope comes from the host)."""

    text: TextArg
    event_type: EventTypeArg = "fact"
    entities: EntitiesArg = None
    ttl_days: TtlDaysArg = None
    occurred_at: OccurredAtArg = None


class RecallMemoryArgs(_Schema):
    """What the model passes to ``recall_memory``."""

    query: QueryArg
    context: ContextArg = None
    k: KArg = DEFAULT_K
    event_types: EventTypesArg = None
    since: SinceArg = None
    until: UntilArg = None


class ForgetMemoryArgs(_Schema):
    """What the model passes to ``forget_memory``: exactly one of ``record_id`` or ``query``."""

    record_id: RecordIdArg = None
    query: ForgetQueryArg = None
    hard: HardArg = False
    limit: LimitArg = DEFAULT_LIMIT


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
    timestamp: Moment | None = Field(
        default=None, description="When the step happened (ISO 8601). Defaults to the time of the call."
    )
    metadata: dict[str, Any] | None = Field(
        default=None,
        description=(
            "What else is known about the step: tool_call_id (pairs a tool_call with its tool_result), "
            "args (the tool's arguments), status (ok or error) and error (why a tool failed)."
        ),
    )


StepsArg = Annotated[list[TraceStepInput], Field(min_length=1, description="The trace's steps, in order.")]


class ReflectTraceArgs(_Schema):
    """What a client passes to ``reflect_trace`` (MCP only: the framework adapters capture traces)."""

    steps: StepsArg
    goal: GoalArg = None


class MemoryItem(_Schema):
    """A stored memory as a tool returns it: the statement, its dates, provenance and state."""

    id: str = Field(description="Record id; pass it to forget_memory as record_id to forget this memory.")
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
        description="True when recalled beside another memory of the same thing: a value the user changed (the "
        "context marks it current and the old one former), or two that contradict each other (marked CONFLICT "
        "there: neither is known to hold, ask the user; never take the newest as the truth)."
    )

    @classmethod
    def from_hit(cls, hit: RecallHit) -> MemoryHit:
        """Project an engine recall hit onto the public tool schema."""
        item = MemoryItem.from_record(hit.record)
        return cls(**item.model_dump(), score=hit.score, conflict=hit.conflict)


class ToolResult(_Schema):
    """What every memory tool returns: ``ok`` and a one-line ``message``, plus its own fields."""

    status: Literal["ok"] = Field(default="ok", description="ok; a failed call is a tool error instead.")
    message: str = Field(description="What happened, in one line: what the framework tools return as text.")


class StoreMemoryResult(ToolResult):
    """What ``store_memory`` stored (or the existing memory it was merged into)."""

    memory: MemoryItem


class RecallMemoryResult(ToolResult):
    """What ``recall_memory`` found."""

    context: str = Field(
        description="A ready-to-use context block (dated, sourced, conflicts flagged); empty when nothing matched."
    )
    hits: list[MemoryHit] = Field(description="The recalled memories, best first.")


class ForgetMemoryResult(ToolResult):
    """What ``forget_memory`` forgot."""

    forgotten_ids: list[str] = Field(description="Ids of the memories forgotten; empty when nothing matched.")
    hard: bool = Field(description="True: deleted everywhere. False: marked forgotten, kept for audit.")


class ReflectTraceResult(ToolResult):
    """What hindsight reflection extracted from a trace."""

    trace_id: str
    records: list[MemoryItem] = Field(
        description="Memories created or reinforced; each cites the step ids it came from in source_ids."
    )
    queued_windows: int = Field(
        description="Windows of the trace whose extraction failed and stays queued for a retry (LLM down)."
    )
    skipped_steps: int = Field(
        description="Steps that formed no memory (a greeting, thanks, a bare acknowledgement)."
    )
    forgotten_steps: int = Field(
        0,
        description="Steps hard-forgotten before and said again: blocked by their tombstones, nothing extracted.",
    )


#: hindsight's own memory tools (every adapter's and MCP's): what an agent stores, recalls or forgets through
#: them is memory already, so their calls and results are kept in the trace but never extracted again (a
#: recalled block stored as a new memory would bring back what is later forgotten).
MEMORY_TOOL_NAMES: frozenset[str] = frozenset(
    {"store_memory", "recall_memory", "forget_memory", "reflect_trace"}
)


__all__ = [
    "MEMORY_TOOL_NAMES",
    "DEFAULT_K",
    "DEFAULT_LIMIT",
    "AgentIdArg",
    "ContextArg",
    "EntitiesArg",
    "EventTypeArg",
    "EventTypesArg",
    "ForgetMemoryArgs",
    "ForgetMemoryResult",
    "ForgetQueryArg",
    "GoalArg",
    "HardArg",
    "KArg",
    "LimitArg",
    "MemoryHit",
    "MemoryItem",
    "NonBlank",
    "OccurredAtArg",
    "QueryArg",
    "RecallMemoryArgs",
    "RecallMemoryResult",
    "RecordIdArg",
    "ReflectTraceArgs",
    "ReflectTraceResult",
    "SessionIdArg",
    "SinceArg",
    "StepsArg",
    "StoreMemoryArgs",
    "StoreMemoryResult",
    "TextArg",
    "ToolResult",
    "TraceStepInput",
    "TtlDaysArg",
    "UntilArg",
    "UserIdArg",
]
