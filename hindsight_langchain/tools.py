"""``create_memory_tools``: the shared memory tools (store / recall / forget) as LangChain tools."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import ValidationError

from hindsight_core import Hindsight, HindsightError
from hindsight_core.capture.tools import MEMORY_TOOLS, MemoryTool, invalid_arguments, parse_args
from hindsight_core.errors import UserError
from hindsight_core.models import Scope
from hindsight_langchain._common import call_scope, call_sources, check_user_id, resolve_engine

_Artifact = tuple[str, dict[str, Any]]


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
    if k < 1:
        raise UserError(f"{owner}: k must be at least 1")
    hs, _ = resolve_engine(engine, data_dir, owner=owner)

    def scope_of(config: RunnableConfig) -> Scope:
        return call_scope(
            owner, call_sources(config), user_id=user_id, session_id=session_id, agent_id=agent_id
        )

    return [
        _tool(hs, tool, scope_of, {"k": k} if tool.name == "recall_memory" else {}, name_prefix)
        for tool in MEMORY_TOOLS
    ]


def _tool(
    hs: Hindsight,
    tool: MemoryTool,
    scope_of: Callable[[RunnableConfig], Scope],
    defaults: dict[str, Any],
    prefix: str,
) -> BaseTool:
    call = tool.call
    assert call is not None, f"{tool.name} has a sync call"

    def run(config: RunnableConfig, **arguments: Any) -> _Artifact:
        try:
            result = call(hs, scope_of(config), parse_args(tool.name, tool.args, {**defaults, **arguments}))
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc
        return result.message, result.model_dump(mode="json")

    async def arun(config: RunnableConfig, **arguments: Any) -> _Artifact:
        try:
            args = parse_args(tool.name, tool.args, {**defaults, **arguments})
            result = await tool.acall(hs.aio, scope_of(config), args)
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
        args_schema=tool.args,
        response_format="content_and_artifact",
        handle_tool_error=True,
        handle_validation_error=invalid,
    )
