"""``HindsightToolSpec``: store / recall / forget memories as LlamaIndex ``FunctionTool``s."""

from __future__ import annotations

from pathlib import Path

from llama_index.core.tools.tool_spec.base import BaseToolSpec

from hindsight_core import Hindsight
from hindsight_llamaindex._engines import resolve_engine


class HindsightToolSpec(BaseToolSpec):
    """Memory tools an agent can call on its own: ``store_memory``, ``recall_memory``, ``forget_memory``.

    Every tool works inside the scope given here (``user_id`` and optional ``agent_id``/``session_id``):
    the model cannot read or erase another user's memories.

    Example:
        >>> from llama_index.core.agent.workflow import FunctionAgent
        >>> spec = HindsightToolSpec(data_dir="./.hindsight", user_id="alice")  # doctest: +SKIP
        >>> agent = FunctionAgent(tools=spec.to_tool_list(), llm=llm)  # doctest: +SKIP
    """

    spec_functions = [
        ("store_memory", "astore_memory"),
        ("recall_memory", "arecall_memory"),
        ("forget_memory", "aforget_memory"),
    ]

    def __init__(
        self,
        engine: Hindsight | None = None,
        *,
        user_id: str,
        data_dir: str | Path | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        recall_k: int = 5,
    ) -> None:
        self.engine, self.data_dir = resolve_engine(engine, data_dir)
        self.user_id = user_id
        self.session_id = session_id
        self.agent_id = agent_id
        self.recall_k = recall_k

    def store_memory(self, text: str, event_type: str = "fact", entities: list[str] | None = None) -> str:
        """Store one fact about the user or the task in long-term memory.

        Args:
            text: The fact as a short third-person statement, e.g. "Alice prefers window seats".
            event_type: One of preference, decision, fact, plan, problem, solution.
            entities: Names the fact is about (people, products, places); detected when omitted.
        """
        record = self.engine.remember(
            text,
            event_type=event_type,
            entities=entities,
            user_id=self.user_id,
            agent_id=self.agent_id,
            session_id=self.session_id,
        )
        return f"Stored memory {record.id}: {record.text}"

    async def astore_memory(
        self, text: str, event_type: str = "fact", entities: list[str] | None = None
    ) -> str:
        """Store one fact about the user or the task in long-term memory.

        Args:
            text: The fact as a short third-person statement, e.g. "Alice prefers window seats".
            event_type: One of preference, decision, fact, plan, problem, solution.
            entities: Names the fact is about (people, products, places); detected when omitted.
        """
        record = await self.engine.aio.remember(
            text,
            event_type=event_type,
            entities=entities,
            user_id=self.user_id,
            agent_id=self.agent_id,
            session_id=self.session_id,
        )
        return f"Stored memory {record.id}: {record.text}"

    def recall_memory(self, query: str) -> str:
        """Recall what is remembered about a topic from earlier conversations and tasks.

        Args:
            query: What to look for, e.g. "which database does the user prefer?".
        """
        result = self.engine.recall(query, user_id=self.user_id, agent_id=self.agent_id, k=self.recall_k)
        return result.context or _NOTHING_RECALLED

    async def arecall_memory(self, query: str) -> str:
        """Recall what is remembered about a topic from earlier conversations and tasks.

        Args:
            query: What to look for, e.g. "which database does the user prefer?".
        """
        result = await self.engine.aio.recall(
            query, user_id=self.user_id, agent_id=self.agent_id, k=self.recall_k
        )
        return result.context or _NOTHING_RECALLED

    def forget_memory(self, query: str) -> str:
        """Forget the one memory that best matches a description (it is kept for audit, never recalled).

        Args:
            query: A description of the memory to forget, e.g. "the user's old phone number".
        """
        return _forgot(self.engine.forget(query=query, user_id=self.user_id))

    async def aforget_memory(self, query: str) -> str:
        """Forget the one memory that best matches a description (it is kept for audit, never recalled).

        Args:
            query: A description of the memory to forget, e.g. "the user's old phone number".
        """
        return _forgot(await self.engine.aio.forget(query=query, user_id=self.user_id))


_NOTHING_RECALLED = "No relevant memories found."


def _forgot(ids: list[str]) -> str:
    if not ids:
        return "No matching memory found; nothing was forgotten."
    return f"Forgot memory {ids[0]}."
