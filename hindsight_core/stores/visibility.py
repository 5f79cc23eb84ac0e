"""Which records a filter lets recall see, asked of the graph store (the source of truth for statuses).

A graph store declaring ``Capability.MATCHING_IDS`` answers from its index without reading the records; for
any other store :func:`matching_ids` reads them and checks the filter on each, so third-party stores keep
working unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.models import RecordFilter
from hindsight_core.stores.capabilities import id_matcher
from hindsight_core.stores.protocols import GraphStore


async def matching_ids(graph: GraphStore, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
    """The ids among ``record_ids`` of stored records that ``flt`` lets through."""
    if not record_ids:
        return set()
    matcher = id_matcher(graph)
    if matcher is not None:
        return await matcher.matching_ids(record_ids, flt)
    return {
        record.id
        for record in await graph.get_records(list(dict.fromkeys(record_ids)))
        if flt.matches(record)
    }


__all__ = ["matching_ids"]
