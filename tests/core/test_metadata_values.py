"""Metadata (a record's, a trace's, a step's, a message's tool calls) is stored as JSON, which has no NaN or
Infinity: every store wrote one as null, so ``{"score": nan}`` came back as ``{"score": None}`` with no word.
And a record's metadata had no size limit: a 50 MB dict was stored and read back by every later list. A caller
now gets a ``UserError`` naming the field (or the limit and where a big payload belongs), and nothing is
stored; what an adapter captures keeps a non-finite number as its name in a string."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import (
    Hindsight,
    HindsightConfig,
    LimitsConfig,
    MemoryRecord,
    Scope,
    Trace,
    TraceStep,
    UserError,
)
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.validation_traces import fit_trace

SAID = datetime(2026, 3, 2, 9, 30, tzinfo=UTC)


def _record(user: str, metadata: dict[str, object]) -> MemoryRecord:
    return MemoryRecord(
        text=f"{user} prefers tea", scope=Scope(user_id=user), occurred_at=SAID, metadata=metadata
    )


@pytest.mark.parametrize(
    ("metadata", "where"),
    [
        ({"score": math.nan}, "metadata['score']"),
        ({"run": {"scores": [0.5, math.inf]}}, "metadata['run']['scores'][1]"),
        ({"langgraph": {"value": {"delta": -math.inf}}}, "metadata['langgraph']['value']['delta']"),
    ],
)
def test_a_record_with_a_non_finite_number_in_its_metadata_is_refused_naming_it(
    tmp_path: Path, metadata: dict[str, object], where: str
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        with pytest.raises(UserError, match=r"JSON cannot hold") as raised:
            hs.put_record(_record("alice", metadata))
        assert where in str(raised.value)
        assert hs.list_records(user_id="alice") == []


def test_finite_numbers_and_the_words_nan_and_infinity_are_kept(tmp_path: Path) -> None:
    metadata = {"score": 0.25, "count": 3, "label": "NaN", "note": "Infinity", "ok": None, "big": 1e308}
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.put_record(_record("bob", metadata))
        (stored,) = hs.list_records(user_id="bob")
        assert stored.metadata == metadata


def test_a_step_or_a_tool_call_with_a_non_finite_number_is_refused(tmp_path: Path) -> None:
    step = TraceStep(
        step_id="s1", type="user_input", content="I run 5k every morning", metadata={"lat": math.nan}
    )
    call = {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": {"x": math.inf}}}
        ],
    }
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        with pytest.raises(UserError, match=r"metadata\['lat'\] is nan"):
            hs.retain([step], user_id="carol", occurred_at=SAID)
        with pytest.raises(UserError, match=r"tool_calls\[0\]\['function'\]\['arguments'\]\['x'\] is inf"):
            hs.retain([{"role": "user", "content": "hi"}, call], user_id="carol", occurred_at=SAID)
        trace = Trace(
            scope=Scope(user_id="carol"),
            metadata={"cost": -math.inf},
            steps=[step.model_copy(update={"metadata": {}})],
        )
        with pytest.raises(UserError, match=r"trace.metadata\['cost'\] is -inf"):
            hs.reflect(trace)
        assert hs.list_records(user_id="carol") == []


def test_a_captured_trace_keeps_a_non_finite_number_as_its_name() -> None:
    """An adapter's capture is not refused (nobody is there to fix it): the number is kept as a string."""
    step = TraceStep(
        step_id="s1", type="tool_result", content="ok", metadata={"usage": {"cost": math.nan}, "n": 2.0}
    )
    trace = Trace(scope=Scope(user_id="dana"), steps=[step], metadata={"t": [math.inf, -math.inf]})
    fitted = fit_trace(trace, LimitsConfig())
    assert fitted.steps[0].metadata == {"usage": {"cost": "NaN"}, "n": 2.0}
    assert fitted.metadata == {"t": ["Infinity", "-Infinity"]}


def test_metadata_over_the_limit_is_refused_naming_the_limit_and_where_to_keep_it(tmp_path: Path) -> None:
    config = HindsightConfig(limits=LimitsConfig(max_metadata_bytes=4096))
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder()) as hs:
        hs.put_record(_record("erin", {"page": "x" * 3000}))  # under the limit
        with pytest.raises(UserError) as raised:
            hs.put_record(_record("frank", {"page": "x" * 5000}))
        message = str(raised.value)
        assert "max_metadata_bytes" in message and "4,096" in message and "path or URL" in message
        assert [r.scope.user_id for r in hs.list_records(user_id="erin")] == ["erin"]
        assert hs.list_records(user_id="frank") == []


