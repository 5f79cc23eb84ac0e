"""Pure Cypher building for the Neo4j graph store: schema, filters, writes, searches.

Nothing here touches a database: every function returns ``(query_text, params)`` and is unit-tested on its
own. User data only ever travels in ``params``; query text is assembled from the fixed names below, from
validated integers (the hop bound of a variable-length pattern, which Cypher cannot take as a parameter)
and from which filter fields are set, never from a value.

Graph model::

    (:Record {id, user_id, agent_id, session_id, task_id, kind, event_type, status,
              occurred_at, recorded_at (epoch seconds, float), json, search_text, owner})
    (:Entity {name, display_name, type, aliases})      name = normalised key
    (:Alias {key})-[:ALIAS_OF]->(:Entity)             normalised alias keys, for lookups by alias
    (:Record)-[:MENTIONS]->(:Entity)
    (:Entity)-[:RELATED {type, record_id}]->(:Entity) co_mentioned links plus extracted relations
    (:Meta {key, value})
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.protocols import MAX_HOPS
from hindsight_core.stores.sqlite_query import (
    CO_MENTIONED,
    NEIGHBOUR_FANOUT,
    NEIGHBOUR_HUB_FRACTION,
    NEIGHBOUR_HUB_MIN,
    co_mention_pairs,
    entity_keys,
    index_text,
)
from hindsight_core.stores.sqlite_schema import owner_token
from hindsight_core.text import keyword_terms, normalize_entity

Query = tuple[str, dict[str, Any]]

#: The fulltext index over ``Record.search_text`` and ``Record.owner`` (the owner's token, see
#: :func:`~hindsight_core.stores.sqlite_schema.owner_token`): a keyword query asks for the token too, so Lucene
#: returns only the user's matches instead of every user's, filtered afterwards.
FULLTEXT_INDEX = "hindsight_record_text"
FULLTEXT_PROPERTIES: tuple[str, ...] = ("search_text", "owner")
#: Lucene's English analyzer stems ("preferences" -> "prefer"). ``search_text`` holds CJK runs as bigrams;
#: the analyzer splits Han and kana into single characters, and queries match each bigram as a two-character
#: phrase, so Chinese needs two adjacent characters to match (no false hits on one shared character).
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
#: Every label the store writes; test cleanup deletes exactly these.
LABELS: tuple[str, ...] = ("Record", "Entity", "Alias", "Meta", "TokenVectors", "TokenDf")


# -- schema --------------------------------------------------------------------------------------------


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


def await_indexes_query(timeout_s: int = 120) -> Query:
    """Wait until every index is online (a new fulltext index populates in the background)."""
    return "CALL db.awaitIndexes($timeout)", {"timeout": int(timeout_s)}


# -- filters -------------------------------------------------------------------------------------------


def filter_clause(flt: RecordFilter, alias: str = "r", prefix: str = "f_") -> Query:
    """A ``WHERE`` fragment (no keyword) and its parameters selecting the records ``flt`` may see.

    ``alias`` is the record variable; ``prefix`` names the parameters, so the same filter can be applied
    to several variables of one query. ``since`` and ``until`` are inclusive bounds on ``occurred_at``.
    """
    parts = [f"{alias}.user_id = ${prefix}user_id"]
    params: dict[str, Any] = {f"{prefix}user_id": flt.user_id}
    if flt.agent_id is not None:
        parts.append(f"{alias}.agent_id = ${prefix}agent_id")
        params[f"{prefix}agent_id"] = flt.agent_id
    if flt.session_id is not None:
        parts.append(f"{alias}.session_id = ${prefix}session_id")
        params[f"{prefix}session_id"] = flt.session_id
    for prop, values in (("status", flt.statuses), ("kind", flt.kinds), ("event_type", flt.event_types)):
        if values is not None:
            parts.append(f"{alias}.{prop} IN ${prefix}{prop}")
            params[f"{prefix}{prop}"] = list(values)
    if flt.since is not None:
        parts.append(f"{alias}.occurred_at >= ${prefix}since")
        params[f"{prefix}since"] = flt.since.timestamp()
    if flt.until is not None:
        parts.append(f"{alias}.occurred_at <= ${prefix}until")
        params[f"{prefix}until"] = flt.until.timestamp()
    return " AND ".join(parts), params


# -- writes --------------------------------------------------------------------------------------------


def record_properties(record: MemoryRecord, data: str) -> dict[str, Any]:
    """The node properties of a record; ``data`` is its JSON (the full record, the source of truth).

    Absent scope fields are left out (Neo4j stores no nulls), so an equality filter never matches them.
    """
    scope = record.scope
    props: dict[str, Any] = {
        "id": record.id,
        "user_id": scope.user_id,
        "agent_id": scope.agent_id,
        "session_id": scope.session_id,
        "task_id": scope.task_id,
        "kind": record.kind,
        "event_type": record.event_type,
        "status": record.status,
        "occurred_at": record.occurred_at.timestamp(),
        "recorded_at": record.recorded_at.timestamp(),
        "json": data,
        "search_text": index_text(record),
        "owner": owner_token(scope.user_id),
    }
    return {key: value for key, value in props.items() if value is not None}


def existing_records_query(record_ids: Sequence[str]) -> Query:
    """Which of these record ids are stored."""
    return (
        "UNWIND $ids AS id MATCH (r:Record {id: id}) RETURN r.id AS id",
        {"ids": list(dict.fromkeys(record_ids))},
    )


def clear_links_query(record_ids: Sequence[str]) -> Query:
    """Delete the mentions and relations taken from these records (before they are written again)."""
    return (
        "UNWIND $ids AS id "
        "OPTIONAL MATCH ()-[rel:RELATED {record_id: id}]->() DELETE rel "
        "WITH DISTINCT id "
        "OPTIONAL MATCH (:Record {id: id})-[m:MENTIONS]->() DELETE m",
        {"ids": list(dict.fromkeys(record_ids))},
    )


def write_records_query(records: Sequence[MemoryRecord], data: Sequence[str]) -> Query:
    """Create or replace record nodes with their entities, mentions and co-mention links.

    ``data`` holds each record's JSON, in the same order. Properties are replaced whole (``SET r = ...``),
    so a field cleared on the record is cleared on the node. Call :func:`clear_links_query` first.
    """
    rows = []
    for record, json_data in zip(records, data, strict=True):
        keys = entity_keys(record.entities)
        displays = _display_names(record.entities)
        rows.append(
            {
                "props": record_properties(record, json_data),
                "entities": [{"name": key, "display_name": displays[key]} for key in keys],
                "pairs": [[a, b] for a, b in co_mention_pairs(keys)],
            }
        )
    query = (
        "UNWIND $rows AS row "
        "MERGE (r:Record {id: row.props.id}) SET r = row.props "
        "FOREACH (ent IN row.entities | "
        "  MERGE (e:Entity {name: ent.name}) "
        "    ON CREATE SET e.display_name = ent.display_name, e.aliases = [] "
        "  MERGE (r)-[:MENTIONS]->(e)) "
        "FOREACH (pair IN row.pairs | "
        "  MERGE (a:Entity {name: pair[0]}) "
        "  MERGE (b:Entity {name: pair[1]}) "
        "  MERGE (a)-[:RELATED {type: $co_mentioned, record_id: row.props.id}]->(b))"
    )
    return query, {"rows": rows, "co_mentioned": CO_MENTIONED}


def update_state_query(records: Sequence[MemoryRecord], data: Sequence[str]) -> Query:
    """New lifecycle state (status, occurred_at, the record JSON) for stored record nodes; mentions, links and
    ``search_text`` are left as they are. Unknown ids match nothing."""
    rows = [
        {
            "id": record.id,
            "status": record.status,
            "occurred_at": record.occurred_at.timestamp(),
            "json": json_data,
        }
        for record, json_data in zip(records, data, strict=True)
    ]
    query = (
        "UNWIND $rows AS row MATCH (r:Record {id: row.id}) "
        "SET r.status = row.status, r.occurred_at = row.occurred_at, r.json = row.json"
    )
    return query, {"rows": rows}


def write_relations_query(relations: Sequence[Relation]) -> Query:
    """Create explicit relations (entities created when missing). Names must normalise to non-empty keys."""
    rows = [
        {
            "source": normalize_entity(rel.source),
            "target": normalize_entity(rel.target),
            "source_display": rel.source.strip(),
            "target_display": rel.target.strip(),
            "type": rel.type,
            "record_id": rel.record_id,
        }
        for rel in relations
    ]
    query = (
        "UNWIND $rows AS row "
        "MERGE (a:Entity {name: row.source}) "
        "  ON CREATE SET a.display_name = row.source_display, a.aliases = [] "
        "MERGE (b:Entity {name: row.target}) "
        "  ON CREATE SET b.display_name = row.target_display, b.aliases = [] "
        "MERGE (a)-[:RELATED {type: row.type, record_id: row.record_id}]->(b)"
    )
    return query, {"rows": rows}


def read_entity_aliases_query(names: Sequence[str]) -> Query:
    """The stored aliases (display forms) of these entity keys."""
    return (
        "UNWIND $names AS name MATCH (e:Entity {name: name}) RETURN e.name AS name, e.aliases AS aliases",
        {"names": list(names)},
    )


def write_entity_query(entity: Entity, aliases: Sequence[str]) -> Query:
    """Create or update one entity: display name replaced, type kept unless given, aliases replaced by
    ``aliases`` (display forms, already merged with the stored ones) and their lookup keys rebuilt."""
    key = normalize_entity(entity.name)
    alias_keys = list(dict.fromkeys(normalize_entity(alias) for alias in aliases))
    query = (
        "MERGE (e:Entity {name: $name}) "
        "SET e.display_name = $display_name, e.aliases = $aliases, e.type = coalesce($type, e.type) "
        "WITH e "
        "OPTIONAL MATCH (old:Alias)-[:ALIAS_OF]->(e) DETACH DELETE old "
        "WITH DISTINCT e "
        "UNWIND $alias_keys AS alias_key "
        "CREATE (:Alias {key: alias_key})-[:ALIAS_OF]->(e)"
    )
    params = {
        "name": key,
        "display_name": entity.display_name.strip() or key,
        "aliases": list(aliases),
        "type": entity.type,
        "alias_keys": alias_keys,
    }
    return query, params


def linked_entities_query(record_ids: Sequence[str]) -> Query:
    """Names of the entities these records mention or link by a relation (orphan candidates)."""
    query = (
        "UNWIND $ids AS id "
        "OPTIONAL MATCH (:Record {id: id})-[:MENTIONS]->(m:Entity) "
        "WITH id, collect(m.name) AS mentioned "
        "OPTIONAL MATCH (a:Entity)-[:RELATED {record_id: id}]->(b:Entity) "
        "WITH mentioned, collect(a.name) + collect(b.name) AS related "
        "UNWIND mentioned + related AS name "
        "RETURN DISTINCT name"
    )
    return query, {"ids": list(dict.fromkeys(record_ids))}


def delete_records_query(record_ids: Sequence[str]) -> Query:
    """Hard delete records with their mentions and the relations taken from them. Returns ``deleted``."""
    query = (
        "UNWIND $ids AS id "
        "OPTIONAL MATCH ()-[rel:RELATED {record_id: id}]->() DELETE rel "
        "WITH DISTINCT id "
        "MATCH (r:Record {id: id}) DETACH DELETE r "
        "RETURN count(*) AS deleted"
    )
    return query, {"ids": list(dict.fromkeys(record_ids))}


def delete_orphan_entities_query(names: Sequence[str]) -> Query:
    """Delete these entities where nothing links to them any more and nobody curated them (no type, no
    aliases), so a forgotten name does not linger in the graph."""
    query = (
        "UNWIND $names AS name "
        "MATCH (e:Entity {name: name}) "
        "WHERE e.type IS NULL AND size(coalesce(e.aliases, [])) = 0 AND NOT EXISTS { (e)--() } "
        "DELETE e"
    )
    return query, {"names": list(dict.fromkeys(names))}


def set_meta_query(key: str, value: str) -> Query:
    return "MERGE (m:Meta {key: $key}) SET m.value = $value", {"key": key, "value": value}


def wipe_query() -> Query:
    """Delete every node the store writes (tests only)."""
    return "MATCH (n) WHERE any(label IN labels(n) WHERE label IN $labels) DETACH DELETE n", {
        "labels": list(LABELS)
    }


# -- reads ---------------------------------------------------------------------------------------------


def get_meta_query(key: str) -> Query:
    return "MATCH (m:Meta {key: $key}) RETURN m.value AS value", {"key": key}


def get_records_query(record_ids: Sequence[str]) -> Query:
    return (
        "UNWIND $ids AS id MATCH (r:Record {id: id}) RETURN r.id AS id, r.json AS json",
        {"ids": list(dict.fromkeys(record_ids))},
    )


def list_records_query(
    flt: RecordFilter, *, limit: int | None = None, offset: int = 0, newest_first: bool = False
) -> Query:
    """Records matching the filter ordered by occurred_at, then recorded_at, then id."""
    where, params = filter_clause(flt, "r")
    direction = "DESC" if newest_first else "ASC"
    query = (
        f"MATCH (r:Record) WHERE {where} RETURN r.json AS json "
        f"ORDER BY r.occurred_at {direction}, r.recorded_at {direction}, r.id {direction} SKIP $offset"
    )
    params["offset"] = max(int(offset), 0)
    if limit is not None:
        query += " LIMIT $limit"
        params["limit"] = max(int(limit), 0)
    return query, params


def count_records_query(flt: RecordFilter | None) -> Query:
    if flt is None:
        return "MATCH (r:Record) RETURN count(r) AS n", {}
    where, params = filter_clause(flt, "r")
    return f"MATCH (r:Record) WHERE {where} RETURN count(r) AS n", params


def all_record_ids_query() -> Query:
    return "MATCH (r:Record) RETURN r.id AS id ORDER BY r.recorded_at, r.id", {}


def lucene_query(query: str) -> str | None:
    """The Lucene query for a user query: each keyword term a quoted phrase, OR-ed; ``None`` if no term.

    Quoting makes every term plain text (no field, wildcard, fuzzy or boolean syntax), and makes a CJK
    bigram a two-character phrase. OR, so that a record missing one query word still matches; BM25 ranks
    records matching more (and rarer) terms first.
    """
    terms = keyword_terms(query)
    if not terms:
        return None
    return " OR ".join(_lucene_phrase(term) for term in terms)


def keyword_search_query(query: str, flt: RecordFilter, k: int) -> Query | None:
    """BM25 fulltext search inside the filter, best first; ``None`` when the query has no usable term."""
    lucene = lucene_query(query)
    if lucene is None or k <= 0:
        return None
    where, params = filter_clause(flt, "r")
    text = (
        "CALL db.index.fulltext.queryNodes($index, $lucene) YIELD node, score "
        "WITH node AS r, score "
        f"WHERE {where} "
        "RETURN r.id AS id, score ORDER BY score DESC, id LIMIT $k"
    )
    # The owner clause keeps Lucene inside the user's records; it adds the same score to each of them.
    lucene = f'owner:"{owner_token(flt.user_id)}" AND search_text:({lucene})'
    params.update({"index": FULLTEXT_INDEX, "lucene": lucene, "k": int(k)})
    return text, params


def entity_search_query(entities: Sequence[str], flt: RecordFilter, hops: int, k: int) -> Query | None:
    """Records linked to ``entities`` (by name or alias) or their neighbours up to ``hops`` RELATED steps.

    A record's score is the sum over query entities of ``1 / (1 + hop)``, hop being the shortest walk from
    that query entity to an entity the record mentions (0 = mentioned directly). An edge is walked only if
    the record it came from is visible to the filter, so another user's records never bridge two entities.
    ``None`` when no name normalises to a key. Raises ``ValueError`` for hops outside ``0..MAX_HOPS``.
    """
    if isinstance(hops, bool) or not isinstance(hops, int) or not 0 <= hops <= MAX_HOPS:
        raise ValueError(f"hops must be an integer between 0 and {MAX_HOPS}, got {hops!r}")
    origins = entity_keys(entities)
    if not origins or k <= 0:
        return None
    visible, params = filter_clause(flt, "vr")
    linked, _ = filter_clause(flt, "lr")  # same filter, same parameters
    hub_visible, _ = filter_clause(flt, "hr")
    total_visible, _ = filter_clause(flt, "tr")
    # Breadth-first, one level per hop: each level expands only entities not reached before, so a hub
    # entity costs its edges once instead of once per path through it (a variable-length pattern
    # enumerates every path). `reached` keeps [entity, hop] pairs; the first hop an entity shows up at
    # is its shortest distance. Each level is bounded as in the SQLite store (sqlite_query.NEIGHBOUR_FANOUT):
    # hub neighbours (mentioned by more than `ceiling` visible records) are not walked through, and at most
    # $fanout neighbours per query entity, the most co-mentioned first, are kept.
    parts = [
        f"CALL () {{ MATCH (tr:Record) WHERE {total_visible} RETURN count(tr) AS total }} "
        f"WITH CASE WHEN $hub_fraction * total > $hub_min THEN $hub_fraction * total ELSE $hub_min END AS ceiling "
        "UNWIND $origins AS origin "
        "OPTIONAL MATCH (direct:Entity {name: origin}) "
        "OPTIONAL MATCH (:Alias {key: origin})-[:ALIAS_OF]->(aliased:Entity) "
        "WITH ceiling, origin, collect(DISTINCT direct) + collect(DISTINCT aliased) AS frontier "
        "WITH ceiling, origin, frontier, frontier AS seen, [e IN frontier | [e, 0]] AS reached "
    ]
    for level in range(1, hops + 1):
        parts.append(
            "UNWIND CASE WHEN size(frontier) = 0 THEN [null] ELSE frontier END AS from "
            "OPTIONAL MATCH (from)-[rel:RELATED]-(next:Entity) "
            "WHERE NOT next IN seen AND EXISTS { MATCH (vr:Record {id: rel.record_id}) USING INDEX vr:Record(id) "
            f"WHERE {visible} }} "
            "WITH ceiling, origin, seen, reached, next, count(rel) AS weight "
            "WHERE next IS NULL OR COUNT { MATCH (next)<-[:MENTIONS]-(hr) "
            f"WHERE {hub_visible} }} <= ceiling "
            "WITH ceiling, origin, seen, reached, next, weight ORDER BY weight DESC, next.name "
            "WITH ceiling, origin, seen, reached, collect(next)[..$fanout] AS frontier "
            f"WITH ceiling, origin, frontier, seen + frontier AS seen, "
            f"reached + [e IN frontier | [e, {level}]] AS reached "
        )
    parts.append(
        "UNWIND reached AS pair "
        "WITH origin, pair[0] AS entity, pair[1] AS hop "
        # no label on lr: the planner must expand from the entity, not scan every record
        "MATCH (entity)<-[:MENTIONS]-(lr) "
        f"WHERE {linked} "
        "WITH origin, lr, min(hop) AS hop "
        "WITH lr, sum(1.0 / (1 + hop)) AS score "
        "RETURN lr.id AS id, score ORDER BY score DESC, lr.occurred_at DESC, id LIMIT $k"
    )
    params.update(
        {
            "origins": origins,
            "k": int(k),
            "fanout": NEIGHBOUR_FANOUT,
            "hub_fraction": NEIGHBOUR_HUB_FRACTION,
            "hub_min": NEIGHBOUR_HUB_MIN,
        }
    )
    return "".join(parts), params


def entity_counts_query(entities: Sequence[str], flt: RecordFilter) -> Query | None:
    """Per entity key (matched by name or alias): how many records visible to ``flt`` mention it directly.

    Rows ``(origin, n)``; entities nobody visible mentions give no row. ``None`` when no name normalises.
    """
    origins = entity_keys(entities)
    if not origins:
        return None
    where, params = filter_clause(flt, "r")
    query = (
        "UNWIND $origins AS origin "
        "OPTIONAL MATCH (direct:Entity {name: origin}) "
        "OPTIONAL MATCH (:Alias {key: origin})-[:ALIAS_OF]->(aliased:Entity) "
        "WITH origin, collect(DISTINCT direct) + collect(DISTINCT aliased) AS starts "
        "UNWIND starts AS entity "
        # no label on r: the planner expands from the entity instead of scanning records
        "MATCH (entity)<-[:MENTIONS]-(r) "
        f"WHERE {where} "
        "RETURN origin, count(DISTINCT r) AS n"
    )
    params["origins"] = origins
    return query, params


def list_entities_query(user_id: str) -> Query:
    """Entities mentioned by this user's records (any status), by name."""
    return (
        "MATCH (r:Record {user_id: $user_id})-[:MENTIONS]->(e:Entity) "
        "WITH DISTINCT e "
        "RETURN e.name AS name, e.display_name AS display_name, e.type AS type, "
        "coalesce(e.aliases, []) AS aliases ORDER BY name",
        {"user_id": user_id},
    )


