"""HindsightCallbackHandler: traces from LangChain runs, reflected in the background."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain.tools import ToolRuntime
from langchain_classic.chains import LLMChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough
from langchain_core.tools import tool

from hindsight_core import Hindsight, Trace
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES
from hindsight_core.testing.extractors import ScriptedExtractor
from hindsight_langchain import HindsightCallbackHandler, HindsightRetriever
from tests.langchain.conftest import DroppingModel, get_weather, scripted_model, weather_call


def _agent(final: str = "It is sunny in Paris.") -> Any:
    model = scripted_model(weather_call("Paris", "call_1"), AIMessage(final))
    return create_agent(model, [get_weather], system_prompt="You are a helpful travel assistant.")


def _assert_agent_trace(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    steps = [s for w in extractor.calls for s in w.steps]
    assert [s.type for s in steps] == ["user_input", "tool_call", "tool_result", "model_output"]
    user, call, result, answer = steps
    assert user.content == "What's the weather in Paris?"
    assert call.name == "get_weather"
    assert call.metadata["tool_call_id"] == "call_1"
    assert call.metadata["args"] == {"city": "Paris"}
    assert result.content == "The weather in Paris is sunny and 22 degrees"
    assert result.metadata["tool_call_id"] == "call_1"
    assert result.metadata["status"] == "ok"
    assert answer.content == "It is sunny in Paris."
    # The tool_result step id is the tool's run id; the memory formed from it cites that step.
    records = engine.list_records(user_id="bob")
    from_tool = [r for r in records if result.step_id in r.source_ids]
    assert len(from_tool) == 1
    assert from_tool[0].source_kind == "tool_returned"
    assert "sunny and 22 degrees" in from_tool[0].text
    assert from_tool[0].scope.session_id == "trip"


def test_create_agent_run_becomes_memories_citing_the_tool_result(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob", session_id="trip")
    out = _agent().invoke(
        {"messages": [{"role": "user", "content": "What's the weather in Paris?"}]},
        config={"callbacks": [handler]},
    )
    assert out["messages"][-1].content == "It is sunny in Paris."
    assert handler.flush(timeout=30)
    _assert_agent_trace(engine, extractor)


async def test_create_agent_ainvoke_is_captured_the_same_way(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob", session_id="trip")
    out = await _agent().ainvoke(
        {"messages": [("user", "What's the weather in Paris?")]}, config={"callbacks": [handler]}
    )
    assert out["messages"][-1].content == "It is sunny in Paris."
    assert await handler.aflush(timeout=30)
    _assert_agent_trace(engine, extractor)


def test_trace_keeps_the_run_tree_and_the_goal(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    _agent().invoke({"messages": [("user", "What's the weather in Paris?")]}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30)
    window = extractor.calls[0]
    assert window.goal == "What's the weather in Paris?"
    trace = engine.engine.journal.get_trace(window.trace_id)
    assert trace is not None
    runs = {r["run_id"]: r for r in trace.metadata["runs"]}
    root = trace.metadata["root_run_id"]
    assert runs[root]["parent_run_id"] is None and runs[root]["name"] == "LangGraph"
    tool_run = runs[next(s for s in trace.steps if s.type == "tool_result").step_id]
    assert tool_run["kind"] == "tool" and tool_run["name"] == "get_weather"
    # tool -> "tools" node -> root: the tree is rebuilt from parent run ids.
    tools_node = runs[tool_run["parent_run_id"]]
    assert tools_node["name"] == "tools" and tools_node["parent_run_id"] == root


def test_run_metadata_overrides_the_scope(engine: Hindsight) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="default-user")
    _agent().invoke(
        {"messages": [("user", "What's the weather in Paris?")]},
        config={"callbacks": [handler], "metadata": {"user_id": "carol", "session_id": "s9"}},
    )
    assert handler.flush(timeout=30)
    assert engine.list_records(user_id="default-user") == []
    records = engine.list_records(user_id="carol")
    assert records and {r.scope.session_id for r in records} == {"s9"}


# Failures, retries, flush and close: the shared suite in tests/adapters/test_capture_contract.py.


def test_slow_reflection_does_not_block_the_host_run(
    engine: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    real_reflect = engine.reflect

    def slow_reflect(trace: Trace) -> Any:
        release.wait(30)
        return real_reflect(trace)

    monkeypatch.setattr(engine, "reflect", slow_reflect)
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    out = _agent().invoke(
        {"messages": [("user", "What's the weather in Paris?")]}, config={"callbacks": [handler]}
    )
    assert out["messages"][-1].content == "It is sunny in Paris."
    assert handler.pending == 1
    release.set()
    assert handler.flush(timeout=30)
    assert engine.list_records(user_id="bob")


def test_classic_chain_and_retriever_events(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    """Another retriever's documents are what a tool returned (hindsight's own are not: see below)."""
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever

    class Wiki(BaseRetriever):
        def _get_relevant_documents(self, query: str, *, run_manager: Any) -> list[Document]:
            return [Document(page_content="Bob's favourite airline is KLM")]

    retriever = Wiki()
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    chain = (
        {"context": (lambda x: x["question"]) | retriever, "question": lambda x: x["question"]}
        | ChatPromptTemplate.from_messages([("human", "{context}\n\n{question}")])
        | FakeListChatModel(responses=["KLM it is."])
    )
    chain.invoke({"question": "Which airline does Bob like?"}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30)
    steps = [s for w in extractor.calls for s in w.steps]
    assert [s.type for s in steps] == ["user_input", "tool_call", "tool_result", "model_output"]
    assert steps[1].content == "Which airline does Bob like?" and steps[1].metadata["retriever"] is True
    assert steps[2].content == "Bob's favourite airline is KLM"
    assert steps[3].content == "KLM it is."


def test_chain_error_still_records_the_trace(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")

    def boom(_: Any) -> str:
        raise RuntimeError("tool backend exploded")

    chain = RunnableLambda(lambda x: x) | RunnableLambda(boom)
    with pytest.raises(RuntimeError):
        chain.invoke({"input": "Book the 9:00 flight"}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30)
    [window] = extractor.calls
    assert [s.content for s in window.steps] == ["Book the 9:00 flight"]


def test_hindsight_internal_runs_are_ignored(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    model = FakeListChatModel(responses=["{}"])
    model.invoke("extract facts", config={"callbacks": [handler], "tags": ["hindsight:internal"]})
    assert handler.flush(timeout=30)
    assert extractor.calls == []


def test_long_runs_are_reflected_at_checkpoints(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob", checkpoint_steps=4)
    replies = [weather_call(city, f"call_{i}") for i, city in enumerate(["Paris", "Rome", "Oslo"])]
    model = scripted_model(*replies, AIMessage("Done."))
    agent = create_agent(model, [get_weather])
    agent.invoke({"messages": [("user", "Weather in three cities")]}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30)
    assert {w.trace_id for w in extractor.calls} == {extractor.calls[0].trace_id}  # one trace
    # A checkpoint reflected on the first steps before the run ended, then the rest followed.
    assert len(extractor.calls) >= 2 and len(extractor.calls[0].steps) < 8
    tool_steps = {s.step_id for w in extractor.calls for s in w.steps if s.type == "tool_result"}
    assert len(tool_steps) == 3
    cited = {i for r in engine.list_records(user_id="bob") for i in r.source_ids}
    assert tool_steps <= cited


def test_handler_needs_an_engine_or_data_dir() -> None:
    from hindsight_core.errors import UserError

    with pytest.raises(UserError, match="engine=Hindsight"):
        HindsightCallbackHandler(user_id="bob")


async def test_concurrent_ainvoke_runs_get_separate_traces(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    agents = [
        create_agent(
            scripted_model(weather_call(city, f"c-{city}"), AIMessage(f"Sunny in {city}.")), [get_weather]
        )
        for city in ("Paris", "Rome", "Oslo")
    ]
    await asyncio.gather(
        *(
            agent.ainvoke({"messages": [("user", f"Weather in {city}?")]}, config={"callbacks": [handler]})
            for agent, city in zip(agents, ("Paris", "Rome", "Oslo"), strict=True)
        )
    )
    assert await handler.aflush(timeout=30)
    by_trace: dict[str, list[str]] = {}
    for window in extractor.calls:
        by_trace.setdefault(window.trace_id, []).extend(s.content for s in window.steps)
    assert len(by_trace) == 3
    for contents in by_trace.values():
        city = contents[0].removeprefix("Weather in ").removesuffix("?")
        assert all(city in c for c in contents if c)


def test_tool_with_injected_runtime_is_traced_and_reflected(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    @tool
    def whoami(question: str, runtime: ToolRuntime) -> str:
        """Answer a question about the current user."""
        return f"You asked {question!r}; this thread has {len(runtime.state['messages'])} messages"

    call = {"name": "whoami", "args": {"question": "who am I"}, "id": "w1"}
    model = scripted_model(AIMessage("", tool_calls=[call]), AIMessage("Answered."))
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    create_agent(model, [whoami]).invoke(
        {"messages": [("user", "who am I?")]}, config={"callbacks": [handler]}
    )
    assert handler.flush(timeout=30)  # the runtime object in the tool inputs does not break journaling
    [result] = [s for w in extractor.calls for s in w.steps if s.type == "tool_result"]
    assert result.content == "You asked 'who am I'; this thread has 2 messages"


def test_tool_called_directly_keeps_json_safe_arguments(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    @tool
    def book(day: date, seats: int) -> str:
        """Book seats for a day."""
        return f"Booked {seats} seats on {day.isoformat()}"

    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    book.invoke({"day": date(2026, 3, 2), "seats": 2}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30)
    call, result = [s for w in extractor.calls for s in w.steps]
    assert call.type == "tool_call" and call.name == "book"
    assert call.metadata["args"] == {"day": "2026-03-02", "seats": 2}
    assert result.content == "Booked 2 seats on 2026-03-02"


def test_rule_extractor_memories_cite_the_tool_run(tmp_path: Path) -> None:
    """With the default (rule) extractor, the tool's result becomes a memory citing the tool run's step."""
    with Hindsight(data_dir=tmp_path / "rules", embedder=HashEmbedder(64)) as hs:
        handler = HindsightCallbackHandler(engine=hs, user_id="bob")
        _agent().invoke(
            {"messages": [("user", "What's the weather in Paris?")]}, config={"callbacks": [handler]}
        )
        assert handler.flush(timeout=30)
        [from_tool] = [r for r in hs.list_records(user_id="bob") if r.source_kind == "tool_returned"]
        assert "sunny and 22 degrees" in from_tool.text
        trace = hs.engine.journal.get_trace(from_tool.trace_id)
        assert trace is not None
        call, step = [s for s in trace.steps if s.step_id in from_tool.source_ids]  # stored with its call
        assert call.type == "tool_call" and call.metadata["tool_call_id"] == "call_1"
        assert step.type == "tool_result" and step.metadata["tool_call_id"] == "call_1"
        runs = {r["run_id"]: r for r in trace.metadata["runs"]}
        assert runs[step.step_id]["kind"] == "tool"  # the step id is the tool's LangChain run id


def _user_steps(engine: Hindsight) -> list[str]:
    """The user_input steps of every journaled trace, in order."""
    with sqlite3.connect(engine.data_dir / "journal.db") as conn:
        traces = [Trace.model_validate_json(row[0]) for row in conn.execute("SELECT body FROM traces")]
    return [s.content for t in traces for s in t.steps if s.type == "user_input"]


@pytest.mark.parametrize("feed_back", ["rebuilt", "out-messages"])
def test_a_conversation_sent_again_each_request_records_each_message_once(
    engine: Hindsight, feed_back: str
) -> None:
    """An app without a checkpointer sends the whole conversation each request (rebuilt from its own rows,
    or ``out["messages"]`` plus the new message): only the new turn is recorded."""
    said = ["My daughter Zoe starts school in September.", "We are moving to Porto next year.", "Thanks!"]
    handler = HindsightCallbackHandler(engine=engine, user_id="mona")
    agent = create_agent(scripted_model(*(AIMessage("Noted.") for _ in said)), [])
    history: list[Any] = []
    for text in said:
        history.append(("user", text))
        out = agent.invoke({"messages": history}, config={"callbacks": [handler]})
        history = list(out["messages"]) if feed_back == "out-messages" else [*history, ("ai", "Noted.")]
    assert handler.flush(timeout=30)
    assert sorted(_user_steps(engine)) == sorted(said)
    for text in said:
        [record] = [r for r in engine.list_records(user_id="mona") if r.text == text]
        assert record.occurrences == 1 and len(record.source_ids) == 1


def test_user_input_steps_carry_the_ids_the_graph_gave_the_messages(engine: Hindsight) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="bob")
    out = _agent().invoke(
        {"messages": [("user", "What's the weather in Paris?")]}, config={"callbacks": [handler]}
    )
    assert handler.flush(timeout=30)
    [record] = [r for r in engine.list_records(user_id="bob") if r.text == "What's the weather in Paris?"]
    assert record.source_ids == [out["messages"][0].id]  # the memory cites the message itself


def test_a_classic_chain_names_the_user_in_its_inputs(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    handler = HindsightCallbackHandler(engine=engine)  # no default user: the chain inputs name it
    chain = LLMChain(
        llm=FakeListChatModel(responses=["Noted."]), prompt=PromptTemplate.from_template("{input}")
    )
    with caplog.at_level(logging.ERROR, logger="hindsight_langchain"):
        chain.invoke(
            {"input": "I have two kids, Mia and Leo.", "user_id": "erin"}, config={"callbacks": [handler]}
        )
    assert handler.flush(timeout=30)
    assert "no user" not in caplog.text
    assert [r.text for r in engine.list_records(user_id="erin")] == ["I have two kids, Mia and Leo."]


@pytest.mark.parametrize("mode", ["stream", "astream"])
def test_a_streamed_chain_records_what_the_user_said(
    engine: Hindsight, extractor: ScriptedExtractor, mode: str
) -> None:
    """``.stream()`` starts the root run with a placeholder input; the user's words reach its first step."""
    handler = HindsightCallbackHandler(engine=engine)
    chain = ChatPromptTemplate.from_messages([("human", "{question}")]) | FakeListChatModel(
        responses=["Noted."]
    )
    config: Any = {"callbacks": [handler], "configurable": {"user_id": "sam"}}
    question = {"question": "I always prefer window seats."}
    _consume(chain, question, config, mode)
    assert _window_seats_turn(handler, extractor).scope.user_id == "sam"


