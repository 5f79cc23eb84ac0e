"""TraceSession and StepMeta: steps with named metadata, one checkpoint rule, and what extraction reads."""

from __future__ import annotations

import pytest

from hindsight_core import Scope, StepMeta, Trace, TraceSession
from hindsight_core.capture import trace_from_turns
from hindsight_core.errors import UserError
from hindsight_core.extraction.normalize import normalize_tool_result
from hindsight_core.extraction.rules import call_id_of, render_tool_call


def test_checkpoint_rule_ships_a_snapshot_every_n_new_steps() -> None:
    shipped: list[Trace] = []
    session = TraceSession(Scope(user_id="alice"), checkpoint_steps=3, on_checkpoint=shipped.append)
    for i in range(7):
        session.add_step("tool_result", f"result {i}")
    assert [len(t.steps) for t in shipped] == [3, 6]
    assert all(t.trace_id == session.trace_id for t in shipped)
    shipped[0].steps.clear()  # a snapshot is a copy: the session is untouched
    final = session.finish()
    assert final is not None and len(final.steps) == 7


def test_goal_step_ids_and_finish() -> None:
    session = TraceSession(Scope(user_id="alice"))
    session.add_step("model_output", "Hello")
    first = session.add_step("user_input", "Book a flight to Paris", step_id="m-1")
    again = session.add_step("user_input", "and a hotel", step_id="m-1")  # a reused id gets a new one
    assert first.step_id == "m-1" and again.step_id != "m-1"
    trace = session.finish(error=RuntimeError("model timed out"))
    assert trace is not None and trace.goal == "Book a flight to Paris"
    assert trace.metadata["error"] == "RuntimeError: model timed out"
    assert trace.started_at == trace.steps[0].timestamp
    with pytest.raises(UserError, match="finished"):
        session.add_step("user_input", "late")
    assert TraceSession(Scope(user_id="alice")).finish() is None


def test_rescope_only_before_anything_was_shipped() -> None:
    session = TraceSession(Scope(user_id="unknown"), checkpoint_steps=2, on_checkpoint=lambda t: None)
    assert session.rescope(Scope(user_id="bob"))
    session.add_step("user_input", "a")
    session.add_step("user_input", "b")  # a checkpoint ships the trace under bob
    assert not session.rescope(Scope(user_id="carol"))
    assert session.scope.user_id == "bob"


def test_step_meta_names_what_extraction_reads() -> None:
    session = TraceSession(Scope(user_id="alice"))
    call = session.add_step(
        "tool_call",
        '{"q": "flights"}',
        name="search",
        metadata=StepMeta(tool_call_id="c1", args={"q": "flights"}),
    )
    failed = session.add_step(
        "tool_result",
        "",
        name="search",
        metadata=StepMeta(tool_call_id="c1", status="error", error="rate limited"),
    )
    assert call_id_of(call) == call_id_of(failed) == "c1"
    assert render_tool_call(call) == 'search({"q": "flights"})'
    normalized = normalize_tool_result(failed.name, failed.content, failed.metadata)
    assert normalized["status"] == "error" and normalized["error"] == "rate limited"
    ok = session.add_step("tool_result", "3 flights", name="search", metadata={"status": "ok"})
    assert normalize_tool_result(ok.name, ok.content, ok.metadata)["status"] == "ok"


def test_step_meta_refuses_unknown_names_and_keeps_values_json() -> None:
    session = TraceSession(Scope(user_id="alice"))
    with pytest.raises(UserError, match="tool_call_id"):
        session.add_step("tool_call", "{}", metadata={"toolcallid": "c1"})
    from datetime import date

    step = session.add_step("tool_call", "{}", metadata=StepMeta(args={"day": date(2026, 3, 2), "n": (1, 2)}))
    assert step.metadata == {"args": {"day": "2026-03-02", "n": [1, 2]}}


def test_trace_from_turns() -> None:
    turns = [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "I prefer tea", "id": "u1"},
        {"role": "tool", "content": "ok", "name": "note", "tool_call_id": "c1"},
    ]
    trace = trace_from_turns(turns, Scope(user_id="alice"), metadata={"source": "test"})
    assert trace is not None and trace.goal == "I prefer tea"
    assert [(s.type, s.step_id) for s in trace.steps][0] == ("user_input", "u1")
    assert trace.steps[1].metadata == {"tool_call_id": "c1"}
    assert trace_from_turns([{"role": "system", "content": "x"}], Scope(user_id="alice")) is None
