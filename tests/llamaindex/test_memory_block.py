"""HindsightMemoryBlock inside LlamaIndex's Memory, and HindsightRetainingMemory."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.memory import Memory
from llama_index.core.utils import get_tokenizer

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_llamaindex import HindsightMemoryBlock, HindsightRetainingMemory


def _answering_llm() -> tuple[MockFunctionCallingLLM, list[list[ChatMessage]]]:
    received: list[list[ChatMessage]] = []

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        received.append(list(messages))
        return ChatMessage(role="assistant", content="Use PostgreSQL.")

    return MockFunctionCallingLLM(response_generator=respond), received


async def test_block_recalls_into_the_system_message_on_every_llm_step(engine: Hindsight) -> None:
    engine.remember(
        "Alice prefers PostgreSQL for databases",
        user_id="alice",
        event_type="preference",
        entities=["PostgreSQL"],
    )
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = Memory.from_defaults(session_id="s1", memory_blocks=[block])
    llm, received = _answering_llm()
    await FunctionAgent(tools=[], llm=llm).run(user_msg="Which databases should Alice use?", memory=memory)
    system = received[-1][0]
    assert system.role.value == "system"
    assert "<hindsight>" in (system.content or "")
    assert "Alice prefers PostgreSQL for databases" in (system.content or "")


async def test_block_retains_what_memory_flushes(engine: Hindsight) -> None:
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = Memory.from_defaults(session_id="s1", memory_blocks=[block], token_limit=60)
    for i in range(8):
        await memory.aput(ChatMessage(role="user", content=f"Fact number {i}: I collect blue vintage stamps"))
        await memory.aput(ChatMessage(role="assistant", content=f"Noted fact {i}."))
    assert await block.aflush(timeout=30)
    records = engine.list_records(user_id="alice")
    assert records, "flushed messages reach the block"
    assert {r.scope.session_id for r in records} == {"s1"}  # the Memory's session
    assert len(records) < 16  # only what was flushed


async def test_retaining_memory_retains_every_turn_on_arrival(engine: Hindsight) -> None:
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block])
    assert block.accept_short_term_memory is False  # nothing is retained twice
    await memory.aput(ChatMessage(role="user", content="I prefer window seats"))
    assert await block.aflush(timeout=30)
    assert [r.text for r in engine.list_records(user_id="alice")] == ["I prefer window seats"]
    await memory.aput_messages([ChatMessage(role="user", content="I fly from Lyon")])
    await memory.aset(
        [
            ChatMessage(role="user", content="I fly from Lyon"),
            ChatMessage(role="user", content="I am vegetarian"),
        ]
    )
    assert await block.aflush(timeout=30)
    texts = sorted(r.text for r in engine.list_records(user_id="alice"))
    assert texts == ["I am vegetarian", "I fly from Lyon", "I prefer window seats"]
    assert "I prefer window seats" in ((await memory.aget())[0].content or "")


def test_retaining_memory_needs_a_hindsight_block() -> None:
    with pytest.raises(UserError, match="HindsightMemoryBlock"):
        HindsightRetainingMemory.from_defaults(session_id="s1")


async def test_truncation_drops_the_least_relevant_memories(engine: Hindsight) -> None:
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    content = "Relevant memories:\n- [2026-01-01] first memory\n- [2026-01-02] second memory\n- [2026-01-03] third memory"
    shorter = await block.atruncate(content, 6)
    assert shorter is not None and shorter.startswith("Relevant memories:\n- [2026-01-01] first memory")
    assert "third" not in shorter
    assert await block.atruncate(content, 1000) is None


async def test_truncation_drops_whole_memories_and_keeps_within_the_limit(engine: Hindsight) -> None:
    """A memory whose text spans lines (a config, an address) is dropped whole: cut between its lines it would
    read as complete; and the block, tags included, fits what Memory asked for."""
    for i in range(6):
        engine.remember(
            f"Alice's server s{i} config:\nregion=eu-{i}\nengine=PostgreSQL {i}\nbackup=nightly",
            user_id="alice",
        )
    block = HindsightMemoryBlock(engine=engine, user_id="alice", k=6)
    memory = Memory.from_defaults(
        session_id="s1", memory_blocks=[block], token_limit=200, chat_history_token_ratio=0.3
    )
    await memory.aput(ChatMessage(role="user", content="Which PostgreSQL server config?"))
    messages = await memory.aget()
    system = messages[0].content or ""
    entries = system.split("- [")[1:]
    assert 0 < len(entries) < 6  # truncated, not dropped
    for entry in entries:
        assert "backup=nightly" in entry and "confidence" in entry  # every memory shown whole
    tokenizer = get_tokenizer()
    assert sum(len(tokenizer(m.content or "")) for m in messages) <= 200
