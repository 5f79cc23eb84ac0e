"""Reads of the SQLite graph store that several of its methods share, run on a worker thread's connection:
records, token vectors and token document frequencies by id, session neighbours, and recall's whole context
stage in one call. The SQL they run is built in :mod:`hindsight_core.stores.sqlite_query`.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.stores.recall_context import ContextRequest, RecallContext
from hindsight_core.stores.record_json import load_record
from hindsight_core.stores.sqlite_query import filter_clause, placeholders, session_neighbours_sql

#: Ids bound per ``IN (...)`` statement; far below SQLite's variable limit.
CHUNK = 500


def chunks(items: list[str]) -> Iterator[list[str]]:
    """``items`` in slices of at most :data:`CHUNK`."""
    for start in range(0, len(items), CHUNK):
        yield items[start : start + CHUNK]


def read_records(conn: sqlite3.Connection, ids: list[str]) -> dict[str, MemoryRecord]:
    """The stored records among ``ids``, by id."""
    rows = _rows_by_id(conn, "SELECT id, data FROM records WHERE id IN", ids)
    return {record_id: load_record(data) for record_id, data in rows}


def read_matching_ids(conn: sqlite3.Connection, ids: list[str], flt: RecordFilter) -> set[str]:
    """The ids among ``ids`` of stored records that ``flt`` lets through (from the index, no JSON parsed)."""
    where, params = filter_clause(flt, "r")
    out: set[str] = set()
    for chunk in chunks(ids):
        sql = f"SELECT r.id FROM records r WHERE r.id IN ({placeholders(len(chunk))}) AND {where}"
        out.update(row[0] for row in conn.execute(sql, [*chunk, *params]))
    return out


def read_token_vectors(conn: sqlite3.Connection, ids: list[str]) -> dict[str, bytes]:
    """The token vectors of the records among ``ids`` that have them, by record id."""
    rows = _rows_by_id(conn, "SELECT record_id, data FROM record_tokens WHERE record_id IN", ids)
    return {record_id: bytes(data) for record_id, data in rows}


def read_frequencies(
    conn: sqlite3.Connection, user_id: str, token_ids: Sequence[int]
) -> tuple[dict[int, int], int]:
    """Per token id, how many of the user's records have it (ids with none left out), and how many of the
    user's records have token vectors at all."""
    wanted = sorted({int(t) for t in token_ids} | {-1})
    sql = f"SELECT token, df FROM token_df WHERE user_id = ? AND token IN ({placeholders(len(wanted))})"
    counts = {int(t): int(df) for t, df in conn.execute(sql, [user_id, *wanted]) if df > 0}
    return {t: df for t, df in counts.items() if t != -1}, counts.get(-1, 0)


def read_neighbours(
    conn: sqlite3.Connection, ids: list[str], flt: RecordFilter, window: int
) -> dict[str, list[str]]:
    """For each record of ``ids`` with a session: up to ``window`` visible records before it and after it in
    that session, in session order."""
    out: dict[str, list[str]] = {}
    for chunk in chunks(ids):
        sql, params = session_neighbours_sql(chunk, flt, window)
        for record_id, before, after in conn.execute(sql, params):
            out[record_id] = [*reversed(json.loads(before)), *json.loads(after)]
    return out


def read_recall_context(conn: sqlite3.Connection, request: ContextRequest) -> RecallContext:
    """Everything recall's context stage reads about its pool (see
    :class:`~hindsight_core.stores.recall_context.ContextRequest`), on one connection."""
    flt = request.flt
    around = request.neighbours_wanted()
    out = RecallContext()
    if around:
        out.neighbours = read_neighbours(conn, around, flt, request.window)
    fetch = request.records_to_read() + request.neighbours_to_read(out.neighbours)
    if fetch:
        out.records = read_records(conn, fetch)
        if request.with_tokens:
            out.token_vectors = read_token_vectors(conn, fetch)
    if request.token_ids is not None:
        out.frequencies = read_frequencies(conn, flt.user_id, request.token_ids)
    return out


def _rows_by_id(conn: sqlite3.Connection, select: str, ids: list[str]) -> Iterator[Any]:
    """The rows of ``select ... IN (<ids>)``, one statement per chunk of ids."""
    for chunk in chunks(ids):
        yield from conn.execute(f"{select} ({placeholders(len(chunk))})", chunk)
