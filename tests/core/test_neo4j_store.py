"""Neo4j-specific behaviour on a real server (``eval "$(scripts/services start)"``).

The shared behaviour is the GraphStore contract suite (tests/contracts); these tests cover what only the
server backend has: its schema, its Lucene analysis of Chinese, that a hard delete leaves no node, and its
connection errors. Every test works in its own user scope, so it never disturbs other data on the server.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import neo4j
import pytest

from hindsight_core.errors import ConfigError, StoreError, StoreUnavailableError, UserError
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation, Scope
from hindsight_core.stores import cypher
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.stores.protocols import TokenVectorsItem
from hindsight_core.stores.sqlite_query import KEYWORD_TEXT_VERSION
from tests.conftest import neo4j_env

pytestmark = pytest.mark.neo4j


@pytest.fixture
async def store() -> AsyncIterator[Neo4jGraphStore]:
    uri, user, password = neo4j_env()
    async with Neo4jGraphStore(uri, user=user, password=password) as opened:
        yield opened


@pytest.fixture
def user() -> str:
    return f"user-{uuid.uuid4().hex}"


async def run(query: str, **params: Any) -> list[dict[str, Any]]:
    """A raw query, to look at the graph as Neo4j holds it."""
    uri, user, password = neo4j_env()
    async with neo4j.AsyncGraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        result = await driver.execute_query(query, params)
    return [record.data() for record in result.records]


async def schema_names() -> tuple[set[str], dict[str, dict[str, Any]]]:
    constraints = {row["name"] for row in await run("SHOW CONSTRAINTS YIELD name RETURN name")}
    rows = await run("SHOW INDEXES YIELD name, type, state, options RETURN name, type, state, options")
    return constraints, {row["name"]: row for row in rows}


async def test_setup_creates_the_schema_once(store: Neo4jGraphStore) -> None:
    constraints, indexes = await schema_names()

    assert {"hindsight_record_id", "hindsight_entity_name", "hindsight_meta_key"} <= constraints
    for prop in cypher.INDEXED_RECORD_PROPERTIES:
        assert indexes[f"hindsight_record_{prop}"]["type"] == "RANGE"
    assert indexes["hindsight_related_record_id"]["type"] == "RANGE"
    fulltext = indexes[cypher.FULLTEXT_INDEX]
    assert fulltext["type"] == "FULLTEXT" and fulltext["state"] == "ONLINE"
    assert fulltext["options"]["indexConfig"]["fulltext.analyzer"] == cypher.FULLTEXT_ANALYZER

    uri, user, password = neo4j_env()
    async with Neo4jGraphStore(uri, user=user, password=password) as again:
        await again.setup()

    assert await schema_names() == (constraints, indexes)


async def test_cjk_analyzer_is_available(store: Neo4jGraphStore) -> None:
    rows = await run("CALL db.index.fulltext.listAvailableAnalyzers() YIELD analyzer RETURN analyzer")
    analyzers = {row["analyzer"] for row in rows}
    assert {"cjk", "english", cypher.FULLTEXT_ANALYZER} <= analyzers


async def test_chinese_keyword_search_matches_bigrams_then_characters_and_ranks(
    store: Neo4jGraphStore, user: str
) -> None:
    both = MemoryRecord(text="用户决定把数据库迁移到 PostgreSQL 集群", scope=Scope(user_id=user))
    one = MemoryRecord(text="数据库备份每天凌晨执行", scope=Scope(user_id=user))
    single_char = MemoryRecord(text="他据理力争", scope=Scope(user_id=user))  # shares 据, not a bigram
    await store.upsert_records([both, one, single_char])
    flt = RecordFilter(user_id=user)

    hits = await store.keyword_search("数据库迁移", flt, 10)

    # a shared character alone (a one-character word elsewhere) is the weakest match, after every bigram one
    assert [record_id for record_id, _ in hits] == [both.id, one.id, single_char.id]
    assert hits[0][1] > hits[1][1] > hits[2][1]
    mixed = await store.keyword_search("迁移 postgresql", flt, 10)
    assert [record_id for record_id, _ in mixed] == [both.id]


async def test_hard_delete_leaves_no_node_behind(store: Neo4jGraphStore, user: str) -> None:
    tag = uuid.uuid4().hex[:8]
    shared, private = f"grafana-{tag}", f"secret-person-{tag}"
    keep = MemoryRecord(text="Keep the dashboard", entities=[shared], scope=Scope(user_id=user))
    gone = MemoryRecord(text="Private note", entities=[shared, private], scope=Scope(user_id=user))
    await store.upsert_records([keep, gone], [Relation(source=private, target="x-" + tag, record_id=gone.id)])

    assert await store.delete_records([gone.id]) == 1

    assert await run("MATCH (r:Record {id: $id}) RETURN r", id=gone.id) == []
    assert await run("MATCH ()-[rel:RELATED {record_id: $id}]->() RETURN rel", id=gone.id) == []
    names = {
        row["name"]
        for row in await run("MATCH (e:Entity) WHERE e.name ENDS WITH $tag RETURN e.name AS name", tag=tag)
    }
    assert names == {shared}  # the names only the deleted record held are gone; the shared one stays
    assert [record.id for record in await store.list_records(RecordFilter(user_id=user))] == [keep.id]


async def test_hard_delete_leaves_no_token_count_naming_what_was_forgotten(
    store: Neo4jGraphStore, user: str
) -> None:
    keep, gone = (
        MemoryRecord(text="keep", scope=Scope(user_id=user)),
        MemoryRecord(text="gone", scope=Scope(user_id=user)),
    )
    await store.upsert_records([keep, gone])
    await store.put_token_vectors(
        [TokenVectorsItem(keep.id, user, [11, 12], b"k"), TokenVectorsItem(gone.id, user, [12, 4242], b"g")]
    )
    await store.delete_records([gone.id])
    rows = await run("MATCH (d:TokenDf {user_id: $u}) RETURN d.token AS t, d.df AS df", u=user)
    assert {row["t"]: row["df"] for row in rows} == {11: 1, 12: 1, -1: 1}  # 4242 only the forgotten one held
    await store.delete_records([keep.id])
    assert await run("MATCH (d:TokenDf {user_id: $u}) RETURN d", u=user) == []


async def test_replacing_a_record_drops_entities_it_alone_named(store: Neo4jGraphStore, user: str) -> None:
    tag = uuid.uuid4().hex[:8]
    record = MemoryRecord(text="Deploys on k8s", entities=[f"kube-{tag}"], scope=Scope(user_id=user))
    await store.upsert_records([record])

    await store.upsert_records([record.model_copy(update={"entities": [f"nomad-{tag}"]})])

    rows = await run("MATCH (e:Entity) WHERE e.name ENDS WITH $tag RETURN e.name AS name", tag=tag)
    assert [row["name"] for row in rows] == [f"nomad-{tag}"]


async def plan_details(query: str, **params: Any) -> list[str]:
    """What each operator of ``query``'s plan reads ("r:Record": every record on the server). The plan's shape
    is the planner's to choose by its statistics; what it reads follows from the pattern."""
    uri, user, password = neo4j_env()
    async with neo4j.AsyncGraphDatabase.driver(uri, auth=(user, password) if password else None) as driver:
        summary = (await driver.execute_query("EXPLAIN " + query, params)).summary
    details, plans = [], [summary.plan]
    while plans:
        plan = plans.pop()
        details.append(str(plan["args"].get("Details", "")))
        plans.extend(plan.get("children", []))
    return details


