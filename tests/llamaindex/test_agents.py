"""Agents with HindsightMemory and HindsightInstrumentation: provenance, Context reuse, ReAct traces."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from llama_index.core.agent.workflow import FunctionAgent, ReActAgent
from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseAsyncGen,
    ChatResponseGen,
)
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.instrumentation import get_dispatcher
from llama_index.core.llms.callbacks import llm_chat_callback
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow import Context

from hindsight_core import Hindsight
from hindsight_llamaindex import (
    HindsightInstrumentation,
    HindsightMemory,
    HindsightMemoryBlock,
    HindsightRetainingMemory,
)
from tests.llamaindex.conftest import RecordingLLM, get_weather, make_engine, tool_calling_llm


@pytest.fixture
def instrumentation(engine: Hindsight) -> Any:
    instr = HindsightInstrumentation(engine=engine, user_id="alice", session_id="s1").attach()
    try:
        yield instr
    finally:
        instr.close()


async def test_function_agent_tool_result_is_the_provenance_of_records(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    result = await agent.run(user_msg="What's the weather in Paris?", memory=memory)
    assert "sunny" in str(result)
    instrumentation.flush()

    trace = instrumentation.traces[-1]
    assert [s.type for s in trace.steps] == ["user_input", "tool_call", "tool_result", "model_output"]
    assert trace.goal == "What's the weather in Paris?"
    call, tool_result = trace.steps[1], trace.steps[2]
    assert call.name == tool_result.name == "get_weather"
    assert call.metadata["args"] == {"city": "Paris"}
    assert tool_result.metadata["tool_call_id"] == call.metadata["tool_call_id"]
    assert tool_result.metadata["status"] == "ok"

    records = engine.list_records(user_id="alice")
    cited = [r for r in records if tool_result.step_id in r.source_ids]
    assert cited and cited[0].text == "The weather in Paris is sunny and 24 degrees"
    assert cited[0].source_kind == "tool_returned"
    assert not instrumentation.failed_traces


@pytest.mark.parametrize("streaming", [False, True])
async def test_an_answer_whose_async_call_wraps_the_sync_one_is_recorded_once(
    engine: Hindsight, instrumentation: HindsightInstrumentation, streaming: bool
) -> None:
    """Without streaming, FunctionAgent calls ``achat``; many LLMs (the mock among them) implement it with
    ``chat``, both instrumented: two end events for one answer. The outer call is the answer, the inner one
    is not a second model output."""
    llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm, streaming=streaming)
    await agent.run(user_msg="What's the weather in Paris?")
    assert await instrumentation.aflush(timeout=30)
    [trace] = instrumentation.traces
    assert [s.type for s in trace.steps] == ["user_input", "tool_call", "tool_result", "model_output"]
    assert trace.steps[-1].content == "It is sunny in Paris."


async def test_reusing_a_context_across_two_runs_keeps_the_memory_working(engine: Hindsight) -> None:
    llm, received = tool_calling_llm(answer="Done.")
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    ctx = Context(agent)
    await agent.run(user_msg="I prefer PostgreSQL for every project", memory=memory, ctx=ctx)
    assert await memory.aflush(timeout=30)
    await agent.run(user_msg="Which database do I prefer?", ctx=ctx)

    rebuilt = await ctx.store.get("memory")
    assert isinstance(rebuilt, HindsightMemory)
    assert rebuilt.engine is engine and rebuilt.session_id == "s1"
    contents = [m.content for m in rebuilt.get_all()]
    assert contents[0] == "I prefer PostgreSQL for every project"
    assert "Which database do I prefer?" in contents

    first_call_of_run_two = next(
        msgs for msgs in received if msgs[-1].content == "Which database do I prefer?"
    )
    # the first run's message is in the chat history of the second, and not said again in the block above it
    assert any(m.content == "I prefer PostgreSQL for every project" for m in first_call_of_run_two)
    assert not any(
        "I prefer PostgreSQL" in (m.content or "") for m in first_call_of_run_two if m.role.value == "system"
    )
    assert await rebuilt.aflush(timeout=30)
    texts = [r.text for r in engine.list_records(user_id="alice")]
    assert "Which database do I prefer?" in texts  # the second run was retained too


async def test_react_agent_thoughts_are_kept_in_memory_and_trace(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    replies = iter(
        [
            'Thought: I need the weather.\nAction: get_weather\nAction Input: {"city": "Paris"}',
            "Thought: I can answer without using any more tools.\nAnswer: It is sunny in Paris.",
        ]
    )
    llm = MockFunctionCallingLLM(
        response_generator=lambda messages, **kw: ChatMessage(role="assistant", content=next(replies))
    )
    agent = ReActAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    assert "sunny" in str(await agent.run(user_msg="Weather in Paris?", memory=memory))
    instrumentation.flush()

    assistant = [m.content or "" for m in memory.get_all() if m.role.value == "assistant"]
    assert any(
        "Thought: I need the weather." in a and "Observation: The weather in Paris" in a for a in assistant
    )
    steps = instrumentation.traces[-1].steps
    assert [s.type for s in steps] == [
        "user_input",
        "model_output",
        "tool_call",
        "tool_result",
        "model_output",
    ]
    assert steps[1].content.startswith("Thought: I need the weather.")


async def test_tool_errors_are_captured_and_the_run_continues(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    def book_flight(city: str) -> str:
        """Book a flight."""
        raise RuntimeError("no seats left")

    llm, _ = tool_calling_llm(tool_name="book_flight", answer="Sorry, it is full.")
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(book_flight)], llm=llm)
    await agent.run(user_msg="Book me a flight to Paris")
    instrumentation.flush()
    result = next(s for s in instrumentation.traces[-1].steps if s.type == "tool_result")
    assert result.metadata["status"] == "error"
    assert "no seats left" in result.content


def test_chat_engine_runs_are_traced_under_a_bound_scope(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    chat = SimpleChatEngine.from_defaults(llm=RecordingLLM(reply="Hello Bob."))
    with instrumentation.bind(user_id="bob", session_id="b1"):
        chat.chat("Hi, I am Bob and I prefer tea")
    instrumentation.flush()
    trace = instrumentation.traces[-1]
    assert (trace.scope.user_id, trace.scope.session_id) == ("bob", "b1")
    assert [(s.type, s.content) for s in trace.steps] == [
        ("user_input", "Hi, I am Bob and I prefer tea"),
        ("model_output", "Hello Bob."),
    ]
    assert engine.list_records(user_id="bob") and not engine.list_records(user_id="alice")


# Failures, retries, flush and close: the shared suite in tests/adapters/test_capture_contract.py.


async def test_capture_errors_are_logged_not_raised(
    engine: Hindsight,
    instrumentation: HindsightInstrumentation,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: Any,
) -> None:
    def broken(*args: Any, **kwargs: Any) -> None:
        raise ValueError("boom")

    monkeypatch.setattr("hindsight_llamaindex._spans.add_model_message", broken)
    llm, _ = tool_calling_llm()
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
    with caplog.at_level(logging.ERROR, logger="hindsight.llamaindex"):
        assert "sunny" in str(await agent.run(user_msg="Weather in Paris?"))
    assert "trace capture failed" in caplog.text


async def test_detach_removes_the_handlers(engine: Hindsight) -> None:
    instr = HindsightInstrumentation(engine=engine, user_id="alice").attach()
    dispatcher = get_dispatcher()
    assert instr.attached and any(h is instr._event_handler for h in dispatcher.event_handlers)
    instr.detach()
    assert not any(h is instr._span_handler for h in dispatcher.span_handlers)
    llm, _ = tool_calling_llm()
    await FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm).run(user_msg="Weather?")
    assert instr.flush().reflected == () and not instr.traces
    instr.close()


async def test_a_streamed_chat_keeps_the_users_message_with_memory_and_instrumentation(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    """The memory leaves the user's message to the instrumentation; a streamed response arrives after the
    root span ends, so the run holds the user's message alone: it is recorded, not dropped."""

    def reply(messages: Any, **kwargs: Any) -> ChatMessage:
        return ChatMessage(role="assistant", content="Got it.")

    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    chat = SimpleChatEngine.from_defaults(llm=MockFunctionCallingLLM(response_generator=reply), memory=memory)
    response = await chat.astream_chat("My passport number is X1234567.")
    async for _ in response.async_response_gen():
        pass
    assert instrumentation.flush(timeout=30) and memory.flush(timeout=30)
    texts = [r.text for r in engine.list_records(user_id="alice")]
    assert sum("X1234567" in t for t in texts) == 1, texts


