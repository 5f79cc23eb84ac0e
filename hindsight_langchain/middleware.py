"""``HindsightMiddleware``: long-term memory for ``langchain.agents.create_agent``."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import uuid
import weakref
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from langchain.agents.middleware import (
    AgentMiddleware,
    AgentState,
    ModelRequest,
    ModelResponse,
    ToolCallRequest,
)
from langchain_core.callbacks import BaseCallbackManager
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables.config import var_child_runnable_config
from langgraph.errors import GraphBubbleUp
from langgraph.runtime import Runtime
from langgraph.types import Command

from hindsight_core import Hindsight
from hindsight_core._bridge import register_exit_hook
from hindsight_core.capture import (
    CaptureControls,
    RecallCache,
    adapter_k,
    arecall_context,
    check_scope_ids,
    checked_keywords,
    recall_context,
    trace_from_turns,
    turn_query,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace
from hindsight_core.validation_traces import fit_trace
from hindsight_langchain._common import (
    IN_TOOL_CALL,
    ToolCall,
    call_scope,
    call_sources,
    check_user_id,
    content_text,
    from_harness,
    last_human,
    last_turn,
    message_to_turn,
    resolve_engine,
    said_texts,
    tool_call,
)

logger = logging.getLogger("hindsight_langchain")

_TURN_NAMESPACE = uuid.UUID("5d0c7a2e-8f41-4b6a-a3e9-1c2b7d9e4f60")


def _nested() -> bool:
    """Whether this agent runs inside a tool call of a captured turn (a sub-agent as a tool): its input is
    the parent model's text, not the user's, and its answer is a model's (the parent records it as the
    tool's result). Noted on the call, so the parent records that result as the assistant's, not a tool's."""
    call = IN_TOOL_CALL.get()
    if call is None:
        return False
    call.model_answered = True
    return True


def turn_trace_id(scope: Scope, message_id: str) -> str:
    """The id of the trace of the turn opened by message ``message_id`` (LangGraph gives every message one).

    >>> a = Scope(user_id="alice", session_id="s1")
    >>> turn_trace_id(a, "m1") == turn_trace_id(a, "m1") != turn_trace_id(Scope(user_id="bob"), "m1")
    True
    """
    key = json.dumps([scope.user_id, scope.agent_id, scope.session_id, message_id], ensure_ascii=False)
    return f"lc-turn-{uuid.uuid5(_TURN_NAMESPACE, key)}"


