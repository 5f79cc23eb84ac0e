"""What live LlamaIndex objects show the model after a user is erased (``forget_user``) in the same process:
the real classes, mock LLMs, a real embedded engine."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store import SimpleChatStore

from hindsight_core import Hindsight, HindsightConfig, LifecycleConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_llamaindex import HindsightMemory, HindsightMemoryBlock
from hindsight_llamaindex.memory_block import HindsightRetainingMemory
from tests.llamaindex.conftest import RecordingLLM, make_engine


def _texts(messages: list[ChatMessage]) -> str:
    return "\n".join(str(m.content) for m in messages)


def _alice_erased_beside_bob(hs: Hindsight, alice: Any, bob: Any) -> tuple[str, str, str]:
    """Alice and Bob each say something, Alice is erased, both chat on: what the model was sent on Alice's first
    turn after the erasure, on Bob's, and on Alice's next."""
    llm = RecordingLLM()

    def chat(memory: Any, text: str) -> None:
        SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat(text)

    chat(alice, "Our gate code is 55913.")
    chat(bob, "My locker number is 4417.")
    hs.forget_user("alice")
    chat(alice, "Hello again, I just moved to Oslo.")
    chat(bob, "What was my locker number?")
    chat(alice, "thanks!")
    after_erasure, to_bob, alice_later = (_texts(m) for m in llm.received[2:])
    return after_erasure, to_bob, alice_later


def test_memory_lets_go_of_an_erased_users_buffer_and_keeps_another_users(tmp_path: Path) -> None:
    hs = make_engine(tmp_path / "hs")
    try:
        store = SimpleChatStore()  # one chat store for the app's users
        alice = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1", chat_store=store)
        bob = HindsightMemory.from_defaults(engine=hs, user_id="bob", session_id="s1", chat_store=store)
        after_erasure, to_bob, alice_later = _alice_erased_beside_bob(hs, alice, bob)
        assert "55913" not in after_erasure
        assert "My locker number is 4417." in to_bob  # another user's buffer stays
        assert "55913" not in alice_later
        assert "Hello again, I just moved to Oslo." in alice_later  # said after the erasure: kept
        assert "55913" not in _texts(store.get_messages(alice.chat_store_key))
    finally:
        hs.close()


def test_a_memory_built_after_the_erasure_on_a_shared_chat_store_shows_only_what_came_after(
    tmp_path: Path,
) -> None:
    """A memory built per request on the app's chat store: what the store held from before the erasure goes,
    what the user said since (journaled) stays."""
    hs = make_engine(tmp_path / "hs")
    try:
        store = SimpleChatStore()
        llm = RecordingLLM()

        def chat(text: str) -> None:
            memory = HindsightMemory.from_defaults(
                engine=hs, user_id="alice", session_id="s1", chat_store=store
            )
            SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat(text)

        chat("Our gate code is 55913.")
        hs.forget_user("alice")
        chat("Hello again, I just moved to Oslo.")
        chat("thanks!")
        assert "55913" not in _texts(llm.received[1])
        assert "55913" not in _texts(llm.received[2])
        assert "Hello again, I just moved to Oslo." in _texts(llm.received[2])
    finally:
        hs.close()


def test_retaining_memory_lets_go_of_an_erased_users_messages(tmp_path: Path) -> None:
    """LlamaIndex's ``Memory`` with a hindsight block: its short-term queue (LlamaIndex's own SQL store) drops
    what it held from before the erasure; a conversation of another user on the same engine keeps its own."""
    hs = make_engine(tmp_path / "hs")
    try:

        def retaining(user: str) -> HindsightRetainingMemory:
            block = HindsightMemoryBlock(engine=hs, user_id=user)
            return HindsightRetainingMemory.from_defaults(session_id=f"{user}-s1", memory_blocks=[block])

        alice, bob = retaining("alice"), retaining("bob")
        after_erasure, to_bob, alice_later = _alice_erased_beside_bob(hs, alice, bob)
        assert "55913" not in after_erasure
        assert "My locker number is 4417." in to_bob
        assert "55913" not in alice_later
        assert "Hello again, I just moved to Oslo." in alice_later
    finally:
        hs.close()


def test_retaining_memory_lets_go_of_a_hard_forgotten_message(tmp_path: Path) -> None:
    """As ``HindsightMemory`` does with its buffer: a message a hard forget blanked (by the app, or asked for in
    chat with ``forget_in_chat_hard``) leaves the queue of a running ``HindsightRetainingMemory``."""
    config = HindsightConfig(data_dir=tmp_path / "hs", lifecycle=LifecycleConfig(forget_in_chat_hard=True))
    hs = Hindsight(config=config, embedder=HashEmbedder(64))  # the rule extractor hears the request
    try:
        block = HindsightMemoryBlock(engine=hs, user_id="bob")
        memory = HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block])
        llm = RecordingLLM()
        chat = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
        chat.chat("My passport number is P7654321.")
        chat.chat("Our gate code is 55913.")
        chat.chat("I prefer window seats.")
        chat.chat("Please forget my passport number.")
        assert block.flush(timeout=30)
        assert hs.forget(query="gate code 55913", user_id="bob", hard=True)
        chat.chat("What do you know about me?")
        prompt = _texts(llm.received[-1])
        assert "P7654321" not in prompt
        assert "55913" not in prompt
        assert "I prefer window seats." in prompt  # the rest of the session stays
    finally:
        hs.close()


class _SlowReflections(Hindsight):
    """A real engine whose reflections take a while (as with an LLM extractor)."""

    def reflect(self, trace: Any) -> Any:  # type: ignore[override]
        time.sleep(0.5)
        return super().reflect(trace)


def test_a_forget_asked_in_chat_is_heard_before_the_next_turn(tmp_path: Path) -> None:
    """'Please forget my gate code.' with background reflection (the default): a chat started at once (another
    session of the user) no longer recalls it."""
    hs = _SlowReflections(tmp_path / "hs", embedder=HashEmbedder(64))
    try:
        llm = RecordingLLM()
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        chat = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
        chat.chat("Our gate code is 55913.")
        assert memory.flush(timeout=30)
        chat.chat("Please forget my gate code.")
        other = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s2")
        SimpleChatEngine.from_defaults(llm=llm, memory=other).chat("What's the gate code?")
        assert "55913" not in _texts(llm.received[-1])
    finally:
        hs.close()
