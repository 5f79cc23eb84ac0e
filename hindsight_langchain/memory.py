"""``HindsightMemory``: the ``memory=`` of classic LangChain chains, backed by hindsight."""

from __future__ import annotations

import asyncio
import logging
import threading
import uuid
from collections import deque
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from langchain_classic.base_memory import BaseMemory
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import Field, PrivateAttr, ValidationError

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    arecall_context,
    checked_k,
    invalid_settings,
    known_settings,
    recall_context,
    session_trace_id,
    trace_from_turns,
    turn_query,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace, ensure_aware, generated_step_id, utcnow
from hindsight_langchain import _claims
from hindsight_langchain._common import (
    CLASSIC_HOW,
    bind_engine,
    call_scope,
    call_sources,
    checked_ids,
    content_text,
)
from hindsight_langchain._runs import _INPUT_KEYS

logger = logging.getLogger("hindsight.langchain")

_OUTPUT_KEYS = ("response", "text", "output", "answer", "result")
_SCOPE_KEYS = frozenset({"user_id", "session_id", "agent_id"})
_CLEARED = "recent_cleared_at"
_CLEARED_NAMESPACE = uuid.UUID("4a2e9c71-8d3b-4f6a-b5e0-7c19d2a8e634")

_Key = tuple[str, str | None, str | None]


