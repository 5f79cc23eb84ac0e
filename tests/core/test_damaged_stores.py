"""Damaged files and a full disk under an embedded data directory: every command says what is wrong and how to
repair it, in one line (never a traceback), and the repair it names brings the memories back."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from chromadb.api.models.Collection import Collection
from chromadb.errors import InternalError

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreError
from hindsight_core.maintenance import diagnose
from hindsight_core.stores import chroma_client


@pytest.fixture
def data(env: Path) -> Path:
    with Hindsight(env, embedder=HashEmbedder()) as hs:
        for i in range(40):
            hs.remember(f"Alice planted pear tree number {i} in the garden", user_id="alice")
    return env


def test_a_damaged_chroma_file_is_one_clear_error_and_reindex_rebuilds_it(data: Path, capsys) -> None:
    """Garbage in Chroma's own SQLite file made its Rust engine panic on open: pyo3's ``PanicException`` is
    a ``BaseException``, so every command, ``hindsight doctor`` included, ended in a traceback."""
    chroma_db = data / "chroma" / "chroma.sqlite3"
    blob = bytearray(chroma_db.read_bytes())
    blob[20_000:60_000] = random.Random(0).randbytes(40_000)
    chroma_db.write_bytes(bytes(blob))

    assert main(["recall", "pear tree", "--user-id", "alice"]) == 2
    err = capsys.readouterr().err
    assert "damaged" in err and "hindsight reindex" in err and "Traceback" not in err

    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "damaged" in out and "hindsight reindex" in out

    # The repair the message names: a fresh directory, the vectors rebuilt from the graph store.
    shutil.move(data / "chroma", data / "chroma.broken")
    assert main(["reindex"]) == 0
    capsys.readouterr()
    assert main(["doctor"]) == 0
    capsys.readouterr()
    assert main(["recall", "pear tree number 7", "--user-id", "alice", "-k", "40"]) == 0
    assert "pear tree number 7 " in capsys.readouterr().out


def test_a_lost_graph_file_is_said_at_open_not_answered_with_silence(
    data: Path, caplog: pytest.LogCaptureFixture, capsys
) -> None:
    """The graph file deleted (or emptied) beside a full vector index: the engine opened an empty one in its
    place and every recall answered nothing, with no word of why until someone ran ``hindsight doctor``."""
    for name in ("graph.db", "graph.db-wal", "graph.db-shm"):
        (data / name).unlink(missing_ok=True)
    with caplog.at_level("WARNING", logger="hindsight"), Hindsight(data, embedder=HashEmbedder()) as hs:
        assert hs.recall("pear tree", user_id="alice").hits == []
    (warning,) = [r.getMessage() for r in caplog.records if "holds no record" in r.getMessage()]
    assert "40 vectors" in warning and "hindsight import" in warning

    # Meant to be empty: reindex empties the index, and the store opens without a word.
    assert main(["reindex"]) == 0
    capsys.readouterr()
    caplog.clear()
    with caplog.at_level("WARNING", logger="hindsight"), Hindsight(data, embedder=HashEmbedder()):
        pass
    assert not [r for r in caplog.records if "holds no record" in r.getMessage()]


def test_a_store_emptied_by_forgetting_opens_without_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        kept = hs.remember("Alice keeps bees", user_id="alice")
        hs.forget(record_id=kept.id, hard=True)
    with caplog.at_level("WARNING", logger="hindsight"), Hindsight(tmp_path, embedder=HashEmbedder()):
        pass
    assert not [r for r in caplog.records if "holds no record" in r.getMessage()]


def test_a_write_that_fails_on_a_full_disk_says_the_disk_is_full(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a full disk Chroma reports only its own symptom ("Error in compaction: Failed to apply logs to the
    metadata segment", seen on a full tmpfs), which said neither why nor what to do."""

    def full(self: Collection, *args: object, **kwargs: object) -> None:
        raise InternalError("Error in compaction: Failed to apply logs to the metadata segment")

    with Hindsight(data, embedder=HashEmbedder()) as hs:
        monkeypatch.setattr(Collection, "upsert", full)
        monkeypatch.setattr(
            chroma_client.shutil, "disk_usage", lambda path: SimpleNamespace(total=1, used=1, free=0)
        )
        with pytest.raises(StoreError, match="is full .*free some space, then run it again"):
            hs.remember("Alice planted a plum tree", user_id="alice")
        monkeypatch.undo()
    with Hindsight(data, embedder=HashEmbedder()) as hs:  # what the failed write stored is finished on open
        (plum,) = [
            h.record for h in hs.recall("plum tree", user_id="alice", k=3).hits if "plum" in h.record.text
        ]
        assert plum.text == "Alice planted a plum tree"


def _damage(path: Path, at: int) -> None:
    """Garbage over 40 kB of ``path`` from byte ``at`` (0: its header)."""
    blob = bytearray(path.read_bytes())
    blob[at : at + 40_000] = random.Random(at).randbytes(40_000)
    path.write_bytes(bytes(blob))


