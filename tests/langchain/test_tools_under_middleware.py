"""Memory tools and the retriever in an agent whose ``HindsightMiddleware`` names the user: the tools take it.

A developer writes ``create_agent(model, create_memory_tools(engine=hs), middleware=[HindsightMiddleware(
engine=hs, user_id="alice")])``: the middleware knows whose turn it is, and the tools it wraps run in that turn.
"""

from __future__ import annotations

import asyncio

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import create_retriever_tool

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_langchain import HindsightMiddleware, HindsightRetriever, create_memory_tools
from tests.langchain.conftest import scripted_model, tool_call


def _tool_results(out: dict[str, object]) -> list[str]:
    return [str(m.content) for m in out["messages"] if isinstance(m, ToolMessage)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("run", ["invoke", "ainvoke"])
def test_store_memory_takes_the_user_and_session_of_the_middleware(engine: Hindsight, run: str) -> None:
    model = scripted_model(
        tool_call("store_memory", "c1", text="Alice plays tennis on Sundays"), AIMessage("Noted.")
    )
    middleware = HindsightMiddleware(engine=engine, user_id="alice", session_id="s1")
    agent = create_agent(model, create_memory_tools(engine=engine), middleware=[middleware])
    question = {"messages": [("user", "I play tennis on Sundays, remember that")]}
    out = agent.invoke(question) if run == "invoke" else asyncio.run(agent.ainvoke(question))
    [result] = _tool_results(out)
    assert result.startswith("Stored memory"), result
    assert middleware.flush(timeout=30)
    [stored] = [r for r in engine.list_records(user_id="alice") if r.text == "Alice plays tennis on Sundays"]
    assert stored.scope.session_id == "s1"


def test_recall_and_forget_under_the_middleware_stay_with_its_user(engine: Hindsight) -> None:
    engine.remember("Alice deploys on Fly.io", user_id="alice", entities=["Fly.io"])
    engine.remember("Bob deploys on Heroku", user_id="bob", entities=["Heroku"])
    search = create_retriever_tool(HindsightRetriever(engine=engine), "search_memory", "What is known.")
    model = scripted_model(
        tool_call("search_memory", "c1", query="Where do I deploy?"),
        tool_call("forget_memory", "c2", query="deploys on"),
        AIMessage("Done."),
    )
    middleware = HindsightMiddleware(engine=engine, user_id="bob")
    agent = create_agent(model, [search, *create_memory_tools(engine=engine)], middleware=[middleware])
    out = agent.invoke({"messages": [("user", "Where do I deploy? Then forget it.")]})
    found, forgot = _tool_results(out)
    assert "Heroku" in found and "Fly.io" not in found
    assert "Forgot" in forgot or "forgotten" in forgot.lower(), forgot
    assert [r.text for r in engine.list_records(user_id="alice")] == ["Alice deploys on Fly.io"]
    assert "Bob deploys on Heroku" not in [r.text for r in engine.list_records(user_id="bob")]


def test_the_tools_own_user_comes_before_the_middlewares(engine: Hindsight) -> None:
    model = scripted_model(tool_call("store_memory", "c1", text="Carol likes green tea"), AIMessage("Noted."))
    middleware = HindsightMiddleware(engine=engine, user_id="alice")
    agent = create_agent(model, create_memory_tools(engine=engine, user_id="carol"), middleware=[middleware])
    agent.invoke({"messages": [("user", "I like green tea")]})
    assert "Carol likes green tea" in [r.text for r in engine.list_records(user_id="carol")]
    assert "Carol likes green tea" not in [r.text for r in engine.list_records(user_id="alice")]


def test_tools_outside_an_agent_with_a_middleware_still_need_a_user(engine: Hindsight) -> None:
    store, _, _ = create_memory_tools(engine=engine)
    HindsightMiddleware(engine=engine, user_id="alice")  # built, but the call below is not its turn
    assert "needs a user" in str(store.invoke({"text": "Alice likes tea"}))
    with pytest.raises(UserError, match="configurable"):
        HindsightRetriever(engine=engine).invoke("tea")