def test_the_default_limit_refuses_a_payload_of_megabytes(tmp_path: Path) -> None:
    with (
        Hindsight(tmp_path, embedder=HashEmbedder()) as hs,
        pytest.raises(UserError, match="max_metadata_bytes"),
    ):
        hs.put_record(_record("gus", {"blob": "x" * (3 * 1024 * 1024)}))


def test_an_import_line_with_nan_in_its_metadata_names_the_line_and_the_field(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"text": "Hana lives in Kyoto", "scope": {"user_id": "hana"}, "occurred_at": SAID.isoformat()}
    bad = {**good, "text": "Hana likes matcha", "metadata": {"score": "__NAN__"}}
    source = tmp_path / "records.jsonl"
    lines = [json.dumps(good), json.dumps(bad).replace('"__NAN__"', "NaN")]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["import", str(source)]) == 2
    err = capsys.readouterr().err
    assert f"{source}:2" in err and "metadata['score'] is nan" in err and "Traceback" not in err
    assert "Nothing was imported" in err


def test_a_step_a_tool_call_or_a_trace_over_the_metadata_limit_is_refused_as_a_records_is(
    tmp_path: Path,
) -> None:
    """A trace's, a step's and a message's tool calls' metadata had no limit (a record's has): a 5 MB tool result
    payload was journaled and read back by every reflection. The same limit, the same words, nothing stored."""
    config = HindsightConfig(limits=LimitsConfig(max_metadata_bytes=4096))
    step = TraceStep(
        step_id="s1", type="tool_result", content="The report is ready", metadata={"raw": "x" * 5000}
    )
    call = {
        "role": "assistant",
        "content": "",
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "y" * 5000}}],
    }
    said = {"role": "user", "content": "I moved to Porto last week"}
    with Hindsight(tmp_path, config=config, embedder=HashEmbedder()) as hs:
        for messages in ([said, step], [said, call]):
            with pytest.raises(UserError) as raised:
                hs.retain(messages, user_id="ivy", occurred_at=SAID)
            message = str(raised.value)
            assert "max_metadata_bytes" in message and "4,096" in message and "path or URL" in message
        trace = Trace(
            scope=Scope(user_id="ivy"),
            metadata={"dump": "z" * 5000},
            steps=[TraceStep(step_id="s2", type="user_input", content="I moved to Porto last week")],
        )
        with pytest.raises(
            UserError, match=r"trace.metadata is [\d,]+ bytes of JSON, over the limit of 4,096"
        ):
            hs.reflect(trace)
        assert hs.list_records(user_id="ivy") == []
        # within the limit, all of it is kept
        small = step.model_copy(update={"metadata": {"raw": "x" * 3000}})
        hs.retain([said, small], user_id="ivy", occurred_at=SAID)
        assert [r.text for r in hs.list_records(user_id="ivy") if "Porto" in r.text]


def test_a_captured_step_over_the_metadata_limit_keeps_its_content_not_its_metadata(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """An adapter's capture is not refused (nobody is there to fix it): the payload goes, with a warning."""
    limits = LimitsConfig(max_metadata_bytes=4096)
    big = TraceStep(step_id="s1", type="tool_result", content="done", metadata={"raw": "x" * 5000})
    small = TraceStep(step_id="s2", type="user_input", content="I moved to Porto", metadata={"k": 1})
    trace = Trace(scope=Scope(user_id="dana"), steps=[big, small], metadata={"dump": "z" * 5000})
    with caplog.at_level("WARNING", logger="hindsight"):
        fitted = fit_trace(trace, limits)
    assert [s.content for s in fitted.steps] == ["done", "I moved to Porto"]
    assert [s.metadata for s in fitted.steps] == [{}, {"k": 1}]
    assert fitted.metadata == {}
    warned = [r.getMessage() for r in caplog.records if "max_metadata_bytes" in r.getMessage()]
    assert len(warned) == 2 and "step s1" in warned[0] + warned[1]
