"""The ``hindsight`` command line, in process (hash embedder) and as a real subprocess (the demo)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hindsight_core.cli.main import build_parser, main
from hindsight_core.errors import UserError
from hindsight_core.evaluation.locomo import ABLATIONS

from .expiry_helpers import EXPIRE_USER_STATEMENTS_ENV


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
    assert main(["stats", "--user-id", "小王"]) == 0
    assert '"user_id": "小王"' in capsys.readouterr().out, "non-ASCII printed as written, not escaped"
    assert stats["records_total"] == stats["vectors_total"] == len(exported) - 1
    assert main(["maintain", "--user-id", "alice"]) == 0


def test_recall_stays_inside_the_session_it_names(env: Path, tmp_path: Path, capsys) -> None:
    """recall had no --session-id (the Python API's recall takes session_id, ingest takes --session-id):
    a question about one chat got every chat's memories."""
    dialogues = tmp_path / "dialogues.jsonl"
    dialogues.write_text(
        "\n".join(
            json.dumps(
                {
                    "user_id": "alice",
                    "session_id": session,
                    "messages": [{"role": "user", "content": text, "id": message_id}],
                }
            )
            for session, text, message_id in [
                ("trip", "We are flying to Lisbon in May.", "m-1"),
                ("work", "The Lisbon office opens in May.", "m-2"),
            ]
        )
    )
    assert main(["ingest", str(dialogues)]) == 0
    capsys.readouterr()
    for session, wanted in (("trip", ["m-1"]), ("work", ["m-2"]), ("other", [])):
        assert main(["recall", "Lisbon in May", "--user-id", "alice", "--session-id", session, "--json"]) == 0
        hits = json.loads(capsys.readouterr().out)["hits"]
        assert [h["record"]["source_ids"][0] for h in hits] == wanted, session
    assert main(["recall", "Lisbon in May", "--user-id", "alice", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["hits"]) == 2  # without it: every session
    assert main(["recall", "Lisbon", "--user-id", "alice", "--session-id", " "]) == 2
    assert "--session-id" in capsys.readouterr().err


def test_maintain_dry_run_reports_what_it_would_archive_and_changes_nothing(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """maintain had no --dry-run: what a run would archive could only be seen by archiving it. (The plan is the
    user's own words: archived once expired where the deployment says so; by default it stays live.)"""
    monkeypatch.setenv(*EXPIRE_USER_STATEMENTS_ENV)
    dialogues = tmp_path / "dialogues.jsonl"
    said = {"user_id": "alice", "session_id": "s1", "occurred_at": "2020-03-02T10:00:00+00:00"}
    plan = {"role": "user", "content": "I'm planning to repaint the kitchen this spring.", "id": "m-1"}
    dialogues.write_text(json.dumps({**said, "messages": [plan]}))
    assert main(["ingest", str(dialogues)]) == 0
    capsys.readouterr()
    assert main(["maintain", "--user-id", "alice", "--dry-run"]) == 0
    assert "dry run, nothing changed: would archive 1 records" in capsys.readouterr().out
    assert main(["stats", "--user-id", "alice"]) == 0
    assert json.loads(capsys.readouterr().out)["user"]["records"]["active"] == 1
    assert main(["maintain", "--user-id", "alice"]) == 0
    assert "archived 1 records" in capsys.readouterr().out


def test_maintain_applies_the_forgetting_set_in_the_environment(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CLI could not configure forgetting at all (HINDSIGHT_LIFECYCLE__* was ignored): `hindsight maintain`
    always archived plans after 30 days. A bad value fails naming the variable and what to write."""
    monkeypatch.setenv(*EXPIRE_USER_STATEMENTS_ENV)
    dialogues = tmp_path / "dialogues.jsonl"
    said = {"user_id": "alice", "occurred_at": "2020-03-02T10:00:00+00:00"}
    plan = {"role": "user", "content": "I'm planning to repaint the kitchen this spring.", "id": "m-1"}
    dialogues.write_text(json.dumps({**said, "messages": [plan]}))
    assert main(["ingest", str(dialogues)]) == 0
    capsys.readouterr()
    monkeypatch.setenv("HINDSIGHT_LIFECYCLE__TTL_DAYS", '{"plan": 7300}')  # twenty years
    assert main(["maintain", "--user-id", "alice", "--dry-run"]) == 0
    assert "would archive 0 records" in capsys.readouterr().out
    for value, says in [
        ('{"plan": -3}', "HINDSIGHT_LIFECYCLE__TTL_DAYS: ttl_days['plan'] must be a number of days above 0"),
        (
            '{"plans": 7}',
            "HINDSIGHT_LIFECYCLE__TTL_DAYS: ttl_days gives a TTL to the event type 'plans': did you mean 'plan'?",
        ),
        ("plan=7", """written as JSON, e.g. HINDSIGHT_LIFECYCLE__TTL_DAYS='{"plan": 14}'"""),
    ]:
        monkeypatch.setenv("HINDSIGHT_LIFECYCLE__TTL_DAYS", value)
        assert main(["maintain", "--user-id", "alice"]) == 2
        assert says in _one_error_line(capsys), value
    monkeypatch.delenv("HINDSIGHT_LIFECYCLE__TTL_DAYS")
    monkeypatch.setenv("HINDSIGHT_LIFECYCLE__HALF_LIFE", "7")
    assert main(["maintain", "--user-id", "alice"]) == 2
    assert "did you mean 'half_life_days'" in _one_error_line(capsys)
    monkeypatch.delenv("HINDSIGHT_LIFECYCLE__HALF_LIFE")
    assert main(["maintain", "--user-id", "alice"]) == 0
    assert "archived 1 records" in capsys.readouterr().out


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


def test_eval_without_usable_questions_is_one_clear_line(env: Path, tmp_path: Path, capsys) -> None:
    path = Path(__file__).resolve().parent.parent / "data" / "locomo_tiny.json"
    sample = json.loads(path.read_text(encoding="utf-8"))[0]
    no_evidence = tmp_path / "no_evidence.json"
    no_evidence.write_text(
        json.dumps([{**sample, "qa": [{**q, "evidence": ["D99:1"]} for q in sample["qa"]]}])
    )
    assert main(["eval", "locomo", "--data", str(no_evidence), "--no-ablation"]) == 2
    err = capsys.readouterr().err
    assert "no question of categories 1-4" in err and "Traceback" not in err
    for bad in (["--limit", "0"], ["--limit", "-1"], ["-k", "0"]):
        with pytest.raises(SystemExit) as exit_info:
            main(["eval", "locomo", "--data", str(path), *bad])
        assert exit_info.value.code == 2


@pytest.mark.parametrize(
    ("target", "words"),
    [
        ("missing/summary.json", "the directory {tmp}/missing does not exist; create it first"),
        (".", "it is a directory; pass a file path"),
    ],
)
def test_eval_checks_its_json_path_before_the_run(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch, target: str, words: str
) -> None:
    """The summary path was checked only when written, after a run that takes minutes on the real data."""
    import hindsight_core.evaluation.locomo as locomo

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the run started before its --json path was checked")

    monkeypatch.setattr(locomo, "evaluate", never)
    path = Path(__file__).resolve().parent.parent / "data" / "locomo_tiny.json"
    out = (tmp_path / target).resolve()
    assert main(["eval", "locomo", "--data", str(path), "--json", str(out)]) == 2
    assert f"cannot write the summary to {out}: " + words.format(tmp=tmp_path) in _one_error_line(capsys)


def test_eval_locomo_on_a_tiny_file(env: Path, tmp_path: Path, capsys) -> None:
    """A LoCoMo-shaped conversation written for this test (tests/data/README.md), not the data set itself."""
    path = Path(__file__).resolve().parent.parent / "data" / "locomo_tiny.json"
    sample = json.loads(path.read_text(encoding="utf-8"))[0]
    out = tmp_path / "summary.json"
    assert main(["eval", "locomo", "--data", str(path), "--json", str(out)]) == 0
    summary = json.loads(out.read_text())
    # 13 questions: one of category 5 (reported apart) and one whose evidence id does not exist (dropped)
    assert summary["overall_1_4"]["n"] == 11
    assert set(summary["categories"]) == {
        "1 multi-hop",
        "2 temporal",
        "3 open-domain",
        "4 single-hop",
        "5 adversarial",
    }
    assert summary["overall_1_4"]["R@5"] > 0.5, "recall ranks the evidence turns of most questions high"
    assert summary["turns"] == sum(len(v) for k, v in sample["conversation"].items() if k[-1].isdigit())
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


# ------------------------------------------------------------------------------------------------ issue 12


def _one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    """The command's stderr: exactly one line, starting with "error:", no traceback."""
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    return lines[0]


def _dialogue(user: str | None, text: str) -> str:
    item: dict[str, object] = {"messages": [{"role": "user", "content": text}]}
    if user is not None:
        item["user_id"] = user
    return json.dumps(item)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\xff\xfe\x00\x01 binary", ("not UTF-8", "line 1")),
        (
            _dialogue("a", "ok").encode()
            + b"\n"
            + '{"messages": [{"role": "user", "content": "café"}]}'.encode("latin-1"),
            ("not UTF-8", "line 2", "0xe9"),
        ),
        (
            _dialogue("a", "x \ud800 y").encode(),
            ("dialogue 1 (line 1)", "lone surrogate", "nothing was ingested"),
        ),
    ],
)
def test_ingest_of_undecodable_files_is_one_clear_line(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, words: tuple[str, ...]
) -> None:
    path = tmp_path / "in.jsonl"
    path.write_bytes(content)
    assert main(["ingest", str(path), "--user-id", "a"]) == 2
    line = _one_error_line(capsys)
    for word in words:
        assert word in line, line


def test_a_broken_jsonl_line_is_reported_at_its_line_and_nothing_is_stored(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [_dialogue("a", f"I like tea number {i}.") for i in range(6)]
    lines.insert(3, "")  # blank lines count
    lines.insert(6, "{broken")
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines))
    assert main(["ingest", str(path)]) == 2
    assert "line 7 is not valid JSON" in _one_error_line(capsys)
    assert main(["stats", "--user-id", "a"]) == 0
    assert json.loads(capsys.readouterr().out)["records_total"] == 0, "all or nothing: nothing stored"


def test_ingest_checks_every_dialogue_before_storing_any(env: Path, tmp_path: Path, capsys) -> None:
    lines = [_dialogue("a", f"I like tea number {i}.") for i in range(5)]
    lines.append(json.dumps({"user_id": "a", "messages": [{"role": "wizard", "content": "hi"}]}))
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines))
    assert main(["ingest", str(path)]) == 2
    line = _one_error_line(capsys)
    assert "dialogue 6 (line 6)" in line and "wizard" in line and "nothing was ingested" in line
    assert main(["stats"]) == 0
    assert json.loads(capsys.readouterr().out)["records_total"] == 0


