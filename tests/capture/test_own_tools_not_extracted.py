"""hindsight's own memory tools move memories already kept: their calls and results stay in the trace but are
never extracted again (a recalled block stored as a new memory would bring back what is later forgotten)."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.capture.tool_schemas import MEMORY_TOOL_NAMES
from hindsight_core.capture.tools import MEMORY_TOOLS, REFLECT_TRACE
from hindsight_core.embeddings import HashEmbedder


def test_every_memory_tool_is_known_as_one() -> None:
    assert {t.name for t in (*MEMORY_TOOLS, REFLECT_TRACE)} == MEMORY_TOOL_NAMES


def test_a_recall_tool_result_is_not_stored_and_a_forget_stays_complete(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain([{"role": "user", "content": "My locker code is 4711.", "id": "m1"}], user_id="alice")
        block = hs.recall("locker code", user_id="alice", k=3).context
        rec = hs.trace(user_id="alice", session_id="s2", goal="answer the user")
        rec.add_step("user_input", "What's my locker code?")
        rec.add_step(
            "tool_call", '{"query": "locker code"}', name="recall_memory", metadata={"tool_call_id": "c1"}
        )
        rec.add_step("tool_result", block, metadata={"tool_call_id": "c1"})  # unnamed: paired by its call id
        rec.add_step("tool_call", '{"text": "Alice drives a red Volvo"}', name="store_memory")
        rec.add_step("tool_result", "Stored memory 42: Alice drives a red Volvo", name="store_memory")
        rec.add_step("tool_call", '{"city": "Oslo"}', name="weather", metadata={"tool_call_id": "c2"})
        rec.add_step(
            "tool_result", '{"forecast": "sleet in Oslo"}', name="weather", metadata={"tool_call_id": "c2"}
        )
        result = hs.reflect(rec.trace)
        texts = [r.text for r in result.added]
        assert texts and all("4711" not in t and "Volvo" not in t for t in texts), texts
        assert any("sleet" in t for t in texts), "other tools' results are still extracted"
        assert len(hs.get_trace(rec.trace.trace_id).steps) == 7, "the trace itself keeps every step"
        hs.forget(query="locker code 4711", user_id="alice", hard=True)
        assert not [h for h in hs.recall("locker code", user_id="alice", k=5).hits if "4711" in h.record.text]
