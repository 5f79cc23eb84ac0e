"""One agent object serving many users: every LangChain component takes the user per call."""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from dataclasses import dataclass
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_classic.chains import ConversationChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage, ToolMessage

from hindsight_core import Hindsight, Trace
from hindsight_core.errors import UserError
from hindsight_langchain import (
    HindsightCallbackHandler,
    HindsightMemory,
    HindsightMiddleware,
    HindsightRetriever,
    create_memory_tools,
)
from tests.capture.test_reflector import journaled_texts
from tests.langchain.conftest import (
    ToolCallingFakeModel,
    get_weather,
    scripted_model,
    tool_call,
    weather_call,
)


@dataclass
class Ctx:
    user_id: str
    session_id: str | None = None


class RecordingModel(ToolCallingFakeModel):
    seen: list[list[BaseMessage]] = []

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _texts(engine: Hindsight, user_id: str) -> str:
    return "\n".join(r.text for r in engine.list_records(user_id=user_id))


def test_one_agent_serves_two_users_through_config_without_cross_user_recall(engine: Hindsight) -> None:
    model = RecordingModel(
        messages=iter(
            [
                tool_call("store_memory", "a1", text="Alice prefers PostgreSQL for new services"),
                AIMessage("Saved."),
                tool_call("store_memory", "b1", text="Bob prefers MySQL for new services"),
                AIMessage("Saved."),
                tool_call("recall_memory", "b2", query="Which database do I prefer for new services?"),
                AIMessage("MySQL."),
            ]
        ),
        seen=[],
    )
    agent = create_agent(
        model,
        create_memory_tools(engine=engine),  # no user: it comes with each call
        middleware=[HindsightMiddleware(engine=engine, background=False)],
        context_schema=Ctx,
    )
    agent.invoke({"messages": [("user", "Remember my database choice")]}, context=Ctx(user_id="alice"))
    agent.invoke(
        {"messages": [("user", "Remember my database choice")]},
        config={"configurable": {"user_id": "bob", "thread_id": "b-thread"}},
    )
    model.seen.clear()
    out = agent.invoke(
        {"messages": [("user", "Which database do I prefer for new services?")]}, context=Ctx(user_id="bob")
    )

    recalled = next(m for m in out["messages"] if isinstance(m, ToolMessage))
    assert "Bob prefers MySQL" in recalled.text and "PostgreSQL" not in recalled.text
    system = model.seen[0][0]
    assert isinstance(system, SystemMessage)  # the middleware's recall, for bob only
    assert "Bob prefers MySQL" in system.text and "Alice" not in system.text
    assert "Alice prefers PostgreSQL" in _texts(engine, "alice") and "Bob" not in _texts(engine, "alice")
    assert "Bob prefers MySQL" in _texts(engine, "bob") and "Alice" not in _texts(engine, "bob")
    sessions = {r.scope.session_id for r in engine.list_records(user_id="bob")}
    assert "b-thread" in sessions  # a LangGraph thread stands in for the session


def test_retriever_takes_the_user_per_call(engine: Hindsight) -> None:
    engine.remember("Alice deploys on Fly.io", user_id="alice", entities=["Fly.io"])
    engine.remember("Bob deploys on Heroku", user_id="bob", entities=["Heroku"])
    retriever = HindsightRetriever(engine=engine, k=5)
    question = "Where do I deploy, Fly.io or Heroku?"
    by_config = retriever.invoke(question, config={"configurable": {"user_id": "alice"}})
    by_metadata = retriever.invoke(question, config={"metadata": {"user_id": "bob"}})
    by_keyword = retriever.invoke(question, user_id="bob")
    assert [d.page_content for d in by_config] == ["Alice deploys on Fly.io"]
    assert (
        [d.page_content for d in by_metadata]
        == [d.page_content for d in by_keyword]
        == ["Bob deploys on Heroku"]
    )
    with pytest.raises(UserError, match="configurable"):
        retriever.invoke(question)


@pytest.mark.parametrize("how", ["context", "configurable"])
def test_a_retriever_tool_takes_the_user_of_the_agent_run(engine: Hindsight, how: str) -> None:
    """create_retriever_tool gives the retriever only its callbacks: the user the agent's run names (its
    context= or configurable) reaches it from the run it is called in."""
    from langchain_core.tools import create_retriever_tool

    engine.remember("Alice deploys on Fly.io", user_id="alice", entities=["Fly.io"])
    engine.remember("Bob deploys on Heroku", user_id="bob", entities=["Heroku"])
    search = create_retriever_tool(HindsightRetriever(engine=engine), "search_memory", "What is known.")
    call = AIMessage("", tool_calls=[{"name": "search_memory", "args": {"query": "deploy"}, "id": "s1"}])
    agent = create_agent(scripted_model(call, AIMessage("Fly.io.")), [search])
    named = {"context": {"user_id": "alice"}} if how == "context" else {
        "config": {"configurable": {"user_id": "alice"}}}  # fmt: skip
    out = agent.invoke({"messages": [("user", "Where do I deploy?")]}, **named)
    [result] = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert "Fly.io" in result.content and "Heroku" not in result.content