async def test_the_records_said_again_are_read_by_their_label_not_from_every_record(
    store: Neo4jGraphStore, user: str
) -> None:
    """Opening a store upgraded to the sessions list listed the records said in several sessions by reading every
    record node on the server (a scan of all users' records, 1,500 db hits for 2 rows); it reads the SaidAgain
    label now, which every write gives exactly the records with ``sessions``."""
    heard = {SOURCE_CONVERSATIONS: ["session:s1@2026-01-05", "session:s2@2026-01-12"]}
    merged = MemoryRecord(
        text="Alice prefers PostgreSQL", scope=Scope(user_id=user, session_id="s1"), metadata=heard
    )
    single = MemoryRecord(text="Alice drinks tea", scope=Scope(user_id=user, session_id="s1"))
    await store.upsert_records([merged, single])

    query, params = cypher.said_again_ids_query()
    ids = [row["id"] for row in await run(query, **params)]
    assert merged.id in ids and single.id not in ids
    assert ids == sorted(ids)
    assert not [d for d in await plan_details(query, **params) if ":Record" in d]


async def test_aliases_find_an_entity_and_survive_record_deletes(store: Neo4jGraphStore, user: str) -> None:
    tag = uuid.uuid4().hex[:8]
    name = f"postgresql-{tag}"
    record = MemoryRecord(text="Uses PostgreSQL", entities=[name], scope=Scope(user_id=user))
    await store.upsert_records([record])
    await store.upsert_entities(
        [Entity(name=name, display_name="PostgreSQL", aliases=[f"PG-{tag}"], type="db")]
    )
    await store.upsert_entities([Entity(name=name, display_name="PostgreSQL", aliases=[f"postgres-{tag}"])])
    flt = RecordFilter(user_id=user)

    assert await store.entity_search([f"pg-{tag}"], flt) == [(record.id, 1.0)]
    assert await store.entity_search([f"Postgres-{tag}"], flt) == [(record.id, 1.0)]
    (entity,) = await store.list_entities(user)
    assert (entity.type, sorted(entity.aliases)) == ("db", sorted([f"PG-{tag}", f"postgres-{tag}"]))

    await store.delete_records([record.id])
    assert await run("MATCH (e:Entity {name: $name}) RETURN e.type AS type", name=name) == [{"type": "db"}]


