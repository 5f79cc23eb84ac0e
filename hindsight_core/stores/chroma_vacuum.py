"""Rewriting an embedded Chroma directory after hard deletes, so that nothing deleted stays in its files.

Chroma's SQLite file keeps a deleted vector's metadata (its user and session ids) in free pages, its log
keeps what a live collection has not purged yet, and its keyword index (FTS5) keeps a deleted document's
terms in its segments until they are merged. After a hard delete the store leaves a mark (``VACUUM_MARK`` in
the directory); when it closes, or opens after a process that died first, Chroma's own ``chroma vacuum``
(purge the log, then VACUUM) runs with no client open and the directory's lock held (never on a store another
process holds: ``chroma_client`` runs it), after the log rows of deleted vectors are blanked and the keyword
index is merged, and the mark goes. It runs in a
child process: the command prints to stdout, which an MCP server over stdio uses as its protocol channel.
"""

from __future__ import annotations

import logging
import sqlite3
import subprocess
import sys
from pathlib import Path

logger = logging.getLogger(__name__)

VACUUM_MARK = ".hindsight-vacuum"
#: Chroma's keyword index (an FTS5 table over the documents).
_KEYWORDS = "embedding_fulltext_search"
_TIMEOUT_S = 600
_VACUUM = (
    "import sys, chromadb_rust_bindings; "
    "chromadb_rust_bindings.cli(['chroma', 'vacuum', '--path', sys.argv[1], '--force'])"
)


def mark(path: Path) -> None:
    """Remember (on disk, so a crash does not forget it) that ``path`` needs a vacuum."""
    marker = path / VACUUM_MARK
    if not marker.exists():
        marker.touch()


def _blank_deleted(path: Path) -> None:
    """Blank what Chroma's log still holds of vectors deleted since (their embedding and metadata: user,
    session, a hash of the text): a collection's log is only purged once its HNSW index is persisted, every
    1,000 writes, so a small per-user collection keeps its rows. A blanked row still replays (an upsert of
    a vector that says nothing, then the delete), so the index ends the same. Skipped, with a log line, for a
    log of another shape (another Chroma version). The keyword index is merged first."""
    db = sqlite3.connect(path / "chroma.sqlite3")
    try:
        _merge_keyword_index(db)
        columns = {row[1] for row in db.execute("PRAGMA table_info(embeddings_queue)")}
        if not {"seq_id", "operation", "topic", "id", "vector", "encoding", "metadata"} <= columns:
            logger.warning("hindsight: Chroma's log at %s has another shape; deleted rows not blanked", path)
            return
        with db:
            db.execute(
                # a unit vector (1, 0, 0, ...) in FLOAT32: no information, and no zero norm for cosine
                "UPDATE embeddings_queue SET "
                "vector = CASE WHEN vector IS NULL OR encoding != 'FLOAT32' OR length(vector) < 4 THEN vector "
                "ELSE CAST(X'0000803F' || zeroblob(length(vector) - 4) AS BLOB) END, metadata = '{}' "
                f"WHERE operation != {_DELETE} AND EXISTS (SELECT 1 FROM embeddings_queue AS later "
                f"WHERE later.operation = {_DELETE} AND later.topic = embeddings_queue.topic "
                "AND later.id = embeddings_queue.id AND later.seq_id > embeddings_queue.seq_id)"
            )
    finally:
        db.close()


def _merge_keyword_index(db: sqlite3.Connection) -> None:
    """Merge Chroma's keyword index into one segment: FTS5 keeps a deleted document's terms (its text, a few
    characters at a time) in the segments written before the delete until they are merged, and a store
    moved from the single-collection layout wrote every document into one segment that nothing merged."""
    if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (_KEYWORDS,)).fetchone():
        with db:
            db.execute(f"INSERT INTO {_KEYWORDS} ({_KEYWORDS}) VALUES ('optimize')")


#: Chroma's log code of a delete (add 0, update 1, upsert 2, delete 3).
_DELETE = 3


def vacuum_if_marked(path: Path) -> bool:
    """Vacuum the Chroma directory ``path`` (no client may have it open) if marked; True when it ran. A
    failure is logged and the mark stays (tried again at the next close or open)."""
    marker = path / VACUUM_MARK
    if not marker.exists():
        return False
    try:
        _blank_deleted(path)
    except sqlite3.Error as exc:
        logger.warning(
            "hindsight: Chroma's log at %s could not be blanked after a hard delete: %s", path, exc
        )
        return False
    try:
        done = subprocess.run(  # noqa: S603 (our own interpreter, a fixed program, the path as an argument)
            [sys.executable, "-c", _VACUUM, str(path)],
            capture_output=True,
            text=True,
            timeout=_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        logger.warning(
            "hindsight: the Chroma directory %s could not be vacuumed after a hard delete: %s", path, exc
        )
        return False
    if done.returncode != 0:
        logger.warning(
            "hindsight: the Chroma directory %s could not be vacuumed after a hard delete: %s",
            path,
            (done.stderr or done.stdout).strip()[-500:],
        )
        return False
    marker.unlink(missing_ok=True)
    return True


__all__ = ["VACUUM_MARK", "mark", "vacuum_if_marked"]
