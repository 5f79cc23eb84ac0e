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
