"""User-supplied rerankers: they reorder the candidates they score, an LLM reranker goes through the real
OpenAI client against the fake server, and a failing reranker never fails recall."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from hindsight_core import Hindsight, HindsightConfig, LLMReranker, RecallConfig, Reranker
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeOpenAIServer

NOTES = [
    {"role": "user", "content": "The blue notebook holds the travel receipts.", "id": "n1"},
    {"role": "user", "content": "The red notebook holds the tax letters.", "id": "n2"},
    {"role": "user", "content": "The green notebook holds recipes from grandma.", "id": "n3"},
]


class Prefers:
    """Scores texts that contain ``word`` 1, others 0."""

    def __init__(self, word: str) -> None:
        self.name = f"prefers-{word}"
        self.word = word
        self.calls = 0

    async def score(self, query: str, texts: Sequence[str]) -> list[float]:
        self.calls += 1
        return [1.0 if self.word in text else 0.0 for text in texts]


class Broken:
    name = "broken"

    async def score(self, query: str, texts: Sequence[str]) -> list[float]:
        raise RuntimeError("model server down")


def _engine(folder: Path, reranker: Reranker | None, weight: float = 5.0) -> Hindsight:
    config = HindsightConfig(recall=RecallConfig(reranker_weight=weight))
    return Hindsight(folder, config=config, embedder=HashEmbedder(64), reranker=reranker)


def test_a_reranker_reorders_what_it_scores(tmp_path: Path) -> None:
    prefers = Prefers("grandma")
    assert isinstance(prefers, Reranker)
    with _engine(tmp_path, prefers) as hs:
        hs.retain(NOTES, user_id="u")
        hits = hs.recall("which notebook holds the receipts?", user_id="u", k=3, reinforce=False).hits
        assert hits[0].record.source_ids == ["n3"] and prefers.calls == 1


def test_a_failing_reranker_is_skipped(tmp_path: Path, caplog) -> None:
    with _engine(tmp_path, Broken()) as hs:
        hs.retain(NOTES, user_id="u")
        hits = hs.recall("which notebook holds the receipts?", user_id="u", k=3, reinforce=False).hits
        assert hits[0].record.source_ids == ["n1"]
    assert "reranker broken failed" in caplog.text


def test_llm_reranker_through_the_openai_client(tmp_path: Path) -> None:
    with FakeOpenAIServer() as server:
        llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0, timeout=10)
        with _engine(tmp_path, LLMReranker(llm)) as hs:
            hs.retain(NOTES, user_id="u")
            # the fake LLM prefers whatever is listed second
            server.add_chat(json.dumps({"scores": [0, 10, 0]}))
            hits = hs.recall("which notebook holds the receipts?", user_id="u", k=3, reinforce=False).hits
            request = server.requests[-1]
        assert "Memories:" in json.dumps(request.body)
        prompt = json.loads(json.dumps(request.body))["messages"][-1]["content"]
        second = prompt.split("\n2. ", 1)[1].split("\n", 1)[0]
        assert hits[0].record.text == second
