"""The GraphStore contract, the entity graph: entity search and its bounded walk, entity counts, and the
entity catalogue of stores declaring ``Capability.ENTITY_CATALOG``."""

from __future__ import annotations

from hindsight_core.models import Entity, RecordFilter, Relation
from hindsight_core.stores.capabilities import Capability, EntityCatalog, entity_catalog
from hindsight_core.stores.protocols import NEIGHBOUR_FANOUT, GraphStore
from hindsight_core.testing.contracts.support import GraphStoreFixtures, ids, make, needs, record_ids


def _catalog(store: GraphStore) -> EntityCatalog:
    catalog = entity_catalog(needs(store, Capability.ENTITY_CATALOG))
    assert catalog is not None
    return catalog


class GraphEntitiesContract(GraphStoreFixtures):
    """Entity search, entity counts, graph walks and the entity catalogue."""

    async def test_upsert_replaces_the_relations_of_a_record(self, graph_store: GraphStore) -> None:
        flt = RecordFilter(user_id="alice")
        hub = make(text="Service api uses the cache", entities=["api"])
        target = make(text="The cache runs Redis", entities=["redis"])
        await graph_store.upsert_records(
            [hub, target], [Relation(source="api", target="redis", record_id=hub.id)]
        )
        assert ids(await graph_store.entity_search(["api"], flt, hops=1)) == [hub.id, target.id]

        await graph_store.upsert_records([hub])  # same record, no relation this time

        assert ids(await graph_store.entity_search(["api"], flt, hops=1)) == [hub.id]

    async def test_scopes_never_leak(self, graph_store: GraphStore) -> None:
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

    async def test_entity_search_expands_one_and_two_hops(self, graph_store: GraphStore) -> None:
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

    async def test_entity_search_follows_explicit_relations(self, graph_store: GraphStore) -> None:
        owner = make(text="Team Falcon owns the checkout flow", entities=["Falcon"])
        checkout = make(text="Checkout flow calls Stripe", entities=["checkout flow", "Stripe"])
        relation = Relation(source="Falcon", target="Checkout Flow", type="owns", record_id=owner.id)
        await graph_store.upsert_records([owner, checkout], [relation])
        flt = RecordFilter(user_id="alice")

        assert ids(await graph_store.entity_search(["falcon"], flt, hops=1)) == [owner.id, checkout.id]
        # edges are followed both ways
        assert ids(await graph_store.entity_search(["checkout flow"], flt, hops=1)) == [checkout.id, owner.id]

    async def test_entity_search_sums_matches_and_normalises_names(self, graph_store: GraphStore) -> None:
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

    async def test_entity_search_only_walks_through_visible_records(self, graph_store: GraphStore) -> None:
        bridge = make(text="Zed links to Yak", entities=["Zed", "Yak"], status="forgotten")
        zed = make(text="Zed is a compiler", entities=["Zed"])
        yak = make(text="Yak is a shaver", entities=["Yak"])
        await graph_store.upsert_records([bridge, zed, yak])

        assert ids(await graph_store.entity_search(["zed"], RecordFilter(user_id="alice"), hops=2)) == [
            zed.id
        ]
        everything = RecordFilter(user_id="alice", statuses=("active", "forgotten"))
        assert set(ids(await graph_store.entity_search(["zed"], everything, hops=1))) == {
            bridge.id,
            zed.id,
            yak.id,
        }

    async def test_entity_counts_are_per_visible_records(self, graph_store: GraphStore) -> None:
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

    async def test_graph_walk_skips_hub_neighbours(self, graph_store: GraphStore) -> None:
        """A neighbour most of the user's records mention (their own name) is not walked through: one hop would
        otherwise pull in nearly every record."""
        own = [make(text=f"Me did thing {i}", entities=["Me", f"thing {i}"], minutes=i) for i in range(30)]
        quinn = make(text="Me met Quinn over tea", entities=["Me", "Quinn", "tea"], minutes=40)
        tea = make(text="Tea from Kyoto", entities=["tea", "Kyoto"], minutes=41)
        await graph_store.upsert_records([*own, quinn, tea])
        found = ids(await graph_store.entity_search(["quinn"], RecordFilter(user_id="alice"), hops=1, k=100))
        assert found == [quinn.id, tea.id]

    async def test_graph_walk_keeps_the_most_co_mentioned_neighbours(self, graph_store: GraphStore) -> None:
        extra = NEIGHBOUR_FANOUT + 2
        links = [
            make(text=f"Hubless and n{i}", entities=["hubless", f"n{i}"], minutes=i) for i in range(extra)
        ]
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

    async def test_list_entities_is_per_user(self, graph_store: GraphStore) -> None:
        catalog = _catalog(graph_store)
        await graph_store.upsert_records(
            [
                make("alice", text="Alice uses Neovim and tmux", entities=["Neovim", "tmux"]),
                make("bob", text="Bob uses Emacs", entities=["Emacs"]),
            ]
        )

        entities = await catalog.list_entities("alice")

        assert all(isinstance(entity, Entity) for entity in entities)
        assert sorted(entity.name for entity in entities) == ["neovim", "tmux"]
        assert {entity.display_name for entity in entities} == {"Neovim", "tmux"}
        assert await catalog.list_entities("nobody") == []
        assert {entity.name for entity in await catalog.list_entities("bob")} == {"emacs"}

    async def test_entity_aliases_find_the_entity(self, graph_store: GraphStore) -> None:
        aliases = _catalog(graph_store)
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
        (entity,) = await aliases.list_entities("alice")
        assert (entity.name, entity.display_name, entity.type) == ("postgresql", "PostgreSQL", "database")
        assert sorted(entity.aliases) == ["PG", "Postgres"]


__all__ = ["GraphEntitiesContract"]
