"""Conflicting records placed beside the hits that name them (``conflicts_with``), within recall's hard cap
of ``limit`` hits. Run by :class:`~hindsight_core.recall.paths.RecallPaths`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from hindsight_core.lifecycle.contradictions import contradicted, contradicted_ids, own_allergy
from hindsight_core.lifecycle.held_at import ended, holds
from hindsight_core.lifecycle.told_of_before import held_last
from hindsight_core.models import RecallHit, RecordFilter
from hindsight_core.recall.slot_lifts import matched_for_slot
from hindsight_core.stores.protocols import GraphStore


async def with_conflicts(
    graph: GraphStore,
    ranked: list[str],
    hit: Callable[[str], RecallHit],
    flt: RecordFilter,
    limit: int,
    *,
    before: bool = False,
    asked: frozenset[str] = frozenset(),
    at: datetime | None = None,
) -> list[RecallHit]:
    """The best ``limit`` hits, each with its conflicting records beside it (newest first, all marked
    as a conflict; asked for the value ``before``, the past ones first, newest first, then the current
    one). A hit the question's terms ``asked`` (:func:`~hindsight_core.recall.slot_lifts.asked_terms`) matched
    for another of its clauses than its slot's comes alone ("I'm vegetarian, no mushrooms, I hate the texture"
    for the food disliked: the diet's later values answer nothing asked). ``limit`` is a hard cap: partners
    count within it. Whether a value holds is read at ``at``, the time of the question: a value holding then comes
    before one ended or not started yet (the job the user still has before the one told for next month)."""
    head = [hit(rid) for rid in ranked[:limit]]
    linked_ids = {i for h in head for i in h.record.conflicts_with}
    if not linked_ids:
        return head
    position = set(ranked)
    missing = [i for i in linked_ids if i not in position]
    extra = {
        r.id: r
        for r in (await graph.get_records(missing) if missing else [])
        # a partner answers to the same filter (agent, session, types, dates) as any hit; a superseded one
        # may be archived, it is history; an archived current value (expired, faded) is not recalled
        if flt.matches(r, statuses=(*flt.statuses, "archived")) and (r.status != "archived" or ended(r, None))
    }
    out: list[RecallHit] = []
    placed: set[str] = set()
    for rid in ranked:
        if len(out) >= limit:
            break
        if rid in placed:
            continue
        first = hit(rid)
        group = [first]
        # a hit matched for another of its clauses than its slot's brings no partners: they answer nothing asked;
        # but for one it contradicts ("No known allergies, I take metformin" against "I'm allergic to sulfa")
        partners = first.record.conflicts_with
        if partners and not matched_for_slot(first.record, asked):
            partners = [i for i in partners if i in contradicted_ids(first.record)]
        for other_id in partners:
            if other_id in placed or other_id == rid:
                continue
            if other_id in position:
                group.append(hit(other_id))
            elif other_id in extra:
                group.append(RecallHit(record=extra[other_id], score=first.score, paths={}))
        if len(group) > 1:
            group = [g.model_copy(update={"conflict": True}) for g in group]
            rest = sorted(group[1:], key=lambda g: held_last(g.record), reverse=True)
            room = max(1, limit - len(out))
            if room < len(group) and own_allergy(first.record) is None:
                # short of room, an allergy the hit contradicts ("I have no drug allergies") goes before it: the
                # cap must not leave the model the denial alone
                rest = sorted(rest, key=lambda g: own_allergy(g.record) is None)
                if own_allergy(rest[0].record) is not None and contradicted(first.record):
                    group[0], rest = rest[0], [group[0], *rest[1:]]
            # the hit itself always makes it; partners fill the room left, newest first
            group = [group[0], *rest[: room - 1]]
            # newest first, by when each held: a value told later of a time gone after the one it preceded
            group.sort(key=lambda g: (holds(g.record, at), held_last(g.record)), reverse=True)
            if before:
                group.sort(key=lambda g: not ended(g.record, at))
        for g in group:
            placed.add(g.record.id)
            out.append(g)
    return out