def _window_seats_turn(handler: HindsightCallbackHandler, extractor: ScriptedExtractor) -> Any:
    """The one window reflected, once ``handler`` is flushed: the user's "I always prefer window seats." and the
    model's "Noted."."""
    assert handler.flush(timeout=30)
    [window] = extractor.calls
    assert [(s.type, s.content) for s in window.steps] == [
        ("user_input", "I always prefer window seats."),
        ("model_output", "Noted."),
    ]
    return window


def _consume(chain: Any, question: dict[str, str], config: Any, mode: str) -> None:
    """Read ``chain``'s whole stream, by ``.stream()`` or ``.astream()`` (``mode``)."""
    if mode == "stream":
        list(chain.stream(question, config=config))
        return

    async def run() -> None:
        async for _ in chain.astream(question, config=config):
            pass

    asyncio.run(run())


@pytest.mark.parametrize("mode", ["stream", "astream"])
def test_a_streamed_chain_that_starts_with_a_chain_records_what_the_user_said(
    engine: Hindsight, extractor: ScriptedExtractor, mode: str
) -> None:
    """Streamed, every step that streams too (``RunnablePassthrough.assign``, the steps
    ``RunnableWithMessageHistory`` puts first) starts with the same placeholder input as the root: the user's
    words were read from the first step, found none, and the turn was recorded as the model's answer alone."""
    handler = HindsightCallbackHandler(engine=engine)
    chain = (
        RunnablePassthrough.assign(today=lambda _: "Monday")
        | ChatPromptTemplate.from_messages([("human", "{question} (today is {today})")])
        | FakeListChatModel(responses=["Noted."])
    )
    config: Any = {"callbacks": [handler], "configurable": {"user_id": "sam"}}
    question = {"question": "I always prefer window seats."}
    _consume(chain, question, config, mode)
    _window_seats_turn(handler, extractor)