async def test_injected_text_is_stored_as_data(store: Neo4jGraphStore, user: str) -> None:
    payload = "}) DETACH DELETE n // ' \" \\ $x"
    record = MemoryRecord(text=payload, entities=[payload], scope=Scope(user_id=user, agent_id=payload))
    await store.upsert_records([record])

    assert await store.get_records([record.id]) == [record]
    flt = RecordFilter(user_id=user, agent_id=payload)
    assert await store.count_records(flt) == 1
    assert [hit[0] for hit in await store.keyword_search(payload, flt, 5)] == [record.id]
    assert [hit[0] for hit in await store.entity_search([payload], flt)] == [record.id]
    await store.set_meta(payload, payload)
    assert await store.get_meta(payload) == payload


async def test_a_relation_to_an_unknown_record_writes_nothing(store: Neo4jGraphStore, user: str) -> None:
    record = MemoryRecord(text="Half a batch", scope=Scope(user_id=user))

    with pytest.raises(UserError, match="neither in this batch nor stored"):
        await store.upsert_records([record], [Relation(source="a", target="b", record_id="no-such-record")])

    assert await store.get_records([record.id]) == []


async def test_hops_out_of_range_is_a_user_error(store: Neo4jGraphStore, user: str) -> None:
    with pytest.raises(UserError, match="hops"):
        await store.entity_search(["x"], RecordFilter(user_id=user), hops=4)


async def test_wrong_password_fails_fast_with_what_to_check() -> None:
    uri, user, _ = neo4j_env()
    store = Neo4jGraphStore(uri, user=user, password="definitely-not-the-password")
    started = time.monotonic()

    with pytest.raises(StoreUnavailableError, match="HINDSIGHT_NEO4J_PASSWORD") as caught:
        await store.setup()

    assert time.monotonic() - started < 10
    assert caught.value.backend == "neo4j" and "scripts/services start" in str(caught.value)
    await store.close()


async def test_unreachable_server_fails_fast_with_what_to_check() -> None:
    store = Neo4jGraphStore("bolt://127.0.0.1:9", password="whatever-123")
    started = time.monotonic()

    with pytest.raises(StoreUnavailableError, match="cannot reach Neo4j at bolt://127.0.0.1:9"):
        await store.setup()

    assert time.monotonic() - started < 10


async def test_bad_uri_and_use_before_setup_are_explained() -> None:
    with pytest.raises(ConfigError, match="bolt://HOST:7687"):
        await Neo4jGraphStore("redis://127.0.0.1:6379").setup()
    with pytest.raises(StoreUnavailableError, match=r"await store.setup\(\) first"):
        await Neo4jGraphStore("bolt://127.0.0.1:7687").count_records()


async def test_unknown_database_is_explained() -> None:
    uri, user, password = neo4j_env()
    store = Neo4jGraphStore(uri, user=user, password=password, database="no-such-database")

    with pytest.raises(StoreUnavailableError, match="has no database 'no-such-database'"):
        await store.setup()
    await store.close()


async def test_a_server_too_old_for_the_queries_is_refused_with_what_to_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    uri, user, password = neo4j_env()
    store = Neo4jGraphStore(uri, user=user, password=password)

    async def old(*, edition: bool = False) -> str:
        return "5.15.0"

    monkeypatch.setattr(store, "_server_version", old)
    with pytest.raises(ConfigError, match=r"Neo4j 5\.15\.0 .* too old: hindsight needs Neo4j 5\.23 or later"):
        await store.setup()
    await store.close()
    # the real server (the tests run a current one) passes the check
    fresh = Neo4jGraphStore(uri, user=user, password=password)
    await fresh.setup()
    assert not cypher.too_old(await fresh._server_version())
    await fresh.close()


