"""Opening the data directory for a CLI command: read commands work on a read-only directory too.

The embedded stores cannot open a directory they cannot write (SQLite in WAL mode needs its shared-memory
file, Chroma opens its database read-write, the lock file must be created), so a command that only reads
(``recall``, ``export``, ``stats``, ``doctor``) opens a temporary copy of a read-only data directory, removed
when it ends. A command that writes refuses a read-only directory with an error that says so.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hindsight_core.errors import UserError

#: Files and folders of a data directory that a command may write (the embedded stores and the journal).
_STORE_ENTRIES = ("graph.db", "journal.db", "chroma")


def writable(data_dir: Path) -> bool:
    """Whether this process can write the data directory and the stores in it (a missing directory can
    be created only where its nearest existing parent is writable)."""
    target = data_dir
    while not target.exists():
        if target.parent == target:
            return False
        target = target.parent
    if not target.is_dir():
        return True  # not a directory: the store reports what is wrong with it
    try:
        with tempfile.TemporaryFile(dir=target):
            pass
    except OSError:
        return False
    if target != data_dir:
        return True
    for name in _STORE_ENTRIES:
        entry = data_dir / name
        if entry.exists() and not os.access(entry, os.W_OK):
            return False
    return True


@contextmanager
def data_dir_for(data_dir: Path, *, command: str, writes: bool) -> Iterator[tuple[Path, bool]]:
    """The directory a command opens, and whether it is a temporary copy of a read-only one.

    Raises:
        UserError: the command writes and ``data_dir`` is read-only.
    """
    if writable(data_dir):
        yield data_dir, False
        return
    if writes or not data_dir.is_dir():
        raise UserError(
            f"the data directory {data_dir} is read-only and `hindsight {command}` writes to it: run it "
            "where the directory is writable, or pass --data-dir with a writable copy"
        )
    copy = Path(tempfile.mkdtemp(prefix="hindsight-readonly-"))
    try:
        print(f"note: {data_dir} is read-only; reading a temporary copy of it", file=sys.stderr)
        _copy_contents(data_dir, copy)
        yield copy, True
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def _copy_contents(source: Path, target: Path) -> None:
    """Copy files only (not their read-only permission bits: the copy must be writable)."""
    for folder, _, files in os.walk(source):
        destination = target / Path(folder).relative_to(source)
        destination.mkdir(parents=True, exist_ok=True)
        for name in files:
            shutil.copyfile(Path(folder) / name, destination / name)


__all__ = ["data_dir_for", "writable"]
