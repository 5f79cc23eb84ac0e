"""Crash consistency (issue 10, item 7): a child process is killed at every write step and at random times,
100+ kills in all; after each kill the next process reopens the same data directory and checks that no
acknowledged record was lost, no forgotten record is recalled, no hard-forgotten text is left in any data
file, every occurrence is counted exactly once, and the vector index agrees with the graph store.

The child (``crash_child.py``) wraps the stores itself and exits at the N-th write; SIGKILL at random times
covers the instants in between (inside a store call, inside recovery). The hash embedder keeps it fast.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight, HindsightConfig, ReflectionConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.maintenance import diagnose

CHILD = Path(__file__).with_name("crash_child.py")
KILLED = 77


class Harness:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.proc = subprocess.Popen(
            [sys.executable, str(CHILD)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.rounds = 0
        self.kills = 0
        self.problems: list[str] = []

    def run(self, lane: str, **command: Any) -> dict[str, Any]:
        self.rounds += 1
        tag = f"t{self.rounds:03d}x"
        lane_dir = self.root / lane
        lane_dir.mkdir(exist_ok=True)
        recent = [f"t{n:03d}x" for n in range(max(1, self.rounds - 3), self.rounds)]
        report = lane_dir / f"report-{self.rounds}.json"
        full = {"data": str(lane_dir / "data"), "log": str(lane_dir / "acks.jsonl"), "report": str(report),
                "tag": tag, "recent": recent, **command}  # fmt: skip
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(full) + "\n")
        outcome: dict[str, Any] = json.loads(self.proc.stdout.readline())
        if outcome.get("signal") == 9 or outcome.get("exit") == KILLED:
            self.kills += 1
        if report.exists():
            checked = json.loads(report.read_text())
            self.problems.extend(f"round {self.rounds} ({lane}, {command}): {p}" for p in checked["problems"])
        else:
            outcome["unverified"] = True
        round_file = Path(str(report) + ".round")
        if round_file.exists():
            outcome.update(json.loads(round_file.read_text()))
        return outcome

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


@pytest.fixture
def harness(tmp_path: Path):
    h = Harness(tmp_path)
    yield h
    h.close()


def test_no_crash_point_loses_resurrects_or_leaks_anything(harness: Harness, tmp_path: Path) -> None:
    rng = random.Random(int(os.environ.get("HINDSIGHT_CRASH_SEED", "20260302")))
    clean = harness.run("steps")
    assert clean.get("exit") == 0, clean
    writes, seconds = clean["writes"], clean["seconds"]
    assert writes >= 30, "a round writes to the graph, the vectors and the journal many times"
    # 1. A kill before every write of a round (after the previous one returned), in turn.
    for n in range(1, writes + 1):
        outcome = harness.run("steps", kill_at=n)
        assert outcome.get("exit") == KILLED, (n, outcome)
    # 2. Kills while the next process recovers (writes of opening counted from its start).
    for n in range(1, 9):
        harness.run("recovery", kill_at=n, from_start=True)
    # 3. SIGKILL at random instants of a round (inside store calls, between them, inside recovery), until
    # 60 of them landed (a round that finished first is one more clean round).
    before = harness.kills
    for _ in range(120):
        if harness.kills - before >= 60:
            break
        harness.run("random", sigkill_after=rng.uniform(0.02, seconds + 0.3))
    for lane in ("steps", "recovery", "random"):
        final = harness.run(lane, verify_only=True)
        assert final.get("exit") == 0, final
    assert harness.kills >= 100, f"only {harness.kills} kills"
    assert harness.problems == [], "\n".join(harness.problems[:20])
    # The stores a crash left behind pass every doctor check.
    import asyncio

    from hindsight_core import AsyncHindsight

    config = HindsightConfig(reflection=ReflectionConfig(resume_on_open=False))
    engine = AsyncHindsight(tmp_path / "random" / "data", config=config, embedder=HashEmbedder(64))
    checks = asyncio.run(diagnose(engine))
    assert all(c.ok for c in checks), [c for c in checks if not c.ok]


def test_doctor_reports_and_repairs_status_and_content_mismatches(tmp_path: Path) -> None:
    """What a crash between the two stores (or a foreign write) leaves: doctor compares status, metadata and
    content, and --repair fixes all of it; recall trusts the graph meanwhile."""
    import asyncio

    from hindsight_core import AsyncHindsight
    from hindsight_core.stores.protocols import VectorItem, vector_metadata

    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain([{"role": "user", "content": "I keep bees on the roof", "id": "b"},
                   {"role": "user", "content": "I collect stamps from Peru", "id": "s"},
                   {"role": "user", "content": "I grow chillies on the balcony", "id": "c"}], user_id="u")  # fmt: skip
        bees, stamps, chillies = (
            next(r for r in hs.list_records(user_id="u") if r.source_ids == [i]) for i in "bsc"
        )
        hs.forget(record_id=bees.id)
        vectors = hs.engine.vectors

        async def corrupt() -> None:
            await vectors.update_metadata([bees.id], [{"status": "active"}])  # the forget's vector write lost
            embedding = await hs.engine.writer.embed_one("something else entirely")
            await vectors.upsert(
                [VectorItem(stamps.id, embedding, "something else entirely", vector_metadata(stamps))]
            )
            await vectors.delete([chillies.id])
            await vectors.upsert([VectorItem("ghost", embedding, "ghost", vector_metadata(stamps))])

        asyncio.run_coroutine_threadsafe(corrupt(), hs._bridge.loop).result()
        hits = hs.recall("bees on the roof", user_id="u", k=10).hits
        assert all(h.record.id != bees.id for h in hits), "recall trusts the graph's status, not the vector's"

    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    (index,) = [c for c in checks if c.name == "index consistency"]
    assert index.status == "FAIL"
    for expected in ("1 records have no vector", "1 vectors have no record", "1 vectors carry another status",
                     "1 vectors were built from another text"):  # fmt: skip
        assert expected in index.detail
    repaired = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64)), repair=True))
    (index,) = [c for c in repaired if c.name == "index consistency"]
    assert index.status == "OK" and "repaired 4 vectors" in index.detail
    again = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    assert all(c.ok for c in again)


def test_doctor_does_not_blame_the_llm_for_windows_that_only_wait(tmp_path: Path) -> None:
    import asyncio

    from hindsight_core import AsyncHindsight, Trace, TraceStep
    from hindsight_core.models import Scope
    from hindsight_core.testing.extractors import ScriptedExtractor

    trace = Trace(scope=Scope(user_id="u"), steps=[TraceStep(type="user_input", content="I like figs")])
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.journal_trace(trace)  # the process stops before reflecting
    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    (queue,) = [c for c in checks if c.name == "extraction queue"]
    assert queue.status == "OK" and "not reflected yet" in queue.detail and "LLM" not in queue.detail
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor(fail_times=5)) as hs:
        hs.wait_background()  # resumed on open, and failed
    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    (queue,) = [c for c in checks if c.name == "extraction queue"]
    assert queue.status == "FAIL" and "scripted outage" in queue.detail and "LLM" in (queue.fix or "")


def test_doctor_reports_writes_a_crash_interrupted_as_pending_not_broken(tmp_path: Path) -> None:
    """A crash between the graph write and the vector write leaves the record announced in the outbox; the
    next open finishes it, so doctor reports it pending (OK) while it is the only inconsistency."""
    import asyncio

    from hindsight_core import AsyncHindsight

    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain([{"role": "user", "content": "I keep bees on the roof", "id": "b"}], user_id="u")
        (record,) = hs.list_records(user_id="u")
        hs.engine.journal.mark_dirty([record.id])  # what the writer announces before the stores
        asyncio.run_coroutine_threadsafe(hs.engine.vectors.delete([record.id]), hs._bridge.loop).result()

    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    (index,) = [c for c in checks if c.name == "index consistency"]
    assert index.status == "OK" and "1 writes a crash interrupted are pending" in index.detail, index
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:  # the next open finishes it
        assert [h.record.id for h in hs.recall("bees", user_id="u").hits] == [record.id]
    again = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    (index,) = [c for c in again if c.name == "index consistency"]
    assert index.status == "OK" and "pending" not in index.detail
