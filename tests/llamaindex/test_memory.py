"""HindsightMemory: the memory= of chat engines and agents, across sessions."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from llama_index.core.base.llms.types import ChatMessage, ToolCallBlock
from llama_index.core.chat_engine import SimpleChatEngine

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
from hindsight_core.testing.extractors import ScriptedExtractor
from hindsight_llamaindex import HindsightMemory
from tests.llamaindex.conftest import RecordingLLM, make_engine


def _system_texts(messages: list[ChatMessage]) -> list[str]:
    return [m.content or "" for m in messages if m.role.value == "system"]


def _told_earlier(engine: Hindsight, text: str, user_id: str = "alice") -> None:
    """``text`` said in an earlier session: what a memory's block recalls (this session's own messages are
    in the chat history below it, not repeated in it)."""
    engine.retain([{"role": "user", "content": text}], user_id=user_id, session_id="earlier")


def test_fact_from_session_one_reaches_the_system_message_of_session_two(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    hs = make_engine(data)
    try:
        session_one = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=session_one).chat(
            "I prefer PostgreSQL for every new project"
        )
        assert session_one.flush(timeout=30)  # the turn is journaled already; wait for its reflection

        llm = RecordingLLM()
        memory = HindsightMemory.from_defaults(data_dir=data, user_id="alice", session_id="s2")
        assert memory.engine is hs  # found again by data_dir: one engine per embedded store
        SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat("Which database should I use?")

        sent = llm.received[-1]
        assert [m.role.value for m in sent] == ["system", "user"]  # a new session: empty buffer
        assert "I prefer PostgreSQL for every new project" in _system_texts(sent)[0]
        assert sent[-1].content == "Which database should I use?"
    finally:
        hs.close()


async def test_fact_reaches_session_two_with_the_async_chat(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    hs = make_engine(data)
    try:
        session_one = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        await SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=session_one).achat(
            "I prefer PostgreSQL for every new project"
        )
        assert await session_one.aflush(timeout=30)

        llm = RecordingLLM()
        memory = HindsightMemory.from_defaults(data_dir=data, user_id="alice", session_id="s2")
        await SimpleChatEngine.from_defaults(llm=llm, memory=memory).achat("Which database should I use?")
        assert "I prefer PostgreSQL for every new project" in _system_texts(llm.received[-1])[0]
    finally:
        hs.close()


def test_recall_never_crosses_users(engine: Hindsight) -> None:
    _told_earlier(engine, "My locker code is 4312")
    alice = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    assert "4312" in _system_texts(alice.get("What is my locker code?"))[0]
    llm = RecordingLLM()
    bob = HindsightMemory.from_defaults(engine=engine, user_id="bob")
    SimpleChatEngine.from_defaults(llm=llm, memory=bob).chat("What is my locker code?")
    assert not any("4312" in text for text in _system_texts(llm.received[-1]))


def test_users_sharing_a_chat_store_and_a_session_name_keep_their_buffers_apart(engine: Hindsight) -> None:
    """One chat store for the app (how buffers are persisted) and sessions named per user ("s1"): Bob's model
    call must not receive Alice's conversation."""
    from llama_index.core.storage.chat_store import SimpleChatStore

    store = SimpleChatStore()
    alice = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1", chat_store=store)
    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=alice).chat("My home alarm code is 8642.")
    llm = RecordingLLM()
    bob = HindsightMemory.from_defaults(engine=engine, user_id="bob", session_id="s1", chat_store=store)
    SimpleChatEngine.from_defaults(llm=llm, memory=bob).chat("Hi, what do you know about me?")
    assert not any("8642" in str(m.content) for m in llm.received[-1])
    again = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1", chat_store=store)
    assert any("8642" in str(m.content) for m in again.get_all())


def test_the_block_does_not_repeat_the_session_messages_the_prompt_holds(engine: Hindsight) -> None:
    """The chat history below the block holds this session's messages: their memories are not shown again
    above it (the block is for what earlier conversations said)."""
    earlier = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s0")
    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=earlier).chat(
        "My order ORD-40999 was a kettle."
    )
    assert earlier.flush(timeout=30)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    llm = RecordingLLM()
    chat = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
    for text in (
        "My order ORD-41000 arrived with a cracked screen.",
        "My shipping address is 12 Canal Street.",
    ):
        chat.chat(text)
        assert memory.flush(timeout=30)
    chat.chat("Can you send the replacement for my order to my shipping address?")
    block = " ".join(_system_texts(llm.received[-1]))
    assert "ORD-40999" in block and "ORD-41000" not in block and "Canal Street" not in block