def test_a_tool_output_over_the_message_limit_keeps_the_turn(tmp_path: Path) -> None:
    """A 300,000-character tool output is cut to its start (limits.max_message_chars); the turn is stored."""

    @tool
    def fetch_logs(service: str) -> str:
        """Fetch a service's logs."""
        return "db timeout on billing\n" * 15_000

    model = scripted_model(
        AIMessage("", tool_calls=[{"name": "fetch_logs", "args": {"service": "billing"}, "id": "c1"}]),
        AIMessage("The billing database times out."),
    )
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64)) as hs:
        handler = HindsightCallbackHandler(engine=hs, user_id="ops")
        agent = create_agent(model, tools=[fetch_logs])
        agent.invoke({"messages": [("user", "Why is billing failing?")]}, config={"callbacks": [handler]})
        assert handler.flush(timeout=60).ok
        texts = [r.text for r in hs.list_records(user_id="ops", statuses=("active", "pending"))]
        assert any("Why is billing failing?" in t for t in texts)
        assert any(t.startswith("Tool fetch_logs(") for t in texts)


def test_adapters_given_one_data_dir_share_one_engine(tmp_path: Path) -> None:
    """A middleware, a handler and a retriever each given the same data_dir= (in any spelling of it) use one
    engine: two engines would write the same stores apart, and a turn seen by both would be recorded twice.
    The adapter that opened it owns it; once it is closed, the next adapter opens a new one."""
    from hindsight_langchain import HindsightMiddleware

    retriever = HindsightRetriever(data_dir=tmp_path / "d", user_id="u")
    handler = HindsightCallbackHandler(data_dir=str(tmp_path / "x" / ".." / "d"))
    middleware = HindsightMiddleware(data_dir=tmp_path / "d")
    assert handler.engine is retriever.engine is middleware._engine
    retriever.close()
    again = HindsightCallbackHandler(data_dir=tmp_path / "d")
    assert again.engine is not handler.engine and not again.engine.closed
    again.engine.close()


