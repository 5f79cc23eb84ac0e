"""Cypher for the Neo4j graph store's records and entities: the filter every query applies, writing and
deleting records with their mentions, links and relations, entities and aliases, metadata, and reading
records back. Pure: each function returns ``(query_text, params)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hindsight_core.lifecycle.conversations import other_sessions
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores.cypher_schema import SAID_AGAIN, Query
from hindsight_core.stores.sqlite_query import CO_MENTIONED, co_mention_pairs, entity_keys, index_text
from hindsight_core.stores.sqlite_schema import owner_token
from hindsight_core.text import normalize_entity

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
        # Its own session, or one it was said again in (``sessions``, on the records labelled SaidAgain only): Neo4j
        # unions a seek on the session with one on the user's SaidAgain records (a label costs no property read
        # on the others), instead of reading every record of the user.
        parts.append(
            f"({alias}.session_id = ${prefix}session_id "
            f"OR ({alias}:{SAID_AGAIN} AND ${prefix}session_id IN {alias}.sessions))"
        )
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


#: A write's ``row.sessions`` given to its record ``r``: the list, and the SaidAgain label with it (or neither).
_SET_SESSIONS = (
    "SET r.sessions = row.sessions "
    f"FOREACH (_ IN CASE WHEN row.sessions IS NULL THEN [] ELSE [1] END | SET r:{SAID_AGAIN}) "
    f"FOREACH (_ IN CASE WHEN row.sessions IS NULL THEN [1] ELSE [] END | REMOVE r:{SAID_AGAIN}) "
)


def said_again(record: MemoryRecord) -> list[str] | None:
    """The sessions the record was said in besides its own, or ``None`` (no property) for a record said in one."""
    return other_sessions(record) or None


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
                "sessions": said_again(record),
                "entities": [{"name": key, "display_name": displays[key]} for key in keys],
                "pairs": [[a, b] for a, b in co_mention_pairs(keys)],
            }
        )
    query = (
        "UNWIND $rows AS row "
        "MERGE (r:Record {id: row.props.id}) SET r = row.props "
        + _SET_SESSIONS
        + "FOREACH (ent IN row.entities | "
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
            "sessions": said_again(record),
        }
        for record, json_data in zip(records, data, strict=True)
    ]
    query = (
        "UNWIND $rows AS row MATCH (r:Record {id: row.id}) "
        "SET r.status = row.status, r.occurred_at = row.occurred_at, r.json = row.json " + _SET_SESSIONS
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


def matching_ids_query(record_ids: Sequence[str], flt: RecordFilter) -> Query:
    """The ids among ``record_ids`` of records the filter lets through (``id`` per row)."""
    where, params = filter_clause(flt, "r")
    params["ids"] = list(dict.fromkeys(record_ids))
    return f"UNWIND $ids AS id MATCH (r:Record {{id: id}}) WHERE {where} RETURN r.id AS id", params


def count_records_query(flt: RecordFilter | None) -> Query:
    if flt is None:
        return "MATCH (r:Record) RETURN count(r) AS n", {}
    where, params = filter_clause(flt, "r")
    return f"MATCH (r:Record) WHERE {where} RETURN count(r) AS n", params


def all_record_ids_query() -> Query:
    return "MATCH (r:Record) RETURN r.id AS id ORDER BY r.recorded_at, r.id", {}


# -- helpers -------------------------------------------------------------------------------------------


def _display_names(names: Sequence[str]) -> dict[str, str]:
    """Normalised key -> the first display form seen for it."""
    displays: dict[str, str] = {}
    for name in names:
        key = normalize_entity(name)
        if key:
            displays.setdefault(key, name.strip() or key)
    return displays
