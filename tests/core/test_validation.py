"""Issue 12: every bad input to the Python API is a ``UserError`` that names the argument (and, for a limit,
the setting that raises it), raised before any work; nothing stored is touched."""

from __future__ import annotations

import asyncio
import inspect
import math
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import (
    AsyncHindsight,
    Hindsight,
    HindsightConfig,
    LimitsConfig,
    MemoryRecord,
    Scope,
    Trace,
    TraceStep,
    UserError,
)
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES
from hindsight_core.settings import HindsightSettings
from hindsight_core.validation_layer import CHECKS, METHOD_CHECKS, checked

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
SMALL = LimitsConfig(
    max_message_chars=200,
    max_messages_per_retain=5,
    max_steps_per_trace=6,
    max_entities_per_record=4,
    max_query_chars=50,
    max_id_chars=64,
    max_list_items=3,
    max_k=10,
)


@pytest.fixture
def hs(tmp_path: Path) -> Iterator[Hindsight]:
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64))
    engine.remember("Bob deploys on Fridays", user_id="bob", occurred_at=T0)
    yield engine
    engine.close()


@pytest.fixture
def small(tmp_path: Path) -> Iterator[Hindsight]:
    engine = Hindsight(tmp_path / "small", embedder=HashEmbedder(64), config=HindsightConfig(limits=SMALL))
    yield engine
    engine.close()


def _bobs(hs: Hindsight) -> list[dict[str, Any]]:
    return [r.model_dump() for r in hs.list_records(user_id="bob", statuses=ALL_STATUSES)]


SAY = [{"role": "user", "content": "I prefer tea."}]

