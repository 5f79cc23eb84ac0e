"""``HindsightMiddleware``: long-term memory for ``langchain.agents.create_agent``."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime

from hindsight_core import Hindsight, RecallResult
from hindsight_core.errors import HindsightError, UserError
from hindsight_core.models import Scope
from hindsight_langchain._background import BackgroundWriter, Job, WriterOwner
from hindsight_langchain._common import (
    content_text,
    last_human_text,
    last_turn,
    message_to_turn,
    resolve_engine,
    scope_value,
)

logger = logging.getLogger("hindsight_langchain")

_CACHE_SIZE = 256


class HindsightMiddleware(WriterOwner, AgentMiddleware[AgentState[Any], Any]):
    """Recalls memories into the system message of every model call, and retains each finished turn.

    The user, session and agent ids come from ``runtime.context`` when it has them (an object or a dict
    with ``user_id`` / ``session_id`` / ``agent_id``, passed as ``agent.invoke(..., context=...)``), else
    from the constructor. Recall answers the latest human message and is done once per message, not per
    model call of a tool loop. The turn is retained on a background thread by default (``flush()`` waits);
    memory failures are logged and never fail the agent, except a missing ``user_id``.

    Example:
        >>> agent = create_agent(model, tools, middleware=[HindsightMiddleware(engine=hs, user_id="alice")])
        >>> agent.invoke({"messages": [("user", "Which database do I like?")]})  # doctest: +SKIP
    """

    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        k: int = 5,
        header: str = "",
        record_turns: bool = True,
        background: bool = True,
    ) -> None:
        """Args:
        engine: A shared engine (or give ``data_dir`` to open the embedded default).
        data_dir: Where the embedded default engine keeps its data.
        user_id: Default user (``runtime.context.user_id`` wins when present).
        session_id: Default session for the turns retained.
        agent_id: Default agent scope.
        k: How many memories to recall.
        header: An optional line put above the recalled memories (the context block has its own heading).
        record_turns: Retain each finished turn (``after_agent``).
        background: Retain on a background thread instead of before the agent returns.
        """
        super().__init__()
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=type(self).__name__)
        self.user_id = user_id
        self.session_id = session_id
        self.agent_id = agent_id
        self.k = k
        self.header = header
        self.record_turns = record_turns
        self.background = background
        self._writer = BackgroundWriter("hindsight-langchain-retain")
        self._cache: OrderedDict[tuple[Any, ...], str] = OrderedDict()
        self._cache_lock = threading.Lock()

    # -- model calls ----------------------------------------------------------------------------------------

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> Any:
        key, query, scope = self._recall_key(request)
        context = self._cached(key)
        if context is None and query:
            context = self._store_cache(key, self._recall(query, scope))
        return handler(self._with_memories(request, context))

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> Any:
        key, query, scope = self._recall_key(request)
        context = self._cached(key)
        if context is None and query:
            context = self._store_cache(key, await self._arecall(query, scope))
        return await handler(self._with_memories(request, context))

    # -- end of a turn --------------------------------------------------------------------------------------

    def after_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        job = self._retain_job(state, runtime)
        if job is None:
            return None
        if self.background:
            self._writer.submit(job)
        else:
            self._run_logged(job)
        return None

    async def aafter_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        job = self._retain_job(state, runtime)
        if job is None:
            return None
        if self.background:
            self._writer.submit(job)
        else:
            await asyncio.to_thread(self._run_logged, job)
        return None

    # -- helpers --------------------------------------------------------------------------------------------

    def _scope(self, runtime: Runtime[Any] | None) -> Scope:
        context = getattr(runtime, "context", None)
        user_id = scope_value(context, "user_id") or self.user_id
        if not user_id:
            raise UserError(
                "HindsightMiddleware needs a user: pass user_id= to it, or invoke the agent with "
                "context={'user_id': ...} (create_agent(..., context_schema=...))"
            )
        return Scope(
            user_id=user_id,
            session_id=scope_value(context, "session_id") or self.session_id,
            agent_id=scope_value(context, "agent_id") or self.agent_id,
        )

    def _recall_key(self, request: ModelRequest[Any]) -> tuple[tuple[Any, ...] | None, str, Scope]:
        scope = self._scope(request.runtime)
        query = last_human_text(request.messages)
        human = next((m for m in reversed(request.messages) if isinstance(m, HumanMessage)), None)
        # Message ids are unique per turn (LangGraph assigns them): one recall per turn, not per model call.
        key = None if human is None or not human.id else (scope.user_id, scope.agent_id, human.id)
        return key, query, scope

    def _cached(self, key: tuple[Any, ...] | None) -> str | None:
        if key is None:
            return None
        with self._cache_lock:
            return self._cache.get(key)

    def _store_cache(self, key: tuple[Any, ...] | None, context: str) -> str:
        if key is not None:
            with self._cache_lock:
                self._cache[key] = context
                while len(self._cache) > _CACHE_SIZE:
                    self._cache.popitem(last=False)
        return context

    def _recall(self, query: str, scope: Scope) -> str:
        try:
            result: RecallResult = self._engine.recall(
                query, user_id=scope.user_id, agent_id=scope.agent_id, k=self.k
            )
            return result.context
        except HindsightError:
            logger.warning("hindsight: recall failed; the model is called without memories", exc_info=True)
            return ""

    async def _arecall(self, query: str, scope: Scope) -> str:
        try:
            result: RecallResult = await self._engine.aio.recall(
                query, user_id=scope.user_id, agent_id=scope.agent_id, k=self.k
            )
            return result.context
        except HindsightError:
            logger.warning("hindsight: recall failed; the model is called without memories", exc_info=True)
            return ""

    def _with_memories(self, request: ModelRequest[Any], context: str | None) -> ModelRequest[Any]:
        if not context:
            return request
        section = f"{self.header}\n{context}" if self.header else context
        current = request.system_message
        if current is None:
            return request.override(system_message=SystemMessage(content=section))
        if isinstance(current.content, str):
            body = f"{current.content}\n\n{section}" if current.content else section
            return request.override(system_message=SystemMessage(content=body))
        blocks = [*current.content, {"type": "text", "text": f"\n\n{section}"}]
        return request.override(system_message=SystemMessage(content=blocks))

    def _retain_job(self, state: AgentState[Any], runtime: Runtime[Any]) -> Job | None:
        if not self.record_turns:
            return None
        scope = self._scope(runtime)
        messages: list[BaseMessage] = list(state.get("messages", []))
        turns = [t for t in (message_to_turn(m) for m in last_turn(messages)) if t is not None]
        if not turns:
            return None
        engine = self._engine
        first = next((t["content"] for t in turns if t["role"] == "user"), content_text(turns[0]["content"]))

        def run() -> None:
            engine.retain(
                turns,
                user_id=scope.user_id,
                agent_id=scope.agent_id,
                session_id=scope.session_id,
                goal=first[:1000],
            )

        return Job(label=f"retain of a {len(turns)}-message turn for {scope.user_id}", run=run, payload=turns)

    def _run_logged(self, job: Job) -> None:
        try:
            job.run()
        except HindsightError:
            logger.warning(
                "hindsight: %s failed; the turn is kept for retry on flush()", job.label, exc_info=True
            )
            job.attempts += 1
            self._writer.submit_failed(job)
