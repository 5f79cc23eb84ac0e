"""The engine through its public API, on the embedded stores with the hash embedder (fast)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import (
    AsyncHindsight,
    EmbeddingMismatchError,
    Hindsight,
    HindsightConfig,
    ReflectionConfig,
    Trace,
    TraceStep,
    UserError,
)
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import Scope
from hindsight_core.testing.extractors import ScriptedExtractor

from .expiry_helpers import engine_config

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
NO_RESUME = HindsightConfig(reflection=ReflectionConfig(resume_on_open=False))


@pytest.fixture
def hs(tmp_path: Path, request: pytest.FixtureRequest):
    config = engine_config(request)
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor(), config=config)
    yield engine
    engine.close()


def msg(content: str, id_: str, role: str = "user", **meta) -> TraceStep:
    kind = {"user": "user_input", "assistant": "model_output", "tool": "tool_result"}[role]
    return TraceStep(step_id=id_, type=kind, content=content, metadata=meta, timestamp=T0)


def test_retain_then_recall_keeps_provenance(hs: Hindsight) -> None:
    hs.retain(
        [
            {
                "role": "user",
                "content": "I usually use PostgreSQL for transactional work",
                "id": "m-1",
                "name": "Alice",
            },
            {"role": "assistant", "content": "Noted, PostgreSQL it is", "id": "m-2"},
        ],
        user_id="alice",
        session_id="s1",
        occurred_at=T0,
    )
    result = hs.recall("PostgreSQL transactional", user_id="alice", k=5)
    assert result.hits, "nothing recalled"
    top = result.hits[0].record
    assert top.source_ids == ["m-1"]
    assert top.scope.session_id == "s1"
    assert "[src: m-1]" in result.context
    assert "2026-03-02" in result.context


def test_system_messages_are_not_memories(hs: Hindsight) -> None:
    res = hs.retain(
        [
            {"role": "system", "content": "You are helpful"},
            {"role": "user", "content": "I like tea", "id": "u1"},
        ],
        user_id="u",
    )
    assert [r.source_ids for r in res.added] == [["u1"]]


def test_bad_messages_get_clear_errors(hs: Hindsight) -> None:
    with pytest.raises(UserError, match="role"):
        hs.retain([{"role": "robot", "content": "x"}], user_id="u")
    with pytest.raises(UserError, match="list of messages"):
        hs.retain("hello", user_id="u")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="content"):
        hs.retain([{"role": "user"}], user_id="u")
    with pytest.raises(UserError, match="query"):
        hs.recall("   ", user_id="u")


def test_scopes_never_leak(hs: Hindsight) -> None:
    hs.retain([{"role": "user", "content": "my secret project is Bluebird", "id": "a1"}], user_id="alice")
    hs.retain([{"role": "user", "content": "my project is Redwood", "id": "b1"}], user_id="bob")
    for query in ("secret project Bluebird", "project", "Redwood"):
        for hit in hs.recall(query, user_id="bob", k=10).hits:
            assert hit.record.scope.user_id == "bob"
    assert [r.source_ids for r in hs.list_records(user_id="alice")] == [["a1"]]


def test_dedup_merges_repeated_fact(hs: Hindsight) -> None:
    first = hs.retain([msg("Alice is allergic to peanuts", "x1")], user_id="alice")
    second = hs.retain([msg("Alice is allergic to peanuts", "x2")], user_id="alice")
    assert len(first.added) == 1 and not second.added and len(second.merged) == 1
    records = hs.list_records(user_id="alice")
    assert len(records) == 1
    assert records[0].occurrences == 2
    assert records[0].source_ids == ["x1", "x2"]


def test_conflicting_preference_keeps_history(hs: Hindsight) -> None:
    slot = {"subject": "alice", "attribute": "preferred_database", "value": "MySQL"}
    hs.retain(
        [msg("Alice prefers MySQL", "p1", event_type="preference", attributes=slot)],
        user_id="alice",
        occurred_at=T0,
    )
    newer = {**slot, "value": "PostgreSQL"}
    hs.retain(
        [
            TraceStep(
                step_id="p2",
                type="user_input",
                content="Alice now prefers PostgreSQL over everything",
                metadata={"event_type": "preference", "attributes": newer},
                timestamp=T0 + timedelta(days=7),
            )
        ],
        user_id="alice",
    )
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="alice")}
    old, new = records["p1"], records["p2"]
    assert old.valid_to == new.occurred_at and old.superseded_by == new.id
    assert old.status == "active", "history is kept, not overwritten"
    assert new.conflicts_with == [old.id]
    result = hs.recall("Alice prefers PostgreSQL", user_id="alice", k=2)
    ids = [h.record.id for h in result.hits]
    assert set(ids) == {old.id, new.id}, "conflicting records come back together"
    assert ids[0] == new.id, "newest first"
    assert all(h.conflict for h in result.hits)
    assert "[former value: superseded on" in result.context
    # k is a hard cap: the conflict pulled in beside a hit counts
    capped = hs.recall("Alice prefers PostgreSQL", user_id="alice", k=1)
    assert [h.record.id for h in capped.hits] == [new.id] and capped.hits[0].conflict


def test_forget_soft_and_hard(hs: Hindsight) -> None:
    hs.retain([msg("Alice lives in Lyon", "l1"), msg("Alice works at Acme", "w1")], user_id="alice")
    lyon = next(r for r in hs.list_records(user_id="alice") if "Lyon" in r.text)
    assert hs.forget(record_id=lyon.id) == [lyon.id]
    assert hs.get_record(lyon.id).status == "forgotten"
    assert all(h.record.id != lyon.id for h in hs.recall("Lyon", user_id="alice").hits)
    acme = hs.forget(query="works at Acme", user_id="alice", hard=True)
    assert len(acme) == 1 and hs.get_record(acme[0]) is None
    assert asyncio.run(_count(hs)) == 1, "the hard-forgotten vector is gone, the soft one stays"
    with pytest.raises(UserError):
        hs.forget()
    assert hs.forget(record_id=lyon.id, user_id="mallory") == [], "another user's record is left alone"


async def _count(hs: Hindsight) -> int:
    return await hs.aio.vectors.count()


def test_pending_records_need_opt_in(hs: Hindsight) -> None:
    hs.retain([msg("Alice might be moving to Berlin", "b1", confidence=0.4)], user_id="alice")
    assert hs.recall("Berlin", user_id="alice").hits == []
    hits = hs.recall("Berlin", user_id="alice", include_pending=True).hits
    assert [h.record.status for h in hits] == ["pending"]
    assert "unconfirmed" in hs.recall("Berlin", user_id="alice", include_pending=True).context


def test_recall_reinforces(hs: Hindsight) -> None:
    hs.retain([msg("Alice plays the cello", "c1")], user_id="alice")
    hs.recall("cello", user_id="alice")
    hs.recall("cello", user_id="alice")
    record = hs.list_records(user_id="alice")[0]
    assert record.recall_count == 2 and record.last_recalled_at is not None
    hs.recall("cello", user_id="alice", reinforce=False)
    assert hs.list_records(user_id="alice")[0].recall_count == 2


@pytest.mark.expire_user_statements
def test_ttl_and_decay_archive(hs: Hindsight) -> None:
    hs.retain([msg("Alice plans a trip to Rome", "t1", event_type="plan")], user_id="alice", occurred_at=T0)
    plan = hs.list_records(user_id="alice")[0]
    assert plan.ttl_days == 30 and plan.expires_at == plan.occurred_at + timedelta(days=30)
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=10)) == {"archived": 0, "induced": 0}
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=31)) == {"archived": 1, "induced": 0}
    assert hs.recall("Rome trip", user_id="alice").hits == []
    assert hs.list_records(user_id="alice", statuses=("archived",))[0].id == plan.id


def test_export_import_round_trip(tmp_path: Path, hs: Hindsight) -> None:
    hs.retain([msg("Alice speaks Portuguese", "e1"), msg("Alice owns a bakery", "e2")], user_id="alice")
    out = tmp_path / "export.jsonl"
    assert hs.export_jsonl(out) == 2
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert {tuple(line["source_ids"]) for line in lines} == {("e1",), ("e2",)}
    with Hindsight(tmp_path / "other", embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as other:
        assert other.import_jsonl(out) == 2
        assert other.import_jsonl(out) == 2  # ids kept: importing twice changes nothing
        assert len(other.list_records(user_id="alice")) == 2
        assert other.recall("bakery", user_id="alice").hits[0].record.source_ids == ["e2"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"not": "a record"}\n')
    with pytest.raises(UserError, match="bad.jsonl:1"):
        hs.import_jsonl(bad)


def test_failed_extraction_stays_queued_and_retries(tmp_path: Path) -> None:
    extractor = ScriptedExtractor(fail_times=1)
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=extractor) as hs:
        result = hs.retain([msg("Alice adopted a cat named Miso", "k1")], user_id="alice")
        assert result.queued_windows == 1 and result.added == []
        assert hs.stats()["queued_windows"] == 1
    # The queue survives a restart: nothing is lost.
    with Hindsight(
        tmp_path, config=NO_RESUME, embedder=HashEmbedder(64), extractor=ScriptedExtractor()
    ) as hs:
        assert hs.stats()["failed_windows"] == 1
        retried = hs.retry_pending()
        assert [r.source_ids for r in retried.added] == [["k1"]]
        assert hs.stats()["queued_windows"] == 0
        assert hs.recall("cat Miso", user_id="alice").hits


def test_queued_windows_are_resumed_in_the_background_on_open(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor(fail_times=1)) as hs:
        assert hs.retain([msg("Alice adopted a cat named Miso", "k1")], user_id="alice").queued_windows == 1
        hs.journal_trace(Trace(scope=Scope(user_id="alice"), steps=[msg("Alice sings in a choir", "k2")]))
    extractor = ScriptedExtractor()
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=extractor) as hs:
        hs.wait_background()
        assert sorted(r.source_ids[0] for r in hs.list_records(user_id="alice")) == ["k1", "k2"]
        assert hs.stats()["queued_windows"] == 0 and len(extractor.calls) == 2


def test_reflection_windows_and_provenance(tmp_path: Path) -> None:
    extractor = ScriptedExtractor()
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=extractor) as hs:
        trace = Trace(
            scope=Scope(user_id="alice"),
            goal="fix the build",
            steps=[msg(f"step number {i} mentions topic{i}", f"s{i}") for i in range(25)],
        )
        result = hs.reflect(trace)
        spans = [(w.window_index, len(w.steps)) for w in extractor.calls]
        assert spans == [(0, 10), (8, 10), (16, 9)]
        assert all(w.goal == "fix the build" for w in extractor.calls)
        # the overlap does not create duplicates
        assert sorted(r.source_ids[0] for r in result.added) == sorted(f"s{i}" for i in range(25))
        # reflecting the same trace again after it grew only processes the new part (plus overlap)
        trace.steps.append(msg("final step about topic99", "s25"))
        extractor.calls.clear()
        hs.reflect(trace)
        assert [w.window_index for w in extractor.calls] == [23]


def test_trace_recorder_checkpoint_reflects_in_background(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        recorder = hs.trace(user_id="alice", goal="long task")
        for i in range(30):
            recorder.add_step("tool_result", f"result {i} about widget{i}", name="search", step_id=f"t{i}")
        hs.wait_background()
        records = hs.list_records(user_id="alice")
        assert len(records) == 30
        assert {r.source_kind for r in records} == {"tool_returned"}
        assert records[0].trace_id == recorder.trace_id


def test_sync_twin_works_inside_running_loop(tmp_path: Path) -> None:
    async def inside() -> list[str]:
        with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
            hs.retain([msg("Alice drinks oat milk", "o1")], user_id="alice")
            # the awaitable twins work from this (foreign) loop too
            result = await hs.aio.recall("oat milk", user_id="alice")
            return result.hits[0].record.source_ids

    assert asyncio.run(inside()) == ["o1"]


async def test_async_twin(tmp_path: Path) -> None:
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        await hs.retain([{"role": "user", "content": "I run every morning", "id": "r1"}], user_id="u")
        result = await hs.recall("running every morning", user_id="u")
        assert result.hits[0].record.source_ids == ["r1"]


def test_repair_re_embeds_records_missing_a_vector(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        hs.retain([msg("Alice collects vinyl records", "v1")], user_id="alice")
        record = hs.list_records(user_id="alice")[0]
        asyncio.run(_drop_vector(hs, record.id))  # lost outside hindsight (no outbox entry)
        assert hs.recall("vinyl", user_id="alice").hits[0].paths.get("vector") is None
        assert hs.repair() == 1
        hit = hs.recall("vinyl records", user_id="alice").hits[0]
        assert hit.record.id == record.id and "vector" in hit.paths


async def _drop_vector(hs: Hindsight, record_id: str) -> None:
    await hs.aio.vectors.delete([record_id])


def test_other_embedding_model_is_refused(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        hs.retain([msg("Alice likes jazz", "j1")], user_id="alice")
    with pytest.raises(EmbeddingMismatchError):
        Hindsight(tmp_path, embedder=HashEmbedder(32), extractor=ScriptedExtractor())
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        assert len(hs.list_records(user_id="alice")) == 1, "a refused open leaves the data intact"


def test_second_process_gets_clear_error(tmp_path: Path) -> None:
    script = textwrap.dedent(
        f"""
        from hindsight_core import Hindsight, StoreLockedError
        from hindsight_core.embeddings import HashEmbedder
        try:
            Hindsight({str(tmp_path)!r}, embedder=HashEmbedder(64))
        except StoreLockedError as exc:
            print("LOCKED:", exc)
        """
    )
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        hs.retain([msg("Alice likes chess", "c1")], user_id="alice")
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
        assert "LOCKED:" in out.stdout, out.stderr
        assert "server" in out.stdout.lower()
        assert hs.recall("chess", user_id="alice").hits, "the first process is unaffected"


def test_remember_stores_a_fact_directly(hs: Hindsight) -> None:
    record = hs.remember(
        "Alice's favourite editor is Helix", user_id="alice", event_type="preference", entities=["Helix"]
    )
    assert record.entities == ["Helix"] and record.source_kind == "user_stated"
    again = hs.remember(
        "Alice's favourite editor is Helix", user_id="alice", event_type="preference", entities=["Helix"]
    )
    assert again.id == record.id and again.occurrences == 2
    hits = hs.recall("which editor", user_id="alice").hits
    assert hits[0].record.id == record.id


def test_exclude_sources_and_closed_engine(tmp_path: Path) -> None:
    hs = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
    hs.retain([msg("Alice grows tomatoes", "g1"), msg("Alice grows basil", "g2")], user_id="alice")
    hits = hs.recall("Alice grows", user_id="alice", exclude_sources=["g1"]).hits
    assert [h.record.source_ids for h in hits] == [["g2"]]
    hs.close()
    assert hs.closed
    with pytest.raises(UserError, match="closed"):
        hs.recall("tomatoes", user_id="alice")


def test_reflecting_an_unchanged_trace_does_nothing(tmp_path: Path) -> None:
    extractor = ScriptedExtractor()
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=extractor) as hs:
        trace = Trace(
            scope=Scope(user_id="alice"), steps=[msg(f"fact {i} about item{i}", f"f{i}") for i in range(5)]
        )
        hs.reflect(trace)
        extractor.calls.clear()
        assert hs.reflect(trace).added == [] and extractor.calls == []
        assert all(r.occurrences == 1 for r in hs.list_records(user_id="alice"))


def test_graph_path_skips_hub_entities(tmp_path: Path) -> None:
    from hindsight_core import HindsightConfig, RecallConfig

    config = HindsightConfig(recall=RecallConfig(graph_hops=0, graph_weight=0.3))  # the graph path is opt-in
    hs = Hindsight(tmp_path, config=config, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
    steps = [msg(f"note {i} on topic{i}", f"n{i}", entities=["Alice"]) for i in range(30)]
    steps.append(msg("Alice met Zed at the harbour", "z1", entities=["Alice", "Zed"]))
    hs.retain(steps, user_id="u")
    hits = hs.recall("what did Alice do with Zed", user_id="u", k=40, reinforce=False).hits
    via_graph = {h.record.source_ids[0] for h in hits if "graph" in h.paths}
    # "Alice" is in every memory (a hub): only the specific entity "Zed" drives the graph path
    assert via_graph == {"z1"}
    hs.close()


def test_overlap_step_merging_into_an_old_memory_counts_once(hs: Hindsight) -> None:
    hs.retain([msg("Alice drinks green tea every morning", "old")], user_id="alice")
    steps = [msg(f"unrelated step {i} about gadget{i}", f"s{i}") for i in range(12)]
    steps[8] = msg("Alice drinks green tea every morning", "s8")  # in both windows [0, 10) and [8, 12)
    hs.reflect(Trace(scope=Scope(user_id="alice"), steps=steps))
    tea = [r for r in hs.list_records(user_id="alice") if "green tea" in r.text]
    assert len(tea) == 1 and tea[0].occurrences == 2 and tea[0].source_ids == ["old", "s8"]


def test_journaled_trace_is_reflected_by_a_later_engine(tmp_path: Path) -> None:
    """journal_trace() makes a trace durable without reflecting it; the next engine's retry_pending()
    extracts it (what an adapter relies on when the process exits before its background reflection)."""
    trace = Trace(scope=Scope(user_id="alice"), steps=[msg("I prefer PostgreSQL for billing", "s-1")])
    first = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
    assert first.journal_trace(trace) == 1
    assert first.journal_trace(trace) == 0, "an unchanged trace queues nothing new"
    assert first.list_records(user_id="alice") == []
    first.close()
    second = Hindsight(tmp_path, config=NO_RESUME, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
    try:
        assert second.stats()["queued_windows"] == 1
        result = second.retry_pending()
        assert [r.source_ids for r in result.added] == [["s-1"]]
        assert second.stats()["queued_windows"] == 0
    finally:
        second.close()


def test_a_script_that_never_closes_still_writes_its_reinforcements(tmp_path: Path) -> None:
    # The most common script: retain, recall, end, no close(). The recall's reinforcement is written in the
    # background; at exit it must be finished (before concurrent.futures refuses work), not logged as a
    # traceback and lost.
    script = textwrap.dedent(
        f"""
        from hindsight_core import Hindsight
        from hindsight_core.embeddings import HashEmbedder
        from hindsight_core.testing.extractors import ScriptedExtractor
        hs = Hindsight({str(tmp_path)!r}, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
        hs.retain([{{"role": "user", "content": "Alice likes chess", "id": "c1"}}], user_id="alice")
        print("HITS", len(hs.recall("chess", user_id="alice").hits))
        """
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "HITS 1" in out.stdout, out.stderr
    assert "Traceback" not in out.stderr and "failed" not in out.stderr, out.stderr
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        (record,) = hs.list_records(user_id="alice")
        assert record.recall_count == 1 and record.last_recalled_at is not None


def test_an_async_engine_moves_to_the_next_loop_and_refuses_a_second_running_one(tmp_path: Path) -> None:
    import threading

    hs = AsyncHindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())

    async def many(tag: str) -> None:  # concurrent calls: the engine's locks are contended
        await asyncio.gather(
            *[hs.retain([msg(f"Alice likes {tag} {i}", f"{tag}{i}")], user_id="alice") for i in range(3)]
        )

    asyncio.run(many("tea"))  # an app's startup, a first test
    asyncio.run(many("coffee"))  # the next asyncio.run: the first loop is closed, the engine follows
    errors: list[BaseException] = []
    started, release = threading.Event(), threading.Event()

    async def hold() -> None:
        await hs.recall("tea", user_id="alice")
        started.set()
        while not release.is_set():
            await asyncio.sleep(0.01)

    holder = threading.Thread(target=lambda: asyncio.run(hold()))
    holder.start()
    started.wait(30)
    try:
        asyncio.run(hs.recall("tea", user_id="alice"))
    except UserError as exc:
        errors.append(exc)
    release.set()
    holder.join(30)
    assert len(errors) == 1 and "another running event loop" in str(errors[0])

    async def finish() -> int:
        records = await hs.list_records(user_id="alice")
        await hs.aclose()
        return len(records)

    assert asyncio.run(finish()) == 6


class _SlowExtractor(ScriptedExtractor):
    async def extract(self, window):  # type: ignore[no-untyped-def]
        await asyncio.sleep(0.3)
        return await super().extract(window)


def test_close_lets_running_calls_finish_and_refuses_new_ones(tmp_path: Path) -> None:
    import threading

    hs = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=_SlowExtractor())
    outcomes: list[str] = []
    started = threading.Barrier(5)

    def work(i: int) -> None:
        started.wait()
        try:
            hs.retain([msg(f"Alice likes tea {i}", f"t{i}")], user_id="alice")
            outcomes.append("stored")
        except UserError as exc:
            outcomes.append(f"refused: {exc}")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    started.wait()
    import time

    time.sleep(0.1)  # the four calls are running
    hs.close()
    for t in threads:
        t.join(10)
    assert not any(t.is_alive() for t in threads), "no thread left waiting forever"
    assert outcomes.count("stored") == 4, outcomes
    with pytest.raises(UserError, match="closed"):
        hs.recall("tea", user_id="alice")


async def test_aclose_waits_for_running_calls_and_refuses_new_ones(tmp_path: Path) -> None:
    hs = AsyncHindsight(tmp_path, embedder=HashEmbedder(64), extractor=_SlowExtractor())
    await hs.setup()
    running = [
        asyncio.ensure_future(hs.retain([msg(f"Alice likes tea {i}", f"t{i}")], user_id="alice"))
        for i in range(3)
    ]
    await asyncio.sleep(0.1)
    await hs.aclose()
    results = await asyncio.gather(*running, return_exceptions=True)
    assert all(not isinstance(r, BaseException) and len(r.added) == 1 for r in results), results
    with pytest.raises(UserError, match="closed"):
        await hs.recall("tea", user_id="alice")


def test_a_second_engine_on_an_open_store_is_told_to_share_the_first(tmp_path: Path, caplog) -> None:
    import logging

    with caplog.at_level(logging.WARNING, logger="hindsight"):
        first = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
        second = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
        second.close()
        assert "another hindsight engine of this process has" in caplog.text
        first.close()
        caplog.clear()
        with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor()):
            pass
        assert "another hindsight engine" not in caplog.text, "a closed engine does not count"


def test_fading_archives_passing_remarks_but_not_lasting_knowledge(tmp_path: Path) -> None:
    """Half a year without recall: a question and what the assistant said fade into the archive; the user's
    allergy (a fact), a preference, a passing remark of theirs ("I adopted a greyhound called Biscuit" is
    typed an observation) and what was learned from several episodes stay current."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for n, text in enumerate(
            [
                "I'm allergic to penicillin.",
                "I prefer window seats.",
                "The lake was lovely.",
                "Is the lake open in winter?",
            ]
        ):
            hs.retain([{"role": "user", "content": text, "id": f"u{n}"}], user_id="u")
        for n in range(3):
            hs.retain(
                [{"role": "user", "content": "I live in Seattle.", "id": f"s{n}"}],
                user_id="u",
                session_id=f"d{n}",
            )
        hs.retain(
            [{"role": "assistant", "content": "Seattle has great coffee shops.", "id": "a1"}], user_id="u"
        )
        assert hs.maintain(user_id="u")["induced"] == 1
        later = datetime.now(UTC) + timedelta(days=180)
        assert hs.maintain(user_id="u", now=later)["archived"] == 2
        archived = {r.text for r in hs.list_records(user_id="u", statuses=("archived",))}
        assert archived == {
            "The user said: Is the lake open in winter?",
            "The assistant said: Seattle has great coffee shops.",
        }
        assert (
            hs.recall("Which antibiotic am I allergic to?", user_id="u")
            .hits[0]
            .record.text.endswith("penicillin.")
        )
        kept = {r.kind for r in hs.list_records(user_id="u")}
        assert kept == {"episodic", "semantic"}


def test_the_block_cites_the_applications_ids_not_made_up_ones(hs: Hindsight) -> None:
    """Messages without ids get "gen-<uuid>" ids: the block shows none of them (they took over 40% of its
    tokens and name nothing the model can use), and shows the ids the application gave."""
    hs.retain([{"role": "user", "content": "My shipping address is 20 Station Avenue, Aarhus."}], user_id="u")
    hs.retain(
        [{"role": "user", "content": "I prefer email over phone calls.", "id": "ticket-7"}], user_id="u"
    )
    context = hs.recall("shipping address and contact preference", user_id="u").context
    assert "Station Avenue" in context and "gen-" not in context and "[src: ticket-7]" in context
