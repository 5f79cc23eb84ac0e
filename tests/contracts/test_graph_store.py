"""The GraphStore contract: every backend must pass these, through the protocol (plus declared capabilities)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, Protocol

import pytest

from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation, Scope
from hindsight_core.stores.protocols import GraphStore

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


class EntityAliasStore(Protocol):
    """What a backend declaring the ``entity_aliases`` capability adds to the protocol."""

    async def upsert_entities(self, entities: Sequence[Entity]) -> None: ...


def make(user: str = "alice", text: str = "a fact", *, minutes: int = 0, **fields: Any) -> MemoryRecord:
    scope = Scope(
        user_id=user,
        agent_id=fields.pop("agent_id", None),
        session_id=fields.pop("session_id", None),
        task_id=fields.pop("task_id", None),
    )
    fields.setdefault("occurred_at", T0 + timedelta(minutes=minutes))
    fields.setdefault("recorded_at", T0 + timedelta(minutes=minutes))
    return MemoryRecord(text=text, scope=scope, **fields)


def ids(hits: list[tuple[str, float]]) -> list[str]:
    return [record_id for record_id, _ in hits]


def record_ids(records: list[MemoryRecord]) -> list[str]:
    return [record.id for record in records]


async def test_implements_the_protocol(graph_store: GraphStore) -> None:
    assert isinstance(graph_store, GraphStore)
    assert isinstance(graph_store.name, str) and graph_store.name
    assert isinstance(graph_store.capabilities, frozenset)
    assert {"keyword_search", "entity_graph"} <= graph_store.capabilities


async def test_every_field_survives_a_round_trip(graph_store: GraphStore) -> None:
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


async def test_defaults_round_trip(graph_store: GraphStore) -> None:
    record = MemoryRecord(text="A minimal record", scope=Scope(user_id="alice"))
    await graph_store.upsert_records([record])
    assert await graph_store.get_records([record.id]) == [record]


async def test_get_records_keeps_the_order_asked_and_skips_unknown_ids(graph_store: GraphStore) -> None:
    a, b, c = make(text="first"), make(text="second"), make(text="third")
    await graph_store.upsert_records([a, b, c])

    got = await graph_store.get_records([c.id, "no-such-id", a.id, b.id])

    assert record_ids(got) == [c.id, a.id, b.id]
    assert await graph_store.get_records([]) == []


async def test_upsert_replaces_the_record_its_mentions_and_its_keywords(graph_store: GraphStore) -> None:
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


async def test_upsert_replaces_the_relations_of_a_record(graph_store: GraphStore) -> None:
    flt = RecordFilter(user_id="alice")
    hub = make(text="Service api uses the cache", entities=["api"])
    target = make(text="The cache runs Redis", entities=["redis"])
    await graph_store.upsert_records(
        [hub, target], [Relation(source="api", target="redis", record_id=hub.id)]
    )
    assert ids(await graph_store.entity_search(["api"], flt, hops=1)) == [hub.id, target.id]

    await graph_store.upsert_records([hub])  # same record, no relation this time

    assert ids(await graph_store.entity_search(["api"], flt, hops=1)) == [hub.id]


async def test_filters_select_by_every_field(graph_store: GraphStore) -> None:
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
    assert await listed(statuses=("active", "pending")) == active | {pending.id}
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


async def test_list_records_order_limit_offset(graph_store: GraphStore) -> None:
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


async def test_count_records(graph_store: GraphStore) -> None:
    await graph_store.upsert_records(
        [make("alice"), make("alice", status="pending"), make("bob"), make("bob", kind="semantic")]
    )

    assert await graph_store.count_records() == 4
    assert await graph_store.count_records(None) == 4
    assert await graph_store.count_records(RecordFilter(user_id="alice")) == 1
    assert await graph_store.count_records(RecordFilter(user_id="alice", statuses=("active", "pending"))) == 2
    assert await graph_store.count_records(RecordFilter(user_id="bob", kinds=("semantic",))) == 1
    assert await graph_store.count_records(RecordFilter(user_id="carol")) == 0


async def test_scopes_never_leak(graph_store: GraphStore) -> None:
    alice = make("alice", text="Alice keeps her notes in Obsidian", entities=["Obsidian", "notes"])
    # alice's record links obsidian and vim; bob must not reach his vim record through it
    alice_link = make("alice", text="Alice writes Obsidian plugins in Vim", entities=["Obsidian", "Vim"])
    bob = make("bob", text="Bob keeps his notes in Obsidian too", entities=["Obsidian"])
    bob_vim = make("bob", text="Bob edits code in Vim", entities=["Vim"])
    await graph_store.upsert_records([alice, alice_link, bob, bob_vim])
    flt = RecordFilter(user_id="bob")

    assert set(record_ids(await graph_store.list_records(flt))) == {bob.id, bob_vim.id}
    assert ids(await graph_store.keyword_search("Alice notes Obsidian", flt, 10)) == [bob.id]
    assert ids(await graph_store.entity_search(["obsidian"], flt, hops=2)) == [bob.id]
    assert ids(await graph_store.entity_search(["notes"], flt, hops=2)) == []
    assert await graph_store.keyword_search("obsidian", RecordFilter(user_id="carol"), 10) == []
    assert {entity.name for entity in await graph_store.list_entities("bob")} == {"obsidian", "vim"}


async def test_keyword_search_stems_english(graph_store: GraphStore) -> None:
    preference = make(text="The user stated a preference for dark themes")
    runs = make(text="The nightly job runs backups at 2am")
    unrelated = make(text="Lunch was a sandwich")
    await graph_store.upsert_records([preference, runs, unrelated])
    flt = RecordFilter(user_id="alice")

    assert ids(await graph_store.keyword_search("What are my preferences?", flt, 10)) == [preference.id]
    assert ids(await graph_store.keyword_search("when is it running", flt, 10)) == [runs.id]


async def test_keyword_search_finds_chinese_and_rejects_unrelated_chinese(graph_store: GraphStore) -> None:
    database = make(text="用户习惯用 PostgreSQL 数据库", entities=["PostgreSQL"])
    weather = make(text="用户喜欢晴朗的早晨去跑步")
    await graph_store.upsert_records([database, weather])
    flt = RecordFilter(user_id="alice")

    assert ids(await graph_store.keyword_search("你习惯用什么数据库", flt, 10)) == [database.id]
    assert await graph_store.keyword_search("明天股票价格多少", flt, 10) == []
    assert ids(await graph_store.keyword_search("postgresql", flt, 10)) == [database.id]


async def test_keyword_search_ranks_better_matches_first_and_respects_k(graph_store: GraphStore) -> None:
    both = make(text="Deploy the billing service with Terraform")
    one = make(text="The billing report is monthly")
    other = make(text="Unrelated note about lunch")
    await graph_store.upsert_records([one, other, both])
    flt = RecordFilter(user_id="alice")

    hits = await graph_store.keyword_search("billing terraform", flt, 10)

    assert ids(hits) == [both.id, one.id]
    assert hits[0][1] > hits[1][1]
    assert ids(await graph_store.keyword_search("billing terraform", flt, 1)) == [both.id]


async def test_keyword_search_filters_and_empty_queries(graph_store: GraphStore) -> None:
    active = make(text="Redis is the cache", agent_id="ops")
    pending = make(text="Redis might be replaced", status="pending", agent_id="ops")
    other_agent = make(text="Redis cluster has three nodes", agent_id="dev")
    await graph_store.upsert_records([active, pending, other_agent])

    flt = RecordFilter(user_id="alice", agent_id="ops")
    assert ids(await graph_store.keyword_search("redis", flt, 10)) == [active.id]
    all_statuses = RecordFilter(user_id="alice", statuses=("active", "pending"))
    assert set(ids(await graph_store.keyword_search("redis", all_statuses, 10))) == {
        active.id,
        pending.id,
        other_agent.id,
    }
    assert await graph_store.keyword_search("", flt, 10) == []
    assert await graph_store.keyword_search("the and of", flt, 10) == []
    assert await graph_store.keyword_search("  ?! ", flt, 10) == []


async def test_keyword_search_treats_query_syntax_as_plain_text(graph_store: GraphStore) -> None:
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


async def test_entity_search_expands_one_and_two_hops(graph_store: GraphStore) -> None:
    r1 = make(text="Project Apollo uses service Billing", entities=["Apollo", "Billing"], minutes=1)
    r2 = make(text="Billing stores data in Postgres", entities=["Billing", "Postgres"], minutes=2)
    r3 = make(text="Postgres runs on host db1", entities=["Postgres", "db1"], minutes=3)
    await graph_store.upsert_records([r1, r2, r3])
    flt = RecordFilter(user_id="alice")

    assert ids(await graph_store.entity_search(["Apollo"], flt, hops=0)) == [r1.id]
    one_hop = await graph_store.entity_search(["Apollo"], flt, hops=1)
    assert ids(one_hop) == [r1.id, r2.id]
    assert one_hop[0][1] > one_hop[1][1]
    two_hops = await graph_store.entity_search(["apollo"], flt, hops=2)
    assert ids(two_hops) == [r1.id, r2.id, r3.id]
    assert two_hops[1][1] > two_hops[2][1]
    assert ids(await graph_store.entity_search(["Apollo"], flt, hops=2, k=2)) == [r1.id, r2.id]


async def test_entity_search_follows_explicit_relations(graph_store: GraphStore) -> None:
    owner = make(text="Team Falcon owns the checkout flow", entities=["Falcon"])
    checkout = make(text="Checkout flow calls Stripe", entities=["checkout flow", "Stripe"])
    relation = Relation(source="Falcon", target="Checkout Flow", type="owns", record_id=owner.id)
    await graph_store.upsert_records([owner, checkout], [relation])
    flt = RecordFilter(user_id="alice")

    assert ids(await graph_store.entity_search(["falcon"], flt, hops=1)) == [owner.id, checkout.id]
    # edges are followed both ways
    assert ids(await graph_store.entity_search(["checkout flow"], flt, hops=1)) == [checkout.id, owner.id]


async def test_entity_search_sums_matches_and_normalises_names(graph_store: GraphStore) -> None:
    both = make(text="Anna and Ben pair on the parser", entities=["Anna", "Ben"])
    anna = make(text="Anna reviews the lexer", entities=["Anna"])
    other = make(text="Carl writes docs", entities=["Carl"])
    await graph_store.upsert_records([anna, other, both])
    flt = RecordFilter(user_id="alice")

    hits = await graph_store.entity_search(["  ANNA ", "ben"], flt, hops=0)

    assert ids(hits) == [both.id, anna.id]
    assert hits[0][1] > hits[1][1]
    assert await graph_store.entity_search(["nobody"], flt, hops=2) == []
    assert await graph_store.entity_search([], flt) == []


async def test_entity_search_only_walks_through_visible_records(graph_store: GraphStore) -> None:
    bridge = make(text="Zed links to Yak", entities=["Zed", "Yak"], status="forgotten")
    zed = make(text="Zed is a compiler", entities=["Zed"])
    yak = make(text="Yak is a shaver", entities=["Yak"])
    await graph_store.upsert_records([bridge, zed, yak])

    assert ids(await graph_store.entity_search(["zed"], RecordFilter(user_id="alice"), hops=2)) == [zed.id]
    everything = RecordFilter(user_id="alice", statuses=("active", "forgotten"))
    assert set(ids(await graph_store.entity_search(["zed"], everything, hops=1))) == {
        bridge.id,
        zed.id,
        yak.id,
    }


async def test_delete_removes_records_everywhere(graph_store: GraphStore) -> None:
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


async def test_setup_is_idempotent_and_keeps_data(graph_store: GraphStore) -> None:
    record = make(text="Survives a second setup", entities=["setup"])
    await graph_store.upsert_records([record])
    await graph_store.set_meta("embedding_model", "hash-64")

    await graph_store.setup()
    await graph_store.setup()

    assert await graph_store.get_records([record.id]) == [record]
    assert await graph_store.get_meta("embedding_model") == "hash-64"
    assert ids(await graph_store.keyword_search("second setup", RecordFilter(user_id="alice"), 5)) == [
        record.id
    ]


async def test_meta_get_set_overwrite(graph_store: GraphStore) -> None:
    assert await graph_store.get_meta("missing-key") is None
    await graph_store.set_meta("embedder", "minilm-384")
    assert await graph_store.get_meta("embedder") == "minilm-384"
    await graph_store.set_meta("embedder", "openai-1536")
    assert await graph_store.get_meta("embedder") == "openai-1536"


async def test_all_record_ids_spans_every_scope(graph_store: GraphStore) -> None:
    records = [make("alice"), make("bob", status="archived"), make("carol", kind="semantic")]
    await graph_store.upsert_records(records)

    assert sorted(await graph_store.all_record_ids()) == sorted(record_ids(records))


async def test_list_entities_is_per_user(graph_store: GraphStore) -> None:
    await graph_store.upsert_records(
        [
            make("alice", text="Alice uses Neovim and tmux", entities=["Neovim", "tmux"]),
            make("bob", text="Bob uses Emacs", entities=["Emacs"]),
        ]
    )

    entities = await graph_store.list_entities("alice")

    assert all(isinstance(entity, Entity) for entity in entities)
    assert sorted(entity.name for entity in entities) == ["neovim", "tmux"]
    assert {entity.display_name for entity in entities} == {"Neovim", "tmux"}
    assert await graph_store.list_entities("nobody") == []


async def test_entity_aliases_when_declared(graph_store: GraphStore) -> None:
    if "entity_aliases" not in graph_store.capabilities:
        pytest.skip(f"{graph_store.name} does not declare entity_aliases")
    aliases: EntityAliasStore = graph_store  # type: ignore[assignment]
    record = make(text="The user runs PostgreSQL 16", entities=["PostgreSQL"])
    await graph_store.upsert_records([record])
    await aliases.upsert_entities(
        [Entity(name="PostgreSQL", display_name="PostgreSQL", aliases=["Postgres"], type="database")]
    )
    # aliases merge, duplicates (once normalised) collapse, and a missing type keeps the stored one
    await aliases.upsert_entities(
        [Entity(name="postgresql", display_name="PostgreSQL", aliases=["PG", "postgres "])]
    )
    flt = RecordFilter(user_id="alice")

    assert await graph_store.entity_search(["pg"], flt, hops=0) == [(record.id, 1.0)]
    assert await graph_store.entity_search([" Postgres"], flt, hops=0) == [(record.id, 1.0)]
    (entity,) = await graph_store.list_entities("alice")
    assert (entity.name, entity.display_name, entity.type) == ("postgresql", "PostgreSQL", "database")
    assert sorted(entity.aliases) == ["PG", "Postgres"]


async def test_entity_counts_are_per_visible_records(graph_store: GraphStore) -> None:
    await graph_store.upsert_records(
        [
            make(text="Alice met Bob in Paris", entities=["Alice", "Bob", "Paris"]),
            make(text="Alice cooked pasta", entities=["Alice"], minutes=1),
            make(text="Alice forgot this", entities=["Alice", "Paris"], minutes=2, status="forgotten"),
            make("bob", text="Bob's own note about Alice", entities=["Alice"]),
        ]
    )
    flt = RecordFilter(user_id="alice")
    counts = await graph_store.entity_counts([" alice ", "PARIS", "Bob", "Tokyo"], flt)
    assert counts == {"alice": 2, "paris": 1, "bob": 1}
    assert await graph_store.entity_counts([], flt) == {}
    everything = RecordFilter(user_id="alice", statuses=("active", "forgotten"))
    assert (await graph_store.entity_counts(["Paris"], everything)) == {"paris": 2}


async def test_update_state_keeps_text_index_mentions_and_relations(graph_store: GraphStore) -> None:
    first = make(text="Alice adopted a greyhound", entities=["Alice", "Greyhound"])
    other = make(text="Greyhound racing in Dublin", entities=["Greyhound", "Dublin"], minutes=1)
    await graph_store.upsert_records(
        [first, other], [Relation(source="Greyhound", target="Dublin", type="seen_in", record_id=other.id)]
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


async def test_graph_walk_skips_hub_neighbours(graph_store: GraphStore) -> None:
    """A neighbour most of the user's records mention (their own name) is not walked through: one hop would
    otherwise pull in nearly every record."""
    own = [make(text=f"Me did thing {i}", entities=["Me", f"thing {i}"], minutes=i) for i in range(30)]
    quinn = make(text="Me met Quinn over tea", entities=["Me", "Quinn", "tea"], minutes=40)
    tea = make(text="Tea from Kyoto", entities=["tea", "Kyoto"], minutes=41)
    await graph_store.upsert_records([*own, quinn, tea])
    found = ids(await graph_store.entity_search(["quinn"], RecordFilter(user_id="alice"), hops=1, k=100))
    assert found == [quinn.id, tea.id]


async def test_graph_walk_keeps_the_most_co_mentioned_neighbours(graph_store: GraphStore) -> None:
    from hindsight_core.stores.sqlite_query import NEIGHBOUR_FANOUT

    extra = NEIGHBOUR_FANOUT + 2
    links = [make(text=f"Hubless and n{i}", entities=["hubless", f"n{i}"], minutes=i) for i in range(extra)]
    twice = make(text="Hubless and n0 again", entities=["hubless", "n0"], minutes=30)
    only = [make(text=f"n{i} alone", entities=[f"n{i}"], minutes=40 + i) for i in range(extra)]
    await graph_store.upsert_records([*links, twice, *only])
    found = set(
        ids(await graph_store.entity_search(["hubless"], RecordFilter(user_id="alice"), hops=1, k=100))
    )
    assert {r.id for r in [*links, twice]} <= found
    reached = [r for r in only if r.id in found]
    assert len(reached) == NEIGHBOUR_FANOUT
    assert only[0] in reached  # n0 is co-mentioned twice: kept first; ties go by name
