"""The four hindsight tools an MCP client sees, bound to one engine.

Names, descriptions, arguments, behaviour and result texts are the shared memory-tool definitions
(``hindsight_core.capture.tools``, also wrapped by the LangChain and LlamaIndex adapters). Here the scope
(``user_id``, ``agent_id``, ``session_id``) is an argument, since one server serves many users. Arguments
are validated by the SDK from the annotated signatures below (a bad argument comes back as a tool error
that names the field). Engine errors a caller can act on (``HindsightError``) come back as tool errors with
their message; anything else is logged by the SDK and reported as a generic tool failure.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Annotated

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations

from hindsight_core.capture import tools as memory_tools
from hindsight_core.capture.tool_schemas import (
    DEFAULT_K,
    DEFAULT_LIMIT,
    AgentIdArg,
    ContextArg,
    EntitiesArg,
    EventTypeArg,
    EventTypesArg,
    ForgetMemoryArgs,
    ForgetMemoryResult,
    ForgetQueryArg,
    GoalArg,
    HardArg,
    KArg,
    LimitArg,
    OccurredAtArg,
    QueryArg,
    RecallMemoryArgs,
    RecallMemoryResult,
    RecordIdArg,
    ReflectTraceArgs,
    ReflectTraceResult,
    SessionIdArg,
    SinceArg,
    StepsArg,
    StoreMemoryArgs,
    StoreMemoryResult,
    TextArg,
    ToolResult,
    TtlDaysArg,
    UntilArg,
    UserIdArg,
)
from hindsight_core.errors import HindsightError
from hindsight_core.mcp.auth import BOUND_USER
from hindsight_core.models import Scope
from hindsight_core.validation import over_limit

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight

logger = logging.getLogger(__name__)


@contextmanager
def _as_tool_errors(tool: str) -> Iterator[None]:
    """Report engine errors to the client with their (actionable) message instead of a generic failure;
    anything else is a bug: logged with its traceback here, reported without internals to the client."""
    try:
        yield
    except ToolError:
        raise
    except HindsightError as exc:
        raise ToolError(str(exc)) from exc
    except Exception as exc:
        logger.exception("%s failed unexpectedly", tool)
        raise ToolError(
            f"{tool} failed unexpectedly ({type(exc).__name__}); the server's log has the details"
        ) from exc


def _add(server: MCPServer, fn: object, tool: memory_tools.MemoryTool) -> None:
    hints = ToolAnnotations(
        read_only_hint=tool.read_only,
        destructive_hint=tool.destructive,
        idempotent_hint=tool.idempotent,
        open_world_hint=False,
    )
    server.add_tool(fn, name=tool.name, title=tool.title, description=tool.description, annotations=hints)  # type: ignore[arg-type]


def register_tools(server: MCPServer, engine: AsyncHindsight, *, bound_users: bool = False) -> None:
    """Add ``store_memory``, ``recall_memory``, ``forget_memory`` and ``reflect_trace`` to ``server``; with
    ``bound_users`` (user-bound tokens over HTTP), an HTTP request whose token's user cannot be told is refused
    (fail closed)."""

    def _scope(ctx: Context, user_id: str, agent_id: str | None, session_id: str | None) -> Scope:
        return _checked_scope(ctx, user_id, agent_id, session_id, bound_users=bound_users)

    async def store_memory(
        text: TextArg,
        user_id: UserIdArg,
        ctx: Context,
        agent_id: AgentIdArg = None,
        session_id: SessionIdArg = None,
        event_type: EventTypeArg = "fact",
        entities: EntitiesArg = None,
        ttl_days: TtlDaysArg = None,
        occurred_at: OccurredAtArg = None,
    ) -> Annotated[CallToolResult, StoreMemoryResult]:
        args = StoreMemoryArgs(
            text=text, event_type=event_type, entities=entities, ttl_days=ttl_days, occurred_at=occurred_at
        )
        with _as_tool_errors("store_memory"):
            return _answer(
                await memory_tools.astore_memory(engine, _scope(ctx, user_id, agent_id, session_id), args)
            )

    async def recall_memory(
        query: QueryArg,
        user_id: UserIdArg,
        ctx: Context,
        agent_id: AgentIdArg = None,
        context: ContextArg = None,
        k: KArg = DEFAULT_K,
        event_types: EventTypesArg = None,
        since: SinceArg = None,
        until: UntilArg = None,
    ) -> Annotated[CallToolResult, RecallMemoryResult]:
        args = RecallMemoryArgs(
            query=query, context=context, k=k, event_types=event_types, since=since, until=until
        )
        with _as_tool_errors("recall_memory"):
            return _answer(
                await memory_tools.arecall_memory(engine, _scope(ctx, user_id, agent_id, None), args)
            )

    async def forget_memory(
        user_id: UserIdArg,
        ctx: Context,
        agent_id: AgentIdArg = None,
        record_id: RecordIdArg = None,
        query: ForgetQueryArg = None,
        hard: HardArg = False,
        limit: LimitArg = DEFAULT_LIMIT,
    ) -> Annotated[CallToolResult, ForgetMemoryResult]:
        args = ForgetMemoryArgs(record_id=record_id, query=query, hard=hard, limit=limit)
        with _as_tool_errors("forget_memory"):
            # taken as every tool takes it; a forget acts for the user across their agents (its description says so)
            return _answer(
                await memory_tools.aforget_memory(engine, _scope(ctx, user_id, agent_id, None), args)
            )

    async def reflect_trace(
        user_id: UserIdArg,
        ctx: Context,
        steps: StepsArg,
        goal: GoalArg = None,
        agent_id: AgentIdArg = None,
        session_id: SessionIdArg = None,
    ) -> Annotated[CallToolResult, ReflectTraceResult]:
        limits = engine.config.limits
        if len(steps) > limits.max_steps_per_trace:  # before building the trace: it is work on this loop
            raise ToolError(str(over_limit("the trace", len(steps), "steps", "max_steps_per_trace", limits)))
        args = ReflectTraceArgs(steps=steps, goal=goal)
        with _as_tool_errors("reflect_trace"):
            return _answer(
                await memory_tools.areflect_trace(engine, _scope(ctx, user_id, agent_id, session_id), args)
            )

    _add(server, store_memory, memory_tools.STORE_MEMORY)
    _add(server, recall_memory, memory_tools.RECALL_MEMORY)
    _add(server, forget_memory, memory_tools.FORGET_MEMORY)
    _add(server, reflect_trace, memory_tools.REFLECT_TRACE)


def _answer(result: ToolResult) -> CallToolResult:
    """What the model reads is the result's message (for recall: the context block and the memory ids), once;
    the whole result (hits with every field) is the ``structuredContent`` for the host, not a JSON dump in
    the text (a recall of 5 short memories was 4,339 characters of JSON around a 501-character block)."""
    return CallToolResult(
        content=[TextContent(type="text", text=result.message)],
        structured_content=result.model_dump(mode="json", by_alias=True),
    )


def _checked_scope(
    ctx: Context, user_id: str, agent_id: str | None, session_id: str | None, *, bound_users: bool
) -> Scope:
    """The call's scope; over HTTP with a user-bound token (``HINDSIGHT_MCP_USER_TOKENS``), only that user:
    a model (or a prompt injected into it) naming another user is refused."""
    state = _request_state(ctx)
    if state is not None and bound_users and BOUND_USER not in state:
        raise ToolError("this request's token could not be told apart: the server refuses it")
    bound = state.get(BOUND_USER) if state is not None else None
    if isinstance(bound, str) and user_id != bound:
        raise ToolError(
            f"this connection's token is bound to one user: user_id must be {bound!r}, not {user_id!r}"
        )
    return Scope(user_id=user_id, agent_id=agent_id, session_id=session_id)


def _request_state(ctx: Context) -> dict[str, object] | None:
    """The ASGI ``state`` of the HTTP request a tool call came in (None over stdio)."""
    try:
        request = ctx.request_context.request
    except ValueError:  # no request (called outside one)
        return None
    scope = getattr(request, "scope", None)  # a Starlette request over HTTP; None over stdio
    if not isinstance(scope, dict):
        return None
    state = scope.get("state")
    return state if isinstance(state, dict) else {}


__all__ = ["register_tools"]
