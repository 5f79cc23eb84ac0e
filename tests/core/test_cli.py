"""The ``hindsight`` command line, in process (hash embedder) and as a real subprocess (the demo)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hindsight_core.cli.main import main
from hindsight_core.evaluation.locomo import ABLATIONS


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", str(data))
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    for var in ("HINDSIGHT_NEO4J_URI", "HINDSIGHT_CHROMA_URL", "HINDSIGHT_LLM_PROVIDER"):
        monkeypatch.delenv(var, raising=False)
    return data


def test_ingest_recall_forget_export_import_stats(env: Path, tmp_path: Path, capsys) -> None:
    dialogues = tmp_path / "dialogues.jsonl"
    dialogues.write_text(
        "\n".join(
            json.dumps(d)
            for d in [
                {
                    "user_id": "alice",
                    "session_id": "s1",
                    "occurred_at": "2026-03-02T10:00:00+00:00",
                    "messages": [
                        {"role": "user", "content": "I prefer PostgreSQL for billing.", "id": "m-1"},
                        {"role": "assistant", "content": "Noted.", "id": "m-2"},
                    ],
                },
                {
                    "user_id": "alice",
                    "session_id": "s2",
                    "messages": [{"role": "user", "content": "My cat is called Miso.", "id": "m-3"}],
                },
            ]
        )
    )
    assert main(["ingest", str(dialogues)]) == 0
    assert "2 dialogues" in capsys.readouterr().out

    assert main(["recall", "PostgreSQL billing", "--user-id", "alice", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    top = payload["hits"][0]["record"]
    assert top["source_ids"] == ["m-1"] and "PostgreSQL" in top["text"]

    assert main(["recall", "PostgreSQL billing", "--user-id", "bob", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hits"] == []

    out = tmp_path / "export.jsonl"
    assert main(["export", str(out), "--user-id", "alice"]) == 0
    exported = [json.loads(line) for line in out.read_text().splitlines()]
    assert {tuple(r["source_ids"]) for r in exported} >= {("m-1",), ("m-3",)}

    assert main(["forget", "--query", "cat Miso", "--user-id", "alice", "--hard"]) == 0
    assert "1 deleted" in capsys.readouterr().out
    assert main(["recall", "cat Miso", "--user-id", "alice", "--json"]) == 0
    assert all("m-3" not in h["record"]["source_ids"] for h in json.loads(capsys.readouterr().out)["hits"])

    assert main(["--data-dir", str(tmp_path / "copy"), "import", str(out)]) == 0
    assert f"imported {len(exported)} records" in capsys.readouterr().out

    assert main(["stats", "--user-id", "alice"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["records_total"] == stats["vectors_total"] == len(exported) - 1
    assert main(["maintain", "--user-id", "alice"]) == 0


def test_plain_turn_list_and_bad_files(env: Path, tmp_path: Path, capsys) -> None:
    turns = tmp_path / "turns.json"
    turns.write_text(
        json.dumps([{"role": "user", "content": "I live in Lyon and work as a nurse.", "id": "t1"}])
    )
    assert main(["ingest", str(turns), "--user-id", "carol"]) == 0
    capsys.readouterr()
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["ingest", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    weird = tmp_path / "weird.json"
    weird.write_text(json.dumps([1, 2]))
    assert main(["ingest", str(weird)]) == 2
    assert "neither a turn" in capsys.readouterr().err
    assert main(["ingest", str(tmp_path / "missing.json")]) == 2


def test_eval_locomo_on_a_tiny_file(env: Path, tmp_path: Path, shared_dir: Path, capsys) -> None:
    data = json.loads((shared_dir / "benchmarks/locomo/locomo-dev.json").read_text())
    sample = data[0]
    conv = sample["conversation"]
    small = {k: v for k, v in conv.items() if not k.startswith("session_") or k.split("_")[1] in {"1", "2"}}
    valid = {t["dia_id"] for key in ("session_1", "session_2") for t in conv[key]}
    qa = [q for q in sample["qa"] if q["category"] != 5 and set(q["evidence"]) <= valid][:10]
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps([{**sample, "conversation": small, "qa": qa}]))
    out = tmp_path / "summary.json"
    assert main(["eval", "locomo", "--data", str(path), "--json", str(out)]) == 0
    summary = json.loads(out.read_text())
    assert 0 < summary["overall_1_4"]["n"] <= len(qa)  # questions whose evidence is malformed are dropped
    assert summary["overall_1_4"]["R@10"] > 0.3, "recall finds the evidence turns of most questions"
    assert summary["turns"] == len(valid)
    printed = capsys.readouterr().out
    assert "R@10" in printed and "R@10 per conversation" in printed
    # the ablation: the default and each path / stage switched alone, asked on the same memory
    assert "Ablation" in printed and "- MaxSim rerank" in printed
    assert set(summary["ablation"]) == {"default", *(v.name for v in ABLATIONS)}
    assert summary["ablation"]["default"]["R@10"] == summary["overall_1_4"]["R@10"]


@pytest.mark.e2e
def test_demo_recalls_across_sessions_offline(tmp_path: Path) -> None:
    """The README's first command, as a subprocess with the real offline model."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["HINDSIGHT_DATA_DIR"] = str(tmp_path / "unused")
    result = subprocess.run(
        [sys.executable, "-m", "hindsight_core.cli.main", "demo"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    # session "kickoff" (s1-*) is recalled by a question asked in the new session "planning"
    assert "s1-3]" in out and "PostgreSQL" in out
    assert "s2-3]" in out, "the fix from the incident session is recalled"
    assert "s1-4]" in out, "the Chinese preference is recalled by the Chinese question"