# (method, kwargs, words the message must contain): the list of raw exceptions and silent accepts.
BAD_CALLS: list[tuple[str, dict[str, Any], tuple[str, ...]]] = [
    ("remember", {"text": "Alice \ud800 likes tea", "user_id": "u"}, ("text", "lone surrogate", "U+D800")),
    (
        "retain",
        {"messages": [{"role": "user", "content": "tea \udcff"}], "user_id": "u"},
        ("message 0", "surrogate"),
    ),
    ("recall", {"query": "tea \ud800", "user_id": "u"}, ("query", "surrogate")),
    ("remember", {"text": "tea", "user_id": "u\udc80"}, ("user_id", "surrogate")),
    ("remember", {"text": "tea", "user_id": "u", "entities": ["ok", "\ud800"]}, ("entities[1]", "surrogate")),
    (
        "remember",
        {"text": "tea", "user_id": "u", "occurred_at": datetime(9999, 12, 31)},
        ("occurred_at", "2999"),
    ),
    ("remember", {"text": "tea", "user_id": "u", "occurred_at": datetime(1, 1, 1)}, ("occurred_at", "1000")),
    (
        "remember",
        {"text": "tea", "user_id": "u", "occurred_at": "2024-01-01"},
        ("occurred_at", "datetime", "str"),
    ),
    (
        "remember",
        {"text": "tea", "user_id": "u", "occurred_at": 1700000000},
        ("occurred_at", "datetime", "int"),
    ),
    (
        "remember",
        {"text": "tea", "user_id": "u", "occurred_at": date(2024, 1, 1)},
        ("occurred_at", "datetime"),
    ),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": math.nan}, ("ttl_days", "finite")),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": 1e308}, ("ttl_days", "36500")),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": math.inf}, ("ttl_days", "finite")),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": -5}, ("ttl_days", "above 0")),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": 0}, ("ttl_days", "above 0")),
    ("remember", {"text": "tea", "user_id": "u", "ttl_days": "7"}, ("ttl_days", "number")),
    ("remember", {"text": "tea", "user_id": "u", "confidence": math.nan}, ("confidence", "finite")),
    ("remember", {"text": "tea", "user_id": "u", "confidence": 2}, ("confidence", "at most 1")),
    ("remember", {"text": "tea", "user_id": "u", "source_kind": "rumour"}, ("source_kind", "user_stated")),
    ("remember", {"text": "tea", "user_id": "u", "entities": "Alice"}, ("entities", "list", "string")),
    ("remember", {"text": "tea", "user_id": "u", "attributes": ["a"]}, ("attributes", "mapping")),
    ("remember", {"text": "   ", "user_id": "u"}, ("text", "empty")),
    ("remember", {"text": b"tea", "user_id": "u"}, ("text", "string", "bytes")),
    ("remember", {"text": "tea", "user_id": " "}, ("user_id", "blank", "scopes every memory")),
    ("remember", {"text": "tea", "user_id": ""}, ("user_id", "blank")),
    ("remember", {"text": "tea", "user_id": None}, ("user_id", "not None")),
    ("remember", {"text": "tea", "user_id": 42}, ("user_id", "string", "int")),
    ("remember", {"text": "tea", "user_id": "u", "session_id": "  "}, ("session_id", "blank")),
    ("remember", {"text": "tea", "user_id": " alice "}, ("user_id", "spaces at its start or end", "'alice'")),
    ("recall", {"query": "tea", "user_id": "u", "agent_id": "bot "}, ("agent_id", "spaces", "'bot'")),
    ("remember", {"text": "tea", "user_id": "u", "event_type": ""}, ("event_type", "blank")),
    ("recall", {"query": "tea", "user_id": "u", "k": "5"}, ("k", "whole number", "str")),
    ("recall", {"query": "tea", "user_id": "u", "k": 1.5}, ("k", "whole number", "float")),
    ("recall", {"query": "tea", "user_id": "u", "k": math.nan}, ("k", "whole number")),
    ("recall", {"query": "tea", "user_id": "u", "k": True}, ("k", "whole number", "bool")),
    ("recall", {"query": "tea", "user_id": "u", "k": 0}, ("k", "at least 1")),
    ("recall", {"query": "tea", "user_id": "u", "k": 10**6}, ("k", "max_k", "HINDSIGHT_LIMITS__MAX_K")),
    ("recall", {"query": "tea", "user_id": "u", "event_types": "fact"}, ("event_types", "list", "'fact'")),
    ("recall", {"query": "tea", "user_id": "u", "since": "yesterday"}, ("since", "datetime")),
    ("recall", {"query": "tea", "user_id": "u", "until": datetime.max}, ("until", "2999")),
    ("recall", {"query": "tea", "user_id": "u", "reinforce": "no"}, ("reinforce", "True or False")),
    ("recall", {"query": "tea", "user_id": "u", "exclude_sources": "m-1"}, ("exclude_sources", "list")),
    ("recall", {"query": " ", "user_id": "u"}, ("query", "empty")),
    ("recall", {"query": "tea", "user_id": " "}, ("user_id", "blank")),
    ("retain", {"messages": "hello", "user_id": "u"}, ("messages", "list of messages")),
    ("retain", {"messages": [{"role": "user", "content": "x"}, 5], "user_id": "u"}, ("message 1", "int")),
    (
        "retain",
        {"messages": [{"role": "user", "content": "x", "timestamp": "soon"}], "user_id": "u"},
        ("message 0 timestamp", "ISO 8601"),
    ),
    (
        "retain",
        {"messages": [{"role": "user", "content": "x", "timestamp": "9999-01-01"}], "user_id": "u"},
        ("message 0 timestamp", "2999"),
    ),
    (
        "retain",
        {"messages": [{"role": "user", "content": "x", "name": 7}], "user_id": "u"},
        ("message 0 name", "string"),
    ),
    (
        "retain",
        {"messages": [{"role": "user", "content": "x", "tool_calls": [object()]}], "user_id": "u"},
        ("message 0 tool_calls", "JSON"),
    ),
    ("retain", {"messages": [{"role": None, "content": "x"}], "user_id": "u"}, ("message 0", "role")),
    ("retain", {"messages": SAY, "user_id": "u", "occurred_at": "2024-01-01"}, ("occurred_at", "datetime")),
    ("forget", {"query": "tea", "user_id": "u", "limit": "3"}, ("limit", "whole number")),
    ("forget", {"query": "tea", "user_id": "u", "hard": "false"}, ("hard", "True or False")),
    ("forget", {"query": "tea"}, ("user_id",)),
    ("forget", {"record_id": " "}, ("record_id", "blank")),
    ("forget", {}, ("exactly one of record_id= or query=",)),
    ("list_records", {"user_id": "u", "statuses": "active"}, ("statuses", "list")),
    ("list_records", {"user_id": "u", "statuses": ["alive"]}, ("statuses", "alive")),
    ("list_records", {"user_id": "u", "offset": -1}, ("offset", "at least 0")),
    ("maintain", {"user_id": "u", "now": datetime(9999, 1, 1)}, ("now", "2999")),
    ("induce", {"user_id": "u", "min_support": 0}, ("min_support", "at least 1")),
    ("retry_pending", {"limit": 0}, ("limit", "at least 1")),
    ("get_record", {"record_id": ""}, ("record_id", "blank")),
    ("audit", {"user_id": "\udcff"}, ("user_id", "surrogate")),
    # the int 123 was stored as "The user said: 123"; a dict as its JSON
    (
        "retain",
        {"messages": [{"role": "user", "content": 123}], "user_id": "u"},
        ("message 0 content must be text or a list of text parts", "not the int 123", "pass str(123)"),
    ),
    (
        "retain",
        {"messages": [SAY[0], {"role": "assistant", "content": {"answer": "tea"}}], "user_id": "u"},
        ("message 1 content must be text", "dict"),
    ),
    ("retain", {"messages": [{"role": "user", "content": True}], "user_id": "u"}, ("message 0", "bool")),
    (
        "remember",
        {"text": "tea", "user_id": "acme\talice"},
        ("user_id must not contain control characters", "remove it", "(e.g. 'acme-alice')"),
    ),
]


