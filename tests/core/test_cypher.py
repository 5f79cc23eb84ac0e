"""The Cypher builders of the Neo4j store, without a database: parameterisation and filter semantics."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest

from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation, Scope
from hindsight_core.stores import cypher
from hindsight_core.stores.sqlite_schema import owner_token

INJECTION = "}) DETACH DELETE n //"
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def flat_values(params: Any) -> list[Any]:
    """Every scalar inside a params structure."""
    if isinstance(params, dict):
        return [value for item in params.values() for value in flat_values(item)]
    if isinstance(params, list | tuple):
        return [value for item in params for value in flat_values(item)]
    return [params]


def assert_only_in_params(query: cypher.Query, needle: str) -> None:
    text, params = query
    assert needle not in text
    assert any(needle in value for value in flat_values(params) if isinstance(value, str)), params


def record(**fields: Any) -> MemoryRecord:
    fields.setdefault("scope", Scope(user_id="alice"))
    fields.setdefault("occurred_at", T0)
    fields.setdefault("recorded_at", T0)
    return MemoryRecord(**fields)


# -- filters --------------------------------------------------------------------------------------------


def test_default_filter_is_user_and_active_status() -> None:
    where, params = cypher.filter_clause(RecordFilter(user_id="alice"))

    assert where == "r.user_id = $f_user_id AND r.status IN $f_status"
    assert params == {"f_user_id": "alice", "f_status": ["active"]}


@pytest.mark.parametrize(
    ("field", "value", "fragment", "param"),
    [
        ("agent_id", "coder", "r.agent_id = $f_agent_id", ("f_agent_id", "coder")),
        ("statuses", ("active", "pending"), "r.status IN $f_status", ("f_status", ["active", "pending"])),
        ("kinds", ("semantic",), "r.kind IN $f_kind", ("f_kind", ["semantic"])),
        (
            "event_types",
            ("decision", "plan"),
            "r.event_type IN $f_event_type",
            ("f_event_type", ["decision", "plan"]),
        ),
        ("since", T0, "r.occurred_at >= $f_since", ("f_since", T0.timestamp())),
        ("until", T0, "r.occurred_at <= $f_until", ("f_until", T0.timestamp())),
    ],
)
def test_each_filter_field_adds_one_parameterised_clause(
    field: str, value: Any, fragment: str, param: tuple[str, Any]
) -> None:
    where, params = cypher.filter_clause(RecordFilter(user_id="alice", **{field: value}))

    assert fragment in where.split(" AND ")
    assert params[param[0]] == param[1]


def test_a_session_filter_takes_its_own_session_or_one_the_record_was_said_again_in() -> None:
    """Its own session, or (on the records labelled SaidAgain, indexed by user) one of its ``sessions``."""
    where, params = cypher.filter_clause(RecordFilter(user_id="alice", session_id="s1"))

    assert where == (
        "r.user_id = $f_user_id AND "
        "(r.session_id = $f_session_id OR (r:SaidAgain AND $f_session_id IN r.sessions)) AND r.status IN $f_status"
    )
    assert params["f_session_id"] == "s1" and params["f_user_id"] == "alice"


def test_unset_optional_fields_add_no_clause() -> None:
    where, params = cypher.filter_clause(RecordFilter(user_id="alice", statuses=("active",)))

    for prop in ("agent_id", "session_id", "kind", "event_type", "occurred_at"):
        assert prop not in where
    assert set(params) == {"f_user_id", "f_status"}


def test_empty_status_tuple_is_an_empty_list_that_matches_nothing() -> None:
    where, params = cypher.filter_clause(RecordFilter(user_id="alice", statuses=()))

    assert "r.status IN $f_status" in where
    assert params["f_status"] == []


def test_since_and_until_are_epoch_seconds_whatever_the_timezone() -> None:
    plus8 = timezone(timedelta(hours=8))
    flt = RecordFilter(user_id="u", since=datetime(2026, 3, 1, 20, 0, tzinfo=plus8), until=T0)

    _, params = cypher.filter_clause(flt)

    assert params["f_since"] == params["f_until"] == T0.timestamp()


def test_alias_and_prefix_rename_variable_and_parameters() -> None:
    where, params = cypher.filter_clause(RecordFilter(user_id="alice", agent_id="a"), alias="vr", prefix="v_")

    assert where == "vr.user_id = $v_user_id AND vr.agent_id = $v_agent_id AND vr.status IN $v_status"
    assert set(params) == {"v_user_id", "v_agent_id", "v_status"}


def test_filter_values_never_reach_the_query_text() -> None:
    flt = RecordFilter(
        user_id=INJECTION,
        agent_id=INJECTION + "a",
        session_id=INJECTION + "s",
        event_types=(INJECTION + "e",),
    )
    for query in (
        cypher.filter_clause(flt),
        cypher.list_records_query(flt, limit=3),
        cypher.count_records_query(flt),
        cypher.keyword_search_query("redis", flt, 5),
        cypher.entity_search_query(["redis"], flt, 2, 5),
    ):
        assert query is not None
        for suffix in ("", "a", "s", "e"):
            assert_only_in_params(query, INJECTION + suffix)


# -- writes ---------------------------------------------------------------------------------------------


def test_record_properties_hold_filter_fields_json_and_search_text() -> None:
    rec = record(
        text="用户习惯用 PostgreSQL 数据库",
        entities=["PostgreSQL"],
        scope=Scope(user_id="alice", session_id="s1"),
        event_type="preference",
    )
    data = rec.model_dump_json()

    props = cypher.record_properties(rec, data)

    assert props["id"] == rec.id and props["user_id"] == "alice" and props["session_id"] == "s1"
    assert "agent_id" not in props and "task_id" not in props  # Neo4j stores no nulls
    assert props["occurred_at"] == T0.timestamp() and isinstance(props["recorded_at"], float)
    assert (props["kind"], props["event_type"], props["status"]) == ("episodic", "preference", "active")
    assert props["json"] == data
    assert "习惯" in props["search_text"].split() and "postgresql" in props["search_text"].split()
    assert props["owner"] == owner_token("alice") != owner_token("bob")


def test_write_records_passes_entities_and_co_mention_pairs_as_parameters() -> None:
    rec = record(text=INJECTION, entities=["Apollo", " apollo ", "Billing", INJECTION])

    text, params = cypher.write_records_query([rec], [rec.model_dump_json()])

    (row,) = params["rows"]
    names = [entity["name"] for entity in row["entities"]]
    assert names == ["apollo", "billing", "detach delete n //"]  # brackets stripped by normalisation
    assert row["entities"][0]["display_name"] == "Apollo"
    assert row["pairs"] == [["apollo", "billing"], ["apollo", names[2]], ["billing", names[2]]]
    assert params["co_mentioned"] == "co_mentioned"
    assert "SET r = row.props" in text  # replaced whole: cleared fields are cleared
    assert_only_in_params((text, params), INJECTION)


def test_write_records_requires_one_json_per_record() -> None:
    with pytest.raises(ValueError):
        cypher.write_records_query([record(text="a"), record(text="b")], ["{}"])


def test_relations_are_normalised_and_parameterised() -> None:
    relation = Relation(
        source="  Team Falcon ", target=INJECTION, type=INJECTION + "t", record_id=INJECTION + "r"
    )

    text, params = cypher.write_relations_query([relation])

    (row,) = params["rows"]
    assert (row["source"], row["source_display"]) == ("team falcon", "Team Falcon")
    assert row["type"] == INJECTION + "t" and row["record_id"] == INJECTION + "r"
    for needle in (INJECTION + "t", INJECTION + "r"):
        assert_only_in_params((text, params), needle)


def test_write_entity_rebuilds_alias_keys() -> None:
    entity = Entity(name="PostgreSQL", display_name="PostgreSQL", type=INJECTION)

    text, params = cypher.write_entity_query(entity, ["Postgres", "PG", "postgres"])

    assert params["name"] == "postgresql"
    assert params["aliases"] == ["Postgres", "PG", "postgres"]
    assert params["alias_keys"] == ["postgres", "pg"]
    assert_only_in_params((text, params), INJECTION)


def test_id_lists_are_deduplicated_in_order() -> None:
    for build in (
        cypher.delete_records_query,
        cypher.get_records_query,
        cypher.clear_links_query,
        cypher.linked_entities_query,
        cypher.existing_records_query,
    ):
        text, params = build(["b", INJECTION, "b", "a"])
        assert params["ids"] == ["b", INJECTION, "a"]
        assert INJECTION not in text


def test_meta_key_and_value_are_parameters() -> None:
    assert_only_in_params(cypher.set_meta_query(INJECTION, "v"), INJECTION)
    assert_only_in_params(cypher.set_meta_query("k", INJECTION), INJECTION)
    assert_only_in_params(cypher.get_meta_query(INJECTION), INJECTION)


# -- reads ----------------------------------------------------------------------------------------------


def test_list_records_orders_by_time_then_id_and_limits_only_when_asked() -> None:
    flt = RecordFilter(user_id="alice")

    text, params = cypher.list_records_query(flt, offset=-3)
    assert "ORDER BY r.occurred_at ASC, r.recorded_at ASC, r.id ASC" in text
    assert "LIMIT" not in text and params["offset"] == 0

    text, params = cypher.list_records_query(flt, limit=5, offset=2, newest_first=True)
    assert "ORDER BY r.occurred_at DESC, r.recorded_at DESC, r.id DESC SKIP $offset LIMIT $limit" in text
    assert (params["limit"], params["offset"]) == (5, 2)


def test_count_without_filter_counts_every_scope() -> None:
    text, params = cypher.count_records_query(None)
    assert "WHERE" not in text and params == {}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("What are my preferences?", '"preferences"'),
        ("billing terraform billing", '"billing" OR "terraform"'),
        ("title* AND (draft) body:plan ^x -y", '"title" OR "draft" OR "body" OR "plan"'),
        (
            "你习惯用什么数据库",
            # the question word 什么 is cut: neither it nor 用什 / 么数 is searched
            '"你习" OR "习惯" OR "惯用" OR "习" OR "惯" OR "数据" OR "据库" OR "数" OR "据" OR "库"',
        ),
        ("PostgreSQL 数据库", '"postgresql" OR "数据" OR "据库" OR "数" OR "据" OR "库"'),
    ],
)
def test_lucene_query_quotes_every_term(query: str, expected: str) -> None:
    assert cypher.lucene_query(query) == expected


@pytest.mark.parametrize("query", ["", "   ", "the and of", "?! ()", "a b c"])
def test_lucene_query_is_none_without_a_usable_term(query: str) -> None:
    assert cypher.lucene_query(query) is None
    assert cypher.keyword_search_query(query, RecordFilter(user_id="u"), 10) is None


def test_keyword_search_passes_index_query_and_k_as_parameters() -> None:
    query = cypher.keyword_search_query(f'"{INJECTION}" redis', RecordFilter(user_id="u"), 7)

    assert query is not None
    text, params = query
    assert params["index"] == cypher.FULLTEXT_INDEX and params["k"] == 7
    assert params["lucene"] == f'owner:"{owner_token("u")}" AND search_text:("detach" OR "delete" OR "redis")'
    assert "DETACH" not in text and "redis" not in text
    assert "ORDER BY score DESC, id" in text
    assert cypher.keyword_search_query("redis", RecordFilter(user_id="u"), 0) is None


def test_entity_search_normalises_origins_and_writes_only_the_hop_bound() -> None:
    query = cypher.entity_search_query(["  Apollo ", "apollo", INJECTION], RecordFilter(user_id="u"), 2, 9)

    assert query is not None
    text, params = query
    assert params["origins"] == ["apollo", "detach delete n //"]
    assert "detach" not in text.lower()
    assert params["k"] == 9
    assert text.count("OPTIONAL MATCH (from)-[rel:RELATED]-(next:Entity)") == 2  # one level per hop
    assert "sum(1.0 / (1 + hop))" in text
    assert "apollo" not in text.lower().replace("$origins", "")
    # the same filter applies to walked edges (vr) and to returned records (lr)
    assert "vr.user_id = $f_user_id" in text and "lr.user_id = $f_user_id" in text


@pytest.mark.parametrize("hops", [-1, 4, True, 1.0, "1"])
def test_entity_search_rejects_hops_that_are_not_small_integers(hops: Any) -> None:
    with pytest.raises(ValueError, match="hops"):
        cypher.entity_search_query(["x"], RecordFilter(user_id="u"), hops, 5)


def test_entity_search_is_none_without_names_or_room() -> None:
    flt = RecordFilter(user_id="u")
    assert cypher.entity_search_query([], flt, 1, 5) is None
    assert cypher.entity_search_query(["  ", "."], flt, 1, 5) is None
    assert cypher.entity_search_query(["x"], flt, 1, 0) is None


def test_entity_counts_normalise_names_and_apply_the_filter() -> None:
    query = cypher.entity_counts_query(
        [" Alice ", "alice", INJECTION], RecordFilter(user_id="u", agent_id="a")
    )

    assert query is not None
    text, params = query
    assert params["origins"] == ["alice", "detach delete n //"]
    assert "r.user_id = $f_user_id AND r.agent_id = $f_agent_id" in text
    assert "count(DISTINCT r)" in text and "alice" not in text
    assert cypher.entity_counts_query([" ", ""], RecordFilter(user_id="u")) is None


def test_list_entities_is_scoped_by_a_parameter() -> None:
    assert_only_in_params(cypher.list_entities_query(INJECTION), INJECTION)


# -- schema ---------------------------------------------------------------------------------------------


def test_schema_is_idempotent_and_indexes_every_filter_property() -> None:
    statements = cypher.schema_statements()

    assert all("IF NOT EXISTS" in statement for statement in statements)
    joined = "\n".join(statements)
    assert "REQUIRE r.id IS UNIQUE" in joined and "REQUIRE e.name IS UNIQUE" in joined
    for prop in ("user_id", "status", "kind", "event_type", "occurred_at", "session_id", "agent_id"):
        assert f"ON (r.{prop})" in joined
    (fulltext,) = [s for s in statements if "FULLTEXT" in s]
    assert cypher.FULLTEXT_INDEX in fulltext and "[r.search_text, r.owner]" in fulltext
    assert f"'{cypher.FULLTEXT_ANALYZER}'" in fulltext and "eventually_consistent`: false" in fulltext


def test_wipe_only_touches_the_store_labels() -> None:
    text, params = cypher.wipe_query()
    assert params == {
        "labels": [
            "Record",
            "Entity",
            "Alias",
            "Meta",
            "TokenVectors",
            "TokenDf",
            "ForgottenSource",
            "HindsightCounter",
            "HindsightWriteLock",
            "SaidAgain",
        ]
    }
    assert "DETACH DELETE n" in text


def test_json_column_round_trips_the_record() -> None:
    rec = record(text="x", metadata={"nested": {"a": [1, None]}})
    props = cypher.record_properties(rec, rec.model_dump_json())
    assert MemoryRecord.model_validate(json.loads(props["json"])) == rec


def test_update_state_query_sets_only_state_and_keeps_user_text_in_parameters() -> None:
    hostile = record(text='x"}) DETACH DELETE n //', status="forgotten")
    query, params = cypher.update_state_query([hostile], ["{}"])
    assert "DETACH" not in query and "search_text" not in query and "MENTIONS" not in query
    assert params["rows"] == [
        {
            "id": hostile.id,
            "status": "forgotten",
            "occurred_at": hostile.occurred_at.timestamp(),
            "json": "{}",
            "sessions": None,
        }
    ]


@pytest.mark.parametrize(
    ("version", "old"),
    [("5.15.0", True), ("5.22.9", True), ("4.4.30", True), ("5.23.0", False), ("5.26.3-aura", False),
     ("2025.01.0", False), ("2026.08.1", False), ("dev", False)],
)  # fmt: skip
def test_server_versions_older_than_scoped_subqueries_are_too_old(version: str, old: bool) -> None:
    assert cypher.too_old(version) is old