def test_ingest_that_fails_midway_says_exactly_what_was_stored(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hindsight_core import AsyncHindsight, StoreError

    original = AsyncHindsight.reflect
    calls = {"n": 0}

    async def flaky(self, trace):  # the store fails on the 6th dialogue
        calls["n"] += 1
        if calls["n"] == 6:
            raise StoreError("the disk is full", backend="sqlite")
        return await original(self, trace)

    monkeypatch.setattr(AsyncHindsight, "reflect", flaky)
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(_dialogue("a", f"I like tea number {i}.") for i in range(9)))
    assert main(["ingest", str(path)]) == 2
    line = _one_error_line(capsys)
    assert "dialogue 6 (line 6)" in line and "the disk is full" in line
    assert "the 5 before it are stored" in line and "the 3 after it were not ingested" in line
    # the failed dialogue may be journaled already (finished on the next open): the way on is to run it again
    assert "run the same ingest again" in line and "not stored twice" in line


def test_an_interrupted_ingest_says_how_far_it_got(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ctrl-C exited 130 with nothing said, part of the file stored
    from hindsight_core import Hindsight

    original = Hindsight.retain
    calls = {"n": 0}

    def interrupted(self, *args, **kwargs):  # Ctrl-C during the 4th dialogue
        calls["n"] += 1
        if calls["n"] == 4:
            raise KeyboardInterrupt
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Hindsight, "retain", interrupted)
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(_dialogue("a", f"I like tea number {i}.") for i in range(9)))
    assert main(["ingest", str(path)]) == 130
    err = capsys.readouterr().err
    assert "interrupted: 3 of 9 dialogues" in err and "run the same ingest again" in err


