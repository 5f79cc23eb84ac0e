"""One session, one growing trace: a turn's question and answer are reflected together, each part once.

``HindsightMemory`` (and ``HindsightRetainingMemory``) journal every message as it is put, but reflect on a
turn when it ends (the assistant's answer): a chat turn costs one extraction, a question is never stored
apart from its answer, and the records cite the session's own messages, none twice.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from pathlib import Path

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, ChatResponse
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms import MockLLM
from llama_index.core.tools import FunctionTool

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, LimitsConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction import RuleExtractor
from hindsight_core.testing.extractors import ScriptedExtractor
from hindsight_llamaindex import HindsightMemory, HindsightMemoryBlock, HindsightRetainingMemory
from tests.capture.test_reflector import journaled_texts
from tests.conftest import run_script
from tests.llamaindex.conftest import RecordingLLM, get_weather, make_engine, tool_calling_llm

QUESTION = "Bob, when is the team offsite?"
ANSWER = "The offsite is on 12 March in Porto."
ALL = ("active", "pending")


class NumberedReplies(RecordingLLM):
    """Answers "Answer 1.", "Answer 2.", ...: every turn's answer is a fact of its own."""

    def _answer(self, messages: Sequence[ChatMessage]) -> ChatResponse:
        self.received.append(list(messages))
        return ChatResponse(message=ChatMessage(role="assistant", content=f"Answer {len(self.received)}."))


def _window_steps(extractor: ScriptedExtractor, index: int) -> list[tuple[str, str]]:
    return [(s.type, s.content) for s in extractor.calls[index].steps]


# -- (a) the question and its answer: one memory -------------------------------------------------------------


def test_a_question_and_the_assistants_answer_are_one_memory(tmp_path: Path) -> None:
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=RuleExtractor()) as hs:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        memory.put(ChatMessage(role="user", content=QUESTION))  # one put per message, as chat engines do
        memory.put(ChatMessage(role="assistant", content=ANSWER))
        assert memory.flush(timeout=30)
        records = hs.list_records(user_id="alice", statuses=ALL)
        assert [r.event_type for r in records] == ["observation"], [r.text for r in records]
        assert ANSWER in records[0].text and f"(answering the user: {QUESTION})" in records[0].text


def test_a_question_answered_by_a_second_speaker_is_one_memory(tmp_path: Path) -> None:
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=RuleExtractor()) as hs:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        memory.put(ChatMessage(role="user", content=QUESTION, additional_kwargs={"name": "Alice"}))
        memory.put(ChatMessage(role="user", content=ANSWER, additional_kwargs={"name": "Bob"}))
        assert memory.flush(timeout=30)
        texts = [r.text for r in hs.list_records(user_id="alice", statuses=ALL)]
        assert texts == [f"Bob said: {ANSWER} (answering Alice: {QUESTION})"]
        # the same as hs.retain on the same two messages
        hs.retain(
            [
                {"role": "user", "content": QUESTION, "name": "Alice"},
                {"role": "user", "content": ANSWER, "name": "Bob"},
            ],
            user_id="carol",
        )
        assert [r.text for r in hs.list_records(user_id="carol", statuses=ALL)] == texts


# -- (b) one extraction per turn -----------------------------------------------------------------------------


def test_a_chat_engine_turn_costs_one_extraction(engine: Hindsight, extractor: ScriptedExtractor) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    chat = SimpleChatEngine.from_defaults(llm=MockLLM(max_tokens=8), memory=memory)
    chat.chat("I prefer PostgreSQL for new services")
    assert memory.flush(timeout=30)
    assert len(extractor.calls) == 1
    assert [t for t, _ in _window_steps(extractor, 0)] == ["user_input", "model_output"]
    chat.chat("I live in Lyon")
    assert memory.flush(timeout=30)
    assert len(extractor.calls) == 2  # the second turn: its own window (the first turn only as context)
    assert ("user_input", "I live in Lyon") in _window_steps(extractor, 1)
    assert {r.trace_id for r in engine.list_records(user_id="alice")} == {memory.trace_id}


