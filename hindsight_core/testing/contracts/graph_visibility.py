"""The GraphStore contract, which ids a filter lets through (``Capability.MATCHING_IDS``): a store that
declares it answers exactly as reading the records and checking the filter on each does, which is also what
``matching_ids`` falls back to for a store without it (so the fallback runs against every backend)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from hindsight_core.models import LIVE, RecordFilter
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.stores.visibility import matching_ids
from hindsight_core.testing.contracts.support import T0, GraphStoreFixtures, make, native_or_fallback


class GraphVisibilityContract(GraphStoreFixtures):
    """Which of some record ids a filter lets through: the store's own answer and the fallback agree."""

    async def test_matching_ids_checks_every_filter_field(self, graph_store: GraphStore) -> None:
        base = make(text="base", agent_id="coder", session_id="s1", minutes=0)
        other_session = make(text="other session", agent_id="coder", session_id="s2", minutes=2)
        pending = make(text="pending", status="pending", minutes=3)
        forgotten = make(text="forgotten", status="forgotten", minutes=4)
        semantic = make(text="semantic", kind="semantic", minutes=5)
        bobs = make(user="bob", text="bob's", minutes=1)
        records = [base, other_session, pending, forgotten, semantic, bobs]
        await graph_store.upsert_records(records)
        asked = [r.id for r in records] + ["no-such-id", base.id]
        cases: list[tuple[dict[str, Any], set[str]]] = [
            ({}, {base.id, other_session.id, semantic.id}),
            ({"statuses": LIVE}, {base.id, other_session.id, pending.id, semantic.id}),
            ({"statuses": ("forgotten",)}, {forgotten.id}),
            ({"session_id": "s1"}, {base.id}),
            ({"agent_id": "coder"}, {base.id, other_session.id}),
            ({"kinds": ("semantic",)}, {semantic.id}),
            ({"since": T0 + timedelta(minutes=2)}, {other_session.id, semantic.id}),
            ({"until": T0 + timedelta(minutes=2)}, {base.id, other_session.id}),
            ({"statuses": ()}, set()),
        ]
        for native in (True, False):
            store = native_or_fallback(graph_store, Capability.MATCHING_IDS, native)
            for fields, expected in cases:
                got = await matching_ids(store, asked, RecordFilter(user_id="alice", **fields))
                assert got == expected, (native, fields)
            assert await matching_ids(store, asked, RecordFilter(user_id="bob")) == {bobs.id}
            assert await matching_ids(store, [], RecordFilter(user_id="alice")) == set()
