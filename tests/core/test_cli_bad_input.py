"""``hindsight`` commands given what a new user mistypes: each ends with one ``error:`` line (exit status 2)
that says what to do, never a Python traceback, and nothing is stored."""

from __future__ import annotations

import io
import json
import os
import sys
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
    assert (
        err.startswith("error: ")
        and "--data-dir" in err
        and "Traceback" not in err
        and "PosixPath" not in err
    )


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


def _piped(text: str) -> str:
    """A path that reads ``text`` from a pipe, as ``hindsight ingest <(curl ...)`` passes /dev/fd/63."""
    read, write = os.pipe()
    os.write(write, text.encode())
    os.close(write)
    return f"/dev/fd/{read}"


@pytest.mark.skipif(not Path("/dev/fd").is_dir(), reason="needs /dev/fd (Linux, macOS)")
def test_an_ingest_file_and_a_query_file_may_be_pipes(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A pipe (bash's process substitution, `hindsight ingest <(jq ... chats.json)`) was refused as "no such
    file: /dev/fd/63": it is there, but no regular file."""
    chat = json.dumps([{"role": "user", "content": "I moved to Lisbon in May and I work as a nurse."}])
    assert main(["ingest", _piped(chat), "--user-id", "alice"]) == 0
    assert "1 dialogues of alice" in capsys.readouterr().out
    assert main(["recall", "--query-file", _piped("where do I live?"), "--user-id", "alice"]) == 0
    assert "Lisbon" in capsys.readouterr().out


def test_an_ingest_file_that_is_not_there_is_still_named(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ingest", str(tmp_path / "chats.json"), "--user-id", "alice"]) == 2
    assert capsys.readouterr().err == f"error: no such file: {tmp_path / 'chats.json'}\n"


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
@pytest.mark.parametrize("as_json", [False, True])
def test_memories_print_where_the_output_cannot_encode_them(
    env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, encoding: str, as_json: bool
) -> None:
    """Output redirected to a file on Windows (cp1252), or PYTHONIOENCODING=ascii: a memory in Chinese or with an
    emoji raised UnicodeEncodeError as a traceback, after the command had run. Now what the encoding cannot
    write is escaped (\\u732b): the JSON stays valid JSON."""
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps([{"role": "user", "content": "我养了一只猫叫咪咪 🐱"}]), encoding="utf-8")
    assert main(["ingest", str(chat), "--user-id", "张三"]) == 0
    out = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(io.BytesIO(), encoding=encoding))
    assert main(["recall", "猫", "--user-id", "张三", *(["--json"] if as_json else [])]) == 0
    out.flush()
    printed = out.buffer.getvalue().decode(encoding)  # type: ignore[attr-defined]
    if as_json:
        assert "咪咪" in json.loads(printed)["hits"][0]["record"]["text"]
    else:
        assert "\\u54aa\\u54aa" in printed


def test_ingest_reads_dialogues_from_stdin_as_dash(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`jq ... chats.json | hindsight ingest - --user-id alice` said "no such file: -", though recall and forget
    read their query from stdin as "-"."""
    chat = json.dumps({"role": "user", "content": "I moved to Lisbon in May and I work as a nurse."})
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f"{chat}\n{chat}\n".encode())))
    assert main(["ingest", "-", "--user-id", "alice"]) == 0
    assert "1 dialogues of alice" in capsys.readouterr().out
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"not json")))
    assert main(["ingest", "-", "--user-id", "alice"]) == 2
    assert capsys.readouterr().err.startswith("error: <stdin> is not valid JSON")


@pytest.mark.parametrize("name", ["graph.db", "journal.db", "graph.db-wal", "chroma/chroma.sqlite3"])
def test_an_export_onto_the_stores_own_file_is_refused_and_the_store_kept(
    env: Path, tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight export <data dir>/graph.db` wrote the JSON lines over the graph database ("exported 2
    records ... to graph.db"): every memory was gone, and the next command said the store was damaged."""
    chat = tmp_path / "chat.json"
    chat.write_text(json.dumps([{"role": "user", "content": "I moved to Lisbon in May."}]), encoding="utf-8")
    assert main(["ingest", str(chat), "--user-id", "alice"]) == 0
    capsys.readouterr()
    assert main(["export", str(env / name)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot export to") and "the store's own" in err
    assert main(["recall", "where do I live?", "--user-id", "alice"]) == 0
    assert "Lisbon" in capsys.readouterr().out


@pytest.mark.parametrize("content", [b"", b"\n\n", b"\xef\xbb\xbf\r\n"])
def test_an_import_of_an_empty_file_says_nothing_was_imported_and_makes_no_store(
    env: Path, tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    """An empty file is what `hindsight export` writes for a store with no memories, so it is no error; but
    "imported 0 records" did not say why, and the import created the store at a data dir given by mistake."""
    empty = tmp_path / "memories.jsonl"
    empty.write_bytes(content)
    assert main(["import", str(empty)]) == 0
    out = capsys.readouterr().out
    assert "nothing to import" in out and "empty" in out, out
    assert not env.exists(), "no store was made for nothing"
