"""A value kept when a change the speaker planned is called off: "The Stripe offer fell through, so I'm staying at
Acme", "the move fell through, we're staying in Boston", 字节的offer黄了，还在阿里.

A job said to start ("I'm starting at Stripe next month") takes the employer's slot when it is said, and what held
before it becomes history. The plan called off names no slot a rule reads ("staying at" may be a hotel, 还在 a place one
is at), so the speaker's own records tell it: where the place kept is the value their employer or home held before
the current one, it is that slot's value again, and the writer supersedes the plan's value as it does any return.
A plan called off that names the value it took ("I'm not
joining Stripe after all") gives it up the same way: the value before it is the slot's again. Anything else (no plan
said to be called off, "I'm still in Boston until Friday"; a place none of their past values
names; someone else's words) is left as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.tense import ahead_only
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import negated, value_key
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.slot_glosses import slot_words
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import (
    CASED_UPPER,
    is_the_user,
    normalize_entity,
    same_speaker,
    split_speaker,
    spoken_only,
    to_simplified,
)

#: The slots a value kept may be the value of, in the order they are tried.
_SLOTS = ("works_at", "lives_in")
#: Records of one slot read per user, at most (the values before the current one are among the latest).
_READ = 64

# a plan called off: "fell through", "didn't happen", "got cancelled", "rescinded the offer", "not joining Stripe after
# all", "decided not to move", 黄了, 泡汤了, 不去了, 不搬了, 取消了
_CALLED_OFF = re.compile(
    r"\b(?:fell\s+through|falls?\s+through|didn'?t\s+happen|did\s+not\s+happen|never\s+happened|rescinded|"
    r"(?:got|was|been|is)\s+(?:cancell?ed|called\s+off|scrapped|pulled|withdrawn)|pulled\s+(?:the|my|their)\s+offer|"
    r"after\s+all|decided\s+(?:not\s+to|against)|changed\s+(?:my|our)\s+minds?)\b"
    r"|黄了|泡汤了?|不去了|不搬了|取消了|没去成|去不成了?|撤回了?|算了",
    re.IGNORECASE,
)
# the place kept: "staying at Acme", "still at Acme", "we're staying in Boston", "remaining with Globex"; 还在阿里,
# 继续留在北京, 留在阿里
_KEPT = re.compile(
    r"\b(?:staying|stay|still|remaining|remain)\s+(?:put\s+)?(?:at|with|in)\s+"
    rf"(?P<value>(?-i:[{CASED_UPPER}])[\w'&.-]*(?:\s+(?-i:[{CASED_UPPER}])[\w'&.-]*){{0,3}})"
    r"|(?:还|继续|仍然|依然|仍|还是)?留?在(?P<zh>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?=$|[，。！？；,.!?;\s]|了|啦|上班|工作|干|住|待)",
    re.IGNORECASE,
)
_ZH_KEPT_LEAD = re.compile(r"(?:还|继续|仍然|依然|仍|还是|留)$")


def kept_place(text: str) -> str | None:
    """The place ``text`` (a speaker's own words) says is kept as a plan is called off, or None.

    >>> kept_place("The Stripe offer fell through, so I'm staying at Acme.")
    'Acme'
    >>> kept_place("字节的offer黄了，还在阿里。"), kept_place("I'm still in Boston until Friday")
    ('阿里', None)
    """
    said = to_simplified(text)
    if not _CALLED_OFF.search(said):
        return None
    for match in _KEPT.finditer(said):
        if match["value"]:
            return match["value"].rstrip(".")
        if _ZH_KEPT_LEAD.search(said, 0, match.start("zh") - 1):  # 还在阿里 (not 在阿里 alone: where one is)
            return match["zh"]
    return None


async def slots_kept(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that calls a plan off and keeps a place its speaker's employer or home held before the
    current one (:func:`kept_place`) given that slot with the place."""
    out = []
    for candidate in candidates:
        own = candidate.source_kind == "user_stated" and slot(candidate) is None
        place = kept_place(spoken_only(candidate.text)) if own else None
        said = spoken_only(candidate.text) if own else ""
        held = None
        if place is not None:
            held = await _held_before(candidate, place, graph)
        elif own and _CALLED_OFF.search(to_simplified(said)):
            held = await _plan_called_off(candidate, said, graph)  # "I'm not joining Stripe after all"
        if held is not None:
            subject, attribute, value = held
            attributes = {**candidate.attributes, "subject": subject, "attribute": attribute, "value": value}
            candidate = candidate.model_copy(update={"attributes": attributes})
        out.append(candidate)
    return out


def _names(words: str, value: str) -> bool:
    """Whether ``words`` (lower-cased) name ``value``: as a whole word where it is written in letters."""
    value = value.lower()
    if value.isascii():
        return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", words) is not None
    return value in words


def of_the_speaker(record: MemoryRecord, subject: str) -> bool:
    """Whether ``subject`` is the speaker of ``record`` themself, not a relative or a person they name ("my sister
    works at Google" is the sister's)."""
    speaker = split_speaker(record.text)[0]
    return subject == "user" or (
        speaker is not None and not is_the_user(speaker) and subject == normalize_entity(speaker)
    )


async def own_slot_records(
    record: MemoryRecord, attribute: str, graph: GraphStore, *, prefix: bool = False
) -> list[MemoryRecord]:
    """The speaker's own live records holding ``attribute`` (with ``prefix``, any slot it opens: ``dose`` holds
    ``dose_metformin``), said before ``record``."""
    return (await own_slots_records(record, (attribute,), graph, prefix=prefix))[attribute]


async def own_slots_records(
    record: MemoryRecord, attributes: Sequence[str], graph: GraphStore, *, prefix: bool = False
) -> dict[str, list[MemoryRecord]]:
    """:func:`own_slot_records` of each of ``attributes`` in one keyword search and one read of the store (the
    words of them all, as many hits as their searches one by one would read)."""
    flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
    words = dict.fromkeys(word for attribute in attributes for word in slot_words(attribute))
    hits = await graph.keyword_search(" ".join(words), flt, _READ * len(attributes))
    found: dict[str, list[MemoryRecord]] = {attribute: [] for attribute in attributes}
    for stored in await graph.get_records([i for i, _ in hits]) if hits else []:
        held = slot(stored)
        if (
            held is None
            or stored.occurred_at > record.occurred_at
            or not same_speaker(stored.text, record.text)
        ):
            continue
        key = held[1] if held[1] in found else None
        if key is None and prefix:
            key = next((a for a in attributes if held[1].startswith(f"{a}_")), None)
        if key is not None:
            found[key].append(stored)
    return found


async def _plan_called_off(record: MemoryRecord, said: str, graph: GraphStore) -> tuple[str, str, str] | None:
    """Where ``said`` calls off the plan that holds the current value of a slot ("I'm starting at Stripe next
    month", said only of what is ahead) and names that value ("I'm not joining Stripe after all"): the slot, with
    the value the plan took the place of."""
    words = to_simplified(said).lower()
    for attribute in _SLOTS:
        stored = await own_slot_records(record, attribute, graph)
        for plan in stored:
            found = slot(plan)
            if (
                found is None
                or plan.valid_to is not None
                or plan.superseded_by is not None
                or not _names(words, found[2])
                or not ahead_only(spoken_only(plan.text))
            ):
                continue
            before = [
                r for r in stored if r.superseded_by == plan.id and (old := slot(r)) and not negated(old[2])
            ]
            if before:
                kept = max(before, key=lambda r: r.occurred_at)
                return kept.attributes["subject"], attribute, kept.attributes["value"]
    return None


async def _held_before(record: MemoryRecord, place: str, graph: GraphStore) -> tuple[str, str, str] | None:
    """The slot whose value before the current one was ``place``, the speaker's own, with that value."""
    for attribute in _SLOTS:
        for stored in await own_slot_records(record, attribute, graph):
            found = slot(stored)
            if (
                found is not None
                and value_key(found[2]) == value_key(place)
                and stored.superseded_by is not None
            ):
                return stored.attributes["subject"], attribute, place
    return None


__all__ = ["kept_place", "of_the_speaker", "own_slot_records", "own_slots_records", "slots_kept"]