def test_put_messages_retains_tool_calls_results_and_react_text(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    memory.put(ChatMessage(role="user", content="What's the weather in Paris?"))
    react = "Thought: I need the weather.\nAction: get_weather\nObservation: sunny"
    memory.put_messages(
        [
            ChatMessage(
                role="assistant",
                blocks=[
                    ToolCallBlock(tool_call_id="c1", tool_name="get_weather", tool_kwargs={"city": "Paris"})
                ],
            ),
            ChatMessage(role="tool", content="Sunny, 24 degrees", additional_kwargs={"tool_call_id": "c1"}),
            ChatMessage(role="assistant", content=react),
        ]
    )
    assert memory.flush(timeout=30)
    steps = [step for window in extractor.calls for step in window.steps]
    by_type = {(s.type, s.content): s for s in steps}
    call = by_type[("tool_call", '{"city": "Paris"}')]  # a tool_call step, not text the assistant said
    assert call.name == "get_weather" and call.metadata["tool_call_id"] == "c1"
    assert not any(t == "model_output" and "[tool call]" in c for t, c in by_type)
    tool_step = by_type[("tool_result", "Sunny, 24 degrees")]
    assert tool_step.name == "get_weather"  # named from the assistant's tool call
    assert tool_step.metadata["tool_call_id"] == "c1"
    # the ReAct text is what it says: a call of get_weather and its result (recalled like any tool result)
    react_call = by_type[("tool_call", "{}")]
    assert react_call.name == "get_weather" and ("model_output", "Thought: I need the weather.") in by_type
    react_result = by_type[("tool_result", "sunny")]
    assert react_result.name == "get_weather"
    assert react_result.metadata["tool_call_id"] == react_call.metadata["tool_call_id"]
    assert [m.role.value for m in memory.get_all()] == ["user", "assistant", "tool", "assistant"]


def test_get_keeps_newest_messages_within_the_budget(engine: Hindsight) -> None:
    memory = HindsightMemory.from_defaults(
        engine=engine, user_id="alice", token_limit=60, retain_messages=False
    )
    for i in range(10):
        memory.put(ChatMessage(role="user", content=f"question number {i} about the weather in Paris"))
        memory.put(ChatMessage(role="assistant", content=f"answer number {i}: it is sunny"))
    got = memory.get()
    assert 0 < len(got) < 20
    assert got[0].role.value == "user"  # never starts on an assistant or tool message
    assert got[-1].content == "answer number 9: it is sunny"
    assert sum(len(memory.tokenizer_fn(m.content or "")) for m in got) <= 60
    with pytest.raises(UserError, match="token_limit"):
        memory.get(initial_token_count=60)


@pytest.mark.parametrize("lines", [70, 150])
def test_a_long_newest_message_leaves_the_block_only_the_room_left(engine: Hindsight, lines: int) -> None:
    """The newest message is always sent: the recalled block shrinks to the room it leaves, or is dropped
    (a message over the limit alone is returned alone, as ChatMemoryBuffer does), never added on top."""
    for i in range(5):
        engine.remember(f"Alice's server {i} runs PostgreSQL {i} in Frankfurt", user_id="alice")
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1", token_limit=300)
    log = " ".join(f"line{i} error" for i in range(lines))
    memory.put(ChatMessage(role="user", content=f"Which PostgreSQL server fails? Log: {log}"))
    got = memory.get()
    newest = len(memory.tokenizer_fn(got[-1].content or ""))
    total = sum(len(memory.tokenizer_fn(m.content or "")) for m in got)
    if newest <= 300:
        assert got[0].role.value == "system" and total <= 300  # a smaller block, within the limit
    else:
        assert [m.role.value for m in got] == ["user"]  # only the message, over the limit on its own


def test_recall_is_cached_between_agent_steps(engine: Hindsight) -> None:
    _told_earlier(engine, "I prefer PostgreSQL")
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    first = memory.get("Which database do I prefer?")
    second = memory.get("Which database do I prefer?")
    assert first == second and _system_texts(first)
    record = engine.list_records(user_id="alice")[0]
    assert record.recall_count == 1  # one recall (and one reinforcement) for the same query


def test_a_memory_forgotten_mid_turn_is_not_served_from_the_cache(engine: Hindsight) -> None:
    _told_earlier(engine, "I prefer PostgreSQL")
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    asked = "Which database do I prefer?"
    assert "PostgreSQL" in " ".join(_system_texts(memory.get(asked)))
    (record,) = engine.list_records(user_id="alice")
    engine.forget(record.id)  # a forget_memory tool call between two model calls of one turn
    assert "PostgreSQL" not in " ".join(_system_texts(memory.get(asked)))


def test_round_trip_through_to_dict_keeps_state_and_engine(engine: Hindsight) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1", token_limit=1234)
    memory.put(ChatMessage(role="user", content="I prefer PostgreSQL"))
    data = memory.to_dict()
    assert data["class_name"] == "HindsightMemory"
    rebuilt = HindsightMemory.from_dict(data)
    assert rebuilt.engine is engine
    assert (rebuilt.user_id, rebuilt.session_id, rebuilt.token_limit) == ("alice", "s1", 1234)
    assert [m.content for m in rebuilt.get_all()] == ["I prefer PostgreSQL"]


def test_set_retains_only_new_messages_and_reset_keeps_long_term_memory(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    hello = ChatMessage(role="user", content="I live in Lyon")
    memory.set([hello])
    memory.set([hello, ChatMessage(role="user", content="I work at Acme")])
    assert memory.flush(timeout=30)
    retained = [s.content for w in extractor.calls for s in w.steps]
    assert retained == ["I live in Lyon", "I work at Acme"]
    memory.reset()
    assert memory.get_all() == []
    assert len(engine.list_records(user_id="alice")) == 2


async def test_sync_get_and_put_work_inside_a_running_event_loop(engine: Hindsight) -> None:
    _told_earlier(engine, "I prefer PostgreSQL")
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    memory.put(ChatMessage(role="user", content="Which database do I prefer?"))  # as in a Jupyter cell
    assert memory.flush(timeout=30)
    assert _system_texts(memory.get())
    assert _system_texts(await memory.aget())
    await asyncio.sleep(0)


def test_engine_or_data_dir_is_required_and_must_agree(engine: Hindsight, tmp_path: Path) -> None:
    with pytest.raises(UserError, match="data_dir"):
        HindsightMemory.from_defaults(user_id="alice")
    with pytest.raises(UserError, match="does not match"):
        HindsightMemory.from_defaults(engine=engine, data_dir=tmp_path / "other", user_id="alice")


# -- found by a LlamaIndex user review --------------------------------------------------------------------


async def test_react_agent_sees_the_memories_with_insert_method_user(engine: Hindsight) -> None:
    """ReActAgent drops a first system message its own system_prompt did not put there; insert_method="user"
    puts the memories before the latest user message instead (as LlamaIndex Memory's insert_method does)."""
    from llama_index.core.agent.workflow import ReActAgent

    engine.remember("Alice's favourite airline is Finnair", user_id="alice")
    llm = RecordingLLM("Thought: I can answer.\nAnswer: Finnair.")
    memory = HindsightMemory.from_defaults(
        engine=engine, user_id="alice", session_id="r1", insert_method="user"
    )
    await ReActAgent(tools=[], llm=llm).run(user_msg="Which airline do I like?", memory=memory)
    prompt = "\n".join(m.content or "" for m in llm.received[0])
    assert "Finnair" in prompt
    last_user = [m for m in llm.received[0] if m.role.value == "user"][-1]
    assert (last_user.content or "").endswith("Which airline do I like?")


def test_a_long_message_still_recalls(engine: Hindsight) -> None:
    """A pasted log longer than a query may be: its start and its end are the query."""
    engine.remember("The user's production database host is db-prod-3", user_id="alice")
    llm = RecordingLLM()
    # a budget the log fits in: a newest message over token_limit leaves no room for the block
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="l1", token_limit=20000)
    message = "log line: connection reset\n" * 800 + "Why does the production database host keep failing?"
    assert len(message) > engine.config.limits.max_query_chars
    SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat(message)
    assert "db-prod-3" in _system_texts(llm.received[-1])[0]


@pytest.mark.parametrize("user_id", ["", "   ", None, " alice "])
def test_a_memory_without_a_user_is_refused_when_built(engine: Hindsight, user_id: object) -> None:
    from hindsight_llamaindex import HindsightMemoryBlock

    with pytest.raises(UserError, match="user_id= must be a non-empty string|spaces at its start or end"):
        HindsightMemory.from_defaults(engine=engine, user_id=user_id, session_id="s")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="user_id= must be a non-empty string|spaces at its start or end"):
        HindsightMemoryBlock(engine=engine, user_id=user_id)  # type: ignore[arg-type]