def test_ingest_needs_a_user(env: Path, tmp_path: Path, capsys) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join([_dialogue("a", "I like tea."), _dialogue(None, "I like coffee.")]))
    assert main(["ingest", str(path)]) == 2
    line = _one_error_line(capsys)
    assert "dialogue 2 (line 2)" in line and "--user-id" in line
    assert main(["ingest", str(path), "--user-id", "b"]) == 0
    assert "of a, b" in capsys.readouterr().out, "the users are printed"
    # a file of turns is one dialogue: the error names the file once
    turns = tmp_path / "turns.jsonl"
    turns.write_text('{"role": "user", "content": "I like coffee"}\n')
    assert main(["ingest", str(turns)]) == 2
    line = _one_error_line(capsys)
    assert line.count("turns.jsonl") == 1 and "--user-id" in line


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["recall", "tea", "--user-id", " "], ("--user-id", "blank")),
        (["recall", "tea", "--user-id", "a", "-k", "5000"], ("-k", "max_k")),
        (["forget", "--query", "tea"], ("--user-id",)),
        (["forget", "--record-id", "nope"], ("--record-id nope",)),
        (["forget", "--record-id", "nope", "--user-id", "a"], ("--record-id nope", "user a")),
        (["export", "{tmp}/missing/out.jsonl"], ("does not exist",)),
        (["export", "{tmp}"], ("is a directory",)),
        (["import", "{tmp}/nope.jsonl"], ("does not exist",)),
        (["import", "/dev/null"], ("is not a regular file",)),
        (["stats", "--user-id", "\udcff"], ("--user-id", "lone surrogate")),
        (["recall", "caf\udce9", "--user-id", "a"], ("the query", "lone surrogate")),
    ],
)
def test_user_errors_are_one_line_naming_flags(
    env: Path, tmp_path: Path, capsys, argv: list[str], words: tuple[str, ...]
) -> None:
    assert main([arg.replace("{tmp}", str(tmp_path)) for arg in argv]) == 2
    line = _one_error_line(capsys)
    for word in words:
        assert word in line, line
    assert "user_id=" not in line, "Python argument names never reach the CLI"
    assert not list(tmp_path.glob("*.tmp")), "a refused export leaves no .tmp"


def test_markup_never_swallows_text(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    import builtins

    real_import = builtins.__import__

    def no_mcp(name: str, *args: object, **kwargs: object) -> object:
        if name.startswith("hindsight_core.mcp"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_mcp)
    assert main(["mcp"]) == 2
    line = _one_error_line(capsys)
    assert 'pip install -e ".[mcp]"' in line and 'pip install "hindsight-memory' not in line


@pytest.mark.parametrize("port", ["99999", "-5", "eighty"])
def test_mcp_bad_port_is_a_usage_error(env: Path, capsys, port: str) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["mcp", "--transport", "http", "--port", port])
    assert caught.value.code == 2
    assert "argument --port" in capsys.readouterr().err


def test_recall_and_user_are_required(env: Path, capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["recall", "tea"])
    assert caught.value.code == 2 and "--user-id" in capsys.readouterr().err
    assert main(["recall", "--user-id", "a"]) == 2
    assert "--query-file" in _one_error_line(capsys)


def test_erase_user_shows_and_enforces_its_required_user(env: Path, capsys) -> None:
    """The usage line says what the command needs: --user-id is no option of erase-user."""
    with pytest.raises(SystemExit) as caught:
        main(["erase-user", "--yes"])
    err = capsys.readouterr().err
    assert caught.value.code == 2
    assert "the following arguments are required: --user-id" in err
    usage = " ".join(err.split())
    assert "--user-id USER_ID" in usage and "[--user-id USER_ID]" not in usage


def test_long_queries_from_stdin_or_a_file(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["ingest", _turns(tmp_path, "I prefer PostgreSQL for billing."), "--user-id", "a"]) == 0
    capsys.readouterr()
    query = "which database for billing? " + "context " * 600  # longer than a comfortable argv
    file = tmp_path / "q.txt"
    file.write_text(query, encoding="utf-8")
    assert main(["recall", "--query-file", str(file), "--user-id", "a", "--json"]) == 0
    assert "PostgreSQL" in json.loads(capsys.readouterr().out)["hits"][0]["record"]["text"]

    monkeypatch.setattr("sys.stdin", _Stdin(query.encode()))
    assert main(["recall", "-", "--user-id", "a", "--json"]) == 0
    assert "PostgreSQL" in json.loads(capsys.readouterr().out)["hits"][0]["record"]["text"]

    monkeypatch.setattr("sys.stdin", _Stdin(b"caf\xe9"))
    assert main(["recall", "-", "--user-id", "a"]) == 2
    assert "stdin is not UTF-8" in _one_error_line(capsys)


