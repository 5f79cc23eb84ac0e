"""A store written by an older hindsight can hold records this version refuses: a strength of Infinity stored as
null (JSON has no Infinity), a record superseded by itself, ``superseded_by`` links closing a cycle. A null
strength made every read of the user's records raise pydantic's ValidationError (list, recall, export,
``hindsight doctor`` itself); a self-link or a cycle hid the records as "superseded on ?" and doctor said all was
well. Now they are read, doctor names them, and ``doctor --repair`` writes them back fixed, the rest untouched."""

from __future__ import annotations

import json
import logging
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SAID = [
    "I live in Lisbon",
    "I work as a nurse at St Mary's",
    "My sister is called Ana",
    "I love playing jazz piano",
    "I have a cat named Miso",
    "我每天早上跑步",
]


def _rows(data: Path) -> dict[str, dict[str, object]]:
    with sqlite3.connect(data / "graph.db") as conn:
        return {json.loads(d)["text"]: json.loads(d) for (d,) in conn.execute("SELECT data FROM records")}


def _poison(data: Path) -> dict[str, str]:
    """Write what an older version could leave, straight into SQLite; the ids by text."""
    rows = _rows(data)
    ids = {text: str(row["id"]) for text, row in rows.items()}
    lisbon, nurse, ana, jazz = (rows[t] for t in SAID[:4])
    lisbon["strength"] = None  # float("inf") as the older version's JSON wrote it
    nurse["superseded_by"] = nurse["id"]
    nurse["valid_to"] = nurse["occurred_at"]
    ana["superseded_by"], ana["valid_to"] = jazz["id"], jazz["occurred_at"]
    jazz["superseded_by"], jazz["valid_to"] = ana["id"], ana["occurred_at"]
    with sqlite3.connect(data / "graph.db") as conn:
        for row in (lisbon, nurse, ana, jazz):
            conn.execute("UPDATE records SET data = ? WHERE id = ?", (json.dumps(row), row["id"]))
    return ids


@pytest.fixture
def poisoned(env: Path) -> tuple[Path, dict[str, str]]:
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        for minutes, text in enumerate(SAID):
            hs.remember(text, user_id="alice", occurred_at=T0 + timedelta(minutes=minutes))
    return env, _poison(env)


def test_an_older_store_is_read_with_one_warning_per_record(
    poisoned: tuple[Path, dict[str, str]], caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    data, ids = poisoned
    with caplog.at_level("WARNING", logger="hindsight"), Hindsight(data, embedder=HashEmbedder()) as hs:
        assert len(hs.list_records(user_id="alice")) == len(SAID)
        assert len(hs.list_records(user_id="alice")) == len(SAID)
        hits = hs.recall("where do I live", user_id="alice", k=10).hits
        assert any(h.record.text == "I live in Lisbon" for h in hits)
        assert hs.export_jsonl(tmp_path / "out.jsonl") == len(SAID)
    warnings = [r.getMessage() for r in caplog.records if ids["I live in Lisbon"] in r.getMessage()]
    assert len(warnings) == 1
    assert "strength None read as 1.0" in warnings[0] and "hindsight doctor --repair" in warnings[0]


def test_doctor_names_them_and_repair_fixes_them_leaving_the_rest(
    poisoned: tuple[Path, dict[str, str]],
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "1000")  # the table's lines unwrapped
    data, ids = poisoned
    before = _rows(data)
    with caplog.at_level(logging.ERROR, logger="hindsight"):
        assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "record state" in out and "FAIL" in out and "hindsight doctor --repair" in out
    assert "3 records hold a state this version refuses" in out

    assert main(["doctor", "--repair"]) == 0
    capsys.readouterr()
    assert main(["doctor"]) == 0
    capsys.readouterr()

    after = _rows(data)
    assert after["I live in Lisbon"]["strength"] == 1.0
    nurse = after["I work as a nurse at St Mary's"]
    assert nurse["superseded_by"] is None and nurse["valid_to"] is None
    # the cycle is cut after its latest record, which is the current value again; the older stays superseded
    jazz, ana = after["I love playing jazz piano"], after["My sister is called Ana"]
    assert jazz["superseded_by"] is None and jazz["valid_to"] is None
    assert ana["superseded_by"] == ids["I love playing jazz piano"]
    # the good records are untouched, byte for byte
    for text in ("I have a cat named Miso", "我每天早上跑步"):
        assert after[text] == before[text]

    assert main(["recall", "what do I do for work", "--user-id", "alice", "-k", "10"]) == 0
    shown = capsys.readouterr().out
    line = next(line for line in shown.splitlines() if "nurse" in line)
    assert "superseded" not in line


def _damage(data: Path) -> dict[str, str]:
    """Older states the first checks left out, written straight into SQLite (the row's status column too): a
    status this version does not know, an end before the start with no successor, a TTL of 0 and of -30 days."""
    rows = _rows(data)
    lisbon, nurse, ana, jazz = (rows[t] for t in SAID[:4])
    lisbon["status"] = "superseded"
    nurse["valid_from"], nurse["valid_to"] = "2026-05-01T00:00:00Z", "2026-03-01T00:00:00Z"
    ana["ttl_days"], ana["expires_at"] = 0, ana["occurred_at"]
    jazz["ttl_days"], jazz["metadata"] = -30, {**jazz["metadata"], "ttl_given": True}
    with sqlite3.connect(data / "graph.db") as conn:
        for row in (lisbon, nurse, ana, jazz):
            conn.execute(
                "UPDATE records SET data = ?, status = ? WHERE id = ?",
                (json.dumps(row), row["status"], row["id"]),
            )
    return {text: str(row["id"]) for text, row in rows.items()}


def test_doctor_names_an_unknown_status_an_end_before_the_start_and_a_ttl_not_above_zero(
    env: Path,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "1000")
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        for minutes, text in enumerate(SAID):
            hs.remember(text, user_id="alice", occurred_at=T0 + timedelta(minutes=minutes))
    ids = _damage(env)
    before = _rows(env)
    with caplog.at_level(logging.WARNING, logger="hindsight"):
        assert main(["doctor"]) == 1  # read, not a traceback
    out = capsys.readouterr().out
    assert "4 records hold a state this version refuses" in out and "and 1 more" in out  # three are named
    said = [r.getMessage() for r in caplog.records if ids["I live in Lisbon"] in r.getMessage()]
    assert any("status 'superseded' read as 'archived'" in m for m in said)

    assert main(["doctor", "--repair"]) == 0
    capsys.readouterr()
    assert main(["doctor"]) == 0
    capsys.readouterr()
    after = _rows(env)
    assert after["I live in Lisbon"]["status"] == "archived"  # kept, not taken for current
    nurse = after["I work as a nurse at St Mary's"]
    assert nurse["valid_from"] is None and nurse["valid_to"] is not None
    for text in ("My sister is called Ana", "I love playing jazz piano"):
        assert after[text]["ttl_days"] is None and after[text]["expires_at"] is None
        assert "ttl_given" not in after[text]["metadata"]
    for text in ("I have a cat named Miso", "我每天早上跑步"):
        assert after[text] == before[text]
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        assert len(hs.list_records(user_id="alice", statuses=("active", "archived"))) == len(SAID)
        assert ids["I live in Lisbon"] in {
            r.id for r in hs.list_records(user_id="alice", statuses=("archived",))
        }
