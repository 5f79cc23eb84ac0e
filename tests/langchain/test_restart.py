"""A live session across a restart of the user's process: two real engines on one data directory (the first
closed, the second opened), the real LangChain classes with fake models."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_classic.chains import ConversationChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from hindsight_langchain import HindsightMemory
from tests.langchain.conftest import PromptRecordingModel, step_engine


def _first_process(data: Path, **memory: Any) -> None:
    """A process that talks in alice's session s1, then ends (its engine closed)."""
    hs = step_engine(data)
    try:
        chat = ConversationChain(
            llm=FakeListChatModel(responses=["Found three flights to Lisbon.", "Noted."]),
            memory=HindsightMemory(engine=hs, user_id="alice", session_id="s1", **memory),
        )
        chat.invoke({"input": "Can you find flights to Lisbon next week?"})
        chat.invoke({"input": "Our gate code is 55913."})
    finally:
        hs.close()


def test_classic_memory_shows_the_session_turns_said_before_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    _first_process(data)
    hs = step_engine(data)
    try:
        model = PromptRecordingModel(responses=["Booked."], prompts=[])
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1")
        # the pointing-back message is recalled for with the session's latest earlier message
        query = memory._query("book it for friday", memory._scope({"input": "x"}))
        assert query == "Our gate code is 55913.\nbook it for friday"
        ConversationChain(llm=model, memory=memory).invoke({"input": "book it for friday"})
        [prompt] = model.prompts
        assert (
            "Human: Can you find flights to Lisbon next week?\nAI: Found three flights to Lisbon." in prompt
        )
        assert prompt.index("flights to Lisbon next week") < prompt.index("gate code is 55913")
        # then the turn of this process follows them
        history = memory.load_memory_variables({"input": "and a hotel?"})["history"]
        assert history.endswith("Human: book it for friday\nAI: Booked.")
        assert "Human: Can you find flights to Lisbon" in history
        # another user, another session, another agent of alice: nothing of s1's turns
        for other in (
            HindsightMemory(engine=hs, user_id="bob", session_id="s1"),
            HindsightMemory(engine=hs, user_id="alice", session_id="s2"),
            HindsightMemory(engine=hs, user_id="alice", session_id="s1", agent_id="travel"),
        ):
            assert "Human:" not in other.load_memory_variables({"input": "book it for friday"})["history"]
    finally:
        hs.close()