@pytest.mark.parametrize(
    ("method", "kwargs", "words"), BAD_CALLS, ids=[f"{m}-{i}" for i, (m, _, _) in enumerate(BAD_CALLS)]
)
def test_bad_input_is_a_user_error_naming_the_argument(
    hs: Hindsight, method: str, kwargs: dict[str, Any], words: tuple[str, ...]
) -> None:
    before = _bobs(hs)
    with pytest.raises(UserError) as caught:
        getattr(hs, method)(**kwargs)
    for word in words:
        assert word in str(caught.value), f"{word!r} not in {caught.value}"
    assert _bobs(hs) == before, "a refused call changed nothing stored"


def test_trace_with_a_bad_step_is_refused_before_journaling(hs: Hindsight) -> None:
    trace = Trace(scope=Scope(user_id="u"), steps=[TraceStep(type="user_input", content="ok \ud800")])
    with pytest.raises(UserError, match=r"trace step 0 content .*surrogate"):
        hs.reflect(trace)
    assert hs.get_trace(trace.trace_id) is None, "nothing was journaled"
    old = Trace(
        scope=Scope(user_id="u"),
        steps=[TraceStep(type="user_input", content="hi", timestamp=datetime(9999, 1, 1))],
    )
    with pytest.raises(UserError, match="timestamp"):
        hs.journal_trace(old)
    with pytest.raises(UserError, match="Trace"):
        hs.reflect({"steps": []})  # type: ignore[arg-type]


def test_trace_recorder_checks_its_scope_and_its_checkpoints(hs: Hindsight) -> None:
    with pytest.raises(UserError, match="user_id"):
        hs.trace(user_id=" ")
    session = hs.trace(user_id="u", goal="g")
    session.add_step("user_input", "ok \udcff")
    with pytest.raises(UserError, match="surrogate"):
        hs.reflect(session.trace)


