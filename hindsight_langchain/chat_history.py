"""``HindsightChatMessageHistory``: a LangChain ``BaseChatMessageHistory`` kept in hindsight's trace journal.

The messages of one session are the steps of one journaled trace (working memory), in order, each with the
message's own serialisation, so ``messages`` gives back exactly what was added. Every ``add_messages`` is
journaled before it returns and reflected on in the background like any captured trace: the turns become
long-term memories that later sessions recall.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import Iterable, Sequence
from pathlib import Path

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ToolMessage,
    message_to_dict,
    messages_from_dict,
)

from hindsight_core import Hindsight
from hindsight_core.capture import CaptureControls, StepMeta, check_scope_ids, checked_keywords
from hindsight_core.capture import session_trace_id as scoped_trace_id
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, StepType, Trace, TraceStep, generated_step_id, utcnow
from hindsight_core.validation_traces import clean_step
from hindsight_langchain._common import (
    check_user_id,
    content_text,
    render_tool_calls,
    resolve_engine,
)

_CLEARED = "cleared_upto"
_TRACE_NAMESPACE = uuid.UUID("0b7d8f3e-2d1c-4a8e-9b8a-5c1e6a4f2d90")
_ROLE_STEPS: dict[str, StepType] = {
    "human": "user_input",
    "user": "user_input",
    "ai": "model_output",
    "assistant": "model_output",
    "tool": "tool_result",
    "function": "tool_result",
}
#: The type of a message's streamed form (``RunnableWithMessageHistory`` streamed adds the answer as the
#: ``AIMessageChunk`` its chunks add up to) -> the type of the message.
_CHUNK_TYPES = {
    "AIMessageChunk": "ai",
    "HumanMessageChunk": "human",
    "ToolMessageChunk": "tool",
    "FunctionMessageChunk": "function",
    "SystemMessageChunk": "system",
}

_locks_guard = threading.Lock()
_locks: dict[tuple[int, str], threading.Lock] = {}


def _session_lock(engine: Hindsight, trace_id: str) -> threading.Lock:
    """One lock per session trace and engine: histories built per call (as ``RunnableWithMessageHistory``
    does) still append to a session one at a time."""
    with _locks_guard:
        return _locks.setdefault((id(engine), trace_id), threading.Lock())


def session_trace_id(user_id: str, session_id: str, agent_id: str | None = None) -> str:
    """The id of the trace that holds a session's messages.

    >>> session_trace_id("alice", "s1") == session_trace_id("alice", "s1")
    True
    >>> session_trace_id("alice", "s1") == session_trace_id("bob", "s1")
    False
    """
    return scoped_trace_id("chat", _TRACE_NAMESPACE, user_id, session_id, agent_id)


class HindsightChatMessageHistory(CaptureControls, BaseChatMessageHistory):
    """The messages of one user's session, kept in order and exactly in hindsight's trace journal.

    ``add_messages`` journals the new messages before returning (one SQLite transaction) and reflects on them
    in the background (``flush()`` waits; ``background=False`` reflects before returning), so the session's
    facts become memories recalled in other sessions. ``clear()`` empties the session: its messages are
    blanked in the journal (their long-term memories stay; forget those with ``engine.forget``). System
    messages are kept in the history but not reflected on (instructions are not events).

    With ``RunnableWithMessageHistory``, build one per call in the session factory; the user can come from
    the call's ``configurable`` through ``history_factory_config``.

    Example:
        >>> import tempfile
        >>> from langchain_core.messages import AIMessage, HumanMessage
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())
        >>> history = HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s1")
        >>> history.add_messages([HumanMessage("I prefer PostgreSQL.", name="Alice"), AIMessage("Noted.")])
        >>> [m.text for m in history.messages]
        ['I prefer PostgreSQL.', 'Noted.']
        >>> history.flush().ok
        True
        >>> hs.recall("database", user_id="alice").hits[0].record.text
        'Alice said: I prefer PostgreSQL.'
        >>> hs.close()
    """

    @checked_keywords
    def __init__(
        self,
        *,
        session_id: str,
        user_id: str,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        agent_id: str | None = None,
        background: bool = True,
    ) -> None:
        owner = type(self).__name__
        if check_user_id(user_id, owner=owner) is None:
            raise UserError(f"{owner} needs user_id= (a session belongs to one user)")
        if not isinstance(session_id, str) or not session_id.strip():
            raise UserError(f"{owner} needs a non-empty session_id=")
        check_scope_ids(owner, session_id=session_id, agent_id=agent_id)
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=owner)
        self.user_id = user_id
        self.session_id = session_id
        self.agent_id = agent_id
        self.background = background
        self.trace_id = session_trace_id(user_id, session_id, agent_id)

    def _own_user(self) -> str | None:
        """This session history is one user's: its ``flush``, ``close``, ``failed_traces`` and ``pending`` report
        that user's reflections, not those of the engine's other users."""
        return self.user_id

    # -- read -----------------------------------------------------------------------------------------------

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """The session's messages, in the order they were added, as they were added."""
        trace = self._engine.get_trace(self.trace_id)
        return [] if trace is None else _messages_of(trace)

    async def aget_messages(self) -> list[BaseMessage]:
        trace = await self._engine.aio.get_trace(self.trace_id)
        return [] if trace is None else _messages_of(trace)

    # -- write ----------------------------------------------------------------------------------------------

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Append messages to the session: journaled before this returns, reflected on in the background."""
        if isinstance(messages, str | BaseMessage) or not isinstance(messages, Iterable):
            raise UserError(
                f"{type(self).__name__}.add_messages takes a list of LangChain messages, "
                f"not {type(messages).__name__}: e.g. add_messages([HumanMessage('hi')])"
            )
        listed = list(messages)
        for index, message in enumerate(listed):
            if not isinstance(message, BaseMessage):
                raise UserError(
                    f"{type(self).__name__}.add_messages: item {index} is a {type(message).__name__}, "
                    "not a LangChain message"
                )
        if not listed:
            return
        with _session_lock(self._engine, self.trace_id):
            trace = self._engine.get_trace(self.trace_id) or self._new_trace()
            taken = {s.step_id for s in trace.steps}
            for message in listed:
                step = _step_of(message, taken)
                taken.add(step.step_id)
                trace.steps.append(step)
            # Durable first (an error here reaches the caller: nothing is lost silently), then reflected.
            self._engine.journal_trace(trace)
            self.record(trace, background=self.background)

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        await asyncio.to_thread(self.add_messages, messages)

    def clear(self) -> None:
        """Empty the session: its messages are blanked in the journal and no longer returned."""
        with _session_lock(self._engine, self.trace_id):
            trace = self._engine.get_trace(self.trace_id)
            if trace is None:
                return
            start = int(trace.metadata.get(_CLEARED, 0))
            self._engine.engine.journal.redact_steps(self.trace_id, [s.step_id for s in trace.steps[start:]])
            trace.metadata[_CLEARED] = len(trace.steps)
            self._engine.journal_trace(trace)

    async def aclear(self) -> None:
        await asyncio.to_thread(self.clear)

    def _new_trace(self) -> Trace:
        scope = Scope(user_id=self.user_id, session_id=self.session_id, agent_id=self.agent_id)
        return Trace(
            trace_id=self.trace_id,
            scope=scope,
            started_at=utcnow(),
            metadata={"source": "langchain", "adapter": "chat_history"},
        )


def _step_of(message: BaseMessage, taken: set[str]) -> TraceStep:
    """A message as a trace step: its text for reflection, its own serialisation to rebuild it exactly."""
    message_type = _CHUNK_TYPES.get(message.type, message.type)
    kind = _ROLE_STEPS.get(str(getattr(message, "role", None) or message_type))
    text = content_text(message.content)
    meta: dict[str, object] = {"message": message_to_dict(message), "framework": "langchain"}
    name = message.name or ("system" if message_type == "system" else None)
    if isinstance(message, AIMessage) and message.tool_calls:
        calls = [
            {"id": c.get("id"), "name": c["name"], "args": c.get("args", {})} for c in message.tool_calls
        ]
        meta["tool_calls"] = calls
        if not text.strip() and len(calls) == 1:  # a call, not something the assistant said
            (call,) = message.tool_calls
            kind, name = "tool_call", call["name"]
            meta["tool_call_id"] = call.get("id")
            meta["args"] = call.get("args", {})
            text = render_tool_calls(calls)
        else:
            text = "\n".join(part for part in (text, f"[tool calls]\n{render_tool_calls(calls)}") if part)
    if isinstance(message, ToolMessage):
        meta["tool_call_id"] = message.tool_call_id
        meta["status"] = "error" if message.status == "error" else "ok"
    if kind is None:  # system (instructions, not events) or a role hindsight does not reflect on
        kind, text = "model_output", ""
    step_id = str(message.id) if message.id and str(message.id) not in taken else generated_step_id()
    step = TraceStep(
        step_id=step_id, type=kind, content=text, name=name, metadata=StepMeta.coerce(meta).to_metadata()
    )
    return clean_step(step)  # a lone surrogate (an undecodable byte) is kept as U+FFFD: the journal takes it


def _messages_of(trace: Trace) -> list[BaseMessage]:
    start = int(trace.metadata.get(_CLEARED, 0))
    # A step without its message was blanked (cleared, or hard-forgotten): it is no longer in the history.
    dumped = [
        s.metadata["message"] for s in trace.steps[start:] if isinstance(s.metadata.get("message"), dict)
    ]
    return list(messages_from_dict(dumped))


__all__ = ["HindsightChatMessageHistory", "session_trace_id"]