def test_the_memorys_session_reaches_the_instrumentations_trace(engine: Hindsight) -> None:
    instr = HindsightInstrumentation(engine=engine, user_id="alice").attach()  # no session of its own
    try:
        memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="chat")
        llm = MockFunctionCallingLLM(
            response_generator=lambda messages, **kw: ChatMessage(role="assistant", content="Ok.")
        )
        SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat("I prefer aisle seats on trains.")
        assert instr.flush(timeout=30)
        assert instr.traces[-1].scope.session_id == "chat"
    finally:
        instr.close()


async def test_the_instrumentation_records_for_the_user_of_the_memory_the_run_is_given(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """A per-user memory plus an attached instrumentation without a user: the run belongs to the memory's
    user (it was left uncaptured with a warning, and the memory recorded it instead), recorded once."""
    instr = HindsightInstrumentation(engine=engine).attach()
    try:
        llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
        agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
        memory = HindsightMemory.from_defaults(engine=engine, user_id="bea", session_id="s9")
        with caplog.at_level(logging.WARNING, logger="hindsight"):
            await agent.run(user_msg="What's the weather in Paris?", memory=memory)
        instr.flush()
        assert "not captured" not in caplog.text
        (trace,) = instr.traces
        assert trace.scope.user_id == "bea" and trace.scope.session_id == "s9"
        assert memory.flush(timeout=30).ok
        said = [r for r in engine.list_records(user_id="bea") if "Paris" in r.text and "weather" in r.text]
        assert all(r.occurrences == 1 for r in said) and len({r.text for r in said}) == len(said)
    finally:
        instr.close()


async def test_with_the_instrumentation_a_memory_for_the_session_later_starts_with_its_conversation(
    tmp_path: Path,
) -> None:
    """The instrumentation records the run, so the memory records nothing itself; the conversation is still
    the session's: a memory built for it later (the next request, a restart) restores it, the recall block
    does not repeat the messages below it, and each message is extracted once."""
    engine = make_engine(tmp_path / "hs")
    instr = HindsightInstrumentation(engine=engine).attach()
    prompts: list[list[ChatMessage]] = []

    def reply(messages: Any, **kwargs: Any) -> ChatMessage:
        prompts.append(list(messages))
        return ChatMessage(role="assistant", content="Noted.")

    agent = FunctionAgent(tools=[], llm=MockFunctionCallingLLM(response_generator=reply))
    try:
        memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        await agent.run(user_msg="I am allergic to peanuts.", memory=memory)
        assert instr.flush(timeout=30) and memory.flush(timeout=30)
        said = [r for r in engine.list_records(user_id="alice") if "peanuts" in r.text]
        assert len(said) == 1 and said[0].occurrences == 1, [r.text for r in said]  # extracted once

        again = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        assert [m.content for m in again.get_all()] == ["I am allergic to peanuts.", "Noted."]

        await agent.run(user_msg="What am I allergic to?", memory=memory)
        system = [m.content or "" for m in prompts[-1] if m.role.value == "system"]
        assert not any("allergic to peanuts" in s for s in system), system  # it is in the history below
        assert instr.flush(timeout=30)
    finally:
        instr.close()
        engine.close()

    restarted = make_engine(tmp_path / "hs")
    try:
        memory = HindsightMemory.from_defaults(engine=restarted, user_id="alice", session_id="s1")
        assert [m.content for m in memory.get_all()] == [
            "I am allergic to peanuts.",
            "Noted.",
            "What am I allergic to?",
            "Noted.",
        ]
        assert len([r for r in restarted.list_records(user_id="alice") if "peanuts" in r.text]) == 1
    finally:
        restarted.close()


async def test_with_the_instrumentation_reset_and_hard_forgets_hold_for_the_restored_session(
    engine: Hindsight,
) -> None:
    """What a memory keeps of an instrumented session obeys the same rules as what it records: a reset
    session starts after the reset, and a hard-forgotten message is not restored (nor kept in the journal)."""
    instr = HindsightInstrumentation(engine=engine).attach()
    agent = FunctionAgent(
        tools=[],
        llm=MockFunctionCallingLLM(
            response_generator=lambda messages, **kw: ChatMessage(role="assistant", content="Ok.")
        ),
    )
    try:
        memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        await agent.run(user_msg="My IBAN is DE89370400440532013000.", memory=memory)
        await agent.run(user_msg="I live in Paris.", memory=memory)
        assert instr.flush(timeout=30) and memory.flush(timeout=30)
        (gone,) = [r.id for r in engine.list_records(user_id="alice") if "DE89" in r.text]
        assert engine.forget(record_id=gone, hard=True) == [gone]
        again = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        assert [m.content for m in again.get_all()] == ["Ok.", "I live in Paris.", "Ok."]
        noted = engine.engine.journal.get_trace(f"{again.trace_id}-noted")  # where the session's messages are
        assert noted is not None and "DE89" not in noted.model_dump_json()

        again.reset()
        await agent.run(user_msg="I prefer tea.", memory=again)
        later = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        assert [m.content for m in later.get_all()] == ["I prefer tea.", "Ok."]
    finally:
        instr.close()


@pytest.mark.parametrize("method", ["chat", "stream_chat", "achat", "astream_chat"])
async def test_a_chat_engine_with_a_hindsight_memory_is_not_said_to_be_lost(
    engine: Hindsight, caplog: pytest.LogCaptureFixture, method: str
) -> None:
    """An instrumentation without a user cannot take a chat engine's run, but the engine's HindsightMemory
    records the turn: no warning that reads like data loss; an engine without one is still warned about."""
    instr = HindsightInstrumentation(engine=engine).attach()
    try:
        memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
        chat = SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory)
        with caplog.at_level(logging.WARNING, logger="hindsight"):
            response = getattr(chat, method)("I am vegan.")
            if method.startswith("a"):
                response = await response
            if method == "stream_chat":
                list(response.response_gen)
            elif method == "astream_chat":
                async for _ in response.async_response_gen():
                    pass
        assert "not captured" not in caplog.text
        assert memory.flush(timeout=30).ok
        assert [r.text for r in engine.list_records(user_id="alice") if "vegan" in r.text] == ["I am vegan."]

        with caplog.at_level(logging.WARNING, logger="hindsight"):
            SimpleChatEngine.from_defaults(llm=RecordingLLM()).chat("Hello.")
        assert "not captured" in caplog.text  # nothing records this one
    finally:
        instr.close()


