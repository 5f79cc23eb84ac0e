"""The in-memory reference backends run hindsight end to end, with the real offline embedding model, and
recall what the embedded defaults (SQLite + Chroma) recall.

This is the "new backend" recipe of docs/backends.md shown working: one module per store
(``stores/memory_graph.py``, ``stores/memory_vector.py``), one factory line each (``"memory"`` in
``stores/factory.py``), one fixture (the ``memory`` case of tests/contracts/conftest.py).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.maintenance import diagnose
from hindsight_core.models import ALL_STATUSES
from hindsight_core.stores import InMemoryGraphStore, InMemoryVectorStore
from hindsight_core.stores.factory import StoreConfig, build_graph_store, build_vector_store

pytestmark = pytest.mark.e2e

T = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

CONVERSATIONS = {
    "ana": [
        {
            "role": "user",
            "content": "I'm allergic to peanuts, so no satay please.",
            "id": "a-1",
            "name": "Ana",
        },
        {"role": "assistant", "content": "Got it, no peanuts.", "id": "a-2"},
        {
            "role": "user",
            "content": "I moved to Lisbon last spring for a new job.",
            "id": "a-3",
            "name": "Ana",
        },
        {
            "role": "user",
            "content": "My sister Maria plays the cello in an orchestra.",
            "id": "a-4",
            "name": "Ana",
        },
    ],
    "wang": [
        {"role": "user", "content": "我习惯用 PostgreSQL", "id": "zh-1", "name": "小王"},
        {"role": "assistant", "content": "好的", "id": "zh-2"},
        {"role": "user", "content": "周末我喜欢去爬山", "id": "zh-3", "name": "小王"},
    ],
}

QUESTIONS = [
    ("ana", "Does Ana have any food allergies?"),
    ("ana", "Where does Ana live now?"),
    ("ana", "Who plays the cello?"),
    ("wang", "我平时用什么数据库？"),
    ("wang", "周末喜欢做什么"),
]


@pytest.fixture(scope="module")
def embedder() -> OnnxMiniLMEmbedder:
    return OnnxMiniLMEmbedder()


def _on_memory(data_dir: Path, embedder: OnnxMiniLMEmbedder) -> AsyncHindsight:
    return AsyncHindsight(
        data_dir,
        embedder=embedder,
        graph_store=InMemoryGraphStore(),
        vector_store=InMemoryVectorStore(embedder),
    )


async def _top_sources(engine: AsyncHindsight) -> list[list[str]]:
    for user, messages in CONVERSATIONS.items():
        await engine.retain(messages, user_id=user, session_id=f"{user}-1", occurred_at=T)
    found = []
    for user, question in QUESTIONS:
        result = await engine.recall(question, user_id=user, k=3, reinforce=False)
        found.append(result.hits[0].record.source_ids if result.hits else [])
    return found


async def test_recall_on_the_in_memory_stores_matches_the_embedded_defaults(
    tmp_path: Path, embedder: OnnxMiniLMEmbedder
) -> None:
    async with _on_memory(tmp_path / "memory", embedder) as memory:
        on_memory = await _top_sources(memory)
    async with AsyncHindsight(tmp_path / "embedded", embedder=embedder) as embedded:
        on_defaults = await _top_sources(embedded)

    assert on_memory[0] == ["a-1"] and on_memory[3] == ["zh-1"]
    assert on_memory == on_defaults


async def test_every_engine_operation_works_on_the_in_memory_stores(
    tmp_path: Path, embedder: OnnxMiniLMEmbedder
) -> None:
    config = StoreConfig(tmp_path, graph_backend="memory", vector_backend="memory")
    graph, vectors = build_graph_store(config), build_vector_store(config, embedder)
    engine = AsyncHindsight(tmp_path, embedder=embedder, graph_store=graph, vector_store=vectors)
    async with engine:
        retained = await engine.retain(CONVERSATIONS["ana"], user_id="ana", session_id="s1", occurred_at=T)
        assert retained.added
        note = await engine.remember(
            "Ana prefers window seats on trains", user_id="ana", event_type="preference"
        )
        again = await engine.remember(
            "Ana prefers window seats on trains", user_id="ana", event_type="preference"
        )
        assert again.id == note.id and again.occurrences == 2, "dedup runs on the in-memory vector store"
        put = note.model_copy(update={"text": "Ana prefers aisle seats on trains"})
        await engine.put_record(put)
        assert (await engine.get_record(note.id)) == put
        hits = (await engine.recall("aisle seat", user_id="ana", k=2)).hits
        assert hits[0].record.id == note.id
        allergy = (await engine.recall("peanut allergy", user_id="ana", k=1)).hits[0].record
        assert await engine.forget(allergy.id) == [allergy.id]
        assert all(
            h.record.id != allergy.id for h in (await engine.recall("peanut allergy", user_id="ana")).hits
        )
        assert await engine.forget(allergy.id, hard=True) == [allergy.id]
        assert await engine.get_record(allergy.id) is None
        assert await vectors.existing_ids([allergy.id]) == set()
        assert (await engine.maintain(user_id="ana"))["archived"] == 0
        report = await engine.audit(user_id="ana")
        assert report.counts
        exported = await engine.export_jsonl(tmp_path / "ana.jsonl", user_id="ana")
        records = await engine.list_records(user_id="ana", statuses=ALL_STATUSES)
        assert exported == len(records) > 0
        stats = await engine.stats(user_id="ana")
        assert (stats["graph_store"], stats["vector_store"]) == ("memory", "memory")
        assert stats["records_total"] == stats["vectors_total"] == len(records)

    async with _on_memory(tmp_path / "fresh", embedder) as fresh:
        assert await fresh.import_jsonl(tmp_path / "ana.jsonl") == exported
        assert await fresh.list_records(user_id="ana", statuses=ALL_STATUSES) == records
        assert (await fresh.recall("aisle seat", user_id="ana", k=1)).hits[0].record.id == note.id

    checks = await diagnose(
        AsyncHindsight(tmp_path, embedder=embedder, graph_store=graph, vector_store=vectors)
    )
    assert [(c.name, c.status) for c in checks if c.status != "OK"] == []
    assert any("every vector matches its record" in c.detail for c in checks)
