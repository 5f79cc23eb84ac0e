"""Bad input to the LangChain adapters is refused when it is given, with a message saying what to do, or kept as
well as it can be: never accepted, then lost in the background with tracebacks in the log."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_langchain import (
    HindsightCallbackHandler,
    HindsightChatMessageHistory,
    HindsightMemory,
    HindsightMiddleware,
    HindsightRetriever,
    HindsightStore,
    LangChainStructuredLLM,
    create_memory_tools,
)
from tests.capture.test_reflector import journaled_texts
from tests.langchain.conftest import scripted_model

#: What ``errors="surrogateescape"`` makes of Latin-1 bytes read as UTF-8: lone surrogates.
UNDECODED = b"Caf\xe9 order for J\xe9r\xf4me".decode("utf-8", errors="surrogateescape")
KEPT = "Caf\ufffd order for J\ufffdr\ufffdme"


@pytest.mark.parametrize("bad", ["acme\talice", "a\nb", "nul\x00id"])
def test_a_per_call_user_with_a_control_character_is_refused_before_the_turn(
    engine: Hindsight, bad: str, caplog: pytest.LogCaptureFixture
) -> None:
    """ "acme\\talice" (a tenant key from a TSV row) was accepted, the agent answered, and the turn was retried
    with tracebacks, then lost at exit: the journal never takes an id with a control character."""
    middleware = HindsightMiddleware(engine=engine)
    agent = create_agent(scripted_model(AIMessage("Noted.")), [], middleware=[middleware])
    with caplog.at_level(logging.WARNING, logger="hindsight"):
        with pytest.raises(
            UserError, match="HindsightMiddleware: user_id must not contain control characters"
        ):
            agent.invoke(
                {"messages": [("user", "I am allergic to penicillin.")]},
                config={"configurable": {"user_id": bad}},
            )
        assert middleware.flush(timeout=30).ok and middleware.failed_traces == []
    assert "could not be journaled" not in caplog.text and "Traceback" not in caplog.text
    assert journaled_texts(engine.data_dir) == []

    handler = HindsightCallbackHandler(engine=engine)
    with caplog.at_level(logging.ERROR, logger="hindsight_langchain"):
        create_agent(scripted_model(AIMessage("Noted.")), []).invoke(
            {"messages": [("user", "I am allergic to penicillin.")]},
            config={"callbacks": [handler], "configurable": {"user_id": bad}},
        )
    assert handler.flush(timeout=30).ok and handler.failed_traces == []
    assert (
        "is not recorded: HindsightCallbackHandler: user_id must not contain control characters"
        in caplog.text
    )

    store = create_memory_tools(engine=engine)[0]
    answer = store.invoke({"text": "Bob likes tea"}, config={"configurable": {"user_id": bad}})
    assert answer.startswith("create_memory_tools: user_id must not contain control characters")
    assert journaled_texts(engine.data_dir) == []


def test_the_message_says_what_to_pass(engine: Hindsight) -> None:
    agent = create_agent(
        scripted_model(AIMessage("Noted.")), [], middleware=[HindsightMiddleware(engine=engine)]
    )
    with pytest.raises(UserError) as caught:
        agent.invoke({"messages": [("user", "Hi")]}, context={"user_id": "acme\talice"})
    assert (
        "'acme\\talice' has '\\t' at position 4; remove it or use a visible separator (e.g. 'acme-alice')"
        in (str(caught.value))
    )


def test_a_per_call_session_the_journal_cannot_take_is_refused(engine: Hindsight) -> None:
    agent = create_agent(
        scripted_model(AIMessage("Noted.")), [], middleware=[HindsightMiddleware(engine=engine)]
    )
    with pytest.raises(
        UserError, match="HindsightMiddleware: session_id must not contain control characters"
    ):
        agent.invoke({"messages": [("user", "Hi")]}, context={"user_id": "alice", "session_id": "s\n1"})
    long_user = "u" * (engine.config.limits.max_id_chars + 1)
    with pytest.raises(UserError, match="max_id_chars"):
        agent.invoke({"messages": [("user", "Hi")]}, context={"user_id": long_user})
    assert journaled_texts(engine.data_dir) == []


BUILDERS: dict[str, Callable[..., object]] = {
    "middleware": lambda engine, **ids: HindsightMiddleware(engine=engine, **ids),
    "handler": lambda engine, **ids: HindsightCallbackHandler(engine=engine, **ids),
    "memory": lambda engine, **ids: HindsightMemory(engine=engine, **ids),
    "retriever": lambda engine, **ids: HindsightRetriever(engine=engine, **ids),
    "tools": lambda engine, **ids: create_memory_tools(engine=engine, **ids),
    "history": lambda engine, **ids: HindsightChatMessageHistory(
        engine=engine, **{"user_id": "alice", "session_id": "s1", **ids}
    ),
}


@pytest.mark.parametrize("field", ["user_id", "session_id", "agent_id"])
@pytest.mark.parametrize("adapter", sorted(BUILDERS))
def test_an_adapter_built_with_an_id_the_journal_cannot_take_is_refused(
    engine: Hindsight, adapter: str, field: str
) -> None:
    with pytest.raises(UserError, match=f"{field} must not contain control characters.*remove it"):
        BUILDERS[adapter](engine, **{field: "acme\talice"})
    with pytest.raises(UserError, match=f"{field} is not valid Unicode text"):
        BUILDERS[adapter](engine, **{field: "alice\udc80"})


@pytest.mark.parametrize("k", ["5", 1.5, True, None])
@pytest.mark.parametrize("adapter", ["middleware", "memory", "retriever", "tools"])
def test_k_that_is_no_whole_number_is_a_user_error_saying_what_to_pass(
    engine: Hindsight, adapter: str, k: Any
) -> None:
    """HindsightMiddleware(k="5") raised a TypeError from a comparison; the pydantic ones took "5" and True."""
    with pytest.raises(UserError, match=r"k must be a whole number, not .*; pass a whole number such as k=5"):
        BUILDERS[adapter](engine, user_id="alice", k=k)
    with pytest.raises(UserError, match=r"k must be at most 1,000.*max_k"):
        BUILDERS[adapter](engine, user_id="alice", k=10**6)
    assert BUILDERS[adapter](engine, user_id="alice", k=3)


def test_undecodable_text_is_kept_with_a_replacement_character(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """A message read with errors="surrogateescape" was accepted, never stored, retried at every flush and
    lost at exit: the turn is kept, the bytes that were no UTF-8 shown as U+FFFD."""
    middleware = HindsightMiddleware(engine=engine, background=False)
    agent = create_agent(scripted_model(AIMessage("Noted.")), [], middleware=[middleware])
    with caplog.at_level(logging.WARNING, logger="hindsight"):
        out = agent.invoke({"messages": [("user", UNDECODED)]}, context={"user_id": "alice"})
        assert out["messages"][-1].text == "Noted."
        assert middleware.flush(timeout=30).ok and middleware.failed_traces == []
    assert "could not be journaled" not in caplog.text and "recall failed" not in caplog.text
    assert any(KEPT in r.text for r in engine.list_records(user_id="alice"))

    history = HindsightChatMessageHistory(engine=engine, user_id="bob", session_id="s1", background=False)
    history.add_messages([HumanMessage(UNDECODED), AIMessage("Noted.")])
    assert [m.text for m in history.messages] == [KEPT, "Noted."]
    assert history.flush(timeout=30).ok
    assert any(KEPT in r.text for r in engine.list_records(user_id="bob"))


@pytest.mark.parametrize("steps", [0, -1, "3", 2.5, True])
def test_a_handler_checkpoint_that_is_no_whole_number_from_1_is_refused_when_built(
    engine: Hindsight, steps: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """HindsightCallbackHandler(checkpoint_steps=-1) or "3" was accepted: every run's capture then failed
    with a traceback in the log, flush() said ok, and nothing was recorded."""
    with pytest.raises(UserError, match=r"HindsightCallbackHandler: checkpoint_steps must be"):
        HindsightCallbackHandler(engine=engine, user_id="alice", checkpoint_steps=steps)
    handler = HindsightCallbackHandler(engine=engine, user_id="alice", checkpoint_steps=2)
    with caplog.at_level(logging.WARNING, logger="hindsight_langchain"):
        create_agent(scripted_model(AIMessage("Noted.")), []).invoke(
            {"messages": [("user", "I am allergic to penicillin.")]}, config={"callbacks": [handler]}
        )
        assert handler.flush(timeout=30).ok
    assert "capture failed" not in caplog.text
    assert any("I am allergic to penicillin." in text for text in journaled_texts(engine.data_dir))


def test_a_message_over_the_size_limit_is_journaled_when_its_turn_starts(
    engine: Hindsight, caplog: pytest.LogCaptureFixture
) -> None:
    """The middleware journals the user's words when a turn starts (a dropped stream, a crash keep them): a
    message over limits.max_message_chars (a pasted log) was refused there with a traceback in the log, and
    kept only if the process lived to reflect on it; its start and end are kept, as at the turn's end."""
    pasted = "Deploy log: " + "step ok; " * 12_000 + "FAILED: disk full on db-2"
    assert len(pasted) > engine.config.limits.max_message_chars
    middleware = HindsightMiddleware(engine=engine, user_id="yuki")
    agent = create_agent(scripted_model(AIMessage("The disk is full.")), [], middleware=[middleware])
    with caplog.at_level(logging.WARNING, logger="hindsight"):
        for _ in agent.stream({"messages": [("user", pasted)]}, stream_mode="messages"):
            break  # the consumer stops at the model's first token: the turn never ends
        journaled = journaled_texts(engine.data_dir)  # before any reflection: what a crash now would keep
        assert middleware.flush(timeout=30).ok
    assert "could not be journaled" not in caplog.text and "Traceback" not in caplog.text
    assert any("Deploy log: step ok;" in text and "FAILED: disk full on db-2" in text for text in journaled)


