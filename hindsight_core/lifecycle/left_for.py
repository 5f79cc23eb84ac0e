"""The slot of a place left for another, said with no word of what it is: 我不在阿里了，现在在腾讯.

The rule extractor reads no slot there: it knows no companies, and the same words leave a café (我不在星巴克了，现在在
图书馆) or a city (我不在北京了，现在在上海). The speaker's own records tell it: where the place left is the value of
their current employer (我在阿里工作) or home (我住在北京), the new place is that slot's new value, and the writer
supersedes the old one as it does any change. Anything else (a place left that none of their values names, someone
else's words, a new place the slot cannot hold: a city is no employer) is left as it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.extraction.slot_rules import LEFT_FOR
from hindsight_core.extraction.slot_values import plausible
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import value_key
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.slot_glosses import slot_words
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import same_speaker, to_simplified

#: The slots a place left may be the value of, in the order they are tried.
_SLOTS = ("works_at", "lives_in")
#: Records of one slot read per user, at most (the current value is among the latest).
_READ = 64


async def slots_left_for(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says it left the current value of its speaker's employer or home for a new
    place (:data:`~hindsight_core.extraction.slot_rules.LEFT_FOR`) given that slot with the new place."""
    out = []
    for candidate in candidates:
        # a speaker's own words with no slot (never a tool's result)
        own = candidate.source_kind == "user_stated" and slot(candidate) is None
        said = LEFT_FOR.search(to_simplified(candidate.text)) if own else None
        if said is not None and (held := await _held(candidate, said["old"], said["value"], graph)):
            subject, attribute = held
            attributes = {
                **candidate.attributes,
                "subject": subject,
                "attribute": attribute,
                "value": said["value"],
            }
            candidate = candidate.model_copy(update={"attributes": attributes})
        out.append(candidate)
    return out


async def _held(record: MemoryRecord, old: str, new: str, graph: GraphStore) -> tuple[str, str] | None:
    """The (subject, attribute) of the speaker's current value ``old`` that ``new`` can take the place of."""
    flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
    for attribute in _SLOTS:
        if not plausible(attribute, new, chinese=True):
            continue
        hits = await graph.keyword_search(" ".join(slot_words(attribute)), flt, _READ)
        for stored in await graph.get_records([i for i, _ in hits]) if hits else []:
            found = slot(stored)
            if (
                found is not None
                and found[1] == attribute
                and value_key(found[2]) == value_key(old)
                and stored.valid_to is None
                and stored.occurred_at <= record.occurred_at
                and same_speaker(stored.text, record.text)
            ):
                return stored.attributes["subject"], attribute
    return None


__all__ = ["slots_left_for"]