def test_export_to_a_directory_or_a_missing_one_leaves_nothing(hs: Hindsight, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(UserError, match="is a directory"):
        hs.export_jsonl(folder)
    with pytest.raises(UserError, match="does not exist"):
        hs.export_jsonl(tmp_path / "missing" / "x.jsonl")
    assert list(folder.iterdir()) == []
    assert not list(tmp_path.glob("*.tmp")), "no .tmp left behind"
    with pytest.raises(UserError, match="does not exist"):
        hs.import_jsonl(tmp_path / "nope.jsonl")
    with pytest.raises(UserError, match="is a directory"):
        hs.import_jsonl(folder)
    with pytest.raises(UserError, match="is not a regular file"):
        hs.import_jsonl("/dev/null")
    # a folder that exists but cannot take the file (/proc): a UserError, not a raw OSError
    with pytest.raises(UserError, match="cannot write the export to /proc/x.jsonl"):
        hs.export_jsonl("/proc/x.jsonl")


def test_import_of_a_binary_file_is_a_user_error(hs: Hindsight, tmp_path: Path) -> None:
    binary = tmp_path / "x.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage\n")
    with pytest.raises(UserError, match=r"x.jsonl:1 is not UTF-8"):
        hs.import_jsonl(binary)


# ------------------------------------------------------------------------------------------------ limits


@pytest.mark.parametrize(
    ("method", "kwargs", "limit"),
    [
        ("remember", {"text": "x" * 201, "user_id": "u"}, "max_message_chars"),
        (
            "retain",
            {"messages": [{"role": "user", "content": "x" * 201}], "user_id": "u"},
            "max_message_chars",
        ),
        (
            "retain",
            {"messages": [{"role": "user", "content": [{"text": "y" * 300}]}], "user_id": "u"},
            "max_message_chars",
        ),
        ("retain", {"messages": SAY * 6, "user_id": "u"}, "max_messages_per_retain"),
        (
            "remember",
            {"text": "tea", "user_id": "u", "entities": [f"e{i}" for i in range(5)]},
            "max_entities_per_record",
        ),
        ("recall", {"query": "q" * 51, "user_id": "u"}, "max_query_chars"),
        ("forget", {"query": "q" * 51, "user_id": "u"}, "max_query_chars"),
        ("remember", {"text": "tea", "user_id": "u" * 65}, "max_id_chars"),
        ("remember", {"text": "tea", "user_id": "u", "source_ids": ["a", "b", "c", "d"]}, "max_list_items"),
        ("recall", {"query": "tea", "user_id": "u", "k": 11}, "max_k"),
    ],
)
def test_each_limit_names_itself_and_its_setting(
    small: Hindsight, method: str, kwargs: dict[str, Any], limit: str
) -> None:
    with pytest.raises(UserError) as caught:
        getattr(small, method)(**kwargs)
    message = str(caught.value)
    assert f"limits.{limit}" in message and f"HINDSIGHT_LIMITS__{limit.upper()}" in message, message


def test_steps_per_trace_limit(small: Hindsight) -> None:
    session = small.trace(user_id="u")
    for index in range(6):
        session.add_step("user_input", f"step {index}")
    small.reflect(session.trace)
    session.add_step("user_input", "one too many")
    with pytest.raises(UserError, match="max_steps_per_trace"):
        small.reflect(session.trace)


def test_limits_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_QUERY_CHARS", "123")
    assert HindsightSettings().limits.max_query_chars == 123


async def test_checks_run_before_any_work(tmp_path: Path) -> None:
    """A refused call does not even open the stores."""
    engine = AsyncHindsight(tmp_path / "never", embedder=HashEmbedder(64))
    with pytest.raises(UserError):
        await engine.remember("tea", user_id="u", entities=[f"e{i}" for i in range(10_000)])
    with pytest.raises(UserError):
        await engine.recall("q" * 1_000_000, user_id="u")
    assert not engine._ready
    await engine.aclose()


