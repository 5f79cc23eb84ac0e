"""Cypher for hard forgets' shared tombstones (:class:`~hindsight_core.stores.protocols.ForgottenSource`).

Each tombstone is one ``:ForgottenSource`` node keyed by what it names; a ``:HindsightCounter`` node numbers
new ones in the transaction that adds them. The counter is locked until that transaction commits, so numbers
appear in commit order and a reader that asks for "above the last number I saw" never skips one.

Pure, like every ``cypher_*`` module: a function returns ``(query_text, params)`` and touches no database.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from hindsight_core.stores.cypher_schema import Query
from hindsight_core.stores.protocols import ForgottenSource

COUNTER = "forgotten_sources"


def forgotten_key(item: ForgottenSource) -> str:
    """The node's unique key: the four fields, unambiguously joined."""
    return json.dumps([item.user_id, item.trace_id, item.step_id, item.content_hash], ensure_ascii=False)


def merge_forgotten_sources_query(items: Sequence[ForgottenSource]) -> Query:
    """Create the tombstones not kept yet; returns the keys of those created (still unnumbered)."""
    rows = [
        {
            "key": forgotten_key(i),
            "user_id": i.user_id,
            "trace_id": i.trace_id,
            "step_id": i.step_id,
            "content_hash": i.content_hash,
        }
        for i in dict.fromkeys(items)
    ]
    return (
        "UNWIND $rows AS row MERGE (f:ForgottenSource {key: row.key}) "
        "ON CREATE SET f.user_id = row.user_id, f.trace_id = row.trace_id, f.step_id = row.step_id, "
        "f.content_hash = row.content_hash, f.seq = -1 "
        "WITH f WHERE f.seq = -1 RETURN f.key AS key",
        {"rows": rows},
    )


def reserve_numbers_query(count: int) -> Query:
    """Advance the tombstone counter by ``count``; returns its new value (the last number reserved)."""
    return (
        "MERGE (c:HindsightCounter {name: $name}) ON CREATE SET c.value = 0 "
        "SET c.value = c.value + $count RETURN c.value AS value",
        {"name": COUNTER, "count": int(count)},
    )


def number_forgotten_sources_query(pairs: Sequence[tuple[str, int]]) -> Query:
    return (
        "UNWIND $pairs AS pair MATCH (f:ForgottenSource {key: pair[0]}) SET f.seq = pair[1]",
        {"pairs": [[key, int(seq)] for key, seq in pairs]},
    )


def forgotten_sources_query(after: int, limit: int) -> Query:
    return (
        "MATCH (f:ForgottenSource) WHERE f.seq > $after "
        "RETURN f.seq AS seq, f.user_id AS user_id, f.trace_id AS trace_id, f.step_id AS step_id, "
        "f.content_hash AS content_hash ORDER BY f.seq LIMIT $limit",
        {"after": int(after), "limit": int(limit)},
    )
