"""BackgroundReflector: journal first, reflect in the background, retry, drain on close, report honestly."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight, Scope, Trace, TraceSession
from hindsight_core.capture import BackgroundReflector
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreUnavailableError
from tests.capture.conftest import GatedExtractor


def _trace(text: str = "Alice prefers PostgreSQL", user_id: str = "alice") -> Trace:
    session = TraceSession(Scope(user_id=user_id))
    session.add_step("user_input", text, step_id=f"u-{text}")
    trace = session.finish()
    assert trace is not None
    return trace


def journaled_texts(data_dir: Path) -> list[str]:
    """The trace bodies in the journal, read with a connection of our own (what a crash would leave)."""
    with sqlite3.connect(data_dir / "journal.db") as conn:
        return [row[0] for row in conn.execute("SELECT body FROM traces")]


def test_one_reflector_per_engine(engine: Hindsight) -> None:
    assert BackgroundReflector.for_engine(engine) is BackgroundReflector.for_engine(engine)


def test_submit_journals_before_returning_and_reflects_in_the_background(
    engine: Hindsight, extractor: GatedExtractor
) -> None:
    reflector = BackgroundReflector.for_engine(engine)
    extractor.gate.clear()  # extraction is held: only the journal can have the trace
    assert reflector.submit(_trace()) is True
    assert any("Alice prefers PostgreSQL" in body for body in journaled_texts(engine.data_dir))
    assert engine.list_records(user_id="alice") == []
    assert reflector.pending == 1
    extractor.gate.set()
    result = reflector.flush(timeout=30)
    assert result.ok and len(result.reflected) == 1
    assert [r.text for r in engine.list_records(user_id="alice")] == ["Alice prefers PostgreSQL"]
    assert reflector.flush(timeout=30).reflected == ()  # results are reported once


def test_a_failure_is_kept_and_retried_on_flush(
    engine: Hindsight, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    real = engine.reflect
    calls: list[str] = []

    def flaky(trace: Trace) -> Any:
        calls.append(trace.trace_id)
        if len(calls) == 1:
            raise StoreUnavailableError("graph store is down", backend="test")
        return real(trace)

    monkeypatch.setattr(engine, "reflect", flaky)
    reflector = BackgroundReflector.for_engine(engine)
    trace = _trace()
    with caplog.at_level(logging.WARNING, logger="hindsight.capture"):
        reflector.submit(trace)
        result = reflector.flush(timeout=30)
    assert result.ok and calls == [trace.trace_id, trace.trace_id]
    assert "attempt 1) failed (StoreUnavailableError: graph store is down); kept for retry" in caplog.text
    assert engine.list_records(user_id="alice")


def test_extraction_failures_leave_windows_queued_and_are_reported(engine: Hindsight) -> None:
    extractor = engine.engine.extractor
    assert isinstance(extractor, GatedExtractor)
    extractor.outage = True
    reflector = BackgroundReflector.for_engine(engine)
    reflector.submit(_trace())
    failed = reflector.flush(timeout=30)
    assert not failed and failed.queued_windows == 1 and len(failed.failed) == 1
    assert engine.stats()["queued_windows"] == 1
    extractor.outage = False
    recovered = reflector.flush(timeout=30)
    assert recovered.ok and engine.list_records(user_id="alice")


def test_engine_close_drains_the_queue(tmp_path: Path) -> None:
    extractor = GatedExtractor()
    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=extractor)
    BackgroundReflector.for_engine(hs).submit(_trace("Alice lives in Lyon"))
    hs.close()  # no flush: close() drains before the stores close
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64)) as again:
        assert [r.text for r in again.list_records(user_id="alice")] == ["Alice lives in Lyon"]


def test_what_cannot_be_reflected_at_close_is_journaled_for_the_next_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=GatedExtractor())

    def down(trace: Trace) -> Any:
        raise StoreUnavailableError("graph store is down", backend="test")

    monkeypatch.setattr(hs, "reflect", down)
    reflector = BackgroundReflector.for_engine(hs)
    with caplog.at_level(logging.WARNING, logger="hindsight.capture"):
        reflector.submit(_trace("Alice works at Acme"))
        assert not reflector.flush(timeout=30)
        caplog.clear()
        hs.close()
    assert "journaled but not reflected" in caplog.text and "retry_pending()" in caplog.text
    assert "kept for retry" not in caplog.text  # nothing can be retried by a closed engine
    with Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=GatedExtractor()) as again:
        assert again.list_records(user_id="alice") == []
        again.retry_pending()
        assert [r.text for r in again.list_records(user_id="alice")] == ["Alice works at Acme"]


def test_a_closed_engine_is_never_used(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=GatedExtractor())
    reflector = BackgroundReflector.for_engine(hs)
    hs.close()
    with caplog.at_level(logging.WARNING, logger="hindsight.capture"):
        assert reflector.submit(_trace()) is False
        assert reflector.run(_trace("Alice drinks tea")) is None
    assert "is lost: it could not be journaled and the engine is closed" in caplog.text
    assert not (tmp_path / "hs" / "journal.db").exists() or not any(
        "Alice drinks tea" in body for body in journaled_texts(tmp_path / "hs")
    )
    assert BackgroundReflector.for_engine(hs) is not reflector  # the closed one left the registry


def _sensor_trace(session: TraceSession, calls: range) -> None:
    for n in calls:
        meta = {"tool_call_id": f"c{n}"}
        session.add_step("tool_call", f'{{"n": {n}}}', name="read_sensor", metadata=meta, step_id=f"call-{n}")
        session.add_step(
            "tool_result",
            f"sensor {n} reads {n * 7} degrees",
            name="read_sensor",
            metadata=meta,
            step_id=f"res-{n}",
        )


@pytest.mark.parametrize("incremental", [False, True])
def test_a_call_whose_result_opens_the_next_window_is_stored_once(tmp_path: Path, incremental: bool) -> None:
    """A tool call ending one window (its result opening the next) was stored alone by its window and again
    with its result by the next: any agent turn of five tool calls or more (windows of 10 steps), and more
    often with checkpoints. Whether the windows are reflected together or one checkpoint at a time, each call
    is stored once, with its result."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        rec = hs.trace(user_id="alice", session_id="s1", goal="read the sensors")
        rec.add_step("user_input", "Read all sensors please.", step_id="ask")
        if incremental:  # a checkpoint ends on a call: its window is the last one, for now
            _sensor_trace(rec, range(4))
            rec.add_step(
                "tool_call", '{"n": 4}', name="read_sensor", metadata={"tool_call_id": "c4"}, step_id="call-4"
            )
            hs.reflect(rec.trace)
            rec.add_step("tool_result", "sensor 4 reads 28 degrees", name="read_sensor",
                         metadata={"tool_call_id": "c4"}, step_id="res-4")  # fmt: skip
            _sensor_trace(rec, range(5, 9))
        else:
            _sensor_trace(rec, range(9))
        rec.add_step("model_output", "All sensors read.", step_id="done")
        hs.reflect(rec.trace)
        records = hs.list_records(user_id="alice", statuses=("active", "pending"))
        for n in range(9):
            holding = [r.text for r in records if f'"n": {n}}}' in r.text]
            assert len(holding) == 1 and "returned" in holding[0], (n, holding)
