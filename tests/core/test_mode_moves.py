"""A data directory used with the embedded defaults, then opened with other stores (servers; here the in-memory
backends, in process): its memories stay in graph.db, which those stores never read. A recall came back empty
saying only that the user has no memories, an export of every user wrote 0 records without a word, and
``hindsight doctor`` passed every check; each now says where the memories are and how to move them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core.cli.main import main

DIALOGUE = {
    "user_id": "alice",
    "session_id": "s1",
    "messages": [{"role": "user", "content": "I prefer PostgreSQL for billing.", "id": "m-1"}],
}


@pytest.fixture
def used_embedded(env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    dialogues = tmp_path / "dialogues.jsonl"
    dialogues.write_text(json.dumps(DIALOGUE) + "\n", encoding="utf-8")
    assert main(["ingest", str(dialogues)]) == 0
    capsys.readouterr()
    return env


def test_a_data_directory_used_embedded_then_opened_with_other_stores_says_how_to_move_its_memories(
    used_embedded: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["recall", "which database?", "--user-id", "alice"]) == 0
    assert "PostgreSQL" in capsys.readouterr().out  # embedded: found
    monkeypatch.setenv("HINDSIGHT_GRAPH_BACKEND", "memory")
    monkeypatch.setenv("HINDSIGHT_VECTOR_BACKEND", "memory")

    assert main(["recall", "which database?", "--user-id", "alice"]) == 0
    err = capsys.readouterr().err
    assert f"embedded store ({used_embedded / 'graph.db'}) holds 1 memories of user 'alice'" in err
    assert (
        "`hindsight export FILE --user-id alice` with HINDSIGHT_NEO4J_URI and HINDSIGHT_CHROMA_URL unset"
        in err
    )
    assert main(["recall", "which database?", "--user-id", "bob"]) == 0
    assert "embedded store" not in capsys.readouterr().err  # bob has nothing there either

    assert main(["export", str(tmp_path / "all.jsonl")]) == 0
    err = capsys.readouterr().err
    assert "the configured stores hold no memories; the data directory's embedded store" in err
    assert "holds 1 memories, which" in err

    assert main(["doctor"]) == 0  # a warning, not a failure: the configured stores work
    out = " ".join(capsys.readouterr().out.split())
    assert "data directory │ WARN" in out and "all checks passed (1 warning: data directory)" in out


def test_the_embedded_defaults_in_use_say_nothing(
    used_embedded: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["recall", "where is the cat?", "--user-id", "bob"]) == 0
    assert "embedded store" not in capsys.readouterr().err
    assert main(["doctor"]) == 0
    assert "WARN" not in capsys.readouterr().out
