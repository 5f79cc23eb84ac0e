"""What recall's context stage reads about its candidate pool, in ONE store call where the backend can.

After the paths are fused, recall needs, for the pool of candidates: the records, their late-interaction
token vectors, the session neighbours of the best of them (and those neighbours' records and token
vectors), and the user's document frequencies of the query's tokens. Through the protocol's own methods
that is five or more calls, two of them after the others (the neighbours' records); a backend declaring
``Capability.RECALL_CONTEXT`` answers a :class:`ContextRequest` in one call (SQLite: one worker-thread
hop; Neo4j: one Cypher query).

The capability is optional: :func:`read_recall_context` gives the same answer from the protocol's methods for
a backend without it, so third-party stores keep working unchanged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.stores.capabilities import recall_context_reader
from hindsight_core.stores.protocols import GraphStore

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ContextRequest:
    """One read of recall's context stage.

    The answer holds the records ``record_ids`` (unknown ids left out, whatever their status: recall checks
    visibility itself), the session neighbours of ``neighbours_for`` among the records ``flt`` may see (up
    to ``window`` on each side) and those neighbours' records, the token vectors of every record returned
    when ``with_tokens``, and the document frequencies of ``token_ids`` among ``flt.user_id``'s records when
    they are given. Records in ``known`` (the caller has them already) are not read again, nor are their
    token vectors.
    """

    record_ids: Sequence[str]
    flt: RecordFilter
    neighbours_for: Sequence[str] = ()
    window: int = 1
    with_tokens: bool = False
    token_ids: Sequence[int] | None = None
    known: frozenset[str] = frozenset()

    def records_to_read(self) -> list[str]:
        """``record_ids`` without repeats and without the ``known`` ones."""
        return [i for i in dict.fromkeys(self.record_ids) if i not in self.known]

    def neighbours_wanted(self) -> list[str]:
        """The records whose session neighbours are asked for (none when ``window`` is 0)."""
        return list(dict.fromkeys(self.neighbours_for)) if self.window > 0 else []

    def neighbours_to_read(self, neighbours: dict[str, list[str]]) -> list[str]:
        """The neighbours found that are neither asked in ``record_ids`` nor ``known``: read them too."""
        asked = set(self.record_ids) | self.known
        return list(dict.fromkeys(n for near in neighbours.values() for n in near if n not in asked))


@dataclass(slots=True)
class RecallContext:
    """The answer to a :class:`ContextRequest`."""

    records: dict[str, MemoryRecord] = field(default_factory=dict)
    """The asked records and the neighbours found, by id (``known`` ones left out)."""
    token_vectors: dict[str, bytes] = field(default_factory=dict)
    """The stored token vectors of those records (records without any left out)."""
    neighbours: dict[str, list[str]] = field(default_factory=dict)
    """As :meth:`GraphStore.session_neighbours` answers for ``neighbours_for``."""
    frequencies: tuple[dict[int, int], int] | None = None
    """As :meth:`GraphStore.token_document_frequencies` answers for ``token_ids`` (None when not asked)."""


async def read_recall_context(graph: GraphStore, request: ContextRequest) -> RecallContext:
    """The store's own one-call read where it declares ``Capability.RECALL_CONTEXT``, else the same answer
    from the protocol's methods (two rounds of concurrent calls)."""
    reader = recall_context_reader(graph)
    if reader is not None:
        return await reader.recall_context(request)
    return await _from_protocol(graph, request)


async def _from_protocol(graph: GraphStore, request: ContextRequest) -> RecallContext:
    flt = request.flt
    wanted, around = request.records_to_read(), request.neighbours_wanted()
    records, tokens, neighbours, frequencies = await asyncio.gather(
        graph.get_records(wanted) if wanted else _nothing(list[MemoryRecord]()),
        graph.get_token_vectors(wanted) if wanted and request.with_tokens else _nothing(dict[str, bytes]()),
        graph.session_neighbours(around, flt, request.window) if around else _nothing(dict[str, list[str]]()),
        graph.token_document_frequencies(flt.user_id, request.token_ids)
        if request.token_ids is not None
        else _nothing(None),
    )
    out = RecallContext(
        records={r.id: r for r in records},
        token_vectors=dict(tokens),
        neighbours=dict(neighbours),
        frequencies=frequencies,
    )
    extra = request.neighbours_to_read(out.neighbours)
    if extra:
        more, more_tokens = await asyncio.gather(
            graph.get_records(extra),
            graph.get_token_vectors(extra) if request.with_tokens else _nothing(dict[str, bytes]()),
        )
        out.records.update((r.id, r) for r in more)
        out.token_vectors.update(more_tokens)
    return out


async def _nothing(value: T) -> T:
    return value


__all__ = ["ContextRequest", "RecallContext", "read_recall_context"]
