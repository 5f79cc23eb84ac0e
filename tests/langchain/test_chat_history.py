"""``HindsightChatMessageHistory``: a session's messages kept exactly in the trace journal, and reflected on."""

from __future__ import annotations

import contextlib
import threading
import warnings
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import ConfigurableFieldSpec
from langchain_core.runnables.history import RunnableWithMessageHistory

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace, TraceStep
from hindsight_langchain import HindsightChatMessageHistory
from tests.langchain.conftest import step_extractor


def _history(engine: Hindsight, session: str = "s1", user: str = "alice") -> HindsightChatMessageHistory:
    return HindsightChatMessageHistory(engine=engine, user_id=user, session_id=session)


def _every_kind() -> list[BaseMessage]:
    return [
        SystemMessage("You are a travel agent."),
        HumanMessage("I prefer window seats", name="Alice", id="h-1", additional_kwargs={"lang": "en"}),
        AIMessage(
            "",
            id="a-1",
            tool_calls=[
                {"name": "book", "args": {"seat": "12A", "days": [1, 2]}, "id": "c1", "type": "tool_call"}
            ],
            response_metadata={"model": "fake", "tokens": 12},
        ),
        ToolMessage(
            "seat 12A is taken", tool_call_id="c1", name="book", status="error", artifact={"code": 409}
        ),
        AIMessage([{"type": "text", "text": "12A is taken; "}, {"type": "text", "text": "shall I try 14A?"}]),
        HumanMessage("好的，请订14A"),
    ]


def test_messages_come_back_exactly_and_in_order(engine: Hindsight, tmp_path: Path) -> None:
    added = _every_kind()
    history = _history(engine)
    history.add_messages(added[:3])
    history.add_message(added[3])
    _history(engine).add_messages(added[4:])  # another object for the same session appends to it
    assert history.messages == added
    assert [type(m) for m in history.messages] == [type(m) for m in added]
    assert history.messages[3].artifact == {"code": 409}  # type: ignore[attr-defined]
    assert history.flush().ok

    # durable: a new engine on the same data directory reads the same session
    engine.close()
    with Hindsight(data_dir=engine.data_dir, embedder=HashEmbedder(64), extractor=step_extractor()) as again:
        assert _history(again).messages == added


@pytest.mark.parametrize("messages", [None, "hi", HumanMessage("hi")])
def test_add_messages_refuses_what_is_not_a_list_of_messages(engine: Hindsight, messages: Any) -> None:
    with pytest.raises(UserError, match="add_messages takes a list of LangChain messages"):
        _history(engine).add_messages(messages)


def test_sessions_and_users_are_apart(engine: Hindsight) -> None:
    _history(engine, "s1").add_messages([HumanMessage("first session")])
    _history(engine, "s2").add_messages([HumanMessage("second session")])
    _history(engine, "s1", user="bob").add_messages([HumanMessage("bob's session")])
    assert [m.text for m in _history(engine, "s1").messages] == ["first session"]
    assert [m.text for m in _history(engine, "s2").messages] == ["second session"]
    assert [m.text for m in _history(engine, "s1", user="bob").messages] == ["bob's session"]
    assert _history(engine, "never").messages == []


def test_turns_are_reflected_into_memories_that_cite_their_messages(engine: Hindsight) -> None:
    history = _history(engine, "trip")
    history.add_messages(
        [HumanMessage("I prefer aisle seats on long flights", id="h-7"), AIMessage("Noted.")]
    )
    assert history.flush().ok
    hit = engine.recall("seat preference", user_id="alice").hits[0]
    assert hit.record.text == "I prefer aisle seats on long flights"
    assert hit.record.source_ids == ["h-7"]
    assert hit.record.scope.session_id == "trip"
    assert engine.recall("seat preference", user_id="bob").hits == []


def test_clear_empties_the_session_and_blanks_the_journal(engine: Hindsight) -> None:
    history = _history(engine)
    history.add_messages([HumanMessage("my locker code is 4711"), AIMessage("ok")])
    history.clear()
    assert history.messages == []
    trace = engine.get_trace(history.trace_id)
    assert trace is not None and all("4711" not in s.content and not s.metadata for s in trace.steps)
    history.add_messages([HumanMessage("a new start")])
    assert [m.text for m in history.messages] == ["a new start"]
    history.clear()
    history.clear()  # clearing twice, or an empty session, is fine
    _history(engine, "empty").clear()
    assert history.messages == []


def test_concurrent_appends_keep_every_message_in_order(engine: Hindsight) -> None:
    def writer(n: int) -> None:
        for i in range(5):
            _history(engine).add_messages([HumanMessage(f"w{n}-{i}")])

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    texts = [m.text for m in _history(engine).messages]
    assert len(texts) == 30
    for n in range(6):
        mine = [t for t in texts if t.startswith(f"w{n}-")]
        assert mine == [f"w{n}-{i}" for i in range(5)]
    assert _history(engine).flush().ok


