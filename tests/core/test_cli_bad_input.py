"""``hindsight`` commands given what a new user mistypes: each ends with one ``error:`` line (exit status 2)
that says what to do, never a Python traceback, and nothing is stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core.cli.main import main


@pytest.mark.parametrize("command", [["stats"], ["recall", "where do I live", "--user-id", "alice"]])
@pytest.mark.parametrize("data_dir", ["~no-such-user-h33/memories", "~no-such-user-h33", "mem\x00ories"])
def test_a_data_dir_no_folder_can_have_is_an_error_naming_the_flag(
    env: Path, data_dir: str, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``~someone`` of no such user raised pathlib's RuntimeError ("Could not determine home directory"), a NUL
    byte a ValueError ("embedded null byte")."""
    assert main(["--data-dir", data_dir, *command]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "--data-dir" in err and "Traceback" not in err


def test_a_home_folder_data_dir_still_opens(
    env: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert main(["--data-dir", "~/memories", "stats"]) == 0


@pytest.mark.parametrize("name", ["chat.json", "chat.jsonl"])
def test_an_ingest_file_with_a_number_too_long_to_read_is_an_error_saying_so(
    env: Path, tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A 5000-digit number (a corrupt export, an id written as a number) raised Python's ValueError ("Exceeds the
    limit (4300 digits) for integer string conversion ... use sys.set_int_max_str_digits()") as a traceback."""
    turns = '{"role": "user", "content": "I moved to Lisbon in May", "id": ' + "7" * 5000 + "}"
    chat = tmp_path / name
    chat.write_text(f"[{turns}]" if name.endswith(".json") else turns + "\n", encoding="utf-8")
    assert main(["ingest", str(chat), "--user-id", "alice"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {chat}") and "digits" in err and "in quotes" in err
    assert "set_int_max_str_digits" not in err and "nothing was ingested" in err
    assert not (env / "graph.db").exists()


def test_a_locomo_file_with_a_number_too_long_to_read_is_an_error(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "locomo.json"
    data.write_text('[{"conversation": {}, "qa": [], "sample_id": ' + "1" * 5000 + "}]", encoding="utf-8")
    assert main(["eval", "locomo", "--data", str(data)]) == 2
    assert capsys.readouterr().err.startswith(f"error: {data} is not valid JSON")