def test_what_hindsights_retriever_returns_is_not_stored_again(tmp_path: Path) -> None:
    """A RAG chain, and an agent whose tool wraps the retriever (create_retriever_tool): the recalled
    memories are not stored again as what a tool returned (a copy that a forget of the original left)."""
    from langchain_core.tools import create_retriever_tool

    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.remember("Alice is secretly afraid of spiders", user_id="alice")
        handler = HindsightCallbackHandler(engine=hs, user_id="alice")
        retriever = HindsightRetriever(engine=hs, user_id="alice")
        chain = retriever | RunnableLambda(lambda docs: " ".join(d.page_content for d in docs))
        assert "spiders" in chain.invoke("What is Alice afraid of?", config={"callbacks": [handler]})
        search = create_retriever_tool(retriever, "search_memory", "Search what is known about the user.")
        call = AIMessage("", tool_calls=[{"name": "search_memory", "args": {"query": "fears"}, "id": "s1"}])
        agent = create_agent(scripted_model(call, AIMessage("Spiders.")), [search])
        agent.invoke({"messages": [("user", "What am I afraid of?")]}, config={"callbacks": [handler]})
        assert handler.flush(timeout=30).ok
        holding = [
            r.text for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES) if "spiders" in r.text
        ]
        assert holding == ["Alice is secretly afraid of spiders"]