def test_ten_thousand_entities_are_refused_at_once(hs: Hindsight) -> None:
    started = time.process_time()
    with pytest.raises(UserError, match="max_entities_per_record"):
        hs.remember("Alice met everyone", user_id="u", entities=[f"person {i}" for i in range(10_000)])
    assert time.process_time() - started < 5, "refused before any work"


async def test_extracted_records_keep_a_bounded_number_of_entities(tmp_path: Path) -> None:
    """An extractor (or an LLM) naming hundreds of entities in one record cannot explode the graph: the
    record keeps its first ``max_entities_per_record``, so its co-mention rows stay bounded."""
    record = MemoryRecord(
        text="Alice met a crowd", entities=[f"person {i}" for i in range(300)], scope=Scope(user_id="u")
    )
    config = HindsightConfig(limits=SMALL)
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64), config=config) as engine:
        added, _ = await engine.writer.store([record])
    assert [r.entities for r in added] == [[f"person {i}" for i in range(4)]]
    with sqlite3.connect(tmp_path / "graph.db") as db:
        rows = db.execute("SELECT COUNT(*) FROM relations WHERE record_id = ?", (record.id,)).fetchone()[0]
    assert 0 < rows <= 4 * 3 // 2


def test_import_refuses_records_over_the_limits(hs: Hindsight, small: Hindsight, tmp_path: Path) -> None:
    hs.remember("Alice met the team", user_id="alice", entities=[f"p{i}" for i in range(6)])
    out = tmp_path / "export.jsonl"
    hs.export_jsonl(out, user_id="alice")
    with pytest.raises(UserError, match=r"export.jsonl:1: .*max_entities_per_record"):
        small.import_jsonl(out)
    assert small.list_records(user_id="alice") == []


# ------------------------------------------------------------------------------------------------ the layer


def test_every_public_method_argument_has_a_check() -> None:
    for name in dir(AsyncHindsight):
        method = getattr(AsyncHindsight, name)
        if name.startswith("_") or not callable(method) or isinstance(method, type):
            continue
        params = [p for p in inspect.signature(method).parameters if p != "self"]
        if params:
            assert hasattr(method, "__wrapped__"), f"AsyncHindsight.{name} is not validated"
            for param in params:
                assert f"{name}.{param}" in METHOD_CHECKS or param in CHECKS, f"{name}({param}) unchecked"


def test_a_method_with_an_unchecked_argument_is_refused_when_defined() -> None:
    async def fancy(self: object, mystery: int) -> None:
        """A public method whose argument nobody validates."""

    with pytest.raises(TypeError, match="no validation for mystery"):
        checked(fancy)


async def test_async_errors_are_raised_when_awaited(tmp_path: Path) -> None:
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as engine:
        call = engine.recall("tea", user_id="u", k="5")  # type: ignore[arg-type]
        assert asyncio.iscoroutine(call)
        with pytest.raises(UserError, match="k must be a whole number"):
            await call


@pytest.mark.parametrize("days", [0, -1, float("inf"), float("nan"), 1e9])
def test_a_configured_ttl_is_a_number_of_days(days: float) -> None:
    """ttl_days of 0 stored every plan already expired (archived by maintain); infinity, NaN or 1e9 dropped
    every plan at extraction: the per-call ttl_days was checked, the configured one was not."""
    from pydantic import ValidationError

    from hindsight_core.config import LifecycleConfig

    with pytest.raises(ValidationError, match=r"ttl_days\['plan'\] must be a number of days above 0"):
        LifecycleConfig(ttl_days={"plan": days})
    assert LifecycleConfig(ttl_days={"plan": 7, "problem": None}).ttl_days["plan"] == 7