def test_putting_a_string_is_refused_and_the_session_goes_on(engine: Hindsight) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="p1")
    with pytest.raises(UserError, match="ChatMessage"):
        memory.put("I like cats")  # type: ignore[arg-type]
    memory.put(ChatMessage(role="user", content="I like cats"))
    assert [m.content for m in memory.get_all()] == ["I like cats"]
    assert [m.role.value for m in memory.get()] == ["user"]


def test_a_message_longer_than_the_limit_keeps_its_start(engine: Hindsight) -> None:
    """Over limits.max_message_chars the whole message was lost (chat went on, flush failed): its start is
    kept and its end (a log says how it ended last), with a note saying how much was not."""
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="big")
    huge = "My employee number is E-4711.\n" + "log line\n" * 20_000 + "FINAL: disk full on node-7"
    assert len(huge) > engine.config.limits.max_message_chars
    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory).chat(huge)
    assert memory.flush(timeout=30).ok
    (record,) = [r for r in engine.list_records(user_id="alice") if "E-4711" in r.text]
    assert "characters not kept" in record.text and record.text.endswith("FINAL: disk full on node-7")
    trace = memory.session_trace()
    assert trace is not None and all(
        len(s.content) <= engine.config.limits.max_message_chars for s in trace.steps
    )


