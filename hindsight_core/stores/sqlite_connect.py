"""Opening a connection to the SQLite graph store's file (folder, pragmas, the schema created or migrated by
the store's first connection), and the one place ``sqlite3`` errors become hindsight errors, each saying what
to check next. The store itself is :mod:`hindsight_core.stores.sqlite`.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from hindsight_core.errors import StoreError, StoreUnavailableError
from hindsight_core.stores.sqlite_schema import (
    BUSY_TIMEOUT_MS,
    PRAGMAS,
    SCHEMA_VERSION,
    SchemaTooNewError,
    apply_schema,
)

BACKEND = "sqlite"

_UNAVAILABLE_CODES = ("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_IOERR", "SQLITE_FULL")


def open_connection(path: Path, *, apply: bool, write_lock: threading.Lock) -> sqlite3.Connection:
    """A configured connection to ``path`` (its folder created if missing); with ``apply`` (the store's first
    connection) the schema is created or migrated, under the store's ``write_lock``."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreUnavailableError(
            f"cannot create the folder {path.parent} for the SQLite graph store: {exc}. "
            "Check the path and its permissions, or choose another data directory.",
            backend=BACKEND,
        ) from exc
    try:
        conn = sqlite3.connect(
            str(path), check_same_thread=False, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
        )
    except sqlite3.Error as exc:
        raise map_error(exc, path, "open the database") from exc
    try:
        for pragma in PRAGMAS:
            conn.execute(pragma)
        if apply:
            with write_lock:
                apply_schema(conn)
    except SchemaTooNewError as exc:
        conn.close()
        raise StoreUnavailableError(
            f"{path} uses graph schema version {exc.found}, newer than this hindsight "
            f"understands ({SCHEMA_VERSION}). Upgrade hindsight-memory to open it.",
            backend=BACKEND,
        ) from exc
    except sqlite3.Error as exc:
        conn.close()
        raise map_error(exc, path, "open the database") from exc
    return conn


#: What to do about a damaged graph file (the memories are in it: nothing is moved away before it is saved).
DAMAGED_FIX = (
    "Save what can still be read first: `hindsight export all.jsonl`; then move the data directory away and "
    "`hindsight import all.jsonl` into a fresh one (writes to damaged pages fail), or restore a backup."
)


def map_error(exc: sqlite3.Error, path: Path, action: str) -> StoreError:
    """The one place ``sqlite3`` errors become hindsight errors, with what to check next."""
    code: str = getattr(exc, "sqlite_errorname", "") or ""
    if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreUnavailableError(
            f"could not {action}: {path} stayed locked by another connection for more than "
            f"{BUSY_TIMEOUT_MS / 1000:g}s ({exc})",
            fix="Check for another process holding a long write transaction on this file, then retry.",
            backend=BACKEND,
        )
    if code.startswith("SQLITE_NOTADB"):  # its header is gone: an export cannot read it either
        return StoreUnavailableError(
            f"could not {action}: {path} is not a valid SQLite database (its header is damaged, or it is "
            f"another file: {exc})",
            fix=f"Nothing in it can be read: restore {path.name} from a backup, or move it away (rename it) "
            "and the next open creates an empty store, into which `hindsight import` loads an export.",
            backend=BACKEND,
        )
    if code.startswith("SQLITE_CORRUPT"):
        return StoreUnavailableError(
            f"could not {action}: {path} is damaged ({exc})",
            fix=DAMAGED_FIX,
            backend=BACKEND,
        )
    if code.startswith(_UNAVAILABLE_CODES):
        return StoreUnavailableError(
            f"could not {action} at {path} ({exc})",
            fix="Check that the folder exists, is writable by this user, and that the disk is not full.",
            backend=BACKEND,
        )
    if "no such module: fts5" in str(exc):
        return StoreUnavailableError(
            "this Python's SQLite library was built without FTS5, which the keyword index needs. "
            "Use a Python build with FTS5 (the official CPython builds have it).",
            backend=BACKEND,
        )
    return StoreError(f"SQLite graph store could not {action}: {exc}", backend=BACKEND)