def test_a_ttl_given_for_one_event_type_leaves_the_others_at_their_defaults(tmp_path: Path) -> None:
    """ttl_days={"plan": 14} took the 90-day TTL of problems away: a problem stored under it never expired."""
    from hindsight_core import Hindsight
    from hindsight_core.config import HindsightConfig, LifecycleConfig
    from hindsight_core.embeddings import HashEmbedder

    lifecycle = LifecycleConfig(ttl_days={"plan": 14, "meeting": 2})
    assert lifecycle.ttl_days == {
        "fact": None,
        "preference": None,
        "decision": None,
        "plan": 14,
        "problem": 90,
        "meeting": 2,
    }
    assert LifecycleConfig(ttl_days={"problem": None}).ttl_days["problem"] is None  # None turns one off
    config = HindsightConfig(lifecycle=lifecycle)
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder(64)) as hs:
        problem = hs.remember("The build fails on ARM runners", user_id="u", event_type="problem")
    assert problem.ttl_days == 90


@pytest.mark.parametrize(
    ("given", "meant"), [("plans", "plan"), ("Problem", "problem"), ("prefrence", "preference")]
)
def test_a_ttl_for_a_slip_of_a_built_in_event_type_is_refused(given: str, meant: str) -> None:
    """ttl_days={"plans": 7} was accepted and matched no record (event types match exactly): plans kept 30 days."""
    from pydantic import ValidationError

    from hindsight_core.config import LifecycleConfig

    with pytest.raises(ValidationError, match=rf"event type '{given}': did you mean '{meant}'\?"):
        LifecycleConfig(ttl_days={given: 7})


@pytest.mark.parametrize(
    ("given", "meant"),
    [("half_life", "half_life_days"), ("ttl", "ttl_days"), ("archive_treshold", "archive_threshold")],
)
def test_a_misspelt_setting_names_the_one_meant(given: str, meant: str) -> None:
    """LifecycleConfig(half_life=60) said only "Extra inputs are not permitted"."""
    from pydantic import ValidationError

    from hindsight_core.config import HindsightConfig

    with pytest.raises(
        ValidationError, match=rf"LifecycleConfig has no setting '{given}': did you mean '{meant}'"
    ):
        HindsightConfig.model_validate({"lifecycle": {given: 1}})


@pytest.mark.parametrize("data_dir", ["", "  ", 5, "/tmp/a\x00b"])
def test_a_data_dir_that_is_no_folder_path_is_refused(data_dir: object) -> None:
    """ "" wrote the store's files into the current directory; 5 and a NUL byte raised Python's own errors."""
    from hindsight_core import Hindsight

    with pytest.raises(UserError, match="data_dir must be a folder path"):
        Hindsight(data_dir=data_dir)  # type: ignore[arg-type]


def test_a_config_that_is_no_config_and_step_metadata_that_is_no_mapping_are_refused(tmp_path: Path) -> None:
    from hindsight_core import Hindsight

    with pytest.raises(UserError, match="config must be a hindsight_core.HindsightConfig"):
        Hindsight(tmp_path, config={"recall": {}})  # type: ignore[arg-type]
    with Hindsight(tmp_path) as hs, pytest.raises(UserError, match="step metadata must be a dict"):
        hs.trace(user_id="alice").add_step("tool_call", "{}", name="t", metadata="x")  # type: ignore[arg-type]


def test_a_config_passed_first_is_the_config(tmp_path: Path) -> None:
    """Hindsight(HindsightConfig(data_dir=...)) was refused with a screen of the config's repr as "no folder
    path"; it is the config, sync and async alike, and two configs are refused saying which argument is which."""
    from hindsight_core import AsyncHindsight, Hindsight
    from hindsight_core.config import HindsightConfig

    config = HindsightConfig(data_dir=tmp_path / "store", timezone="Europe/Paris")
    with Hindsight(config) as hs:
        hs.retain([{"role": "user", "content": "I live in Lyon"}], user_id="u")
        assert hs.config.timezone == "Europe/Paris"
        assert hs.config.data_dir == tmp_path / "store"
    assert (tmp_path / "store").is_dir()
    assert AsyncHindsight(config).config.data_dir == tmp_path / "store"
    with pytest.raises(UserError, match="pass one HindsightConfig, as config="):
        Hindsight(config, config=config)  # type: ignore[arg-type]


