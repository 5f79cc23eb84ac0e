"""Hindsight inside LlamaIndex's ``Memory``: a memory block, and a ``Memory`` that retains every turn."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.bridge.pydantic import Field, PrivateAttr
from llama_index.core.memory import BaseMemoryBlock, Memory
from llama_index.core.storage.chat_store.base_db import MessageStatus
from llama_index.core.utils import get_tokenizer
from pydantic import ValidationError

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    RecallCache,
    arecall_context,
    check_scope_ids,
    checked_k,
    checked_keywords,
    invalid_settings,
    known_settings,
    turn_query,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace
from hindsight_llamaindex._engines import check_messages, check_user_id, resolve_engine
from hindsight_llamaindex._messages import fingerprint, last_user_text, turn_content, user_texts
from hindsight_llamaindex._prompt import memory_entries
from hindsight_llamaindex._session import SessionTrace, add_or_alone, ends_turn, seal_or_keep, to_steps
from hindsight_llamaindex.instrumentation import records_current_run

logger = logging.getLogger("hindsight.llamaindex")
_METADATA = {"source": "llamaindex", "adapter": "block"}


class HindsightMemoryBlock(CaptureControls, BaseMemoryBlock[str]):
    """A ``Memory`` block that recalls hindsight memories for the latest user message on every LLM step.

    The latest message is read with the earlier user messages it points back at ("book it for friday") or,
    when it says nothing to search by ("yes please"), replaced by them (:func:`hindsight_core.capture.turn_query`).

    ``Memory`` hands a block only the messages it flushes out of its short-term queue; to retain every
    turn, use :class:`HindsightRetainingMemory` (it turns this block's flush intake off, so nothing is
    retained twice). The messages of a session are one growing trace: recorded messages are journaled at
    once, and each turn is reflected on in the background when it ends (``flush()`` reflects on turns in
    progress too and waits).

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from llama_index.core.memory import Memory
        >>> _ = hs.remember("Alice prefers PostgreSQL", user_id="alice")
        >>> block = HindsightMemoryBlock(engine=hs, user_id="alice")
        >>> memory = Memory.from_defaults(session_id="s1", memory_blocks=[block])
        >>> "PostgreSQL" in str(memory.get(input="Which database do I like?"))
        True
        >>> hs.close()
    """

    name: str = Field(default="hindsight", description="The block's name (its tag in the system message).")
    description: str | None = Field(
        default="Long-term memories of the user, recalled by hindsight (dated and sourced)."
    )
    priority: int = Field(default=1, description="0 = never truncated; higher numbers are truncated later.")
    user_id: str = Field(description="Whose memory this is; recall never crosses users.")
    agent_id: str | None = Field(
        default=None,
        description="Optional agent scope: memories are recorded with it, and recall sees only its memories.",
    )
    session_id: str | None = Field(
        default=None, description="Session of retained memories (default: the Memory's session_id)."
    )
    data_dir: str = Field(description="The engine's data directory (how a rebuilt block finds its engine).")
    k: int = Field(default=5, ge=1, description="How many memories to recall per LLM step.")

    _engine: Hindsight = PrivateAttr()
    _cache: RecallCache = PrivateAttr()
    _sessions: dict[str, SessionTrace] = PrivateAttr(default_factory=dict)

    @checked_keywords
    def __init__(
        self,
        *,
        user_id: str,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        **data: Any,
    ) -> None:
        check_user_id(user_id, "HindsightMemoryBlock")
        known_settings(data, "HindsightMemoryBlock", type(self))
        check_scope_ids(
            "HindsightMemoryBlock", session_id=data.get("session_id"), agent_id=data.get("agent_id")
        )
        data = checked_k(data, "HindsightMemoryBlock", engine)
        resolved, key = resolve_engine(engine, data_dir)
        try:
            super().__init__(user_id=user_id, data_dir=key, **data)
        except ValidationError as exc:  # priority="high", name=5
            raise invalid_settings("HindsightMemoryBlock", exc) from None
        self._engine = resolved
        self._cache = RecallCache(resolved)
        self._sessions = {}

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        """The context block recalled for the newest user message ("" when there is nothing to say), read with
        the user's messages before it when it points back at them or says nothing to search by ("thanks!",
        "same as last time please"; see ``turn_query``)."""
        messages = check_messages(messages, "HindsightMemoryBlock") if messages is not None else []
        query = turn_query(last_user_text(messages or []) or "", user_texts(messages or []))
        if not query:
            return ""
        scope = Scope(user_id=self.user_id, agent_id=self.agent_id)
        session_id = self.session_id or block_kwargs.get("session_id")
        shown = await asyncio.to_thread(self._shown, messages or [], session_id)
        return await arecall_context(
            self._engine, query, scope, self.k, cache=self._cache, turn=query, exclude=shown
        )

    def _shown(self, messages: Sequence[ChatMessage], session_id: str | None) -> list[str]:
        """The journaled step ids of ``messages`` (the chat ``Memory`` sends with the block) in this session:
        a memory only they are the source of would say again what the chat below the block says
        (``HindsightRetainingMemory`` retains each message as it is put)."""
        if not messages or not isinstance(session_id, str) or not session_id or self._engine.closed:
            return []
        scope = Scope(user_id=self.user_id, agent_id=self.agent_id, session_id=session_id)
        try:
            steps = SessionTrace(self._engine, scope, adapter="block").steps()
        except Exception:  # adapter boundary: without them the block may repeat a message, nothing worse
            logger.debug("hindsight: session %s steps could not be read", session_id, exc_info=True)
            return []
        said = {turn_content(m).strip() for m in messages}
        return [
            s.step_id
            for s in steps
            if s.type in ("user_input", "model_output") and s.content.strip() and s.content.strip() in said
        ]

    def _journaled_only(self, messages: list[ChatMessage], session_id: str) -> list[ChatMessage]:
        """Those of ``messages`` this block's session journal holds (what was said since the user's erasure);
        all of them when it cannot be read (logged)."""
        scope = Scope(user_id=self.user_id, agent_id=self.agent_id, session_id=self.session_id or session_id)
        try:
            said = {s.content for s in SessionTrace(self._engine, scope, adapter="block").steps()}
        except Exception:  # adapter boundary: the messages as they are, logged
            logger.warning(
                "hindsight: session %s: the chat was not checked after an erasure", session_id, exc_info=True
            )
            return messages
        return [m for m in messages if turn_content(m) in said]

    def _unforgotten(self, messages: list[ChatMessage], session_id: str) -> list[ChatMessage]:
        """``messages`` less those a hard forget of this block's user blanked in the journal (a short one, "yes",
        only as one of this session's own steps); all of them when it cannot be checked (logged)."""
        scope = Scope(user_id=self.user_id, agent_id=self.agent_id, session_id=self.session_id or session_id)
        try:
            own = {s.step_id for s in SessionTrace(self._engine, scope, adapter="block").steps()}
            gone = self._engine.engine.journal.forgotten_contents(
                self.user_id, [turn_content(m) for m in messages], own
            )
        except Exception:  # adapter boundary: the messages as they are, logged
            logger.warning("hindsight: session %s: forgotten messages not checked", session_id, exc_info=True)
            return messages
        return [m for m in messages if turn_content(m) not in gone] if gone else messages

    async def _aput(self, messages: list[ChatMessage]) -> None:
        """Retain the messages ``Memory`` flushed out of its short-term queue (past turns: reflected now)."""
        session = next(
            (m.additional_kwargs["session_id"] for m in messages if "session_id" in m.additional_kwargs), None
        )
        await self.aretain(messages, session_id=session, end_turn=True)

    async def aretain(
        self,
        messages: Sequence[ChatMessage],
        *,
        session_id: str | None = None,
        history: Sequence[ChatMessage] = (),
        end_turn: bool | None = None,
        resent: bool = False,
    ) -> None:
        """Record ``messages`` under this block's user (``history`` names tool results).

        The messages of a session are one growing trace: they are journaled before this returns, and the
        turn is reflected on in the background when it ends (``end_turn``; by default, when the last message
        is an answer of the assistant), user message and answer together. Skipped when an instrumentation
        records the run. ``resent``: a history set again, whose messages the session recorded already are
        left out.
        """
        if records_current_run(self._engine):
            return
        scope = Scope(user_id=self.user_id, agent_id=self.agent_id, session_id=self.session_id or session_id)
        ends = ends_turn(messages) if end_turn is None else end_turn
        await asyncio.to_thread(self._store, messages, history, scope, ends, resent)

    def _store(
        self,
        messages: Sequence[ChatMessage],
        history: Sequence[ChatMessage],
        scope: Scope,
        end_turn: bool,
        resent: bool = False,
    ) -> None:
        goal = last_user_text([*history, *messages])
        steps = to_steps(messages, history, scope)
        if steps and resent and scope.session_id is not None and not self._engine.closed:
            steps = SessionTrace(self._engine, scope, adapter="block").unseen(steps)
        if not steps:
            return
        alone = Trace(
            scope=scope, goal=goal, steps=steps, started_at=steps[0].timestamp, metadata=dict(_METADATA)
        )
        if scope.session_id is None or self._engine.closed:  # no session to grow (or the reflector says why)
            self.record(alone)
            return
        session = SessionTrace(self._engine, scope, adapter="block")
        trace = add_or_alone(session, steps, goal=goal, end_turn=end_turn, alone=alone)
        if trace is None:  # held until the turn ends: flush() reflects on it too
            self._sessions[session.trace_id] = session
        else:
            self._sessions.pop(session.trace_id, None)
        self.record(trace)

    def _flush_held(self) -> None:
        """Reflect on the messages held for turns in progress (``flush()`` and ``close()`` call it)."""
        sessions, self._sessions = self._sessions, {}
        if self._engine.closed:
            return
        for session in sessions.values():
            self.record(seal_or_keep(session))

    def _own_user(self) -> str | None:
        """This memory block is one user's: its ``flush``, ``close``, ``failed_traces`` and ``pending`` report
        that user's reflections, not those of the engine's other users."""
        return self.user_id

    async def atruncate(self, content: str, tokens_to_truncate: int) -> str | None:
        """Drop the least relevant memories (the last ones, whole: a memory's text may span lines) until
        ``tokens_to_truncate`` are saved; cutting between lines would leave a partial memory that reads as
        complete. ``Memory`` wraps the block in its name's tags, which the budget counts too."""
        tokenizer = get_tokenizer()
        tags = len(tokenizer(f"<{self.name}>\n\n</{self.name}>"))
        target = len(tokenizer(content)) - tokens_to_truncate - tags
        entries = memory_entries(content)
        while len(entries) > 1 and len(tokenizer("\n".join(entries))) > target:
            entries.pop()
        # Only the header left: nothing worth sending.
        return "\n".join(entries) if len(entries) > 1 else None


