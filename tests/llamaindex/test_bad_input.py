"""Bad input to the LlamaIndex adapters is refused when it is given, with a message saying what to do, or kept as
well as it can be: never accepted, then lost in the background with tracebacks in the log."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pytest
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.llms.mock import MockFunctionCallingLLM

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_llamaindex import (
    HindsightInstrumentation,
    HindsightMemory,
    HindsightMemoryBlock,
    HindsightToolSpec,
    LlamaIndexStructuredLLM,
)
from tests.capture.test_reflector import journaled_texts
from tests.llamaindex.conftest import RecordingLLM

#: What ``errors="surrogateescape"`` makes of Latin-1 bytes read as UTF-8: lone surrogates.
UNDECODED = b"Caf\xe9 order for J\xe9r\xf4me".decode("utf-8", errors="surrogateescape")
KEPT = "Caf\ufffd order for J\ufffdr\ufffdme"


def _agent() -> FunctionAgent:
    answer = ChatMessage(role="assistant", content="Noted.")
    return FunctionAgent(tools=[], llm=MockFunctionCallingLLM(response_generator=lambda m, **k: answer))


@pytest.mark.parametrize("bad", ["a\nb", "acme\talice"])
async def test_a_run_user_with_a_control_character_is_not_captured_and_says_why(
    engine: Hindsight, bad: str, caplog: pytest.LogCaptureFixture
) -> None:
    """agent.run(user_id="a\\nb") was captured, then its trace retried with tracebacks and lost at exit: it
    is named at once, as an int user is, and nothing is left failing."""
    instrumentation = HindsightInstrumentation(engine=engine).attach()
    try:
        with caplog.at_level(logging.WARNING, logger="hindsight"):
            await _agent().run(user_msg="I am allergic to penicillin.", user_id=bad)
            assert instrumentation.flush(timeout=30).ok and instrumentation.failed_traces == []
        assert (
            "is not captured: HindsightInstrumentation: user_id must not contain control characters"
            in caplog.text
        )
        assert "could not be journaled" not in caplog.text and "Traceback" not in caplog.text
        assert journaled_texts(engine.data_dir) == []
        with (
            pytest.raises(UserError, match="HindsightInstrumentation.bind: user_id must not contain control"),
            instrumentation.bind(user_id=bad),
        ):
            pass
    finally:
        instrumentation.close()


async def test_a_wrong_run_user_never_falls_back_on_the_default_user(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """agent.run(user_id=42) was recorded as the instrumentation's default user: another user's memory."""
    instrumentation = HindsightInstrumentation(engine=engine, user_id="alice").attach()
    try:
        with caplog.at_level(logging.WARNING, logger="hindsight"):
            await _agent().run(user_msg="I am allergic to penicillin.", user_id=42)
        assert "the user_id given for this call must be a non-empty string" in caplog.text
        assert instrumentation.flush(timeout=30).ok
    finally:
        instrumentation.close()
    assert engine.list_records(user_id="alice") == []


BUILDERS: dict[str, Callable[..., object]] = {
    "memory": lambda engine, **kw: HindsightMemory.from_defaults(engine=engine, **{"user_id": "alice", **kw}),
    "block": lambda engine, **kw: HindsightMemoryBlock(engine=engine, **{"user_id": "alice", **kw}),
    "tools": lambda engine, **kw: HindsightToolSpec(engine=engine, **kw),
    "instrumentation": lambda engine, **kw: HindsightInstrumentation(engine=engine, **kw),
}


@pytest.mark.parametrize("field", ["user_id", "session_id", "agent_id"])
@pytest.mark.parametrize("adapter", sorted(BUILDERS))
def test_an_adapter_built_with_an_id_the_journal_cannot_take_is_refused(
    engine: Hindsight, adapter: str, field: str
) -> None:
    with pytest.raises(UserError, match=f"{field} must not contain control characters.*remove it"):
        BUILDERS[adapter](engine, **{field: "a\nb"})
    with pytest.raises(UserError, match=f"{field} is not valid Unicode text"):
        BUILDERS[adapter](engine, **{field: "alice\udc80"})


@pytest.mark.parametrize("k", ["5", 1.5, True, None])
@pytest.mark.parametrize("adapter", ["memory", "block", "tools"])
def test_k_that_is_no_whole_number_is_a_user_error_saying_what_to_pass(
    engine: Hindsight, adapter: str, k: Any
) -> None:
    with pytest.raises(UserError, match=r"k must be a whole number, not .*; pass a whole number such as k=5"):
        BUILDERS[adapter](engine, k=k)
    with pytest.raises(UserError, match=r"k must be at most 1,000.*max_k"):
        BUILDERS[adapter](engine, k=10**6)
    assert BUILDERS[adapter](engine, k=3)


def test_undecodable_text_is_kept_with_a_replacement_character(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """A message read with errors="surrogateescape" was accepted by the memory, never stored, retried at
    every flush and lost at exit: the turn is kept, the bytes that were no UTF-8 shown as U+FFFD."""
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    chat = SimpleChatEngine.from_defaults(llm=RecordingLLM("Noted."), memory=memory)
    with caplog.at_level(logging.WARNING, logger="hindsight"):
        chat.chat(UNDECODED)
        assert getattr(memory.session_trace(), "goal", None) == KEPT
        chat.chat("I am allergic to penicillin.")
        assert memory.flush(timeout=30).ok and memory.failed_traces == []
    assert "could not be journaled" not in caplog.text and "recall failed" not in caplog.text
    texts = [r.text for r in engine.list_records(user_id="alice")]
    assert any(KEPT in t for t in texts) and any("penicillin" in t for t in texts)
    trace = memory.session_trace()
    assert trace is not None
    assert [s.content for s in trace.steps] == [KEPT, "Noted.", "I am allergic to penicillin.", "Noted."]


async def test_an_instrumented_run_with_undecodable_text_is_kept(engine: Hindsight) -> None:
    instrumentation = HindsightInstrumentation(engine=engine, user_id="bob").attach()
    try:
        await _agent().run(user_msg=UNDECODED)
        assert instrumentation.flush(timeout=30).ok and instrumentation.failed_traces == []
    finally:
        instrumentation.close()
    (run,) = instrumentation.traces
    trace = engine.get_trace(run.trace_id)  # as journaled
    assert trace is not None and trace.goal == KEPT and trace.steps[0].content == KEPT
    assert any(KEPT in r.text for r in engine.list_records(user_id="bob"))


@pytest.mark.parametrize(
    ("field", "value"),
    [("token_limit", 0), ("recall_token_ratio", 1.5), ("insert_method", "top"), ("context_template", 5)],
)
def test_a_bad_memory_setting_is_a_user_error_naming_it(engine: Hindsight, field: str, value: object) -> None:
    """``k=0`` was a UserError, ``token_limit=0`` a raw pydantic ValidationError with a documentation link."""
    with pytest.raises(UserError, match=f"HindsightMemory.*{field}") as caught:
        HindsightMemory.from_defaults(engine=engine, user_id="alice", **{field: value})
    assert "errors.pydantic.dev" not in str(caught.value)


@pytest.mark.parametrize(
    "build",
    [
        lambda: HindsightMemory.from_defaults(data_dir=123, user_id="alice"),
        lambda: HindsightMemoryBlock(data_dir=123, user_id="alice"),
        lambda: HindsightToolSpec(data_dir=123),
        lambda: HindsightInstrumentation(data_dir=123),
    ],
)
def test_a_data_dir_that_is_no_path_is_a_user_error_saying_what_to_pass(build: Callable[[], object]) -> None:
    """It was pathlib's TypeError ("expected str, bytes or os.PathLike object, not int")."""
    with pytest.raises(UserError, match=r"data_dir must be a folder path .* not 123"):
        build()


