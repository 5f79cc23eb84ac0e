"""Audit: the report through the engine (hash embedder) and the ``hindsight audit`` command."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, TraceStep
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import HISTORY
from hindsight_core.testing.extractors import ScriptedExtractor

from .expiry_helpers import engine_config

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path, request: pytest.FixtureRequest):
    config = engine_config(request)
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor(), config=config)
    yield engine
    engine.close()


def say(hs: Hindsight, text: str, step_id: str, day: float, user: str = "alice", **meta) -> None:
    when = T0 + timedelta(days=day)
    step = TraceStep(step_id=step_id, type="user_input", content=text, timestamp=when, metadata=meta)
    hs.retain([step], user_id=user, occurred_at=when)


def db(value: str) -> dict[str, object]:
    slot = {"subject": "alice", "attribute": "preferred_database", "value": value}
    return {"event_type": "preference", "attributes": slot, "entities": ["Alice", value]}


def test_conflicts_pending_and_counts(hs: Hindsight) -> None:
    say(hs, "Alice prefers PostgreSQL for billing", "m1", 0, **db("PostgreSQL"))
    say(hs, "Alice moved billing to MySQL", "m2", 5, **db("MySQL"))
    say(hs, "Alice might be allergic to nuts", "m3", 6, confidence=0.4)
    say(hs, "Bob is unsure about Rust", "b1", 6, user="bob", confidence=0.4)
    report = hs.audit(user_id="alice", now=T0 + timedelta(days=7))

    (conflict,) = report.conflicts
    assert conflict.older.text == "Alice prefers PostgreSQL for billing"
    assert conflict.newer.text == "Alice moved billing to MySQL"
    assert conflict.older.occurred_at == T0 and conflict.newer.occurred_at == T0 + timedelta(days=5)
    assert conflict.resolved and conflict.older.superseded_by == conflict.newer.id

    assert [i.text for i in report.low_confidence] == ["Alice might be allergic to nuts"]
    assert report.low_confidence[0].status == "pending"
    assert report.stale == []
    assert report.counts.total == 3
    assert report.counts.by_status == {"active": 2, "pending": 1}
    assert report.counts.by_kind == {"episodic": 3}
    assert report.counts.by_event_type == {"fact": 1, "preference": 2}


def test_forgotten_records_leave_conflicts_but_are_counted(hs: Hindsight) -> None:
    say(hs, "Alice prefers PostgreSQL for billing", "m1", 0, **db("PostgreSQL"))
    say(hs, "Alice moved billing to MySQL", "m2", 5, **db("MySQL"))
    newer = next(r for r in hs.list_records(user_id="alice") if r.source_ids == ["m2"])
    hs.forget(newer.id)
    report = hs.audit(user_id="alice", now=T0 + timedelta(days=7))
    assert report.conflicts == []
    assert report.counts.by_status == {"active": 1, "forgotten": 1}


def test_stale_fading_and_expiring(hs: Hindsight) -> None:
    say(hs, "Alice plans a trip to Rome", "p1", 0, event_type="plan")  # 30 day TTL
    say(hs, "Does Alice still play the cello?", "f1", 0, event_type="question")
    say(hs, "Alice visited Oslo", "o1", 0, event_type="observation")
    assert hs.audit(user_id="alice", now=T0 + timedelta(days=1)).stale == []

    soon = hs.audit(user_id="alice", now=T0 + timedelta(days=25))
    (item,) = soon.stale
    assert item.text == "Alice plans a trip to Rome" and item.reasons == ["expiring"]
    assert item.expires_at == T0 + timedelta(days=30)

    # A year later nothing was recalled: the question faded under twice the archive threshold, the plan
    # expired; what the user said is never archived for fading, so it is not listed as fading (as maintain).
    late = hs.audit(user_id="alice", now=T0 + timedelta(days=365))
    reasons = {i.text: i.reasons for i in late.stale}
    assert reasons == {
        "Alice plans a trip to Rome": ["expired"],
        "Does Alice still play the cello?": ["fading"],
    }
    assert all(i.strength < 0.2 for i in late.stale)
    hs.maintain(user_id="alice", now=T0 + timedelta(days=730))  # "fading": under twice the threshold
    archived = {r.text for r in hs.list_records(user_id="alice", statuses=("archived",))}
    # the plan the user stated is listed past its expiry but stays live (``expire_user_statements`` is off)
    assert archived == {"Does Alice still play the cello?"}


def test_semantic_records_are_counted_by_kind(hs: Hindsight) -> None:
    for i, text in enumerate(
        ["Alice prefers PostgreSQL", "PostgreSQL again for Alice", "Alice: PostgreSQL!"]
    ):
        say(hs, text, f"m{i}", i, **db("PostgreSQL"))
    hs.induce(user_id="alice")
    report = hs.audit(user_id="alice", now=T0 + timedelta(days=3))
    assert report.counts.by_kind == {"episodic": 3, "semantic": 1}


def test_cli_audit_json_and_tables(env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dialogues = tmp_path / "dialogues.jsonl"
    dialogues.write_text(
        "\n".join(
            json.dumps({"user_id": "alice", "occurred_at": when, "messages": [{"role": "user", **m}]})
            for when, m in [
                ("2026-03-02T10:00:00+00:00", {"content": "I prefer PostgreSQL for billing.", "id": "m-1"}),
                ("2026-04-02T10:00:00+00:00", {"content": "I now prefer MySQL for billing.", "id": "m-2"}),
            ]
        )
    )
    assert main(["ingest", str(dialogues)]) == 0
    capsys.readouterr()

    assert main(["audit", "--user-id", "alice", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    (conflict,) = payload["conflicts"]
    assert "PostgreSQL" in conflict["older"]["text"] and "MySQL" in conflict["newer"]["text"]
    assert conflict["older"]["occurred_at"].startswith("2026-03-02") and conflict["resolved"] is True
    assert payload["counts"]["total"] == 2

    assert main(["audit", "--user-id", "alice"]) == 0
    out = capsys.readouterr().out
    assert "conflicts (1)" in out and "superseded" in out and "2026-04-02" in out
    assert "low confidence (pending) (0)" in out and "stale (0)" in out

    assert main(["audit", "--user-id", "nobody", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["counts"]["total"] == 0


@pytest.mark.parametrize(
    ("student", "graduation"),
    [("I'm a PhD student at Stanford", "I finally graduated!"), ("我在清华读研究生", "我毕业了！")],
)
def test_conflicts_of_one_turn_are_listed_in_the_order_told_whatever_the_ids(
    tmp_path: Path, student: str, graduation: str
) -> None:
    """A graduation ends the student's job and the school, told in one clause: two conflicts of records said at
    one time, listed in the order their records were made, as the store lists them (not in that of their ids,
    random: another order each run)."""
    for run in range(4):
        with Hindsight(tmp_path / f"run{run}", embedder=HashEmbedder(64)) as engine:
            for n, text in enumerate([student, graduation]):
                engine.retain(
                    [{"role": "user", "content": text, "id": f"m{n}"}],
                    user_id="u",
                    occurred_at=T0 + timedelta(days=30 * n),
                    trace_id=f"run{run}-m{n}",
                )
            told = [
                r.id for r in engine.list_records(user_id="u", statuses=HISTORY) if r.source_ids == ["m0"]
            ]
            report = engine.audit(user_id="u", now=T0 + timedelta(days=31))
            assert len(told) == 2
            assert [c.older.id for c in report.conflicts] == told
