"""``HindsightMemory``: the ``memory=`` of LlamaIndex agents and chat engines, backed by hindsight."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal
from urllib.parse import quote

from llama_index.core.base.llms.types import ChatMessage, MessageRole, TextBlock
from llama_index.core.bridge.pydantic import Field, PrivateAttr, field_serializer
from llama_index.core.llms.llm import LLM
from llama_index.core.memory.types import BaseChatStoreMemory
from llama_index.core.storage.chat_store import BaseChatStore
from llama_index.core.utils import get_tokenizer
from pydantic import ValidationError

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    RecallCache,
    arecall_context,
    check_scope_ids,
    checked_k,
    invalid_settings,
    known_settings,
    recall_context,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace, TraceStep, new_id
from hindsight_core.validation import check_int
from hindsight_llamaindex._engines import check_messages, check_user_id, resolve_engine
from hindsight_llamaindex._messages import last_user_text, role_of, turn_content
from hindsight_llamaindex._prompt import fit_context, newest_within, turn_query_of
from hindsight_llamaindex._saved import chat_store_dict, chat_store_of, memory_fields, token_limit_of
from hindsight_llamaindex._session import (
    SessionTrace,
    add_or_alone,
    ends_turn,
    new_messages,
    one_off_trace,
    seal_or_keep,
    session_trace_id,
    to_steps,
)
from hindsight_llamaindex.instrumentation import current_run_steps

logger = logging.getLogger("hindsight.llamaindex")

DEFAULT_TOKEN_LIMIT = 3000
DEFAULT_CONTEXT_TEMPLATE = (
    "Long-term memory of this user from earlier conversations (recalled by hindsight):\n{context}"
)


def _buffer_key(user_id: str, agent_id: str | None, session_id: str) -> str:
    """The chat store key of a session's buffer: ``user/session``, or ``user/agent/session`` for an agent (each
    part quoted, so no two scopes share a key)."""
    return "/".join(quote(part, safe="") for part in (user_id, *([agent_id] if agent_id else []), session_id))


class HindsightMemory(CaptureControls, BaseChatStoreMemory):
    """Agent memory that lasts across sessions: the session buffer plus what hindsight recalls.

    ``put``/``aput`` keep every message in the session buffer (a LlamaIndex chat store) and record it in
    hindsight: user and assistant turns, tool calls and tool results (a ReAct agent's
    Thought/Action/Observation text as the tool calls and results it describes).
    The messages of a session are the steps of one growing trace (:attr:`trace_id`). Every message is
    journaled before the call returns; a turn is reflected on when it ends (the assistant's answer), the
    user's message, tool calls, results and answer together, in the background (``flush()`` reflects on a
    turn still in progress too and waits; ``background=False`` reflects before returning). Each part of the
    session is extracted once: a turn costs one extraction window. When an attached
    :class:`HindsightInstrumentation` on the same engine is capturing the run, it records the turn (tool
    calls and results once, with their ids) and this memory only keeps the session: its buffer, and the
    messages journaled (not extracted again) so that a memory built for the session later restores them.
    ``get``/``aget`` return a system message with the memories recalled for the latest user message (read
    with the session's earlier user messages when it points back at them or says nothing to search by:
    :func:`hindsight_core.capture.turn_query`), followed by the newest part of the buffer, all within ``token_limit``. Pass a memory per user and
    session to ``agent.run(..., memory=...)``: one agent serves many users.

    Everything it needs to rebuild itself is a serialisable field (the engine is found again by
    ``data_dir``), so a workflow ``Context`` reused across runs keeps it working.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from llama_index.core.chat_engine import SimpleChatEngine
        >>> from llama_index.core.llms import MockLLM
        >>> memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        >>> chat = SimpleChatEngine.from_defaults(llm=MockLLM(), memory=memory)
        >>> _ = chat.chat("I prefer PostgreSQL")
        >>> memory.flush().ok
        True
        >>> [m.role.value for m in memory.get_all()]
        ['user', 'assistant']
        >>> hs.close()
    """

    user_id: str = Field(description="Whose memory this is; recall never crosses users.")
    session_id: str = Field(default_factory=new_id, description="The conversation; keys the session buffer.")
    agent_id: str | None = Field(
        default=None,
        description="Optional agent scope: memories are recorded with it, and recall sees only its memories.",
    )
    data_dir: str = Field(description="The engine's data directory (how a rebuilt memory finds its engine).")
    token_limit: int = Field(default=DEFAULT_TOKEN_LIMIT, gt=0, description="Budget of what get() returns.")
    k: int = Field(default=5, ge=1, description="How many memories to recall per query.")
    recall_token_ratio: float = Field(
        default=0.4, gt=0, le=1, description="Largest share of the budget the recalled context may take."
    )
    retain_messages: bool = Field(default=True, description="Record every put message in hindsight.")
    background: bool = Field(default=True, description="Reflect on recorded messages in the background.")
    context_template: str = Field(
        default=DEFAULT_CONTEXT_TEMPLATE, description="System message text; '{context}' is the recall block."
    )
    insert_method: Literal["system", "user"] = Field(
        default="system",
        description=(
            "Where the recalled memories go: a system message first ('system'), or before the text of the "
            "latest user message ('user', as LlamaIndex Memory's insert_method): ReActAgent drops a first "
            "system message that its own system_prompt did not put there."
        ),
    )
    tokenizer_fn: Callable[[str], list[Any]] = Field(default_factory=get_tokenizer, exclude=True)

    _engine: Hindsight = PrivateAttr()
    _cache: RecallCache = PrivateAttr()
    _erasure_seen: int | None = PrivateAttr(default=None)

    def __init__(
        self,
        *,
        user_id: str | None = None,  # required: checked after the settings, so that usr= is named as misspelt
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        session_id: str | None = None,
        chat_store_key: str | None = None,
        **data: Any,
    ) -> None:
        known_settings(data, "HindsightMemory", type(self))
        user_id = check_user_id(user_id, "HindsightMemory")
        if session_id is not None and not isinstance(session_id, str):
            raise UserError(f"HindsightMemory: session_id must be a string, got {type(session_id).__name__}")
        check_scope_ids("HindsightMemory", session_id=session_id or None, agent_id=data.get("agent_id"))
        data = checked_k(data, "HindsightMemory", engine)
        resolved, key = resolve_engine(engine, data_dir)
        session = session_id or new_id()
        try:
            super().__init__(
                user_id=user_id,
                data_dir=key,
                session_id=session,
                # one chat store shared by the app's users ("s1" is every user's first session) keeps each
                # user's buffer apart: the key names the user too, and the agent, as the journaled session does
                chat_store_key=chat_store_key or _buffer_key(user_id, data.get("agent_id"), session),
                **data,
            )
        except ValidationError as exc:  # token_limit=0, insert_method="top"
            raise invalid_settings("HindsightMemory", exc) from None
        self._engine = resolved
        self._cache = RecallCache(resolved)
        if session_id is not None:
            self._restore()

    def _restore(self) -> None:
        """A session named again in a new process (or a new memory) starts with the conversation it journaled:
        what was said and answered, in order (tool steps and forgotten messages left out); what a chat
        store already holds for it wins."""
        if self.chat_store.get_messages(self.chat_store_key) or self._engine.closed:
            return
        try:
            steps = self._session().since_restart()
        except Exception:  # adapter boundary: a memory without its past is still a memory
            logger.warning("hindsight: session %s could not be restored", self.session_id, exc_info=True)
            return
        roles = {"user_input": MessageRole.USER, "model_output": MessageRole.ASSISTANT}
        restored = [
            ChatMessage(role=roles[s.type], content=s.content)
            for s in steps
            if s.type in roles and s.content.strip()
        ]
        if restored:
            self.chat_store.set_messages(self.chat_store_key, restored)

    @classmethod
    def class_name(cls) -> str:
        return "HindsightMemory"

    @classmethod
    def from_defaults(
        cls,
        chat_history: list[ChatMessage] | None = None,
        llm: LLM | None = None,
        *,
        user_id: str | None = None,  # required (the memory's own check names it)
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        chat_store: BaseChatStore | None = None,
        chat_store_key: str | None = None,
        token_limit: int | None = None,
        **kwargs: Any,
    ) -> HindsightMemory:
        """Build a memory; ``llm`` sets ``token_limit`` to 75% of its context window when none is given.

        ``chat_history`` seeds the session buffer (and is retained like ``set``).
        """
        token_limit = token_limit_of(llm, token_limit)
        memory = cls(
            user_id=user_id,
            engine=engine,
            data_dir=data_dir,
            session_id=session_id,
            agent_id=agent_id,
            chat_store=chat_store_of(chat_store, "HindsightMemory.from_defaults"),
            chat_store_key=chat_store_key,
            token_limit=DEFAULT_TOKEN_LIMIT if token_limit is None else token_limit,
            **kwargs,
        )
        if chat_history:
            memory.set(chat_history)
        return memory

    @classmethod
    def from_dict(cls, data: dict[str, Any], **kwargs: Any) -> HindsightMemory:
        return cls(**memory_fields(data, kwargs))

    @field_serializer("chat_store")
    def serialize_courses_in_order(self, chat_store: BaseChatStore) -> dict[str, Any]:
        """Overrides the parent's serializer (:func:`~hindsight_llamaindex._saved.chat_store_dict`)."""
        return chat_store_dict(chat_store)

    # ------------------------------------------------------------------ reading
    def get(self, input: str | None = None, initial_token_count: int = 0, **kwargs: Any) -> list[ChatMessage]:
        """Recalled context (a system message) plus the newest session messages, within ``token_limit``: the
        context takes at most ``recall_token_ratio`` of it and never the room of the newest message (a newest
        message over the limit alone is returned alone, as LlamaIndex's ``ChatMemoryBuffer`` does)."""
        initial_token_count = _token_count(initial_token_count)
        history = self._unforgotten(self.chat_store.get_messages(self.chat_store_key))
        query = turn_query_of(input, history)
        context = self._recall(query, self._in_prompt(history, initial_token_count)) if query else ""
        return self._assemble(history, context, initial_token_count, query or "")

    async def aget(
        self, input: str | None = None, initial_token_count: int = 0, **kwargs: Any
    ) -> list[ChatMessage]:
        """Async twin of :meth:`get`."""
        initial_token_count = _token_count(initial_token_count)
        history = await asyncio.to_thread(
            self._unforgotten, await self.chat_store.aget_messages(self.chat_store_key)
        )
        query = turn_query_of(input, history)
        shown = await asyncio.to_thread(self._in_prompt, history, initial_token_count)
        context = await self._arecall(query, shown) if query else ""
        return self._assemble(history, context, initial_token_count, query or "")

    def get_all(self) -> list[ChatMessage]:
        """Every message of the session buffer (no recall, no budget)."""
        return self._unforgotten(self.chat_store.get_messages(self.chat_store_key))

    async def aget_all(self) -> list[ChatMessage]:
        return await asyncio.to_thread(
            self._unforgotten, await self.chat_store.aget_messages(self.chat_store_key)
        )

    def _unforgotten(self, history: list[ChatMessage]) -> list[ChatMessage]:
        """The session buffer less the messages a hard forget blanked in the journal since they were put (the
        user's "Please forget my passport number." in chat, or ``engine.forget(..., hard=True)``), dropped from
        the chat store too: else the next prompt would still send "My passport number is P7654321.", as a
        memory built for the session later and LangChain's ``HindsightChatMessageHistory`` do not."""
        if self._engine.closed:
            return history
        history = self._since_erasure(history)
        if not history:
            return history
        try:
            journal = self._engine.engine.journal
            own = {s.step_id for s in self._session().steps()}
            gone = journal.forgotten_contents(self.user_id, [turn_content(m) for m in history], own)
        except Exception:  # adapter boundary: the buffer as it is, logged
            logger.warning(
                "hindsight: session %s: forgotten messages not checked", self.session_id, exc_info=True
            )
            return history
        if not gone:
            return history
        kept = [m for m in history if turn_content(m) not in gone]
        self.chat_store.set_messages(self.chat_store_key, kept)
        return kept

    def _since_erasure(self, history: list[ChatMessage]) -> list[ChatMessage]:
        """The session buffer less what it held from before the user was erased (``forget_user``) in this
        process, dropped from the chat store too: what the user said since (journaled again) stays. One
        dictionary look-up, and a journal read only after a new erasure of this user (a memory built for the
        session later on the app's chat store checks once); another user's buffer is left alone."""
        if self._engine.closed:
            return history
        mark = self._engine.engine.journal.erasure_mark(self.user_id)
        if mark <= (self._erasure_seen or 0):
            self._erasure_seen = mark
            return history
        self._erasure_seen = mark
        if not history:
            return history
        try:
            said = {s.content for s in self._session().steps()}
        except Exception:  # adapter boundary: the buffer as it is, logged
            logger.warning(
                "hindsight: session %s: the buffer was not checked after an erasure",
                self.session_id,
                exc_info=True,
            )
            return history
        kept = [m for m in history if turn_content(m) in said]
        if len(kept) < len(history):
            self.chat_store.set_messages(self.chat_store_key, kept)
        return kept

    @property
    def scope(self) -> Scope:
        return Scope(user_id=self.user_id, agent_id=self.agent_id, session_id=self.session_id)

    def _recall(self, query: str, shown: Sequence[str] = ()) -> str:
        """The context block for ``query``, once per query until new memories are stored (agents call
        get() on every step, and every recall reinforces the memories it returns); a memory only the
        messages in ``shown`` (step ids) are the source of is not repeated in it."""
        return recall_context(
            self._engine, query, self.scope, self.k, cache=self._cache, turn=query, exclude=shown
        )

    async def _arecall(self, query: str, shown: Sequence[str] = ()) -> str:
        return await arecall_context(
            self._engine, query, self.scope, self.k, cache=self._cache, turn=query, exclude=shown
        )

    def _in_prompt(self, history: Sequence[ChatMessage], initial_token_count: int) -> list[str]:
        """The journaled step ids of the session messages that go into the prompt with the block (the newest
        that fit the budget): their memories would say again what the chat history below the block says."""
        if not history or self._engine.closed:
            return []
        try:
            steps = self._session().steps()
        except Exception:  # adapter boundary: without them the block may repeat a message, nothing worse
            logger.debug("hindsight: session %s steps could not be read", self.session_id, exc_info=True)
            return []
        by_text: dict[str, list[str]] = {}
        for step in steps:
            if step.type in ("user_input", "model_output") and step.content.strip():
                by_text.setdefault(step.content.strip(), []).append(step.step_id)
        budget, shown = self.token_limit - initial_token_count, []
        for message in reversed(history):
            budget -= self._tokens(message)
            if budget < 0:
                break
            shown += by_text.get(turn_content(message).strip(), [])
        return shown

    def _tokens(self, message: ChatMessage) -> int:
        text = turn_content(message)
        extra = str(message.additional_kwargs) if message.additional_kwargs else ""
        return len(self.tokenizer_fn(text + extra))

    def _assemble(
        self, history: list[ChatMessage], context: str, initial_token_count: int, query: str = ""
    ) -> list[ChatMessage]:
        budget = self.token_limit - initial_token_count
        if budget <= 0:
            raise UserError(
                f"initial_token_count ({initial_token_count}) leaves no room in token_limit "
                f"({self.token_limit}); raise HindsightMemory.token_limit"
            )
        costs = [self._tokens(m) for m in history]
        system: ChatMessage | None = None
        if context:
            # The newest message goes in whatever the block takes: the block gets at most what it leaves
            # (none when that message alone fills the budget: it is kept anyway, as ChatMemoryBuffer does).
            room = budget - (costs[-1] if costs else 0)
            text = fit_context(
                context,
                self.context_template,
                self.tokenizer_fn,
                min(int(budget * self.recall_token_ratio), room),
                query,
            )
            if text:
                system = ChatMessage(role="system", content=text)
                budget -= self._tokens(system)
        messages = newest_within(history, costs, budget)
        if system is None:
            return messages
        if self.insert_method == "user":
            latest = next(
                (i for i in range(len(messages) - 1, -1, -1) if role_of(messages[i]) == "user"), None
            )
            if latest is not None:
                asked = messages[latest]
                memories = TextBlock(text=f"{system.content}\n\n")
                merged = asked.model_copy(update={"blocks": [memories, *asked.blocks]})
                return [*messages[:latest], merged, *messages[latest + 1 :]]
        return [system, *messages]

    # ------------------------------------------------------------------ writing
    def put(self, message: ChatMessage) -> None:
        """Add a message to the session buffer and retain it."""
        self.put_messages([message])

    async def aput(self, message: ChatMessage) -> None:
        await self.aput_messages([message])

    def put_messages(self, messages: list[ChatMessage]) -> None:
        """Add messages to the session buffer and retain them together (one hindsight call)."""
        messages = check_messages(messages, "HindsightMemory.put")
        history = self._since_erasure(self.chat_store.get_messages(self.chat_store_key))
        for message in messages:
            self.chat_store.add_message(self.chat_store_key, message)
        self._retain(messages, history)

    async def aput_messages(self, messages: list[ChatMessage]) -> None:
        messages = check_messages(messages, "HindsightMemory.aput")
        history = await asyncio.to_thread(
            self._since_erasure, await self.chat_store.aget_messages(self.chat_store_key)
        )
        for message in messages:
            await self.chat_store.async_add_message(self.chat_store_key, message)
        await self._aretain(messages, history)

    def set(self, messages: list[ChatMessage]) -> None:
        """Replace the session buffer; messages that were not in it yet are retained, except those the
        session already recorded (an app that keeps its own history and sends it again with each request,
        ``chat(message, chat_history=...)`` on a new memory, records each message once)."""
        messages = check_messages(messages, "HindsightMemory.set")
        history = self._since_erasure(self.chat_store.get_messages(self.chat_store_key))
        self.chat_store.set_messages(self.chat_store_key, list(messages))
        self._retain(new_messages(messages, history), history, resent=True)

    async def aset(self, messages: list[ChatMessage]) -> None:
        messages = check_messages(messages, "HindsightMemory.aset")
        history = await asyncio.to_thread(
            self._since_erasure, await self.chat_store.aget_messages(self.chat_store_key)
        )
        await self.chat_store.aset_messages(self.chat_store_key, list(messages))
        await self._aretain(new_messages(messages, history), history, resent=True)

    def reset(self) -> None:
        """Clear the session buffer (the turn in progress is reflected on): a memory built for this session
        later (the next request, a restart) starts after the reset. Long-term memories stay (forget them with
        ``engine.forget``); the trace keeps the messages."""
        self._flush_held()
        self.chat_store.delete_messages(self.chat_store_key)
        self._mark_restart()

    async def areset(self) -> None:
        await asyncio.to_thread(self._flush_held)
        await self.chat_store.adelete_messages(self.chat_store_key)
        await asyncio.to_thread(self._mark_restart)

    def _mark_restart(self) -> None:
        """A memory built for this session later (the next request, a restart) starts after the reset."""
        if self._engine.closed:
            return
        try:
            self._session().mark_restart()
        except Exception:  # adapter boundary: the buffer is cleared either way
            logger.warning(
                "hindsight: the reset of session %s was not journaled", self.session_id, exc_info=True
            )

    @property
    def trace_id(self) -> str:
        """The id of the journaled trace that holds this session's messages (one per user, agent, session)."""
        return session_trace_id(self.user_id, self.session_id, self.agent_id)

    def session_trace(self) -> Trace | None:
        """The session's trace as journaled: every retained message of the session, in order, as steps (the
        ids records cite in ``source_ids``), the messages of a turn still in progress included (held: journaled,
        extracted when the turn ends)."""
        return self._session().current()

    def _session(self) -> SessionTrace:
        return SessionTrace(self._engine, self.scope, adapter="memory")

    def _store(
        self, messages: Sequence[ChatMessage], history: Sequence[ChatMessage], resent: bool = False
    ) -> None:
        """Add ``messages`` to the session trace (journaled before returning); when they end the turn,
        reflect on it (in the background unless ``background=False``). ``resent``: a history set again,
        whose messages the session recorded already are left out."""
        goal = last_user_text([*history, *messages])
        steps = to_steps(messages, history, self.scope)
        if steps and resent and not self._engine.closed:
            steps = self._session().unseen(steps)
        if not steps:
            return
        if self._engine.closed:  # the reflector says what becomes of them
            self.record(one_off_trace(steps, self.scope, goal), background=self.background)
            return
        alone = one_off_trace(steps, self.scope, goal)
        trace = add_or_alone(self._session(), steps, goal=goal, end_turn=ends_turn(messages), alone=alone)
        self.record(trace, background=self.background)

    def _note(
        self,
        messages: Sequence[ChatMessage],
        history: Sequence[ChatMessage],
        run: Sequence[TraceStep],
        resent: bool = False,
    ) -> None:
        """Keep ``messages`` in the session without recording them (the instrumentation records the run, and
        extracts it once): a memory built for the session later restores them, and leaves what was learned
        from them out of its recall block. A message the run recorded keeps the run's step (its id is what
        those memories cite)."""
        if self._engine.closed:
            return
        steps = to_steps(messages, history, self.scope)
        session = self._session()
        if steps and resent:
            steps = session.unseen(steps)
        if not steps:
            return
        pool = list(run)
        for index, step in enumerate(steps):
            same = next((s for s in pool if (s.type, s.content) == (step.type, step.content)), None)
            if same is not None:
                pool.remove(same)
                steps[index] = same
        try:
            session.note(steps)
        except Exception:  # adapter boundary: the run is recorded by the instrumentation either way
            logger.warning(
                "hindsight: the messages of session %s were not noted; a later memory for it will not restore "
                "them",
                self.session_id,
                exc_info=True,
            )

    def _retain(
        self, messages: Sequence[ChatMessage], history: Sequence[ChatMessage], *, resent: bool = False
    ) -> None:
        if not self.retain_messages or not messages:
            return
        run = current_run_steps(self._engine, self.scope)
        if run is None:
            self._store(messages, history, resent)
        else:
            self._note(messages, history, run, resent)

    async def _aretain(
        self, messages: Sequence[ChatMessage], history: Sequence[ChatMessage], *, resent: bool = False
    ) -> None:
        if not self.retain_messages or not messages:
            return
        run = current_run_steps(
            self._engine, self.scope
        )  # here: it reads the caller's instrumentation context
        if run is None:
            await asyncio.to_thread(self._store, messages, history, resent)
        else:
            await asyncio.to_thread(self._note, messages, history, run, resent)

    def _flush_held(self) -> None:
        """Reflect on the messages held for the turn in progress (``flush()`` and ``close()`` call it)."""
        if not self.retain_messages or self._engine.closed:
            return
        self.record(seal_or_keep(self._session()), background=self.background)

    def _own_user(self) -> str | None:
        """This memory is one user's: its ``flush``, ``close``, ``failed_traces`` and ``pending`` report
        that user's reflections, not those of the engine's other users."""
        return self.user_id


def _token_count(value: object) -> int:
    """``get``'s ``initial_token_count``: a whole number from 0 ("5" was a TypeError from the token budget)."""
    return check_int(value, "HindsightMemory.get: initial_token_count", low=0)