@pytest.mark.parametrize(
    "build",
    [
        lambda: HindsightMiddleware(data_dir=123, user_id="alice"),
        lambda: HindsightCallbackHandler(data_dir=123, user_id="alice"),
        lambda: HindsightMemory(data_dir=123, user_id="alice"),
        lambda: HindsightRetriever(data_dir=123, user_id="alice"),
        lambda: create_memory_tools(data_dir=123, user_id="alice"),
    ],
)
def test_a_data_dir_that_is_no_path_is_a_user_error_saying_what_to_pass(build: Callable[[], object]) -> None:
    """It was pathlib's TypeError ("expected str, bytes or os.PathLike object, not int")."""
    with pytest.raises(UserError, match=r"data_dir must be a folder path .* not 123"):
        build()


@pytest.mark.parametrize("bad", [1, 2.5, ["alice"]])
@pytest.mark.parametrize("field", ["user_id", "session_id", "agent_id"])
@pytest.mark.parametrize("adapter", sorted(BUILDERS))
def test_an_adapter_built_with_an_id_that_is_no_string_is_a_user_error(
    engine: Hindsight, adapter: str, field: str, bad: object
) -> None:
    """HindsightMemory(user_id=1) and HindsightRetriever(user_id=1) raised pydantic's ValidationError
    ("Input should be a valid string") where every other adapter says what to pass."""
    with pytest.raises(UserError, match=field) as caught:
        BUILDERS[adapter](engine, **{field: bad})
    assert type(caught.value) is UserError


