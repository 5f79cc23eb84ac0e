"""The four hindsight tools an MCP client sees, bound to one engine.

Arguments are validated by the SDK from the annotated signatures below (a bad argument comes back as a
tool error that names the field). Engine errors a caller can act on (``HindsightError``) come back as tool
errors with their message; anything else is logged by the SDK and reported as a generic tool failure.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from hindsight_core.errors import HindsightError
from hindsight_core.mcp.schemas import (
    ForgetMemoryResult,
    MemoryHit,
    MemoryItem,
    NonBlank,
    RecallMemoryResult,
    ReflectTraceResult,
    StoreMemoryResult,
    TraceStepInput,
)
from hindsight_core.models import Scope, Trace, TraceStep

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight

UserId = Annotated[NonBlank, Field(description="Whose memory this is. Every memory is scoped to one user.")]
AgentId = Annotated[str | None, Field(description="Optional: the agent the memory belongs to.")]
SessionId = Annotated[str | None, Field(description="Optional: the conversation or session it came from.")]

STORE_DESCRIPTION = """\
Store one fact worth remembering about the user or the task, so that it can be recalled in later sessions.
Write `text` as a short, self-contained third-person statement ("Alice prefers PostgreSQL for new
services"), one fact per call. Use it for stable preferences, decisions, facts, plans and problems; do not
store chit-chat. A near-duplicate of an existing memory is merged into it. Returns the stored memory with
its id."""

RECALL_DESCRIPTION = """\
Recall what is remembered about a user that is relevant to a query. Call it before answering whenever
earlier sessions may matter (preferences, past decisions, known problems). Returns `context`, a
ready-to-use block of dated, sourced memories with conflicts flagged, and `hits`, the memories with ids,
dates, sources, confidence and a `conflict` flag (when two memories disagree, prefer the newest or ask)."""

FORGET_DESCRIPTION = """\
Forget memories of a user: pass exactly one of `record_id` (an id returned by recall_memory or
store_memory) or `query` (forgets the best match, or the `max_matches` best matches). By default a forgotten memory is
kept for audit but never recalled again; `hard=true` deletes it everywhere. Use it when the user asks to
forget something or a memory is wrong."""

REFLECT_DESCRIPTION = """\
Submit a finished agent trace (the task's steps in order) for hindsight reflection: the whole trace is
reviewed with the goal in view and the facts worth keeping are extracted and stored. Each step has a
`type` (user_input, model_output, tool_call, tool_result) and its full `content`; give `step_id`s to see
which step each memory came from. Returns the memories created, each citing its source step ids."""


@contextmanager
def _as_tool_errors() -> Iterator[None]:
    """Report engine errors to the client with their (actionable) message instead of a generic failure."""
    try:
        yield
    except HindsightError as exc:
        raise ToolError(str(exc)) from exc


def register_tools(server: MCPServer, engine: AsyncHindsight) -> None:
    """Add ``store_memory``, ``recall_memory``, ``forget_memory`` and ``reflect_trace`` to ``server``."""

    async def store_memory(
        text: Annotated[
            NonBlank, Field(description="The fact, as one self-contained third-person statement.")
        ],
        user_id: UserId,
        agent_id: AgentId = None,
        session_id: SessionId = None,
        event_type: Annotated[
            str | None,
            Field(
                min_length=1,
                description="preference, decision, fact, plan, problem, solution or observation (default fact).",
            ),
        ] = None,
        entities: Annotated[
            list[str] | None,
            Field(
                description="Names the fact is about (people, products, places); found automatically if omitted."
            ),
        ] = None,
        ttl_days: Annotated[
            float | None,
            Field(gt=0, description="Forget the memory after this many days; default depends on event_type."),
        ] = None,
        occurred_at: Annotated[
            datetime | None,
            Field(description="When the fact happened or was stated, ISO 8601; defaults to now."),
        ] = None,
    ) -> StoreMemoryResult:
        with _as_tool_errors():
            record = await engine.remember(
                text,
                user_id=user_id,
                agent_id=agent_id,
                session_id=session_id,
                event_type=event_type or "fact",
                entities=entities,
                ttl_days=ttl_days,
                occurred_at=occurred_at,
            )
        return StoreMemoryResult(memory=MemoryItem.from_record(record))

    async def recall_memory(
        query: Annotated[NonBlank, Field(description="What you need to know, in natural language.")],
        user_id: UserId,
        context: Annotated[
            str | None,
            Field(
                description="Optional text about the current task; it is added to the query to focus recall."
            ),
        ] = None,
        max_results: Annotated[
            int, Field(ge=1, le=50, description="How many memories to return at most.")
        ] = 5,
        event_types: Annotated[
            list[str] | None, Field(description="Only these event types, e.g. ['preference', 'decision'].")
        ] = None,
        since: Annotated[
            datetime | None, Field(description="Only memories that occurred at or after this time.")
        ] = None,
        until: Annotated[
            datetime | None, Field(description="Only memories that occurred at or before this time.")
        ] = None,
    ) -> RecallMemoryResult:
        full_query = f"{query}\n{context}" if context and context.strip() else query
        with _as_tool_errors():
            result = await engine.recall(
                full_query,
                user_id=user_id,
                k=max_results,
                event_types=event_types or None,
                since=since,
                until=until,
            )
        return RecallMemoryResult(
            context=result.context, hits=[MemoryHit.from_hit(hit) for hit in result.hits]
        )

    async def forget_memory(
        user_id: UserId,
        record_id: Annotated[
            str | None, Field(min_length=1, description="Id of the memory to forget (from recall or store).")
        ] = None,
        query: Annotated[
            str | None,
            Field(min_length=1, description="Forget the memories that best match this text instead."),
        ] = None,
        hard: Annotated[
            bool, Field(description="true: delete everywhere. false (default): keep for audit, never recall.")
        ] = False,
        max_matches: Annotated[
            int,
            Field(
                ge=1, le=50, description="With `query`: how many of the best matches to forget (default 1)."
            ),
        ] = 1,
    ) -> ForgetMemoryResult:
        if (record_id is None) == (query is None):
            raise ToolError("forget_memory needs exactly one of `record_id` or `query`")
        with _as_tool_errors():
            if record_id is not None:
                record = await engine.get_record(record_id)
                # Same answer for "no such id" and "another user's id": ids never leak across users.
                if record is None or record.scope.user_id != user_id:
                    raise ToolError(
                        f"no memory with record_id {record_id!r} for user {user_id!r}; "
                        "use recall_memory to find the id of the memory to forget"
                    )
                forgotten = await engine.forget(record_id=record_id, user_id=user_id, hard=hard)
            else:
                forgotten = await engine.forget(query=query, user_id=user_id, hard=hard, limit=max_matches)
        return ForgetMemoryResult(forgotten_ids=list(forgotten), hard=hard)

    async def reflect_trace(
        user_id: UserId,
        steps: Annotated[
            list[TraceStepInput], Field(min_length=1, description="The trace's steps, in order.")
        ],
        goal: Annotated[str | None, Field(description="What the task was trying to achieve.")] = None,
        agent_id: AgentId = None,
        session_id: SessionId = None,
    ) -> ReflectTraceResult:
        trace_steps = [
            TraceStep(
                **step.model_dump(exclude_none=True, exclude={"metadata"}),
                metadata=step.metadata or {},
            )
            for step in steps
        ]
        trace = Trace(
            scope=Scope(user_id=user_id, agent_id=agent_id, session_id=session_id),
            goal=goal,
            steps=trace_steps,
        )
        with _as_tool_errors():
            result = await engine.reflect(trace)
        return ReflectTraceResult(
            trace_id=result.trace_id,
            records=[MemoryItem.from_record(record) for record in [*result.added, *result.merged]],
            queued_windows=result.queued_windows,
            skipped_steps=result.skipped_steps,
        )

    server.add_tool(
        store_memory,
        title="Store a memory",
        description=STORE_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False),
    )
    server.add_tool(
        recall_memory,
        title="Recall memories",
        description=RECALL_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )
    server.add_tool(
        forget_memory,
        title="Forget memories",
        description=FORGET_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=True),
    )
    server.add_tool(
        reflect_trace,
        title="Reflect on a finished trace",
        description=REFLECT_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False),
    )


__all__ = ["register_tools"]