@pytest.mark.parametrize("checkpoint_steps", [1, 2, 3])
def test_a_question_asked_before_a_window_boundary_is_kept(tmp_path: Path, checkpoint_steps: int) -> None:
    """A question asked last in a window is left to the windows after it (where its answer is); they saw it
    only within the window overlap. With checkpoint_steps=1 "weather?" was in no memory: not alone (its
    window left it to the next) and not with the answer (the answer's window no longer saw it)."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:  # the rule extractor
        handler = HindsightCallbackHandler(engine=hs, user_id="u", checkpoint_steps=checkpoint_steps)
        model = scripted_model(
            weather_call("Oslo", "a"), weather_call("Rome", "b"), AIMessage("Rain in both.")
        )
        create_agent(model, [get_weather]).invoke(
            {"messages": [("user", "weather?")]}, config={"callbacks": [handler]}
        )
        assert handler.flush(timeout=30).ok
        texts = [r.text for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)]
        assert [t for t in texts if "weather?" in t], texts


@pytest.mark.parametrize("how", ["stream", "astream"])
@pytest.mark.parametrize("stop", ["consumer breaks", "stream fails"])
def test_a_stream_cut_short_is_not_recorded_as_the_whole_answer(
    engine: Hindsight, extractor: ScriptedExtractor, how: str, stop: str
) -> None:
    """A chat model's stream the consumer leaves halfway, or that fails halfway: LangChain ends the model run
    with an error and the chunks so far. They were recorded as the model's answer ("The assistant said: Your
    flight"); the user's words are recorded, the fragment is not, and the trace says why the run stopped."""
    answer = "Your flight LH 1234 leaves Munich at 9:40 from gate G12."
    model = DroppingModel(
        messages=iter([AIMessage(answer)]), fail_after=3 if stop == "stream fails" else None
    )
    handler = HindsightCallbackHandler(engine=engine, user_id="ines")
    asked = "When does my flight to Lisbon leave? I always fly with Lufthansa."
    config: Any = {"callbacks": [handler]}
    seen: list[str] = []

    async def consume() -> None:
        async for chunk in model.astream(asked, config=config):
            seen.append(str(chunk.content))
            if stop == "consumer breaks" and len(seen) == 3:
                break

    with contextlib.suppress(ConnectionError):
        if how == "astream":
            asyncio.run(consume())
        else:
            for chunk in model.stream(asked, config=config):
                seen.append(str(chunk.content))
                if stop == "consumer breaks" and len(seen) == 3:
                    break
    assert 0 < len("".join(seen)) < len(answer)
    assert handler.flush(timeout=30).ok
    [window] = extractor.calls
    assert [(s.type, s.content) for s in window.steps] == [("user_input", asked)]
    if stop == "stream fails":
        trace = engine.get_trace(window.trace_id)
        assert trace is not None and trace.metadata["error"] == "ConnectionError: connection reset by peer"


def test_an_agent_whose_model_fails_says_so_in_its_trace(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    """LangGraph adds a note to a node's error ("During task with name 'model' and id '...'"), which Python
    prints after the error: the trace's error was that note, not what went wrong."""
    model = DroppingModel(messages=iter([AIMessage("Your table is booked for 8 pm.")]), fail_after=2)
    handler = HindsightCallbackHandler(engine=engine, user_id="ines")
    asked = {"messages": [("user", "Book a table for two at 8 pm, I am allergic to peanuts.")]}
    with pytest.raises(ConnectionError):
        for _ in create_agent(model, []).stream(
            asked, config={"callbacks": [handler]}, stream_mode="messages"
        ):
            pass
    assert handler.flush(timeout=30).ok
    [window] = extractor.calls
    assert [s.type for s in window.steps] == ["user_input"]
    trace = engine.get_trace(window.trace_id)
    assert trace is not None and trace.metadata["error"] == "ConnectionError: connection reset by peer"