@pytest.mark.parametrize(
    ("file", "at", "check", "fix"),
    [
        ("chroma/chroma.sqlite3", 20_000, "vector store", "hindsight reindex"),  # Chroma's engine panics
        ("chroma/chroma.sqlite3", 0, "vector store", "hindsight reindex"),  # "file is not a database"
        ("graph.db", 0, "graph store", "backup"),  # nothing in it can be read
    ],
)
def test_a_damaged_file_says_what_to_do_once(
    data: Path, capsys, file: str, at: int, check: str, fix: str
) -> None:
    """``hindsight doctor`` printed the fix twice (in the error and again under it, in other words), or under
    it one that did not fit ("check that it exists, is writable and has free space" for a damaged file); a
    command's error says it once."""
    _damage(data / file, at)
    checks = asyncio.run(diagnose(AsyncHindsight(data, embedder=HashEmbedder())))
    (failed,) = [c for c in checks if not c.ok]
    assert failed.name == check
    assert "damaged" in failed.detail and failed.fix is not None and fix in failed.fix
    assert fix not in failed.detail and "writable" not in failed.fix, failed

    assert main(["recall", "pear tree", "--user-id", "alice"]) == 2
    err = capsys.readouterr().err
    assert err.count(fix) == 1 and "writable" not in err, err


