"""Turns of a tool-using agent as LangChain shapes them: content given as a list of blocks, a model turn whose
tool call has arguments that are no JSON, a tool that returns an image or nothing. What the user said, what the
model tried and what each tool returned stay in the trace, and the memories read sensibly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightCallbackHandler, HindsightMiddleware
from tests.langchain.conftest import get_weather, scripted_model, weather_call

BLOCKS = [
    {"type": "text", "text": "I work at Initech as a data engineer."},
    {"type": "text", "text": "What's the weather in Paris?"},
]


def _run(hs: Hindsight, adapter: str, model: Any, message: HumanMessage) -> None:
    """One create_agent turn recorded by the middleware or by the callback handler."""
    if adapter == "middleware":
        middleware = HindsightMiddleware(engine=hs, user_id="ann", background=False)
        create_agent(model, [get_weather], middleware=[middleware]).invoke({"messages": [message]})
    else:
        handler = HindsightCallbackHandler(engine=hs, user_id="ann")
        create_agent(model, [get_weather]).invoke({"messages": [message]}, config={"callbacks": [handler]})
        assert handler.flush(timeout=30)


@pytest.mark.parametrize("adapter", ["middleware", "handler"])
def test_text_blocks_of_a_message_stay_separate_sentences(tmp_path: Path, adapter: str) -> None:
    """Two text blocks were glued into "a data engineer.What's the weather": one sentence to the extractor."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        model = scripted_model(weather_call(), AIMessage([{"type": "text", "text": "Sunny in Paris."}]))
        _run(hs, adapter, model, HumanMessage(BLOCKS))
        # (the job and the employer of one clause: two records of its words)
        said = [r for r in hs.list_records(user_id="ann") if r.source_kind == "user_stated"]
        assert said and len({r.trace_id for r in said}) == 1
        trace = hs.get_trace(said[0].trace_id)
        assert trace is not None
        [asked] = [s for s in trace.steps if s.type == "user_input"]
        assert asked.content == "I work at Initech as a data engineer.\nWhat's the weather in Paris?"
        assert all("engineer.What" not in r.text for r in said)


@pytest.mark.parametrize("adapter", ["middleware", "handler"])
def test_a_tool_call_whose_arguments_are_no_json_is_kept_in_the_trace(tmp_path: Path, adapter: str) -> None:
    """A model turn whose only call LangChain could not parse (``invalid_tool_calls``) ends the agent's run; the
    trace held the user's message alone, as if the model had done nothing."""
    bad = {"name": "get_weather", "args": '{"city": "Par', "id": "c9", "error": "Expecting ',' delimiter"}
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        model = scripted_model(AIMessage("", invalid_tool_calls=[{**bad, "type": "invalid_tool_call"}]))
        _run(hs, adapter, model, HumanMessage("I'm flying to Paris on Friday. Weather there?"))
        [said] = [r for r in hs.list_records(user_id="ann") if r.source_kind == "user_stated"]
        trace = hs.get_trace(said.trace_id)
        assert trace is not None
        [call] = [s for s in trace.steps if s.type == "tool_call"]
        assert (call.name, call.content) == ("get_weather", '{"city": "Par')
        assert call.metadata["tool_call_id"] == "c9"
        assert (call.metadata["status"], call.metadata["error"]) == ("error", "Expecting ',' delimiter")


IMAGE = {"type": "image", "base64": "iVBORw0KGgo" + "A" * 4000, "mime_type": "image/png"}


@tool
def screenshot(url: str) -> list[dict[str, str]]:
    """A screenshot of a web page."""
    return [IMAGE]


@tool
def page_summary(url: str) -> list[dict[str, str]]:
    """A page's title and a screenshot of it."""
    return [{"type": "text", "text": "The page title is Acme Pricing."}, IMAGE]


@pytest.mark.parametrize("adapter", ["middleware", "handler"])
def test_an_image_a_tool_returns_is_named_not_dropped_nor_stored_as_base64(
    tmp_path: Path, adapter: str
) -> None:
    """An image-only result was dropped by the middleware (the call looked unanswered: a pending "The assistant
    called screenshot(...)") and stored by the handler as 4,000 characters of base64, an active memory."""
    calls = [
        {"name": "screenshot", "args": {"url": "https://acme.com"}, "id": "c1"},
        {"name": "page_summary", "args": {"url": "https://acme.com/p"}, "id": "c2"},
    ]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        model = scripted_model(AIMessage("", tool_calls=calls), AIMessage("Done."))
        tools = [screenshot, page_summary]
        message = HumanMessage("Screenshot acme.com for me.")
        if adapter == "middleware":
            middleware = HindsightMiddleware(engine=hs, user_id="ann", background=False)
            create_agent(model, tools, middleware=[middleware]).invoke({"messages": [message]})
        else:
            handler = HindsightCallbackHandler(engine=hs, user_id="ann")
            create_agent(model, tools).invoke({"messages": [message]}, config={"callbacks": [handler]})
            assert handler.flush(timeout=30)
        records = hs.list_records(user_id="ann", statuses=("active", "pending"))
        assert not [r.text for r in records if "iVBORw0KGgo" in r.text or "assistant called" in r.text]
        trace = hs.get_trace(records[0].trace_id)
        assert trace is not None
        results = {s.name: s.content for s in trace.steps if s.type == "tool_result"}
        assert results == {
            "screenshot": "[image image/png]",
            "page_summary": "The page title is Acme Pricing.\n[image image/png]",
        }


@tool
def send_email(to: str) -> str:
    """Send an email; nothing is returned."""
    return ""


@tool
def archive(thread: str) -> None:
    """Archive a thread; nothing is returned."""


@pytest.mark.parametrize("adapter", ["middleware", "handler"])
def test_a_tool_that_returns_nothing_is_a_call_that_returned_nothing(tmp_path: Path, adapter: str) -> None:
    """An empty result was dropped by the middleware (the call looked unanswered: a pending "The assistant called
    send_email(...)") and stored by the handler as "Tool send_email(...) returned: " with nothing after it."""
    calls = [
        {"name": "send_email", "args": {"to": "bob@example.com"}, "id": "c1"},
        {"name": "archive", "args": {"thread": "t-9"}, "id": "c2"},
    ]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        model = scripted_model(AIMessage("", tool_calls=calls), AIMessage("Sent and archived."))
        message = HumanMessage("Email Bob that I'm running late, then archive the thread.")
        if adapter == "middleware":
            middleware = HindsightMiddleware(engine=hs, user_id="ann", background=False)
            create_agent(model, [send_email, archive], middleware=[middleware]).invoke(
                {"messages": [message]}
            )
        else:
            handler = HindsightCallbackHandler(engine=hs, user_id="ann")
            create_agent(model, [send_email, archive]).invoke(
                {"messages": [message]}, config={"callbacks": [handler]}
            )
            assert handler.flush(timeout=30)
        texts = {r.text for r in hs.list_records(user_id="ann", statuses=("active", "pending"))}
        assert 'Tool send_email({"to": "bob@example.com"}) returned nothing' in texts, texts
        assert 'Tool archive({"thread": "t-9"}) returned nothing' in texts, texts
        assert not [t for t in texts if "assistant called" in t], texts
