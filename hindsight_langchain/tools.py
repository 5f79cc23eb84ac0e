"""``create_memory_tools``: store / recall / forget as tools an agent can call."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

from hindsight_core import Hindsight, HindsightError
from hindsight_langchain._common import require_user_id, resolve_engine


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

    def store(text: str, event_type: str = "fact", entities: list[str] | None = None) -> str:
        with _as_tool_error():
            record = hs.remember(
                text, session_id=session_id, event_type=event_type, entities=entities, **scope
            )
        return _stored(record.id, record.text)

    async def astore(text: str, event_type: str = "fact", entities: list[str] | None = None) -> str:
        with _as_tool_error():
            record = await hs.aio.remember(
                text, session_id=session_id, event_type=event_type, entities=entities, **scope
            )
        return _stored(record.id, record.text)

    def recall(query: str) -> str:
        with _as_tool_error():
            return _recalled(hs.recall(query, k=k, **scope).context)

    async def arecall(query: str) -> str:
        with _as_tool_error():
            return _recalled((await hs.aio.recall(query, k=k, **scope)).context)

    def forget(memory_id: str | None = None, query: str | None = None) -> str:
        with _as_tool_error():
            return _forgotten(hs.forget(memory_id, query=query, user_id=user_id))

    async def aforget(memory_id: str | None = None, query: str | None = None) -> str:
        with _as_tool_error():
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


class _as_tool_error:
    """Turn hindsight errors into ``ToolException`` so the model sees the message instead of a crash."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: Any) -> bool:
        if isinstance(exc, HindsightError):
            raise ToolException(str(exc)) from exc
        return False


def _stored(record_id: str, text: str) -> str:
    return f"Stored memory {record_id}: {text}"


def _recalled(context: str) -> str:
    return context or "No memory matches."


def _forgotten(ids: list[str]) -> str:
    if not ids:
        return "No memory matched; nothing was forgotten."
    return f"Forgot {len(ids)} {'memory' if len(ids) == 1 else 'memories'}: {', '.join(ids)}"
