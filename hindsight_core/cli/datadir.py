"""Opening the data directory for a CLI command: read commands work on a read-only directory too.

The embedded stores cannot open a directory they cannot write (SQLite in WAL mode needs its shared-memory
file, Chroma opens its database read-write, the lock file must be created), so a command that only reads
(``recall``, ``export``, ``stats``, ``doctor``) opens a temporary copy of a read-only data directory, removed
when it ends: only the store's own files (``graph.db``, ``journal.db`` and their ``-wal`` files, ``chroma/``),
never whatever else the folder holds. A read-only folder that holds none of them is refused (a typo in the path,
not an empty store), and so is a store file that cannot be read. A command that writes refuses a read-only
directory with an error that says so.
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
    if data_dir.exists() and not data_dir.is_dir():
        raise UserError(
            f"the data directory {data_dir} (--data-dir or HINDSIGHT_DATA_DIR) is a file, not a folder: give the "
            "folder that holds the store, or a new folder's path"
        )
    if writable(data_dir):
        yield data_dir, False
        return
    if writes or not data_dir.is_dir():
        raise UserError(
            f"the data directory {data_dir} is read-only and `hindsight {command}` writes to it: run it "
            "where the directory is writable, or pass --data-dir with a writable copy"
        )
    entries = _store_entries(data_dir)
    if not entries:
        raise UserError(
            f"the data directory {data_dir} is read-only and holds no hindsight store (no "
            f"{', '.join(_STORE_ENTRIES)}): check --data-dir (or HINDSIGHT_DATA_DIR)"
        )
    copy = Path(tempfile.mkdtemp(prefix="hindsight-readonly-"))
    try:
        print(f"note: {data_dir} is read-only; reading a temporary copy of its store", file=sys.stderr)
        for entry in entries:
            _copy_entry(entry, copy / entry.name)
        yield copy, True
    finally:
        shutil.rmtree(copy, ignore_errors=True)


#: Where ``Hindsight()`` keeps memories when given no ``data_dir`` (the CLI's own default is a per-user folder).
PYTHON_DEFAULT = Path(".hindsight")


def python_default_note(data_dir: Path) -> str | None:
    """A note for a command opening the CLI's default folder ``data_dir`` while the working directory holds the
    store ``Hindsight()`` makes with its defaults: the two defaults differ, and what an application stored there
    was "(nothing recalled)" for the CLI with no word of where it is. None when there is no such store."""
    here = PYTHON_DEFAULT.resolve()
    try:
        if here == data_dir.expanduser().resolve() or not here.is_dir() or not _store_entries(here):
            return None
    except (OSError, UserError):
        return None
    return (
        f"note: {here} holds a hindsight store (where Python's Hindsight() keeps memories when given no data_dir), "
        f"but this command uses the CLI's default folder {data_dir}: pass --data-dir {here} (or set "
        "HINDSIGHT_DATA_DIR) to use that store"
    )


def _store_entries(data_dir: Path) -> list[Path]:
    """The store's own files and folders in ``data_dir``: each of ``_STORE_ENTRIES`` and SQLite's companion
    files of the databases (``graph.db-wal``: written records not yet checkpointed into ``graph.db``)."""
    try:
        names = sorted(os.listdir(data_dir))
    except OSError as exc:
        raise UserError(f"cannot read the data directory {data_dir}: {exc.strerror or exc}") from None
    return [
        data_dir / name
        for name in names
        if name in _STORE_ENTRIES
        or any(name.startswith(f"{e}-") for e in _STORE_ENTRIES if e.endswith(".db"))
    ]


def _copy_entry(source: Path, target: Path) -> None:
    """Copy a store file, or a store folder's files (not their read-only permission bits: the copy must be
    writable); a ``UserError`` naming what cannot be read (no permission, a pipe or a socket)."""
    try:
        if source.is_dir() and not source.is_symlink():
            target.mkdir()
            for child in sorted(source.iterdir()):
                _copy_entry(child, target / child.name)
            return
        if not source.is_file():
            raise UserError(
                f"cannot read the store file {source}: it is not a regular file (a pipe, a socket or a device); "
                "remove it, or point --data-dir to a copy of the store"
            )
        shutil.copyfile(source, target)
    except OSError as exc:
        raise UserError(
            f"cannot read the store file {source}: {exc.strerror or exc}; run the command as a user that can "
            "read the data directory, or point --data-dir to a readable copy"
        ) from None


__all__ = ["PYTHON_DEFAULT", "data_dir_for", "python_default_note", "writable"]