def test_an_older_snapshot_never_cuts_a_journaled_trace(engine: Hindsight) -> None:
    steps = [TraceStep(type="user_input", content=f"step {i}") for i in range(4)]
    longer = Trace(scope=Scope(user_id="alice"), steps=steps)
    shorter = longer.model_copy(update={"steps": steps[:2]})
    engine.journal_trace(longer)
    engine.reflect(shorter)  # e.g. a background reflection of a copy taken before the last append
    stored = engine.get_trace(longer.trace_id)
    assert stored is not None and [s.content for s in stored.steps] == [f"step {i}" for i in range(4)]


async def test_async_twins(engine: Hindsight) -> None:
    history = _history(engine)
    await history.aadd_messages([HumanMessage("hello"), AIMessage("hi")])
    assert [m.text for m in await history.aget_messages()] == ["hello", "hi"]
    await history.aclear()
    assert await history.aget_messages() == []
    assert (await history.aflush()).ok


def test_bad_input_is_refused(engine: Hindsight) -> None:
    with pytest.raises(UserError, match="needs user_id"):
        HindsightChatMessageHistory(engine=engine, user_id=None, session_id="s")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="session_id"):
        HindsightChatMessageHistory(engine=engine, user_id="alice", session_id=" ")
    with pytest.raises(UserError, match="not a LangChain message"):
        _history(engine).add_messages(["hello"])  # type: ignore[list-item]


def test_runnable_with_message_history_per_user_and_session(engine: Hindsight) -> None:
    seen: list[list[BaseMessage]] = []

    class Recording(FakeListChatModel):
        def _call(self, messages: list[BaseMessage], *args: object, **kwargs: object) -> str:  # type: ignore[override]
            seen.append(list(messages))
            return super()._call(messages, *args, **kwargs)  # type: ignore[arg-type]

    prompt = ChatPromptTemplate.from_messages(
        [("system", "You are helpful."), MessagesPlaceholder("history"), ("human", "{input}")]
    )
    model = Recording(responses=["Hello Alice!", "You like jazz.", "Hi Bob!"])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chain = RunnableWithMessageHistory(
            prompt | model,
            lambda user_id, session_id: HindsightChatMessageHistory(
                engine=engine, user_id=user_id, session_id=session_id
            ),
            input_messages_key="input",
            history_messages_key="history",
            history_factory_config=[
                ConfigurableFieldSpec(id="user_id", annotation=str, name="User", default="", is_shared=True),
                ConfigurableFieldSpec(
                    id="session_id", annotation=str, name="Session", default="", is_shared=True
                ),
            ],
        )

        def ask(user: str, session: str, text: str) -> str:
            out = chain.invoke(
                {"input": text}, config={"configurable": {"user_id": user, "session_id": session}}
            )
            return str(out.content)

        assert ask("alice", "s1", "Hi, I'm Alice and I like jazz") == "Hello Alice!"
        assert ask("alice", "s1", "What music do I like?") == "You like jazz."
        assert ask("bob", "s1", "Hi, I'm Bob") == "Hi Bob!"
    ours = [w for w in caught if "hindsight" in w.filename]
    assert ours == [], [str(w.message) for w in ours]

    second_call = [m.text for m in seen[1]]
    assert second_call == [
        "You are helpful.",
        "Hi, I'm Alice and I like jazz",
        "Hello Alice!",
        "What music do I like?",
    ]
    assert [m.text for m in seen[2]] == ["You are helpful.", "Hi, I'm Bob"]  # bob's session is his own
    alice = HindsightChatMessageHistory(engine=engine, user_id="alice", session_id="s1")
    assert [m.text for m in alice.messages] == second_call[1:] + ["You like jazz."]


def test_a_tool_only_turn_is_a_tool_call_step_and_own_memory_tools_are_not_extracted(tmp_path: Path) -> None:
    with Hindsight(data_dir=tmp_path, embedder=HashEmbedder(64)) as hs:
        history = _history(hs)
        history.add_messages(
            [
                HumanMessage("What's my locker code?"),
                AIMessage(
                    "", tool_calls=[{"id": "c1", "name": "recall_memory", "args": {"query": "locker"}}]
                ),
                ToolMessage("Relevant memories: - Alice's locker code is 4711", tool_call_id="c1"),
                AIMessage("", tool_calls=[{"id": "c2", "name": "weather", "args": {"city": "Oslo"}}]),
                ToolMessage('{"forecast": "sleet in Oslo"}', tool_call_id="c2", name="weather"),
            ]
        )
        assert history.flush().ok
        steps = hs.get_trace(history.trace_id).steps
        assert [(s.type, s.name) for s in steps[1:4:2]] == [
            ("tool_call", "recall_memory"),
            ("tool_call", "weather"),
        ]
        texts = [r.text for r in hs.list_records(user_id="alice", statuses=("active", "pending"))]
        assert not any("4711" in t or "[tool calls]" in t for t in texts), texts
        assert any("sleet" in t for t in texts), texts
        assert history.messages[1].tool_calls[0]["name"] == "recall_memory"  # still rebuilt exactly


