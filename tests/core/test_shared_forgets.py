"""Hard forgets reach every process that shares the stores (server-mode workers, each with a data directory
of its own, so each with its own trace journal). Two engines here share one graph and one vector store and
keep separate journals: what two workers on the real servers do (tests/server has that case too)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.stores import ForgottenSource, InMemoryGraphStore, InMemoryVectorStore
from tests.core.journal_helpers import journal_text

PIN = [
    {"role": "user", "content": "My card PIN is 4821, keep it for the bank form.", "id": "m1"},
    {"role": "user", "content": "I bank with Nordbank in Oslo.", "id": "m2"},
]


@pytest.fixture
def stores(minilm) -> tuple[InMemoryGraphStore, InMemoryVectorStore]:
    return InMemoryGraphStore(), InMemoryVectorStore(minilm)


def worker(path: Path, minilm, stores: tuple[InMemoryGraphStore, InMemoryVectorStore]) -> AsyncHindsight:
    graph, vectors = stores
    return AsyncHindsight(path, embedder=minilm, graph_store=graph, vector_store=vectors)


async def pins(engine: AsyncHindsight) -> list[str]:
    return [r.text for r in await engine.list_records(user_id="alice") if "4821" in r.text]


async def test_a_hard_forget_blanks_the_steps_another_worker_journaled(
    tmp_path: Path, minilm, stores
) -> None:
    a, b = worker(tmp_path / "a", minilm, stores), worker(tmp_path / "b", minilm, stores)
    try:
        await b.retain(PIN, user_id="alice", session_id="s1")
        assert "4821" in journal_text(tmp_path / "b")
        assert await a.forget(query="card PIN 4821", user_id="alice", hard=True)
        assert await pins(a) == []

        # b learns it at its next reflection (or open): its journal no longer holds the text
        await b.retain([{"role": "user", "content": "Thanks, that is all.", "id": "m3"}], user_id="alice")
        assert "4821" not in journal_text(tmp_path / "b")
        assert "Nordbank" in journal_text(tmp_path / "b"), "only the forgotten step is blanked"

        # the same messages sent again to either worker (a framework re-sending the history in a new trace)
        # are blanked on arrival: a never saw them, b told it their content's hash
        await b.retain(PIN, user_id="alice", session_id="s2")
        await a.retain(PIN, user_id="alice", session_id="s3")
        assert await pins(a) == [] and await pins(b) == []
        assert "4821" not in journal_text(tmp_path / "a") + journal_text(tmp_path / "b")
        assert any("Nordbank" in r.text for r in await a.list_records(user_id="alice"))
    finally:
        await b.aclose()
        await a.aclose()


async def test_a_worker_opened_after_the_forget_blanks_its_journal_on_open(
    tmp_path: Path, minilm, stores
) -> None:
    b = worker(tmp_path / "b", minilm, stores)
    await b.retain(PIN, user_id="alice", session_id="s1")
    await b.aclose()  # a stopped worker keeps its journal on disk
    a = worker(tmp_path / "a", minilm, stores)
    try:
        assert await a.forget(query="card PIN 4821", user_id="alice", hard=True)
        assert "4821" in journal_text(tmp_path / "b")
        b = worker(tmp_path / "b", minilm, stores)
        await b.setup()
        assert "4821" not in journal_text(tmp_path / "b")
        await b.aclose()
    finally:
        await a.aclose()


async def test_a_tombstone_names_only_its_own_users_trace(tmp_path: Path, minilm, stores) -> None:
    """A tombstone of alice's trace "t1" leaves bob's trace of the same id alone; the one of alice's own trace
    "t2", applied in the same pass, blanks it."""
    from hindsight_core.models import Scope, Trace, TraceStep

    graph, _ = stores
    b = worker(tmp_path / "b", minilm, stores)
    try:
        steps = [TraceStep(step_id="m1", type="user_input", content="My locker code is 5512.")]
        await b.reflect(Trace(trace_id="t1", scope=Scope(user_id="bob"), steps=steps))
        mine = [TraceStep(step_id="m1", type="user_input", content="My gate code is 7734.")]
        await b.reflect(Trace(trace_id="t2", scope=Scope(user_id="alice"), steps=mine))
        await graph.add_forgotten_sources(
            [ForgottenSource("alice", "t1", "m1"), ForgottenSource("alice", "t2", "m1")]
        )
        await b.retry_pending()  # applies the tombstones it has not seen
        assert "5512" in journal_text(tmp_path / "b")
        assert "7734" not in journal_text(tmp_path / "b")
    finally:
        await b.aclose()


async def test_tombstones_imported_by_one_worker_reach_the_others(tmp_path: Path, minilm) -> None:
    old = worker(tmp_path / "old", minilm, (InMemoryGraphStore(), InMemoryVectorStore(minilm)))
    try:
        await old.retain(PIN, user_id="alice", session_id="s1")
        assert await old.forget(query="card PIN 4821", user_id="alice", hard=True)
        await old.export_jsonl(tmp_path / "alice.jsonl", user_id="alice")
    finally:
        await old.aclose()
    shared = (InMemoryGraphStore(), InMemoryVectorStore(minilm))
    c, d = worker(tmp_path / "c", minilm, shared), worker(tmp_path / "d", minilm, shared)
    try:
        await c.import_jsonl(tmp_path / "alice.jsonl")
        await d.retain(PIN, user_id="alice", session_id="s2")  # d imported nothing itself
        assert await pins(d) == []
        assert "4821" not in journal_text(tmp_path / "d")
    finally:
        await d.aclose()
        await c.aclose()
