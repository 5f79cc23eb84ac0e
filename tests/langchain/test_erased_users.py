"""What live LangChain objects show the model after a user is erased (``forget_user``) in the same process:
the real classes, fake models, a real embedded engine."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import ModelRequest, wrap_model_call
from langchain_classic.chains import ConversationChain
from langchain_core.messages import AIMessage, HumanMessage

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import (
    HindsightChatMessageHistory,
    HindsightMemory,
    HindsightMiddleware,
    HindsightRetriever,
    create_memory_tools,
)
from tests.langchain.conftest import PromptRecordingModel, scripted_model, step_engine


def test_classic_memory_lets_go_of_an_erased_users_turns_and_keeps_another_users(tmp_path: Path) -> None:
    hs = step_engine(tmp_path / "hs")
    try:
        model = PromptRecordingModel(responses=["Noted."] * 6, prompts=[])
        memory = HindsightMemory(engine=hs, session_id="s1", input_key="input", background=False)
        chat = ConversationChain(llm=model, memory=memory)
        chat.invoke({"input": "Our gate code is 55913.", "user_id": "alice"})
        chat.invoke({"input": "My locker number is 4417.", "user_id": "bob"})
        hs.forget_user("alice")
        chat.invoke({"input": "Hello again, I just moved to Oslo.", "user_id": "alice"})
        chat.invoke({"input": "What was my locker number?", "user_id": "bob"})
        chat.invoke({"input": "thanks!", "user_id": "alice"})
        after_erasure, bob, alice_later = model.prompts[2:]
        assert "55913" not in after_erasure
        assert "Human: My locker number is 4417.\nAI: Noted." in bob  # another user's turns stay
        assert "55913" not in alice_later
        # what alice says after the erasure is a new conversation, kept as usual
        assert "Human: Hello again, I just moved to Oslo.\nAI: Noted." in alice_later
    finally:
        hs.close()


class _SlowReflections(Hindsight):
    """A real engine whose reflections take a while (as with an LLM extractor): a background reflection is
    still running when the next turn starts."""

    def reflect(self, trace: Any) -> Any:  # type: ignore[override]
        time.sleep(0.5)
        return super().reflect(trace)


def test_a_forget_asked_in_chat_is_heard_before_the_next_turn(tmp_path: Path) -> None:
    """'Please forget my gate code.' with background reflection (the default): the next prompt, sent at once,
    no longer recalls it (the turn that asks to forget is reflected on before ``save_context`` returns)."""
    hs = _SlowReflections(tmp_path / "hs", embedder=HashEmbedder(64))  # the rule extractor hears the request
    try:
        model = PromptRecordingModel(responses=["Noted."] * 3, prompts=[])
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1", recent_turns=0)
        chat = ConversationChain(llm=model, memory=memory)
        chat.invoke({"input": "Our gate code is 55913."})
        assert memory.flush(timeout=30)
        chat.invoke({"input": "Please forget my gate code."})
        chat.invoke({"input": "What's the gate code?"})
        assert "55913" not in model.prompts[-1]
    finally:
        hs.close()


def test_a_forget_asked_in_chat_is_heard_before_the_agents_next_turn(tmp_path: Path) -> None:
    hs = _SlowReflections(tmp_path / "hs", embedder=HashEmbedder(64))
    try:
        prompts: list[str] = []

        @wrap_model_call
        def spy(request: ModelRequest[Any], handler: Callable[[ModelRequest[Any]], Any]) -> Any:
            prompts.append(str(request.system_message.content if request.system_message else ""))
            return handler(request)

        middleware = HindsightMiddleware(engine=hs, user_id="alice", session_id="s1")
        model = scripted_model(*(AIMessage("Noted.") for _ in range(3)))
        agent = create_agent(model, [], middleware=[middleware, spy])
        agent.invoke({"messages": [("user", "Our gate code is 55913.")]})
        assert middleware.flush(timeout=30)
        agent.invoke({"messages": [("user", "Please forget my gate code.")]})
        agent.invoke({"messages": [("user", "What's the gate code?")]})
        assert "55913" not in prompts[-1]
    finally:
        hs.close()


def test_chat_history_retriever_and_tools_show_nothing_of_an_erased_user(tmp_path: Path) -> None:
    """They keep nothing of their own: after the erasure they read an empty journal and stores (another user's
    session stays)."""
    hs = step_engine(tmp_path / "hs")
    try:
        alice = HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s1", background=False)
        bob = HindsightChatMessageHistory(engine=hs, user_id="bob", session_id="s1", background=False)
        alice.add_messages([HumanMessage("Our gate code is 55913."), AIMessage("Noted.")])
        bob.add_messages([HumanMessage("My locker number is 4417."), AIMessage("Noted.")])
        retriever = HindsightRetriever(engine=hs, user_id="alice")
        recall = {t.name: t for t in create_memory_tools(engine=hs, user_id="alice")}["recall_memory"]
        assert "55913" in str(recall.invoke({"query": "gate code"}))
        assert retriever.invoke("gate code")
        hs.forget_user("alice")
        assert alice.messages == []
        assert retriever.invoke("gate code") == []
        assert "55913" not in str(recall.invoke({"query": "gate code"}))
        assert [m.text for m in bob.messages] == ["My locker number is 4417.", "Noted."]
    finally:
        hs.close()
