"""Bad input inside the trace never blocks memory: a date at the calendar's edge, an extractor that crashes
or returns facts out of bounds, a blank record id, a trace id reused for another conversation."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord, Scope
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow
from hindsight_core.extraction.dates import resolve_time_expressions
from hindsight_core.models import utcnow


def test_a_date_at_the_end_of_the_calendar_is_not_a_crash(tmp_path: Path) -> None:
    assert resolve_time_expressions("valid until 9999-12-31", utcnow()) == []
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain([{"role": "user", "content": "I plan to retire on 9999-12-31."}], user_id="u")
        hs.retain([{"role": "user", "content": "I prefer PostgreSQL for billing."}], user_id="u")
        texts = [r.text for r in hs.list_records(user_id="u")]
        assert any("9999-12-31" in t for t in texts) and any("PostgreSQL" in t for t in texts)


class _Crashing:
    """Crashes on one word, returns a fact out of bounds on another, and echoes the rest."""

    name = "crashing"

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        out = []
        for step in window.steps:
            if "boom" in step.content:
                raise RecursionError("maximum recursion depth exceeded")
            if "nan" in step.content:  # what a careless LLM client might build
                out.append(ExtractedFact.model_construct(text=step.content, confidence=math.nan))
            elif "surrogate" in step.content:
                out.append(ExtractedFact(text="bad \ud800 text", source_ids=[step.step_id]))
            else:
                out.append(ExtractedFact(text=step.content, source_ids=[step.step_id]))
        return out


def test_a_crashing_extractor_leaves_its_window_queued_and_the_others_stored(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=_Crashing()) as hs:
        result = hs.retain([{"role": "user", "content": "boom"}], user_id="u")
        assert result.queued_windows == 1
        hs.retain(
            [{"role": "user", "content": "nan here"}, {"role": "user", "content": "surrogate"}], user_id="u"
        )
        hs.retain([{"role": "user", "content": "Alice likes jazz"}], user_id="u")
        assert hs.retry_pending().queued_windows == 1  # still failing, and nothing else held back
        assert [r.text for r in hs.list_records(user_id="u")] == ["Alice likes jazz"]
        assert hs.stats()["queued_windows"] >= 1


@pytest.mark.parametrize("bad", ["", "   ", "a\x00b"])
def test_a_record_with_a_bad_id_is_refused_and_the_store_stays_usable(tmp_path: Path, bad: str) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.remember("Alice prefers PostgreSQL", user_id="alice")
        with pytest.raises(UserError, match="id"):
            hs.put_record(MemoryRecord(id=bad, text="x", scope=Scope(user_id="alice")))
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        assert [h.record.text for h in hs.recall("database", user_id="alice").hits] == [
            "Alice prefers PostgreSQL"
        ]


def test_a_trace_id_names_one_conversation(tmp_path: Path) -> None:
    first = [{"role": "user", "content": "I live in Oslo."}]
    grown = [*first, {"role": "user", "content": "My sister is called Maria."}]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain(first, user_id="alice", trace_id="chat-1")
        hs.retain(grown, user_id="alice", trace_id="chat-1")  # the same conversation grown (no ids): fine
        assert len(hs.list_records(user_id="alice")) == 2
        with pytest.raises(UserError, match="already names another trace"):
            hs.retain([{"role": "user", "content": "I live in Rome."}], user_id="alice", trace_id="chat-1")
        with pytest.raises(UserError, match="already names another trace"):
            hs.retain(grown, user_id="bob", trace_id="chat-1")
        assert [s.content for s in hs.get_trace("chat-1").steps] == [m["content"] for m in grown]


class _Flood:
    name = "flood"

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        step = window.steps[0]
        return [ExtractedFact(text=f"fact number {i}", source_ids=[step.step_id]) for i in range(50)]


def test_an_extraction_reply_is_cut_at_the_facts_limit(tmp_path: Path) -> None:
    from hindsight_core import HindsightConfig
    from hindsight_core.config import LimitsConfig

    config = HindsightConfig(limits=LimitsConfig(max_facts_per_window=7))
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=_Flood(), config=config) as hs:
        hs.retain([{"role": "user", "content": "anything"}], user_id="u")
        assert len(hs.list_records(user_id="u")) == 7


def test_bad_values_in_the_api_are_user_errors(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        with pytest.raises(UserError, match="offset"):
            hs.list_records(user_id="u", offset=10**20)
        with pytest.raises(UserError, match="content must be text"):
            hs.retain([{"role": "user", "content": b"I prefer MySQL"}], user_id="u")
        assert hs.list_records(user_id="u") == []
        aio = hs.aio
    import asyncio

    with pytest.raises(UserError, match="closed"):
        asyncio.run(aio.recall("anything", user_id="u"))


class _ManyEntities:
    name = "many-entities"

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        step = window.steps[0]
        names = [f"Person{i}" for i in range(40)] + ["", "bad\x00name"]
        return [ExtractedFact(text=step.content, entities=names, source_ids=[step.step_id])]


def test_an_extracted_fact_keeps_its_first_valid_entities(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=_ManyEntities()) as hs:
        hs.retain([{"role": "user", "content": "a crowded party"}], user_id="u")
        (record,) = hs.list_records(user_id="u")
        assert record.entities == [f"Person{i}" for i in range(32)]
