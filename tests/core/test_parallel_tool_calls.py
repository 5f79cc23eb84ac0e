"""Parallel tool calls: a step that calls several tools and their results after all of them. A result whose
call fell before its reflection window (calls and results further apart than the windows' overlap) is still
stored with its call's arguments, and the call is not left behind as a pending 'the assistant called ...'."""

from __future__ import annotations

import json
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder

CITIES = ["Paris", "Berlin", "Madrid", "Rome", "上海"]


def test_each_parallel_result_is_stored_with_its_call(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        rec = hs.trace(user_id="alice", goal="weather for my trip")
        rec.add_step("user_input", "What's the weather in my five trip cities?")
        for n, city in enumerate(CITIES):
            args = json.dumps({"city": city}, ensure_ascii=False)
            rec.add_step("tool_call", args, name="get_weather", metadata={"tool_call_id": f"c{n}"})
        for n, city in enumerate(CITIES):
            rec.add_step("tool_result", f"{city}: sunny, {20 + n} degrees", name="get_weather",
                         metadata={"tool_call_id": f"c{n}"})  # fmt: skip
        rec.add_step("model_output", "All five cities are sunny.")
        assert len(rec.trace.steps) > 10  # more than one window of 10 steps (2 overlapping)
        hs.reflect(rec.trace)
        records = hs.list_records(user_id="alice", statuses=("active", "pending"))
        texts = [r.text for r in records]
        assert not [t for t in texts if t.startswith("The assistant called")], texts
        for n, city in enumerate(CITIES):
            [result] = [r for r in records if f"{city}: sunny" in r.text]
            assert json.dumps({"city": city}, ensure_ascii=False) in result.text, result.text
            assert result.source_kind == "tool_returned" and result.status == "active"
            call_ids = {s.step_id for s in rec.trace.steps if s.metadata.get("tool_call_id") == f"c{n}"}
            assert call_ids <= set(result.source_ids)
