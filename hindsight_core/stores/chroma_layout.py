"""How hindsight lays its vectors out in Chroma, and the filters it asks Chroma for. Pure, except the directory.

Measured on chromadb 1.5 with 50 users (benchmarks/, docs/benchmarks.md): a local filtered query costs time in
proportion to the vectors the ``where`` clause lets through (about 6 us each), and a compound ``$and`` of user
and status doubles to quadruples it, because ``status = active`` lets through nearly every vector of every
user before the intersection. So:

* **Embedded (one process owns the directory): one collection per user.** A recall asks HNSW, unfiltered,
  for the user's nearest ``k + overfetch`` vectors and drops those the filter refuses (their status is in the
  metadata Chroma returns with them); only when too few survive does it ask again with a filter. Local Chroma
  keeps every collection's metadata in ONE SQLite table, so a filter costs in proportion to its matches in
  ALL collections: ``status = active`` inside a user's collection is slower than ``user_id`` on a shared one. At 100k
  vectors over 50 users that is 3 ms against 40 ms for a user-filtered query on one collection. Operations
  by id alone (delete, existence, a metadata update without a user) find the collection in a small SQLite
  *directory* (record id -> user) kept beside Chroma's files.
* **Server (many processes): one collection, with a single-key filter.** Each vector (in both layouts)
  carries ``user_status = "<user_id>\\x1f<status>"``, so the usual recall filter is one ``$in`` on one key, as cheap
  as a bare ``user_id`` filter; other filter fields are added with ``$and``.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from chromadb.api.models.Collection import Collection
from chromadb.api.types import Where

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import ConfigError, EmbeddingMismatchError
from hindsight_core.models import RecordFilter
from hindsight_core.stores.protocols import SESSIONS_KEY
from hindsight_core.stores.protocols import (
    metadata_matches as metadata_matches,  # re-exported: chroma_query.py
)

#: The metadata key that makes user + status one filterable value (server layout).
SCOPE_KEY = "user_status"
#: Collection metadata naming the layout of a hindsight collection; absent on stores made before it.
LAYOUT_KEY = "hindsight_layout"
PER_USER = "per_user"
SINGLE = "single_scope_key"
#: Record ids looked up per statement in the directory (far below SQLite's variable limit).
_CHUNK = 500


def scope_value(user_id: str, status: str) -> str:
    """The ``user_status`` value of a vector: user and status joined by a unit separator."""
    return f"{user_id}\x1f{status}"


def partition_name(base: str, user_id: str) -> str:
    """The collection holding one user's vectors: the base name and a digest of the user id (any text is a
    valid user id; a collection name is not)."""
    return f"{base}.u{hashlib.sha1(user_id.encode()).hexdigest()[:24]}"


def chroma_where(flt: RecordFilter) -> Where:
    """The ``where`` clause for a record filter on a collection shared by users (server layout). Pure.

    User and status are one ``$in`` on :data:`SCOPE_KEY`; any other constraint is joined with ``$and``.
    Empty ``statuses`` / ``kinds`` / ``event_types`` match nothing: do not query then
    (:func:`filter_matches_nothing`); Chroma rejects an empty ``$in``.
    """
    scope: dict[str, Any] = {SCOPE_KEY: {"$in": [scope_value(flt.user_id, s) for s in flt.statuses]}}
    rest = _other_clauses(flt)
    return scope if not rest else {"$and": [scope, *rest]}


def _other_clauses(flt: RecordFilter) -> list[dict[str, Any]]:
    clauses: list[dict[str, Any]] = []
    if flt.agent_id is not None:
        clauses.append({"agent_id": {"$eq": flt.agent_id}})
    if flt.session_id is not None:
        # its own session, or one it was said again in (a list, :func:`~hindsight_core.stores.protocols.vector_metadata`)
        clauses.append(
            {"$or": [{"session_id": {"$eq": flt.session_id}}, {SESSIONS_KEY: {"$contains": flt.session_id}}]}
        )
    if flt.kinds is not None:
        clauses.append({"kind": {"$in": list(flt.kinds)}})
    if flt.event_types is not None:
        clauses.append({"event_type": {"$in": list(flt.event_types)}})
    if flt.since is not None:
        clauses.append({"occurred_at": {"$gte": flt.since.timestamp()}})
    if flt.until is not None:
        clauses.append({"occurred_at": {"$lte": flt.until.timestamp()}})
    return clauses


def filter_matches_nothing(flt: RecordFilter) -> bool:
    """True when an empty ``$in`` set makes the filter unsatisfiable."""
    return not flt.statuses or flt.kinds == () or flt.event_types == ()


def with_scope_key(metadata: Mapping[str, Any]) -> dict[str, Any]:
    """The metadata with its :data:`SCOPE_KEY` (re)computed from ``user_id`` and ``status``."""
    out = dict(metadata)
    if "user_id" in out and "status" in out:
        out[SCOPE_KEY] = scope_value(str(out["user_id"]), str(out["status"]))
    return out


class VectorDirectory:
    """Record id -> owning user, for the per-user layout: a SQLite file beside Chroma's own.

    An entry is added only after Chroma stored the vector, and removed only after Chroma deleted it, so a
    delete always finds the vector of a listed id. A crash between a store and its entry leaves a vector the directory does not
    list: ``existing_ids`` reports it missing and the engine's recovery writes it again (an idempotent upsert),
    which adds the entry. A crash between a delete and the entry's removal leaves an entry whose vector is
    gone (``existing_ids`` over-reports it until then); the recovery's repeated delete removes it.
    """

    def __init__(self, path: Path, collection: str) -> None:
        self._path = path
        self._collection = collection
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=5.0)
        self._conn.execute("PRAGMA journal_mode = WAL")
        self._conn.execute("PRAGMA synchronous = NORMAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS vectors (collection TEXT NOT NULL, id TEXT NOT NULL, "
            "user_id TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID"
        )

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def add(self, pairs: Iterable[tuple[str, str]]) -> None:
        """Record ``(record_id, user_id)`` pairs (replacing an id's previous owner)."""
        rows = [(self._collection, record_id, user_id) for record_id, user_id in pairs]
        with self._lock:
            self._conn.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)", rows)

    def remove(self, ids: Sequence[str]) -> None:
        with self._lock:
            for start in range(0, len(ids), _CHUNK):
                chunk = list(ids[start : start + _CHUNK])
                marks = ", ".join("?" * len(chunk))
                self._conn.execute(
                    f"DELETE FROM vectors WHERE collection = ? AND id IN ({marks})",
                    [self._collection, *chunk],
                )

    def owners(self, ids: Sequence[str]) -> dict[str, str]:
        """The owning user of each of these ids that is stored."""
        out: dict[str, str] = {}
        unique = list(dict.fromkeys(ids))
        with self._lock:
            for start in range(0, len(unique), _CHUNK):
                chunk = unique[start : start + _CHUNK]
                marks = ", ".join("?" * len(chunk))
                out.update(
                    self._conn.execute(
                        f"SELECT id, user_id FROM vectors WHERE collection = ? AND id IN ({marks})",
                        [self._collection, *chunk],
                    ).fetchall()
                )
        return out

    def users(self) -> list[str]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT DISTINCT user_id FROM vectors WHERE collection = ?", (self._collection,)
            ).fetchall()
        return [row[0] for row in rows]

    def count(self) -> int:
        with self._lock:
            return int(
                self._conn.execute(
                    "SELECT COUNT(*) FROM vectors WHERE collection = ?", (self._collection,)
                ).fetchone()[0]
            )

    def clear(self) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM vectors WHERE collection = ?", (self._collection,))


