"""The users a store holds memories of, for a job over all of them (``hindsight maintain --all-users``: the TTLs,
decay and semantic induction every user's memories need, from one scheduled command rather than one per user)."""

from __future__ import annotations

from hindsight_core.stores.protocols import GraphStore

#: Records read per call while collecting the users.
_BATCH = 500


async def stored_users(graph: GraphStore) -> list[str]:
    """The ids of the users ``graph`` holds records of (any status), sorted."""
    ids = await graph.all_record_ids()
    users: set[str] = set()
    for start in range(0, len(ids), _BATCH):
        users.update(record.scope.user_id for record in await graph.get_records(ids[start : start + _BATCH]))
    return sorted(users)


__all__ = ["stored_users"]