@pytest.mark.parametrize("steps", [0, -1, "3", 2.5, True])
def test_an_instrumentation_checkpoint_that_is_no_whole_number_from_1_is_refused_when_built(
    engine: Hindsight, steps: object
) -> None:
    """It was accepted: every run's capture then failed in the background (0 quietly became the default)."""
    with pytest.raises(UserError, match="checkpoint_steps"):
        HindsightInstrumentation(engine=engine, checkpoint_steps=steps)  # type: ignore[arg-type]


@pytest.mark.parametrize("messages", ["where do I live?", [{"role": "user", "content": "where do I live?"}]])
async def test_a_memory_block_given_no_chat_messages_says_what_it_takes(
    engine: Hindsight, messages: Any
) -> None:
    """A string or OpenAI-style dicts raised an AttributeError ("'str' object has no attribute 'role'")."""
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    with pytest.raises(UserError, match=r"HindsightMemoryBlock takes llama_index ChatMessage objects, not"):
        await block.aget(messages)


@pytest.mark.parametrize(("setting", "value"), [("priority", "high"), ("name", 5)])
def test_a_memory_block_setting_of_the_wrong_type_is_a_user_error_naming_it(
    engine: Hindsight, setting: str, value: object
) -> None:
    """It was pydantic's ValidationError dump with its link, as HindsightMemory's settings were before."""
    with pytest.raises(UserError, match=rf"HindsightMemoryBlock got invalid settings \({setting}: "):
        HindsightMemoryBlock(engine=engine, user_id="alice", **{setting: value})