class _Stdin:
    def __init__(self, data: bytes) -> None:
        import io

        self.buffer = io.BytesIO(data)


def _turns(tmp_path: Path, text: str) -> str:
    path = tmp_path / "turns.json"
    path.write_text(json.dumps([{"role": "user", "content": text, "id": "t1"}]))
    return str(path)


def test_ingest_and_recall_keep_to_the_agent_named_and_forget_reaches_every_agent(
    env: Path, tmp_path: Path, capsys
) -> None:
    """``--agent-id`` scopes ingest and recall as the API's ``agent_id`` does: what was ingested for one agent is
    recalled by that agent and by a recall naming none, not by another agent. A forget acts for the user across
    their agents (the API's forget takes no agent), so it has no ``--agent-id``."""
    coach = tmp_path / "coach.json"
    coach.write_text(
        json.dumps([{"role": "user", "content": "I prefer PostgreSQL for billing.", "id": "c1"}])
    )
    planner = tmp_path / "planner.json"
    planner.write_text(json.dumps([{"role": "user", "content": "My cat is called Miso.", "id": "p1"}]))
    assert main(["ingest", str(coach), "--user-id", "alice", "--agent-id", "coach"]) == 0
    assert main(["ingest", str(planner), "--user-id", "alice", "--agent-id", "planner"]) == 0
    capsys.readouterr()

    def recalled(*agent: str) -> list[tuple[str, str | None]]:
        assert main(["recall", "PostgreSQL billing, cat Miso", "--user-id", "alice", "--json", *agent]) == 0
        hits = json.loads(capsys.readouterr().out)["hits"]
        return sorted((h["record"]["source_ids"][0], h["record"]["scope"]["agent_id"]) for h in hits)

    assert recalled("--agent-id", "coach") == [("c1", "coach")]
    assert recalled("--agent-id", "planner") == [("p1", "planner")]
    assert recalled() == [("c1", "coach"), ("p1", "planner")]
    assert recalled("--agent-id", "nobody") == []
    assert main(["recall", "tea", "--user-id", "alice", "--agent-id", " "]) == 2
    assert "--agent-id" in _one_error_line(capsys)
    assert main(["forget", "--query", "cat Miso", "--user-id", "alice"]) == 0
    capsys.readouterr()
    assert recalled("--agent-id", "planner") == []


