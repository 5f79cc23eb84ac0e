"""The GraphStore contract, recall's one-call context read (``Capability.RECALL_CONTEXT``): a store that
declares it answers a ``ContextRequest`` exactly as the protocol's own methods do, which is also what
``read_recall_context`` falls back to for a store without it (so the fallback runs against every backend)."""

from __future__ import annotations

import pytest

from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.protocols import GraphStore, TokenVectorsItem
from hindsight_core.stores.recall_context import ContextRequest, RecallContext, read_recall_context
from hindsight_core.testing.contracts.support import GraphStoreFixtures, make, native_or_fallback


async def _session(graph_store: GraphStore) -> dict[str, MemoryRecord]:
    """Six turns of one session (turn 3 forgotten), a turn of another session, one without a session and
    bob's turn in a session of the same name; token vectors on some of alice's."""
    turns = [make(text=f"turn {i}", minutes=i, session_id="s1") for i in range(6)]
    turns[3] = turns[3].model_copy(update={"status": "forgotten"})
    other = make(text="other session", minutes=2, session_id="s2")
    loose = make(text="no session", minutes=3)
    foreign = make(user="bob", text="bob's turn", minutes=2, session_id="s1")
    await graph_store.upsert_records([*turns, other, loose, foreign])
    await graph_store.put_token_vectors(
        [
            TokenVectorsItem(turns[1].id, "alice", [4, 7], b"t1"),
            TokenVectorsItem(turns[2].id, "alice", [7], b"t2"),
            TokenVectorsItem(turns[4].id, "alice", [4], b"t4"),
            TokenVectorsItem(loose.id, "alice", [9], b"lo"),
            TokenVectorsItem(foreign.id, "bob", [4], b"fo"),
        ]
    )
    return {**{f"t{i}": t for i, t in enumerate(turns)}, "other": other, "loose": loose, "foreign": foreign}


def _ids(context: RecallContext) -> set[str]:
    return set(context.records)


class GraphContextContract(GraphStoreFixtures):
    """Recall's context read: records, token vectors, session neighbours and frequencies in one call."""

    @pytest.mark.parametrize("native", [True, False], ids=["native", "fallback"])
    async def test_records_neighbours_tokens_and_frequencies_in_one_read(
        self, graph_store: GraphStore, native: bool
    ) -> None:
        r = await _session(graph_store)
        store = native_or_fallback(graph_store, Capability.RECALL_CONTEXT, native)
        flt = RecordFilter(user_id="alice")
        request = ContextRequest(
            record_ids=[r["t2"].id, r["loose"].id, "unknown", r["t2"].id],
            flt=flt,
            neighbours_for=[r["t2"].id, r["loose"].id, "unknown"],
            window=1,
            with_tokens=True,
            token_ids=[4, 7, 9, 11],
        )
        found = await read_recall_context(store, request)
        # turn 3 is forgotten, so turn 2's neighbours are turns 1 and 4; the loose record has no session
        assert found.neighbours == {r["t2"].id: [r["t1"].id, r["t4"].id]}
        assert _ids(found) == {r["t2"].id, r["loose"].id, r["t1"].id, r["t4"].id}
        assert found.records[r["t1"].id] == r["t1"]
        assert found.token_vectors == {
            r["t1"].id: b"t1",
            r["t2"].id: b"t2",
            r["t4"].id: b"t4",
            r["loose"].id: b"lo",
        }
        # alice's counts only: bob's token 4 is not hers
        assert found.frequencies == ({4: 2, 7: 2, 9: 1}, 4)
        if not native:
            assert "get_records" in store.calls

    @pytest.mark.parametrize("native", [True, False], ids=["native", "fallback"])
    async def test_known_records_are_not_read_again_and_parts_not_asked_are_empty(
        self, graph_store: GraphStore, native: bool
    ) -> None:
        r = await _session(graph_store)
        store = native_or_fallback(graph_store, Capability.RECALL_CONTEXT, native)
        flt = RecordFilter(user_id="alice")
        found = await read_recall_context(
            store,
            ContextRequest(
                record_ids=[r["t2"].id, r["t5"].id],
                flt=flt,
                neighbours_for=[r["t2"].id, r["t5"].id],
                window=2,
                known=frozenset({r["t2"].id, r["t1"].id}),
            ),
        )
        assert found.neighbours == {
            r["t2"].id: [r["t0"].id, r["t1"].id, r["t4"].id, r["t5"].id],
            r["t5"].id: [r["t2"].id, r["t4"].id],
        }
        assert _ids(found) == {r["t0"].id, r["t4"].id, r["t5"].id}
        assert found.token_vectors == {}  # not asked for
        assert found.frequencies is None
        # the foreign record is read like any other asked id (recall checks visibility itself); no neighbours
        # outside the filter's user
        found = await read_recall_context(
            store, ContextRequest(record_ids=[r["foreign"].id], flt=flt, neighbours_for=[r["foreign"].id])
        )
        assert _ids(found) == {r["foreign"].id} and found.neighbours == {r["foreign"].id: []}
        # nothing asked: an empty answer (frequencies of a user with none: zeros)
        empty = await read_recall_context(
            store, ContextRequest(record_ids=[], flt=RecordFilter(user_id="carol"), token_ids=[4])
        )
        assert empty == RecallContext(frequencies=({}, 0))

    async def test_the_filter_decides_which_neighbours_are_seen(self, graph_store: GraphStore) -> None:
        r = await _session(graph_store)
        flt = RecordFilter(user_id="alice", statuses=("active", "forgotten"))
        found = await read_recall_context(
            graph_store, ContextRequest(record_ids=[], flt=flt, neighbours_for=[r["t2"].id], window=1)
        )
        # with forgotten records visible, turn 3 is the next neighbour, and it is read with the rest
        assert found.neighbours == {r["t2"].id: [r["t1"].id, r["t3"].id]}
        assert _ids(found) == {r["t1"].id, r["t3"].id}


__all__ = ["GraphContextContract"]