async def test_an_async_chat_turn_costs_one_extraction(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    await SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory).achat("I prefer tea")
    assert await memory.aflush(timeout=30)
    assert len(extractor.calls) == 1
    assert _window_steps(extractor, 0) == [("user_input", "I prefer tea"), ("model_output", "Noted.")]


async def test_an_agent_turn_with_a_tool_is_one_window(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    llm, _ = tool_calling_llm(answer="It is sunny in Paris.")
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    await agent.run(user_msg="What's the weather in Paris?", memory=memory)
    assert await memory.aflush(timeout=30)
    assert len(extractor.calls) == 1
    types = [t for t, _ in _window_steps(extractor, 0)]
    assert types == ["user_input", "tool_call", "tool_result", "model_output"]


async def test_the_retaining_memory_reflects_a_turn_once(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = HindsightRetainingMemory.from_defaults(session_id="s1", memory_blocks=[block])
    await memory.aput(ChatMessage(role="user", content="I prefer window seats"))
    await memory.aput(ChatMessage(role="assistant", content="Noted: window seats."))
    assert await block.aflush(timeout=30)
    assert len(extractor.calls) == 1
    assert _window_steps(extractor, 0) == [
        ("user_input", "I prefer window seats"),
        ("model_output", "Noted: window seats."),
    ]


# -- (c) the records cite the session's messages, once -------------------------------------------------------


def test_two_turns_give_records_citing_the_sessions_messages_once(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    chat = SimpleChatEngine.from_defaults(llm=NumberedReplies(), memory=memory)
    chat.chat("I prefer PostgreSQL")
    chat.chat("I live in Lyon")
    assert memory.flush(timeout=30)

    trace = memory.session_trace()
    assert trace is not None and trace.trace_id == memory.trace_id
    assert [(s.type, s.content) for s in trace.steps] == [
        ("user_input", "I prefer PostgreSQL"),
        ("model_output", "Answer 1."),
        ("user_input", "I live in Lyon"),
        ("model_output", "Answer 2."),
    ]
    records = engine.list_records(user_id="alice", statuses=ALL)
    cited = [source for r in records for source in r.source_ids]
    assert sorted(cited) == sorted(s.step_id for s in trace.steps)  # every message once, nothing else
    assert sorted(r.text for r in records) == sorted(s.content for s in trace.steps)
    assert all(r.occurrences == 1 and r.trace_id == memory.trace_id for r in records)


def test_a_session_longer_than_a_trace_goes_on_in_a_new_one(tmp_path: Path) -> None:
    config = HindsightConfig(limits=LimitsConfig(max_steps_per_trace=4))
    extractor = ScriptedExtractor()
    with Hindsight(tmp_path / "hs", config=config, embedder=HashEmbedder(64), extractor=extractor) as hs:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        chat = SimpleChatEngine.from_defaults(llm=NumberedReplies(), memory=memory)
        for text in ("I prefer PostgreSQL", "I live in Lyon", "I am vegetarian"):
            chat.chat(text)
        assert memory.flush(timeout=30) and len(extractor.calls) == 3
        trace = memory.session_trace()
        assert trace is not None and trace.trace_id == f"{memory.trace_id}-1"
        assert [s.content for s in trace.steps] == ["I am vegetarian", "Answer 3."]
        assert len(hs.list_records(user_id="alice", statuses=ALL)) == 6


def test_a_reset_holds_when_the_session_goes_on_in_a_new_trace(tmp_path: Path) -> None:
    """reset(), then more turns than a trace holds: the next memory of the session still starts after the reset
    (the mark is in the part the reset was made in)."""
    config = HindsightConfig(limits=LimitsConfig(max_steps_per_trace=4))
    with Hindsight(
        tmp_path / "hs", config=config, embedder=HashEmbedder(64), extractor=ScriptedExtractor()
    ) as hs:

        def chat() -> SimpleChatEngine:
            memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
            return SimpleChatEngine.from_defaults(llm=NumberedReplies(), memory=memory)

        chat().chat("Planning a surprise party.")
        chat().reset()
        for text in ("I live in Lyon", "I am vegetarian", "I prefer tea"):
            chat().chat(text)
        restored = [str(m.content) for m in HindsightMemory.from_defaults(
            engine=hs, user_id="alice", session_id="s1").get_all()]  # fmt: skip
        assert "I prefer tea" in restored and not any("surprise" in text for text in restored)


# -- journal first: nothing put is lost ----------------------------------------------------------------------


def test_a_message_is_journaled_when_put_and_reflected_with_its_answer(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    memory.put(ChatMessage(role="user", content="My passport number is X1234567"))
    assert any("X1234567" in body for body in journaled_texts(engine.data_dir))  # durable on return
    assert engine.stats()["queued_windows"] == 0 and not extractor.calls  # held for the answer
    memory.put(ChatMessage(role="assistant", content="Noted."))
    assert memory.flush(timeout=30) and len(extractor.calls) == 1
    assert "My passport number is X1234567" in [r.text for r in engine.list_records(user_id="alice")]


def test_closing_the_engine_reflects_a_turn_in_progress(tmp_path: Path) -> None:
    data = tmp_path / "hs"
    hs = make_engine(data)
    memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
    memory.put(ChatMessage(role="user", content="I prefer aisle seats"))
    hs.close()  # no flush first
    with make_engine(data) as again:
        assert again.stats()["queued_windows"] == 0
        assert [r.text for r in again.list_records(user_id="alice")] == ["I prefer aisle seats"]


SCRIPT = textwrap.dedent(
    """
    import os, sys
    from llama_index.core.base.llms.types import ChatMessage
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.testing.extractors import ScriptedExtractor
    from hindsight_llamaindex import HindsightMemory

    data_dir, mode = sys.argv[1], sys.argv[2]
    if mode == "data_dir":  # the memory opens the engine itself, and the script simply ends
        memory = HindsightMemory.from_defaults(data_dir=data_dir, user_id="alice", session_id="s1")
    else:
        hs = Hindsight(data_dir=data_dir, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
    memory.put(ChatMessage(role="user", content="I prefer PostgreSQL for new services"))
    print("put returned", flush=True)
    if mode == "killed":
        os._exit(0)  # no exit hook runs: only the journal has the message
    """
)


def _run_script(tmp_path: Path, mode: str) -> Path:
    data_dir = tmp_path / "hs"
    done = run_script(tmp_path, SCRIPT, str(data_dir), mode)
    assert "put returned" in done.stdout
    assert "Traceback" not in done.stderr, done.stderr  # a script may simply end
    return data_dir


def test_a_message_put_right_before_the_script_exits_is_reflected(tmp_path: Path) -> None:
    data_dir = _run_script(tmp_path, "exit")
    with make_engine(data_dir) as fresh:
        assert fresh.stats()["queued_windows"] == 0  # reflected in the script's process, at exit
        texts = [r.text for r in fresh.list_records(user_id="alice")]
        assert texts == ["I prefer PostgreSQL for new services"]


def test_a_memory_that_opened_its_engine_closes_it_cleanly_when_the_script_ends(tmp_path: Path) -> None:
    data_dir = _run_script(tmp_path, "data_dir")  # no traceback at exit (asserted there)
    with Hindsight(data_dir=data_dir) as fresh:
        assert [r.text for r in fresh.list_records(user_id="alice")] == [
            "The user said: I prefer PostgreSQL for new services"
        ]


def test_a_message_put_before_the_process_is_killed_is_recovered_by_the_next_engine(tmp_path: Path) -> None:
    """Chat apps start a new session per conversation: the killed turn must not wait for its session to be
    used again. The next engine on the data directory queues the held message on open and reflects on it;
    the session, if it goes on, extracts only what is new."""
    data_dir = _run_script(tmp_path, "killed")
    extractor = ScriptedExtractor()
    with make_engine(data_dir, extractor) as fresh:
        fresh.wait_background()  # resumed on open, no memory on the session needed
        assert [r.text for r in fresh.list_records(user_id="alice")] == [
            "I prefer PostgreSQL for new services"
        ]
        assert fresh.stats()["held_traces"] == 0
        memory = HindsightMemory.from_defaults(engine=fresh, user_id="alice", session_id="s1")
        memory.put(ChatMessage(role="assistant", content="Noted: PostgreSQL."))  # the session goes on
        assert memory.flush(timeout=30) and len(extractor.calls) == 2
        texts = sorted(r.text for r in fresh.list_records(user_id="alice", statuses=ALL))
        assert texts == ["I prefer PostgreSQL for new services", "Noted: PostgreSQL."]
        assert all(r.occurrences == 1 for r in fresh.list_records(user_id="alice", statuses=ALL))


def test_messages_an_earlier_version_held_apart_join_the_session(
    engine: Hindsight, extractor: ScriptedExtractor
) -> None:
    """Before journal holds, a turn in progress was kept in a companion trace ('<trace id>-held'): a store
    written then still gets those messages extracted, with the answer, once."""
    from hindsight_core.models import Scope, Trace, TraceStep

    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    held = TraceStep(step_id="old-1", type="user_input", content="I prefer PostgreSQL for new services")
    companion = Trace(
        trace_id=f"{memory.trace_id}-held",
        scope=Scope(user_id="alice", session_id="s1"),
        metadata={"holds_for": memory.trace_id, "part": 0, "held_steps": [held.model_dump(mode="json")]},
    )
    engine.journal_trace(companion)
    memory.put(ChatMessage(role="assistant", content="Noted: PostgreSQL."))
    assert memory.flush(timeout=30).ok and len(extractor.calls) == 1
    texts = sorted(r.text for r in engine.list_records(user_id="alice", statuses=ALL))
    assert texts == ["I prefer PostgreSQL for new services", "Noted: PostgreSQL."]
    emptied = engine.engine.journal.get_trace(f"{memory.trace_id}-held")
    assert emptied is not None and emptied.metadata["held_steps"] == []


def test_an_app_sending_its_own_history_each_request_records_each_message_once(engine: Hindsight) -> None:
    """A stateless web app: a new memory per request, the conversation it keeps sent as chat_history (the
    engine sets it on the memory). Each message is one step of the session, each fact stored once, and one
    statement does not become a learned (induced) memory."""
    history: list[ChatMessage] = []
    llm = NumberedReplies()
    for text in ("My cat is named Tom.", "I work as a nurse.", "I drive a red Honda."):
        memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="web-1")
        reply = SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat(text, chat_history=list(history))
        history += [ChatMessage(role="user", content=text), ChatMessage(role="assistant", content=str(reply))]
        assert memory.flush(timeout=30).ok
    trace = memory.session_trace()
    assert trace is not None and [s.content for s in trace.steps] == [str(m.content) for m in history]
    records = engine.list_records(user_id="alice", statuses=ALL)
    assert all(r.occurrences == 1 for r in records) and len(records) == 6
    assert engine.induce(user_id="alice") == []


def test_a_turn_across_the_end_of_a_trace_is_reflected_whole(tmp_path: Path) -> None:
    """The question is held in the full trace; its answer starts the next one: the question is queued and
    reflected then, not left held until another engine opens the data directory."""
    config = HindsightConfig(limits=LimitsConfig(max_steps_per_trace=3))
    with Hindsight(
        tmp_path / "hs", config=config, embedder=HashEmbedder(64), extractor=ScriptedExtractor()
    ) as hs:
        memory = HindsightMemory.from_defaults(engine=hs, user_id="alice", session_id="s1")
        for role, text in [("user", "I prefer PostgreSQL"), ("assistant", "Noted."), ("user", "I live in Lyon"),
                           ("assistant", "Lyon it is.")]:  # fmt: skip
            memory.put(ChatMessage(role=role, content=text))
        assert memory.flush(timeout=30).ok and hs.stats()["held_traces"] == 0
        texts = sorted(r.text for r in hs.list_records(user_id="alice", statuses=ALL))
    assert texts == ["I live in Lyon", "I prefer PostgreSQL", "Lyon it is.", "Noted."]
