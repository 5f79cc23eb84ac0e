"""``create_memory_tools``: the shared memory tools (store / recall / forget) as LangChain tools."""

from __future__ import annotations

import re
from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

from langchain.tools import ToolRuntime
from langchain_core.messages import BaseMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, InjectedToolArg, StructuredTool, ToolException
from pydantic import BaseModel, ValidationError, create_model

from hindsight_core import Hindsight, HindsightError
from hindsight_core.capture import adapter_k, check_scope_ids, checked_keywords
from hindsight_core.capture.tool_schemas import (
    StoreMemoryArgs,
    StoreMemoryResult,
    ToolResult,
)
from hindsight_core.capture.tools import (
    MEMORY_TOOLS,
    MemoryTool,
    invalid_arguments,
    parse_args,
    remember_kwargs,
    stored_result,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope
from hindsight_langchain._common import (
    call_scope,
    call_sources,
    check_user_id,
    resolve_engine,
    turn_defaults,
    turn_humans,
)

_Artifact = tuple[str, dict[str, Any]]
#: What a tool name may hold (OpenAI's and Anthropic's tool names: ``^[a-zA-Z0-9_-]+$``).
_TOOL_NAME = re.compile(r"[A-Za-z0-9_-]*")


@checked_keywords
def create_memory_tools(
    *,
    engine: Hindsight | None = None,
    data_dir: str | Path | None = None,
    user_id: str | None = None,
    session_id: str | None = None,
    agent_id: str | None = None,
    k: int = 5,
    name_prefix: str = "",
) -> list[BaseTool]:
    """Tools ``store_memory``, ``recall_memory`` and ``forget_memory`` (the same as the MCP server's).

    The user comes from the call (the LangGraph ``context`` of ``agent.invoke(..., context=...)``,
    ``config["configurable"]``, ``config["metadata"]``), else from ``user_id=``: the model never picks
    whose memory it reads. Each tool answers with the shared result text; the structured result is the
    ``ToolMessage``'s artifact. A bad call (an empty text, neither ``record_id`` nor ``query``, another
    user's ``record_id``) comes back to the model as an error message.

    In an agent, a memory ``store_memory`` stores cites the user's message of the turn (as the turn's own
    record by the middleware or the callback handler does), so ``forget_memory`` by ``query`` (like every
    forget by query) forgets, with each memory it matches, the copy of the same statement from that message:
    a fact the model stored and the turn's record of the user saying it are one memory to forget, not two.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> tools = create_memory_tools(engine=hs)  # create_agent(model, [*your_tools, *tools], ...)
        >>> [t.name for t in tools]
        ['store_memory', 'recall_memory', 'forget_memory']
        >>> store, recall, forget = tools
        >>> store.invoke({"text": "Alice prefers PostgreSQL"}, config={"configurable": {"user_id": "alice"}})
        'Stored ...'
        >>> hs.close()
    """
    owner = "create_memory_tools"
    check_user_id(user_id, owner=owner)
    check_scope_ids(owner, session_id=session_id, agent_id=agent_id)
    k = adapter_k(k, owner, engine)
    if not isinstance(name_prefix, str) or not _TOOL_NAME.fullmatch(name_prefix):
        raise UserError(
            f"{owner}: name_prefix= must be text of ASCII letters, digits, _ and - (what chat model APIs take in "
            f"a tool name), e.g. 'memory_', not {name_prefix!r}"
        )
    hs, _ = resolve_engine(engine, data_dir, owner=owner)

    def scope_of(config: RunnableConfig) -> Scope:
        user, session, agent = turn_defaults(user_id, session_id, agent_id)
        return call_scope(
            owner,
            call_sources(config),
            user_id=user,
            session_id=session,
            agent_id=agent,
            limits=hs.config.limits,
        )

    return [
        _tool(hs, tool, scope_of, {"k": k} if tool.name == "recall_memory" else {}, name_prefix)
        for tool in MEMORY_TOOLS
    ]


_Runtime = Annotated[ToolRuntime | None, InjectedToolArg]
"""The agent's ``ToolRuntime``, injected by LangGraph's tool node (not an argument the model sees); ``None``
when the tool is called by hand."""
_Call = Callable[[Hindsight, Scope, Any, list[str]], ToolResult]
_ACall = Callable[[Hindsight, Scope, Any, list[str]], Coroutine[Any, Any, ToolResult]]


def _tool(
    hs: Hindsight,
    tool: MemoryTool,
    scope_of: Callable[[RunnableConfig], Scope],
    defaults: dict[str, Any],
    prefix: str,
) -> BaseTool:
    call, acall = _CALLS.get(tool.name) or _plain(tool)

    def run(config: RunnableConfig, runtime: _Runtime = None, **arguments: Any) -> _Artifact:
        try:
            args = parse_args(tool.name, tool.args, {**defaults, **arguments})
            result = call(hs, scope_of(config), args, turn_message_ids(runtime))
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc
        return result.message, result.model_dump(mode="json")

    async def arun(config: RunnableConfig, runtime: _Runtime = None, **arguments: Any) -> _Artifact:
        try:
            args = parse_args(tool.name, tool.args, {**defaults, **arguments})
            result = await acall(hs, scope_of(config), args, turn_message_ids(runtime))
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc
        return result.message, result.model_dump(mode="json")

    def invalid(error: ValidationError | Any) -> str:
        return invalid_arguments(tool.name, error) if isinstance(error, ValidationError) else str(error)

    coroutine: Callable[..., Coroutine[Any, Any, _Artifact]] = arun
    return StructuredTool.from_function(
        func=run,
        coroutine=coroutine,
        name=f"{prefix}{tool.name}",
        description=tool.description,
        args_schema=_with_runtime(tool.args),
        response_format="content_and_artifact",
        handle_tool_error=True,
        handle_validation_error=invalid,
    )


def _with_runtime(args: type[BaseModel]) -> type[BaseModel]:
    """The shared arguments plus LangGraph's injected ``runtime``: the shared models refuse unknown fields, and
    LangChain checks the injected one against the schema too. The model never sees it (``tool_call_schema``)."""
    field: Any = (Annotated[Any, InjectedToolArg], None)  # the function's signature names its type
    return create_model(args.__name__, __base__=args, runtime=field)


def turn_message_ids(runtime: ToolRuntime | None) -> list[str]:
    """The ids of the user's messages that opened the current turn, when the tool runs in a LangGraph agent
    (``ToolRuntime.state``): what a stored memory comes from. The turn's own record (by the middleware or
    the callback handler) cites the same messages, which is how a memory stored twice is known as one."""
    state = getattr(runtime, "state", None)
    messages = state.get("messages") if isinstance(state, Mapping) else getattr(state, "messages", None)
    if not isinstance(messages, Sequence):
        return []
    listed = [m for m in messages if isinstance(m, BaseMessage)]
    return [str(m.id) for m in turn_humans(listed) if m.id]


def _plain(tool: MemoryTool) -> tuple[_Call, _ACall]:
    """The shared tool's own calls (they need no message ids)."""
    call = tool.call
    assert call is not None, f"{tool.name} has a sync call"

    def sync(hs: Hindsight, scope: Scope, args: Any, sources: list[str]) -> ToolResult:
        return call(hs, scope, args)

    async def async_(hs: Hindsight, scope: Scope, args: Any, sources: list[str]) -> ToolResult:
        return await tool.acall(hs.aio, scope, args)

    return sync, async_


# -- store_memory: the stored memory cites the turn it came from --------------------------------------------
# The shared store_memory takes no source ids: the same arguments and answer, plus the turn's message ids.


def _store(hs: Hindsight, scope: Scope, args: StoreMemoryArgs, sources: list[str]) -> StoreMemoryResult:
    return stored_result(hs.remember(**remember_kwargs(scope, args), source_ids=sources or None))


async def _astore(
    hs: Hindsight, scope: Scope, args: StoreMemoryArgs, sources: list[str]
) -> StoreMemoryResult:
    return stored_result(await hs.aio.remember(**remember_kwargs(scope, args), source_ids=sources or None))


_CALLS: dict[str, tuple[_Call, _ACall]] = {
    "store_memory": (_store, _astore),
}
