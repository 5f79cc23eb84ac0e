"""The VectorStore contract: every backend passes it through the protocol alone. See
:mod:`hindsight_core.testing.contracts` for how a backend runs it."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from hindsight_core.embeddings.hashing import HashEmbedder
from hindsight_core.errors import EmbeddingMismatchError, UserError
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS
from hindsight_core.models import ALL_STATUSES, LIVE, MemoryRecord, RecordFilter
from hindsight_core.stores.capabilities import Capability, user_nearest
from hindsight_core.stores.protocols import VectorItem, VectorStore, vector_metadata
from hindsight_core.testing.contracts.support import (
    T0,
    VectorStoreFactory,
    VectorStoreFixtures,
    check_open_close_cycle,
    check_self_description,
    make,
    needs,
)

TEXTS = {
    "pg": "Alice prefers PostgreSQL for new services",
    "tabs": "Alice indents Python code with four spaces",
    "trip": "Alice plans a trip to Lisbon in May",
    "bug": "The deploy failed because the disk was full",
    "tea": "Bob drinks green tea every morning",
}


def _record(text: str, *, user_id: str = "alice", **fields: Any) -> MemoryRecord:
    return make(user_id, text, **fields)


def item_for(record: MemoryRecord, embedder: HashEmbedder) -> VectorItem:
    return VectorItem(
        id=record.id,
        embedding=embedder.embed([record.text])[0].tolist(),
        document=record.text,
        metadata=vector_metadata(record),
    )


async def put(store: VectorStore, embedder: HashEmbedder, *records: MemoryRecord) -> None:
    await store.upsert([item_for(record, embedder) for record in records])


async def ids_for(
    store: VectorStore, embedder: HashEmbedder, query: str, flt: RecordFilter, k: int = 10
) -> list[str]:
    return [record_id for record_id, _ in await store.query(embedder.embed([query])[0].tolist(), flt, k)]


class VectorStoreContract(VectorStoreFixtures):
    """The whole VectorStore contract. Subclass it and provide a ``vector_store_factory`` fixture."""

    async def test_implements_the_protocol_and_describes_itself(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        info = await check_self_description(vector_store, VectorStore)
        assert info.embedding == (embedder.model_id, embedder.dimension)

    async def test_a_store_not_open_says_so(
        self, vector_store_factory: VectorStoreFactory, embedder: HashEmbedder
    ) -> None:
        await check_open_close_cycle(vector_store_factory(embedder), lambda store: store.count())

    async def test_bad_input_is_refused(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        record = _record(TEXTS["pg"])
        unscoped = VectorItem("x", item_for(record, embedder).embedding, "text", {"status": "active"})
        with pytest.raises(UserError, match="user_id"):
            await vector_store.upsert([unscoped])
        short = VectorItem(record.id, [0.5] * (embedder.dimension - 1), record.text, vector_metadata(record))
        with pytest.raises(EmbeddingMismatchError):
            await vector_store.upsert([short])
        with pytest.raises(EmbeddingMismatchError):
            await vector_store.query([0.5] * (embedder.dimension + 1), RecordFilter(user_id="alice"), 3)
        with pytest.raises(UserError, match="2 embeddings but 1 filters"):
            await vector_store.query_many([short.embedding, short.embedding], [RecordFilter(user_id="a")], 3)
        with pytest.raises(UserError):
            await vector_store.update_metadata([record.id], [])
        assert await vector_store.count() == 0

    async def test_query_many_answers_each_query_with_its_filter(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        alice, bob = _record(TEXTS["pg"]), _record(TEXTS["tea"], user_id="bob")
        await put(vector_store, embedder, alice, bob)
        queries = [item_for(r, embedder).embedding for r in (bob, alice, alice)]
        flts = [RecordFilter(user_id="bob"), RecordFilter(user_id="alice"), RecordFilter(user_id="carol")]

        answers = await vector_store.query_many(queries, flts, 5)

        assert [[i for i, _ in answer] for answer in answers] == [[bob.id], [alice.id], []]
        assert answers[0][0][1] == pytest.approx(1.0, abs=1e-5)
        assert await vector_store.query_many([], [], 5) == []

    async def test_reset_empties_the_index_and_leaves_it_open(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        record = _record(TEXTS["pg"])
        await put(vector_store, embedder, record)

        await vector_store.reset()

        assert await vector_store.count() == 0
        assert await vector_store.existing_ids([record.id]) == set()
        await put(vector_store, embedder, record)
        assert await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice")) == [
            record.id
        ]
        assert (await vector_store.describe()).embedding == (embedder.model_id, embedder.dimension)

    async def test_round_trip_nearest_is_itself(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        records = {key: _record(text) for key, text in TEXTS.items() if key != "tea"}
        await put(vector_store, embedder, *records.values())

        for key, record in records.items():
            hits = await vector_store.query(
                embedder.embed([TEXTS[key]])[0].tolist(), RecordFilter(user_id="alice"), 3
            )
            assert hits[0][0] == record.id
            assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
            scores = [score for _, score in hits]
            assert scores == sorted(scores, reverse=True)
            assert all(-1.0 <= score <= 1.0 for score in scores)

    async def test_similarity_is_cosine(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        record = _record(TEXTS["pg"])
        await put(vector_store, embedder, record)
        query = embedder.embed(["Alice prefers MySQL"])[0]
        expected = float(query @ embedder.embed([TEXTS["pg"]])[0])

        [(record_id, score)] = await vector_store.query(query.tolist(), RecordFilter(user_id="alice"), 5)

        assert record_id == record.id
        assert 0.0 < expected < 0.99
        assert score == pytest.approx(expected, abs=1e-4)

    async def test_upsert_replaces_by_id(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        record = _record(TEXTS["pg"])
        await put(vector_store, embedder, record)
        moved = record.model_copy(update={"text": TEXTS["trip"]})
        await put(vector_store, embedder, moved)

        assert await vector_store.count() == 1
        hits = await vector_store.query(
            embedder.embed([TEXTS["trip"]])[0].tolist(), RecordFilter(user_id="alice"), 1
        )
        assert hits[0][0] == record.id
        assert hits[0][1] == pytest.approx(1.0, abs=1e-5)

    async def test_user_scope_isolation(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        alice = _record(TEXTS["tea"], user_id="alice")
        bob = _record(TEXTS["tea"], user_id="bob")
        await put(vector_store, embedder, alice, bob)

        assert await ids_for(vector_store, embedder, TEXTS["tea"], RecordFilter(user_id="alice")) == [
            alice.id
        ]
        assert await ids_for(vector_store, embedder, TEXTS["tea"], RecordFilter(user_id="bob")) == [bob.id]
        assert await ids_for(vector_store, embedder, TEXTS["tea"], RecordFilter(user_id="carol")) == []

    async def test_agent_and_session_filters(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        no_scope = _record(TEXTS["pg"])
        coder_s1 = _record(TEXTS["tabs"], agent_id="coder", session_id="s1")
        coder_s2 = _record(TEXTS["bug"], agent_id="coder", session_id="s2")
        planner_s1 = _record(TEXTS["trip"], agent_id="planner", session_id="s1")
        await put(vector_store, embedder, no_scope, coder_s1, coder_s2, planner_s1)

        async def found(**flt: Any) -> set[str]:
            return set(await ids_for(vector_store, embedder, "Alice", RecordFilter(user_id="alice", **flt)))

        assert await found() == {no_scope.id, coder_s1.id, coder_s2.id, planner_s1.id}
        assert await found(agent_id="coder") == {coder_s1.id, coder_s2.id}
        assert await found(session_id="s1") == {coder_s1.id, planner_s1.id}
        assert await found(agent_id="coder", session_id="s1") == {coder_s1.id}
        assert await found(agent_id="nobody") == set()

    async def test_a_record_said_again_in_another_session_is_found_from_each(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        """A statement said in s1, then again in s2 (merged: its metadata updated with the other session), is
        found by a query filtered by either session, not by a third."""
        said = _record(TEXTS["pg"], session_id="s1")
        other = _record(TEXTS["tabs"], session_id="s2")
        await put(vector_store, embedder, said, other)
        heard = {SOURCE_CONVERSATIONS: ["session:s1@2026-01-05", "session:s2@2026-01-06"]}
        merged = said.model_copy(update={"occurrences": 2, "metadata": heard})
        await vector_store.update_metadata([said.id], [vector_metadata(merged)])

        async def found(session: str) -> set[str]:
            flt = RecordFilter(user_id="alice", session_id=session)
            return set(await ids_for(vector_store, embedder, TEXTS["pg"], flt))

        assert await found("s1") == {said.id}
        assert await found("s2") == {said.id, other.id}
        assert await found("s3") == set()

    async def test_status_prefilter(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        active = _record(TEXTS["pg"])
        archived = _record(TEXTS["pg"] + " again", status="archived")
        pending = _record(TEXTS["tabs"], status="pending")
        forgotten = _record(TEXTS["trip"], status="forgotten")
        await put(vector_store, embedder, active, archived, pending, forgotten)

        default = await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice"))
        assert default == [active.id]
        only_active = await ids_for(
            vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice", statuses=("active",))
        )
        assert archived.id not in only_active
        both = RecordFilter(user_id="alice", statuses=LIVE)
        assert set(await ids_for(vector_store, embedder, TEXTS["pg"], both)) == {active.id, pending.id}
        archive_only = RecordFilter(user_id="alice", statuses=("archived", "forgotten"))
        assert set(await ids_for(vector_store, embedder, TEXTS["pg"], archive_only)) == {
            archived.id,
            forgotten.id,
        }

    async def test_kind_and_event_type_filters(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        preference = _record(TEXTS["pg"], event_type="preference")
        plan = _record(TEXTS["trip"], event_type="plan")
        semantic = _record(TEXTS["tabs"], kind="semantic", event_type="preference")
        await put(vector_store, embedder, preference, plan, semantic)

        async def found(**flt: Any) -> set[str]:
            return set(await ids_for(vector_store, embedder, "Alice", RecordFilter(user_id="alice", **flt)))

        assert await found(kinds=("episodic",)) == {preference.id, plan.id}
        assert await found(kinds=("semantic",)) == {semantic.id}
        assert await found(kinds=("episodic", "semantic")) == {preference.id, plan.id, semantic.id}
        assert await found(event_types=("preference",)) == {preference.id, semantic.id}
        assert await found(event_types=("plan", "decision")) == {plan.id}
        assert await found(kinds=("episodic",), event_types=("preference",)) == {preference.id}
        assert await found(event_types=("solution",)) == set()

    async def test_time_window_filters_are_inclusive(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        old = _record(TEXTS["pg"], occurred_at=T0 - timedelta(days=10))
        edge = _record(TEXTS["tabs"], occurred_at=T0)
        new = _record(TEXTS["trip"], occurred_at=T0 + timedelta(days=10))
        await put(vector_store, embedder, old, edge, new)

        async def found(**flt: Any) -> set[str]:
            return set(await ids_for(vector_store, embedder, "Alice", RecordFilter(user_id="alice", **flt)))

        assert await found(since=T0) == {edge.id, new.id}
        assert await found(until=T0) == {old.id, edge.id}
        assert await found(since=T0, until=T0) == {edge.id}
        assert await found(since=T0 - timedelta(days=20), until=T0 - timedelta(days=1)) == {old.id}
        assert await found(since=T0 + timedelta(days=11)) == set()

    async def test_filters_combine_with_k(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        wanted = [_record(f"{TEXTS['pg']} number {i}", agent_id="coder") for i in range(5)]
        noise = [_record(f"{TEXTS['pg']} noise {i}", agent_id="other") for i in range(5)]
        await put(vector_store, embedder, *wanted, *noise)

        flt = RecordFilter(user_id="alice", agent_id="coder")
        got = await ids_for(vector_store, embedder, TEXTS["pg"], flt, k=3)
        assert len(got) == 3
        assert set(got) <= {record.id for record in wanted}

    async def test_update_metadata_changes_filtering(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        keep = _record(TEXTS["pg"])
        fade = _record(TEXTS["pg"] + " strongly")
        await put(vector_store, embedder, keep, fade)
        archived = fade.model_copy(update={"status": "archived"})

        await vector_store.update_metadata([fade.id], [vector_metadata(archived)])

        assert await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice")) == [keep.id]
        archived_flt = RecordFilter(user_id="alice", statuses=("archived",))
        assert await ids_for(vector_store, embedder, TEXTS["pg"], archived_flt) == [fade.id]
        # The vector itself is untouched by a metadata update.
        hits = await vector_store.query(embedder.embed([fade.text])[0].tolist(), archived_flt, 1)
        assert hits[0][1] == pytest.approx(1.0, abs=1e-5)

    async def test_update_metadata_of_unknown_id_is_ignored(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        record = _record(TEXTS["pg"])
        await put(vector_store, embedder, record)
        ghost = _record(TEXTS["tea"])

        await vector_store.update_metadata([ghost.id], [vector_metadata(ghost)])

        assert await vector_store.count() == 1
        assert await vector_store.existing_ids([ghost.id, record.id]) == {record.id}

    async def test_delete(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        a, b, c = (_record(TEXTS[key]) for key in ("pg", "tabs", "trip"))
        await put(vector_store, embedder, a, b, c)

        await vector_store.delete([a.id, "no-such-id"])

        assert await vector_store.count() == 2
        assert await vector_store.existing_ids([a.id, b.id, c.id]) == {b.id, c.id}
        assert a.id not in await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice"))
        await vector_store.delete([])
        assert await vector_store.count() == 2

    async def test_existing_ids(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        a, b = _record(TEXTS["pg"]), _record(TEXTS["tea"], user_id="bob")
        await put(vector_store, embedder, a, b)

        assert await vector_store.existing_ids([a.id, b.id, "missing"]) == {a.id, b.id}
        assert await vector_store.existing_ids([a.id, a.id]) == {a.id}
        assert await vector_store.existing_ids(["missing"]) == set()
        assert await vector_store.existing_ids([]) == set()

    async def test_entries_pages_through_every_vector(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        records = [_record(f"fact number {i}", user_id=f"u{i % 3}") for i in range(7)]
        await put(vector_store, embedder, *records)
        await vector_store.update_metadata([records[0].id], [{"status": "forgotten"}])
        pages = [await vector_store.entries(offset=offset, limit=3) for offset in (0, 3, 6, 9)]
        assert [len(page) for page in pages] == [3, 3, 1, 0]
        seen = {entry.id: entry for page in pages for entry in page}
        assert set(seen) == {r.id for r in records}
        for record in records:
            assert seen[record.id].document == record.text
            expected = {
                **vector_metadata(record),
                **({"status": "forgotten"} if record is records[0] else {}),
            }
            assert {k: seen[record.id].metadata.get(k) for k in expected} == pytest.approx(expected)

    async def test_count(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        assert await vector_store.count() == 0
        await put(
            vector_store, embedder, *(_record(f"fact number {i}", user_id=f"u{i % 3}") for i in range(7))
        )
        assert await vector_store.count() == 7
        await vector_store.upsert([])
        assert await vector_store.count() == 7

    async def test_setup_is_idempotent(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        record = _record(TEXTS["pg"])
        await put(vector_store, embedder, record)

        await vector_store.setup()
        await vector_store.setup()

        assert await vector_store.count() == 1
        assert await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice")) == [
            record.id
        ]

    async def test_k_larger_than_collection(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        records = [_record(TEXTS[key]) for key in ("pg", "tabs", "trip")]
        await put(vector_store, embedder, *records)

        got = await ids_for(vector_store, embedder, "Alice", RecordFilter(user_id="alice"), k=100)

        assert sorted(got) == sorted(record.id for record in records)

    async def test_k_smaller_than_matches(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        records = [_record(f"{TEXTS['pg']} {i}") for i in range(6)]
        await put(vector_store, embedder, *records)

        assert (
            len(await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice"), k=2)) == 2
        )
        assert await ids_for(vector_store, embedder, TEXTS["pg"], RecordFilter(user_id="alice"), k=0) == []

    async def test_empty_collection(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        query = embedder.embed(["anything at all"])[0].tolist()

        assert await vector_store.query(query, RecordFilter(user_id="alice"), 10) == []
        assert await vector_store.existing_ids(["x"]) == set()
        assert await vector_store.count() == 0
        await vector_store.delete(["x"])

    async def test_many_items_in_one_upsert(self, vector_store: VectorStore, embedder: HashEmbedder) -> None:
        records = [_record(f"fact {i} about topic {i % 17}") for i in range(300)]
        await put(vector_store, embedder, *records)

        assert await vector_store.count() == 300
        target = records[123]
        assert (await ids_for(vector_store, embedder, target.text, RecordFilter(user_id="alice"), k=1)) == [
            target.id
        ]

    async def test_nearest_of_one_user_whatever_the_status(
        self, vector_store: VectorStore, embedder: HashEmbedder
    ) -> None:
        store = user_nearest(needs(vector_store, Capability.USER_NEAREST))
        assert store is not None
        pg = _record(TEXTS["pg"])
        forgotten = _record(TEXTS["tabs"], status="forgotten")
        other_session = _record(TEXTS["trip"], session_id="s9")
        bobs = _record(TEXTS["pg"], user_id="bob")
        await put(vector_store, embedder, pg, forgotten, other_session, bobs)
        query = embedder.embed([TEXTS["pg"]])[0].tolist()

        got = await store.nearest(query, "alice", 10)

        assert [i for i, _ in got][0] == pg.id
        assert {i for i, _ in got} == {pg.id, forgotten.id, other_session.id}
        assert [s for _, s in got] == sorted((s for _, s in got), reverse=True)
        assert got[0][1] == pytest.approx(1.0, abs=1e-3)
        # the same similarities the filtered query gives
        filtered = dict(
            await vector_store.query(query, RecordFilter(user_id="alice", statuses=ALL_STATUSES), 10)
        )
        assert dict(got) == pytest.approx(filtered, abs=1e-5)
        assert len(await store.nearest(query, "alice", 2)) == 2
        assert await store.nearest(query, "alice", 0) == []
        assert await store.nearest(query, "nobody", 5) == []
        with pytest.raises(EmbeddingMismatchError):
            await store.nearest([0.5] * (embedder.dimension + 1), "alice", 3)


__all__ = ["VectorStoreContract"]