async def test_a_keyword_index_without_the_owner_token_is_rebuilt_on_setup(user: str) -> None:
    """A server written before the owner token (fulltext index on search_text only, records without
    ``owner``) is migrated by setup(): every record gets its owner and keyword search finds it again."""
    uri, neo_user, password = neo4j_env()
    records = [
        MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id=user)),
        MemoryRecord(text="The user prefers Redis for caching", scope=Scope(user_id=user)),
    ]
    async with Neo4jGraphStore(uri, user=neo_user, password=password) as first:
        await first.upsert_records(records)
    await run(f"DROP INDEX {cypher.FULLTEXT_INDEX}")
    await run(
        f"CREATE FULLTEXT INDEX {cypher.FULLTEXT_INDEX} FOR (r:Record) ON EACH [r.search_text] "
        "OPTIONS {indexConfig: {`fulltext.analyzer`: 'english', `fulltext.eventually_consistent`: false}}"
    )
    await run("MATCH (r:Record {user_id: $user}) REMOVE r.owner", user=user)
    await run("CALL db.awaitIndexes(120)")
    async with Neo4jGraphStore(uri, user=neo_user, password=password) as migrated:
        (row,) = await run(
            "SHOW FULLTEXT INDEXES YIELD name, properties WHERE name = $name RETURN properties",
            name=cypher.FULLTEXT_INDEX,
        )
        assert row["properties"] == ["search_text", "owner"]
        hits = await migrated.keyword_search("postgresql", RecordFilter(user_id=user), 5)
        assert [record_id for record_id, _ in hits] == [records[0].id]
        assert len(await migrated.keyword_search("prefers", RecordFilter(user_id=user), 5)) == 2
        await migrated.delete_records([r.id for r in records])


async def test_keyword_text_of_an_earlier_version_is_rewritten_on_setup(user: str) -> None:
    """A database whose records' search_text has no Chinese unigrams (version 1) gets them on setup, once."""
    uri, neo_user, password = neo4j_env()
    tea = MemoryRecord(text="王伟喜欢喝乌龙茶", scope=Scope(user_id=user))
    async with Neo4jGraphStore(uri, user=neo_user, password=password) as first:
        await first.upsert_records([tea])
    await run("MATCH (m:Meta {key: 'keyword_text_version'}) DELETE m")
    await run(
        "MATCH (r:Record {id: $id}) SET r.search_text = '王伟 伟喜 喜欢 欢喝 喝乌 乌龙 龙茶'", id=tea.id
    )
    async with Neo4jGraphStore(uri, user=neo_user, password=password) as migrated:
        await run("CALL db.awaitIndexes(120)")
        hits = await migrated.keyword_search("他喝什么茶", RecordFilter(user_id=user), 5)
        assert [record_id for record_id, _ in hits] == [tea.id]
        await migrated.delete_records([tea.id])
    (row,) = await run("MATCH (m:Meta {key: 'keyword_text_version'}) RETURN m.value AS value")
    assert row["value"] == KEYWORD_TEXT_VERSION


class _FailingSessions:
    """Wraps the driver: the first ``failures`` sessions raise ``error`` when a query runs."""

    def __init__(self, driver: Any, error: Exception, failures: int) -> None:
        self._driver, self._error, self.failures, self.opened = driver, error, failures, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._driver, name)

    def session(self, **config: Any) -> Any:
        self.opened += 1
        session = self._driver.session(**config)
        if self.opened <= self.failures:

            async def fail(*_: Any, **__: Any) -> Any:
                raise self._error

            session.run = fail
        return session


async def test_a_read_runs_in_one_auto_commit_round_trip_and_retries_what_the_driver_calls_retryable(
    store: Neo4jGraphStore, user: str
) -> None:
    record = MemoryRecord(text="Ann keeps her bike in the garage", scope=Scope(user_id=user))
    await store.upsert_records([record])
    driver = store._driver
    flaky = _FailingSessions(driver, neo4j.exceptions.SessionExpired("lost the session"), failures=2)
    store._driver = flaky  # type: ignore[assignment]
    try:
        assert [r.id for r in await store.get_records([record.id])] == [record.id]
        assert flaky.opened == 3  # two retryable failures, then the answer

        broken = _FailingSessions(driver, neo4j.exceptions.ClientError("not retryable"), failures=1)
        store._driver = broken  # type: ignore[assignment]
        with pytest.raises(StoreError, match="read records"):
            await store.get_records([record.id])
        assert broken.opened == 1  # not retried

        down = _FailingSessions(driver, neo4j.exceptions.ServiceUnavailable("gone"), failures=5)
        store._driver = down  # type: ignore[assignment]
        with pytest.raises(StoreUnavailableError):
            await store.get_records([record.id])
        assert down.opened == 3  # retried, then given up with a clear error
    finally:
        store._driver = driver
