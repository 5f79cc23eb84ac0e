"""One person named two ways: by relation ("my daughter is 6", 我女儿今年5岁) and by name ("Emma turned 7 today!",
乐乐6岁了). The slot rules store each under the subject it was said with (``daughter``, ``emma``), so the age said by
name superseded nothing and "how old is my daughter?" could answer 6 first. Where the user's own records join the two
("my daughter's name is Emma", "my daughter Emma", "Emma is my daughter", 我女儿叫乐乐, 我老公叫大伟), a value said of
either supersedes the other's, as one said the same way does ("my husband is 40" then "Dave turned 41").

A relation joined to more than one name ("my daughter Emma", "my daughter Lily": which daughter is not said) joins
none, nor a name someone else of the user's has too ("my coworker Emma", "my niece Emma"); an ex is no longer the
relation ("my ex-boyfriend Tom" is not "my boyfriend").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from hindsight_core.extraction.kin_slots import PARTNER_SUBJECTS, family_owner, kin_owner, kin_words
from hindsight_core.lifecycle.merge import conflicts, slot, supersede
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.recall.named_people import people_named
from hindsight_core.slot_glosses import slot_words
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import normalize_entity, same_speaker, to_simplified

#: Records read per search, at most (a person's records are a few).
_READ = 64
# a relation said as one no longer held: "my ex-boyfriend Tom", "my former husband", 我前男友
_NO_LONGER = r"(?:\bex[\s-]*|\bformer\s+|\blate\s+|前)"


def _joins(records: Iterable[MemoryRecord], speaker: MemoryRecord) -> set[tuple[str, str]]:
    """(relation, name) the user's ``records`` join, each as a slot's subject (``daughter``, ``emma``; 女儿, 乐乐); a
    role of no relative in brackets ("(coworker)")."""
    out: set[tuple[str, str]] = set()
    for record in records:
        if record.source_kind != "user_stated" or not same_speaker(record.text, speaker.text):
            continue
        said = to_simplified(record.text)
        for role, name in people_named(record):
            if re.search(_NO_LONGER + re.escape(role), said, re.IGNORECASE):
                continue
            # (someone else of the name, by another role: "my coworker Emma" beside "my daughter Emma")
            kin = kin_owner(role.lower()) if family_owner(role) is not None else f"({role.lower()})"
            out.add((kin, normalize_entity(name)))
    return out


async def _read(graph: GraphStore, record: MemoryRecord, words: Iterable[str]) -> list[MemoryRecord]:
    """The live records of ``record``'s user a keyword search of ``words`` finds."""
    flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
    hits = await graph.keyword_search(" ".join(sorted(set(words))), flt, _READ)
    return list(await graph.get_records([i for i, _ in hits])) if hits else []


async def _also_called(
    record: MemoryRecord, subject: str, batch: Sequence[MemoryRecord], graph: GraphStore
) -> set[str]:
    """The other subjects ``subject`` (of ``record``'s slot) is known by: the one name joined to a relation, or the
    relations joined to a name that each join no other name."""
    kin = family_owner(subject) is not None
    words = kin_words(subject) if kin else {subject}
    joins = _joins([*await _read(graph, record, words), *batch], record)
    if kin:
        names = {name for role, name in joins if role == subject}
        if len(names) != 1:
            return set()
        more = _joins(await _read(graph, record, names), record) | joins
        return names if _one_person({role for role, name in more if name in names}) else set()
    roles = {role for role, name in joins if name == subject}
    if not _one_person(roles):
        return set()
    more = _joins(await _read(graph, record, {w for r in roles for w in kin_words(r)}), record) | joins
    return {role for role in roles if {name for r, name in more if r == role} == {subject}}


def _one_person(roles: set[str]) -> bool:
    """Whether ``roles``, all a name is given, may be one person: one relative, or a partner called each in turn
    (girlfriend, fiancee, wife); never a daughter and a niece of one name, nor a coworker of it."""
    if len(roles) == 1:
        return family_owner(next(iter(roles))) is not None
    return len(roles) > 1 and roles <= PARTNER_SUBJECTS


async def end_same_person(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` holding a single-valued slot of someone the user names by relation or by name
    supersedes the value of the same slot held under the other ("Emma turned 7" after "my daughter is 6", where "my
    daughter's name is Emma" joins them): ``new`` and ``changed`` (stored records this write updates) take the
    results, as the writer's other steps do."""
    batch = [rec for rec, _ in new.values()]
    for record in batch:
        held = slot(record)
        if (
            held is None
            or held[0] == "user"
            or held[1] in MULTI_VALUED
            or record.source_kind != "user_stated"
        ):
            continue
        others = await _also_called(record, held[0], batch, graph)
        if not others:
            continue
        words = {w for other in others for w in kin_words(other)} | set(slot_words(held[1]))
        found = {r.id: changed.get(r.id, r) for r in await _read(graph, record, words) if r.id not in new}
        found.update((r.id, new[r.id][0]) for r in batch if r.id != record.id)
        for old in found.values():
            said = slot(old)
            if said is None or said[0] not in others or not same_speaker(old.text, record.text):
                continue
            current = new[record.id][0]
            as_other = current.model_copy(update={"attributes": {**current.attributes, "subject": said[0]}})
            if not conflicts(as_other, old) and not conflicts(old, as_other):
                continue
            first, second = supersede(old, current)
            for after in (first, second):
                if after.id in new:
                    new[after.id] = (after, new[after.id][1])
                else:
                    changed[after.id] = after


__all__ = ["end_same_person"]