@pytest.mark.parametrize(
    ("build", "says"),
    [
        (
            lambda e: HindsightMemory.from_defaults(engine=e, user_id="alice", tokn_limit=500),
            "did you mean token_limit",
        ),
        (
            lambda e: HindsightMemory(engine=e, user_id="alice", insert_metod="user"),
            "did you mean insert_method",
        ),
        (lambda e: HindsightMemoryBlock(engine=e, user_id="alice", prioirty=1), "did you mean priority"),
    ],
)
def test_a_misspelt_setting_is_refused_not_ignored(
    engine: Hindsight, build: Callable[[Hindsight], object], says: str
) -> None:
    """It was ignored: the setting kept its default with no word (tokn_limit=500 kept 3000 tokens)."""
    with pytest.raises(UserError, match=r"has no setting .*" + says):
        build(engine)


@pytest.mark.parametrize("count", ["5", -1, 2.5])
async def test_a_token_count_that_is_no_whole_number_from_0_is_refused_by_get(
    engine: Hindsight, count: object
) -> None:
    """ "5" raised a TypeError ("unsupported operand type(s) for -: 'int' and 'str'") from the token budget."""
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    with pytest.raises(UserError, match=r"HindsightMemory.get: initial_token_count must be"):
        memory.get(input="where do I live?", initial_token_count=count)  # type: ignore[arg-type]
    with pytest.raises(UserError, match=r"HindsightMemory.get: initial_token_count must be"):
        await memory.aget(input="where do I live?", initial_token_count=count)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (None, r"from_dict takes the dict to_dict\(\) returned, not None"),
        ([("user_id", "alice")], r"from_dict takes the dict to_dict\(\) returned, not a list"),
        ('{"user_id": "alice"}', r"not a str: for a JSON string, use HindsightMemory\.from_json"),
        ({}, r"HindsightMemory\.from_dict: the dict has no 'user_id'"),
        ({"user_id": "alice", "chat_store": {"class_name": "NoSuchStore"}}, r"chat_store: .*NoSuchStore"),
        ({"user_id": "alice", "chat_store": {"store": {}}}, r"chat_store: .*no 'class_name'"),
    ],
    ids=["none", "list", "json-string", "empty", "unknown-chat-store", "chat-store-without-class"],
)
def test_from_dict_given_no_saved_memory_says_what_it_takes(engine: Hindsight, data: Any, says: str) -> None:
    """``from_dict(None)`` was a TypeError ("'NoneType' object is not a mapping"), a dict without ``user_id``
    another ("__init__() missing 1 required keyword-only argument"), a chat store LlamaIndex does not know a
    ValueError."""
    extra = {"data_dir": str(engine.data_dir)} if isinstance(data, dict) else {}
    with pytest.raises(UserError, match=says):
        HindsightMemory.from_dict(data if not extra else {**data, **extra})


def test_from_dict_rebuilds_what_to_dict_wrote_and_from_json_its_json(engine: Hindsight) -> None:
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="s1")
    memory.put(ChatMessage(role="user", content="I keep bees."))
    for again in (HindsightMemory.from_dict(memory.to_dict()), HindsightMemory.from_json(memory.to_json())):
        assert (again.user_id, again.session_id) == ("alice", "s1")
        assert [m.content for m in again.get_all()] == ["I keep bees."]
    memory.flush()