class _ReActReplies(RecordingLLM):
    """A ReAct model: first an action, then the answer."""

    def _answer(self, messages: Any) -> Any:
        from llama_index.core.base.llms.types import ChatResponse

        self.received.append(list(messages))
        if len(self.received) == 1:
            text = 'Thought: I need the weather.\nAction: get_weather\nAction Input: {"city": "Oslo"}'
        else:
            text = "Thought: I can answer.\nAnswer: It is sunny in Oslo."
        return ChatResponse(message=ChatMessage(role="assistant", content=text))


async def test_a_react_agents_tool_results_are_tool_results_in_memory(tmp_path: Path) -> None:
    """ReActAgent puts its reasoning in memory as one assistant message; its action is a tool call and its
    observation a tool result (stored and recalled like FunctionAgent's), not text the assistant said."""
    from llama_index.core.agent.workflow import ReActAgent
    from llama_index.core.tools import FunctionTool

    from tests.llamaindex.conftest import get_weather

    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64))
    try:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="r2")
        agent = ReActAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=_ReActReplies())
        await agent.run(user_msg="Weather in Oslo?", memory=memory)
        assert (await memory.aflush(timeout=30)).ok
        tool_said = "returned: The weather in Oslo is sunny and 24 degrees"
        (record,) = [r for r in hs.list_records(user_id="alice") if r.text.endswith(tool_said)]
        # with the call's arguments, as JSON like every other path (ReActAgent writes a Python dict there)
        assert record.text.startswith('Tool get_weather({"city": "Oslo"}) returned')
        assert record.status == "active" and record.source_kind == "tool_returned"
        assert tool_said in hs.recall("Oslo weather", user_id="alice").context
        # the agent's thoughts are its reasoning, not something it said: only the answer is remembered
        said = [r.text for r in hs.list_records(user_id="alice") if r.source_kind == "model_inferred"]
        assert said == ["The assistant said: It is sunny in Oslo."]
    finally:
        hs.close()