def test_a_damaged_graph_file_says_to_save_it_first_everywhere(data: Path, capsys) -> None:
    """Damaged pages of the graph file: a command said to move the file away so a fresh store is created (the
    memories with it), while ``hindsight doctor`` said to export first; both say to export first now."""
    graph = data / "graph.db"
    # pages every write reads (the records table's), wherever the schema puts them
    with contextlib.closing(sqlite3.connect(graph)) as conn:
        (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'records'").fetchone()
    with graph.open("r+b") as fh:
        fh.seek(4096 * (root - 1))
        fh.write(random.Random(1).randbytes(4096 * 2))
    with Hindsight(data, embedder=HashEmbedder()) as hs, pytest.raises(StoreError) as raised:
        for i in range(40):
            hs.remember(f"Alice planted pear tree number {i} again, in the orchard", user_id="alice")
    assert "hindsight export" in str(raised.value) and "fresh store can be created" not in str(raised.value)


def test_doctor_reports_vectors_it_cannot_read_instead_of_stopping(data: Path, capsys) -> None:
    """Damaged pages of Chroma's log that its open does not read: the index check's read failed and
    ``hindsight doctor`` stopped with that one error line, no table, no check before it, no fix."""
    chroma_db = data / "chroma" / "chroma.sqlite3"
    with chroma_db.open("r+b") as fh:  # pages of the log, read only by a scan of the vectors
        fh.seek(4096 * 50)
        fh.write(random.Random(2).randbytes(4096 * 16))
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "1 failed: index consistency" in out and "graph store" in out
    assert "hindsight reindex" in out  # what to do when it stays so


def test_a_damaged_journal_says_the_memories_are_not_in_it(data: Path, capsys) -> None:
    """A journal whose header is garbage said only SQLite's words, and ``hindsight doctor`` under them to check
    that the folder is writable: nothing on what the file holds or how to get past it."""
    _damage(data / "journal.db", 0)
    assert main(["recall", "pear tree", "--user-id", "alice"]) == 2
    err = capsys.readouterr().err
    assert "journal" in err and "damaged" in err and err.count("move") == 1, err
    checks = asyncio.run(diagnose(AsyncHindsight(data, embedder=HashEmbedder())))
    (failed,) = [c for c in checks if not c.ok]
    assert failed.name == "trace journal" and failed.fix is not None
    assert "memories are in the graph store" in failed.fix and "writable" not in failed.fix


def _hindsight(*argv: str) -> subprocess.CompletedProcess[str]:
    """``hindsight ARGV`` as the user runs it: its own process, on the environment of the ``env`` fixture."""
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    return subprocess.run(
        [sys.executable, "-m", "hindsight_core.cli.main", *argv],
        input="",
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
    )


@pytest.mark.parametrize("at", [20_000, 0])  # Chroma's engine panics; "file is not a database"
def test_damaged_vectors_do_not_keep_the_memories_from_being_exported(
    data: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, at: int
) -> None:
    """With Chroma's file damaged, `hindsight export` failed as every command did (the engine opens the
    vector store first), though an export reads only the graph store: the memories, all there, could not be
    taken out, and the error said to rebuild first. It exports from the graph store now, and says so."""
    _damage(data / "chroma" / "chroma.sqlite3", at)

    done = _hindsight("export", str(tmp_path / "saved.jsonl"))
    assert done.returncode == 0, done.stderr
    assert "exported 40 records" in done.stdout and "Traceback" not in done.stderr
    assert "vector store cannot be opened" in done.stderr and "from the graph store" in done.stderr
    lines = (tmp_path / "saved.jsonl").read_text(encoding="utf-8").splitlines()
    texts = sorted(json.loads(line)["text"] for line in lines)
    assert texts == sorted(f"Alice planted pear tree number {i} in the garden" for i in range(40))

    piped = _hindsight("export", "-", "--user-id", "alice")  # to stdout, one user's
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout.splitlines() == lines

    async def export() -> int:  # the Python call too (the sync engine opens every store when it is made)
        engine = AsyncHindsight(data, embedder=HashEmbedder())
        try:
            return await engine.export_jsonl(tmp_path / "again.jsonl")
        finally:
            await engine.aclose()

    with caplog.at_level("WARNING", logger="hindsight"):
        assert asyncio.run(export()) == 40
    assert any("from the graph store" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("at", [20_000, 0])  # Chroma's engine panics; "file is not a database"
def test_the_sync_engine_opens_on_damaged_vectors_and_exports_from_the_graph(
    data: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, at: int
) -> None:
    """``Hindsight(data_dir)`` failed when made (it opens every store), so a user of the sync API could not
    save the memories the error told them to export, though ``AsyncHindsight`` and `hindsight export` could.
    It is made now: the export reads the graph store (with the warning), every other call says to export, then
    run `hindsight reindex`."""
    _damage(data / "chroma" / "chroma.sqlite3", at)
    with caplog.at_level("WARNING", logger="hindsight"), Hindsight(data, embedder=HashEmbedder()) as hs:
        assert hs.export_jsonl(tmp_path / "saved.jsonl") == 40
        with pytest.raises(StoreError) as raised:
            hs.recall("pear tree", user_id="alice")
    assert any("from the graph store" in r.getMessage() for r in caplog.records)
    lines = (tmp_path / "saved.jsonl").read_text(encoding="utf-8").splitlines()
    texts = sorted(json.loads(line)["text"] for line in lines)
    assert texts == sorted(f"Alice planted pear tree number {i} in the garden" for i in range(40))
    error = str(raised.value)
    assert "damaged" in error and "\n" not in error
    assert error.index("hindsight export") < error.index("hindsight reindex"), error

    # the MCP server still refuses to start on them (every tool call would fail), as it did
    served = _hindsight("mcp")  # its stdin is empty: a server that started would end at once, with 0
    assert served.returncode == 2 and "hindsight reindex" in served.stderr, served.stderr


@pytest.mark.parametrize("at", [20_000, 0])
def test_reindex_sets_damaged_vectors_aside_and_rebuilds_them_from_the_graph(
    data: Path, tmp_path: Path, at: int
) -> None:
    """The damaged-store error said to move the folder away and reindex, and `hindsight reindex` run on it as
    it was failed with the same error: rebuilding the index needs nothing of the damaged files. The error
    says to export first, then reindex; reindex keeps the damaged folder beside the store and rebuilds."""
    _damage(data / "chroma" / "chroma.sqlite3", at)
    # Chroma writes its header and a page at each try to open the file: the garbage beyond them stays
    garbage = random.Random(at).randbytes(40_000)[16_384:]

    failed = _hindsight("recall", "pear tree", "--user-id", "alice")
    assert failed.returncode == 2
    error = failed.stderr[failed.stderr.index("error: ") :]
    assert error.index("hindsight export") < error.index("hindsight reindex"), error

    rebuilt = _hindsight("reindex")
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert "40 records re-embedded" in rebuilt.stdout
    (aside,) = data.glob("chroma.damaged-*")
    assert garbage in (aside / "chroma.sqlite3").read_bytes()  # kept, not deleted
    assert str(aside) in rebuilt.stderr  # and said where

    assert _hindsight("doctor").returncode == 0
    recalled = _hindsight("recall", "pear tree number 7", "--user-id", "alice", "-k", "40")
    assert recalled.returncode == 0, recalled.stderr
    assert "pear tree number 7 " in recalled.stdout


def test_a_folder_where_the_lock_file_goes_is_one_clear_error_and_moving_it_opens_the_store(
    data: Path, capsys
) -> None:
    """A folder named like the Chroma lock file (a sync tool's conflict copy, a careless ``mkdir``): the Python
    API raised a bare ``IsADirectoryError`` from the lock library; the same for a read-only data directory
    ("Read-only file system"), whose recall the API could not even try."""
    lock = data / "chroma" / chroma_client.LOCK_FILE_NAME
    lock.unlink(missing_ok=True)
    lock.mkdir()
    with pytest.raises(StoreError) as raised, Hindsight(data, embedder=HashEmbedder()) as hs:
        hs.recall("pear tree", user_id="alice")
    message = str(raised.value)
    assert f"its lock file {lock} cannot be written" in message and "move it out of the way" in message
    assert main(["recall", "pear tree", "--user-id", "alice"]) == 2
    assert "Traceback" not in capsys.readouterr().err
    lock.rmdir()
    with Hindsight(data, embedder=HashEmbedder()) as hs:
        assert hs.recall("pear tree", user_id="alice").hits
