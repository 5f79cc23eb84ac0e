"""Pure SQL building for the SQLite graph store: filters, FTS5 match expressions, graph expansion.

Nothing here touches a database, so every function is unit-testable on its own. User text never reaches
SQL or FTS5 syntax unescaped: filter values are bound parameters, and keyword terms are FTS5 strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any

from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.slot_glosses import indexed_slot_words

# The co-mention relation and the walk bounds are the GraphStore contract's; re-exported for the SQL and Cypher.
from hindsight_core.stores.protocols import CO_MENTIONED as CO_MENTIONED
from hindsight_core.stores.protocols import NEIGHBOUR_FANOUT as NEIGHBOUR_FANOUT
from hindsight_core.stores.protocols import NEIGHBOUR_HUB_FRACTION as NEIGHBOUR_HUB_FRACTION
from hindsight_core.stores.protocols import NEIGHBOUR_HUB_MIN as NEIGHBOUR_HUB_MIN
from hindsight_core.text import (
    cyrillic_stems,
    date_words,
    normalize_entity,
    query_terms,
    split_terms,
)


def filter_clause(flt: RecordFilter, alias: str = "r") -> tuple[str, list[Any]]:
    """A ``WHERE`` fragment (no keyword) and its parameters selecting the records ``flt`` may see.

    ``since`` and ``until`` are both inclusive bounds on ``occurred_at``.
    """
    parts = [f"{alias}.user_id = ?"]
    params: list[Any] = [flt.user_id]
    if flt.agent_id is not None:
        parts.append(f"{alias}.agent_id = ?")
        params.append(flt.agent_id)
    if flt.session_id is not None:
        # Its own session, or one it was said again in: each side a seek (the session's rows by (user, session),
        # the others by id), which SQLite unions (MULTI-INDEX OR) once the bare user term ("+") no longer offers
        # it the scan of every record of the user by (user, status).
        parts[0] = f"+{alias}.user_id = ?"
        parts.append(
            f"(({alias}.user_id = ? AND {alias}.session_id = ?) "
            f"OR {alias}.id IN (SELECT record_id FROM record_sessions WHERE session_id = ?))"
        )
        params.extend((flt.user_id, flt.session_id, flt.session_id))
    for column, values in (("status", flt.statuses), ("kind", flt.kinds), ("event_type", flt.event_types)):
        if values is None:
            continue
        parts.append(f"{alias}.{column} IN ({placeholders(len(values))})" if values else "0")
        params.extend(values)
    if flt.since is not None:
        parts.append(f"{alias}.occurred_at >= ?")
        params.append(flt.since.timestamp())
    if flt.until is not None:
        parts.append(f"{alias}.occurred_at <= ?")
        params.append(flt.until.timestamp())
    return " AND ".join(parts), params


def placeholders(count: int) -> str:
    """``?, ?, ?`` for ``count`` bound parameters."""
    return ", ".join("?" * count)


def fts_quote(term: str) -> str:
    """An FTS5 string literal: the term in double quotes, inner quotes doubled. Never FTS5 syntax."""
    return '"' + term.replace('"', '""') + '"'


def fts_match_expression(query: str) -> str | None:
    """The FTS5 MATCH expression for a user query: its keyword terms quoted and OR-ed.

    OR, because FTS5's implicit AND would drop every record missing a single query word; BM25 still ranks
    records matching more (and rarer) terms first. ``None`` when the query has no usable term.
    """
    terms = query_terms(query)
    if not terms:
        return None
    return " OR ".join(fts_quote(term) for term in terms)


#: What :func:`index_text` holds, by version; a store whose keyword index was written by another version
#: rebuilds it on open. 2: CJK content characters as unigrams beside the bigrams. 3: more words per slot
#: (a phone slot reads "手机", "号码", "number"). 4: words case-folded (ß is ss: Straße is found by "Strasse"), Latin
#: and Greek letters without accents (Neo4j's analyzer kept them: "Telefonica" missed Telefónica there), and
#: Cyrillic words' stems beside them (:func:`~hindsight_core.text.cyrillic_stems`: "Москва" finds "в Москве"). 5: a
#: slot's Chinese words as the rule extractor reads them (老婆 of ``wife``, 车 of ``car``: "I drive a Subaru
#: Outback" is found by 我的车是什么牌子). 6: a standing instruction's word (``slot_glosses.STANDING_WORD``: the records
#: of "please always answer me in Chinese" are found by it, never crowded out by memories saying "instructions").
KEYWORD_TEXT_VERSION = "6"
KEYWORD_TEXT_META = "keyword_text_version"


def index_text(record: MemoryRecord) -> str:
    """What the keyword index holds for a record: its text, entity names, the words of its structured
    slot with their Chinese glosses (so "I usually use PostgreSQL", stored with attribute
    "preferred_database", matches "which database" and "什么数据库") and its dates as words (when it
    happened, and the dates it mentions: "8 May 2023"), CJK runs as bigrams. Every keyword backend indexes
    this same text.

    The speaker's name stays in the text: it appears in most of a dialogue's records, so its IDF is near
    zero and it only breaks ties between equally matching records; indexed apart, the name would match
    only the records that address the speaker, the opposite of what a question naming them is after."""
    slot = indexed_slot_words(record.attributes.get("attribute", ""))
    dates = [date_words(record.occurred_at.date()), *_mentioned_date_words(record)]
    terms = split_terms(" ".join([record.text, *record.entities, *slot, *dates]), unigrams=True)
    return " ".join(terms + cyrillic_stems(terms))


def _mentioned_date_words(record: MemoryRecord) -> list[str]:
    """``mentioned_dates`` ("2023-05-07", "2023-05-01/2023-05-31") as words; a range gives its month(s)."""
    words: list[str] = []
    for item in record.attributes.get("mentioned_dates", "").split(","):
        first, _, last = item.strip().partition("/")
        try:
            start = date.fromisoformat(first)
            end = date.fromisoformat(last) if last else start
        except ValueError:
            continue
        if start == end:
            words.append(date_words(start))
        else:
            words.append(date_words(start).split(" ", 1)[1])
            if (end.year, end.month) != (start.year, start.month):
                words.append(date_words(end).split(" ", 1)[1])
    return words


def entity_keys(names: Iterable[str]) -> list[str]:
    """Distinct non-empty normalised entity keys, in first-seen order."""
    seen: dict[str, None] = {}
    for name in names:
        key = normalize_entity(name)
        if key:
            seen.setdefault(key, None)
    return list(seen)


def co_mention_pairs(keys: Sequence[str]) -> list[tuple[str, str]]:
    """Each unordered pair of distinct entity keys once (edges are followed both ways)."""
    return [(keys[i], keys[j]) for i in range(len(keys)) for j in range(i + 1, len(keys))]


def entity_search_sql(origins: Sequence[str], flt: RecordFilter, hops: int, k: int) -> tuple[str, list[Any]]:
    """SQL ranking records linked to the ``origins`` (normalised entity keys) within ``hops`` relation steps.

    An origin matches an entity by its name or by one of its aliases. A record's score is the sum over query
    entities of ``1 / (1 + hop)``, where hop is the shortest walk from that query entity to any entity the
    record mentions (0 = mentioned directly). Relations are only followed through records the filter may
    see, so another user's records never bridge two entities. Each hop is bounded (see
    :data:`NEIGHBOUR_FANOUT`): hub neighbours are skipped and at most ``NEIGHBOUR_FANOUT`` neighbours, the most
    co-mentioned first, are kept per query entity.

    ``CROSS JOIN`` pins the join order (entity -> relations/mentions -> record by key): left to itself, the
    planner may scan every record of the user once per reached entity.
    """
    visible, visible_params = filter_clause(flt, "vr")
    hub_visible, hub_params = filter_clause(flt, "hr")
    total_visible, total_params = filter_clause(flt, "tr")
    linked, linked_params = filter_clause(flt, "lr")
    params: list[Any] = [*origins, *total_params]
    ctes = [
        f"asked(origin) AS (VALUES {', '.join('(?)' for _ in origins)})",
        f"ceiling(n) AS (SELECT MAX({NEIGHBOUR_HUB_MIN}, {NEIGHBOUR_HUB_FRACTION} * COUNT(*)) "
        f"FROM records tr WHERE {total_visible})",
        """matched(origin, entity) AS (
        SELECT a.origin, e.name FROM asked a JOIN entities e ON e.name = a.origin
        UNION
        SELECT a.origin, al.entity FROM asked a JOIN entity_aliases al ON al.alias = a.origin
      )""",
        "reach0(origin, entity, hop) AS (SELECT origin, entity, 0 FROM matched)",
    ]
    for level in range(1, hops + 1):
        prev = f"reach{level - 1}"
        ctes.append(
            f"""edges{level}(origin, entity) AS (
        SELECT w.origin, rel.target FROM {prev} w
          CROSS JOIN relations rel ON rel.source = w.entity
          CROSS JOIN records vr ON vr.id = rel.record_id
         WHERE w.hop = {level - 1} AND {visible}
        UNION ALL
        SELECT w.origin, rel.source FROM {prev} w
          CROSS JOIN relations rel ON rel.target = w.entity
          CROSS JOIN records vr ON vr.id = rel.record_id
         WHERE w.hop = {level - 1} AND {visible}
      )"""
        )
        params += [*visible_params, *visible_params]
        ctes.append(
            f"""next{level}(origin, entity, weight) AS (
        SELECT ed.origin, ed.entity, COUNT(*) FROM edges{level} ed
         WHERE NOT EXISTS (SELECT 1 FROM {prev} p WHERE p.origin = ed.origin AND p.entity = ed.entity)
         GROUP BY ed.origin, ed.entity
      )"""
        )
        ctes.append(
            f"""kept{level}(origin, entity, rank) AS (
        SELECT origin, entity, ROW_NUMBER() OVER (PARTITION BY origin ORDER BY weight DESC, entity)
          FROM next{level} nx
         WHERE (SELECT COUNT(*) FROM (
                  SELECT 1 FROM mentions hm CROSS JOIN records hr ON hr.id = hm.record_id
                   WHERE hm.entity = nx.entity AND {hub_visible}
                   LIMIT (SELECT CAST(n AS INTEGER) + 1 FROM ceiling)))
               <= (SELECT n FROM ceiling)
      )"""
        )
        params += hub_params
        ctes.append(
            f"""reach{level}(origin, entity, hop) AS (
        SELECT origin, entity, hop FROM {prev}
        UNION ALL
        SELECT origin, entity, {level} FROM kept{level} WHERE rank <= {NEIGHBOUR_FANOUT}
      )"""
        )
    sql = f"""
    WITH {", ".join(ctes)},
      linked(origin, record_id, hop, occurred_at) AS (
        SELECT re.origin, lr.id, MIN(re.hop), lr.occurred_at
          FROM reach{hops} re
          CROSS JOIN mentions m ON m.entity = re.entity
          CROSS JOIN records lr ON lr.id = m.record_id
         WHERE {linked}
         GROUP BY re.origin, lr.id
      )
    SELECT record_id, SUM(1.0 / (1 + hop)) AS score
      FROM linked
     GROUP BY record_id
     ORDER BY score DESC, MAX(occurred_at) DESC, record_id
     LIMIT ?
    """
    params += [*linked_params, k]
    return sql, params


def entity_counts_sql(origins: Sequence[str], flt: RecordFilter) -> tuple[str, list[Any]]:
    """SQL counting, per origin (normalised key, matched by name or alias), the visible records that mention
    it directly."""
    visible, params = filter_clause(flt, "r")
    sql = f"""
    WITH asked(origin) AS (VALUES {", ".join("(?)" for _ in origins)}),
      matched(origin, entity) AS (
        SELECT a.origin, e.name FROM asked a JOIN entities e ON e.name = a.origin
        UNION
        SELECT a.origin, al.entity FROM asked a JOIN entity_aliases al ON al.alias = a.origin
      )
    SELECT mt.origin, COUNT(DISTINCT r.id)
      FROM matched mt
      CROSS JOIN mentions m ON m.entity = mt.entity
      CROSS JOIN records r ON r.id = m.record_id
     WHERE {visible}
     GROUP BY mt.origin
    """
    return sql, [*origins, *params]


# -- recall support: session order -----------------------------------------------------------------------


def session_neighbours_sql(
    record_ids: Sequence[str], flt: RecordFilter, window: int
) -> tuple[str, list[Any]]:
    """SQL giving, for each asked record with a session, the JSON arrays of the ids of up to ``window``
    visible records just before and just after it in the same session (by ``occurred_at``)."""
    visible, params = filter_clause(flt, "n")
    side = (
        "(SELECT json_group_array(id) FROM (SELECT n.id AS id FROM records n "
        "WHERE n.user_id = p.user_id AND n.session_id = p.session_id AND n.occurred_at {op} p.occurred_at "
        f"AND {visible} ORDER BY n.occurred_at {{direction}}, n.id {{direction}} LIMIT ?))"
    )
    sql = (
        f"SELECT p.id, {side.format(op='<', direction='DESC')}, {side.format(op='>', direction='ASC')} "
        f"FROM records p WHERE p.id IN ({placeholders(len(record_ids))}) AND p.session_id IS NOT NULL"
    )
    return sql, [*params, window, *params, window, *record_ids]
