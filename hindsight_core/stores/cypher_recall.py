"""Cypher for recall's support reads and writes on the Neo4j graph store: token vectors with their per-user
document frequencies, session neighbours, and recall's whole context stage in one query (capability
``recall_context``). Pure: each function returns ``(query_text, params)``.

Token vectors live on their own node (not on the Record, whose properties are replaced whole on upsert).
``TokenDf {user_id, token, df}`` counts, per user, the records whose token vectors contain a token id;
token -1 counts the records themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hindsight_core.models import RecordFilter
from hindsight_core.stores.cypher_records import filter_clause
from hindsight_core.stores.cypher_schema import Query

# -- token vectors and session order --------------------------------------------------------------------


def release_token_vectors_query(record_ids: Sequence[str]) -> Query:
    """Uncount and delete the token vectors of these records (before a replace, or with the records). A count
    that reaches zero is deleted: it would still say which token ids a forgotten record held."""
    query = (
        "UNWIND $ids AS id "
        "MATCH (old:TokenVectors {record_id: id}) "
        "WITH old, old.user_id AS user_id, old.ids + [-1] AS tokens "
        "FOREACH (t IN tokens | "
        "  MERGE (d:TokenDf {user_id: user_id, token: t}) ON CREATE SET d.df = 0 "
        "  SET d.df = d.df - 1) "
        "DELETE old "
        "WITH DISTINCT user_id, tokens UNWIND tokens AS t "
        "MATCH (d:TokenDf {user_id: user_id, token: t}) WHERE d.df <= 0 DELETE d"
    )
    return query, {"ids": list(dict.fromkeys(record_ids))}


def prune_token_counts_query() -> Query:
    """Delete counts at zero left by stores written before counts were pruned (run once, see ``Meta``)."""
    return ("MATCH (d:TokenDf) WHERE d.df <= 0 DELETE d", {})


def write_token_vectors_query(rows: Sequence[dict[str, Any]]) -> Query:
    """Create token vectors (``record_id``, ``user_id``, distinct ``ids``, ``data`` bytes) for stored records
    and count them; call :func:`release_token_vectors_query` first."""
    query = (
        "UNWIND $rows AS row "
        "MATCH (:Record {id: row.record_id}) "
        "CREATE (t:TokenVectors {record_id: row.record_id, user_id: row.user_id, ids: row.ids, data: row.data}) "
        "FOREACH (x IN row.ids + [-1] | "
        "  MERGE (d:TokenDf {user_id: row.user_id, token: x}) ON CREATE SET d.df = 0 "
        "  SET d.df = d.df + 1)"
    )
    return query, {"rows": list(rows)}


def get_token_vectors_query(record_ids: Sequence[str]) -> Query:
    return (
        "UNWIND $ids AS id MATCH (t:TokenVectors {record_id: id}) RETURN id, t.data AS data",
        {"ids": list(dict.fromkeys(record_ids))},
    )


def token_document_frequencies_query(user_id: str, token_ids: Sequence[int]) -> Query:
    wanted = sorted({int(t) for t in token_ids} | {-1})
    return (
        "UNWIND $tokens AS token MATCH (d:TokenDf {user_id: $user_id, token: token}) "
        "WHERE d.df > 0 RETURN token, d.df AS df",
        {"user_id": user_id, "tokens": wanted},
    )


def session_neighbours_query(record_ids: Sequence[str], flt: RecordFilter, window: int) -> Query:
    """For each asked record with a session: the ids of up to ``window`` visible records just before and
    just after it in the same session, as ``before`` (nearest first) and ``after`` (nearest first)."""
    visible, params = filter_clause(flt, "n")
    query = (
        "UNWIND $ids AS id MATCH (p:Record {id: id}) WHERE p.session_id IS NOT NULL "
        + _session_side(visible, before=True)
        + _session_side(visible, before=False)
        + "RETURN id, before, after"
    )
    params.update({"ids": list(dict.fromkeys(record_ids)), "window": int(window)})
    return query, params


def _session_side(visible: str, *, before: bool) -> str:
    """The subquery collecting ``before`` (or ``after``): up to ``$window`` visible records of ``p``'s user and
    session just before (after) it, nearest first (a seek on ``hindsight_record_session_time``)."""
    op, direction, name = ("<", "DESC", "before") if before else (">", "ASC", "after")
    # Ordered like the index (user and session are fixed, so time then id decides): Neo4j reads the index
    # in order and stops after $window (PartialTop) instead of sorting the whole session.
    order = ", ".join(f"n.{key} {direction}" for key in ("user_id", "session_id", "occurred_at", "id"))
    return (
        "CALL (p) { MATCH (n:Record) "
        f"  WHERE n.user_id = p.user_id AND n.session_id = p.session_id AND n.occurred_at {op} p.occurred_at "
        f"  AND {visible} "
        f"  WITH n ORDER BY {order} LIMIT $window RETURN collect(n.id) AS {name} }} "
    )


# -- the context stage's reads in one query (capability "recall_context") --------------------------------


def recall_context_query(
    wanted: Sequence[str],
    known: Sequence[str],
    around: Sequence[str],
    flt: RecordFilter,
    window: int,
    with_tokens: bool,
    token_ids: Sequence[int] | None,
) -> Query:
    """One query for recall's context stage: the session neighbours of ``around`` (as
    :func:`session_neighbours_query`, one ``near`` map each), the records ``wanted`` and those neighbours
    (unless ``known``) with their token vectors when ``with_tokens``, and the user's document frequencies of
    ``token_ids`` (token -1: how many records have token vectors) when given. One row: ``near``,
    ``records`` (maps of ``id``, ``json``, ``data``) and ``df`` (``[token, df]`` pairs)."""
    visible, params = filter_clause(flt, "n")
    tokens = "OPTIONAL MATCH (t:TokenVectors {record_id: fid}) " if with_tokens else ""
    data = "t.data" if with_tokens else "null"
    query = (
        "CALL () { UNWIND $around AS id MATCH (p:Record {id: id}) WHERE p.session_id IS NOT NULL "
        + _session_side(visible, before=True)
        + _session_side(visible, before=False)
        + "RETURN collect({id: id, before: before, after: after}) AS near } "
        "WITH near, $wanted + [x IN reduce(acc = [], y IN near | acc + y.before + y.after) "
        "  WHERE NOT x IN $asked] AS fetch "
        "CALL (fetch) { UNWIND fetch AS fid WITH DISTINCT fid MATCH (r:Record {id: fid}) "
        + tokens
        + f"RETURN collect({{id: fid, json: r.json, data: {data}}}) AS records }} "
        "CALL () { UNWIND $tokens AS token MATCH (d:TokenDf {user_id: $user_id, token: token}) "
        "  WHERE d.df > 0 RETURN collect([token, d.df]) AS df } "
        "RETURN near, records, df"
    )
    wanted_ids = [i for i in dict.fromkeys(wanted) if i not in set(known)]
    params.update(
        {
            "around": list(dict.fromkeys(around)) if window > 0 else [],
            "window": max(int(window), 1),
            "wanted": wanted_ids,
            "asked": sorted(set(wanted_ids) | set(known)),
            "user_id": flt.user_id,
            "tokens": sorted({int(t) for t in token_ids} | {-1}) if token_ids is not None else [],
        }
    )
    return query, params