class HindsightMiddleware(CaptureControls, AgentMiddleware[AgentState[Any], Any]):
    """Recalls memories into the system message of every model call, and records each turn.

    The user, session and agent come from the call when it names them (``runtime.context``, as in
    ``agent.invoke(..., context=...)``; ``config["configurable"]``; ``config["metadata"]``), else from the
    constructor: one agent serves many users. Recall answers the latest human message (read with the
    thread's earlier user turns when it points back at them or says nothing to search by: "book it for friday",
    "yes please"; :func:`hindsight_core.capture.turn_query`), once per turn, not per model call of a tool loop. The user's words are journaled when the turn starts (its first model
    call), so a turn that fails, is interrupted and never resumed, or whose stream is dropped is not lost; the
    finished turn (answers, tool calls and results) grows the same trace before the agent returns and is
    reflected on in the background (``flush()`` waits; ``background=False`` reflects before returning). A turn
    that never ends is reflected on when the next turn of the conversation starts, on ``flush()``, or at
    interpreter exit; a turn whose model or tool call raises is recorded at once, with the error. Only the
    latest turn is recorded: an app that sends the whole conversation again each request does not record it
    twice. When a
    :class:`~hindsight_langchain.HindsightCallbackHandler` on the same engine is attached to the run, it
    records the turn (with tool arguments and run ids) and the middleware does not record it again. An agent
    run inside a tool call of a recorded turn (a sub-agent as a tool) records no turn of its own: what it was
    asked is the parent model's text, and its answer, the tool's result, is recorded as the assistant's.
    Memory failures are logged and never fail the agent, except a missing user.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from langchain.agents import create_agent
        >>> from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
        >>> _ = hs.remember("Alice prefers PostgreSQL", user_id="alice")
        >>> model = GenericFakeChatModel(messages=iter(["PostgreSQL."]))  # your chat model
        >>> agent = create_agent(model, [], middleware=[HindsightMiddleware(engine=hs)])
        >>> out = agent.invoke({"messages": [("user", "Which database do I like?")]}, context={"user_id": "alice"})
        >>> out["messages"][-1].text
        'PostgreSQL.'
        >>> hs.close()
    """

    @checked_keywords
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
        user_id: Default user (a user named by the call wins).
        session_id: Default session for the turns recorded.
        agent_id: Default agent scope.
        k: How many memories to recall.
        header: An optional line put above the recalled memories (the context block has its own heading).
        record_turns: Record each turn: the user's words when it starts, the rest when it ends.
        background: Reflect on the turn in the background instead of before the agent returns.
        """
        super().__init__()
        owner = type(self).__name__
        k = adapter_k(k, owner, engine)
        self.user_id = check_user_id(user_id, owner=owner)
        check_scope_ids(owner, session_id=session_id, agent_id=agent_id)
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=owner)
        self.session_id = session_id
        self.agent_id = agent_id
        self.k = k
        self.header = header
        self.record_turns = record_turns
        self.background = background
        self._cache = RecallCache(self._engine)
        self._open_lock = threading.Lock()
        self._open: dict[str, Trace] = {}
        """Turns journaled when they started that have not ended, by trace id."""
        self._failures: dict[str, list[tuple[int, ToolMessage]]] = {}
        """The failed tool results recorded for a turn that has not ended, by trace id: each after how many of
        the turn's messages it came (a resumed or retried turn grows the trace recorded with them)."""
        self._model_answers: dict[str, None] = {}
        """The ids of the tool calls whose result a model wrote (a sub-agent as a tool), oldest first."""
        self._recalled: dict[str, None] = {}
        """The ids of the tool calls that ran a ``HindsightRetriever`` (its result is recalled memory), oldest
        first."""
        _release_at_exit(self)

    # -- model calls ----------------------------------------------------------------------------------------

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> Any:
        scope, query, turn = self._recall_args(request)
        # the turn is journaled first: a run cancelled while recall runs (a cold engine loads its embedder
        # then) keeps the user's words
        self._begin(self._turn_start(request, scope))
        shown = in_prompt(request.messages)
        context = (
            recall_context(self._engine, query, scope, self.k, cache=self._cache, turn=turn, exclude=shown)
            if query
            else ""
        )
        try:
            return handler(self._with_memories(request, context))
        except GraphBubbleUp:  # an interrupt: the turn goes on when it is resumed
            raise
        except Exception:
            self._failed(request.state, request.runtime)
            raise

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> Any:
        scope, query, turn = self._recall_args(request)
        await asyncio.to_thread(self._begin, self._turn_start(request, scope))
        context = (
            await arecall_context(
                self._engine,
                query,
                scope,
                self.k,
                cache=self._cache,
                turn=turn,
                exclude=in_prompt(request.messages),
            )
            if query
            else ""
        )
        try:
            return await handler(self._with_memories(request, context))
        except GraphBubbleUp:
            raise
        except Exception:
            await asyncio.to_thread(self._failed, request.state, request.runtime)
            raise

    # -- tool calls -----------------------------------------------------------------------------------------

    def wrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]],
    ) -> ToolMessage | Command[Any]:
        try:
            with tool_call() as call:
                call.scope = self._turn_scope(request.runtime)
                result = handler(request)
        except GraphBubbleUp:
            raise
        except Exception as exc:
            self._failed(request.state, request.runtime, _failed_call(request, exc))
            raise
        return self._answered(call, result)

    async def awrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]],
    ) -> ToolMessage | Command[Any]:
        try:
            with tool_call() as call:
                call.scope = self._turn_scope(request.runtime)
                result = await handler(request)
        except GraphBubbleUp:
            raise
        except Exception as exc:
            await asyncio.to_thread(self._failed, request.state, request.runtime, _failed_call(request, exc))
            raise
        return self._answered(call, result)

    def _answered(self, call: ToolCall, result: ToolMessage | Command[Any]) -> ToolMessage | Command[Any]:
        """Note a result a model wrote (an agent ran in the tool): recorded as what the assistant said (kept
        pending), not as what a tool returned (an active fact that does not fade); else a result hindsight's
        own retriever returned (``create_retriever_tool``): memory already kept, recorded without its text
        and marked, so that neither it nor its call is extracted (as ``recall_memory``'s are not)."""
        if not isinstance(result, ToolMessage) or not result.tool_call_id:
            return result
        noted = self._model_answers if call.model_answered else self._recalled if call.recalled else None
        if noted is not None:
            with self._open_lock:
                noted[result.tool_call_id] = None
                while len(noted) > _MAX_MODEL_ANSWERS:
                    del noted[next(iter(noted))]
        return result

    # -- end of a turn --------------------------------------------------------------------------------------

    def after_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        self.record(self._end(self._turn_trace(state, runtime), ended=True), background=self.background)
        return None

    async def aafter_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        await self.arecord(
            self._end(self._turn_trace(state, runtime), ended=True), background=self.background
        )
        return None

    def _failed(self, state: Any, runtime: Any, result: ToolMessage | None = None) -> None:
        """A model or tool call raised: the agent stops with the error (no ``after_agent``), so the turn ends
        here, with what it did so far and the failed call's error, and is reflected on now rather than held
        until the conversation's next turn. Put this middleware first (outermost) when a retry middleware is
        used: it then sees only the call's last outcome, not each failed attempt."""
        try:
            self.record(self._end(self._turn_trace(state, runtime, result)), background=self.background)
        except Exception:  # adapter boundary: the agent's own error is what reaches the caller
            logger.warning("hindsight: a failed turn could not be recorded", exc_info=True)

    # -- turns that started and did not end (yet) -------------------------------------------------------------

    def _begin(self, trace: Trace | None) -> None:
        """Journal a starting turn's user input, held: durable before the model is called, so a turn that
        fails, is interrupted and never resumed, or whose stream is dropped is not lost (after a crash, the
        next engine on the data directory queues it), and not queued for extraction on its own. It is
        reflected on when the turn ends (together with the rest of the turn, in one window, and never during
        it: its own words are not recalled into its later model calls), when the next turn of the
        conversation starts (this one is over), on ``flush()`` / ``close()``, or at interpreter exit."""
        if trace is None or self._engine.closed:  # a closed engine: the turn's end reports it lost
            return
        # a message over limits.max_message_chars keeps its start and end, as record() keeps them at the
        # turn's end: the journal refuses it whole, and so would the reflector a held turn is handed to
        trace = fit_trace(trace, self._engine.config.limits)
        try:
            self._engine.journal_trace(trace, hold=True)
        except Exception:  # adapter boundary: the agent goes on; the held turn is journaled when reflected
            logger.warning(
                "hindsight: the start of turn %s could not be journaled", trace.trace_id, exc_info=True
            )
        with self._open_lock:
            over = [t for t in self._open.values() if t.scope == trace.scope and t.trace_id != trace.trace_id]
            for old in over:
                del self._open[old.trace_id]
            self._open[trace.trace_id] = trace
        for old in over:
            self.reflector.submit(old)

    def _end(self, trace: Trace | None, *, ended: bool = False) -> Trace | None:
        """A finished turn: no longer open (its trace grows the one journaled when it started); ``ended``: it
        reached its end (its failures, if any, are part of its trace now)."""
        if trace is not None:
            with self._open_lock:
                self._open.pop(trace.trace_id, None)
                if ended:
                    self._failures.pop(trace.trace_id, None)
        return trace

    def _flush_held(self) -> None:
        """Reflect on the turns that started and have not ended: nothing waits for a turn that never ends."""
        with self._open_lock:
            held, self._open = list(self._open.values()), {}
        for trace in held:
            self.reflector.submit(trace)

    # -- helpers --------------------------------------------------------------------------------------------

    def _scope(self, runtime: Runtime[Any] | None) -> Scope:
        return call_scope(
            type(self).__name__,
            [getattr(runtime, "context", None), *call_sources()],
            user_id=self.user_id,
            session_id=self.session_id,
            agent_id=self.agent_id,
            limits=self._engine.config.limits,
        )

    def _turn_scope(self, runtime: Any) -> Scope | None:
        """Whose turn a tool call is in, for the memory tools that name no user (None: the run names none)."""
        try:
            return self._scope(runtime)
        except UserError:
            return None

    def _recall_args(self, request: ModelRequest[Any]) -> tuple[Scope, str, str | None]:
        """Scope, query and the turn key: LangGraph gives each message an id, so a turn recalls once. The
        query is the latest user message, read with the user's turns before it in the thread when it points back
        at them or says nothing to search by ("thanks!", "same as last time please"; see ``turn_query``)."""
        scope = self._scope(request.runtime)
        human = last_human(request.messages)
        if human is None:
            return scope, "", None
        query = turn_query(content_text(human.content), said_texts(request.messages)[:-1])
        return scope, query, str(human.id) if human.id else None

    def _with_memories(self, request: ModelRequest[Any], context: str) -> ModelRequest[Any]:
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

    def _turn_start(self, request: ModelRequest[Any], scope: Scope) -> Trace | None:
        """The user's words of a turn at its first model call (the state ends with them), to journal then
        (:meth:`_begin`); ``None`` at the turn's later model calls."""
        # asked at every model call: a resumed run that is interrupted again never reaches after_agent
        if not self._records_this_run():
            return None
        messages: list[BaseMessage] = list(request.state.get("messages", []))
        if not messages or not isinstance(messages[-1], HumanMessage) or from_harness(messages[-1]):
            return None  # a later model call of the turn (after tool calls, or resumed)
        opening = last_turn(messages)[0]
        if not opening.id:
            return None  # without the message's id, the finished turn could not be known as this one
        return self._trace_of(messages, scope)

    def _turn_trace(
        self, state: AgentState[Any], runtime: Runtime[Any], failed: ToolMessage | None = None
    ) -> Trace | None:
        """The turn as a trace, with the tool results that failed in it (``failed``: one failing now). A
        failed call's error is not in the agent's state: a turn resumed from its checkpoint, or a call retried
        by a retry middleware, goes on without it, and its trace must grow the one recorded at the failure
        (the failure happened: "pay failed: gateway down", then the payment went through)."""
        if not self._records_this_run():
            return None
        scope = self._scope(runtime)
        messages: list[BaseMessage] = list(state.get("messages", []))
        turn = last_turn(messages)
        if not turn or not turn[0].id:
            return self._trace_of(messages + ([failed] if failed is not None else []), scope)
        key = turn_trace_id(scope, str(turn[0].id))
        with self._open_lock:
            failures = self._failures.setdefault(key, [])
            if failed is not None:
                failures.append((len(turn), failed))
            failures = [(at, message) for at, message in failures if at <= len(turn)]
            while len(self._failures) > _MAX_FAILED_TURNS:
                del self._failures[next(iter(self._failures))]
        grown: list[BaseMessage] = messages[: len(messages) - len(turn)]
        for index in range(len(turn) + 1):
            grown.extend(message for at, message in failures if at == index)
            grown.extend(turn[index : index + 1])
        return self._trace_of(grown, scope)

    def _trace_of(self, messages: list[BaseMessage], scope: Scope) -> Trace | None:
        """The latest turn as a trace, named after the message that opened it: the trace recorded at the
        turn's start grows into the finished turn (the journal extracts only the new steps), even when the
        turn is resumed in another call. Earlier turns, sent again by an app without a checkpointer, are not
        recorded again."""
        turn = last_turn(messages)
        with self._open_lock:
            answered, recalled = set(self._model_answers), set(self._recalled)
        turns: list[dict[str, Any]] = []
        for message in turn:
            item = message_to_turn(message)
            if item is None:
                continue
            if isinstance(message, ToolMessage) and message.tool_call_id in answered:
                # a sub-agent's answer: the assistant's words (what it was asked is in the tool call step)
                item = {k: v for k, v in item.items() if k in ("content", "id")} | {"role": "assistant"}
            turns.append(item)
        trace = trace_from_turns(turns, scope, metadata={"source": "langchain", "adapter": "middleware"})
        if trace is not None and recalled:
            trace = _without_recalled(trace, recalled)
        if trace is None or not turn or not turn[0].id:
            return trace
        return trace.model_copy(update={"trace_id": turn_trace_id(scope, str(turn[0].id))})

    def _records_this_run(self) -> bool:
        """Whether this middleware records the current run's turn; then a HindsightCallbackHandler of this
        engine attached to the run leaves it (the middleware reads the turn from the agent's state, which
        holds what the handler cannot see: a run resumed after an interrupt goes on from the checkpoint, with
        a human-in-the-loop rejection put in as a tool message no tool run produced)."""
        if not self.record_turns or _nested():
            return False
        from hindsight_langchain.callbacks import HindsightCallbackHandler

        config = var_child_runnable_config.get() or {}
        callbacks = config.get("callbacks")
        if isinstance(callbacks, BaseCallbackManager):
            handlers: list[Any] = list(callbacks.handlers)
            run_id = callbacks.parent_run_id
        else:
            handlers, run_id = list(callbacks or []), None
        return all(
            handler.leave_run(run_id)
            for handler in handlers
            if isinstance(handler, HindsightCallbackHandler) and handler.engine is self._engine and run_id
        )