@pytest.mark.parametrize(
    ("said", "answered"),
    [
        (HumanMessage("My sister is called Ana"), AIMessage("Nice, Ana it is.")),
        ([HumanMessage("My sister is called Ana")], [AIMessage("Nice, Ana it is.")]),
        (
            [
                {"type": "text", "text": "My sister is called Ana"},
                {"type": "image_url", "image_url": {"url": "x"}},
            ],
            "Nice, Ana it is.",
        ),
        (b"My sister is called Ana", {"answer": "Nice, Ana it is.", "sources": []}),
    ],
)
def test_a_turn_saved_as_messages_blocks_bytes_or_a_dict_is_stored_as_its_words(
    engine: Hindsight, said: object, answered: object
) -> None:
    """A chain whose input or output is a message, a list of messages or content blocks, bytes, or a dict of the
    answer and its sources was stored as Python's repr: "content='My sister is called Ana' additional_kwargs={}
    response_metadata={}", "b'...'", "{'answer': ..., 'sources': []}", a memory recalled as such."""
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s1", background=False)
    memory.save_context({"input": said}, {"output": answered})
    (body,) = journaled_texts(engine.data_dir)
    assert "My sister is called Ana" in body and "Nice, Ana it is." in body
    for repr_only in ("additional_kwargs", "content=", "b'", "'answer'", "image_url", "'type'"):
        assert repr_only not in body


