"""A chain's memory recalls for an elliptical follow-up as the question before asked about its person: after
"what's my phone number?", "and my wife's?" puts her number first, not the other memories that name her."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMemory

FACTS = [
    "My phone number is 555-0101.",
    "My wife's phone number is 555-0199.",
    "My wife works as a nurse at St Mary's.",
    "My wife's birthday is June 2.",
    "My wife loves hiking.",
]


def test_and_my_wifes_after_my_phone_number_recalls_her_number_first(tmp_path: Path) -> None:
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
        memory = HindsightMemory(engine=hs, user_id="al", session_id="now")
        memory.save_context({"input": "what's my phone number?"}, {"output": "It's 555-0101."})
        history = memory.load_memory_variables({"input": "and my wife's?"})["history"]
        first = next(line for line in history.splitlines() if line.startswith("- "))
        assert "555-0199" in first
        assert memory.flush(timeout=30)
    finally:
        hs.close()
