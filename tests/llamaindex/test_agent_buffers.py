"""Two agents of one user on one chat store, with the same session name: each agent's session buffer is its
own, as its journaled session (keyed by user, agent and session) and its recall (that agent's memories) are."""

from __future__ import annotations

from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.storage.chat_store import SimpleChatStore

from hindsight_core import Hindsight
from hindsight_llamaindex import HindsightMemory
from tests.llamaindex.conftest import RecordingLLM


def test_agents_of_a_user_sharing_a_chat_store_and_a_session_name_keep_their_buffers_apart(
    engine: Hindsight,
) -> None:
    store = SimpleChatStore()

    def memory(agent: str | None) -> HindsightMemory:
        return HindsightMemory.from_defaults(
            engine=engine, user_id="alice", agent_id=agent, session_id="s1", chat_store=store
        )

    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory("planner")).chat(
        "My home alarm code is 8642."
    )
    llm = RecordingLLM()
    SimpleChatEngine.from_defaults(llm=llm, memory=memory("coder")).chat("Hi, what do you know about me?")
    assert not any("8642" in str(m.content) for m in llm.received[-1])
    assert any("8642" in str(m.content) for m in memory("planner").get_all())
    assert not any("8642" in str(m.content) for m in memory(None).get_all())  # a memory without an agent
