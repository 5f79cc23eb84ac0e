"""Two adapters on one run record it once: memory + trace capture never store a tool result twice."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.tools import FunctionTool

from hindsight_core import Hindsight, Trace
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.testing.extractors import ScriptedExtractor
from hindsight_langchain import HindsightCallbackHandler, HindsightMiddleware
from hindsight_llamaindex import HindsightInstrumentation, HindsightMemory
from tests.langchain.conftest import get_weather as lc_get_weather
from tests.langchain.conftest import scripted_model, step_extractor, weather_call
from tests.llamaindex.conftest import get_weather as li_get_weather
from tests.llamaindex.conftest import tool_calling_llm


def _journaled(data_dir: Path) -> list[Trace]:
    with sqlite3.connect(data_dir / "journal.db") as conn:
        return [Trace.model_validate_json(row[0]) for row in conn.execute("SELECT body FROM traces")]


def _tool_results(traces: list[Trace]) -> list[str]:
    return [s.content for t in traces for s in t.steps if s.type == "tool_result"]


def test_langchain_middleware_and_handler_on_one_run_record_it_once(tmp_path: Path) -> None:
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=step_extractor()) as hs:
        handler = HindsightCallbackHandler(engine=hs, user_id="bob")
        middleware = HindsightMiddleware(engine=hs, user_id="bob")
        agent = create_agent(
            scripted_model(weather_call("Paris", "call_1"), AIMessage("Sunny.")),
            [lc_get_weather],
            middleware=[middleware],
        )
        agent.invoke({"messages": [("user", "Weather in Paris?")]}, config={"callbacks": [handler]})
        assert handler.flush(timeout=30)
        traces = _journaled(hs.data_dir)
        assert len(traces) == 1 and traces[0].metadata["source"] == "langchain"
        assert _tool_results(traces) == ["The weather in Paris is sunny and 22 degrees"]
        [from_tool] = [r for r in hs.list_records(user_id="bob") if r.source_kind == "tool_returned"]
        assert from_tool.occurrences == 1


async def test_llamaindex_memory_and_instrumentation_on_one_run_record_it_once(tmp_path: Path) -> None:
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        instrumentation = HindsightInstrumentation(engine=hs, user_id="alice").attach()
        try:
            llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
            agent = FunctionAgent(tools=[FunctionTool.from_defaults(li_get_weather)], llm=llm)
            memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
            await agent.run(user_msg="What's the weather in Paris?", memory=memory)
            assert await instrumentation.aflush(timeout=30)
        finally:
            instrumentation.detach()
        assert [m.role.value for m in memory.get_all()][:1] == ["user"]  # the session buffer is kept
        traces = _journaled(hs.data_dir)
        assert _tool_results(traces) == ["The weather in Paris is sunny and 24 degrees"]
        # one trace of steps, the instrumentation's; the memory's notes of the session (what a memory built
        # for it later restores) hold no step, so nothing of them is extracted
        recorded = [t for t in traces if t.steps]
        assert [t.metadata["source"] for t in recorded] == ["llamaindex"] and "adapter" not in recorded[
            0
        ].metadata
        assert [t.metadata.get("notes_for") for t in traces if not t.steps] == [memory.trace_id]
        [from_tool] = [r for r in hs.list_records(user_id="alice") if r.source_kind == "tool_returned"]
        assert from_tool.occurrences == 1
        user_turns = [r for r in hs.list_records(user_id="alice") if r.text == "What's the weather in Paris?"]
        assert len(user_turns) == 1 and user_turns[0].occurrences == 1


def test_langchain_chat_history_and_handler_on_one_call_record_it_once(tmp_path: Path) -> None:
    """The history journals the messages anyway (it is their storage): it records the turn, the handler steps
    aside."""
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from hindsight_langchain import HindsightChatMessageHistory

    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=step_extractor()) as hs:
        prompt = ChatPromptTemplate.from_messages(
            [("system", "You are helpful."), MessagesPlaceholder("history"), ("human", "{input}")]
        )
        chain = RunnableWithMessageHistory(
            prompt | FakeListChatModel(responses=["Noted.", "Noted."]),
            lambda session_id: HindsightChatMessageHistory(engine=hs, user_id="fay", session_id=session_id),
            input_messages_key="input",
            history_messages_key="history",
        )
        handler = HindsightCallbackHandler(engine=hs, user_id="fay")
        for text in ("I play the cello in an orchestra.", "My cat is named Miso."):
            chain.invoke(
                {"input": text}, config={"configurable": {"session_id": "s1"}, "callbacks": [handler]}
            )
        assert handler.flush(timeout=30)
        said = [r for r in hs.list_records(user_id="fay") if r.source_kind == "user_stated"]
        assert sorted((r.text, r.occurrences) for r in said) == [
            ("I play the cello in an orchestra.", 1),
            ("My cat is named Miso.", 1),
        ]
        assert [t.metadata.get("adapter") for t in _journaled(hs.data_dir)] == ["chat_history"]


@pytest.mark.parametrize("handler_user", [None, "carol"])
def test_langchain_classic_memory_and_handler_on_one_chain_record_it_once(
    tmp_path: Path, handler_user: str | None
) -> None:
    """The handler records the chain's turn (the user's words as the memory read them, its scope, the model
    call); the memory keeps its recent turns but does not record the turn again."""
    from langchain_classic.chains import LLMChain
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langchain_core.prompts import PromptTemplate

    from hindsight_langchain import HindsightMemory

    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=step_extractor()) as hs:
        memory = HindsightMemory(engine=hs, session_id="s1")
        chain = LLMChain(
            llm=FakeListChatModel(responses=["Noted."]),
            prompt=PromptTemplate.from_template("What you remember:\n{history}\n\nUser: {topic}\nAI:"),
            memory=memory,
        )
        handler = HindsightCallbackHandler(engine=hs, user_id=handler_user)
        chain.invoke(
            {"topic": "I have two kids, Mia and Leo.", "user_id": "carol"}, config={"callbacks": [handler]}
        )
        assert handler.flush(timeout=30) and memory.flush(timeout=30)
        [record] = hs.list_records(user_id="carol")
        assert (record.text, record.occurrences, record.scope.session_id) == (
            "I have two kids, Mia and Leo.",
            1,
            "s1",
        )
        [trace] = _journaled(hs.data_dir)
        assert [s.type for s in trace.steps] == ["user_input", "model_output"]
        assert "root_run_id" in trace.metadata  # the handler's trace of the run, not the memory's
        assert (
            "Mia and Leo" in memory.load_memory_variables({"topic": "kids?", "user_id": "carol"})["history"]
        )


def test_adapters_given_the_apps_data_dir_use_the_apps_engine(tmp_path: Path, caplog) -> None:
    """An app that opened Hindsight(data_dir=D) and gives its adapters data_dir=D (LangChain and LlamaIndex
    alike) has one engine: a second on the same store would not share the first's write lock (it warned).
    The adapters do not own it: closing them leaves it open."""
    hs = Hindsight(tmp_path / "d", embedder=HashEmbedder(64))
    try:
        with caplog.at_level("WARNING", logger="hindsight"):
            middleware = HindsightMiddleware(data_dir=tmp_path / "d", user_id="u")
            handler = HindsightCallbackHandler(data_dir=str(tmp_path / "x" / ".." / "d"), user_id="u")
            memory = HindsightMemory.from_defaults(data_dir=tmp_path / "d", user_id="u")
            instrumentation = HindsightInstrumentation(data_dir=tmp_path / "d", user_id="u")
        assert middleware._engine is handler._engine is memory._engine is instrumentation._engine is hs
        assert not [r for r in caplog.records if "another hindsight engine" in r.getMessage()]
        handler.close()
        instrumentation.close()
        assert not hs.closed
        hs.remember("I keep my bike in the shed.", user_id="u")
        assert "shed" in memory._engine.recall("where is the bike?", user_id="u").context
    finally:
        hs.close()