def check_collection(
    collection: Collection, *, name: str, location: str, embedder: Embedder, layout: str
) -> None:
    """Refuse a collection built with another distance, model or dimension."""
    space = (collection.configuration_json.get("hnsw") or {}).get("space")
    if space not in (None, "cosine"):
        raise ConfigError(
            f"The Chroma collection '{name}' at {location} uses '{space}' distance, "
            "not cosine, so it was not created by hindsight. Use another collection name."
        )
    metadata = dict(collection.metadata or {})
    model_id, dimension = embedder.model_id, embedder.dimension
    stored_model, stored_dim = metadata.get("model_id"), metadata.get("dimension")
    if stored_model is None and stored_dim is None and collection.count() == 0:
        # An empty collection made outside hindsight: adopt it.
        collection.modify(metadata={"model_id": model_id, "dimension": dimension, LAYOUT_KEY: layout})
        return
    if stored_model != model_id or stored_dim != dimension:
        stored = f"{stored_model} ({stored_dim} dimensions)"
        configured = f"{model_id} ({dimension} dimensions)"
        raise EmbeddingMismatchError(
            f"The Chroma collection '{name}' at {location} was built with "
            f"embedding model {stored}, but this store is configured with {configured}. Vectors of "
            f"different models cannot be compared. Run `hindsight reindex` to rebuild the index with "
            f"the new model (in Python, with an embedder of your own: `await hindsight_core.maintenance.reindex("
            f"AsyncHindsight(data_dir, embedder=...))`; the memories are kept), or configure the original model "
            f"({stored_model}).",
            stored=stored,
            configured=configured,
        )
