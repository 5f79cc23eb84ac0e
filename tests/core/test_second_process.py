"""A second process opening a data directory another process holds: it finds the lock first and touches nothing.

The embedded Chroma store is one process per directory (its lock file). A second process used to open the trace
journal and the SQLite graph (creating, migrating, writing their WAL files) and, with a hard delete pending, run
Chroma's vacuum on the live store, all before it met the lock and failed.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.stores.chroma_vacuum import VACUUM_MARK
from hindsight_core.testing.extractors import ScriptedExtractor

_SECOND = textwrap.dedent(
    """
    import sys
    from hindsight_core import Hindsight, StoreLockedError
    from hindsight_core.embeddings import HashEmbedder
    try:
        Hindsight(sys.argv[1], embedder=HashEmbedder())
    except StoreLockedError as exc:
        print("LOCKED:", exc)
    """
)


def _files(root: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``root``: its size and modification time (ns)."""
    return {
        str(path.relative_to(root)): (path.stat().st_size, path.stat().st_mtime_ns)
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def _open_second(data: Path) -> str:
    out = subprocess.run(
        [sys.executable, "-c", _SECOND, str(data)], capture_output=True, text=True, timeout=120, check=False
    )
    assert "LOCKED:" in out.stdout, out.stdout + out.stderr
    return out.stdout


def _command(*args: str) -> str:
    """``hindsight ARGS`` in another process, in the ``env`` fixture's environment: what it printed (it fails)."""
    out = subprocess.run(
        [sys.executable, "-m", "hindsight_core.cli.main", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode != 0, out.stdout + out.stderr
    return out.stdout + out.stderr


def test_second_process_touches_nothing_before_the_lock(tmp_path: Path) -> None:
    """The held directory's files are the same after the second process failed: none created, none written."""
    data = tmp_path / "data"
    with Hindsight(data, embedder=HashEmbedder(), extractor=ScriptedExtractor()) as hs:
        hs.remember("Alice plays chess on Sundays", user_id="alice")
        hs.remember("Alice grows tomatoes", user_id="alice")
        hs.wait_background()
        before = _files(data)
        message = _open_second(data)
        assert _files(data) == before, "the second process created or wrote files of a store it does not hold"
        assert "another process" in message
        assert hs.recall("chess", user_id="alice").hits, "the first process is unaffected"


@pytest.mark.parametrize("args", [("doctor",), ("reindex",), ("recall", "chess", "--user-id", "alice")])
def test_a_command_on_a_held_store_touches_nothing(env: Path, args: tuple[str, ...]) -> None:
    """``hindsight doctor`` opened the graph (and ``reindex`` migrated it) before it met the lock."""
    data = env
    with Hindsight(data, embedder=HashEmbedder(), extractor=ScriptedExtractor()) as hs:
        hs.remember("Alice plays chess on Sundays", user_id="alice")
        hs.wait_background()
        before = _files(data)
        printed = _command(*args)
        assert _files(data) == before, "a command created or wrote files of a store another process holds"
        assert printed.count("already open in another process") == 1, printed


def test_second_process_does_not_vacuum_a_held_store(tmp_path: Path) -> None:
    """A hard delete leaves a vacuum mark until the holder closes: a second process must not vacuum the live
    store (it rewrote Chroma's files under the process that holds them)."""
    data = tmp_path / "data"
    with Hindsight(data, embedder=HashEmbedder(64), extractor=ScriptedExtractor()) as hs:
        kept = hs.remember("Alice plays chess on Sundays", user_id="alice")
        gone = hs.remember("Alice's locker code is 4471", user_id="alice")
        hs.forget(gone.id, user_id="alice", hard=True)
        hs.wait_background()
        assert (data / "chroma" / VACUUM_MARK).exists(), "a hard delete marks the store for a vacuum at close"
        before = _files(data)
        _open_second(data)
        assert _files(data) == before, "the second process vacuumed a store another process holds"
        assert [h.record.id for h in hs.recall("chess", user_id="alice").hits] == [kept.id]
    assert not (data / "chroma" / VACUUM_MARK).exists(), "the holder vacuums when it closes"
