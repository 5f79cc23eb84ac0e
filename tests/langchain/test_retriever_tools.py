"""HindsightRetriever and create_memory_tools."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, ToolMessage

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_langchain import (
    HindsightCallbackHandler,
    HindsightMiddleware,
    HindsightRetriever,
    create_memory_tools,
)
from tests.langchain.conftest import scripted_model


def _seed(engine: Hindsight) -> None:
    engine.remember(
        "Alice prefers PostgreSQL",
        user_id="alice",
        session_id="s1",
        event_type="preference",
        entities=["PostgreSQL"],
    )
    engine.remember("Alice deploys on Fly.io", user_id="alice", session_id="s2", entities=["Fly.io"])
    engine.remember("Bob prefers MySQL", user_id="bob", event_type="preference", entities=["MySQL"])


@pytest.mark.parametrize("query", [None, {"query": "database"}, 5])
def test_retriever_refuses_a_query_that_is_not_a_string(engine: Hindsight, query: Any) -> None:
    retriever = HindsightRetriever(engine=engine, user_id="alice")
    with pytest.raises(UserError, match=r"takes the query as a str.*itemgetter\('query'\)"):
        retriever.invoke(query)
    with pytest.raises(UserError, match="takes the query as a str"):
        asyncio.run(retriever.ainvoke(query))


def test_retriever_returns_documents_with_provenance(engine: Hindsight) -> None:
    _seed(engine)
    docs = HindsightRetriever(engine=engine, user_id="alice", k=2).invoke("Which database, PostgreSQL?")
    assert docs[0].page_content == "Alice prefers PostgreSQL"
    meta = docs[0].metadata
    assert meta["event_type"] == "preference" and meta["id"] == docs[0].id
    assert {"score", "occurred_at", "source_ids", "confidence", "conflict", "paths"} <= set(meta)
    assert all("Bob" not in d.page_content for d in docs)


async def test_retriever_async_and_session_filter(engine: Hindsight) -> None:
    _seed(engine)
    retriever = HindsightRetriever(engine=engine, user_id="alice", session_id="s2")
    docs = await retriever.ainvoke("Where does Alice deploy, Fly.io or PostgreSQL?")
    assert [d.page_content for d in docs] == ["Alice deploys on Fly.io"]
    assert await retriever.ainvoke("   ") == []


async def test_retriever_of_a_session_finds_what_was_said_again_in_it(engine: Hindsight) -> None:
    """Said in s2, then again in s3: one record (merged), which a retriever kept to s3 returns too."""
    _seed(engine)
    engine.remember("Alice deploys on Fly.io", user_id="alice", session_id="s3", entities=["Fly.io"])
    [record] = [r for r in engine.list_records(user_id="alice") if "Fly.io" in r.text]
    assert record.occurrences == 2
    for session in ("s2", "s3"):
        retriever = HindsightRetriever(engine=engine, user_id="alice", session_id=session)
        docs = await retriever.ainvoke("Where does Alice deploy, Fly.io or PostgreSQL?")
        assert [d.page_content for d in docs] == ["Alice deploys on Fly.io"], session


def test_memory_tools_store_recall_forget(engine: Hindsight) -> None:
    store, recall, forget = create_memory_tools(engine=engine, user_id="alice", session_id="s1")
    assert [t.name for t in (store, recall, forget)] == ["store_memory", "recall_memory", "forget_memory"]
    stored = store.invoke({"text": "Alice's cat is called Miso", "entities": ["Miso"]})
    assert stored.startswith("Stored memory ")
    record_id = stored.split()[2].rstrip(":")
    assert engine.get_record(record_id).scope.session_id == "s1"
    assert "Alice's cat is called Miso" in recall.invoke({"query": "What is the cat called, Miso?"})
    assert forget.invoke({"record_id": record_id}) == f"Forgot 1 memory: {record_id}"
    assert engine.get_record(record_id).status == "forgotten"
    assert recall.invoke({"query": "Miso"}) == "No memory matches."


def test_memory_tools_report_mistakes_to_the_model(engine: Hindsight) -> None:
    store, _, forget = create_memory_tools(engine=engine, user_id="alice")
    assert store.invoke({"text": "  "}).startswith("store_memory got invalid arguments (text:")
    assert "exactly one of" in forget.invoke({})
    other = engine.remember("Bob prefers MySQL", user_id="bob", entities=["MySQL"])
    # Another user's id gets the same answer as an unknown one, and is left alone.
    assert forget.invoke({"record_id": other.id}).startswith("no memory with record_id")
    assert engine.get_record(other.id).status == "active"


async def test_agent_calls_the_memory_tools(engine: Hindsight) -> None:
    tools = create_memory_tools(engine=engine, user_id="alice")
    call = {
        "name": "store_memory",
        "args": {"text": "Alice flies from Lyon", "entities": ["Lyon"]},
        "id": "m1",
    }
    model = scripted_model(AIMessage("", tool_calls=[call]), AIMessage("Saved."))
    out: dict[str, Any] = await create_agent(model, tools).ainvoke(
        {"messages": [("user", "I fly from Lyon")]}
    )
    tool_message = next(m for m in out["messages"] if isinstance(m, ToolMessage))
    assert tool_message.content.startswith("Stored memory")
    assert [r.text for r in engine.list_records(user_id="alice")] == ["Alice flies from Lyon"]


AWS = "Please remember my AWS account id: 1234-5678-9012. I like tea."


def _remember_then_forget_model() -> Any:
    def call(name: str, call_id: str, **args: Any) -> AIMessage:
        return AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id}])

    return scripted_model(
        call("store_memory", "s1", text="The user's AWS account id is 1234-5678-9012"),
        call("store_memory", "s2", text="The user likes tea"),
        AIMessage("Stored."),
        call("forget_memory", "f1", query="AWS account id", hard=True),
        AIMessage("Forgotten."),
    )


def _holding_the_id(engine: Hindsight) -> list[str]:
    records = engine.list_records(user_id="frank", statuses=("active", "pending", "archived", "forgotten"))
    return [r.text for r in records if "1234-5678-9012" in r.text]


def _check_remembered(engine: Hindsight, first: dict[str, Any]) -> None:
    asked = first["messages"][0]
    stored = [r for r in engine.list_records(user_id="frank") if r.text.startswith("The user")]
    assert {r.text for r in stored} == {"The user's AWS account id is 1234-5678-9012", "The user likes tea"}
    assert all(r.source_ids == [asked.id] for r in stored)  # a stored memory cites the message it came from
    assert len(_holding_the_id(engine)) == 2  # the stored fact and the turn's own record of the message


def _check_forgotten(engine: Hindsight, second: dict[str, Any]) -> None:
    answer = next(m for m in second["messages"] if isinstance(m, ToolMessage))
    assert answer.text.startswith("Forgot 2 memories: ")
    assert _holding_the_id(engine) == []  # both copies, hard-forgotten
    assert "The user likes tea" in {r.text for r in engine.list_records(user_id="frank")}


@pytest.mark.parametrize("capture", ["middleware", "callback-handler"])
def test_forgetting_a_stored_memory_by_query_forgets_the_turns_copy_too(
    engine: Hindsight, capture: str
) -> None:
    tools = create_memory_tools(engine=engine, user_id="frank")
    middleware = [HindsightMiddleware(engine=engine, user_id="frank")] if capture == "middleware" else []
    handler = [HindsightCallbackHandler(engine=engine, user_id="frank")] if capture != "middleware" else []
    agent = create_agent(_remember_then_forget_model(), tools, middleware=middleware)
    config: Any = {"callbacks": handler}
    first = agent.invoke({"messages": [("user", AWS)]}, config=config)
    assert (middleware or handler)[0].flush(timeout=30).ok
    _check_remembered(engine, first)
    second = agent.invoke({"messages": [("user", "Please forget my AWS account id.")]}, config=config)
    assert (middleware or handler)[0].flush(timeout=30).ok
    _check_forgotten(engine, second)


async def test_async_agent_forgets_the_copies_too(engine: Hindsight) -> None:
    middleware = HindsightMiddleware(engine=engine, user_id="frank")
    agent = create_agent(
        _remember_then_forget_model(),
        create_memory_tools(engine=engine, user_id="frank"),
        middleware=[middleware],
    )
    first = await agent.ainvoke({"messages": [("user", AWS)]})
    assert (await middleware.aflush(timeout=30)).ok
    _check_remembered(engine, first)
    second = await agent.ainvoke({"messages": [("user", "Please forget my AWS account id.")]})
    assert (await middleware.aflush(timeout=30)).ok
    _check_forgotten(engine, second)


@pytest.mark.parametrize("run", ["invoke", "ainvoke"])
@pytest.mark.parametrize("capture", ["middleware", "callback-handler"])
def test_a_call_to_hindsights_retriever_as_a_tool_is_no_memory(tmp_path: Any, capture: str, run: str) -> None:
    """create_retriever_tool(HindsightRetriever(...), "search_memory", ...) is hindsight's own recall under
    another name, like recall_memory: neither the call nor the memories it returned are stored. The handler
    stored the call alone ("The assistant called search_memory(...)"), the middleware stored the recalled
    memories again as what a tool returned."""
    from langchain_core.tools import create_retriever_tool

    from hindsight_core.embeddings import HashEmbedder

    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:  # the rule extractor
        hs.remember("Alice is secretly afraid of spiders", user_id="alice")
        search = create_retriever_tool(
            HindsightRetriever(engine=hs), "search_memory", "Search what is known about the user."
        )
        recall = [t for t in create_memory_tools(engine=hs) if t.name == "recall_memory"]

        def call(name: str, call_id: str) -> AIMessage:
            return AIMessage("", tool_calls=[{"name": name, "args": {"query": "fears"}, "id": call_id}])

        model = scripted_model(
            call("search_memory", "s1"), call("recall_memory", "r1"), AIMessage("Spiders.")
        )
        handler = HindsightCallbackHandler(engine=hs)
        middleware = HindsightMiddleware(engine=hs)
        on_agent = [middleware] if capture == "middleware" else []
        config: Any = {"callbacks": [handler]} if capture == "callback-handler" else {}
        agent = create_agent(model, [search, *recall], middleware=on_agent)
        asked = {"messages": [("user", "What am I afraid of?")]}
        if run == "invoke":
            out = agent.invoke(asked, config=config, context={"user_id": "alice"})
        else:
            out = asyncio.run(agent.ainvoke(asked, config=config, context={"user_id": "alice"}))
        results = [m.text for m in out["messages"] if isinstance(m, ToolMessage)]
        assert len(results) == 2 and all("spiders" in text for text in results)
        assert (handler if capture == "callback-handler" else middleware).flush(timeout=30).ok
        texts = [r.text for r in hs.list_records(user_id="alice", statuses=("active", "pending"))]
        assert not [t for t in texts if "search_memory" in t or "recall_memory" in t]
        assert [t for t in texts if "spiders" in t] == ["Alice is secretly afraid of spiders"]
        assert any(t.startswith("The assistant said: Spiders.") for t in texts)  # the turn is recorded


@pytest.mark.parametrize("run", ["invoke", "ainvoke"])
def test_hindsights_retriever_as_a_tool_without_a_user_tells_the_model_as_the_memory_tools_do(
    engine: Hindsight, run: str
) -> None:
    """With no user anywhere, recall_memory answered the model "create_memory_tools needs a user: ..." and the
    agent went on, while create_retriever_tool(HindsightRetriever(...)) raised the UserError out of the agent
    run. Outside a tool the retriever still raises (a chain has no model to tell)."""
    from langchain_core.tools import create_retriever_tool

    search = create_retriever_tool(HindsightRetriever(engine=engine), "search_memory", "Search memory.")
    recall = [t for t in create_memory_tools(engine=engine) if t.name == "recall_memory"]

    def call(name: str, call_id: str) -> AIMessage:
        return AIMessage("", tool_calls=[{"name": name, "args": {"query": "fears"}, "id": call_id}])

    model = scripted_model(
        call("search_memory", "s1"), call("recall_memory", "r1"), AIMessage("I can't tell.")
    )
    agent = create_agent(model, [search, *recall])
    asked = {"messages": [("user", "What am I afraid of?")]}
    out = agent.invoke(asked) if run == "invoke" else asyncio.run(agent.ainvoke(asked))
    results = {m.name: m.text for m in out["messages"] if isinstance(m, ToolMessage)}
    assert "HindsightRetriever needs a user: pass user_id=" in results["search_memory"]
    assert "needs a user: pass user_id=" in results["recall_memory"]
    assert out["messages"][-1].text == "I can't tell."
    with pytest.raises(UserError, match="needs a user"):
        HindsightRetriever(engine=engine).invoke("fears")