@pytest.mark.parametrize(
    ("said", "answered", "kept"),
    [
        (
            Document("My sister is called Ana"),
            "Nice, Ana it is.",
            ["My sister is called Ana", "Nice, Ana it is."],
        ),
        (
            [
                Document("My sister is called Ana", metadata={"source": "notes.md"}),
                Document("She lives in Porto"),
            ],
            {"output": [Document("Ana lives in Porto.")]},
            ["My sister is called Ana\n\nShe lives in Porto", "Ana lives in Porto."],
        ),
        ("My sister is called Ana", [], ["My sister is called Ana"]),
    ],
    ids=["a-document", "documents", "an-empty-list"],
)
def test_a_turn_saved_as_documents_is_stored_as_their_text(
    engine: Hindsight, said: object, answered: object, kept: list[str]
) -> None:
    """Documents (a retrieval chain's input or output) were stored as Python's repr, "page_content='My sister is
    called Ana' metadata={}", and an empty list as the text "[]"."""
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s1", background=False)
    memory.save_context({"input": said}, {"output": answered})
    (body,) = journaled_texts(engine.data_dir)
    contents = [step["content"] for step in json.loads(body)["steps"]]
    assert contents == kept
    for repr_only in ("page_content", "metadata=", "Document(", "[]"):
        assert repr_only not in "".join(contents)


def test_a_turn_saved_as_a_dict_of_the_question_and_its_context_is_stored_as_the_question(
    engine: Hindsight,
) -> None:
    """A chain input that is itself a dict of the user's question and what came with it (``{"question": ...,
    "context": [...]}``) was stored as Python's repr of the whole dict, documents and all."""
    memory = HindsightMemory(engine=engine, user_id="alice", session_id="s1", background=False)
    said = {"question": "My sister is called Ana. Where does she live?", "context": [Document("Ana: Porto")]}
    memory.save_context({"input": said}, {"output": {"answer": "In Porto.", "context": [Document("x")]}})
    (body,) = journaled_texts(engine.data_dir)
    contents = [step["content"] for step in json.loads(body)["steps"]]
    assert contents == ["My sister is called Ana. Where does she live?", "In Porto."]


class _Reading:
    """A result object of an app's own, with no text of its own (Python's default repr)."""

    def __init__(self, value: float) -> None:
        self.value = value


def test_a_chain_value_with_no_text_is_refused_not_stored_as_its_repr(engine: Hindsight) -> None:
    """An object of the app's own was stored as "<tests.langchain.test_bad_input._Reading object at 0x7f...>"."""
    memory = HindsightMemory(engine=engine, user_id="alice", background=False)
    with pytest.raises(
        UserError, match=r"HindsightMemory: a chain input or output is a _Reading, which has no text"
    ):
        memory.save_context({"input": _Reading(3.5)}, {"output": "ok"})
    memory.save_context({"input": 42}, {"output": 3.5})  # a number is its digits
    (body,) = journaled_texts(engine.data_dir)
    assert [step["content"] for step in json.loads(body)["steps"]] == ["42", "3.5"]


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.save_context(None, {"output": "ok"}),
        lambda m: m.save_context({"input": "I live in Oslo"}, None),
        lambda m: m.save_context("I live in Oslo", {"output": "ok"}),
        lambda m: m.load_memory_variables(None),
        lambda m: m.load_memory_variables("where do I live?"),
    ],
)
def test_chain_inputs_or_outputs_that_are_no_dict_are_a_user_error(
    engine: Hindsight, call: Callable[[HindsightMemory], object]
) -> None:
    """None raised a TypeError ("'NoneType' object is not iterable"); a string was read as its letters ("cannot
    tell which chain input holds the user's words among ['I', ' ', 'l', ...]")."""
    memory = HindsightMemory(engine=engine, user_id="alice", background=False)
    with pytest.raises(UserError, match=r"HindsightMemory: .* a dict of the chain's (inputs|outputs)"):
        call(memory)


@pytest.mark.parametrize(
    ("build", "says"),
    [
        (
            lambda e: HindsightMemory(engine=e, user_id="alice", recent_turn=3),
            r"recent_turn.*did you mean recent_turns",
        ),
        (
            lambda e: HindsightMemory(engine=e, user_id="alice", inputkey="question"),
            r"inputkey.*did you mean input_key",
        ),
        (
            lambda e: HindsightRetriever(engine=e, user_id="alice", include_pendin=True),
            r"did you mean include_pending",
        ),
    ],
)
def test_a_misspelt_setting_is_refused_not_ignored(
    engine: Hindsight, build: Callable[[Hindsight], object], says: str
) -> None:
    """It was ignored: the setting kept its default with no word (recent_turn=3 kept 10 turns)."""
    with pytest.raises(UserError, match=r"has no setting .*" + says):
        build(engine)


