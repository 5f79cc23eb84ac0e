"""``create_memory_tools``: store / recall / forget as tools an agent can call."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, ParamSpec

from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

from hindsight_core import Hindsight, HindsightError, MemoryRecord, RecallResult
from hindsight_langchain._common import require_user_id, resolve_engine

P = ParamSpec("P")


class StoreMemoryInput(BaseModel):
    text: str = Field(description="One self-contained fact to remember, in the third person.")
    event_type: str = Field(
        default="fact", description="preference, decision, fact, plan, problem or solution."
    )
    entities: list[str] | None = Field(
        default=None, description="Names the fact is about (people, tools, places); inferred when omitted."
    )


class RecallMemoryInput(BaseModel):
    query: str = Field(description="What to look up in long-term memory.")


class ForgetMemoryInput(BaseModel):
    memory_id: str | None = Field(default=None, description="The id of the memory to forget.")
    query: str | None = Field(default=None, description="Forget the memory that best matches this text.")


def create_memory_tools(
    *,
    engine: Hindsight | None = None,
    data_dir: str | Path | None = None,
    user_id: str,
    session_id: str | None = None,
    agent_id: str | None = None,
    k: int = 5,
    name_prefix: str = "",
) -> list[BaseTool]:
    """Tools ``store_memory``, ``recall_memory`` and ``forget_memory`` bound to one user's memory.

    Errors from a bad call (an empty text, no id or query) go back to the model as the tool's answer.
    Forgetting is soft (the record is kept for audit and never recalled again).

    Example:
        >>> tools = create_memory_tools(engine=hs, user_id="alice")  # doctest: +SKIP
        >>> agent = create_agent(model, tools)
    """
    owner = "create_memory_tools"
    require_user_id(user_id, owner=owner)
    hs, _ = resolve_engine(engine, data_dir, owner=owner)
    scope: dict[str, Any] = {"user_id": user_id, "agent_id": agent_id}

    @_reported
    def store(text: str, event_type: str = "fact", entities: list[str] | None = None) -> str:
        record = hs.remember(text, session_id=session_id, event_type=event_type, entities=entities, **scope)
        return _stored(record)

    @_areported
    async def astore(text: str, event_type: str = "fact", entities: list[str] | None = None) -> str:
        record = await hs.aio.remember(
            text, session_id=session_id, event_type=event_type, entities=entities, **scope
        )
        return _stored(record)

    @_reported
    def recall(query: str) -> str:
        return _recalled(hs.recall(query, k=k, **scope))

    @_areported
    async def arecall(query: str) -> str:
        return _recalled(await hs.aio.recall(query, k=k, **scope))

    @_reported
    def forget(memory_id: str | None = None, query: str | None = None) -> str:
        return _forgotten(hs.forget(memory_id, query=query, user_id=user_id))

    @_areported
    async def aforget(memory_id: str | None = None, query: str | None = None) -> str:
        return _forgotten(await hs.aio.forget(memory_id, query=query, user_id=user_id))

    return [
        StructuredTool.from_function(
            func=store,
            coroutine=astore,
            name=f"{name_prefix}store_memory",
            description="Save a fact about the user or the task to long-term memory, for later sessions.",
            args_schema=StoreMemoryInput,
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            func=recall,
            coroutine=arecall,
            name=f"{name_prefix}recall_memory",
            description="Look up long-term memory: dated facts, preferences and decisions from earlier sessions.",
            args_schema=RecallMemoryInput,
            handle_tool_error=True,
        ),
        StructuredTool.from_function(
            func=forget,
            coroutine=aforget,
            name=f"{name_prefix}forget_memory",
            description="Forget a memory that is wrong or that the user asked to delete, by id or by description.",
            args_schema=ForgetMemoryInput,
            handle_tool_error=True,
        ),
    ]


def _reported(func: Callable[P, str]) -> Callable[P, str]:
    """Hindsight errors become ``ToolException``: the model reads the message instead of the run crashing."""

    @functools.wraps(func)
    def call(*args: P.args, **kwargs: P.kwargs) -> str:
        try:
            return func(*args, **kwargs)
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc

    return call


def _areported(func: Callable[P, Awaitable[str]]) -> Callable[P, Awaitable[str]]:
    """The async twin of ``_reported``."""

    @functools.wraps(func)
    async def call(*args: P.args, **kwargs: P.kwargs) -> str:
        try:
            return await func(*args, **kwargs)
        except HindsightError as exc:
            raise ToolException(str(exc)) from exc

    return call


def _stored(record: MemoryRecord) -> str:
    return f"Stored memory {record.id}: {record.text}"


def _recalled(result: RecallResult) -> str:
    return result.context or "No memory matches."


def _forgotten(ids: list[str]) -> str:
    if not ids:
        return "No memory matched; nothing was forgotten."
    return f"Forgot {len(ids)} {'memory' if len(ids) == 1 else 'memories'}: {', '.join(ids)}"
