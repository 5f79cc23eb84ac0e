"""Compacting an embedded store's SQLite file after a hard delete: no byte of a deleted record is left in it."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from hindsight_core.stores.sqlite_schema import BUSY_TIMEOUT_MS

logger = logging.getLogger("hindsight")

#: Set by a hard delete: the file is compacted when the store next closes or opens.
SCRUB_META = "scrub_after_delete"


def scrub(path: Path) -> None:
    """Rewrite the file (VACUUM) when a hard delete left its flag: SQLite's secure_delete zeroes a deleted
    row, but a row moved inside its page can leave an old copy in the page's free gap; a rewritten file
    holds no byte of a deleted record. Run with no other connection open (close, or open before any)."""
    if not path.exists():
        return
    try:
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error:
        return
    try:
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (SCRUB_META,)).fetchone()
        except sqlite3.Error:  # not a store yet (no meta table): nothing was deleted
            return
        if row is None:
            return
        conn.execute("PRAGMA secure_delete = ON")
        conn.execute("VACUUM")
        # after the VACUUM: a failed one is tried again
        conn.execute("DELETE FROM meta WHERE key = ?", (SCRUB_META,))
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error as exc:  # the flag stays: the next close or open compacts it
        logger.warning("hindsight: %s could not be compacted after a hard forget: %s", path, exc)
    finally:
        conn.close()


__all__ = ["SCRUB_META", "scrub"]
