"""``hindsight ingest`` on the chat histories users already have: chat logs of turns, long histories, files
named as JSON Lines are, LangChain's own dumps; the memories come out under the right user, session and date."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hindsight_core.cli.main import main


def _write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in rows) + "\n", encoding="utf-8")
    return path


def _exported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    out = tmp_path / "out.jsonl"
    assert main(["export", str(out)]) == 0
    capsys.readouterr()
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def test_a_chat_log_keeps_each_turn_under_the_user_and_session_it_names(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A log whose lines name their user and session was one dialogue of whoever --user-id named: Eli's
    "I live in Toronto" stored as Dana's memory, every session merged (without --user-id: refused)."""
    log = _write(
        tmp_path / "log.jsonl",
        [
            {"user_id": "dana", "session_id": "a1", "role": "user", "content": "I'm vegetarian, fyi"},
            {"user_id": "dana", "session_id": "a1", "role": "assistant", "content": "Thanks, noted!"},
            {"user_id": "eli", "session_id": "b7", "role": "user", "content": "I live in Toronto"},
            {"user_id": "dana", "session_id": "a2", "role": "user", "content": "我的猫叫味噌"},
        ],
    )
    assert main(["ingest", str(log)]) == 0
    assert "3 dialogues of dana, eli" in capsys.readouterr().out
    scopes = {
        r["text"]: (r["scope"]["user_id"], r["scope"]["session_id"]) for r in _exported(tmp_path, capsys)
    }
    assert scopes == {
        "The user said: I'm vegetarian, fyi": ("dana", "a1"),
        "The user said: I live in Toronto": ("eli", "b7"),
        "用户说：我的猫叫味噌": ("dana", "a2"),
    }


def test_turns_naming_no_user_take_the_one_given_and_are_refused_without_it(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = _write(
        tmp_path / "log.jsonl",
        [
            {"session_id": "s1", "role": "user", "content": "I work at Acme Corp."},
            {"user_id": "eli", "session_id": "s2", "role": "user", "content": "I live in Toronto"},
        ],
    )
    assert main(["ingest", str(log)]) == 2
    error = capsys.readouterr().err
    assert "the turns of session 's1'" in error and "--user-id" in error and "nothing was ingested" in error
    assert main(["ingest", str(log), "--user-id", "dana"]) == 0
    scopes = {
        r["text"]: (r["scope"]["user_id"], r["scope"]["session_id"]) for r in _exported(tmp_path, capsys)
    }
    assert scopes == {
        "The user said: I work at Acme Corp.": ("dana", "s1"),
        "The user said: I live in Toronto": ("eli", "s2"),
    }