_exit_lock = threading.Lock()
_exit_hook = False
_at_exit: weakref.WeakSet[HindsightMiddleware] = weakref.WeakSet()
"""The middlewares whose held turns are handed to the reflector at interpreter exit."""


def _release_at_exit(middleware: HindsightMiddleware) -> None:
    """Hand ``middleware``'s held turns to its reflector at interpreter exit, as ``flush()`` does: a turn
    that never ended (a stream the client dropped) is reflected on in this process's exit drain, not left to
    the next process's background resume (which races with that process's first recall). The hook is
    registered after the reflector's drain exists, so it runs first (exit hooks run last registered first)."""
    global _exit_hook
    _ = middleware.reflector  # its exit drain is registered now, before this hook
    with _exit_lock:
        first, _exit_hook = not _exit_hook, True
        _at_exit.add(middleware)
    if first:
        register_exit_hook(_release_all_held)


def _release_all_held() -> None:
    with _exit_lock:
        live = list(_at_exit)
        _at_exit.clear()
    for middleware in live:
        if middleware.engine.closed:
            continue
        try:
            middleware._flush_held()
        except Exception:  # at exit: say it, never raise (the turns stay journaled for the next open)
            logger.warning("hindsight: held turns could not be handed over at exit", exc_info=True)


#: Turns whose failed tool results are kept for their resumption (the oldest are let go).
_MAX_FAILED_TURNS = 256

