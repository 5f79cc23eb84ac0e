"""The GraphStore contract: records, filters, keyword search, writes and the store's lifecycle. Every
backend passes it through the protocol alone (plus the methods its declared capabilities unlock).

:class:`GraphStoreContract` gathers this suite, the entity graph (:mod:`.graph_entities`), recall support
(:mod:`.graph_recall`, :mod:`.graph_context`), visibility (:mod:`.graph_visibility`), hard forgets'
tombstones (:mod:`.graph_forgets`) and the per-user write lock (:mod:`.graph_locks`); see :mod:`hindsight_core.testing.contracts` for how a backend runs it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest

from hindsight_core.errors import UserError
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter, Relation, Scope
from hindsight_core.stores.protocols import MAX_HOPS, GraphStore
from hindsight_core.testing.contracts.graph_context import GraphContextContract
from hindsight_core.testing.contracts.graph_entities import GraphEntitiesContract
from hindsight_core.testing.contracts.graph_forgets import GraphForgetsContract
from hindsight_core.testing.contracts.graph_locks import GraphWriteLockContract
from hindsight_core.testing.contracts.graph_recall import GraphRecallContract
from hindsight_core.testing.contracts.graph_visibility import GraphVisibilityContract
from hindsight_core.testing.contracts.support import (
    T0,
    GraphStoreFactory,
    GraphStoreFixtures,
    check_open_close_cycle,
    check_self_description,
    ids,
    make,
    record_ids,
)


class GraphRecordsContract(GraphStoreFixtures):
    """Records, filters, keyword search, writes and lifecycle."""

    async def test_implements_the_protocol_and_describes_itself(self, graph_store: GraphStore) -> None:
        await check_self_description(graph_store, GraphStore)

    async def test_a_store_not_open_says_so(self, graph_store_factory: GraphStoreFactory) -> None:
        await check_open_close_cycle(graph_store_factory(), lambda store: store.count_records())

    async def test_bad_input_is_refused_and_nothing_is_written(self, graph_store: GraphStore) -> None:
        flt = RecordFilter(user_id="alice")
        old = make(text="The original record", entities=["origin"])
        await graph_store.upsert_records([old])
        replacement = old.model_copy(update={"text": "A replacement"})
        fresh = make(text="A fresh record", minutes=1)
        broken = make(text="Cannot be serialised", metadata={"handle": object()})

        with pytest.raises(UserError, match="not JSON-serialisable"):
            await graph_store.upsert_records([replacement, fresh, broken])
        with pytest.raises(UserError, match="neither in this batch nor stored"):
            await graph_store.upsert_records([fresh], [Relation(source="a", target="b", record_id="ghost")])
        with pytest.raises(UserError, match="empty entity name"):
            await graph_store.upsert_records([fresh], [Relation(source=" ", target="b", record_id=fresh.id)])
        with pytest.raises(UserError, match="hops"):
            await graph_store.entity_search(["origin"], flt, hops=MAX_HOPS + 1)

        assert await graph_store.all_record_ids() == [old.id]
        assert await graph_store.get_records([old.id]) == [old]
        assert ids(await graph_store.keyword_search("original", flt, 5)) == [old.id]
        assert ids(await graph_store.entity_search(["origin"], flt)) == [old.id]

    async def test_every_field_survives_a_round_trip(self, graph_store: GraphStore) -> None:
        plus8 = timezone(timedelta(hours=8))
        record = MemoryRecord(
            kind="semantic",
            event_type="preference",
            text="The user prefers PostgreSQL over MySQL",
            entities=["PostgreSQL", "MySQL"],
            attributes={"subject": "user", "attribute": "database", "value": "PostgreSQL"},
            scope=Scope(user_id="alice", agent_id="coder", session_id="s1", task_id="t1"),
            occurred_at=datetime(2026, 2, 3, 20, 15, 30, 123456, tzinfo=plus8),
            recorded_at=datetime(2026, 2, 4, 1, 0, tzinfo=UTC),
            valid_from=datetime(2026, 2, 3, tzinfo=UTC),
            valid_to=datetime(2026, 12, 31, tzinfo=UTC),
            trace_id="trace-1",
            source_ids=["step-1", "step-2"],
            source_kind="model_inferred",
            confidence=0.85,
            strength=1.7,
            recall_count=3,
            last_recalled_at=datetime(2026, 2, 10, tzinfo=UTC),
            occurrences=4,
            ttl_days=30.5,
            expires_at=datetime(2026, 3, 10, tzinfo=UTC),
            status="pending",
            conflicts_with=["other-1"],
            superseded_by="newer-1",
            supporting_ids=["ep-1", "ep-2"],
            metadata={"tool": "psql", "nested": {"n": 1, "ok": True, "list": [1.5, "x", None]}},
        )
        await graph_store.upsert_records([record])

        (got,) = await graph_store.get_records([record.id])

        assert got == record
        assert got.model_dump() == record.model_dump()
        for value in (got.occurred_at, got.recorded_at, got.valid_from, got.last_recalled_at, got.expires_at):
            assert value is not None and value.tzinfo is not None

    async def test_defaults_round_trip(self, graph_store: GraphStore) -> None:
        record = MemoryRecord(text="A minimal record", scope=Scope(user_id="alice"))
        await graph_store.upsert_records([record])
        assert await graph_store.get_records([record.id]) == [record]

    async def test_get_records_keeps_the_order_asked_and_skips_unknown_ids(
        self, graph_store: GraphStore
    ) -> None:
        a, b, c = make(text="first"), make(text="second"), make(text="third")
        await graph_store.upsert_records([a, b, c])

        got = await graph_store.get_records([c.id, "no-such-id", a.id, b.id])

        assert record_ids(got) == [c.id, a.id, b.id]
        assert await graph_store.get_records([]) == []

    async def test_upsert_replaces_the_record_its_mentions_and_its_keywords(
        self, graph_store: GraphStore
    ) -> None:
        flt = RecordFilter(user_id="alice")
        original = make(text="The user deploys on Kubernetes", entities=["Kubernetes"])
        await graph_store.upsert_records([original])
        replaced = original.model_copy(update={"text": "The user deploys on Nomad", "entities": ["Nomad"]})

        await graph_store.upsert_records([replaced])

        assert await graph_store.get_records([original.id]) == [replaced]
        assert await graph_store.count_records(flt) == 1
        assert await graph_store.keyword_search("kubernetes", flt, 10) == []
        assert ids(await graph_store.keyword_search("nomad", flt, 10)) == [original.id]
        assert await graph_store.entity_search(["kubernetes"], flt) == []
        assert ids(await graph_store.entity_search(["nomad"], flt)) == [original.id]

    async def test_update_state_keeps_text_index_mentions_and_relations(
        self, graph_store: GraphStore
    ) -> None:
        first = make(text="Alice adopted a greyhound", entities=["Alice", "Greyhound"])
        other = make(text="Greyhound racing in Dublin", entities=["Greyhound", "Dublin"], minutes=1)
        await graph_store.upsert_records(
            [first, other],
            [Relation(source="Greyhound", target="Dublin", type="seen_in", record_id=other.id)],
        )
        later = T0 + timedelta(days=3)
        state = first.model_copy(
            update={"status": "archived", "strength": 0.4, "recall_count": 2, "last_recalled_at": later}
        )
        await graph_store.update_state([state, make(text="never stored")])
        (stored,) = await graph_store.get_records([first.id])
        assert stored == state, "the whole new state is stored"
        assert await graph_store.list_records(RecordFilter(user_id="alice")) == [other]
        archived = RecordFilter(user_id="alice", statuses=("archived",))
        assert ids(await graph_store.keyword_search("greyhound", archived, 5)) == [first.id]
        # the mentions are intact: Dublin -> (the other record's relation) -> Greyhound -> the archived record
        both = RecordFilter(user_id="alice", statuses=("active", "archived"))
        assert set(ids(await graph_store.entity_search(["Dublin"], both, hops=1))) == {first.id, other.id}
        assert await graph_store.count_records(None) == 2

    async def test_filters_select_by_every_field(self, graph_store: GraphStore) -> None:
        base = make(text="base", agent_id="coder", session_id="s1", minutes=0)
        other_agent = make(text="other agent", agent_id="writer", session_id="s1", minutes=1)
        other_session = make(text="other session", agent_id="coder", session_id="s2", minutes=2)
        pending = make(text="pending", status="pending", minutes=3)
        semantic = make(text="semantic", kind="semantic", minutes=4)
        decision = make(text="decision", event_type="decision", minutes=5)
        await graph_store.upsert_records([base, other_agent, other_session, pending, semantic, decision])

        async def listed(**flt: Any) -> set[str]:
            return set(record_ids(await graph_store.list_records(RecordFilter(user_id="alice", **flt))))

        active = {base.id, other_agent.id, other_session.id, semantic.id, decision.id}
        assert await listed() == active
        assert await listed(agent_id="coder") == {base.id, other_session.id}
        assert await listed(session_id="s1") == {base.id, other_agent.id}
        assert await listed(agent_id="coder", session_id="s1") == {base.id}
        assert await listed(statuses=("pending",)) == {pending.id}
        assert await listed(statuses=LIVE) == active | {pending.id}
        assert await listed(kinds=("semantic",)) == {semantic.id}
        assert await listed(kinds=("episodic",)) == active - {semantic.id}
        assert await listed(event_types=("decision",)) == {decision.id}
        assert await listed(event_types=("decision", "fact")) == active
        # since and until are inclusive bounds on occurred_at
        assert await listed(since=T0 + timedelta(minutes=2)) == {other_session.id, semantic.id, decision.id}
        assert await listed(until=T0 + timedelta(minutes=1)) == {base.id, other_agent.id}
        window = {"since": T0 + timedelta(minutes=1), "until": T0 + timedelta(minutes=2)}
        assert await listed(**window) == {other_agent.id, other_session.id}
        assert await listed(statuses=()) == set()

    async def test_a_record_said_again_in_another_session_is_found_from_each(
        self, graph_store: GraphStore
    ) -> None:
        """A statement said in s1, then again in s2, is one record (merged: rewritten with its conversations)
        that every read filtered by either session finds, and one filtered by a third does not."""
        said = make(text="Alice keeps a passport", session_id="s1", entities=["passport"])
        await graph_store.upsert_records([said])
        heard = {SOURCE_CONVERSATIONS: ["session:s1@2026-01-05", "session:s2@2026-01-06"]}
        await graph_store.upsert_records([said.model_copy(update={"occurrences": 2, "metadata": heard})])

        for session, found in (("s1", [said.id]), ("s2", [said.id]), ("s3", [])):
            flt = RecordFilter(user_id="alice", session_id=session)
            assert record_ids(await graph_store.list_records(flt)) == found, session
            assert await graph_store.count_records(flt) == len(found)
            assert ids(await graph_store.keyword_search("passport", flt, 5)) == found
            assert ids(await graph_store.entity_search(["passport"], flt)) == found
        # the state written alone (a reinforcement, a soft forget) keeps it found from both
        await graph_store.update_state(
            [said.model_copy(update={"occurrences": 2, "metadata": heard, "strength": 0.5})]
        )
        flt = RecordFilter(user_id="alice", session_id="s2")
        assert record_ids(await graph_store.list_records(flt)) == [said.id]

    async def test_records_this_version_writes_need_no_upgrade_of_their_vectors(
        self, graph_store: GraphStore
    ) -> None:
        """``upgraded_record_ids`` names only what an upgrade filled: once the vectors are said to have it,
        a record written since (its sessions with it) is not named, and saying it again changes nothing."""
        await graph_store.vectors_upgraded()
        heard = {SOURCE_CONVERSATIONS: ["session:s1@2026-01-05", "session:s2@2026-01-06"]}
        await graph_store.upsert_records(
            [make(text="Alice keeps a passport", session_id="s1", metadata=heard)]
        )
        assert await graph_store.upgraded_record_ids() is None
        await graph_store.vectors_upgraded()
        assert await graph_store.upgraded_record_ids() is None

    async def test_list_records_order_limit_offset(self, graph_store: GraphStore) -> None:
        late = make(text="late", minutes=10)
        early = make(text="early", minutes=0)
        # same occurred_at: recorded_at breaks the tie
        tie_first = make(text="tie one", minutes=5, recorded_at=T0 + timedelta(minutes=6))
        tie_second = make(text="tie two", minutes=5, recorded_at=T0 + timedelta(minutes=7))
        await graph_store.upsert_records([late, tie_second, early, tie_first])
        flt = RecordFilter(user_id="alice")
        oldest_first = [early.id, tie_first.id, tie_second.id, late.id]

        assert record_ids(await graph_store.list_records(flt)) == oldest_first
        assert record_ids(await graph_store.list_records(flt, newest_first=True)) == oldest_first[::-1]
        assert record_ids(await graph_store.list_records(flt, limit=2)) == oldest_first[:2]
        assert record_ids(await graph_store.list_records(flt, limit=2, offset=1)) == oldest_first[1:3]
        assert record_ids(await graph_store.list_records(flt, offset=3)) == oldest_first[3:]
        assert record_ids(await graph_store.list_records(flt, limit=1, newest_first=True)) == [late.id]

    async def test_records_of_one_turn_a_microsecond_apart_list_in_that_order(
        self, graph_store: GraphStore
    ) -> None:
        # the records one write makes of a turn share occurred_at and are stored a microsecond apart: a store
        # keeps that order (not the ids', which are random), whichever way it lists
        said = T0 + timedelta(days=400, hours=13, microseconds=123_456)
        made = [
            make(text=f"I finally graduated! ({n})", id=f"{9 - n}-record", occurred_at=said,
                 recorded_at=said + timedelta(microseconds=n))
            for n in range(4)
        ]  # fmt: skip
        await graph_store.upsert_records(made[::-1])
        flt = RecordFilter(user_id="alice")
        assert record_ids(await graph_store.list_records(flt)) == record_ids(made)
        assert record_ids(await graph_store.list_records(flt, newest_first=True)) == record_ids(made)[::-1]
        assert record_ids(await graph_store.list_records(flt, limit=2, offset=1)) == record_ids(made)[1:3]

    async def test_count_records(self, graph_store: GraphStore) -> None:
        await graph_store.upsert_records(
            [make("alice"), make("alice", status="pending"), make("bob"), make("bob", kind="semantic")]
        )

        assert await graph_store.count_records() == 4
        assert await graph_store.count_records(None) == 4
        assert await graph_store.count_records(RecordFilter(user_id="alice")) == 1
        assert await graph_store.count_records(RecordFilter(user_id="alice", statuses=LIVE)) == 2
        assert await graph_store.count_records(RecordFilter(user_id="bob", kinds=("semantic",))) == 1
        assert await graph_store.count_records(RecordFilter(user_id="carol")) == 0

    async def test_all_record_ids_spans_every_scope(self, graph_store: GraphStore) -> None:
        records = [make("alice"), make("bob", status="archived"), make("carol", kind="semantic")]
        await graph_store.upsert_records(records)

        assert sorted(await graph_store.all_record_ids()) == sorted(record_ids(records))

    async def test_delete_removes_records_everywhere(self, graph_store: GraphStore) -> None:
        keep = make(text="Keep the Grafana dashboard", entities=["Grafana"])
        gone = make(text="Grafana alerts go to PagerDuty", entities=["Grafana", "PagerDuty"])
        pager = make(text="PagerDuty escalates after ten minutes", entities=["PagerDuty"])
        await graph_store.upsert_records([keep, gone, pager])
        flt = RecordFilter(user_id="alice")

        assert await graph_store.delete_records([gone.id, "missing", gone.id]) == 1

        assert await graph_store.get_records([gone.id]) == []
        assert gone.id not in await graph_store.all_record_ids()
        assert set(record_ids(await graph_store.list_records(flt))) == {keep.id, pager.id}
        assert ids(await graph_store.keyword_search("alerts", flt, 10)) == []
        # the deleted record no longer links grafana to pagerduty
        assert ids(await graph_store.entity_search(["grafana"], flt, hops=2)) == [keep.id]
        assert await graph_store.delete_records([gone.id]) == 0
        assert await graph_store.delete_records([]) == 0

    async def test_setup_is_idempotent_and_keeps_data(self, graph_store: GraphStore) -> None:
        record = make(text="Survives a second setup", entities=["setup"])
        await graph_store.upsert_records([record])

        await graph_store.setup()
        await graph_store.setup()

        assert await graph_store.get_records([record.id]) == [record]
        assert ids(await graph_store.keyword_search("second setup", RecordFilter(user_id="alice"), 5)) == [
            record.id
        ]

    async def test_keyword_search_stems_english(self, graph_store: GraphStore) -> None:
        preference = make(text="The user stated a preference for dark themes")
        runs = make(text="The nightly job runs backups at 2am")
        unrelated = make(text="Lunch was a sandwich")
        await graph_store.upsert_records([preference, runs, unrelated])
        flt = RecordFilter(user_id="alice")

        assert ids(await graph_store.keyword_search("What are my preferences?", flt, 10)) == [preference.id]
        assert ids(await graph_store.keyword_search("when is it running", flt, 10)) == [runs.id]

    async def test_keyword_search_finds_chinese_and_rejects_unrelated_chinese(
        self, graph_store: GraphStore
    ) -> None:
        database = make(text="用户习惯用 PostgreSQL 数据库", entities=["PostgreSQL"])
        weather = make(text="用户喜欢晴朗的早晨去跑步")
        await graph_store.upsert_records([database, weather])
        flt = RecordFilter(user_id="alice")

        assert ids(await graph_store.keyword_search("你习惯用什么数据库", flt, 10)) == [database.id]
        assert await graph_store.keyword_search("明天股票价格多少", flt, 10) == []
        assert ids(await graph_store.keyword_search("postgresql", flt, 10)) == [database.id]

    async def test_keyword_search_finds_a_one_character_chinese_word(self, graph_store: GraphStore) -> None:
        """卖 / 茶 are words: the question 他卖什么 shares no bigram with 卖湘西腊肉, 喝什么茶 none with 喝乌龙茶."""
        shop = make(text="刘洋说：开了个淘宝店 卖湘西腊肉和剁辣椒")
        tea = make(text="王伟喜欢喝乌龙茶")
        other = make(text="周末一起去看电影吧")
        await graph_store.upsert_records([shop, tea, other])
        flt = RecordFilter(user_id="alice")

        assert ids(await graph_store.keyword_search("他卖什么东西？", flt, 10))[:1] == [shop.id]
        assert ids(await graph_store.keyword_search("王伟喝什么茶", flt, 10))[:1] == [tea.id]
        assert await graph_store.keyword_search("他们说了什么", flt, 10) == []  # no content character

    async def test_keyword_search_ranks_better_matches_first_and_respects_k(
        self, graph_store: GraphStore
    ) -> None:
        both = make(text="Deploy the billing service with Terraform")
        one = make(text="The billing report is monthly")
        other = make(text="Unrelated note about lunch")
        await graph_store.upsert_records([one, other, both])
        flt = RecordFilter(user_id="alice")

        hits = await graph_store.keyword_search("billing terraform", flt, 10)

        assert ids(hits) == [both.id, one.id]
        assert hits[0][1] > hits[1][1]
        assert ids(await graph_store.keyword_search("billing terraform", flt, 1)) == [both.id]

    async def test_keyword_search_filters_and_empty_queries(self, graph_store: GraphStore) -> None:
        active = make(text="Redis is the cache", agent_id="ops")
        pending = make(text="Redis might be replaced", status="pending", agent_id="ops")
        other_agent = make(text="Redis cluster has three nodes", agent_id="dev")
        await graph_store.upsert_records([active, pending, other_agent])

        flt = RecordFilter(user_id="alice", agent_id="ops")
        assert ids(await graph_store.keyword_search("redis", flt, 10)) == [active.id]
        all_statuses = RecordFilter(user_id="alice", statuses=LIVE)
        assert set(ids(await graph_store.keyword_search("redis", all_statuses, 10))) == {
            active.id,
            pending.id,
            other_agent.id,
        }
        assert await graph_store.keyword_search("", flt, 10) == []
        assert await graph_store.keyword_search("the and of", flt, 10) == []
        assert await graph_store.keyword_search("  ?! ", flt, 10) == []

    async def test_keyword_search_treats_query_syntax_as_plain_text(self, graph_store: GraphStore) -> None:
        record = make(text='The user said "NOT now" about the NEAR-term plan: title* (draft) AND OR')
        await graph_store.upsert_records([record])
        flt = RecordFilter(user_id="alice")

        for query in [
            '"unbalanced',
            "(draft",
            "title*",
            "NOT now",
            "plan: NEAR(x y)",
            "AND OR",
            "body:plan",
            "^x -y",
        ]:
            hits = await graph_store.keyword_search(query, flt, 10)
            assert ids(hits) in ([record.id], []), query
        assert ids(await graph_store.keyword_search("draft) OR (plan", flt, 10)) == [record.id]


class GraphStoreContract(
    GraphRecordsContract,
    GraphEntitiesContract,
    GraphRecallContract,
    GraphContextContract,
    GraphVisibilityContract,
    GraphForgetsContract,
    GraphWriteLockContract,
):
    """The whole GraphStore contract. Subclass it and provide a ``graph_store_factory`` fixture."""


__all__ = ["GraphRecordsContract", "GraphStoreContract"]
