"""A whole turn whose clause was replaced since ranked below the value that replaced it.

A message telling several things ("Hi, I'm Alice. I live in Paris and I work as a nurse.") is kept whole beside a
record of each clause a slot reads ("I live in Paris"). "actually I moved to Lyon" supersedes the clause's record;
the turn is kept current: its other clauses still hold, and it is the history. Asked what was replaced ("where do
I live?"), it must not outrank the new value, which answers: it ranks right below it, and the context marks it
with the clause replaced (:func:`~hindsight_core.recall.context.replaced_clauses`). Asked of a clause still
holding ("what's my job?"), it keeps its place.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.context import replaced_clauses
from hindsight_core.recall.slot_lifts import slot_name_terms
from hindsight_core.text import keyword_terms, spoken_only

#: How many links of successors are followed to the value holding now.
_HOPS = 16


def lower_replaced_turns(
    final: dict[str, float], records: Mapping[str, MemoryRecord], asked: frozenset[str], at: datetime | None
) -> None:
    """Each whole turn of the pool with a clause replaced by ``at`` that the question's terms ``asked``
    (:func:`~hindsight_core.recall.slot_lifts.asked_terms`) ask about ranks right below the value holding now in
    that clause's place, when that value is in the pool and ranks below it."""
    by_turn: dict[tuple[str, ...], list[MemoryRecord]] = {}
    for rid in final:
        record = records[rid]
        if record.source_ids:
            by_turn.setdefault(tuple(record.source_ids), []).append(record)
    for rid in sorted(final):
        record = records[rid]
        for clause in replaced_clauses(record, by_turn.get(tuple(record.source_ids), ()), at):
            if not _asks(clause, asked):
                continue
            now = _holding(clause, final, records, at)
            if now is not None and final[rid] >= final[now]:
                final[rid] = final[now] * (1.0 - 1e-6)


def _asks(clause: MemoryRecord, asked: frozenset[str]) -> bool:
    """Whether a question of the terms ``asked`` asks about ``clause``: a word it says, or its slot's name."""
    found = slot(clause)
    named = slot_name_terms(found[1].split(":")[0]) if found is not None else frozenset()
    return bool(asked & (frozenset(keyword_terms(spoken_only(clause.text), unigrams=True)) | named))


def _holding(
    clause: MemoryRecord, final: Mapping[str, float], records: Mapping[str, MemoryRecord], at: datetime | None
) -> str | None:
    """The id of the record of the pool that replaced ``clause`` and holds at ``at`` (along its successors)."""
    successor, hops = clause.superseded_by, 0
    while successor is not None and successor in final and hops < _HOPS:
        if not ended(records[successor], at):
            return successor
        successor, hops = records[successor].superseded_by, hops + 1
    return None


__all__ = ["lower_replaced_turns"]