@pytest.mark.parametrize(
    ("build", "setting"),
    [
        (lambda e: HindsightMemory(engine=e, user_id="alice", memory_key=5), "memory_key"),
        (lambda e: HindsightMemory(engine=e, user_id="alice", recent_turns=-1), "recent_turns"),
        (lambda e: HindsightRetriever(engine=e, user_id="alice", include_pending="maybe"), "include_pending"),
    ],
)
def test_a_setting_of_the_wrong_type_is_a_user_error_naming_it(
    engine: Hindsight, build: Callable[[Hindsight], object], setting: str
) -> None:
    """It was pydantic's ValidationError dump with its link."""
    with pytest.raises(UserError, match=rf"got invalid settings \({setting}: "):
        build(engine)


def test_an_adapter_opening_its_data_dir_reads_the_embedder_the_cli_reads(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store the CLI built under ``HINDSIGHT_EMBEDDER=hash`` was opened by ``data_dir=`` with the bundled
    model (EmbeddingMismatchError, saying to run `hindsight reindex`, which rebuilt it with hash again)."""
    from hindsight_core.embeddings import HashEmbedder

    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    retriever = HindsightRetriever(data_dir=tmp_path / "d", user_id="alice")
    try:
        assert isinstance(retriever.engine.aio.embedder, HashEmbedder)
    finally:
        retriever.close()


def test_an_adapter_opening_its_data_dir_names_a_wrong_embedder_setting_and_no_other(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The embedder's settings are read as the CLI reads them (a wrong one is named as the variable), and only
    they: a limit set wrong for the server is not this adapter's."""
    from hindsight_core.errors import ConfigError

    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hsh")
    with pytest.raises(ConfigError, match="invalid setting HINDSIGHT_EMBEDDER: Input should be 'minilm'"):
        HindsightRetriever(data_dir=tmp_path / "d", user_id="alice")
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_K", "abc")
    retriever = HindsightRetriever(data_dir=tmp_path / "d", user_id="alice")
    retriever.close()


@pytest.mark.parametrize(
    ("build", "says"),
    [
        (
            lambda e: create_memory_tools(engine=e, prefx="memory_"),
            r"create_memory_tools has no setting .*: did you mean name_prefix=",
        ),
        (
            lambda e: HindsightMiddleware(engine=e, usr="alice"),
            r"HindsightMiddleware has no setting .*: did you mean user_id=",
        ),
        (
            lambda e: HindsightCallbackHandler(engine=e, sesion_id="s1"),
            r"has no setting .*: did you mean session_id=",
        ),
        (
            lambda e: HindsightChatMessageHistory(engine=e, user_id="alice", sesion_id="s1"),
            r"HindsightChatMessageHistory has no setting .*: did you mean session_id=",
        ),
        (
            lambda e: HindsightStore(engine=e, index_field=["a"]),
            r"HindsightStore has no setting .*: did you mean index_fields=",
        ),
        (
            lambda e: LangChainStructuredLLM(chat_modle=None),
            r"LangChainStructuredLLM has no setting .*: did you mean chat_model=",
        ),
    ],
)
def test_a_misspelt_keyword_of_a_plain_adapter_names_the_one_meant(
    engine: Hindsight, build: Callable[[Hindsight], object], says: str
) -> None:
    """create_memory_tools(prefx=...) raised Python's bare TypeError ("got an unexpected keyword argument"),
    where the pydantic adapters named the misspelt setting and the one meant."""
    with pytest.raises(UserError, match=says):
        build(engine)


def test_a_required_keyword_left_out_is_named() -> None:
    """LangChainStructuredLLM() raised "missing 1 required positional argument: 'chat_model'"."""
    with pytest.raises(UserError, match=r"LangChainStructuredLLM needs chat_model="):
        LangChainStructuredLLM()  # type: ignore[call-arg]


@pytest.mark.parametrize("prefix", [3, "memory ", "mémoire_", "a/b_"])
def test_a_name_prefix_no_tool_name_can_start_with_is_refused_when_built(
    engine: Hindsight, prefix: object
) -> None:
    """``name_prefix="memory "`` built tools named "memory store_memory", which chat model APIs refuse on the first
    call (tool names are letters, digits, _ and -); ``3`` made "3store_memory" with no word."""
    with pytest.raises(UserError, match=r"create_memory_tools: name_prefix="):
        create_memory_tools(engine=engine, name_prefix=prefix)  # type: ignore[arg-type]


def test_a_name_prefix_of_letters_digits_and_dashes_names_the_tools(engine: Hindsight) -> None:
    tools = create_memory_tools(engine=engine, name_prefix="team-2_")
    assert [t.name for t in tools] == ["team-2_store_memory", "team-2_recall_memory", "team-2_forget_memory"]