def test_a_time_window_whose_start_is_after_its_end_is_a_user_error(hs: Hindsight) -> None:
    # it answered "No memory matches." (through MCP too), as if nothing had been said
    with pytest.raises(UserError, match="since= .* is after until="):
        hs.recall("editor", user_id="u", since=datetime(2030, 1, 1), until=datetime(2020, 1, 1, tzinfo=UTC))


def test_content_may_be_text_parts_and_a_tool_result_json(hs: Hindsight) -> None:
    """What LangChain and OpenAI messages allow stays accepted: a list of parts, a tool's JSON result."""
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "What is 6 times 7?"}]},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "name": "mul", "args": {"a": 6}}]},
        {"role": "tool", "content": {"product": 42}, "tool_call_id": "c1", "name": "mul"},
        {"role": "tool", "content": 42, "tool_call_id": "c1", "name": "mul"},
        {"role": "assistant", "content": "42."},
    ]
    trace = hs.get_trace(hs.retain(messages, user_id="u", trace_id="parts").trace_id)
    assert trace is not None
    assert [s.content for s in trace.steps if s.type == "tool_result"] == ['{"product": 42}', "42"]
    assert trace.steps[0].content == "What is 6 times 7?"


def test_captured_text_keeps_what_an_undecodable_byte_leaves_as_a_replacement_character() -> None:
    """What an adapter captures is kept (nothing the user said lost), valid for every store: a lone surrogate
    becomes U+FFFD, a surrogate pair written as two characters the character it stands for."""
    from hindsight_core.validation import clean_json, clean_text
    from hindsight_core.validation_traces import clean_trace, fit_trace

    assert clean_text("Caf\udce9 \ud83d\ude00 x\ud800") == "Caf\ufffd \U0001f600 x\ufffd"
    same = "plain text"
    assert clean_text(same) is same
    meta = {"args": {"city\udce9": ["Par\udce9s", 1]}, "ok": True}
    assert clean_json(meta) == {"args": {"city\ufffd": ["Par\ufffds", 1]}, "ok": True}
    trace = Trace(
        scope=Scope(user_id="u"),
        goal="Caf\udce9",
        steps=[TraceStep(type="user_input", content="Caf\udce9", name="n\udce9", metadata=meta)],
        metadata={"root_name": "r\udce9"},
    )
    for cleaned in (clean_trace(trace), fit_trace(trace, LimitsConfig())):
        assert cleaned.goal == "Caf\ufffd" and cleaned.metadata == {"root_name": "r\ufffd"}
        (step,) = cleaned.steps
        assert (step.content, step.name, step.metadata["args"]) == (
            "Caf\ufffd",
            "n\ufffd",
            {"city\ufffd": ["Par\ufffds", 1]},
        )
    ok = Trace(scope=Scope(user_id="u"), steps=[TraceStep(type="user_input", content="fine")])
    assert clean_trace(ok) is ok


@pytest.mark.parametrize("slip", ["facts", "Fact", "fcat", "FACT"])
def test_a_slip_of_a_built_in_event_type_is_refused_with_the_type_meant(hs: Hindsight, slip: str) -> None:
    # matched exactly, "facts" would filter Bob's every memory out and recall nothing, silently
    with pytest.raises(UserError, match=rf"event type '{slip}'; did you mean 'fact'\?"):
        hs.recall("deploys", user_id="bob", event_types=[slip])
    with pytest.raises(UserError, match="did you mean 'fact'"):
        hs.list_records(user_id="bob", event_types=["preference", slip])
    assert [hit.record.text for hit in hs.recall("deploys", user_id="bob", event_types=["fact"]).hits] == [
        "Bob deploys on Fridays"
    ]


