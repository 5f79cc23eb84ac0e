"""A chat engine's memory recalls for an elliptical follow-up as the question before asked about its person:
after "what's my phone number?", "and my wife's?" puts her number in the system message first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from llama_index.core.chat_engine import SimpleChatEngine

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_llamaindex import HindsightMemory
from tests.llamaindex.conftest import RecordingLLM

FACTS = [
    "My phone number is 555-0101.",
    "My wife's phone number is 555-0199.",
    "My wife works as a nurse at St Mary's.",
    "My wife's birthday is June 2.",
    "My wife loves hiking.",
]


def test_and_my_wifes_after_my_phone_number_puts_her_number_first(tmp_path: Path) -> None:
    hs = Hindsight(tmp_path / "hs", embedder=HashEmbedder(64))  # the rule extractor, as a user runs it
    try:
        start = datetime(2026, 3, 2, 10, tzinfo=UTC)
        for i, text in enumerate(FACTS):
            hs.retain(
                [{"role": "user", "content": text}],
                user_id="al",
                session_id=f"s{i}",
                occurred_at=start + timedelta(days=i),
            )
        llm = RecordingLLM()
        memory = HindsightMemory.from_defaults(engine=hs, user_id="al", session_id="now")
        engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory)
        engine.chat("what's my phone number?")
        engine.chat("and my wife's?")
        [system] = [m.content or "" for m in llm.received[-1] if m.role.value == "system"]
        first = next(line for line in system.splitlines() if line.startswith("- "))
        assert "555-0199" in first
        assert memory.flush(timeout=30)
    finally:
        hs.close()
