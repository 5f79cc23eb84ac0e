"""HindsightMemory: the memory= of classic chains."""

from __future__ import annotations

import threading
import warnings
from pathlib import Path
from typing import Any

import pytest
from langchain_classic.chains import ConversationChain, LLMChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder, PromptTemplate

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
from hindsight_langchain import HindsightMemory
from tests.langchain.conftest import PromptRecordingModel, step_engine


def test_preference_from_session_one_reaches_the_prompt_of_session_two(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    first = step_engine(data)
    chain = ConversationChain(
        llm=FakeListChatModel(responses=["Got it, PostgreSQL it is."]),
        memory=HindsightMemory(engine=first, user_id="alice", session_id="s1"),
    )
    chain.invoke({"input": "I prefer PostgreSQL for every new project"})
    first.close()  # one open engine per embedded data directory

    second = step_engine(data)
    try:
        model = PromptRecordingModel(responses=["Use PostgreSQL."], prompts=[])
        memory = HindsightMemory(engine=second, user_id="alice", session_id="s2")
        chain = ConversationChain(llm=model, memory=memory)
        out = chain.invoke({"input": "Which database should I use for PostgreSQL-friendly apps?"})
        assert out["response"] == "Use PostgreSQL."
        [prompt] = model.prompts
        assert "I prefer PostgreSQL for every new project" in prompt
        assert "preference" in prompt  # the dated, typed context block, not a raw transcript
        # Nothing said in session 1 is repeated as a recent turn of session 2.
        assert "Got it, PostgreSQL it is." not in prompt
        assert memory.flush(timeout=30)
        records = second.list_records(user_id="alice")
        assert {r.scope.session_id for r in records} == {"s1", "s2"}
    finally:
        second.close()


def test_recall_never_crosses_users(engine: Hindsight) -> None:
    alice = HindsightMemory(engine=engine, user_id="alice")
    alice.save_context({"input": "I prefer PostgreSQL"}, {"response": "ok"})
    assert alice.flush(timeout=30)
    assert alice.load_memory_variables({"input": "Which database do I prefer, PostgreSQL?"})["history"]
    bob = HindsightMemory(engine=engine, user_id="bob")
    assert bob.load_memory_variables({"input": "Which database do I prefer, PostgreSQL?"}) == {"history": ""}


def test_save_context_picks_the_input_key_among_memory_variables(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s1")
    loaded = memory.load_memory_variables({"input": "hello"})
    memory.save_context({"input": "I prefer tea", **loaded}, {"response": "Tea noted."})
    assert memory.flush(timeout=30)
    [record] = engine.list_records(user_id="alice")
    assert record.text == "I prefer tea"
    history = memory.load_memory_variables({"input": "What do I prefer, tea?"})["history"]
    assert history == "Human: I prefer tea\nAI: Tea noted."  # the recent turn, not recalled above it again


def test_a_recent_turn_shown_is_not_recalled_above_it_again(engine: Hindsight) -> None:
    """The recent turns are in the prompt verbatim: a memory only they are the source of is left out of the
    recalled block (it was there twice); one from another session still comes."""
    other = HindsightMemory(engine=engine, user_id="alice", session_id="s1", background=False)
    other.save_context({"input": "I prefer tea in the morning"}, {"response": "Noted."})
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s2", background=False)
    memory.save_context({"input": "I prefer tea with lemon"}, {"response": "Noted."})
    history = memory.load_memory_variables({"input": "What tea do I prefer?"})["history"]
    assert history.count("I prefer tea with lemon") == 1, history
    assert "I prefer tea in the morning" in history


def test_recent_turns_are_bounded(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice", recent_turns=2)
    for i in range(4):
        memory.save_context({"input": f"question {i}"}, {"response": f"answer {i}"})
    history = memory.load_memory_variables({"input": "zzz"})["history"]
    assert "Human: question 1" not in history
    assert history.endswith("Human: question 2\nAI: answer 2\nHuman: question 3\nAI: answer 3")
    memory.clear()
    assert "Human: question 3" not in memory.load_memory_variables({"input": "zzz"})["history"]
    assert memory.flush(timeout=30)
    assert engine.list_records(user_id="alice")  # clear() leaves long-term memory alone


def test_return_messages_for_a_messages_placeholder(engine: Hindsight) -> None:
    earlier = HindsightMemory(engine=engine, user_id="alice", session_id="s1")
    earlier.save_context({"input": "I prefer aisle seats"}, {"response": "Noted."})
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s2", return_messages=True)
    memory.save_context({"input": "I prefer seats near the front"}, {"response": "Noted."})
    assert memory.flush(timeout=30) and earlier.flush(timeout=30)
    messages = memory.load_memory_variables({"input": "Which seats do I prefer?"})["history"]
    assert isinstance(messages[0], SystemMessage) and "I prefer aisle seats" in messages[0].content
    assert isinstance(messages[1], HumanMessage) and messages[1].content == "I prefer seats near the front"
    prompt = ChatPromptTemplate.from_messages([MessagesPlaceholder("history"), ("human", "{input}")])
    model = PromptRecordingModel(responses=["Aisle."], prompts=[])
    ConversationChain(llm=model, prompt=prompt, memory=memory).invoke({"input": "Which seats do I prefer?"})
    assert "I prefer aisle seats" in model.prompts[0]


def test_llm_chain_with_custom_keys(engine: Hindsight) -> None:
    memory = HindsightMemory(
        engine=engine, user_id="alice", memory_key="memories", input_key="question", background=False
    )
    prompt = PromptTemplate.from_template("{memories}\nTopic: {topic}\nQ: {question}")
    chain = LLMChain(llm=FakeListChatModel(responses=["A", "B"]), prompt=prompt, memory=memory)
    chain.invoke({"question": "I prefer Rust for CLIs", "topic": "languages"})
    out = chain.invoke({"question": "Do I prefer Rust for CLIs?", "topic": "languages"})
    assert "I prefer Rust for CLIs" in out["memories"]
    assert [r.text for r in engine.list_records(user_id="alice")].count("I prefer Rust for CLIs") == 1


def test_ambiguous_keys_raise_a_clear_error(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice")
    with pytest.raises(UserError, match="input_key"):
        memory.load_memory_variables({"question": "a", "topic": "b"})
    with pytest.raises(UserError, match="output_key"):
        memory.save_context({"input": "a"}, {"x": "1", "y": "2"})


def test_user_id_is_required(engine: Hindsight) -> None:
    with pytest.raises(UserError, match="user_id"):
        HindsightMemory(engine=engine, user_id=" ")


def test_a_none_input_is_no_text(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice", background=False)
    memory.save_context({"input": None}, {"output": "Sorry, I did not get that."})
    assert all(
        "None" not in r.text for r in engine.list_records(user_id="alice", statuses=("active", "pending"))
    )
    assert memory.load_memory_variables({"input": None}) == {
        "history": "Human: \nAI: Sorry, I did not get that."
    }


def test_a_chain_without_a_user_is_told_to_name_it_in_its_inputs(engine: Hindsight) -> None:
    chain = ConversationChain(
        llm=FakeListChatModel(responses=["Sure."]), memory=HindsightMemory(engine=engine)
    )
    with pytest.raises(UserError, match=r"chain inputs") as raised:
        chain.invoke({"input": "hello"}, config={"configurable": {"user_id": "alice"}})
    assert "config=" not in str(raised.value), "classic chains do not hand their config to memory"
    chain.invoke({"input": "I prefer Kotlin", "user_id": "alice"})


async def test_async_chain_uses_the_native_async_twins(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s1")
    chain = ConversationChain(llm=FakeListChatModel(responses=["Sure.", "Kotlin."]), memory=memory)
    await chain.ainvoke({"input": "I prefer Kotlin on Android"})
    assert await memory.aflush(timeout=30)
    loaded = await memory.aload_memory_variables({"input": "What do I prefer on Android, Kotlin?"})
    assert "I prefer Kotlin on Android" in loaded["history"]
    await memory.aclear()
    assert [r.text for r in engine.list_records(user_id="alice")] == ["I prefer Kotlin on Android"]


def test_memory_is_thread_safe(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, user_id="alice", recent_turns=50)
    errors: list[BaseException] = []
    colours = ["red", "green", "blue", "khaki", "violet", "teal", "olive", "coral"]

    def talk(i: int) -> None:
        try:
            memory.save_context({"input": f"I prefer {colours[i]}"}, {"response": "ok"})
            memory.load_memory_variables({"input": f"Do I like {colours[i]}?"})
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=talk, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    history = memory.load_memory_variables({"input": "zzz"})["history"]
    assert all(f"Human: I prefer {colour}\n" in history for colour in colours)
    assert memory.flush(timeout=30)
    assert len(engine.list_records(user_id="alice")) == 8


@pytest.mark.e2e
def test_end_to_end_on_the_embedded_defaults(tmp_path: Path) -> None:
    """data_dir= opens the default engine (rules + offline MiniLM): a paraphrased question finds the preference."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # subclassing BaseMemory must not warn
        first = HindsightMemory(data_dir=tmp_path / "own", user_id="alice", session_id="s1")
    assert first.engine.data_dir == tmp_path / "own"
    ConversationChain(llm=FakeListChatModel(responses=["Noted."]), memory=first).invoke(
        {"input": "I prefer PostgreSQL for new projects."}
    )
    first.close()  # it opened the engine, so it closes it

    second = HindsightMemory(data_dir=tmp_path / "own", user_id="alice", session_id="s2")
    try:
        model = PromptRecordingModel(responses=["PostgreSQL."], prompts=[])
        ConversationChain(llm=model, memory=second).invoke({"input": "Which database engine do I like best?"})
        assert "PostgreSQL" in model.prompts[0]
    finally:
        second.close()
    with pytest.raises(UserError, match="not both"):
        HindsightMemory(engine=second.engine, data_dir=tmp_path, user_id="alice")


def test_a_closed_engine_is_refused_when_the_memory_is_built(engine: Hindsight) -> None:
    engine.close()
    with pytest.raises(UserError, match="engine passed is closed"):
        HindsightMemory(engine=engine, user_id="jo")


def test_a_request_in_chat_pointing_back_forgets_the_turn_before_it(tmp_path: Path) -> None:
    """``memory=`` saves each turn apart: "Don't want that stored." after the gate code forgets the code, never
    what came before it."""
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64)) as hs:
        memory = HindsightMemory(engine=hs, user_id="u", session_id="s1")
        memory.save_context({"input": "I like green tea."}, {"output": "Nice."})
        memory.save_context({"input": "Our gate code is 55913."}, {"output": "Noted."})
        memory.save_context({"input": "Don't want that stored."}, {"output": "OK."})
        memory.flush(timeout=60)
        live = [r.text for r in hs.list_records(user_id="u")]
        assert not any("55913" in t for t in live)
        assert any("green tea" in t for t in live)


class _GatedReflections(Hindsight):
    """A real engine whose background reflections wait for a signal: the turn is journaled, not yet reflected."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.started = threading.Event()
        self.go = threading.Event()
        super().__init__(*args, **kwargs)

    def reflect(self, trace: Any) -> Any:  # type: ignore[override]
        self.started.set()
        assert self.go.wait(30), "the test never let the reflection run"
        return super().reflect(trace)


def test_a_user_erased_while_their_saved_turn_waits_for_reflection_stays_erased(tmp_path: Path) -> None:
    hs = _GatedReflections(tmp_path, embedder=HashEmbedder(64))
    try:
        memory = HindsightMemory(engine=hs, user_id="alice", session_id="s1", input_key="input")
        # journaled at once, reflected on later by the (gated) worker
        memory.save_context({"input": "I live in Paris."}, {"response": "Noted."})
        assert hs.started.wait(30)
        hs.forget_user("alice")
        hs.go.set()
        assert memory.flush(timeout=60).ok
        assert hs.list_records(user_id="alice") == []
        assert "Paris" not in hs.recall("where do I live?", user_id="alice").context
    finally:
        hs.go.set()
        hs.close()
