"""The child side of the crash-point harness (tests/core/test_crash_consistency.py). Run as a script.

It imports hindsight once, then serves commands (JSON lines on stdin) by forking a worker per command, so each
crash costs a fork, not an interpreter start. A worker opens the engine on the lane's data directory (which
recovers what the previous, killed worker left), verifies every invariant against the acknowledgement log,
writes its report, and then runs one more round of the workload until it is killed:

- ``kill_at=N``: the worker calls ``os._exit`` just before its N-th write (every write method of the graph
  store, the vector store and the journal is wrapped HERE, in the child: production classes have no hooks);
  ``from_start`` counts the writes of opening (recovery, resumed windows) too, else only the workload's;
- ``sigkill_after=S``: this process SIGKILLs the worker S seconds after the fork;
- neither: the worker finishes (a clean round; it reports how many writes a round takes).

An operation is acknowledged (a line in the log, written with ``os.write`` so it survives the kill) only
after it returned; an attempt is logged before it starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from hindsight_core import AsyncHindsight, Hindsight, HindsightConfig, ReflectionConfig, Trace, TraceStep
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.maintenance import index_report
from hindsight_core.models import ALL_STATUSES, Scope
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.sqlite import SqliteGraphStore
from hindsight_core.testing.extractors import ScriptedExtractor

USER = "alice"
KILLED = 77
_GRAPH_WRITES = ("upsert_records", "update_state", "delete_records")
_VECTOR_WRITES = ("upsert", "update_metadata", "delete")
_JOURNAL_WRITES = ("queue_trace", "mark_done", "mark_failed", "mark_dirty", "clear_dirty", "redact_steps")


class Tripwire:
    def __init__(self, kill_at: int | None, armed: bool) -> None:
        self.kill_at = kill_at
        self.armed = armed
        self.count = 0

    def tick(self) -> None:
        if not self.armed:
            return
        self.count += 1
        if self.kill_at is not None and self.count >= self.kill_at:
            os._exit(KILLED)


def wire(target: Any, names: tuple[str, ...], trip: Tripwire) -> None:
    for name in names:
        original = getattr(target, name)
        if asyncio.iscoroutinefunction(original):

            async def wrapped(*args: Any, __original: Any = original, **kwargs: Any) -> Any:
                trip.tick()
                return await __original(*args, **kwargs)

        else:

            def wrapped(*args: Any, __original: Any = original, **kwargs: Any) -> Any:  # type: ignore[misc]
                trip.tick()
                return __original(*args, **kwargs)

        setattr(target, name, wrapped)


def open_engine(data: Path, trip: Tripwire) -> Hindsight:
    embedder = HashEmbedder(64)
    graph = SqliteGraphStore(data / "graph.db")
    vectors = ChromaVectorStore.embedded(data / "chroma", embedder=embedder)
    wire(graph, _GRAPH_WRITES, trip)
    wire(vectors, _VECTOR_WRITES, trip)
    config = HindsightConfig(
        reflection=ReflectionConfig(window_steps=10, window_overlap=2, resume_on_open=True)
    )
    engine = AsyncHindsight(
        data,
        config=config,
        graph_store=graph,
        vector_store=vectors,
        embedder=embedder,
        extractor=ScriptedExtractor(),
    )
    wire(engine.journal, _JOURNAL_WRITES, trip)
    hs = Hindsight(engine=engine)
    hs.wait_background()  # windows left queued by the killed worker are resumed on open
    return hs


class Log:
    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, **entry: Any) -> None:
        os.write(self._fd, (json.dumps(entry) + "\n").encode())


def read_log(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


# ------------------------------------------------------------------------------------------- verification


def verify(hs: Hindsight, data: Path, log: list[dict[str, Any]], recent: list[str]) -> dict[str, Any]:
    problems: list[str] = []
    engine = hs.engine
    dirty = engine.journal.dirty_ids()
    if dirty:
        problems.append(f"{len(dirty)} interrupted writes not recovered on open")
    report = asyncio.run_coroutine_threadsafe(
        index_report(engine.graph, engine.vectors), hs._bridge.loop
    ).result()
    if report.wrong:
        problems.append(f"vector index disagrees with the graph: {report.describe()}")
    acked = [e for e in log if e["phase"] == "ack"]
    attempted = [e for e in log if e["phase"] == "try"]
    # A hard forget that was attempted may have completed before the kill: its record may be gone.
    hard_gone = {e["id"] for e in attempted if e["op"] == "hard_forget"}
    for entry in acked:
        op = entry["op"]
        if op == "remember" and entry["id"] not in hard_gone and hs.get_record(entry["id"]) is None:
            problems.append(f"acknowledged remember lost: {entry['text']!r}")
        if op == "soft_forget":
            record = hs.get_record(entry["id"])
            if entry["id"] not in hard_gone and (record is None or record.status != "forgotten"):
                problems.append(f"acknowledged soft forget not forgotten: {entry['id']}")
        if op == "hard_forget" and hs.get_record(entry["id"]) is not None:
            problems.append(f"acknowledged hard forget still stored: {entry['id']}")
    records = hs.list_records(user_id=USER, statuses=ALL_STATUSES)
    by_source: dict[str, list[str]] = {}
    for record in records:
        if record.trace_id is None:
            continue
        if record.occurrences != len(record.source_ids):
            problems.append(
                f"{record.text!r}: occurrences {record.occurrences} for sources {record.source_ids}"
            )
        for source in record.source_ids:
            by_source.setdefault(source, []).append(record.id)
    for source, ids in by_source.items():
        if len(ids) > 1:
            problems.append(f"step {source} stored {len(ids)} times")
    for entry in acked:
        if entry["op"] in ("retain", "reflect"):
            forgotten = {e.get("source") for e in attempted if e["op"] == "hard_forget"}
            lost = [s for s in entry["sources"] if s not in by_source and s not in forgotten]
            if lost:
                problems.append(f"acknowledged {entry['op']} lost steps {lost}")
    for record in records:
        # Recall is checked for the records of the last rounds (every earlier one was checked in its turn);
        # the index report above covers every record's status.
        if record.status != "forgotten" or not any(tag in record.text for tag in recent):
            continue
        hits = hs.recall(record.text, user_id=USER, k=50, include_pending=True, reinforce=False).hits
        if any(h.record.id == record.id for h in hits):
            problems.append(f"forgotten record recalled: {record.text!r}")
    blobs = {p.relative_to(data): p.read_bytes() for p in data.rglob("*") if p.is_file()}
    for entry in attempted:
        if entry["op"] != "hard_forget" or hs.get_record(entry["id"]) is not None:
            continue
        marker = entry["marker"].encode()
        found = [str(name) for name, blob in blobs.items() if marker in blob]
        if found:
            problems.append(f"hard-forgotten text {entry['marker']!r} left in {found}")
    return {"problems": problems, "records": len(records), "checked": len(acked)}


# ------------------------------------------------------------------------------------------- workload


def workload(hs: Hindsight, log: Log, tag: str) -> None:
    def step(i: int, content: str) -> TraceStep:
        return TraceStep(step_id=f"{tag}-s{i}", type="user_input", content=content)

    log.write(phase="try", op="remember", tag=tag)
    kept = hs.remember(f"Alice keeps softmark{tag} in a drawer", user_id=USER)
    log.write(phase="ack", op="remember", id=kept.id, text=kept.text)

    messages = [
        {"role": "user", "content": f"My locker code is hardmark{tag}", "id": f"{tag}-h"},
        {"role": "user", "content": f"Alice likes pears {tag}", "id": f"{tag}-p"},
    ]
    log.write(phase="try", op="retain", tag=tag)
    hs.retain(messages, user_id=USER)
    log.write(phase="ack", op="retain", sources=[m["id"] for m in messages])

    contents = {i: f"reading {i} of {tag}" for i in range(14)}
    contents[3] = contents[11] = f"Alice drinks tea at four {tag}"  # one fact, two occurrences
    contents[9] = f"Alice waters the plants {tag}"  # in the overlap of the two windows
    trace = Trace(
        trace_id=f"{tag}-trace", scope=Scope(user_id=USER), steps=[step(i, c) for i, c in contents.items()]
    )
    log.write(phase="try", op="reflect", tag=tag)
    hs.reflect(trace)
    log.write(phase="ack", op="reflect", sources=[s.step_id for s in trace.steps])

    log.write(phase="try", op="soft_forget", id=kept.id)
    hs.forget(record_id=kept.id)
    log.write(phase="ack", op="soft_forget", id=kept.id)

    (locker,) = [r for r in hs.list_records(user_id=USER) if f"{tag}-h" in r.source_ids]
    log.write(phase="try", op="hard_forget", id=locker.id, source=f"{tag}-h", marker=f"hardmark{tag}")
    hs.forget(record_id=locker.id, hard=True)
    log.write(phase="ack", op="hard_forget", id=locker.id)

    twice = hs.remember(f"Alice hides stairmark{tag} under the stairs", user_id=USER)
    log.write(phase="ack", op="remember", id=twice.id, text=twice.text)
    log.write(phase="try", op="soft_forget", id=twice.id)
    hs.forget(record_id=twice.id)
    log.write(phase="ack", op="soft_forget", id=twice.id)
    log.write(phase="try", op="hard_forget", id=twice.id, source=None, marker=f"stairmark{tag}")
    hs.forget(record_id=twice.id, hard=True)
    log.write(phase="ack", op="hard_forget", id=twice.id)


def _write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: a random SIGKILL may land while the report is written,
    and the harness must never read half a report."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(text)
    os.replace(partial, path)


def worker(command: dict[str, Any]) -> None:
    data, log_path, report_path = Path(command["data"]), Path(command["log"]), Path(command["report"])
    trip = Tripwire(command.get("kill_at"), armed=bool(command.get("from_start")))
    try:
        hs = open_engine(data, trip)
        report = verify(hs, data, read_log(log_path), command.get("recent", []))
    except Exception:  # noqa: BLE001 - any failure to reopen is what the harness reports
        report = {"problems": [f"reopen failed: {traceback.format_exc()}"], "records": 0, "checked": 0}
        _write_whole(report_path, json.dumps(report))
        os._exit(1)
    _write_whole(report_path, json.dumps(report))
    if command.get("verify_only"):
        hs.close()
        os._exit(0)
    trip.armed = True
    started = time.perf_counter()
    workload(hs, Log(log_path), command["tag"])
    hs.close()
    _write_whole(
        Path(str(report_path) + ".round"),
        json.dumps({"writes": trip.count, "seconds": time.perf_counter() - started}),
    )
    os._exit(0)


def main() -> None:
    for line in sys.stdin:
        command = json.loads(line)
        pid = os.fork()
        if pid == 0:
            try:
                worker(command)
            finally:
                os._exit(2)
        delay = command.get("sigkill_after")
        if delay is not None:
            time.sleep(delay)
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            outcome = {"signal": os.WTERMSIG(status)}
        else:
            outcome = {"exit": os.WEXITSTATUS(status)}
        print(json.dumps(outcome), flush=True)


if __name__ == "__main__":
    main()
