"""A partner or spouse ended by the relationship status said after it: "I'm dating Jake" then "I'm single again", "My
wife's name is Anna" then "I got divorced last year"; 我老公叫大伟 then 我离婚了, 我男朋友叫阿杰 then 我现在单身.

The status (``marital_status``, :mod:`~hindsight_core.extraction.marital`) and the one held (``partner``, ``wife``,
``husband``) are slots of their own, so "who am I dating?" still answered Jake as current. A status of single ends each
partner and spouse held before it; a divorce ends the spouse (one may be divorced and dating: the partner is kept).
Engaged, married or widowed ends no one (a death of theirs is :mod:`~.relatives_lost`'s), nor does anyone else's
status, nor one said before the partner.
"""

from __future__ import annotations

from hindsight_core.lifecycle.merge import slot, supersede
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.slot_glosses import slot_words
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import same_speaker

_SPOUSES = frozenset({"wife", "husband", "spouse"})
#: The slots of the user's each status ends.
ENDED_BY = {"single": _SPOUSES | {"partner"}, "divorced": _SPOUSES}
#: Records read per status, at most.
_READ = 64


async def end_partners(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` saying its speaker is single or divorced supersedes the partner or spouse slots that
    status ends (:data:`ENDED_BY`), live and said by the same speaker before it: ``new`` and ``changed`` (stored
    records this write updates) take the results, as the writer's other steps do."""
    batch = [rec for rec, _ in new.values()]
    for record in batch:
        held = slot(record)
        if held is None or held[:2] != ("user", "marital_status") or (ended := ENDED_BY.get(held[2])) is None:
            continue
        flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
        words = sorted({w for attribute in ended for w in slot_words(attribute)})
        hits = await graph.keyword_search(" ".join(words), flt, _READ)
        wanted = [i for i, _ in hits if i not in new]
        found = [changed.get(r.id, r) for r in await graph.get_records(wanted)] if wanted else []
        found += [
            new[r.id][0] for r in batch if r.id != record.id and r.scope.user_id == record.scope.user_id
        ]
        for old in found:
            said = slot(old)
            if (
                said is None
                or said[0] != "user"
                or said[1] not in ended
                or negated(said[2]) is not None
                or old.occurred_at > record.occurred_at
                or old.valid_to is not None
                or old.superseded_by is not None
                or not same_speaker(old.text, record.text)
            ):
                continue
            older, status = supersede(old, new[record.id][0])
            new[record.id] = (status, new[record.id][1])
            if older.id in new:
                new[older.id] = (older, new[older.id][1])
            else:
                changed[older.id] = older


__all__ = ["ENDED_BY", "end_partners"]
