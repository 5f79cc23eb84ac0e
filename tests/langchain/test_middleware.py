"""HindsightMiddleware: recalled memories in the system message of create_agent's model calls."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.tools import tool

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
from hindsight_core.models import ALL_STATUSES
from hindsight_core.testing.extractors import ScriptedExtractor
from hindsight_langchain import HindsightMiddleware
from tests.langchain.conftest import ToolCallingFakeModel, get_weather, weather_call


class RecordingModel(ToolCallingFakeModel):
    """Scripted replies; keeps every message list it was called with (async calls reach ``_generate``)."""

    seen: list[list[BaseMessage]] = []

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _model(*replies: AIMessage) -> RecordingModel:
    return RecordingModel(messages=iter(replies), seen=[])


def _system_text(messages: list[BaseMessage]) -> str:
    assert isinstance(messages[0], SystemMessage)
    return messages[0].text


@pytest.fixture
def remembered(engine: Hindsight) -> Hindsight:
    engine.remember("Dana prefers window seats on long flights", user_id="dana", entities=["window seats"])
    engine.remember("Erik is vegetarian", user_id="erik", entities=["vegetarian"])
    return engine


def test_recalled_memories_reach_the_system_message(remembered: Hindsight) -> None:
    model = _model(AIMessage("Booked a window seat."))
    middleware = HindsightMiddleware(engine=remembered, user_id="dana", session_id="s2")
    agent = create_agent(model, [], system_prompt="You book flights.", middleware=[middleware])
    agent.invoke({"messages": [("user", "Book my long flights seats, window seats if possible")]})
    [messages] = model.seen
    system = _system_text(messages)
    assert system.startswith("You book flights.\n\nRelevant memories")
    assert "Dana prefers window seats on long flights" in system
    assert "Erik" not in system  # recall never crosses users
    assert middleware.flush(timeout=30)


def test_what_the_thread_already_holds_is_not_recalled_into_it_again(remembered: Hindsight) -> None:
    """A memory that only the conversation in the prompt is the source of (this thread's earlier turn) is not
    repeated in the system message; memories from elsewhere still are."""
    from langgraph.checkpoint.memory import InMemorySaver

    model = _model(AIMessage("Noted."), AIMessage("Booked a window seat."))
    middleware = HindsightMiddleware(engine=remembered, user_id="dana", background=False)
    agent = create_agent(model, [], middleware=[middleware], checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "t1"}}
    agent.invoke({"messages": [("user", "My long flights always need extra legroom seats.")]}, config=thread)
    assert any("legroom" in r.text for r in remembered.list_records(user_id="dana"))
    agent.invoke({"messages": [("user", "Book my long flights seats, legroom if possible")]}, config=thread)
    system = _system_text(model.seen[1])
    assert "Dana prefers window seats on long flights" in system
    assert "legroom seats" not in system, "the earlier turn is in the prompt already"


async def test_async_agent_gets_memories_too(remembered: Hindsight) -> None:
    model = _model(AIMessage("Booked a window seat."))
    middleware = HindsightMiddleware(engine=remembered, user_id="dana")
    agent = create_agent(model, [], middleware=[middleware])
    await agent.ainvoke({"messages": [("user", "Which seats on long flights, window seats?")]})
    [messages] = model.seen
    assert "Dana prefers window seats on long flights" in _system_text(messages)
    assert await middleware.aflush(timeout=30)


@dataclass
class Ctx:
    user_id: str
    session_id: str | None = None


def test_ids_come_from_runtime_context(remembered: Hindsight) -> None:
    model = _model(AIMessage("Vegetarian meal ordered."))
    middleware = HindsightMiddleware(engine=remembered, header="## Memory")
    agent = create_agent(model, [], system_prompt="Serve meals.", middleware=[middleware], context_schema=Ctx)
    agent.invoke(
        {"messages": [("user", "Order my meal, remember I am vegetarian")]},
        context=Ctx(user_id="erik", session_id="flight-7"),
    )
    system = _system_text(model.seen[0])
    assert system.startswith("Serve meals.\n\n## Memory\nRelevant memories")
    assert "Erik is vegetarian" in system
    assert middleware.flush(timeout=30)
    stored = [r for r in remembered.list_records(user_id="erik") if r.scope.session_id == "flight-7"]
    assert [r.text for r in stored] == ["Order my meal, remember I am vegetarian"]


def test_one_recall_per_turn_and_the_whole_turn_is_retained(remembered: Hindsight, monkeypatch: Any) -> None:
    model = _model(weather_call("Paris", "call_9"), AIMessage("Sunny, and a window seat is booked."))
    middleware = HindsightMiddleware(engine=remembered, user_id="dana", session_id="s3", background=False)
    queries: list[str] = []
    real_recall = remembered.recall

    def counting_recall(query: str, **kwargs: Any) -> Any:
        queries.append(query)
        return real_recall(query, **kwargs)

    monkeypatch.setattr(remembered, "recall", counting_recall)
    agent = create_agent(model, [get_weather], system_prompt="You plan trips.", middleware=[middleware])
    agent.invoke({"messages": [("user", "Weather in Paris? I want window seats")]})
    assert len(model.seen) == 2  # two model calls in the tool loop...
    # ...one recall: the turn's words, journaled when it started, are reflected on only when it ends
    assert queries == ["Weather in Paris? I want window seats"]
    assert all("Dana prefers window seats" in _system_text(m) for m in model.seen)
    # background=False: the turn is stored before invoke returns, tool result included.
    texts = {r.text for r in remembered.list_records(user_id="dana") if r.scope.session_id == "s3"}
    assert "Weather in Paris? I want window seats" in texts
    assert "get_weather returned: The weather in Paris is sunny and 22 degrees" in texts


def test_a_turn_is_one_extraction_window_though_journaled_when_it_started(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    """The user's words are journaled (held) at the turn's first model call; the question is extracted with
    the tool call, its result and the answer, in one window: one LLM call per turn, not two."""
    model = _model(weather_call("Rome", "r1"), AIMessage("Sunny in Rome."), AIMessage("Cloudy in Milan."))
    middleware = HindsightMiddleware(engine=engine, user_id="rita", background=False)
    agent = create_agent(model, [get_weather], middleware=[middleware])
    agent.invoke({"messages": [("user", "Weather in Rome? I land on Monday.")]})
    agent.invoke({"messages": [("user", "And in Milan?")]})
    types = [[s.type for s in window.steps] for window in extractor.calls]
    assert types[0] == ["user_input", "tool_call", "tool_result", "model_output"], types
    assert len(types) == 2 and types[1][-1] == "model_output"  # the second turn, with its answer too


def test_no_memories_leaves_the_system_message_alone(engine: Hindsight) -> None:
    model = _model(AIMessage("Hello."))
    middleware = HindsightMiddleware(engine=engine, user_id="nobody", record_turns=False)
    create_agent(model, [], system_prompt="Be brief.", middleware=[middleware]).invoke(
        {"messages": [("user", "Hi")]}
    )
    assert _system_text(model.seen[0]) == "Be brief."
    assert engine.list_records(user_id="nobody") == []


def test_missing_user_is_a_clear_error(engine: Hindsight) -> None:
    agent = create_agent(_model(AIMessage("x")), [], middleware=[HindsightMiddleware(engine=engine)])
    with pytest.raises(UserError, match="context=\\{'user_id'"):
        agent.invoke({"messages": [("user", "Hi")]})


def test_a_per_call_user_with_spaces_at_its_ends_is_a_clear_error(engine: Hindsight) -> None:
    """ "alice\n" would be another user than "alice": said at once, not lost as a failed capture later."""
    agent = create_agent(_model(AIMessage("x")), [], middleware=[HindsightMiddleware(engine=engine)])
    with pytest.raises(UserError, match="spaces at its start or end; pass 'alice'"):
        agent.invoke({"messages": [("user", "Hi")]}, config={"configurable": {"user_id": "alice\n"}})


@pytest.mark.parametrize("handler_user", [None, "alice"])
def test_a_turn_is_recorded_once_when_a_handler_rides_along(
    engine: Hindsight, handler_user: str | None
) -> None:
    """The callback handler records the turn when it knows the user; one without a user (the middleware's
    default names it) would drop the run, so the middleware records it instead. Never twice, never lost."""
    from hindsight_langchain import HindsightCallbackHandler

    agent = create_agent(
        _model(AIMessage("Noted!")), [], middleware=[HindsightMiddleware(engine=engine, user_id="alice")]
    )
    handler = HindsightCallbackHandler(engine=engine, user_id=handler_user)
    agent.invoke({"messages": [("user", "My cat is called Zanzibar.")]}, config={"callbacks": [handler]})
    assert handler.flush(timeout=30).ok
    texts = [r.text for r in engine.list_records(user_id="alice")]
    assert sum("Zanzibar" in t for t in texts) == 1, texts


def _said(engine: Hindsight, user_id: str, text: str) -> list[Any]:
    return [r for r in engine.list_records(user_id=user_id) if r.text == text]


@pytest.fixture
def rules_engine(tmp_path: Path) -> Iterator[Hindsight]:
    """The default rule extractor, which renders a tool result with its call and marks a failed one."""
    hs = Hindsight(data_dir=tmp_path / "rules", embedder=HashEmbedder(64))
    try:
        yield hs
    finally:
        hs.close()


def test_a_turn_whose_tool_raises_is_recorded_with_the_error_at_once(rules_engine: Hindsight) -> None:
    """The agent stops with the tool's error (no after_agent): the turn ends there, with the call's arguments
    and its error, and is reflected on without waiting for the conversation's next turn."""

    @tool
    def book_flight(dest: str) -> str:
        """Book a flight."""
        raise RuntimeError("booking backend down")

    call = AIMessage("", tool_calls=[{"name": "book_flight", "args": {"dest": "NRT"}, "id": "b1"}])
    middleware = HindsightMiddleware(engine=rules_engine, user_id="hank")
    agent = create_agent(_model(call, AIMessage("Hello.")), [book_flight], middleware=[middleware])
    with pytest.raises(RuntimeError, match="booking backend down"):
        agent.invoke({"messages": [("user", "Book me to Tokyo. I prefer aisle seats.")]})
    assert middleware.reflector.flush(timeout=30).ok  # the reflector's own flush: no open turn is pushed
    assert len([r for r in rules_engine.list_records(user_id="hank") if "aisle seats" in r.text]) == 1
    [failed] = [r for r in rules_engine.list_records(user_id="hank") if "booking backend down" in r.text]
    assert "NRT" in failed.text and "failed" in failed.text
    agent.invoke({"messages": [("user", "Hi again")]})  # the next turn records nothing twice
    assert middleware.flush(timeout=30).ok
    assert len([r for r in rules_engine.list_records(user_id="hank") if "aisle seats" in r.text]) == 1
    assert (
        len([r for r in rules_engine.list_records(user_id="hank") if "booking backend down" in r.text]) == 1
    )


class _FailingModel(ToolCallingFakeModel):
    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        raise ConnectionError("model provider unreachable")


@pytest.mark.parametrize("run", ["sync", "async"])
def test_a_turn_whose_model_call_fails_is_recallable_at_once(engine: Hindsight, run: str) -> None:
    middleware = HindsightMiddleware(engine=engine, user_id="ines")
    agent = create_agent(_FailingModel(messages=iter([])), [], middleware=[middleware])
    said = "I moved to Porto last month, please update my shipping address."
    with pytest.raises(ConnectionError, match="unreachable"):
        if run == "sync":
            agent.invoke({"messages": [("user", said)]})
        else:
            asyncio.run(agent.ainvoke({"messages": [("user", said)]}))
    assert middleware.reflector.flush(timeout=30).ok  # no next turn, no flush of held turns
    assert len(_said(engine, "ines", said)) == 1


def test_a_tool_error_handled_by_the_agent_is_stored_as_a_failure(rules_engine: Hindsight) -> None:
    """A tool error the ToolNode turns into a ToolMessage with status "error" is a failed call, whatever its
    text (here the tool's own words do not read as an error)."""
    from langchain_core.tools import ToolException

    @tool
    def refund(order: str) -> str:
        """Refund an order."""
        raise ToolException("order 7731 is past the 30-day window")

    refund.handle_tool_error = True
    call = AIMessage("", tool_calls=[{"name": "refund", "args": {"order": "7731"}, "id": "r1"}])
    middleware = HindsightMiddleware(engine=rules_engine, user_id="otto", background=False)
    agent = create_agent(_model(call, AIMessage("Sorry, too late.")), [refund], middleware=[middleware])
    agent.invoke({"messages": [("user", "Refund order 7731 please")]})
    [failed] = [r for r in rules_engine.list_records(user_id="otto") if "30-day window" in r.text]
    assert "failed" in failed.text


def test_a_dropped_stream_keeps_what_the_user_said(engine: Hindsight) -> None:
    middleware = HindsightMiddleware(engine=engine, user_id="yuki")
    agent = create_agent(
        _model(weather_call("Kyoto", "k1"), AIMessage("Sunny in Kyoto.")),
        [get_weather],
        middleware=[middleware],
    )
    for _ in agent.stream({"messages": [("user", "Weather in Kyoto? I travel with my wife.")]}):
        break  # the consumer stops after the first update
    assert middleware.flush(timeout=30).ok
    assert len(_said(engine, "yuki", "Weather in Kyoto? I travel with my wife.")) == 1


def test_an_interrupted_turn_is_recorded_and_grows_once_resumed(engine: Hindsight) -> None:
    from langchain.agents.middleware import HumanInTheLoopMiddleware
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import Command

    model = _model(weather_call("Oslo", "o1"), AIMessage("Sunny in Oslo."))
    middleware = HindsightMiddleware(engine=engine, user_id="ola", background=False)
    agent = create_agent(
        model,
        [get_weather],
        middleware=[middleware, HumanInTheLoopMiddleware(interrupt_on={"get_weather": True})],
        checkpointer=InMemorySaver(),
    )
    asked = "Weather in Oslo? I am vegan."
    config: Any = {"configurable": {"thread_id": "t1"}}
    assert "__interrupt__" in agent.invoke({"messages": [("user", asked)]}, config=config)
    assert middleware.flush(timeout=30).ok
    assert len(_said(engine, "ola", asked)) == 1  # recorded though the turn has not ended
    agent.invoke(Command(resume={"decisions": [{"type": "approve"}]}), config=config)
    [record] = _said(engine, "ola", asked)
    assert record.occurrences == 1  # the resumed turn grew its trace; the words were not recorded again
    tool_said = "get_weather returned: The weather in Oslo is sunny and 22 degrees"
    assert tool_said in {r.text for r in engine.list_records(user_id="ola")}


@pytest.mark.parametrize("recovery", ["resumed", "retried"])
def test_a_failed_tool_call_that_then_succeeds_grows_the_recorded_turn(
    rules_engine: Hindsight, recovery: str
) -> None:
    """The failure is recorded when it happens; the turn, resumed from its checkpoint (LangGraph's recovery)
    or retried by a retry middleware placed after this one, then succeeds: its trace grows the one recorded
    with the failure (the error is not in the agent's state), instead of being refused as another trace."""
    from langchain.agents.middleware import ToolRetryMiddleware
    from langgraph.checkpoint.memory import InMemorySaver

    attempts: list[str] = []

    @tool
    def pay(invoice: str) -> str:
        """Pay an invoice."""
        attempts.append(invoice)
        if len(attempts) == 1:
            raise ConnectionError("gateway down")
        return f"Invoice {invoice} paid, receipt R-991."

    call = AIMessage("", tool_calls=[{"name": "pay", "args": {"invoice": "INV-7"}, "id": "p1"}])
    middleware = HindsightMiddleware(engine=rules_engine, user_id="lee", background=False)
    config = {"configurable": {"thread_id": "T1"}}
    if recovery == "resumed":
        agent = create_agent(
            _model(call, AIMessage("Paid.")), [pay], middleware=[middleware], checkpointer=InMemorySaver()
        )
        with pytest.raises(ConnectionError):
            agent.invoke({"messages": [("user", "Please pay invoice INV-7.")]}, config=config)
        agent.invoke(None, config=config)
    else:
        retry = ToolRetryMiddleware(max_retries=2, initial_delay=0.0, retry_on=(ConnectionError,))
        agent = create_agent(_model(call, AIMessage("Paid.")), [pay], middleware=[retry, middleware])
        agent.invoke({"messages": [("user", "Please pay invoice INV-7.")]})
    assert middleware.flush(timeout=30).ok
    texts = [r.text for r in rules_engine.list_records(user_id="lee")]
    assert sum("gateway down" in t for t in texts) == 1
    assert sum("receipt R-991" in t for t in texts) >= 1, texts
    assert sum("pay invoice INV-7" in t for t in texts) == 1


async def test_a_run_cancelled_while_recall_runs_keeps_the_users_words(
    engine: Hindsight, monkeypatch: Any, tmp_path: Path
) -> None:
    """Cancelled before the first model call (recall on a cold engine loads the embedder): the user's message
    was lost, even after a restart. The turn is journaled before recall."""
    import hindsight_langchain.middleware as mw

    async def cancelled(*args: Any, **kwargs: Any) -> str:
        raise asyncio.CancelledError

    monkeypatch.setattr(mw, "arecall_context", cancelled)
    middleware = HindsightMiddleware(engine=engine, user_id="dana", session_id="s9")
    agent = create_agent(_model(AIMessage("ok")), [], middleware=[middleware])
    from langgraph.errors import NodeCancelledError

    with pytest.raises((asyncio.CancelledError, NodeCancelledError)):
        await agent.ainvoke({"messages": [("user", "My locker code at the Ghent pickup point is 4471.")]})
    import sqlite3

    with sqlite3.connect(tmp_path / "hs" / "journal.db") as db:
        bodies = [row[0] for row in db.execute("SELECT body FROM traces")]
    assert any("My locker code at the Ghent pickup point is 4471." in body for body in bodies)


@pytest.mark.parametrize("recorder", ["middleware", "handler"])
def test_a_summary_langchain_puts_in_is_not_the_users_words(
    engine: Hindsight, extractor: ScriptedExtractor, recorder: str
) -> None:
    """SummarizationMiddleware replaces old turns with a summary a model wrote, as a human message marked
    ``lc_source`` right before the user's next message: it is no user's words (nor, its model call, the
    agent's answer). Recorded, it was an active "The user said: <a model's guess>" counted again each turn."""
    from langchain.agents.middleware import SummarizationMiddleware
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langgraph.checkpoint.memory import InMemorySaver

    from hindsight_langchain import HindsightCallbackHandler

    guess = "The user probably dislikes jazz."
    summarizer = FakeListChatModel(responses=[guess] * 3)
    agent = create_agent(
        _model(*(AIMessage(f"Answer {i}.") for i in range(3))),
        [],
        middleware=[
            HindsightMiddleware(engine=engine, user_id="uma", background=False),
            SummarizationMiddleware(model=summarizer, trigger=("messages", 3), keep=("messages", 1)),
        ],
        checkpointer=InMemorySaver(),
    )
    handler = HindsightCallbackHandler(engine=engine, user_id="uma")
    config: Any = {"configurable": {"thread_id": "t1"}}
    if recorder == "handler":
        config["callbacks"] = [handler]
    said = ["My sister lives in Rome.", "I like jazz.", "What do I like?"]
    for text in said:
        agent.invoke({"messages": [("user", text)]}, config=config)
    assert handler.flush(timeout=30).ok
    steps = [s for w in extractor.calls for s in w.steps]
    assert not [s for s in steps if guess in s.content], "the summary was recorded"
    assert [s.content for s in steps if s.type == "user_input"] == said
    assert sorted(r.text for r in engine.list_records(user_id="uma")) == sorted(said)


@pytest.mark.parametrize("recorder", ["middleware", "handler", "handler only"])
def test_a_sub_agent_run_as_a_tool_is_neither_the_user_nor_a_tool(
    rules_engine: Hindsight, recorder: str
) -> None:
    """A supervisor delegates to a sub-agent (both with the middleware; the user id reaches the sub-agent
    through the config). The task the supervisor wrote is not "The user said: ...", and the sub-agent's
    guess, the tool's result, is the assistant's words (pending), not an active tool fact."""
    from hindsight_langchain import HindsightCallbackHandler

    guess = "The user likely earns about 90k EUR."
    sub = create_agent(_model(AIMessage(guess)), [], middleware=[HindsightMiddleware(engine=rules_engine)])

    @tool
    def research(task: str) -> str:
        """Delegate research to a sub-agent."""
        return str(sub.invoke({"messages": [("user", task)]})["messages"][-1].content)

    task = "Estimate the user's income"
    delegate = AIMessage("", tool_calls=[{"name": "research", "args": {"task": task}, "id": "d1"}])
    supervisor = create_agent(
        _model(delegate, AIMessage("Here is your estimate.")),
        [research],
        middleware=[]
        if recorder == "handler only"
        else [HindsightMiddleware(engine=rules_engine, background=False)],
    )
    handler = HindsightCallbackHandler(engine=rules_engine)
    config: Any = {"configurable": {"user_id": "vera"}}
    if recorder != "middleware":  # "handler only": on the supervisor, the middleware only on the sub-agent
        config["callbacks"] = [handler]
    supervisor.invoke({"messages": [("user", "I want to buy a flat in Lyon.")]}, config=config)
    assert handler.flush(timeout=30).ok
    records = rules_engine.list_records(user_id="vera", statuses=ALL_STATUSES)
    assert [r.text for r in records if r.source_kind == "user_stated"] == [
        "The user said: I want to buy a flat in Lyon."
    ]
    [answer] = [r for r in records if guess in r.text]
    assert (answer.source_kind, answer.status) == ("model_inferred", "pending")


def test_a_rejected_tool_call_is_recorded_with_the_users_reason(rules_engine: Hindsight) -> None:
    """HumanInTheLoopMiddleware answers a rejected call with a tool message marked ``lc_source`` (as a
    summary is): it says what the user decided, and is recorded as the call's failed result."""
    from langchain.agents.middleware import HumanInTheLoopMiddleware
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import Command

    middleware = HindsightMiddleware(engine=rules_engine, user_id="ola", background=False)
    agent = create_agent(
        _model(weather_call("Oslo", "o1"), AIMessage("OK, I will not check.")),
        [get_weather],
        middleware=[middleware, HumanInTheLoopMiddleware(interrupt_on={"get_weather": True})],
        checkpointer=InMemorySaver(),
    )
    config: Any = {"configurable": {"thread_id": "t1"}}
    agent.invoke({"messages": [("user", "Weather in Oslo?")]}, config=config)
    reason = "I changed my mind."
    agent.invoke(Command(resume={"decisions": [{"type": "reject", "message": reason}]}), config=config)
    [rejected] = [r for r in rules_engine.list_records(user_id="ola") if reason in r.text]
    assert "failed" in rejected.text


def _interrupting_agent_with_handler(engine: Hindsight, *replies: AIMessage) -> tuple[Any, Any, Any]:
    """An agent whose weather calls wait for a human (HumanInTheLoopMiddleware, a checkpointer), with the
    middleware and a callback handler of ``engine`` on it; and the config of user "ola"'s thread."""
    from langchain.agents.middleware import HumanInTheLoopMiddleware
    from langgraph.checkpoint.memory import InMemorySaver

    from hindsight_langchain import HindsightCallbackHandler

    agent = create_agent(
        _model(*replies),
        [get_weather],
        middleware=[
            HindsightMiddleware(engine=engine, background=False),
            HumanInTheLoopMiddleware(interrupt_on={"get_weather": True}),
        ],
        checkpointer=InMemorySaver(),
    )
    handler = HindsightCallbackHandler(engine=engine)
    config: Any = {"configurable": {"thread_id": "t1", "user_id": "ola"}, "callbacks": [handler]}
    return agent, handler, config


@pytest.mark.parametrize("decision", ["approve", "reject"])
def test_an_interrupted_turn_with_a_handler_attached_is_recorded_as_without_it(
    rules_engine: Hindsight, decision: str
) -> None:
    """With the callback handler attached too, a turn resumed after a human-in-the-loop interrupt is one
    turn, as with the middleware alone: the handler saw two runs (the resumed one without the user's words,
    the rejection put in by no tool run), so the middleware records it and the handler steps aside."""
    from langgraph.types import Command

    agent, handler, config = _interrupting_agent_with_handler(
        rules_engine, weather_call("Oslo", "o1"), AIMessage("All right.")
    )
    agent.invoke({"messages": [("user", "Weather in Oslo? I am vegan.")]}, config=config)
    answer = {"type": "approve"} if decision == "approve" else {"type": "reject", "message": "Not now."}
    agent.invoke(Command(resume={"decisions": [answer]}), config=config)
    assert handler.flush(timeout=30).ok
    texts = [r.text for r in rules_engine.list_records(user_id="ola", statuses=ALL_STATUSES)]
    assert sum('"city": "Oslo"' in t for t in texts) == 1, texts  # the call, once (with its result)
    assert sum("I am vegan" in t for t in texts) == 1, texts
    if decision == "reject":
        assert any("failed" in t and "Not now." in t for t in texts), texts
    else:
        assert any("sunny and 22 degrees" in t for t in texts), texts


_ABANDONING_SCRIPT = """
import sys
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMiddleware

hs = Hindsight(data_dir=sys.argv[1], embedder=HashEmbedder(64))
model = GenericFakeChatModel(messages=iter([AIMessage("Got it.")]))
agent = create_agent(model, [], middleware=[HindsightMiddleware(engine=hs, user_id="zoe")])
for _ in agent.stream({"messages": [("user", "My shipping address is 12 Rue Garibaldi, Lyon.")]}):
    break  # the client went away; the script ends without flush() or close()
"""


def test_a_turn_whose_stream_was_dropped_is_reflected_on_at_exit(tmp_path: Path) -> None:
    """The held words of a turn that never ended are reflected on in the exit drain (as ``flush()`` does),
    not only by the next process's background resume, which races with its first recall."""
    import subprocess
    import sys

    data = tmp_path / "hs"
    subprocess.run(
        [sys.executable, "-c", _ABANDONING_SCRIPT, str(data)],
        check=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    engine = Hindsight(data_dir=data, embedder=HashEmbedder(64))
    try:
        texts = [r.text for r in engine.list_records(user_id="zoe")]  # before any background resume ran
    finally:
        engine.close()
    assert texts == ["The user said: My shipping address is 12 Rue Garibaldi, Lyon."]


def test_a_turn_interrupted_twice_with_a_handler_attached_stores_each_call_once(
    rules_engine: Hindsight,
) -> None:
    """The first resumed run is interrupted again (no after_agent in it): the handler leaves it to the
    middleware too, so its tool call is not stored alone beside the result the finished turn records."""
    from langgraph.types import Command

    agent, handler, config = _interrupting_agent_with_handler(
        rules_engine, weather_call("Oslo", "o1"), weather_call("Bergen", "b1"), AIMessage("Sunny in both.")
    )
    agent.invoke({"messages": [("user", "Weather in Oslo, then Bergen?")]}, config=config)
    for _ in range(2):
        agent.invoke(Command(resume={"decisions": [{"type": "approve"}]}), config=config)
    assert handler.flush(timeout=30).ok
    texts = [r.text for r in rules_engine.list_records(user_id="ola", statuses=ALL_STATUSES)]
    assert sum('"city": "Bergen"' in t for t in texts) == 1, texts
