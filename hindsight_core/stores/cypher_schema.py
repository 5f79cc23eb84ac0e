"""The Neo4j graph store's schema: the graph model, its constraints and indexes (created idempotently by
``setup()``), the migration of a keyword index made before the owner token, and the test wipe.

Pure, like every ``cypher_*`` module: a function returns ``(query_text, params)`` and touches no database.

Graph model::

    (:Record {id, user_id, agent_id, session_id, task_id, kind, event_type, status,
              occurred_at, recorded_at (epoch seconds, float), json, search_text, owner})
    (:Entity {name, display_name, type, aliases})      name = normalised key
    (:Alias {key})-[:ALIAS_OF]->(:Entity)             normalised alias keys, for lookups by alias
    (:Record)-[:MENTIONS]->(:Entity)
    (:Entity)-[:RELATED {type, record_id}]->(:Entity) co_mentioned links plus extracted relations
    (:Meta {key, value})
    (:TokenVectors {record_id, user_id, ids, data}), (:TokenDf {user_id, token, df})   recall support
    (:ForgottenSource {key, seq, user_id, trace_id, step_id, content_hash})   hard forgets' tombstones,
    numbered by (:HindsightCounter {name: "forgotten_sources", value})
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: What every builder returns: the query text and its parameters (user data travels only in these).
Query = tuple[str, dict[str, Any]]

#: The fulltext index over ``Record.search_text`` and ``Record.owner`` (the owner's token, see
#: :func:`~hindsight_core.stores.sqlite_schema.owner_token`): a keyword query asks for the token too, so Lucene
#: returns only the user's matches instead of every user's, filtered afterwards.
FULLTEXT_INDEX = "hindsight_record_text"
FULLTEXT_PROPERTIES: tuple[str, ...] = ("search_text", "owner")
#: Lucene's English analyzer stems ("preferences" -> "prefer"). ``search_text`` holds CJK runs as bigrams and
#: Chinese content characters; the analyzer splits Han and kana into single characters, queries match each
#: bigram as a two-character phrase and each content character alone (a one-character word: 卖, 茶).
FULLTEXT_ANALYZER = "english"
#: Record properties recall filters on: each gets a range index.
INDEXED_RECORD_PROPERTIES: tuple[str, ...] = (
    "user_id",
    "status",
    "kind",
    "event_type",
    "occurred_at",
    "session_id",
    "agent_id",
)
#: The label of the records said in other sessions than their own (``sessions``), indexed on the user.
SAID_AGAIN = "SaidAgain"
#: Every label the store writes; test cleanup deletes exactly these.
LABELS: tuple[str, ...] = (
    "Record", "Entity", "Alias", "Meta", "TokenVectors", "TokenDf", "ForgottenSource", "HindsightCounter",
    "HindsightWriteLock", SAID_AGAIN,
)  # fmt: skip


#: The oldest Neo4j the queries run on: scoped subqueries, ``CALL (x) { ... }``, came in 5.23. Calendar
#: versions (2025.01 on) are all newer.
MIN_SERVER_VERSION = (5, 23)


def server_version_query() -> Query:
    return ("CALL dbms.components() YIELD name, versions, edition RETURN name, versions, edition", {})


def too_old(version: str) -> bool:
    """Whether a server ``version`` ("5.15.0", "2026.08.1", "5.26.3-aura") predates :data:`MIN_SERVER_VERSION`.
    An unparsable version is given the benefit of the doubt (the queries then say what fails)."""
    parts = version.split("-", 1)[0].split(".")
    try:
        major, minor = int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
    except ValueError:
        return False
    return (major, minor) < MIN_SERVER_VERSION


def schema_statements() -> list[str]:
    """Idempotent schema statements: uniqueness constraints, range indexes and the fulltext index."""
    statements = [
        "CREATE CONSTRAINT hindsight_record_id IF NOT EXISTS FOR (r:Record) REQUIRE r.id IS UNIQUE",
        "CREATE CONSTRAINT hindsight_entity_name IF NOT EXISTS FOR (e:Entity) REQUIRE e.name IS UNIQUE",
        "CREATE CONSTRAINT hindsight_meta_key IF NOT EXISTS FOR (m:Meta) REQUIRE m.key IS UNIQUE",
        "CREATE INDEX hindsight_alias_key IF NOT EXISTS FOR (a:Alias) ON (a.key)",
        "CREATE INDEX hindsight_related_record_id IF NOT EXISTS FOR ()-[rel:RELATED]-() ON (rel.record_id)",
    ]
    statements += [
        f"CREATE INDEX hindsight_record_{prop} IF NOT EXISTS FOR (r:Record) ON (r.{prop})"
        for prop in INDEXED_RECORD_PROPERTIES
    ]
    statements += [
        # recall support: late-interaction token vectors and their per-user document frequencies
        "CREATE CONSTRAINT hindsight_token_vectors_record IF NOT EXISTS "
        "FOR (t:TokenVectors) REQUIRE t.record_id IS UNIQUE",
        "CREATE INDEX hindsight_token_df IF NOT EXISTS FOR (d:TokenDf) ON (d.user_id, d.token)",
        # session order: a record's neighbours are a seek on (user, session) and a range on the time,
        # instead of a scan of every record of the user
        "CREATE INDEX hindsight_record_session_time IF NOT EXISTS "
        "FOR (r:Record) ON (r.user_id, r.session_id, r.occurred_at)",
        # a session's records said again in it (their first session another): a seek on the user's few such
        # records beside the seek on the session's own, not a scan of every record of the user
        f"CREATE INDEX hindsight_said_again_user IF NOT EXISTS FOR (r:{SAID_AGAIN}) ON (r.user_id)",
        # hard forgets' tombstones: one node per (user, trace, step, hash), read in number order
        "CREATE CONSTRAINT hindsight_forgotten_key IF NOT EXISTS FOR (f:ForgottenSource) REQUIRE f.key IS UNIQUE",
        "CREATE INDEX hindsight_forgotten_seq IF NOT EXISTS FOR (f:ForgottenSource) ON (f.seq)",
        "CREATE CONSTRAINT hindsight_counter_name IF NOT EXISTS FOR (c:HindsightCounter) REQUIRE c.name IS UNIQUE",
        # the per-user write lock of the processes sharing the server (neo4j_locks)
        "CREATE CONSTRAINT hindsight_write_lock_user IF NOT EXISTS "
        "FOR (l:HindsightWriteLock) REQUIRE l.user_id IS UNIQUE",
    ]
    statements.append(
        f"CREATE FULLTEXT INDEX {FULLTEXT_INDEX} IF NOT EXISTS FOR (r:Record) "
        f"ON EACH [{', '.join(f'r.{prop}' for prop in FULLTEXT_PROPERTIES)}] "
        f"OPTIONS {{indexConfig: {{`fulltext.analyzer`: '{FULLTEXT_ANALYZER}', "
        "`fulltext.eventually_consistent`: false}}"
    )
    return statements


def fulltext_properties_query() -> Query:
    """The properties the keyword index covers now (no row when it does not exist yet)."""
    return "SHOW FULLTEXT INDEXES YIELD name, properties WHERE name = $name RETURN properties", {
        "name": FULLTEXT_INDEX
    }


def drop_fulltext_query() -> Query:
    return f"DROP INDEX {FULLTEXT_INDEX} IF EXISTS", {}


def users_without_owner_query() -> Query:
    """Users with records written before ``owner`` existed (they get it before the index is rebuilt)."""
    return "MATCH (r:Record) WHERE r.owner IS NULL RETURN DISTINCT r.user_id AS user_id", {}


def set_owner_query(pairs: Sequence[tuple[str, str]]) -> Query:
    return (
        "UNWIND $pairs AS pair MATCH (r:Record {user_id: pair[0]}) WHERE r.owner IS NULL SET r.owner = pair[1]",
        {"pairs": [list(pair) for pair in pairs]},
    )


def records_page_query(after: str, limit: int) -> Query:
    """Records in id order after ``after`` (keyset pagination): id and JSON, for rewriting derived fields."""
    return (
        "MATCH (r:Record) WHERE r.id > $after RETURN r.id AS id, r.json AS json ORDER BY r.id LIMIT $limit",
        {"after": after, "limit": int(limit)},
    )


def set_search_text_query(pairs: Sequence[tuple[str, str]]) -> Query:
    return (
        "UNWIND $pairs AS pair MATCH (r:Record {id: pair[0]}) SET r.search_text = pair[1]",
        {"pairs": [list(pair) for pair in pairs]},
    )


def set_sessions_query(pairs: Sequence[tuple[str, list[str]]]) -> Query:
    """Each record's ``sessions`` (those it was said in besides its own) set, and the SaidAgain label with them."""
    return (
        f"UNWIND $pairs AS pair MATCH (r:Record {{id: pair[0]}}) SET r.sessions = pair[1], r:{SAID_AGAIN}",
        {"pairs": [[record_id, sessions] for record_id, sessions in pairs]},
    )


def said_again_ids_query() -> Query:
    """The ids of the records said in other sessions than their own, in id order: the SaidAgain label, which every
    write gives exactly the records with a ``sessions`` property, read instead of every record on the server."""
    return f"MATCH (r:{SAID_AGAIN}) RETURN r.id AS id ORDER BY r.id", {}


def await_indexes_query(timeout_s: int = 120) -> Query:
    """Wait until every index is online (a new fulltext index populates in the background)."""
    return "CALL db.awaitIndexes($timeout)", {"timeout": int(timeout_s)}


def wipe_query() -> Query:
    """Delete every node the store writes (tests only)."""
    return "MATCH (n) WHERE any(label IN labels(n) WHERE label IN $labels) DETACH DELETE n", {
        "labels": list(LABELS)
    }
