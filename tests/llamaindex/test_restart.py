"""A live session across a restart of the user's process: two real engines on one data directory (the first
closed, the second opened), the real LlamaIndex classes with mock LLMs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store import SimpleChatStore

from hindsight_core import Hindsight
from hindsight_core.models import Scope
from hindsight_llamaindex import HindsightMemory, HindsightMemoryBlock
from hindsight_llamaindex._session import SessionTrace
from hindsight_llamaindex.memory_block import HindsightRetainingMemory
from tests.llamaindex.conftest import RecordingLLM, make_engine


def _persist(store: SimpleChatStore, path: str) -> None:
    """What ``SimpleChatStore.persist`` does (it fails under pydantic 2.14 on ChatMessage's serializer)."""
    dumped = {
        key: [{"role": m.role.value, "content": m.content} for m in messages]
        for key, messages in store.store.items()
    }
    Path(path).write_text(json.dumps(dumped), encoding="utf-8")


def _load(path: str) -> SimpleChatStore:
    store = SimpleChatStore()
    for key, messages in json.loads(Path(path).read_text(encoding="utf-8")).items():
        store.set_messages(key, [ChatMessage(**m) for m in messages])
    return store


def _texts(messages: list[ChatMessage]) -> list[str]:
    return [str(m.content) for m in messages]


def test_memory_on_a_persisted_chat_store_goes_on_with_the_store_after_a_restart(tmp_path: Path) -> None:
    """The chat store the app persists holds the session: the restarted memory uses it as it is (the journal
    does not add its copy of the same messages), and the next turn's model sees the earlier ones."""
    data, saved = tmp_path / "hs", str(tmp_path / "chat.json")
    hs = make_engine(data)
    try:
        store = SimpleChatStore()
        memory = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1", chat_store=store)
        SimpleChatEngine.from_defaults(llm=RecordingLLM("Found three."), memory=memory).chat(
            "Can you find flights to Lisbon next week?"
        )
        _persist(store, saved)
    finally:
        hs.close()
    hs = make_engine(data)
    try:
        store = _load(saved)
        memory = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1", chat_store=store)
        assert _texts(memory.get_all()) == ["Can you find flights to Lisbon next week?", "Found three."]
        llm = RecordingLLM("Booked.")
        SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat("book it for friday")
        assert "Can you find flights to Lisbon next week?" in _texts(llm.received[0])
        assert _texts(memory.get_all())[-2:] == ["book it for friday", "Booked."]
        assert len(memory.get_all()) == 4
        for other in ("ann", "jo/s1"):
            assert (
                HindsightMemory.from_defaults(
                    engine=hs, user_id=other, session_id="s1", chat_store=store
                ).get_all()
                == []
            )
    finally:
        hs.close()


def _retaining(hs: Hindsight, **kwargs: Any) -> HindsightRetainingMemory:
    block = HindsightMemoryBlock(engine=hs, user_id="dana")
    return HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block], **kwargs)


def test_retaining_memory_on_a_database_goes_on_after_a_restart_and_records_nothing_again(
    tmp_path: Path,
) -> None:
    data, uri = tmp_path / "hs", f"sqlite+aiosqlite:///{tmp_path / 'chat.db'}"
    hs = make_engine(data)
    try:
        memory = _retaining(hs, async_database_uri=uri)
        memory.put(ChatMessage(role="user", content="Can you find flights to Lisbon next week?"))
        memory.put(ChatMessage(role="assistant", content="Found three."))
        assert memory.hindsight_blocks[0].flush(timeout=30)
    finally:
        hs.close()
    hs = make_engine(data)
    try:
        session = SessionTrace(hs, Scope(user_id="dana", session_id="s1"), adapter="block")
        memory = _retaining(hs, async_database_uri=uri)
        assert _texts(memory.get_all()) == ["Can you find flights to Lisbon next week?", "Found three."]
        memory.put(ChatMessage(role="user", content="book it for friday"))
        assert [s.content for s in session.steps()] == [
            "Can you find flights to Lisbon next week?",
            "Found three.",
            "book it for friday",
        ]
    finally:
        hs.close()


def test_retaining_memory_in_memory_starts_a_new_conversation_after_a_restart(tmp_path: Path) -> None:
    """LlamaIndex's in-memory default keeps no chat across processes; hindsight still recalls what was said."""
    data = tmp_path / "hs"
    hs = make_engine(data)
    try:
        memory = _retaining(hs)
        memory.put(ChatMessage(role="user", content="I always fly TAP Air Portugal to Lisbon."))
        memory.put(ChatMessage(role="assistant", content="Noted."))
        assert memory.hindsight_blocks[0].flush(timeout=30)
    finally:
        hs.close()
    hs = make_engine(data)
    try:
        memory = _retaining(hs)
        assert memory.get_all() == []
        memory.put(ChatMessage(role="user", content="Which airline do I fly to Lisbon?"))
        assert "TAP Air Portugal" in str(memory.get()[0].content)
    finally:
        hs.close()