async def test_an_agent_run_given_a_retaining_memory_is_not_said_to_be_lost(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """``agent.run(..., memory=HindsightRetainingMemory(...))`` under an instrumentation without a user: the
    memory's hindsight block records every message of the run, so no warning that reads like data loss."""
    instr = HindsightInstrumentation(engine=engine).attach()
    try:
        block = HindsightMemoryBlock(engine=engine, user_id="alice")
        memory = HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block])
        llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
        agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
        with caplog.at_level(logging.WARNING, logger="hindsight"):
            await agent.run(user_msg="What's the weather in Paris?", memory=memory)
        assert "not captured" not in caplog.text
        assert block.flush(timeout=30).ok
        texts = [r.text for r in engine.list_records(user_id="alice")]
        assert any("sunny and 24 degrees" in t for t in texts), texts

        with caplog.at_level(logging.WARNING, logger="hindsight"):
            llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
            agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
            await agent.run(user_msg="What's the weather in Rome?")
        assert "not captured" in caplog.text  # nothing records this one
    finally:
        instr.close()


class _SlowStreamLLM(RecordingLLM):
    """Streams its answer in two chunks that arrive a moment after the chat call returns, as a model server's
    do: the chat engine's run (its root span) has ended by the time the answer is complete."""

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        self.received.append(list(messages))
        head, tail = self.reply.split(" ", 1)

        def gen() -> ChatResponseGen:
            for text, delta in ((head, head), (self.reply, f" {tail}")):
                time.sleep(0.2)
                yield ChatResponse(message=ChatMessage(role="assistant", content=text), delta=delta)

        return gen()

    @llm_chat_callback()
    async def astream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseAsyncGen:
        self.received.append(list(messages))
        head, tail = self.reply.split(" ", 1)

        async def gen() -> ChatResponseAsyncGen:
            for text, delta in ((head, head), (self.reply, f" {tail}")):
                await asyncio.sleep(0.2)
                yield ChatResponse(message=ChatMessage(role="assistant", content=text), delta=delta)

        return gen()