def test_data_dir_anywhere(env: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "elsewhere"
    turns = _turns(tmp_path, "I prefer PostgreSQL for billing.")
    assert main(["ingest", turns, "--user-id", "a", "--data-dir", str(other)]) == 0
    assert main(["--data-dir", str(other), "stats"]) == 0
    capsys.readouterr()
    assert main(["stats", "--data-dir", str(other)]) == 0
    assert json.loads(capsys.readouterr().out)["records_total"] == 1
    assert main(["stats"]) == 0  # the default directory is untouched
    assert json.loads(capsys.readouterr().out)["records_total"] == 0


def test_a_user_without_memories_is_said_so_by_forget_and_export(env: Path, tmp_path: Path, capsys) -> None:
    """An erasure job naming a user the store does not know ("José" typed, stored decomposed; "Alice" for
    "alice") would read as done: it still exits 0 with 0 done, and warns that ids match exactly."""
    path = tmp_path / "in.json"
    path.write_text(json.dumps([{"role": "user", "content": "I live in Porto.", "id": "m1"}]))
    assert main(["ingest", str(path), "--user-id", "alice"]) == 0
    capsys.readouterr()
    assert main(["forget", "--query", "Porto", "--user-id", "Alice", "--hard"]) == 0
    assert "user 'Alice' has no memories in this store" in capsys.readouterr().err
    assert main(["export", str(tmp_path / "out.jsonl"), "--user-id", "Alice"]) == 0
    assert "user 'Alice' has no memories in this store" in capsys.readouterr().err
    assert main(["export", str(tmp_path / "out.jsonl"), "--user-id", "alice"]) == 0
    assert "no memories" not in capsys.readouterr().err


def test_a_user_without_memories_is_said_so_by_audit_and_stats(env: Path, tmp_path: Path, capsys) -> None:
    """A check naming a user the store does not know ("小明" stored, "xiaoming" typed) read as a clean report,
    0 records, 0 conflicts, with nothing said (recall, forget and export warn)."""
    path = tmp_path / "in.json"
    path.write_text(json.dumps([{"role": "user", "content": "我对花生过敏", "id": "m1"}]))
    assert main(["ingest", str(path), "--user-id", "小明"]) == 0
    capsys.readouterr()
    for argv in (["audit"], ["audit", "--json"], ["stats"]):
        assert main([*argv, "--user-id", "xiaoming"]) == 0
        assert "user 'xiaoming' has no memories in this store" in capsys.readouterr().err, argv
        assert main([*argv, "--user-id", "小明"]) == 0
        assert "no memories" not in capsys.readouterr().err, argv


def test_forget_limit_and_unknown_record(env: Path, tmp_path: Path, capsys) -> None:
    path = tmp_path / "in.json"
    path.write_text(
        json.dumps(
            [
                {"role": "user", "content": f"My server number {i} is called orion-{i}.", "id": f"m{i}"}
                for i in range(4)
            ]
        )
    )
    assert main(["ingest", str(path), "--user-id", "a"]) == 0
    capsys.readouterr()
    assert main(["forget", "--query", "server orion", "--user-id", "a", "--limit", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("3 forgotten (soft) of user a")
    record_id = out.split(": ")[1].split(", ")[0].strip()
    assert main(["forget", "--record-id", record_id, "--hard"]) == 0
    assert "1 deleted of user a" in capsys.readouterr().out, "the owner is printed"
    assert main(["forget", "--record-id", record_id]) == 2
    assert "no memory with --record-id" in _one_error_line(capsys)


# -------------------------------------------------------------------------------------- read-only data dirs


def _read_only_runner(data_dir: Path) -> list[str]:
    """A command prefix that runs the CLI with ``data_dir`` read-only: a private read-only bind mount when
    running as root (root ignores permission bits), the permission bits otherwise."""
    cli = [sys.executable, "-m", "hindsight_core.cli.main"]
    if os.geteuid() != 0:
        for path in [data_dir, *data_dir.rglob("*")]:
            path.chmod(path.stat().st_mode & ~0o222)
        return cli
    mount = 'mount --bind -o ro "$0" "$0" && exec "$@"'
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", mount + " && false", str(data_dir), "touch", str(data_dir / "probe")],
        capture_output=True,
    )
    if probe.returncode == 0 or (data_dir / "probe").exists() or b"mount" in probe.stderr:
        pytest.skip("cannot make a read-only directory here (root without mount namespaces)")
    return ["unshare", "-m", "sh", "-c", mount, str(data_dir), *cli]


@pytest.mark.skipif(sys.platform != "linux", reason="read-only mounts are set up the Linux way")
def test_read_only_data_dir_is_readable_and_refuses_writes(env: Path, tmp_path: Path) -> None:
    assert main(["ingest", _turns(tmp_path, "I prefer PostgreSQL for billing."), "--user-id", "a"]) == 0
    runner = _read_only_runner(env)
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}

    def run(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*runner, *argv], capture_output=True, text=True, timeout=300, env=environment)

    recalled = run("recall", "PostgreSQL billing", "--user-id", "a", "--json")
    assert recalled.returncode == 0, recalled.stderr
    assert "PostgreSQL" in json.loads(recalled.stdout)["hits"][0]["record"]["text"]
    assert "read-only" in recalled.stderr
    exported = run("export", str(tmp_path / "out.jsonl"))
    assert exported.returncode == 0, exported.stderr
    assert len((tmp_path / "out.jsonl").read_text().splitlines()) == 1
    stats = run("stats")
    assert stats.returncode == 0 and json.loads(stats.stdout)["records_total"] == 1, stats.stderr
    doctor = run("doctor")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    for argv in (
        ["ingest", _turns(tmp_path, "I like tea."), "--user-id", "a"],
        ["forget", "--query", "PostgreSQL", "--user-id", "a"],
        ["doctor", "--repair"],
    ):
        refused = run(*argv)
        assert refused.returncode == 2, refused.stderr
        lines = refused.stderr.strip().splitlines()
        assert len(lines) == 1 and "is read-only" in lines[0] and "Traceback" not in refused.stderr


