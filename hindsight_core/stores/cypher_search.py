"""Cypher for the Neo4j graph store's searches: BM25 keyword search over the fulltext index, entity search
(a bounded breadth-first walk over ``RELATED`` edges), entity mention counts and the entity catalog. Pure:
each function returns ``(query_text, params)``; the hop bound, which Cypher cannot take as a parameter, is a
validated integer.
"""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.models import RecordFilter
from hindsight_core.stores.cypher_records import filter_clause
from hindsight_core.stores.cypher_schema import FULLTEXT_INDEX, Query
from hindsight_core.stores.protocols import MAX_HOPS
from hindsight_core.stores.sqlite_query import (
    NEIGHBOUR_FANOUT,
    NEIGHBOUR_HUB_FRACTION,
    NEIGHBOUR_HUB_MIN,
    entity_keys,
)
from hindsight_core.stores.sqlite_schema import owner_token
from hindsight_core.text import query_terms


def lucene_query(query: str) -> str | None:
    """The Lucene query for a user query: each keyword term a quoted phrase, OR-ed; ``None`` if no term.

    Quoting makes every term plain text (no field, wildcard, fuzzy or boolean syntax), and makes a CJK
    bigram a two-character phrase. OR, so that a record missing one query word still matches; BM25 ranks
    records matching more (and rarer) terms first.
    """
    terms = query_terms(query)
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


def _lucene_phrase(term: str) -> str:
    """A Lucene phrase literal: backslashes and double quotes escaped, nothing else is syntax inside."""
    return '"' + term.replace("\\", "\\\\").replace('"', '\\"') + '"'
