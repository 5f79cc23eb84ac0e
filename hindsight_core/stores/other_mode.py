"""What a data directory holds for a mode other than the one it is opened in.

A data directory used with the embedded defaults, then pointed at Neo4j + Chroma server, still holds its memories
in ``graph.db``, which server mode never reads: every recall comes back empty. One used with Neo4j, then without,
holds only what it held before (server mode wrote to the server): recall shows an older store, or nothing. Both
are a move not done (``hindsight export`` in one mode, ``hindsight import`` in the other); these functions tell
them, reading nothing but the directory (the embedded store's file read-only, never created or changed).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hindsight_core.stores.neo4j_liveness import WRITERS_FOLDER
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.stores.sqlite import SqliteGraphStore

#: The embedded graph store's file in a data directory (``factory`` builds it there).
EMBEDDED_GRAPH = "graph.db"


def _embedded(data_dir: Path, graph: GraphStore) -> bool:
    """Whether ``graph`` is the embedded store of ``data_dir``."""
    if not isinstance(graph, SqliteGraphStore):
        return False
    return graph.path.expanduser().resolve() == (data_dir / EMBEDDED_GRAPH).expanduser().resolve()


def embedded_records_unread(data_dir: Path, graph: GraphStore, user_id: str | None = None) -> int:
    """How many records (of ``user_id``, or of every user) ``data_dir``'s embedded store holds while the engine
    uses another graph store (``graph``); 0 when it uses that one, or there is none, or it cannot be read."""
    path = data_dir.expanduser() / EMBEDDED_GRAPH
    if _embedded(data_dir, graph) or not path.is_file():
        return 0
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return 0
    try:
        if user_id is None:
            row = conn.execute("SELECT count(*) FROM records").fetchone()
        else:
            row = conn.execute("SELECT count(*) FROM records WHERE user_id = ?", (user_id,)).fetchone()
        return int(row[0])
    except sqlite3.Error:  # not a store of ours, or damaged: nothing to say about it here
        return 0
    finally:
        conn.close()


def neo4j_used_before(data_dir: Path, graph: GraphStore) -> bool:
    """Whether ``data_dir``, opened with its embedded store (``graph``), was used with a Neo4j server (the
    server's writers leave their token files in ``neo4j-writers/`` there)."""
    return _embedded(data_dir, graph) and (data_dir.expanduser() / WRITERS_FOLDER).is_dir()


__all__ = ["EMBEDDED_GRAPH", "embedded_records_unread", "neo4j_used_before"]
