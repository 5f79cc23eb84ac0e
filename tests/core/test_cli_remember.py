"""``hindsight remember``: one memory stored from the command line as given, as the MCP server's ``store_memory``
and the API's ``remember`` store it; before, the command line could recall and forget a memory but store one only
as a dialogue file for ``ingest``."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from hindsight_core.cli.main import main


def test_a_memory_remembered_is_recalled_and_forgotten(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["remember", "I prefer PostgreSQL for new services", "--user-id", "alice"]) == 0
    said = capsys.readouterr().out
    assert said.startswith("stored memory ") and "of user alice (fact): I prefer PostgreSQL" in said
    assert main(["remember", "My cat is called Miso", "--user-id", "bob", "--json"]) == 0
    bobs = json.loads(capsys.readouterr().out)
    assert bobs["scope"]["user_id"] == "bob" and bobs["text"] == "My cat is called Miso"

    assert main(["recall", "which database for new services?", "--user-id", "alice", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)["hits"]
    assert [hit["record"]["text"] for hit in hits] == [
        "I prefer PostgreSQL for new services"
    ]  # not bob's cat

    record_id = hits[0]["record"]["id"]
    assert main(["forget", "--record-id", record_id, "--user-id", "alice"]) == 0
    capsys.readouterr()
    assert main(["recall", "which database for new services?", "--user-id", "alice", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hits"] == []


def test_a_memory_read_from_stdin_with_its_kind_and_ttl(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"  allergic to penicillin\n")))
    args = ["remember", "-", "--user-id", "alice", "--event-type", "problem", "--ttl-days", "30", "--json"]
    assert main(args) == 0
    stored = json.loads(capsys.readouterr().out)
    assert (stored["text"], stored["event_type"], stored["ttl_days"]) == (
        "allergic to penicillin",
        "problem",
        30.0,
    )


def test_a_guess_is_kept_unconfirmed_and_said_so(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["remember", "I think my passport expires in 2027, not sure", "--user-id", "alice"]) == 0
    assert "kept unconfirmed" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["remember", "--user-id", "alice"], "give the memory as an argument"),
        (["remember", "   ", "--user-id", "alice"], "must not be empty or blank"),
        (
            ["remember", "x", "--text-file", "notes.txt", "--user-id", "alice"],
            "give the memory as an argument",
        ),
        (["remember", "x", "--user-id", "alice", "--ttl-days", "-3"], "--ttl-days must be above 0"),
        (["remember", "x", "--user-id", " "], "--user-id"),
    ],
)
def test_bad_input_is_refused_with_what_to_do_and_nothing_stored(
    env: Path, capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    assert main(args) != 0
    assert said in capsys.readouterr().err
    assert main(["export", "-", "--user-id", "alice"]) == 0
    assert capsys.readouterr().out.strip() == ""


@pytest.mark.parametrize(
    ("args", "said", "not_said"),
    [
        (["remember", "x", "--text-file", "notes.txt", "--user-id", "alice"], "--text-file", "--memory-file"),
        (["remember", "--user-id", "alice"], "--text-file", "--memory-file"),
        (["remember", "x", "--user-id", "alice", "--ttl-days", "0"], "leave --ttl-days out", "pass None"),
        (["remember", "x", "--user-id", "alice", "--ttl-days", "1e9"], "leave --ttl-days out", "pass None"),
        (
            ["remember", "I like tea", "--user-id", "alice", "--event-type", "preferenc"],
            "did you mean --event-type preference",
            "stored memory",
        ),
        (
            ["remember", "I like tea", "--user-id", "alice", "--event-type", "Preference"],
            "did you mean --event-type preference",
            "stored memory",
        ),
    ],
)
def test_bad_input_names_the_options_as_the_command_takes_them(
    env: Path, capsys: pytest.CaptureFixture[str], args: list[str], said: str, not_said: str
) -> None:
    """The command said "--memory-file" (it takes --text-file), "pass None" for a bad --ttl-days (no flag takes
    None), and stored "preferenc" (a known type mistyped) as an event type of its own, found by no recall
    that names preferences."""
    assert main(args) == 2
    err = capsys.readouterr().err
    assert said in err and not_said not in err, err
    assert main(["export", "-", "--user-id", "alice"]) == 0
    assert capsys.readouterr().out.strip() == ""


@pytest.mark.parametrize("event_type", ["preference", "medication", "work_note"])
def test_an_event_type_of_ones_own_is_still_stored(
    env: Path, capsys: pytest.CaptureFixture[str], event_type: str
) -> None:
    assert main(["remember", "I take my tea black", "--user-id", "alice", "--event-type", event_type]) == 0
    assert f"({event_type})" in capsys.readouterr().out
