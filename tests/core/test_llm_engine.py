"""The engine with the LLM extractor, through the real ``openai`` client, against a scripted
OpenAI-compatible HTTP server: good replies, malformed JSON, a 500, and an outage that keeps the trace."""

from __future__ import annotations

import json
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeError, FakeOpenAIServer

MESSAGES = [
    {"role": "user", "content": "We moved the billing database to PostgreSQL 16 last week.", "id": "m-1"},
    {"role": "assistant", "content": "Great, I'll remember that billing runs on PostgreSQL 16.", "id": "m-2"},
]


def reply(*facts: dict) -> str:
    return json.dumps({"facts": list(facts)})


FACT = {
    "text": "The billing database runs on PostgreSQL 16.",
    "event_type": "fact",
    "entities": ["PostgreSQL"],
    "attributes": [],
    "source_step_ids": ["S1"],
    "source_kind": "user_stated",
    "confidence": 0.95,
    "occurred_at": None,
}


def engine(tmp_path: Path, server: FakeOpenAIServer) -> Hindsight:
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
    return Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm)


def test_llm_facts_are_stored_with_provenance(tmp_path: Path) -> None:
    with (
        FakeOpenAIServer(chat=["```json\n" + reply(FACT) + "\n```"]) as server,
        engine(tmp_path, server) as hs,
    ):
        result = hs.retain(MESSAGES, user_id="alice", goal="migrate billing")
        assert [r.text for r in result.added] == [FACT["text"]]
        assert result.added[0].source_ids == ["m-1"]
        body = server.chat_requests[0].body
        assert body["temperature"] == 0
        assert body["response_format"]["type"] == "json_schema"
        assert "migrate billing" in json.dumps(body["messages"])
        assert hs.recall("billing database", user_id="alice").hits[0].record.source_ids == ["m-1"]


def test_outage_keeps_the_window_queued_until_retry(tmp_path: Path) -> None:
    script = [FakeError(500), FakeError(500), FakeError(500), "not json at all", "{"]
    with FakeOpenAIServer(chat=script) as server, engine(tmp_path, server) as hs:
        result = hs.retain(MESSAGES, user_id="alice")
        assert result.added == [] and result.queued_windows == 1
        assert hs.stats()["queued_windows"] == 1
        assert hs.list_records(user_id="alice") == []
        # the server comes back (answering garbage twice first): the queued window is extracted
        server.add_chat(reply(FACT))
        retried = hs.retry_pending()  # attempts: garbage, garbage, then the good reply
        assert [r.source_ids for r in retried.added] == [["m-1"]]
        assert hs.stats()["queued_windows"] == 0


def test_narrative_recall_uses_the_llm_and_falls_back_to_the_block(tmp_path: Path) -> None:
    briefing = "Billing runs on PostgreSQL 16 since last week [src: m-1]."
    script = [reply(FACT), json.dumps({"briefing": briefing}), FakeError(500)]
    with FakeOpenAIServer(chat=script) as server, engine(tmp_path, server) as hs:
        hs.retain(MESSAGES, user_id="alice")
        told = hs.recall("What database does billing use?", user_id="alice", narrative=True)
        assert told.context == briefing and "narrative" in told.timings_ms
        sent = json.dumps(server.chat_requests[-1].body["messages"], ensure_ascii=False)
        assert "[src: m-1]" in sent and "What database does billing use?" in sent
        # the LLM fails: the deterministic block comes back, the recall does not fail
        fallback = hs.recall("What database does billing use?", user_id="alice", narrative=True)
        assert fallback.context.startswith("Relevant memories") and "m-1" in fallback.context
        plain = hs.recall("What database does billing use?", user_id="alice")
        assert plain.context == fallback.context and len(server.chat_requests) == 3  # no LLM call