def test_the_session_a_call_is_recorded_in_does_not_hide_earlier_sessions_from_the_retriever(
    engine: Hindsight,
) -> None:
    """The session_id an agent's context= (or a chain's configurable, as RunnableWithMessageHistory takes it)
    names is where the turn is recorded; recall answers from every session of the user, as the middleware's
    and recall_memory's do. Only the retriever's own session_id (constructor, invoke keyword) restricts it."""
    from langchain_core.tools import create_retriever_tool

    engine.remember("Alice's sister Maria lives in Porto", user_id="alice", session_id="one")
    retriever = HindsightRetriever(engine=engine)
    search = create_retriever_tool(retriever, "search_memory", "What is known.")
    call = AIMessage("", tool_calls=[{"name": "search_memory", "args": {"query": "sister"}, "id": "s1"}])
    agent = create_agent(scripted_model(call, AIMessage("Porto.")), [search], context_schema=Ctx)
    out = agent.invoke(
        {"messages": [("user", "Where does my sister live?")]}, context=Ctx(user_id="alice", session_id="two")
    )
    [result] = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert "Maria lives in Porto" in result.content
    config: Any = {"configurable": {"user_id": "alice", "session_id": "two"}}
    assert [d.page_content for d in retriever.invoke("sister", config=config)] == [
        "Alice's sister Maria lives in Porto"
    ]
    assert retriever.invoke("sister", config=config, session_id="two") == []
    assert HindsightRetriever(engine=engine, session_id="two").invoke("sister", config=config) == []


def test_callback_handler_takes_the_user_from_configurable_or_the_langgraph_context(
    engine: Hindsight,
) -> None:
    handler = HindsightCallbackHandler(engine=engine)  # no default user
    agent = create_agent(scripted_model(weather_call("Paris", "c1"), AIMessage("Sunny.")), [get_weather])
    agent.invoke(
        {"messages": [("user", "Weather in Paris?")]},
        config={"callbacks": [handler], "configurable": {"user_id": "carol"}},
    )
    ctx_agent = create_agent(
        scripted_model(weather_call("Rome", "c2"), AIMessage("Sunny.")), [get_weather], context_schema=Ctx
    )
    ctx_agent.invoke(
        {"messages": [("user", "Weather in Rome?")]},
        config={"callbacks": [handler]},
        context=Ctx(user_id="dave"),
    )
    assert handler.flush(timeout=30)
    assert "Paris" in _texts(engine, "carol") and "Rome" not in _texts(engine, "carol")
    assert "Rome" in _texts(engine, "dave") and "Paris" not in _texts(engine, "dave")


