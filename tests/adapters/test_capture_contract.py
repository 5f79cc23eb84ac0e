"""ONE suite, run against every adapter that captures turns: journal first, flush, retry, close, honesty.

LangChain callback handler, LangChain create_agent middleware, LangChain classic BaseMemory, LlamaIndex
memory and LlamaIndex instrumentation each run a real framework turn (fake models); the assertions are the
same for all five.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

from hindsight_core import FlushResult, Hindsight, Trace
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreUnavailableError
from tests.adapters.drivers import DRIVERS, Driver
from tests.capture.conftest import GatedExtractor
from tests.capture.test_reflector import journaled_texts

PREFERENCE = "I prefer PostgreSQL for new services"


def _texts(engine: Hindsight, user_id: str = "alice") -> list[str]:
    return [r.text for r in engine.list_records(user_id=user_id)]


def test_every_capturing_adapter_is_covered() -> None:
    assert set(DRIVERS) == {
        "langchain-callback-handler",
        "langchain-middleware",
        "langchain-base-memory",
        "llamaindex-memory",
        "llamaindex-instrumentation",
    }


def test_the_turn_is_journaled_before_the_call_returns(
    driver: Driver, engine: Hindsight, extractor: GatedExtractor
) -> None:
    extractor.gate.clear()  # extraction is held: only the journal can have the turn
    driver.turn(PREFERENCE)
    assert any(PREFERENCE in body for body in journaled_texts(engine.data_dir))
    assert driver.adapter.pending >= 1 and PREFERENCE not in _texts(engine)
    extractor.gate.set()
    result = driver.adapter.flush(timeout=30)
    assert isinstance(result, FlushResult) and result.ok and result.reflected
    assert PREFERENCE in _texts(engine)


def test_a_failed_reflection_is_kept_and_retried_on_flush(
    driver: Driver, engine: Hindsight, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    real = engine.reflect
    attempts: list[str] = []

    def flaky(trace: Trace) -> Any:
        attempts.append(trace.trace_id)
        if len(attempts) == 1:
            raise StoreUnavailableError("graph store is down", backend="test")
        return real(trace)

    monkeypatch.setattr(engine, "reflect", flaky)
    with caplog.at_level(logging.WARNING):
        driver.turn(PREFERENCE)  # the host call never fails because of memory
        assert driver.adapter.flush(timeout=30).ok
    assert "kept for retry" in caplog.text
    assert attempts.count(attempts[0]) == 2  # the failed trace, once more
    assert driver.adapter.failed_traces == [] and PREFERENCE in _texts(engine)


def test_a_failure_that_lasts_is_reported_then_retried_by_the_next_turn(
    driver: Driver, engine: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = engine.reflect
    down = {"store": True}

    def maybe(trace: Trace) -> Any:
        if down["store"]:
            raise StoreUnavailableError("graph store is down", backend="test")
        return real(trace)

    monkeypatch.setattr(engine, "reflect", maybe)
    driver.turn(PREFERENCE)
    failed = driver.adapter.flush(timeout=30)
    kept = driver.adapter.failed_traces  # memories record each message they are given as it comes
    assert not failed and [t.trace_id for t in failed.failed] == [t.trace_id for t in kept]
    assert kept and any(PREFERENCE in s.content for t in kept for s in t.steps) and _texts(engine) == []
    assert all(any(t.trace_id in body for body in journaled_texts(engine.data_dir)) for t in kept)

    down["store"] = False
    driver.turn("I live in Lyon")  # a new capture retries the kept trace first
    assert driver.adapter.flush(timeout=30).ok
    assert {PREFERENCE, "I live in Lyon"} <= set(_texts(engine))


def test_failed_extraction_leaves_windows_queued_and_says_so(
    driver: Driver, engine: Hindsight, extractor: GatedExtractor
) -> None:
    extractor.outage = True
    driver.turn(PREFERENCE)
    failed = driver.adapter.flush(timeout=30)
    assert not failed.ok and failed.queued_windows >= 1 and engine.stats()["queued_windows"] >= 1
    extractor.outage = False
    assert driver.adapter.flush(timeout=30).ok
    assert PREFERENCE in _texts(engine)


def test_closing_the_engine_drains_the_queue(
    driver: Driver, engine: Hindsight, extractor: GatedExtractor, data_dir: Any
) -> None:
    extractor.gate.clear()
    driver.turn(PREFERENCE)
    extractor.gate.set()
    driver.detach()
    engine.close()  # no flush() first: nothing is lost
    with Hindsight(data_dir=data_dir, embedder=HashEmbedder(64)) as again:
        assert PREFERENCE in _texts(again)


def test_adapter_close_flushes_and_leaves_a_shared_engine_open(
    driver: Driver, engine: Hindsight, extractor: GatedExtractor
) -> None:
    extractor.gate.clear()
    driver.turn(PREFERENCE)
    extractor.gate.set()
    assert driver.adapter.close(timeout=30).ok
    assert not engine.closed and PREFERENCE in _texts(engine)


def test_a_closed_engine_is_never_used_and_the_host_call_still_returns(
    driver: Driver, engine: Hindsight, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    engine.close()
    used: list[str] = []
    monkeypatch.setattr(engine, "reflect", lambda trace: used.append("reflect"))
    monkeypatch.setattr(engine, "journal_trace", lambda trace: used.append("journal"))
    with caplog.at_level(logging.WARNING):
        driver.turn(PREFERENCE)
        result = driver.adapter.flush(timeout=30)
    assert used == []
    assert "is lost: it could not be journaled and the engine is closed" in caplog.text
    assert "kept for retry" not in caplog.text
    assert not result.ok and result.failed