#: Tool calls whose results are known to be a model's, or recalled memory (the oldest are let go).
_MAX_MODEL_ANSWERS = 1024


def _without_recalled(trace: Trace, recalled: set[str]) -> Trace:
    """The results of the tool calls ``recalled`` (a ``HindsightRetriever`` ran in them) without their text,
    marked ``recalled``: the memories are kept already, and extraction leaves the result and its call out."""
    steps = [
        step.model_copy(update={"content": "", "metadata": {**step.metadata, "recalled": True}})
        if step.type == "tool_result" and step.metadata.get("tool_call_id") in recalled
        else step
        for step in trace.steps
    ]
    return trace.model_copy(update={"steps": steps})


def _failed_call(request: ToolCallRequest, exc: Exception) -> ToolMessage:
    """The error a tool call raised, as the failed result of that call."""
    call = request.tool_call
    return ToolMessage(
        content=f"{type(exc).__name__}: {exc}",
        tool_call_id=str(call.get("id") or ""),
        name=call.get("name"),
        status="error",
    )


def in_prompt(messages: Sequence[Any]) -> list[str]:
    """The step ids of the conversation already in the prompt: each message's id, and each tool call's
    (``<message id>#<call id>``, as the turn is journaled): their memories are not recalled into it again."""
    ids: list[str] = []
    for message in messages:
        message_id = getattr(message, "id", None)
        if not message_id:
            continue
        ids.append(str(message_id))
        for call in getattr(message, "tool_calls", None) or []:
            if call.get("id"):
                ids.append(f"{message_id}#{call['id']}")
    return ids