def test_callback_handler_without_any_user_records_nothing_and_says_how(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    handler = HindsightCallbackHandler(engine=engine)
    agent = create_agent(scripted_model(AIMessage("Hello.")), [])
    with caplog.at_level(logging.ERROR, logger="hindsight_langchain"):
        out = agent.invoke(
            {"messages": [("user", "Hi there, I prefer tea")]}, config={"callbacks": [handler]}
        )
    assert out["messages"][-1].text == "Hello."  # the run itself is unaffected
    assert "has no user" in caplog.text and "user_id" in caplog.text
    assert not any("I prefer tea" in body for body in journaled_texts(engine.data_dir))


def test_classic_memory_takes_the_user_from_the_chain_inputs(engine: Hindsight) -> None:
    memory = HindsightMemory(engine=engine, background=False)
    chain = ConversationChain(llm=FakeListChatModel(responses=["Noted."]), memory=memory)
    chain.invoke({"input": "I prefer tea in the morning", "user_id": "alice"})
    chain.invoke({"input": "I prefer coffee in the morning", "user_id": "bob"})
    bob_view = memory.load_memory_variables({"input": "What do I drink in the morning?", "user_id": "bob"})
    assert "coffee" in bob_view["history"] and "tea" not in bob_view["history"]
    with pytest.raises(UserError, match="user_id"):
        memory.load_memory_variables({"input": "What do I drink?"})


@pytest.mark.parametrize("handler_user", ["shared", "own"])
async def test_two_users_classic_chains_run_at_once_with_a_handler_each_record_their_own_turn(
    engine: Hindsight, handler_user: str
) -> None:
    """Two classic chains, a memory per user on one engine, asked the same words at the same time with a
    ``HindsightCallbackHandler`` (one for both, or one per user): each turn is recorded under its own user. The
    handler took the newest turn any memory had announced with those words, so Alice's answer ("your flight
    to Oslo") was recorded as Bob's memory and his as hers."""
    asked = "Please book my usual flight."
    shared = HindsightCallbackHandler(engine=engine)

    async def run(user: str, answer: str) -> None:
        chain = ConversationChain(
            llm=FakeListChatModel(responses=[answer]), memory=HindsightMemory(engine=engine, user_id=user)
        )
        handler = (
            shared if handler_user == "shared" else HindsightCallbackHandler(engine=engine, user_id=user)
        )
        await chain.ainvoke({"input": asked}, config={"callbacks": [handler]})

    await asyncio.gather(
        run("alice", "Booked your flight to Oslo."), run("bob", "Booked your flight to Lima.")
    )
    assert shared.flush(timeout=30)
    said: dict[str, list[str]] = {}
    for body in journaled_texts(engine.data_dir):
        trace = Trace.model_validate_json(body)
        said.setdefault(trace.scope.user_id, []).extend(s.content for s in trace.steps)
    assert said == {
        "alice": [asked, "Booked your flight to Oslo."],
        "bob": [asked, "Booked your flight to Lima."],
    }


@pytest.mark.parametrize("bad", [42, "  "])
def test_a_bad_per_call_user_is_named_as_such_not_as_a_missing_one(
    engine: Hindsight, bad: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Reported as what it is, and never replaced by the default user (whose memories it would read)."""
    said = (
        rf"the user_id given for this call must be a non-empty string \(it scopes every memory\), got {bad!r}"
    )
    middleware = HindsightMiddleware(engine=engine, user_id="alice")
    agent = create_agent(scripted_model(AIMessage("Hi.")), [], middleware=[middleware], context_schema=dict)
    with pytest.raises(UserError, match=f"HindsightMiddleware: {said}"):
        agent.invoke({"messages": [("user", "Hello")]}, context={"user_id": bad})
    handler = HindsightCallbackHandler(engine=engine, user_id="alice")
    with caplog.at_level(logging.ERROR, logger="hindsight_langchain"):
        create_agent(scripted_model(AIMessage("Hi.")), [], context_schema=dict).invoke(
            {"messages": [("user", "Hello")]}, config={"callbacks": [handler]}, context={"user_id": bad}
        )
    assert handler.flush(timeout=30).ok
    assert re.search(f"is not recorded: HindsightCallbackHandler: {said}", caplog.text)
    store = create_memory_tools(engine=engine, user_id="alice")[0]
    answer = store.invoke({"text": "Bob likes tea"}, config={"configurable": {"user_id": bad}})
    assert re.match(f"create_memory_tools: {said}", answer)
    assert engine.list_records(user_id="alice") == []


def test_a_thread_id_that_is_a_number_is_the_session_and_a_session_id_that_is_not_text_is_refused(
    engine: Hindsight,
) -> None:
    """LangGraph takes any thread_id (config={"configurable": {"thread_id": 7}}): it was dropped, and every
    thread's turns were recorded with no session. A per-call session_id of 3 was dropped too, where a
    user_id of 42 is refused."""
    middleware = HindsightMiddleware(engine=engine, user_id="ann", background=False)
    agent = create_agent(
        scripted_model(AIMessage("Noted."), AIMessage("Noted.")), [], middleware=[middleware]
    )
    agent.invoke({"messages": [("user", "I live in Graz.")]}, config={"configurable": {"thread_id": 7}})
    assert {r.scope.session_id for r in engine.list_records(user_id="ann")} == {"7"}
    for named in ({"context": {"session_id": 3}}, {"config": {"configurable": {"session_id": 3}}}):
        with pytest.raises(UserError, match="session_id given for this call must be a non-empty string"):
            agent.invoke({"messages": [("user", "I live in Linz.")]}, **named)
    with pytest.raises(UserError, match="agent_id given for this call must be a non-empty string"):
        agent.invoke({"messages": [("user", "I live in Linz.")]}, context={"agent_id": ["a"]})


def test_a_handler_on_a_chain_without_memory_never_takes_another_threads_memory_turn(
    engine: Hindsight,
) -> None:
    """A server thread runs Alice's classic chain with her memory; another thread, meanwhile, runs a chain with
    no memory under the same user-less handler, asked the same words. The handler took Alice's announced turn
    (the only one with those words) for that other chain: its answer was recorded as Alice's memory and her
    own answer was not recorded at all."""
    asked = "What is my balance?"
    handler = HindsightCallbackHandler(engine=engine)
    alice = HindsightMemory(engine=engine, user_id="alice", input_key="input")

    def other_request() -> None:  # another user's request, a chain without a memory
        chain = ConversationChain(llm=FakeListChatModel(responses=["Your balance is 4,210 EUR."]))
        chain.invoke({"input": asked, "history": ""}, config={"callbacks": [handler]})

    def run_in_thread(work: Any) -> None:
        thread = threading.Thread(target=work)
        thread.start()
        thread.join(30)
        assert not thread.is_alive()

    # Alice's chain: the memory loads (announces the turn) ... the other thread's chain runs meanwhile ...
    alice.load_memory_variables({"input": asked})
    run_in_thread(other_request)
    # ... and Alice's chain ends: her memory saves her turn
    alice.save_context({"input": asked}, {"response": "Your balance is 97 EUR."})
    assert handler.flush(timeout=30) and alice.flush(timeout=30)
    said: dict[str, list[str]] = {}
    for body in journaled_texts(engine.data_dir):
        trace = Trace.model_validate_json(body)
        said.setdefault(trace.scope.user_id, []).extend(s.content for s in trace.steps)
    assert said.get("alice") == [asked, "Your balance is 97 EUR."]
    assert "4,210" not in _texts(engine, "alice")
