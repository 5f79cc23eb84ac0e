"""``HindsightMemory``: the ``memory=`` of classic LangChain chains, backed by hindsight."""

from __future__ import annotations

import threading
from collections import deque
from pathlib import Path
from typing import Any, NamedTuple

from langchain_classic.base_memory import BaseMemory
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import Field, PrivateAttr

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    arecall_context,
    checked_k,
    recall_context,
    trace_from_turns,
    turn_query,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace, generated_step_id
from hindsight_langchain import _claims
from hindsight_langchain._common import CLASSIC_HOW, bind_engine, call_scope, call_sources, checked_ids

_OUTPUT_KEYS = ("response", "text", "output", "answer", "result")
_SCOPE_KEYS = frozenset({"user_id", "session_id", "agent_id"})


class HindsightMemory(CaptureControls, BaseMemory):
    """Long-term memory for ``ConversationChain``, ``LLMChain``, ``AgentExecutor`` and the other classic chains.

    Before a run, ``load_memory_variables`` recalls what hindsight knows that bears on the input (across
    every session of the user) and adds the latest turns of this user's session. After it, ``save_context``
    journals the turn before returning and reflects on it in the background (``flush()`` waits;
    ``background=False`` reflects before returning). ``clear()`` forgets only this object's recent-turn
    buffer; delete long-term memories with ``engine.forget``.

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
    """How many turns of this session to repeat verbatim after the recalled memories."""
    background: bool = True
    """Reflect on saved turns in the background (they are journaled first either way)."""
    human_prefix: str = "Human"
    ai_prefix: str = "AI"

    _engine: Hindsight = PrivateAttr()
    _owns_engine: bool = PrivateAttr(default=False)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _recent: dict[tuple[str, str | None], deque[_Turn]] = PrivateAttr(default_factory=dict)

    def __init__(
        self, *, engine: Hindsight | None = None, data_dir: str | Path | None = None, **data: Any
    ) -> None:
        owner = type(self).__name__
        super().__init__(**checked_ids(checked_k(data, owner, engine), owner))
        bind_engine(self, engine, data_dir)

    @property
    def memory_variables(self) -> list[str]:
        return [self.memory_key]

    # -- load -----------------------------------------------------------------------------------------------

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Recall for the current input; ``{memory_key: context}`` (a string, or messages)."""
        query, scope = self._load_args(inputs)
        shown = self._shown(scope)
        query = self._query(query, scope)
        context = recall_context(self._engine, query, scope, self.k, exclude=shown) if query.strip() else ""
        return {self.memory_key: self._render(context, scope)}

    async def aload_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Native async ``load_memory_variables``."""
        query, scope = self._load_args(inputs)
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
        """Forget the recent-turn buffers (long-term memories stay: use ``engine.forget``)."""
        with self._lock:
            self._recent.clear()

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
        value = outputs[key]
        if isinstance(value, BaseMessage):
            return value.text
        return _as_text(value)

    def _turn(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> Trace | None:
        said = self._input_text(inputs)
        answered = self._output_text(outputs)
        scope = self._scope(inputs)
        ids = (generated_step_id(), generated_step_id())
        if self.recent_turns:
            with self._lock:
                recent = self._recent.setdefault((scope.user_id, scope.session_id), deque())
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
        with self._lock:
            recent = list(self._recent.get((scope.user_id, scope.session_id), ()))
        return turn_query(said, [turn.said for turn in recent])

    def _shown(self, scope: Scope) -> list[str]:
        """The step ids of the recent turns the prompt repeats: a memory only they are the source of is not
        recalled above them again (the same statement twice in one prompt)."""
        with self._lock:
            recent = list(self._recent.get((scope.user_id, scope.session_id), ()))
        return [step_id for turn in recent for step_id in turn.ids]

    def _render(self, context: str, scope: Scope) -> str | list[BaseMessage]:
        """The recalled block, then the latest turns of this user's session."""
        with self._lock:
            recent = list(self._recent.get((scope.user_id, scope.session_id), ()))
        if self.return_messages:
            messages: list[BaseMessage] = [SystemMessage(content=context)] if context else []
            for said, answered, _ in recent:
                messages += [HumanMessage(content=said), AIMessage(content=answered)]
            return messages
        lines = [f"{self.human_prefix}: {said}\n{self.ai_prefix}: {answered}" for said, answered, _ in recent]
        return "\n\n".join(part for part in (context, "\n".join(lines)) if part)


class _Turn(NamedTuple):
    """A recent turn: what the user said, the answer, and the ids of their steps in the recorded trace."""

    said: str
    answered: str
    ids: tuple[str, str]


def _as_text(value: Any) -> str:
    """A chain input or output as text: ``None`` is no text (never the word "None")."""
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)