@pytest.mark.parametrize("method", ["stream_chat", "astream_chat"])
async def test_a_streamed_answer_that_ends_after_the_run_is_in_its_trace(
    engine: Hindsight, instrumentation: HindsightInstrumentation, method: str
) -> None:
    """A chat engine's streamed answer is complete only after its run returned: the instrumentation still
    records it, in the run's trace, once (the user's message is not recorded again)."""
    chat = SimpleChatEngine.from_defaults(llm=_SlowStreamLLM("Noted, a red Cannondale."))
    if method == "stream_chat":
        response = await asyncio.to_thread(chat.stream_chat, "My bike is a red Cannondale.")
        await asyncio.to_thread(lambda: list(response.response_gen))
    else:
        response = await chat.astream_chat("My bike is a red Cannondale.")
        async for _ in response.async_response_gen():
            pass
    await asyncio.sleep(0.1)  # the engine writes the answer to its history after the stream ends
    assert instrumentation.flush(timeout=30).ok
    trace = engine.get_trace(instrumentation.traces[-1].trace_id)
    assert trace is not None
    assert [(s.type, s.content) for s in trace.steps] == [
        ("user_input", "My bike is a red Cannondale."),
        ("model_output", "Noted, a red Cannondale."),
    ]


@pytest.mark.parametrize("how", ["stream_chat", "astream_chat"])
async def test_an_llm_stream_left_halfway_keeps_the_question_not_the_fragment(
    engine: Hindsight, instrumentation: HindsightInstrumentation, how: str
) -> None:
    """The consumer stops reading an LLM's stream after two chunks (the generator is closed): the run keeps
    the user's message, not the chunks so far as an answer, and its error names what stopped it (it read
    "GeneratorExit: ", the empty message of an error that has none)."""
    llm = _SlowStreamLLM("Noted, a red Cannondale with a 54 cm frame.")
    llm_chunks = 0
    asked = [ChatMessage(role="user", content="My bike is a red Cannondale.")]
    if how == "stream_chat":
        stream = await asyncio.to_thread(llm.stream_chat, asked)
        for _ in stream:
            llm_chunks += 1
            break
        stream.close()
    else:
        astream = await llm.astream_chat(asked)
        async for _ in astream:
            llm_chunks += 1
            break
        await astream.aclose()
    assert llm_chunks == 1
    assert instrumentation.flush(timeout=30).ok
    trace = engine.get_trace(instrumentation.traces[-1].trace_id)
    assert trace is not None
    assert [(s.type, s.content) for s in trace.steps] == [("user_input", "My bike is a red Cannondale.")]
    assert trace.metadata["error"] == "GeneratorExit"