@pytest.mark.parametrize(
    ("setting", "says"),
    [
        ({"llm": "gpt-4o"}, r"HindsightMemory\.from_defaults: llm= takes a llama_index LLM .* not str"),
        ({"chat_store": {"store": {}}}, r"HindsightMemory\.from_defaults: chat_store: .*no 'class_name'"),
        (
            {"chat_store": "redis://x"},
            r"HindsightMemory\.from_defaults: chat_store= takes a llama_index chat store",
        ),
    ],
    ids=["llm-name", "chat-store-dict", "chat-store-url"],
)
def test_from_defaults_given_no_llm_or_chat_store_says_what_it_takes(
    engine: Hindsight, setting: dict[str, Any], says: str
) -> None:
    """``llm="gpt-4o"`` was an AttributeError ("'str' object has no attribute 'metadata'"), a chat store's dict
    a TypeError ("Can't instantiate abstract class BaseChatStore")."""
    with pytest.raises(UserError, match=says):
        HindsightMemory.from_defaults(engine=engine, user_id="alice", **setting)


def test_an_adapter_opening_its_data_dir_reads_the_embedder_the_cli_reads(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``data_dir=`` opened the store with the bundled model whatever ``HINDSIGHT_EMBEDDER`` said, the setting
    the CLI and the MCP server built it with."""
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_llamaindex import close_engines

    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    spec = HindsightToolSpec(data_dir=tmp_path / "d")
    try:
        assert isinstance(spec.engine.aio.embedder, HashEmbedder)
    finally:
        close_engines()


@pytest.mark.parametrize(
    ("build", "says"),
    [
        (
            lambda e: HindsightToolSpec(engine=e, usr="alice"),
            r"HindsightToolSpec has no setting .*: did you mean user_id=",
        ),
        (
            lambda e: HindsightInstrumentation(engine=e, keep_trace=5),
            r"has no setting .*: did you mean keep_traces=",
        ),
        (
            lambda e: LlamaIndexStructuredLLM(llm=None, llm_kwarg={}),
            r"has no setting .*: did you mean llm_kwargs=",
        ),
        # the memory: its user was a required keyword, so usr= raised "missing 1 required keyword-only argument"
        (
            lambda e: HindsightMemory(engine=e, usr="alice"),
            r"HindsightMemory has no setting 'usr': did you mean user_id=",
        ),
        (
            lambda e: HindsightMemory.from_defaults(engine=e, user="alice"),
            r"HindsightMemory has no setting 'user': did you mean user_id=",
        ),
    ],
)
def test_a_misspelt_keyword_of_a_plain_adapter_names_the_one_meant(
    engine: Hindsight, build: Callable[[Hindsight], object], says: str
) -> None:
    """HindsightToolSpec(usr=...) raised Python's bare TypeError ("got an unexpected keyword argument"), where
    the pydantic adapters named the misspelt setting and the one meant."""
    with pytest.raises(UserError, match=says):
        build(engine)


def test_a_memory_without_its_user_says_so(engine: Hindsight) -> None:
    with pytest.raises(UserError, match=r"HindsightMemory: user_id= must be a non-empty string"):
        HindsightMemory(engine=engine)


def test_a_memory_block_without_its_user_says_so(engine: Hindsight) -> None:
    """HindsightMemoryBlock(engine=...) raised "missing 1 required keyword-only argument: 'user_id'"."""
    with pytest.raises(UserError, match=r"HindsightMemoryBlock needs user_id="):
        HindsightMemoryBlock(engine=engine)  # type: ignore[call-arg]


def test_a_dispatcher_that_is_no_dispatcher_is_refused_when_built(engine: Hindsight) -> None:
    """``dispatcher="root"`` was taken, then attaching raised AttributeError ('str' object has no attribute
    'add_event_handler')."""
    with pytest.raises(UserError, match=r"HindsightInstrumentation: dispatcher= must be"):
        HindsightInstrumentation(engine=engine, user_id="alice", dispatcher="root")  # type: ignore[arg-type]