@pytest.mark.parametrize("mode", ["stream", "astream"])
def test_a_streamed_answer_is_kept_with_its_text(tmp_path: Path, mode: str) -> None:
    """``RunnableWithMessageHistory`` streamed hands the history the answer as an ``AIMessageChunk`` (its
    type is "AIMessageChunk", not "ai"): it was journaled as an empty step, so the answer was never
    reflected on; it is the assistant's answer, in full, once."""
    import asyncio

    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

    answer = "Booked: aisle seat 14C on the 9:40 to Lyon."
    with Hindsight(data_dir=tmp_path, embedder=HashEmbedder(64)) as hs:
        history = _history(hs)
        prompt = ChatPromptTemplate.from_messages([MessagesPlaceholder("history"), ("human", "{input}")])
        chain = RunnableWithMessageHistory(
            prompt | GenericFakeChatModel(messages=iter([AIMessage(answer)])),
            lambda session_id: history,
            input_messages_key="input",
            history_messages_key="history",
        )
        asked = {"input": "Book me an aisle seat to Lyon, I always sit on the aisle."}
        config: Any = {"configurable": {"session_id": "s1"}}
        if mode == "stream":
            streamed = "".join(str(chunk.content) for chunk in chain.stream(asked, config=config))
        else:

            async def consume() -> str:
                return "".join([str(chunk.content) async for chunk in chain.astream(asked, config=config)])

            streamed = asyncio.run(consume())
        assert streamed == answer
        assert history.flush().ok
        steps = hs.get_trace(history.trace_id).steps
        assert [(s.type, s.content) for s in steps] == [
            ("user_input", asked["input"]),
            ("model_output", answer),
        ]
        assert [m.text for m in history.messages] == [asked["input"], answer]
        texts = [r.text for r in hs.list_records(user_id="alice", statuses=("active", "pending"))]
        assert f"The assistant said: {answer}" in texts, texts


@pytest.mark.parametrize("stop", ["stream fails", "consumer breaks"])
def test_a_streamed_turn_cut_short_keeps_the_users_words_with_a_handler_attached(
    tmp_path: Path, stop: str
) -> None:
    """``RunnableWithMessageHistory`` adds a turn to its history only when the run succeeds; the handler left
    the turn to the history: a stream that failed or was left halfway (async: the run is cancelled) was
    recorded by neither, and what the user said was lost. The handler records it then (without the
    fragment of the answer); a turn the history journaled is still recorded once."""
    import asyncio

    from hindsight_langchain import HindsightCallbackHandler
    from tests.langchain.conftest import DroppingModel

    answer = "Noted: you take your coffee black, no sugar."
    with Hindsight(data_dir=tmp_path, embedder=HashEmbedder(64)) as hs:
        handler = HindsightCallbackHandler(engine=hs, user_id="alice")
        prompt = ChatPromptTemplate.from_messages([MessagesPlaceholder("history"), ("human", "{input}")])
        model = DroppingModel(
            messages=iter([AIMessage(answer), AIMessage("Black, no sugar.")]),
            fail_after=3 if stop == "stream fails" else None,
        )
        chain = RunnableWithMessageHistory(
            prompt | model,
            lambda session_id: _history(hs, session_id),
            input_messages_key="input",
            history_messages_key="history",
        )
        config: Any = {"configurable": {"session_id": "s1"}, "callbacks": [handler]}

        async def consume(text: str, most: int | None = None) -> None:
            seen = 0
            async for _ in chain.astream({"input": text}, config=config):
                seen += 1
                if seen == most:
                    break

        with contextlib.suppress(ConnectionError):
            asyncio.run(consume("I take my coffee black, no sugar.", most=3))
        model.fail_after = None
        asyncio.run(consume("How do I take my coffee?"))  # the next turn streams to its end
        assert handler.flush(timeout=30).ok and _history(hs).flush(timeout=30).ok
        texts = [r.text for r in hs.list_records(user_id="alice", statuses=("active", "pending"))]
        said = [t for t in texts if "I take my coffee black" in t]
        assert said and all(t.startswith("The user said") for t in said), texts
        assert sum("How do I take my coffee?" in t for t in texts) <= 1, texts
        assert not any(t.startswith("The assistant said: Noted") for t in texts), texts
        assert sum(t.startswith("The assistant said: Black, no sugar.") for t in texts) == 1, texts