@pytest.mark.parametrize("said", ["My IBAN is DE89370400440532013000.", "I live in Paris."])
def test_a_hard_forgotten_message_stays_forgotten_when_the_app_sends_the_history_again(
    tmp_path: Path, said: str
) -> None:
    """A stateless server sends the conversation again with ``chat(..., chat_history=...)``: LlamaIndex
    messages carry no ids, so the forgotten message arrives with a new step id; it is blanked on arrival."""
    hs = Hindsight(tmp_path / "hs", embedder=HashEmbedder(64))  # the rule extractor, as a user runs it
    try:
        first = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="c")
        SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=first).chat(said)
        assert first.flush(timeout=30)
        (gone,) = [r.id for r in hs.list_records(user_id="jo") if said in r.text]
        # the app's own copy of the conversation (the memory's buffer drops the message once forgotten)
        history = [ChatMessage(role=m.role, content=m.content) for m in first.get_all()]
        assert hs.forget(record_id=gone, hard=True) == [gone]
        again = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="c")
        SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=again).chat(
            "Book a table for two.", chat_history=history
        )
        assert again.flush(timeout=30)
        texts = [r.text for r in hs.list_records(user_id="jo")]
        assert not any(said in t for t in texts) and any("Book a table" in t for t in texts)
    finally:
        hs.close()


def test_mistakes_are_said_at_once(tmp_path: Path) -> None:
    """A closed engine would drop every turn silently: refused when the memory is built; a session id or a
    flush timeout of the wrong type gets a clear error, not a pydantic or arithmetic one."""
    hs = make_engine(tmp_path / "hs")
    memory = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1")
    with pytest.raises(UserError, match="takes seconds as a number"):
        memory.flush(timeout="5")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="session_id must be a string, got int"):
        HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id=7)  # type: ignore[arg-type]
    hs.close()
    with pytest.raises(UserError, match="engine passed is closed"):
        HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1")


def test_get_after_the_engine_is_closed_returns_the_buffer_and_says_so_in_one_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """As a put after close() is said in one line (not reflected), a get() recalls nothing and says why: the
    chat buffer (the memory's own chat store) is still returned, with no traceback logged."""
    hs = make_engine(tmp_path / "hs")
    memory = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1")
    memory.put(ChatMessage(role="user", content="I live in Lyon"))
    hs.close()
    with caplog.at_level("WARNING", logger="hindsight"):
        got = memory.get("Where do I live?")
        got_async = asyncio.run(memory.aget("Where do I live?"))
    for messages in (got, got_async):
        assert [(m.role.value, m.content) for m in messages] == [("user", "I live in Lyon")]
    said = [r for r in caplog.records if r.levelname == "WARNING"]
    assert [r.getMessage() for r in said] == [
        "hindsight: the engine is closed; the model is called without memories (open a new Hindsight(...) "
        "and build the memory with it)"
    ] * 2
    assert all(r.exc_info is None for r in said)


def test_a_long_log_recalled_in_a_new_session_shows_the_passage_that_answers(tmp_path: Path) -> None:
    """A tool's 3,000-line log ends with what matters: the stored memory keeps its end, and the memory's
    system message (cut to its budget memory by memory, a log's lines being one memory) shows that passage."""
    hs = Hindsight(tmp_path / "hs", embedder=HashEmbedder(64))
    try:
        log = (
            "\n".join(f"line {i}: service billing ok" for i in range(3000))
            + "\nFINAL: disk quota exceeded on node-7"
        )
        hs.retain(
            [
                {"role": "user", "content": "Check the billing logs please"},
                {
                    "role": "assistant",
                    "content": "",
                    "tool_calls": [{"id": "c1", "name": "fetch_logs", "args": {}}],
                },
                {"role": "tool", "content": log, "tool_call_id": "c1", "name": "fetch_logs"},
            ],
            user_id="bob",
        )
        memory = HindsightMemory.from_defaults(engine=hs, user_id="bob", session_id="s2", token_limit=2000)
        memory.put(ChatMessage(role="user", content="Which node had the disk quota exceeded?"))
        system = memory.get()[0]
        assert system.role.value == "system" and "node-7" in (system.content or "")
        assert len(memory.tokenizer_fn(system.content or "")) <= 2000 * memory.recall_token_ratio
    finally:
        hs.close()


