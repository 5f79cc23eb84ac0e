"""Slots for the records an earlier hindsight stored without them, and the supersessions they were owed.

A record without a slot competes with nothing: on a store written before slots, "I live in Lyon" stays
current beside a later "I moved to Paris" (and ranks first), a new move supersedes neither, and "forget my
phone number" takes one of two numbers. :func:`missing_slots` finds the live records whose own text gives a
slot (:func:`~hindsight_core.extraction.stored_slot.stored_slot`, never the journal: a hard forget may have
left an old journal holding what it took out of the store); :func:`fill_slots` gives them it and then, per
user in time order, links the values of one slot as the writer links a new value to the current one
(:func:`~hindsight_core.lifecycle.merge.conflicts`, :func:`~hindsight_core.lifecycle.merge.supersede`): the
older value gets ``valid_to`` and ``superseded_by``, nothing is deleted and no text changes. Forgotten and
archived records are left as they are. Run twice, the second run finds nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from hindsight_core.extraction.stored_slot import stored_slot
from hindsight_core.lifecycle.merge import conflicts, one_slot, slot, source_traces, supersede
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.stores.protocols import GraphStore

if TYPE_CHECKING:
    from hindsight_core.writer import RecordWriter

_BATCH = 1000
SLOT_KEYS = ("subject", "attribute", "value")


def fillable(record: MemoryRecord) -> dict[str, str]:
    """The slot to give ``record``: a live episodic record with none, whose own text gives one; else empty."""
    if (
        record.kind != "episodic"
        or record.status not in LIVE
        or any(k in record.attributes for k in SLOT_KEYS)
    ):
        return {}
    return stored_slot(record)


async def missing_slots(graph: GraphStore) -> list[tuple[str, str]]:
    """``(user_id, record_id)`` of every record :func:`fillable` gives a slot, read in batches; a record that
    is one of several from one message (a turn and its clauses' records) is left out: they come from an
    extractor that read slots, and the slot it gave a clause depends on the whole turn."""
    ids = await graph.all_record_ids()
    steps: Counter[tuple[str, str, str]] = Counter()
    found: list[tuple[str, str, list[tuple[str, str, str]]]] = []
    for start in range(0, len(ids), _BATCH):
        for record in await graph.get_records(ids[start : start + _BATCH]):
            if record.kind != "episodic":
                continue
            user = record.scope.user_id
            said = [(user, t, s) for t, listed in source_traces(record).items() for s in listed]
            steps.update(set(said))
            if fillable(record):
                found.append((user, record.id, said))
    return [(user, record_id) for user, record_id, said in found if all(steps[step] == 1 for step in said)]


async def fill_slots(
    writer: RecordWriter, graph: GraphStore, found: Sequence[tuple[str, str]]
) -> tuple[int, int]:
    """Give the records of :func:`missing_slots` their slot and supersede what they, and the values they
    compete with, were owed, one user at a time under the writer's lock (each record read again under it);
    returns (records given a slot, records superseded)."""
    by_user: dict[str, list[str]] = {}
    for user, record_id in found:
        by_user.setdefault(user, []).append(record_id)
    filled = superseded = 0
    for user, record_ids in by_user.items():
        async with writer.locked([user]):
            given = [
                r.model_copy(update={"attributes": {**r.attributes, **read}})
                for r in await graph.get_records(record_ids)
                if r.scope.user_id == user and (read := fillable(r))
            ]
            if not given:
                continue
            slotted = await _slotted(graph, user)
            before = {r.id: r.superseded_by for r in [*slotted, *given]}
            changed = reslotted(given, slotted)
            await writer.rewrite(changed)
        filled += len(given)
        superseded += sum(1 for r in changed if r.superseded_by != before[r.id])
    return filled, superseded


async def _slotted(graph: GraphStore, user: str) -> list[MemoryRecord]:
    """The user's live records that carry a slot, in pages."""
    flt = RecordFilter(user_id=user, statuses=LIVE)
    held: list[MemoryRecord] = []
    offset = 0
    while page := await graph.list_records(flt, limit=_BATCH, offset=offset):
        held += [r for r in page if slot(r) is not None]
        offset += len(page)
    return held


def reslotted(given: Sequence[MemoryRecord], slotted: Sequence[MemoryRecord]) -> list[MemoryRecord]:
    """``given`` (one user's records with the slots just read) and the user's other live slotted records,
    linked in time order as the writer links each new value to the values before it: every pair of one slot
    that holds a record of ``given`` and :func:`~hindsight_core.lifecycle.merge.conflicts` is superseded. The
    records changed: all of ``given``, and those of ``slotted`` superseded."""
    new = {r.id for r in given}
    current = {r.id: r for r in slotted if r.id not in new} | {r.id: r for r in given}
    rivals: dict[tuple[str, str], list[str]] = {}
    for record in current.values():
        rivals.setdefault(_rivalry(record), []).append(record.id)
    changed = set(new)
    for ids in rivals.values():
        if not new.intersection(ids):
            continue
        order = sorted(ids, key=lambda i: (current[i].occurred_at, current[i].recorded_at, i))
        for at, later in enumerate(order):
            for earlier in order[:at]:
                if later not in new and earlier not in new:
                    continue  # a pair this version's writer judged already
                if conflicts(current[later], current[earlier]):
                    old, newer = supersede(current[earlier], current[later], as_told=True)
                    current[earlier], current[later] = old, newer
                    changed |= {earlier, later}
    return [current[i] for i in changed]


def _rivalry(record: MemoryRecord) -> tuple[str, str]:
    """The values ``record``'s may conflict with share this key (a superset of the pairs
    :func:`~hindsight_core.lifecycle.merge.conflicts` can link: its subject, and its attribute up to the names
    of one slot, the tastes a dislike reverses and the days a habit is done on)."""
    subject, attribute, _ = slot(record) or ("", "", "")
    attribute = one_slot(attribute)
    if attribute in ("likes", "dislikes", "prefers") or attribute.startswith("preferred_"):
        return subject, "likes"
    if attribute == "does" or attribute.startswith("schedule_"):
        return subject, "does"
    return subject, attribute


__all__ = ["SLOT_KEYS", "fill_slots", "fillable", "missing_slots", "reslotted"]
