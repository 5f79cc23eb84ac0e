"""The GraphStore contract, recall support: token vectors, their per-user document frequencies, session
order and the dates in the keyword index."""

from __future__ import annotations

from hindsight_core.models import RecordFilter
from hindsight_core.stores.protocols import GraphStore, TokenVectorsItem
from hindsight_core.testing.contracts.support import GraphStoreFixtures, ids, make


class GraphRecallContract(GraphStoreFixtures):
    """Token vectors, session neighbours, dates as words."""

    async def test_token_vectors_round_trip_replace_and_ignore_unknown_records(
        self, graph_store: GraphStore
    ) -> None:
        a, b = make(text="first"), make(text="second")
        await graph_store.upsert_records([a, b])
        await graph_store.put_token_vectors(
            [
                TokenVectorsItem(a.id, "alice", [3, 5, 5], b"\x01\x02"),
                TokenVectorsItem(b.id, "alice", [5], b"\x03"),
                TokenVectorsItem("no-such-record", "alice", [7], b"\x04"),
            ]
        )
        assert await graph_store.get_token_vectors([a.id, b.id, "no-such-record"]) == {
            a.id: b"\x01\x02",
            b.id: b"\x03",
        }
        assert await graph_store.token_document_frequencies("alice", [3, 5, 7]) == ({3: 1, 5: 2}, 2)
        # replacing a record's vectors uncounts the old ones
        await graph_store.put_token_vectors([TokenVectorsItem(a.id, "alice", [7], b"\x09")])
        assert await graph_store.get_token_vectors([a.id]) == {a.id: b"\x09"}
        assert await graph_store.token_document_frequencies("alice", [3, 5, 7]) == ({5: 1, 7: 1}, 2)
        # rewriting the record itself (a merge, a state change) keeps them
        await graph_store.upsert_records([a.model_copy(update={"occurrences": 2})])
        await graph_store.update_state([b.model_copy(update={"status": "archived"})])
        assert set(await graph_store.get_token_vectors([a.id, b.id])) == {a.id, b.id}

    async def test_token_frequencies_are_per_user_and_deleting_a_record_uncounts_it(
        self,
        graph_store: GraphStore,
    ) -> None:
        mine, theirs = make(user="alice"), make(user="bob")
        await graph_store.upsert_records([mine, theirs])
        await graph_store.put_token_vectors(
            [TokenVectorsItem(mine.id, "alice", [1, 2], b"a"), TokenVectorsItem(theirs.id, "bob", [2], b"b")]
        )
        assert await graph_store.token_document_frequencies("alice", [1, 2]) == ({1: 1, 2: 1}, 1)
        assert await graph_store.token_document_frequencies("bob", [1, 2]) == ({2: 1}, 1)
        assert await graph_store.token_document_frequencies("carol", [1, 2]) == ({}, 0)
        await graph_store.delete_records([mine.id])
        assert await graph_store.get_token_vectors([mine.id]) == {}
        assert await graph_store.token_document_frequencies("alice", [1, 2]) == ({}, 0)
        assert await graph_store.token_document_frequencies("bob", [2]) == ({2: 1}, 1)

    async def test_session_neighbours_in_time_order_within_the_session_and_filter(
        self,
        graph_store: GraphStore,
    ) -> None:
        turns = [make(text=f"turn {i}", minutes=i, session_id="s1") for i in range(6)]
        other = make(text="other session", minutes=2, session_id="s2")
        loose = make(text="no session", minutes=3)
        gone = turns[3].model_copy(update={"status": "forgotten"})
        foreign = make(user="bob", text="bob's turn", minutes=2, session_id="s1")
        await graph_store.upsert_records([*turns[:3], gone, *turns[4:], other, loose, foreign])
        flt = RecordFilter(user_id="alice")
        found = await graph_store.session_neighbours([turns[2].id, turns[0].id, loose.id, "unknown"], flt, 1)
        # turn 3 is forgotten: not visible, so turn 2's next neighbour is turn 4
        assert found == {turns[2].id: [turns[1].id, turns[4].id], turns[0].id: [turns[1].id]}
        wide = await graph_store.session_neighbours([turns[2].id], flt, 2)
        assert wide == {turns[2].id: [turns[0].id, turns[1].id, turns[4].id, turns[5].id]}
        assert await graph_store.session_neighbours([other.id], flt, 1) == {other.id: []}
        assert await graph_store.session_neighbours([], flt, 1) == {}

    async def test_keyword_index_holds_the_dates_as_words(self, graph_store: GraphStore) -> None:
        dated = make(text="we went to the lake", attributes={"mentioned_dates": "2026-02-27"})
        undated = make(text="we went to the sea", minutes=60 * 24 * 40)
        await graph_store.upsert_records([dated, undated])
        flt = RecordFilter(user_id="alice")
        # dated 1 March 2026, mentions 27 February 2026; the other one is dated 10 April 2026
        assert ids(await graph_store.keyword_search("what happened in March 2026", flt, 5))[0] == dated.id
        assert ids(await graph_store.keyword_search("february", flt, 5)) == [dated.id]
        assert ids(await graph_store.keyword_search("april", flt, 5)) == [undated.id]


__all__ = ["GraphRecallContract"]
