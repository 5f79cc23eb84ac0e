"""The user's standing instructions to the assistant as they hold now: what the adapters put above every recalled
context, whatever the request.

A user who said "please always answer me in Chinese" (then "actually English is fine again"), or 叫我小王就行,
expects it to hold for "help me write an email to my landlord" too; recall ranks memories by the request, and an
instruction sharing no word with it is never among its five (measured on a store of 150 memories: the current
language reached the context of 0 of 18 unrelated requests, in English and in Chinese). So the current value of each
instruction slot (:data:`STANDING_SLOTS`, filled by :mod:`~hindsight_core.extraction.instructions` and "call me
...") is read apart: one keyword search on the word every record of theirs is indexed with and no message says
(``slot_glosses.STANDING_WORD``, about 1 ms), the newest current record of the user's own kept; a value since
replaced is history and is left out. Asked at a time (``at``, the time of the question), they are read as they
held then (:mod:`~hindsight_core.lifecycle.held_at`): an instruction replaced from a later day holds until that day,
and one not yet said then (or told to start later) is not among them.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from hindsight_core.lifecycle.held_at import holds
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.lifecycle.slot_forget import speakers_slot
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord, RecallHit, RecordFilter
from hindsight_core.recall.context import format_hit
from hindsight_core.slot_glosses import STANDING_SLOTS, STANDING_WORD
from hindsight_core.stores.protocols import GraphStore

#: How many keyword hits are read: the records of the slots, their replaced values too.
_READ = 48

HEADER = "Standing instructions from the user (the current ones; they hold for every answer unless the user changes them):"


async def current_instructions(
    graph: GraphStore, flt: RecordFilter, at: datetime | None = None
) -> list[MemoryRecord]:
    """The newest record of each of the user's instruction slots in ``flt`` holding at ``at`` (any end counts when
    None: as stored), oldest slot first."""
    hits = await graph.keyword_search(STANDING_WORD, flt, _READ)
    newest: dict[str, MemoryRecord] = {}
    for record in await graph.get_records([record_id for record_id, _ in hits]):
        attribute = str(record.attributes.get("attribute") or "")
        # one of each slot; of a slot of several values (the topics to leave alone), one of each value
        key = f"{attribute}={record.attributes.get('value')}" if attribute in MULTI_VALUED else attribute
        if (
            attribute in STANDING_SLOTS
            # a topic the user took back ("you can bring up my divorce again") leaves nothing to hold
            and not (
                attribute in MULTI_VALUED and negated(str(record.attributes.get("value") or "")) is not None
            )
            and (at is None or record.occurred_at <= at)  # (not said yet then)
            and holds(record, at)
            and speakers_slot(record)
            and (key not in newest or record.occurred_at > newest[key].occurred_at)
        ):
            newest[key] = record
    return sorted(newest.values(), key=lambda record: record.occurred_at)


def instruction_block(records: Sequence[MemoryRecord], exclude: Sequence[str] = ()) -> str:
    """The block of ``records`` (:func:`current_instructions`) put above a recalled context, "" for none; a record
    only the messages in ``exclude`` (already in the prompt) are the source of is left out."""
    shown = [r for r in records if not (exclude and set(r.source_ids) <= set(exclude))]
    if not shown:
        return ""
    return "\n".join([HEADER, *(format_hit(RecallHit(record=record, score=1.0)) for record in shown)])


__all__ = ["HEADER", "STANDING_SLOTS", "current_instructions", "instruction_block"]