class HindsightRetainingMemory(Memory):
    """LlamaIndex's ``Memory`` that retains every turn in hindsight as it is put, not only flushed ones.

    It needs at least one :class:`HindsightMemoryBlock` in ``memory_blocks``; their flush intake is turned
    off, since every message is already retained when it arrives.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from llama_index.core.llms import ChatMessage
        >>> block = HindsightMemoryBlock(engine=hs, user_id="alice")
        >>> memory = HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block])
        >>> memory.put(ChatMessage(role="user", content="I prefer PostgreSQL"))
        >>> block.flush().ok
        True
        >>> [r.text for r in hs.list_records(user_id="alice")]
        ['The user said: I prefer PostgreSQL']
        >>> hs.close()
    """

    _erasures_seen: dict[str, int] = PrivateAttr(default_factory=dict)

    @classmethod
    def class_name(cls) -> str:
        return "HindsightRetainingMemory"

    def __init__(self, **data: Any) -> None:
        blocks = data.get("memory_blocks") or []
        hindsight = [b for b in blocks if isinstance(b, HindsightMemoryBlock)]
        if not hindsight:
            raise UserError(
                "HindsightRetainingMemory needs a HindsightMemoryBlock in memory_blocks, e.g. "
                "memory_blocks=[HindsightMemoryBlock(data_dir=..., user_id=...)]"
            )
        for block in hindsight:
            block.accept_short_term_memory = False  # every message is retained on arrival already
        super().__init__(**data)

    @property
    def hindsight_blocks(self) -> list[HindsightMemoryBlock]:
        return [b for b in self.memory_blocks if isinstance(b, HindsightMemoryBlock)]

    async def aget(self, input: str | ChatMessage | None = None, **block_kwargs: Any) -> list[ChatMessage]:
        """``Memory.aget``, after letting go of what the chat held from before its user's erasure and of the
        messages a hard forget blanked since they were put."""
        await self._let_go_if_erased()
        await self._drop_forgotten()
        return await super().aget(input=input, **block_kwargs)

    async def aget_all(self, status: MessageStatus | None = None) -> list[ChatMessage]:
        await self._let_go_if_erased()
        return await super().aget_all(status=status)

    async def _let_go_if_erased(self) -> None:
        """After an erasure of a block's user in this process (``forget_user``), the short-term chat (LlamaIndex's
        own store) keeps only the messages the session journaled since: the model no longer sees what the
        user said before it, as a memory built after a restart does not. One dictionary look-up per block
        otherwise; a chat store read and rewrite only after a new erasure of that user."""
        erased = []
        for block in self.hindsight_blocks:
            if block._engine.closed:
                continue
            mark = block._engine.engine.journal.erasure_mark(block.user_id)
            if mark > self._erasures_seen.get(block.user_id, 0):
                self._erasures_seen[block.user_id] = mark
                erased.append(block)
        if not erased:
            return
        for status in (MessageStatus.ARCHIVED, MessageStatus.ACTIVE):  # oldest first, as they are kept
            chat = await self.sql_store.get_messages(self.session_id, status=status)
            kept = chat
            for block in erased:
                kept = await asyncio.to_thread(block._journaled_only, kept, self.session_id)
            await self._replace(chat, kept, status)

    async def _drop_forgotten(self) -> None:
        """Take the messages a hard forget blanked since they were put (the user's "Please forget my passport
        number." with ``forget_in_chat_hard``, or ``engine.forget(..., hard=True)``) out of the short-term chat:
        the next prompt stops sending them, as ``HindsightMemory`` does with its buffer."""
        chat = await self.sql_store.get_messages(self.session_id, status=MessageStatus.ACTIVE)
        kept = chat
        for block in self.hindsight_blocks:
            if kept and not block._engine.closed:
                kept = await asyncio.to_thread(block._unforgotten, kept, self.session_id)
        await self._replace(chat, kept, MessageStatus.ACTIVE)

    async def _replace(self, chat: list[ChatMessage], kept: list[ChatMessage], status: MessageStatus) -> None:
        """The session's messages of ``status`` become ``kept`` (those of ``chat`` left), when some went."""
        if len(kept) < len(chat):
            await self.sql_store.delete_messages(self.session_id, status=status)
            if kept:
                await self.sql_store.add_messages(self.session_id, kept, status=status)

    async def _retain(self, messages: Sequence[ChatMessage], *, only_new: bool = False) -> None:
        history = await self.aget_all()
        if only_new:
            seen = {fingerprint(m) for m in history}
            messages = [m for m in messages if fingerprint(m) not in seen]
        for block in self.hindsight_blocks:
            await block.aretain(messages, session_id=self.session_id, history=history, resent=only_new)

    async def aput(self, message: ChatMessage) -> None:
        """Retain the message, then queue it like ``Memory`` does."""
        await self._retain([message])
        await super().aput(message)

    async def aput_messages(self, messages: list[ChatMessage]) -> None:
        await self._retain(messages)
        await super().aput_messages(messages)

    async def aset(self, messages: list[ChatMessage]) -> None:
        """Replace the chat history; messages not in it yet are retained."""
        await self._retain(messages, only_new=True)
        await super().aset(messages)