def test_a_change_the_model_dates_earlier_than_it_was_said_still_supersedes(tmp_path: Path) -> None:
    """A model gives the date a fact names ("since January", "as of today" at midnight); the record is
    ordered by when it was said: the newer statement is the current value, the event date is its mentioned
    date."""
    from datetime import UTC, datetime

    def slot_fact(text: str, value: str, when: str) -> dict:
        attributes = [{"key": k, "value": v} for k, v in
                      {"subject": "alice", "attribute": "works_at", "value": value}.items()]  # fmt: skip
        return {**FACT, "text": text, "attributes": attributes, "occurred_at": when}

    with (
        FakeOpenAIServer(
            chat=[
                reply(slot_fact("Alice works at Initech.", "Initech", "2024-03-01")),
                reply(slot_fact("Alice has worked at Globex since January.", "Globex", "2024-01-01")),
            ]
        ) as server,
        engine(tmp_path, server) as hs,
    ):
        said = [("I work at Initech.", datetime(2024, 3, 1, 9, tzinfo=UTC)),
                ("I've been working at Globex since January.", datetime(2024, 6, 10, 9, tzinfo=UTC))]  # fmt: skip
        for n, (text, when) in enumerate(said):
            hs.retain([{"role": "user", "content": text, "id": f"m{n}"}], user_id="alice", occurred_at=when)
        records = {r.text: r for r in hs.list_records(user_id="alice", statuses=("active", "pending"))}
        initech, globex = (
            records["Alice works at Initech."],
            records["Alice has worked at Globex since January."],
        )
        assert globex.valid_to is None and globex.superseded_by is None
        assert initech.superseded_by == globex.id and initech.valid_to == said[1][1]
        assert globex.occurred_at == said[1][1] and globex.attributes["mentioned_dates"] == "2024-01-01"


def test_a_window_that_keeps_failing_is_not_tried_again_with_every_new_turn(tmp_path: Path) -> None:
    """An LLM reply that never parses: each try costs every attempt's call. After
    ``retry_with_new_steps`` failed runs the window waits for ``retry_pending``; the conversation's new
    turns are extracted without it."""
    first = [{"role": "user", "content": "We moved the billing database to PostgreSQL 16.", "id": "m-1"}]
    with FakeOpenAIServer(chat=["not json"] * 9) as server, engine(tmp_path, server) as hs:
        for _ in range(3):  # the conversation sent again, as a framework does: the failed window is retried
            assert hs.retain(first, user_id="alice", trace_id="t1").queued_windows == 1
        assert len(server.chat_requests) == 9  # 3 runs of 3 attempts
        server.add_chat(reply({**FACT, "text": "Alice prefers Redis for caches.", "source_step_ids": ["S2"]}))
        grown = [*first, {"role": "user", "content": "I prefer Redis for caches.", "id": "m-2"}]
        added = hs.retain(grown, user_id="alice", trace_id="t1").added
        assert [r.text for r in added] == ["Alice prefers Redis for caches."]
        assert len(server.chat_requests) == 10, "the failed window was not tried again"
        server.add_chat(reply(FACT))
        assert [r.text for r in hs.retry_pending().added] == [FACT["text"]]
        assert hs.stats()["queued_windows"] == 0


def said_fact(text: str) -> dict:
    return {**FACT, "text": text, "entities": [], "source_step_ids": ["S1"]}


def test_a_fact_the_model_draws_from_a_request_to_forget_is_never_stored(tmp_path: Path) -> None:
    """A model ignoring the prompt's rule returns the number from "Please forget my phone number ...": it is
    not stored, nor merged into the record the request forgets (which stayed active and recalled)."""
    number = "Alice's phone number is +44 7700 900123"
    script = [reply(said_fact(number)), reply(said_fact(number))]
    with FakeOpenAIServer(chat=script) as server, engine(tmp_path, server) as hs:
        hs.retain([{"role": "user", "content": "My phone number is +44 7700 900123.", "id": "m1"}],
                  user_id="alice", session_id="s1")  # fmt: skip
        hs.retain([{"role": "user", "content": "Please forget my phone number +44 7700 900123.", "id": "m2"}],
                  user_id="alice", session_id="s1")  # fmt: skip
        assert hs.list_records(user_id="alice") == []
        assert [r.source_ids for r in hs.list_records(user_id="alice", statuses=("forgotten",))] == [["m1"]]


def test_a_request_in_chinese_draws_no_fact_either(tmp_path: Path) -> None:
    script = [reply(said_fact("用户的邮箱是lin.q@qq.com"))]
    with FakeOpenAIServer(chat=script) as server, engine(tmp_path, server) as hs:
        hs.retain([{"role": "user", "content": "请删掉我的邮箱lin.q@qq.com", "id": "m1"}], user_id="alice")
        assert hs.list_records(user_id="alice", statuses=("active", "pending", "forgotten")) == []


def test_what_a_request_states_besides_is_still_drawn_from_it(tmp_path: Path) -> None:
    script = [reply(said_fact("Alice's new phone number is 555-010-1234"))]
    with FakeOpenAIServer(chat=script) as server, engine(tmp_path, server) as hs:
        message = "Forget my old number, my new one is 555-010-1234"
        hs.retain([{"role": "user", "content": message, "id": "m1"}], user_id="alice")
        assert [r.text for r in hs.list_records(user_id="alice")] == [
            "Alice's new phone number is 555-010-1234"
        ]