class HindsightMemory(CaptureControls, BaseMemory):
    """Long-term memory for ``ConversationChain``, ``LLMChain``, ``AgentExecutor`` and the other classic chains.

    Before a run, ``load_memory_variables`` recalls what hindsight knows that bears on the input (across
    every session of the user; an input that points back, "same as last time", is read with the session's
    earlier user turns: :func:`hindsight_core.capture.turn_query`) and adds the latest turns of this user's session. After it, ``save_context``
    journals the turn before returning and reflects on it in the background (``flush()`` waits;
    ``background=False`` reflects before returning). A session named by ``session_id`` goes on across a restart:
    a memory opened later (a new process on the same data directory) shows the session's latest turns as they
    were journaled. ``clear()`` empties the recent turns of the sessions this memory holds (for good: a later
    process does not bring them back); delete long-term memories with ``engine.forget``.

    Classic chains do not hand their config to memory: name the user per call in the chain's inputs
    (``chain.invoke({"input": ..., "user_id": "bob"})``), or give ``user_id=`` here. With a
    :class:`~hindsight_langchain.HindsightCallbackHandler` of the same engine on the chain's call, the handler
    records the turn (with its model and tool calls) and this memory does not record it again.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from langchain_classic.chains import LLMChain
        >>> from langchain_core.language_models.fake_chat_models import FakeListChatModel
        >>> from langchain_core.prompts import PromptTemplate
        >>> prompt = PromptTemplate.from_template("Memories: {history} | User: {input} | AI:")
        >>> memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1", background=False)
        >>> chain = LLMChain(llm=FakeListChatModel(responses=["Noted.", "PostgreSQL."]), prompt=prompt, memory=memory)
        >>> chain.invoke({"input": "I prefer PostgreSQL for new projects"})["text"]
        'Noted.'
        >>> "PostgreSQL" in memory.load_memory_variables({"input": "Which database do I prefer?"})["history"]
        True
        >>> hs.close()
    """

    user_id: str | None = None
    """The default user (``user_id`` in the chain inputs wins)."""
    session_id: str | None = None
    agent_id: str | None = None
    memory_key: str = "history"
    """The prompt variable the memory fills (``history`` in ConversationChain's default prompt)."""
    input_key: str | None = None
    """The chain input holding the user's words; inferred when the chain has a single other input."""
    output_key: str | None = None
    """The chain output holding the answer; inferred from ``response``/``text``/``output``/... otherwise."""
    return_messages: bool = False
    """Return a list of messages (for a ``MessagesPlaceholder``) instead of a string."""
    k: int = Field(default=5, ge=1)
    """How many memories to recall."""
    recent_turns: int = Field(default=4, ge=0)
    """How many turns of this session to repeat verbatim after the recalled memories (with a ``session_id``,
    also those journaled by an earlier process)."""
    background: bool = True
    """Reflect on saved turns in the background (they are journaled first either way)."""
    human_prefix: str = "Human"
    ai_prefix: str = "AI"

    _engine: Hindsight = PrivateAttr()
    _owns_engine: bool = PrivateAttr(default=False)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _recent: dict[_Key, deque[_Turn]] = PrivateAttr(default_factory=dict)
    _erasures_seen: dict[str, int] = PrivateAttr(default_factory=dict)

    def __init__(
        self, *, engine: Hindsight | None = None, data_dir: str | Path | None = None, **data: Any
    ) -> None:
        owner = type(self).__name__
        known_settings(data, owner, type(self))
        try:
            super().__init__(**checked_ids(checked_k(data, owner, engine), owner))
        except ValidationError as exc:  # memory_key=5, recent_turns=-1
            raise invalid_settings(owner, exc) from None
        bind_engine(self, engine, data_dir)

    @property
    def memory_variables(self) -> list[str]:
        return [self.memory_key]

    # -- load -----------------------------------------------------------------------------------------------

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Recall for the current input; ``{memory_key: context}`` (a string, or messages)."""
        query, scope = self._load_args(inputs)
        self._drop_forgotten(scope)
        shown = self._shown(scope)
        query = self._query(query, scope)
        context = recall_context(self._engine, query, scope, self.k, exclude=shown) if query.strip() else ""
        return {self.memory_key: self._render(context, scope)}

    async def aload_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Native async ``load_memory_variables``."""
        query, scope = self._load_args(inputs)
        await asyncio.to_thread(
            self._drop_forgotten, scope
        )  # journal reads (a restored session), off the loop
        shown = self._shown(scope)
        query = self._query(query, scope)
        context = (
            await arecall_context(self._engine, query, scope, self.k, exclude=shown) if query.strip() else ""
        )
        return {self.memory_key: self._render(context, scope)}

    # -- save -----------------------------------------------------------------------------------------------

    def save_context(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> None:
        """Record the turn (user input, model answer) and keep it in this session's recent turns."""
        self.record(self._turn(inputs, outputs), background=self.background)

    async def asave_context(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> None:
        """Native async ``save_context``."""
        await self.arecord(self._turn(inputs, outputs), background=self.background)

    def clear(self) -> None:
        """Empty the recent turns of this memory's session and of the sessions it loaded or saved for, for good
        (a memory opened later starts after this); long-term memories stay: use ``engine.forget``."""
        with self._lock:
            keys = [*self._recent]
            self._recent.clear()
        if self._engine.closed:
            return  # nothing journaled after close; a later process restores the session as it was
        if self.user_id is not None:
            keys.append((self.user_id, self.session_id, self.agent_id))
        now = utcnow().isoformat()
        for user_id, session_id, agent_id in dict.fromkeys(keys):
            if session_id is not None:
                scope = Scope(user_id=user_id, session_id=session_id, agent_id=agent_id)
                marker = Trace(
                    trace_id=_cleared_id(scope), scope=scope, metadata={"adapter": "memory", _CLEARED: now}
                )
                self._engine.journal_trace(marker)  # no steps: nothing is queued, the mark is durable

    async def aclear(self) -> None:
        self.clear()

    # -- helpers --------------------------------------------------------------------------------------------

    def _load_args(self, inputs: dict[str, Any]) -> tuple[str, Scope]:
        """The user's words and scope of the turn being loaded for, announced to a
        ``HindsightCallbackHandler`` of this engine that may capture the chain (see ``_claims``)."""
        query = self._input_text(inputs)
        scope = self._scope(inputs)
        _claims.announce(self._engine, scope, query)
        return query, scope

    def _scope(self, inputs: dict[str, Any]) -> Scope:
        return call_scope(
            type(self).__name__,
            [inputs, *call_sources()],
            user_id=self.user_id,
            session_id=self.session_id,
            agent_id=self.agent_id,
            how=CLASSIC_HOW,
            limits=self._engine.config.limits,
        )

    def _input_text(self, inputs: dict[str, Any]) -> str:
        _check_dict(inputs, "inputs", "{'input': 'I moved to Oslo'}")
        key = self.input_key
        if key is None:
            candidates = [k for k in inputs if k not in (self.memory_key, "stop") and k not in _SCOPE_KEYS]
            if len(candidates) != 1:
                raise UserError(
                    f"HindsightMemory cannot tell which chain input holds the user's words among {candidates}: "
                    "pass input_key=..."
                )
            key = candidates[0]
        if key not in inputs:
            raise UserError(
                f"HindsightMemory: input_key {key!r} is not among the chain inputs {list(inputs)}"
            )
        value = inputs[key]
        return _as_text(value)

    def _output_text(self, outputs: dict[str, Any]) -> str:
        _check_dict(outputs, "outputs", "{'output': 'Noted!'}")
        key = self.output_key
        if key is None:
            if len(outputs) == 1:
                key = next(iter(outputs))
            else:
                key = next((k for k in _OUTPUT_KEYS if k in outputs), None)
                if key is None:
                    raise UserError(
                        f"HindsightMemory cannot tell which chain output is the answer among {list(outputs)}: "
                        "pass output_key=..."
                    )
        if key not in outputs:
            raise UserError(
                f"HindsightMemory: output_key {key!r} is not among the chain outputs {list(outputs)}"
            )
        return _as_text(outputs[key])

    def _turn(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> Trace | None:
        said = self._input_text(inputs)
        answered = self._output_text(outputs)
        scope = self._scope(inputs)
        ids = (generated_step_id(), generated_step_id())
        if self.recent_turns:
            recent = self._recent_of(scope)  # the session's earlier turns first (a restarted process)
            with self._lock:
                recent.append(_Turn(said, answered, ids))
                while len(recent) > self.recent_turns:
                    recent.popleft()
        if _claims.settle(self._engine, scope, said):
            return None  # a HindsightCallbackHandler on the chain's call records the turn
        turns = [
            {"role": role, "content": text, "id": step_id}
            for role, text, step_id in (("user", said, ids[0]), ("assistant", answered, ids[1]))
            if text.strip()
        ]
        return trace_from_turns(turns, scope, metadata={"source": "langchain", "adapter": "memory"})

    def _query(self, said: str, scope: Scope) -> str:
        """What to recall for: the user's words, read with this session's recent turns when they point back
        at them or say nothing to search by ("thanks!", "same as last time please"; see ``turn_query``)."""
        return turn_query(said, [turn.said for turn in self._recent_list(scope)])

    def _shown(self, scope: Scope) -> list[str]:
        """The step ids of the recent turns the prompt repeats: a memory only they are the source of is not
        recalled above them again (the same statement twice in one prompt)."""
        return [step_id for turn in self._recent_list(scope) for step_id in turn.ids if step_id]

    def _render(self, context: str, scope: Scope) -> str | list[BaseMessage]:
        """The recalled block, then the latest turns of this user's session."""
        recent = self._recent_list(scope)
        if self.return_messages:
            messages: list[BaseMessage] = [SystemMessage(content=context)] if context else []
            for said, answered, _ in recent:
                messages += [HumanMessage(content=said), AIMessage(content=answered)]
            return messages
        lines = [f"{self.human_prefix}: {said}\n{self.ai_prefix}: {answered}" for said, answered, _ in recent]
        return "\n\n".join(part for part in (context, "\n".join(lines)) if part)

    def _recent_list(self, scope: Scope) -> list[_Turn]:
        recent = self._recent_of(scope)
        with self._lock:
            return list(recent)

    def _recent_of(self, scope: Scope) -> deque[_Turn]:
        """This session's recent-turn buffer; the first time a process meets a named session, filled with its
        latest turns as journaled (by an earlier process, or another memory object of the session)."""
        key: _Key = (scope.user_id, scope.session_id, scope.agent_id)
        self._let_go_if_erased(scope.user_id)
        with self._lock:
            if key in self._recent:
                return self._recent[key]
        earlier = deque(self._journaled_turns(scope))
        with self._lock:
            return self._recent.setdefault(key, earlier)

    def _let_go_if_erased(self, user_id: str) -> None:
        """Let go of the recent turns of ``user_id`` this memory held before the user was erased
        (``forget_user``) in this process: the prompt stops repeating them, as a memory opened later does not
        restore them. What they say after the erasure is a new conversation. One dictionary look-up per load or
        save; another user's turns are left alone."""
        if self._engine.closed:
            return
        mark = self._engine.engine.journal.erasure_mark(user_id)
        with self._lock:
            if self._erasures_seen.get(user_id, 0) >= mark:
                return
            self._erasures_seen[user_id] = mark
            for key in [k for k in self._recent if k[0] == user_id]:
                del self._recent[key]

    def _drop_forgotten(self, scope: Scope) -> None:
        """Take the turns a hard forget blanked since they were said out of this session's recent turns (the
        user's "Don't want that stored." in chat, or ``engine.forget(..., hard=True)``): the prompt stops
        repeating them, as a memory opened later does not restore them."""
        recent = self._recent_of(scope)
        with self._lock:
            turns = list(recent)
        if not turns or self._engine.closed:
            return
        try:
            gone = self._engine.engine.journal.forgotten_contents(
                scope.user_id,
                [text for turn in turns for text in (turn.said, turn.answered) if text],
                {step_id for turn in turns for step_id in turn.ids if step_id},
            )
        except Exception:  # adapter boundary: the turns as they are, logged
            logger.warning(
                "hindsight: session %s: forgotten turns not checked", scope.session_id, exc_info=True
            )
            return
        if not gone:
            return
        with self._lock:
            kept = [
                turn if turn.answered not in gone else turn._replace(answered="")
                for turn in recent
                if turn.said not in gone
            ]
            recent.clear()
            recent.extend(kept)

    def _journaled_turns(self, scope: Scope) -> list[_Turn]:
        """The latest ``recent_turns`` turns of a named session in the journal, since its last ``clear()``,
        less what a hard forget blanked; none for a memory without ``recent_turns`` or session."""
        if not self.recent_turns or scope.session_id is None or self._engine.closed:
            return []
        try:
            journal = self._engine.engine.journal
            marker = journal.get_trace(_cleared_id(scope))
            cleared = marker.metadata.get(_CLEARED) if marker is not None else None
            since = datetime.fromisoformat(cleared) if isinstance(cleared, str) else None
            traces = journal.session_traces(scope, self.recent_turns)
        except Exception:  # adapter boundary: the chain goes on with this process's turns only
            logger.warning(
                "hindsight: the journaled turns of session %s could not be read",
                scope.session_id,
                exc_info=True,
            )
            return []
        turns = [
            turn
            for trace in reversed(traces)
            if since is None or ensure_aware(trace.started_at) > ensure_aware(since)
            for turn in _turns_of(trace)
        ]
        return turns[-self.recent_turns :]


class _Turn(NamedTuple):
    """A recent turn: what the user said, the answer, and the ids of their steps in the recorded trace."""

    said: str
    answered: str
    ids: tuple[str, str]


def _turns_of(trace: Trace) -> list[_Turn]:
    """The turns of a journaled trace: each message of the user with the last answer before the next one
    (a blanked message, hard-forgotten, is no turn; a blanked answer is none)."""
    turns: list[_Turn] = []
    open_turn = False  # the last message of the user is in ``turns`` (not blanked)
    for step in trace.steps:
        if step.type == "user_input":
            open_turn = bool(step.content.strip())
            if open_turn:
                turns.append(_Turn(step.content, "", (step.step_id, "")))
        elif step.type == "model_output" and step.content.strip() and open_turn:
            said, _, (said_id, _) = turns[-1]
            turns[-1] = _Turn(said, step.content, (said_id, step.step_id))
    return turns


def _cleared_id(scope: Scope) -> str:
    """The id of the journaled mark of a session's last ``clear()`` (a trace without steps)."""
    return session_trace_id(
        "memory-cleared", _CLEARED_NAMESPACE, scope.user_id, scope.session_id or "", scope.agent_id
    )


def _check_dict(value: object, what: str, example: str) -> None:
    """A chain's inputs or outputs are a dict (None was a TypeError; a string was read as its letters)."""
    if not isinstance(value, Mapping):
        raise UserError(
            f"HindsightMemory: save_context and load_memory_variables take a dict of the chain's {what}, like "
            f"{example}, not the {type(value).__name__} {value!r:.60}"
        )


def _as_text(value: Any) -> str:
    """A chain input or output as the words it holds, never Python's repr of it (a memory recalled as
    "content='...' additional_kwargs={}"): ``None`` is no text (never the word "None"); a message its text, a
    list of messages the last one's (the turn's own); content blocks their text blocks (an image is no
    words); Documents their ``page_content``; UTF-8 bytes their text; a dict of an answer and what came with
    it (``{"answer": ..., "sources": [...]}``) its answer, of a question and its context its question. An
    object with no text of its own is refused.

    >>> _as_text([SystemMessage("Be brief."), HumanMessage("My sister is called Ana")])
    'My sister is called Ana'
    >>> _as_text({"answer": "Nice, Ana it is.", "sources": []})
    'Nice, Ana it is.'
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, BaseMessage):
        return content_text(value.content)
    if isinstance(value, Document):
        return value.page_content
    if isinstance(value, list | tuple) and all(isinstance(item, Document) for item in value):
        return "\n\n".join(item.page_content for item in value)  # a retrieval's documents (none: no text)
    if isinstance(value, bytes | bytearray):
        try:
            return bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            raise UserError(
                "HindsightMemory: a chain input or output is bytes that are not UTF-8 text: decode them first"
            ) from None
    if isinstance(value, list | tuple) and value:
        if all(isinstance(item, BaseMessage) for item in value):
            return _as_text(value[-1])
        blocks = all(
            isinstance(item, str) or (isinstance(item, Mapping) and "type" in item) for item in value
        )
        if blocks and (text := content_text(list(value))).strip():  # else no block is text: kept as it is
            return text
    if isinstance(value, Mapping):
        # an answer and what came with it, or the user's question and its context ({"question", "context"})
        answer = next((value[k] for k in (*_OUTPUT_KEYS, "content", *_INPUT_KEYS) if k in value), None)
        if isinstance(answer, str | BaseMessage | Document | list | tuple):
            return _as_text(answer)
    kind = type(value)
    if (
        getattr(kind, "__str__", None) is object.__str__
        and getattr(kind, "__repr__", None) is object.__repr__
    ):
        raise UserError(
            f"HindsightMemory: a chain input or output is a {type(value).__name__}, which has no text (it would "
            "be stored as '<... object at 0x...>'): pass its text, a message or a Document"
        )
    return str(value)