# -- helpers -------------------------------------------------------------------------------------------


def _lucene_phrase(term: str) -> str:
    """A Lucene phrase literal: backslashes and double quotes escaped, nothing else is syntax inside."""
    return '"' + term.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _display_names(names: Sequence[str]) -> dict[str, str]:
    """Normalised key -> the first display form seen for it."""
    displays: dict[str, str] = {}
    for name in names:
        key = normalize_entity(name)
        if key:
            displays.setdefault(key, name.strip() or key)
    return displays


# -- recall support: token vectors and session order -------------------------------------------------------
# Token vectors live on their own node (not on the Record, whose properties are replaced whole on upsert).
# ``TokenDf {user_id, token, df}`` counts, per user, the records whose token vectors contain a token id;
# token -1 counts the records themselves.


def release_token_vectors_query(record_ids: Sequence[str]) -> Query:
    """Uncount and delete the token vectors of these records (before a replace, or with the records)."""
    query = (
        "UNWIND $ids AS id "
        "MATCH (old:TokenVectors {record_id: id}) "
        "FOREACH (t IN old.ids + [-1] | "
        "  MERGE (d:TokenDf {user_id: old.user_id, token: t}) ON CREATE SET d.df = 0 "
        "  SET d.df = d.df - 1) "
        "DELETE old"
    )
    return query, {"ids": list(dict.fromkeys(record_ids))}


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


# -- recall support: the context stage's reads in one query (capability "recall_context") -----------------


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