def test_classic_memory_saving_first_after_a_restart_keeps_the_earlier_turns(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    _first_process(data, recent_turns=2)
    hs = step_engine(data)
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1", recent_turns=2)
        memory.save_context({"input": "Friday works."}, {"response": "Booked."})
        history = memory.load_memory_variables({"input": "thanks!"})["history"]
        assert history.endswith(
            "Human: Our gate code is 55913.\nAI: Noted.\nHuman: Friday works.\nAI: Booked."
        )
        assert "Human: Can you find flights" not in history  # still the latest recent_turns
    finally:
        hs.close()


def test_classic_memory_cleared_before_a_restart_stays_cleared(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    hs = step_engine(data)
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1")
        memory.save_context({"input": "Can you find flights to Lisbon?"}, {"response": "Found three."})
        memory.clear()
        memory.save_context({"input": "Now look at trains to Porto."}, {"response": "Two trains."})
        assert "Human: Can you" not in memory.load_memory_variables({"input": "thanks!"})["history"]
    finally:
        hs.close()
    hs = step_engine(data)
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1")
        history = memory.load_memory_variables({"input": "thanks!"})["history"]
        assert "Human: Now look at trains to Porto.\nAI: Two trains." in history
        assert "Human: Can you find flights to Lisbon" not in history  # recalled, not repeated as a turn
    finally:
        hs.close()


def test_classic_memory_restores_no_turn_a_hard_forget_blanked(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    _first_process(data, background=False)
    hs = step_engine(data)
    try:
        assert hs.forget(query="gate code 55913", user_id="alice", hard=True)
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1")
        history = memory.load_memory_variables({"input": "thanks!"})["history"]
        assert "55913" not in history
        assert "Human: Can you find flights to Lisbon next week?" in history
    finally:
        hs.close()


def test_classic_memory_without_a_session_starts_fresh_after_a_restart(tmp_path: Path) -> None:
    """No session_id: a new process is a new conversation (the in-process buffer only)."""
    data = tmp_path / "hs"
    hs = step_engine(data)
    try:
        HindsightMemory(engine=hs, user_id="alice").save_context(
            {"input": "Hi there"}, {"response": "Hello."}
        )
    finally:
        hs.close()
    hs = step_engine(data)
    try:
        history = HindsightMemory(engine=hs, user_id="alice").load_memory_variables({"input": "thanks!"})
        assert "Hi there" not in history["history"]
    finally:
        hs.close()


def test_classic_memory_restores_a_turn_its_callback_handler_recorded(tmp_path: Path) -> None:
    """With a ``HindsightCallbackHandler`` on the chain, the handler's trace holds the turn (with the model call):
    a later process reads the turn from it."""
    from langchain_classic.chains import LLMChain
    from langchain_core.prompts import PromptTemplate

    from hindsight_langchain import HindsightCallbackHandler

    prompt = PromptTemplate.from_template("{history}\nUser: {topic}\nAI:")
    data = tmp_path / "hs"
    hs = step_engine(data)
    try:
        chain = LLMChain(
            llm=FakeListChatModel(responses=["Lovely names."]),
            prompt=prompt,
            memory=HindsightMemory(engine=hs, user_id="carol", session_id="s1"),
        )
        chain.invoke(
            {"topic": "I have two kids, Mia and Leo."},
            config={"callbacks": [HindsightCallbackHandler(engine=hs)]},
        )
    finally:
        hs.close()
    hs = step_engine(data)
    try:
        memory = HindsightMemory(engine=hs, user_id="carol", session_id="s1")
        history = memory.load_memory_variables({"topic": "how old are they?"})["history"]
        assert history.endswith("Human: I have two kids, Mia and Leo.\nAI: Lovely names.")
    finally:
        hs.close()


def test_chat_history_returns_its_messages_after_a_restart_and_stays_cleared(tmp_path: Path) -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    from hindsight_langchain import HindsightChatMessageHistory

    data = tmp_path / "hs"
    hs = step_engine(data)
    try:
        HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s1").add_messages(
            [
                HumanMessage("Can you find flights to Lisbon next week?", id="m1"),
                AIMessage("Found three.", id="m2"),
            ]
        )
        HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s2").add_messages(
            [HumanMessage("Our gate code is 55913.")]
        )
        HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s2").clear()
    finally:
        hs.close()
    hs = step_engine(data)
    try:
        history = HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s1")
        assert [(m.type, m.text, m.id) for m in history.messages] == [
            ("human", "Can you find flights to Lisbon next week?", "m1"),
            ("ai", "Found three.", "m2"),
        ]
        assert HindsightChatMessageHistory(engine=hs, user_id="alice", session_id="s2").messages == []
        assert HindsightChatMessageHistory(engine=hs, user_id="bob", session_id="s1").messages == []
        history.add_messages([HumanMessage("book it for friday")])
        assert [m.text for m in history.messages][-1] == "book it for friday"
        assert len(history.messages) == 3
    finally:
        hs.close()


def test_agent_middleware_on_a_checkpointer_that_outlives_the_process_records_each_turn_once(
    tmp_path: Path,
) -> None:
    """create_agent with a checkpointer that persists (the same saver across the restart stands in for a
    SqliteSaver/PostgresSaver): the thread comes back from it, the middleware of the new process recalls with
    it and records only the new turn."""
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, SystemMessage
    from langgraph.checkpoint.memory import InMemorySaver

    from hindsight_langchain import HindsightMiddleware
    from tests.langchain.test_middleware import RecordingModel

    saver = InMemorySaver()
    thread: Any = {"configurable": {"thread_id": "t1"}}
    data = tmp_path / "hs"
    hs = step_engine(data)
    try:
        agent = create_agent(
            RecordingModel(messages=iter([AIMessage("Noted.")]), seen=[]),
            [],
            middleware=[HindsightMiddleware(engine=hs, user_id="dana", background=False)],
            checkpointer=saver,
        )
        agent.invoke(
            {"messages": [("user", "My long flights always need extra legroom seats.")]}, config=thread
        )
    finally:
        hs.close()
    hs = step_engine(data)
    try:
        hs.remember("Dana prefers window seats on long flights", user_id="dana")
        model = RecordingModel(messages=iter([AIMessage("Booked.")]), seen=[])
        middleware = HindsightMiddleware(engine=hs, user_id="dana", background=False)
        agent = create_agent(model, [], middleware=[middleware], checkpointer=saver)
        agent.invoke(
            {"messages": [("user", "Book my long flights seats, legroom if possible")]}, config=thread
        )
        [messages] = model.seen
        assert [m.text for m in messages[1:]] == [
            "My long flights always need extra legroom seats.",
            "Noted.",
            "Book my long flights seats, legroom if possible",
        ]
        assert isinstance(messages[0], SystemMessage)
        assert "window seats" in messages[0].text
        assert "legroom seats" not in messages[0].text  # the earlier turn is in the prompt already
        legroom = [r for r in hs.list_records(user_id="dana") if "extra legroom" in r.text]
        assert [r.occurrences for r in legroom] == [1]  # the first turn is not recorded again
    finally:
        hs.close()


async def test_classic_memory_async_load_after_a_restart_has_the_session_turns(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    _first_process(data)
    hs = step_engine(data)
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1")
        history = (await memory.aload_memory_variables({"input": "book it for friday"}))["history"]
        assert history.endswith("Human: Our gate code is 55913.\nAI: Noted.")
        assert "Human: Can you find flights to Lisbon next week?" in history
    finally:
        hs.close()


def test_classic_memory_drops_a_recent_turn_hard_forgotten_while_it_runs(tmp_path: Path) -> None:
    """A live memory stops repeating a turn a hard forget blanked, as a memory opened after a restart does."""
    hs = step_engine(tmp_path / "hs")
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1", background=False)
        memory.save_context(
            {"input": "Can you find flights to Lisbon next week?"}, {"response": "Found three."}
        )
        memory.save_context({"input": "Our gate code is 55913."}, {"response": "Noted."})
        assert hs.forget(query="gate code 55913", user_id="alice", hard=True)
        history = memory.load_memory_variables({"input": "thanks!"})["history"]
        assert "55913" not in history
        assert history.endswith("Human: Can you find flights to Lisbon next week?\nAI: Found three.")
    finally:
        hs.close()
