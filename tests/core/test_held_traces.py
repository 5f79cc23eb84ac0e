"""Held steps (``journal_trace(trace, hold=True)``): durable at once, extracted with what follows them.

An adapter journals a turn when it starts (so a crash loses nothing) and reflects on it when it ends: the
user's question and the answer must be ONE extraction window, not the question alone and then the rest.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight, HindsightConfig, ReflectionConfig, Trace, TraceStep
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import Scope
from hindsight_core.testing.extractors import ScriptedExtractor

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _step(i: int, text: str, kind: str = "user_input") -> TraceStep:
    return TraceStep(step_id=f"s{i}", type=kind, content=text, timestamp=T0 + timedelta(seconds=i))  # type: ignore[arg-type]


QUESTION = _step(0, "I am flying to Lisbon on Friday, which terminal?")
TOOL = _step(1, "terminal lookup: Lisbon flights leave from terminal 1", "tool_result")
ANSWER = _step(2, "Terminal 1; I noted you fly to Lisbon on Friday.", "model_output")


def _trace(*steps: TraceStep) -> Trace:
    return Trace(trace_id="turn-1", scope=Scope(user_id="ana", session_id="s"), steps=list(steps))


def _engine(path: Path, extractor: ScriptedExtractor, *, resume: bool = True) -> Hindsight:
    config = HindsightConfig(reflection=ReflectionConfig(resume_on_open=resume))
    return Hindsight(path, config=config, embedder=HashEmbedder(64), extractor=extractor)


def _windows(path: Path) -> list[tuple[int, int, str]]:
    with sqlite3.connect(path / "journal.db") as db:
        return [tuple(r) for r in db.execute("SELECT lo, hi, status FROM windows ORDER BY lo")]


def test_a_held_turn_is_extracted_in_one_window_with_its_answer(tmp_path: Path) -> None:
    extractor = ScriptedExtractor()
    with _engine(tmp_path, extractor) as hs:
        assert hs.journal_trace(_trace(QUESTION), hold=True) == 0  # durable, nothing queued
        assert hs.retry_pending().added == []  # this engine's own hold is not released by a retry
        held = hs.engine.journal.get_trace("turn-1")
        assert held is not None and held.steps == [QUESTION]
        hs.reflect(_trace(QUESTION, TOOL, ANSWER))
        assert [[s.step_id for s in w.steps] for w in extractor.calls] == [["s0", "s1", "s2"]]
        assert _windows(tmp_path) == [(0, 3, "done")]
        texts = sorted(r.text for r in hs.list_records(user_id="ana"))
    assert texts == sorted([QUESTION.content, TOOL.content, ANSWER.content])


def test_steps_held_when_a_process_stops_are_extracted_by_the_next_engine(tmp_path: Path) -> None:
    with _engine(tmp_path, ScriptedExtractor()) as hs:
        hs.journal_trace(_trace(QUESTION), hold=True)  # the turn never ends: the process stops
        assert hs.stats()["held_traces"] == 1
    extractor = ScriptedExtractor()
    with _engine(tmp_path, extractor) as hs:
        hs.wait_background()  # resumed on open
        assert [r.text for r in hs.list_records(user_id="ana")] == [QUESTION.content]
        assert hs.engine.journal.count_held() == 0
    with _engine(tmp_path, extractor := ScriptedExtractor()) as hs:
        hs.wait_background()
        assert extractor.calls == []  # extracted once


def test_a_turn_ending_after_a_restart_extracts_only_what_is_new(tmp_path: Path) -> None:
    with _engine(tmp_path, ScriptedExtractor(), resume=False) as hs:
        hs.journal_trace(_trace(QUESTION), hold=True)
    extractor = ScriptedExtractor()
    with _engine(tmp_path, extractor, resume=False) as hs:
        hs.reflect(_trace(QUESTION, TOOL, ANSWER))  # the released question first, then the rest
        records = hs.list_records(user_id="ana")
    assert sorted(r.text for r in records) == sorted([QUESTION.content, TOOL.content, ANSWER.content])
    assert all(r.occurrences == 1 for r in records)


def test_a_journal_written_before_holds_opens_and_holds(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "journal.db") as db:  # the schema of a journal from before holds
        db.executescript(
            "CREATE TABLE traces (trace_id TEXT PRIMARY KEY, body TEXT NOT NULL, "
            "reflected_upto INTEGER NOT NULL DEFAULT 0, updated_at REAL NOT NULL);"
            "CREATE TABLE windows (trace_id TEXT NOT NULL, lo INTEGER NOT NULL, hi INTEGER NOT NULL, "
            "status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, "
            "updated_at REAL NOT NULL, PRIMARY KEY (trace_id, lo, hi));"
        )
        old = _trace(QUESTION).model_copy(update={"trace_id": "old"})
        db.execute("INSERT INTO traces VALUES ('old', ?, 0, 0)", (old.model_dump_json(),))
    extractor = ScriptedExtractor()
    with _engine(tmp_path, extractor) as hs:
        hs.journal_trace(_trace(QUESTION), hold=True)
        hs.reflect(_trace(QUESTION, TOOL, ANSWER))
        assert [len(w.steps) for w in extractor.calls] == [3]
        kept = hs.engine.journal.get_trace("old")  # what was there is untouched
        assert kept is not None and kept.model_dump() == old.model_dump()


def test_an_older_snapshot_never_cuts_held_steps(tmp_path: Path) -> None:
    with _engine(tmp_path, ScriptedExtractor()) as hs:
        hs.journal_trace(_trace(QUESTION, TOOL), hold=True)
        hs.journal_trace(_trace(QUESTION), hold=True)  # a copy taken before the tool result arrived
        stored = hs.engine.journal.get_trace("turn-1")
        assert stored is not None and [s.step_id for s in stored.steps] == ["s0", "s1"]
        hs.reflect(_trace(QUESTION))  # an old copy reflected late queues what it has: the rest stays held
        assert [r.text for r in hs.list_records(user_id="ana")] == [QUESTION.content]
        assert hs.stats()["held_traces"] == 1
        hs.reflect(_trace(QUESTION, TOOL))
        texts = sorted(r.text for r in hs.list_records(user_id="ana"))
        assert texts == sorted([QUESTION.content, TOOL.content]) and hs.stats()["held_traces"] == 0


def test_a_recall_right_after_a_restart_answers_from_the_turn_the_crash_left_queued(tmp_path: Path) -> None:
    # the engine resumes queued windows in the background when it opens: a recall made at once had missed the
    # turn journaled before the crash (found 5 s later)
    import asyncio

    from hindsight_core.capture import trace_from_turns
    from hindsight_core.extraction.rules import RuleExtractor

    class Slow(RuleExtractor):
        async def extract(self, window):  # type: ignore[no-untyped-def]
            await asyncio.sleep(0.5)
            return await super().extract(window)

    first = Hindsight(tmp_path, embedder=HashEmbedder())
    turn = {"role": "user", "content": "My flight to Reykjavik is on 3 March, seat 14C.", "id": "m1"}
    first.journal_trace(
        trace_from_turns([turn], Scope(user_id="u"))
    )  # durable, not reflected: then the crash
    first.close()
    second = Hindsight(tmp_path, embedder=HashEmbedder(), extractor=Slow())
    try:
        hits = second.recall("when is my flight to Reykjavik?", user_id="u").hits
        assert [h.record.source_ids for h in hits][:1] == [["m1"]]
    finally:
        second.close()
