"""Semantic induction: the pure function and the engine's ``induce`` / ``maintain`` (hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord, Scope, TraceStep, UserError
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.lifecycle.induction import induce
from hindsight_core.testing.extractors import ScriptedExtractor

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
PG = {"subject": "alice", "attribute": "preferred_database", "value": "PostgreSQL"}
MYSQL = {"subject": "Alice", "attribute": "preferred_database", "value": "MySQL"}
PG_TEXTS = [
    "Alice prefers PostgreSQL for the billing service",
    "For the new ledger Alice picked PostgreSQL again",
    "Reports should run on PostgreSQL, Alice insists",
    "Alice wants PostgreSQL in the analytics sandbox too",
]
MYSQL_TEXTS = [
    "Alice switched the team to MySQL last sprint",
    "MySQL replication is what Alice chose for reads",
    "Alice now asks for MySQL on every new service",
]


@pytest.fixture
def hs(tmp_path: Path):
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor())
    yield engine
    engine.close()


def say(
    hs: Hindsight, text: str, step_id: str, day: float, slot: dict[str, str], user: str = "alice", **meta
) -> None:
    when = T0 + timedelta(days=day)
    step = TraceStep(
        step_id=step_id,
        type="user_input",
        content=text,
        timestamp=when,
        metadata={
            "event_type": "preference",
            "attributes": slot,
            "entities": ["Alice", slot["value"]],
            **meta,
        },
    )
    hs.retain([step], user_id=user, occurred_at=when)


def semantic(hs: Hindsight, user: str = "alice") -> list[MemoryRecord]:
    return [r for r in hs.list_records(user_id=user) if r.kind == "semantic"]


def episodes(hs: Hindsight, user: str = "alice") -> list[MemoryRecord]:
    return [r for r in hs.list_records(user_id=user) if r.kind == "episodic"]


def test_three_consistent_episodes_become_one_recallable_semantic_record(hs: Hindsight) -> None:
    for i, text in enumerate(PG_TEXTS[:3]):
        say(hs, text, f"pg{i}", i, PG)
    support = episodes(hs)
    assert len(support) == 3, "the episodes must stay distinct for this test"

    (record,) = hs.induce(user_id="alice", now=T0 + timedelta(days=5))
    assert record.kind == "semantic" and record.event_type == "preference"
    assert record.text == "Alice's preferred database is PostgreSQL"
    assert record.supporting_ids == [e.id for e in sorted(support, key=lambda e: e.occurred_at)]
    assert record.source_ids == ["pg0", "pg1", "pg2"]
    assert record.confidence == pytest.approx(0.9)
    assert record.occurred_at == T0 + timedelta(days=2) and record.valid_from == T0
    assert record.source_kind == "user_stated" and record.occurrences == 3
    assert {e.lower() for e in record.entities} == {"alice", "postgresql"}
    assert semantic(hs) == [hs.get_record(record.id)]

    result = hs.recall("which database does alice prefer", user_id="alice", k=10)
    hit = next(h for h in result.hits if h.record.id == record.id)
    assert hit.record.kind == "semantic"
    assert "Alice's preferred database is PostgreSQL (semantic, preference" in result.context


def test_induction_is_idempotent_and_refreshes_support(hs: Hindsight) -> None:
    for i, text in enumerate(PG_TEXTS[:3]):
        say(hs, text, f"pg{i}", i, PG)
    (first,) = hs.induce(user_id="alice")
    assert hs.induce(user_id="alice") == []
    assert [r.id for r in semantic(hs)] == [first.id]

    say(hs, PG_TEXTS[3], "pg3", 3, PG)
    (updated,) = hs.induce(user_id="alice")
    assert updated.id == first.id and len(updated.supporting_ids) == 4
    assert updated.confidence == pytest.approx(0.92)  # one support over the minimum adds a small bonus
    assert updated.occurred_at == T0 + timedelta(days=3)
    assert [r.id for r in semantic(hs)] == [first.id]


def test_two_episodes_are_not_enough_and_maintain_induces(hs: Hindsight) -> None:
    for i, text in enumerate(PG_TEXTS[:2]):
        say(hs, text, f"pg{i}", i, PG)
    assert hs.induce(user_id="alice") == []
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=3)) == {"archived": 0, "induced": 0}
    say(hs, PG_TEXTS[2], "pg2", 2, PG)
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=3)) == {"archived": 0, "induced": 1}
    assert hs.maintain(user_id="alice", now=T0 + timedelta(days=3)) == {"archived": 0, "induced": 0}
    assert len(semantic(hs)) == 1
    with pytest.raises(UserError, match="min_support"):
        hs.induce(user_id="alice", min_support=0)
    # A lower minimum only raises the support bonus of the same record.
    (again,) = hs.induce(user_id="alice", min_support=2)
    assert again.id == semantic(hs)[0].id and again.confidence == pytest.approx(0.92)


def test_a_newer_value_supersedes_the_semantic_record_then_wins_with_support(hs: Hindsight) -> None:
    for i, text in enumerate(PG_TEXTS[:3]):
        say(hs, text, f"pg{i}", i, PG)
    (old,) = hs.induce(user_id="alice")

    say(hs, MYSQL_TEXTS[0], "my0", 10, MYSQL)
    hs.induce(user_id="alice")
    old_now = hs.get_record(old.id)
    assert old_now is not None
    assert old_now.valid_to == T0 + timedelta(days=10) and old_now.superseded_by is not None
    assert [r.id for r in semantic(hs)] == [old.id], "one MySQL episode must not induce anything"

    say(hs, MYSQL_TEXTS[1], "my1", 11, MYSQL)
    say(hs, MYSQL_TEXTS[2], "my2", 12, MYSQL)
    induced = hs.induce(user_id="alice")
    new = next(r for r in induced if r.id != old.id)
    assert new.text == "Alice's preferred database is MySQL"
    assert new.source_ids == ["my0", "my1", "my2"] and old.id in new.conflicts_with
    old_now = hs.get_record(old.id)
    assert old_now is not None and old_now.superseded_by == new.id
    assert old_now.valid_to == T0 + timedelta(days=10), "the end of validity is kept"
    current = [r for r in semantic(hs) if r.valid_to is None]
    assert [r.id for r in current] == [new.id]
    assert hs.induce(user_id="alice") == []


def test_scopes_never_mix_users(hs: Hindsight) -> None:
    for i, text in enumerate(PG_TEXTS[:2]):
        say(hs, text, f"a{i}", i, PG)
    for i, text in enumerate(PG_TEXTS[:3]):
        say(hs, text, f"b{i}", i, PG, user="bob")
    (bobs,) = hs.induce(user_id="bob")
    assert bobs.scope.user_id == "bob" and bobs.source_ids == ["b0", "b1", "b2"]
    assert hs.induce(user_id="alice") == []
    assert semantic(hs, "alice") == []
    assert hs.recall("PostgreSQL", user_id="alice", k=10).hits
    assert all(h.record.kind == "episodic" for h in hs.recall("PostgreSQL", user_id="alice", k=10).hits)


# ------------------------------------------------------------------ the pure function
def record(value: str, day: int, **update) -> MemoryRecord:
    slot = {**PG, "value": value}
    fields = {
        "text": f"Alice likes {value} ({day})",
        "event_type": "preference",
        "attributes": slot,
        "scope": Scope(user_id="alice"),
        "occurred_at": T0 + timedelta(days=day),
        **update,
    }
    return MemoryRecord(**fields)


def test_occurrences_count_as_support_and_only_current_episodes_count() -> None:
    merged = record("PostgreSQL", 0, occurrences=3, confidence=0.8)
    (out,) = induce([merged], now=T0)
    assert out.supporting_ids == [merged.id] and out.confidence == pytest.approx(0.8)
    past = record("PostgreSQL", 1, valid_to=T0 + timedelta(days=2), occurrences=5)
    assert induce([past], now=T0) == []
    archived = record("PostgreSQL", 1, status="archived", occurrences=5)
    assert induce([archived], now=T0) == []
    with pytest.raises(ValueError, match="min_support"):
        induce([merged], min_support=0, now=T0)


def test_a_current_rival_value_blocks_induction_even_when_pending() -> None:
    support = [record("PostgreSQL", day) for day in range(3)]
    rival = record("MySQL", 5, status="pending", confidence=0.3)
    assert induce([*support, rival], now=T0) == []
    assert len(induce([*support, rival.model_copy(update={"status": "forgotten"})], now=T0)) == 1


def test_a_value_written_shorter_or_longer_is_one_value() -> None:
    """A model writes "Postgres" one time and "PostgreSQL" the others: one value, named as said most often, as
    a value said more precisely ("Google Maps"); "Java" is not "JavaScript", a number not another."""
    support = [record("PostgreSQL", 0), record("Postgres", 1), record("PostgreSQL", 2)]
    (made,) = induce(support, now=T0)
    assert made.supporting_ids == [r.id for r in support]
    assert induce([record("PostgreSQL", 0), record("MySQL", 1), record("PostgreSQL", 2)], now=T0) == []
    assert induce([record("Java", 0), record("JavaScript", 1), record("Java", 2)], now=T0) == []
    assert induce([record("5", 0), record("15", 1), record("5", 2)], now=T0) == []
    (maps,) = induce([record("Google", 0), record("Google Maps", 1), record("Google", 2)], now=T0)
    assert len(maps.supporting_ids) == 3


def test_forgotten_semantic_knowledge_is_learned_again_only_from_new_evidence() -> None:
    support = [record("PostgreSQL", day, recorded_at=T0 + timedelta(days=day)) for day in range(3)]
    (made,) = induce(support, now=T0 + timedelta(days=3))
    forgotten_at = T0 + timedelta(days=4)
    forgotten = made.model_copy(
        update={
            "status": "forgotten",
            "metadata": {**made.metadata, "forgotten_at": forgotten_at.isoformat()},
        }
    )
    # the evidence the user had when they forgot it does not bring it back...
    assert induce([*support, forgotten], now=T0 + timedelta(days=5)) == []
    later = [record("PostgreSQL", day, recorded_at=T0 + timedelta(days=day)) for day in range(6, 8)]
    assert induce([*support, forgotten, *later], now=T0 + timedelta(days=8)) == []  # not enough yet
    # ...enough evidence recorded after the forget teaches it again, as a new record
    again = [*later, record("PostgreSQL", 9, recorded_at=T0 + timedelta(days=9))]
    (relearned,) = induce([*support, forgotten, *again], now=T0 + timedelta(days=10))
    assert relearned.id != made.id and sorted(relearned.supporting_ids) == sorted(r.id for r in again)


def test_confidence_is_capped_and_majority_source_kind_wins() -> None:
    support = [record("PostgreSQL", day, confidence=0.97) for day in range(8)]
    support[0] = support[0].model_copy(update={"source_kind": "tool_returned"})
    (made,) = induce(support, now=T0)
    assert made.confidence == 0.99 and made.source_kind == "user_stated"