def test_a_session_named_again_after_a_restart_starts_with_its_conversation(tmp_path: Path) -> None:
    """Like LangChain's chat history kept in the journal: a new process's memory for the same session has the
    conversation back (its said and answered messages; a hard-forgotten one left out)."""
    data = tmp_path / "hs"
    with Hindsight(data, embedder=HashEmbedder(64)) as hs:
        first = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1")
        engine = SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=first)
        engine.chat("My locker code is 4417.")
        engine.chat("I prefer aisle seats.")
        assert first.flush(timeout=30)
        (pin,) = [r.id for r in hs.list_records(user_id="jo") if "4417" in r.text]
        hs.forget(record_id=pin, hard=True)
    with Hindsight(data, embedder=HashEmbedder(64)) as hs:  # the next process
        again = HindsightMemory.from_defaults(engine=hs, user_id="jo", session_id="s1")
        assert [(m.role.value, m.content) for m in again.get_all()] == [
            ("assistant", "Noted."),  # its question was forgotten; the reply stays
            ("user", "I prefer aisle seats."),
            ("assistant", "Noted."),
        ]
        assert HindsightMemory.from_defaults(engine=hs, user_id="jo").get_all() == []  # a new session
        assert HindsightMemory.from_defaults(engine=hs, user_id="ann", session_id="s1").get_all() == []


def test_a_reset_conversation_is_not_restored_by_the_next_memory_of_the_session(engine: Hindsight) -> None:
    """reset() ("new conversation"), then the next request builds a memory for the same session: it restores
    what was said after the reset, not before (the pre-reset turns were sent to the model again)."""

    def memory() -> HindsightMemory:
        return HindsightMemory.from_defaults(engine=engine, user_id="u1", session_id="web-1")

    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory()).chat("Planning a surprise party.")
    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory()).reset()
    SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory()).chat("Hi again!")
    contents = [str(m.content) for m in memory().get_all()]
    assert "Hi again!" in contents and not any("surprise party" in c for c in contents)
    assert engine.get_trace(memory().trace_id) is not None  # the trace keeps every message


def _holds(messages: list[ChatMessage], value: str) -> bool:
    return any(value in str(m.content) for m in messages)


@pytest.mark.parametrize(
    ("said", "request_", "value"),
    [
        ("My passport number is P7654321.", "Please forget my passport number.", "P7654321"),
        ("我的护照号码是E12345678。", "把我的护照号码删掉", "E12345678"),
    ],
)
def test_a_message_forgotten_in_chat_leaves_the_live_session_buffer(
    tmp_path: Path, said: str, request_: str, value: str
) -> None:
    """With forget_in_chat_hard the request blanks the message in the journal; the live memory's next prompt
    no longer sends it (a memory built for the session later, and LangChain's history, never did)."""
    from hindsight_core import HindsightConfig, LifecycleConfig

    config = HindsightConfig(data_dir=tmp_path / "hs", lifecycle=LifecycleConfig(forget_in_chat_hard=True))
    hs = Hindsight(config=config, embedder=HashEmbedder(64))  # the rule extractor hears the request
    try:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="bob", session_id="s1")
        llm = RecordingLLM()
        chat = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
        chat.chat(said)
        chat.chat("I prefer window seats.")
        chat.chat(request_)
        assert memory.flush(timeout=30)
        chat.chat("What do you know about me?")
        assert not _holds(llm.received[-1], value)
        assert _holds(llm.received[-1], "I prefer window seats.")  # the rest of the session stays
        assert not _holds(memory.get_all(), value)
    finally:
        hs.close()


def test_an_explicit_hard_forget_leaves_the_live_session_buffer(tmp_path: Path) -> None:
    hs = Hindsight(tmp_path / "hs", embedder=HashEmbedder(64))
    try:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="bob", session_id="s1")
        chat = SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory)
        chat.chat("My passport number is P7654321.")
        chat.chat("I prefer window seats.")
        assert memory.flush(timeout=30)
        assert _holds(memory.get(input="What is my passport number?"), "P7654321")
        assert hs.forget(query="my passport number", user_id="bob", hard=True)
        assert not _holds(memory.get(input="What is my passport number?"), "P7654321")
        assert not _holds(asyncio.run(memory.aget(input="What is my passport number?")), "P7654321")
        assert _holds(memory.get_all(), "I prefer window seats.")
        soft = HindsightMemory.from_defaults(engine=hs, user_id="bob", session_id="s2")
        SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=soft).chat(
            "My seat is 14C on every flight."
        )
        assert soft.flush(timeout=30)
        assert hs.forget(query="my seat", user_id="bob")  # a soft forget keeps the journal: the buffer too
        assert _holds(soft.get_all(), "14C")
    finally:
        hs.close()