def _as_read_only(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``data_dir_for`` with every directory taken for read-only (no mount needed to see what it copies)."""
    from hindsight_core.cli import datadir

    monkeypatch.setattr(datadir, "writable", lambda _path: False)
    return datadir.data_dir_for


def test_a_read_only_data_dir_copies_only_the_store_files(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """Every file of the folder was copied to /tmp (photos, a FIFO that failed the command)."""
    assert main(["ingest", _turns(tmp_path, "I prefer PostgreSQL for billing."), "--user-id", "a"]) == 0
    (env / "photos").mkdir()
    (env / "photos" / "big.raw").write_bytes(b"\0" * 1000)
    (env / "notes.txt").write_text("not hindsight's")
    os.mkfifo(env / "pipe")
    data_dir_for = _as_read_only(monkeypatch)
    with data_dir_for(env, command="stats", writes=False) as (copy, is_copy):
        assert is_copy and copy != env
        copied = {p.name for p in copy.iterdir()}
        assert {"graph.db", "journal.db", "chroma"} <= copied
        assert copied.isdisjoint({"photos", "notes.txt", "pipe"})
        assert {p.relative_to(copy) for p in (copy / "chroma").rglob("*")} == {
            p.relative_to(env) for p in (env / "chroma").rglob("*")
        }
    assert "reading a temporary copy of its store" in capsys.readouterr().err


def test_a_read_only_folder_without_a_store_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was copied whole, and `stats` reported an empty store at the temporary path."""
    (tmp_path / "photos").mkdir()
    (tmp_path / "photos" / "big.raw").write_bytes(b"\0" * 1000)
    data_dir_for = _as_read_only(monkeypatch)
    with (
        pytest.raises(
            UserError, match=r"is read-only and holds no hindsight store \(no graph.db, journal.db, chroma"
        ),
        data_dir_for(tmp_path, command="stats", writes=False),
    ):
        pass


def test_a_store_file_that_cannot_be_read_is_named(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["ingest", _turns(tmp_path, "I prefer PostgreSQL for billing."), "--user-id", "a"]) == 0
    os.mkfifo(env / "chroma" / "pipe")
    data_dir_for = _as_read_only(monkeypatch)
    with (
        pytest.raises(UserError, match=r"cannot read the store file .*chroma/pipe: it is not a regular file"),
        data_dir_for(env, command="stats", writes=False),
    ):
        pass


def test_a_bad_setting_is_one_line_naming_the_variable(
    env: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_K", "lots")
    assert main(["stats"]) == 2
    assert "invalid setting HINDSIGHT_LIMITS__MAX_K" in _one_error_line(capsys)


def test_a_misspelt_setting_names_the_one_meant(env: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    """HINDSIGHT_LIMITS__MAX_QUERY_CHAR said "Extra inputs are not permitted", not which setting was meant."""
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_QUERY_CHAR", "20000")
    assert main(["stats"]) == 2
    line = _one_error_line(capsys)
    assert "invalid setting HINDSIGHT_LIMITS: LimitsConfig has no setting 'max_query_char'" in line, line
    assert "did you mean 'max_query_chars'" in line, line


def test_a_raised_limit_is_read_from_the_environment(
    env: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["recall", "q" * 20, "--user-id", "a"]) == 0
    capsys.readouterr()
    monkeypatch.setenv("HINDSIGHT_LIMITS__MAX_QUERY_CHARS", "10")
    assert main(["recall", "q" * 20, "--user-id", "a"]) == 2
    assert "HINDSIGHT_LIMITS__MAX_QUERY_CHARS" in _one_error_line(capsys)


def test_import_never_replaces_another_users_record_nor_half_imports(
    env: Path, tmp_path: Path, capsys
) -> None:
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    with Hindsight(env, embedder=HashEmbedder()) as hs:
        hs.remember("Alice's staging server is orion", user_id="alice")
        hs.export_jsonl(tmp_path / "alice.jsonl", user_id="alice")
    (row,) = [json.loads(line) for line in (tmp_path / "alice.jsonl").read_text().splitlines()]
    hijack = {**row, "text": "HIJACKED", "scope": {**row["scope"], "user_id": "mallory"}}
    (tmp_path / "hijack.jsonl").write_text(json.dumps(hijack) + "\n")
    assert main(["import", str(tmp_path / "hijack.jsonl")]) == 2
    assert "belong to another user" in capsys.readouterr().err
    fresh = {**row, "id": "other-id", "text": "Alice deploys on Fridays"}
    (tmp_path / "dup.jsonl").write_text("".join(json.dumps(r) + "\n" for r in (fresh, fresh)))
    assert main(["import", str(tmp_path / "dup.jsonl")]) == 2
    assert "appears twice" in capsys.readouterr().err
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        assert [r.text for r in hs.list_records(user_id="alice")] == ["Alice's staging server is orion"]
        assert hs.list_records(user_id="mallory") == []


def test_export_writes_through_a_link_instead_of_replacing_it(env: Path, tmp_path: Path) -> None:
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    real, link = tmp_path / "real.jsonl", tmp_path / "link.jsonl"
    real.write_text("")
    link.symlink_to(real)
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        hs.remember("Alice prefers PostgreSQL", user_id="alice")
    assert main(["export", str(link), "--user-id", "alice"]) == 0
    assert link.is_symlink() and "PostgreSQL" in real.read_text()


def test_export_to_stdout_and_an_empty_json_file_is_an_error(env: Path, tmp_path: Path, capsys) -> None:
    """`export -` writes to stdout, as `recall -` reads stdin (it wrote a file named '-'); a file holding
    [] is refused like an empty JSONL file (it exited 0 with '0 dialogues')."""
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    with Hindsight(env, embedder=HashEmbedder()) as hs:
        hs.remember("Alice prefers PostgreSQL", user_id="alice")
    assert main(["export", "-", "--user-id", "alice"]) == 0
    out, err = capsys.readouterr()
    assert [json.loads(line)["text"] for line in out.splitlines()] == ["Alice prefers PostgreSQL"]
    assert "exported 1 records of user alice to stdout" in err and not Path("-").exists()
    empty = tmp_path / "empty.json"
    empty.write_text("[]")
    assert main(["ingest", str(empty), "--user-id", "alice"]) == 2
    assert "holds no dialogue" in capsys.readouterr().err


def test_a_command_that_only_reads_leaves_queued_extraction_alone(env: Path) -> None:
    from hindsight_core import Hindsight, ReflectionConfig
    from hindsight_core.config import HindsightConfig
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.testing.extractors import ScriptedExtractor

    config = HindsightConfig(reflection=ReflectionConfig(resume_on_open=False))
    with Hindsight(
        env, embedder=HashEmbedder(), extractor=ScriptedExtractor(fail_times=1), config=config
    ) as hs:
        hs.retain([{"role": "user", "content": "I live in Paris."}], user_id="alice")  # the LLM was down
        assert hs.stats()["queued_windows"] == 1
    for command in (["stats"], ["recall", "Paris", "--user-id", "alice"], ["audit", "--user-id", "alice"]):
        assert main(command) == 0
    with Hindsight(env, embedder=HashEmbedder(), config=config) as hs:
        assert hs.stats()["queued_windows"] == 1, "left for the next writer, with its own extractor"


@pytest.mark.parametrize(
    ("name", "body", "message"),
    [
        ("deep.json", "[" * 100_000, "nests JSON too deeply"),
        ("deep.jsonl", "[" * 100_000 + "\n", "nests JSON too deeply"),
        ("empty.jsonl", "\n\n", "holds no dialogue"),
    ],
)
def test_unreadable_dialogue_files_are_one_line_errors(
    env: Path, tmp_path: Path, capsys, name: str, body: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(body)
    assert main(["ingest", str(path), "--user-id", "alice"]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_byte_order_mark_is_read_past(env: Path, tmp_path: Path) -> None:
    path = tmp_path / "bom.jsonl"
    line = {"user_id": "alice", "messages": [{"role": "user", "content": "I prefer PostgreSQL."}]}
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(line).encode() + b"\n")
    assert main(["ingest", str(path)]) == 0


def test_a_read_does_not_create_a_data_directory_and_an_empty_one_is_refused(
    env: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    typo = tmp_path / "typo"
    assert main(["--data-dir", str(typo), "recall", "anything", "--user-id", "alice"]) == 0
    assert "no hindsight data directory" in capsys.readouterr().err and not typo.exists()
    assert main(["--data-dir", "", "stats"]) == 2
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", "")
    assert main(["stats"]) == 2
    assert "data directory is empty" in capsys.readouterr().err


def test_maintain_counts_the_queued_windows_it_extracts(env: Path, capsys) -> None:
    from hindsight_core.models import Scope, Trace, TraceStep
    from hindsight_core.settings import HindsightSettings, engine_from_settings
    from hindsight_core.sync import Hindsight

    trace = Trace(
        scope=Scope(user_id="alice"), steps=[TraceStep(type="user_input", content="I live in Lyon.")]
    )
    with Hindsight(engine=engine_from_settings(HindsightSettings(), resume=False)) as hs:
        hs.journal_trace(trace)  # journaled and queued, not reflected (a process that stopped)
    assert main(["maintain", "--user-id", "alice"]) == 0
    assert "retried queued windows: 1 memories added, 0 still queued" in capsys.readouterr().out


def test_ingesting_the_same_file_again_counts_nothing_twice(env: Path, tmp_path: Path, capsys) -> None:
    dialogues = tmp_path / "noid.jsonl"
    row = {"user_id": "u", "session_id": "s1", "messages": [
        {"role": "user", "content": "I live in Lyon."}, {"role": "user", "content": "I work at Acme Corp."}]}  # fmt: skip
    dialogues.write_text(json.dumps(row) + "\n")
    for _ in range(3):  # re-run, or a run killed halfway and restarted: messages without ids
        assert main(["ingest", str(dialogues)]) == 0
    assert main(["export", str(tmp_path / "out.jsonl"), "--user-id", "u"]) == 0
    rows = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert sorted((r["occurrences"], len(r["source_ids"])) for r in rows) == [(1, 1), (1, 1)]


def test_ingest_fails_when_windows_could_not_be_extracted(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("HINDSIGHT_LLM_PROVIDER", "openai")
    monkeypatch.setenv("HINDSIGHT_LLM_MODEL", "m")
    monkeypatch.setenv("HINDSIGHT_LLM_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    dialogues = tmp_path / "d.jsonl"
    dialogues.write_text(
        json.dumps({"user_id": "u", "messages": [{"role": "user", "content": "I live in Lyon."}]})
    )
    assert main(["ingest", str(dialogues)]) == 1
    err = capsys.readouterr().err
    assert "1 windows could not be extracted" in err and "hindsight maintain" in err


def test_doctor_finds_a_damaged_graph_file_and_says_to_export_first(
    env: Path, tmp_path: Path, capsys
) -> None:
    lines = "\n".join(
        json.dumps({"role": "user", "content": f"I bought ticket number {i} for the workshop in Prague."})
        for i in range(300)
    )
    (tmp_path / "many.jsonl").write_text(lines + "\n")
    assert main(["ingest", str(tmp_path / "many.jsonl"), "--user-id", "ops"]) == 0
    graph = env / "graph.db"
    pages = graph.stat().st_size // 4096
    assert pages > 8
    with graph.open("r+b") as fh:  # garbage over a few pages in the middle (records, not the schema page)
        fh.seek(4096 * (pages // 2))
        fh.write(os.urandom(4096 * 2))
    capsys.readouterr()
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "damaged" in out and "hindsight export" in out


def test_repair_never_deletes_the_index_of_an_empty_graph(env: Path, tmp_path: Path, capsys) -> None:
    assert main(["ingest", _turns(tmp_path, "I prefer PostgreSQL for billing."), "--user-id", "a"]) == 0
    for name in ("graph.db", "graph.db-wal", "graph.db-shm"):
        (env / name).unlink(missing_ok=True)  # the source of truth lost
    capsys.readouterr()
    assert main(["doctor", "--repair"]) == 1
    out = capsys.readouterr().out
    assert "holds no record but the vector index holds 1 vectors" in out
    assert main(["stats"]) == 0
    assert json.loads(capsys.readouterr().out)["vectors_total"] == 1, "the vectors are still there"


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"\xff\xfegarbage", "is not valid JSON text"),
        (b'[{"conversation": 5}]', "does not look like LoCoMo data"),
        (b'[{"conversation": {}, "qa": 7}]', "does not look like LoCoMo data"),
    ],
)
def test_eval_locomo_refuses_a_file_that_is_not_locomo_in_one_line(
    env: Path, tmp_path: Path, capsys, content: bytes, words: str
) -> None:
    data = tmp_path / "data.json"
    data.write_bytes(content)
    assert main(["eval", "locomo", "--data", str(data)]) == 2
    assert words in _one_error_line(capsys)


def test_the_demo_never_writes_into_a_folder_that_holds_something(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight --data-dir <a real store> demo` wrote the demo's made-up memories of "alice" into it, recalled
    beside the real ones from then on."""
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    store = tmp_path / "real"
    with Hindsight(store, embedder=HashEmbedder(64)) as hs:
        hs.retain([{"role": "user", "content": "I prefer MySQL.", "id": "r1"}], user_id="alice")
    before = sorted((p.name, p.stat().st_size) for p in store.rglob("*") if p.is_file())
    assert main(["--data-dir", str(store), "demo"]) == 2
    assert "must be a new or empty folder" in _one_error_line(capsys)
    assert sorted((p.name, p.stat().st_size) for p in store.rglob("*") if p.is_file()) == before


def _leaf_parsers(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """The commands of ``parser`` that take no further command (``("eval", "locomo")``, ``("stats",)``)."""
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not actions:
        yield path, parser
    for action in actions:
        for name, sub in action.choices.items():
            yield from _leaf_parsers(sub, (*path, name))


def _summary(name: str) -> str:
    """The one line ``hindsight --help`` shows for a command."""
    action = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return next(c.help or "" for c in action._choices_actions if c.dest == name)


def test_the_help_of_mcp_and_maintain_says_what_they_do() -> None:
    """`hindsight --help` said the MCP server serves store / recall / forget (it serves reflect_trace too) and
    that maintain applies TTL and decay and retries windows (it induces semantic memories too)."""
    from hindsight_core.capture.tools import FORGET_MEMORY, RECALL_MEMORY, REFLECT_TRACE, STORE_MEMORY

    served = _summary("mcp")
    for tool in (STORE_MEMORY, RECALL_MEMORY, FORGET_MEMORY, REFLECT_TRACE):
        assert tool.name in served, served
    assert "induce" in _summary("maintain") or "semantic" in _summary("maintain")


def test_every_argument_of_every_command_says_what_it_is() -> None:
    """`hindsight recall --help` showed `--include-pending` with no word of what it does (nor `stats --user-id`,
    `import path`, `mcp --transport`, ...), and `doctor --repair` said it fixes vectors only while it also writes
    missing token vectors and the slots of old records."""
    unexplained = [
        (" ".join(path), action.dest)
        for path, parser in _leaf_parsers(build_parser())
        for action in parser._actions
        if not isinstance(action, argparse._HelpAction) and not action.help
    ]
    assert not unexplained, unexplained
    doctor = dict(_leaf_parsers(build_parser()))[("doctor",)].format_help()
    assert "token vectors" in doctor and "slot" in doctor, doctor


def test_python_m_mcp_explains_the_options_of_hindsight_mcp(capsys) -> None:
    """`python -m hindsight_core.mcp --help` (the README's alternative for desktop clients) showed `--transport`
    with no explanation and its own, shorter `--host` text."""
    from hindsight_core.mcp.__main__ import main as mcp_main

    with pytest.raises(SystemExit):
        mcp_main(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    mcp = dict(_leaf_parsers(build_parser()))[("mcp",)]
    for action in mcp._actions:
        if action.option_strings and action.dest in ("transport", "host", "port"):
            assert action.help and " ".join(action.help.split()) in shown, action.dest


def test_data_dir_and_embedder_go_after_every_command_too() -> None:
    """README: "--data-dir and --embedder go before or after the command"; `eval locomo ... --data-dir X`
    was "unrecognized arguments"."""
    leaves = dict(_leaf_parsers(build_parser()))
    assert ("eval", "locomo") in leaves and ("stats",) in leaves
    for path, parser in leaves.items():
        assert {"--data-dir", "--embedder"} <= set(parser._option_string_actions), path


def test_eval_locomo_takes_the_data_dir_after_its_name(env: Path, tmp_path: Path, capsys) -> None:
    path = Path(__file__).resolve().parent.parent / "data" / "locomo_tiny.json"
    argv = ["eval", "locomo", "--data", str(path), "--no-ablation", "--data-dir", str(tmp_path / "d")]
    assert main([*argv, "--embedder", "hash"]) == 0
    assert "R@10" in capsys.readouterr().out


def test_ingest_refuses_content_that_is_a_number(env: Path, tmp_path: Path, capsys) -> None:
    """{"role": "user", "content": 123} was stored as "The user said: 123"."""
    path = tmp_path / "turns.jsonl"
    path.write_text(json.dumps({"role": "user", "content": 123}) + "\n")
    assert main(["ingest", str(path), "--user-id", "alice"]) == 2
    line = _one_error_line(capsys)
    assert "message 0 content must be text or a list of text parts" in line and "pass str(123)" in line
    assert "nothing was ingested" in line


def test_ingest_of_turns_after_a_dialogue_says_how_to_write_the_file(
    env: Path, tmp_path: Path, capsys
) -> None:
    """A JSONL file with a dialogue line, then bare turns: the turn was said to be "neither a turn nor a
    dialogue", though it is a turn; the error says that the two cannot be mixed and how to write it."""
    path = tmp_path / "mixed.jsonl"
    lines = [
        json.dumps({"messages": [{"role": "user", "content": "I prefer PostgreSQL."}], "session_id": "a"}),
        json.dumps({"role": "user", "content": "I live in Lyon."}),
    ]
    path.write_text("\n".join(lines) + "\n")
    assert main(["ingest", str(path), "--user-id", "alice"]) == 2
    line = _one_error_line(capsys)
    assert "dialogue 2 (line 2)" in line and "neither" not in line
    assert '{"messages": [...]}' in line and "nothing was ingested" in line


def test_output_cut_off_by_its_reader_ends_quietly(env: Path, tmp_path: Path) -> None:
    """`hindsight export - | head` printed "error: Broken pipe" once head had read what it wanted."""
    lines = "\n".join(
        json.dumps(
            {"role": "user", "content": f"I bought ticket number {i} for the pottery workshop in Prague."}
        )
        for i in range(400)
    )
    (tmp_path / "many.jsonl").write_text(lines + "\n")
    assert main(["ingest", str(tmp_path / "many.jsonl"), "--user-id", "u"]) == 0
    proc = subprocess.Popen(
        [sys.executable, "-m", "hindsight_core.cli.main", "export", "-"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=os.environ.copy(),
    )
    assert proc.stdout is not None and proc.stdout.read(100)
    proc.stdout.close()  # the reader goes away with most of the export unread
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 141, err.decode()
    assert b"Broken pipe" not in err and b"Traceback" not in err