class _FailingOnceLLM(MockFunctionCallingLLM):
    """Its first answer's stream fails after one chunk (a dropped connection); later answers stream whole."""

    calls: int = 0

    @llm_chat_callback()
    async def astream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseAsyncGen:
        self.calls += 1
        first = self.calls == 1

        async def gen() -> ChatResponseAsyncGen:
            yield ChatResponse(message=ChatMessage(role="assistant", content="Noted"), delta="Noted")
            if first:
                raise ConnectionError("connection reset by peer")
            yield ChatResponse(
                message=ChatMessage(role="assistant", content="Noted, Bruno."), delta=", Bruno."
            )

        return gen()


async def test_a_message_a_failed_stream_left_unanswered_is_recorded_once(
    engine: Hindsight, instrumentation: HindsightInstrumentation
) -> None:
    """The answer's stream fails: the user's message stays unanswered in the session, and the next run's model
    call gets it again right before the new message. The next run recorded it as its own words too (after
    its question), and its memory counted it twice; a run's words are what it was asked."""
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    agent = FunctionAgent(tools=[], llm=_FailingOnceLLM())
    with pytest.raises(ConnectionError):
        await agent.run(user_msg="My dog is called Bruno.", memory=memory)
    await agent.run(user_msg="What is my dog called?", memory=memory)
    assert instrumentation.flush(timeout=30).ok and memory.flush(timeout=30).ok
    runs = [[(s.type, s.content) for s in trace.steps] for trace in instrumentation.traces]
    assert runs == [
        [("user_input", "My dog is called Bruno.")],
        [("user_input", "What is my dog called?"), ("model_output", "Noted, Bruno.")],
    ]
    records = [r for r in engine.list_records(user_id="alice") if r.text == "My dog is called Bruno."]
    assert [r.occurrences for r in records] == [1]