def test_event_types_of_the_users_own_pass_even_when_they_resemble_a_built_in_one(hs: Hindsight) -> None:
    hs.remember("Ship the billing fix first", user_id="bob", event_type="decisions", occurred_at=T0)
    assert [h.record.text for h in hs.recall("billing", user_id="bob", event_types=["decisions"]).hits] == [
        "Ship the billing fix first"
    ]
    assert hs.recall("billing", user_id="bob", event_types=["meeting"]).hits == []  # nothing like a built-in
    with pytest.raises(UserError, match="did you mean 'decision'"):  # another user has none of that type
        hs.recall("billing", user_id="alice", event_types=["decisions"])


@pytest.mark.parametrize("data_dir", ["~no-such-user-h33/memories", "~no-such-user-h33"])
def test_a_data_dir_of_an_unknown_home_folder_is_refused(data_dir: str) -> None:
    """It raised pathlib's RuntimeError ("Could not determine home directory")."""
    from hindsight_core import Hindsight

    with pytest.raises(UserError, match=r"data_dir .*no-such-user-h33.* no user"):
        Hindsight(data_dir=data_dir)


@pytest.mark.parametrize(
    ("argument", "value", "says"),
    [
        ("llm", "gpt-4o-mini", r"llm= takes .*StructuredLLM.*not the str 'gpt-4o-mini'.*OpenAIStructuredLLM"),
        ("extractor", "rules", r"extractor= takes .*Extractor.*not the str 'rules'"),
        ("embedder", "hash", r"embedder= takes .*Embedder.*not the str 'hash'"),
        ("reranker", "cross-encoder", r"reranker= takes .*Reranker.*not the str 'cross-encoder'"),
        ("graph_store", "sqlite", r"graph_store= takes .*GraphStore.*not the str 'sqlite'"),
        ("vector_store", {"kind": "chroma"}, r"vector_store= takes .*VectorStore.*not the dict"),
    ],
)
def test_a_part_of_the_engine_that_is_no_such_part_is_refused_when_built(
    tmp_path: Path, argument: str, value: object, says: str
) -> None:
    """A model's name as llm= (or "rules" as extractor=) was accepted: every retain then queued its windows with
    "the extractor failed unexpectedly (AttributeError...)" in the log and stored nothing; a store's or an
    embedder's name raised an AttributeError from deep inside."""
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    parts: dict[str, object] = {"embedder": HashEmbedder(), argument: value}
    with pytest.raises(UserError, match=says):
        Hindsight(tmp_path, **parts)  # type: ignore[arg-type]
    assert not (tmp_path / "graph.db").exists()


def test_a_part_given_as_its_class_is_refused_saying_to_make_one(tmp_path: Path) -> None:
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    with pytest.raises(
        UserError, match=r"embedder= takes .*not the class HashEmbedder itself: make one, HashEmbedder\("
    ):
        Hindsight(tmp_path, embedder=HashEmbedder)  # type: ignore[arg-type]


def test_an_engine_that_is_no_engine_is_refused(tmp_path: Path) -> None:
    from hindsight_core import Hindsight

    with pytest.raises(UserError, match=r"engine= takes an AsyncHindsight.*not the str"):
        Hindsight(engine="sqlite")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ([{"type": "text", "text": 5}], r"message 0 content part 0 is a text part whose text is the int 5"),
        (
            [{"type": "text", "text": None}],
            r"message 0 content part 0 is a text part whose text is the NoneType",
        ),
        (["I adopted a cat", 42], r"message 0 content part 1 is the int 42"),
        ([[{"type": "text", "text": "I adopted a cat"}]], r"message 0 content part 0 is the list"),
    ],
)
def test_a_content_part_that_is_no_text_part_is_refused_not_dropped(
    tmp_path: Path, content: list[object], says: str
) -> None:
    """It was dropped with no word: the message was stored as if the user had said nothing."""
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        with pytest.raises(UserError, match=says):
            hs.retain([{"role": "user", "content": content}], user_id="alice")
        image = {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}
        kept = hs.retain(
            [{"role": "user", "content": [{"type": "text", "text": "I adopted a cat named Luna"}, image]}],
            user_id="alice",
        )
        assert kept.added and "Luna" in kept.added[0].text
