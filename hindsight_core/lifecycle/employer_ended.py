"""The employer ended by a job lost or left that names none: "I got laid off today", "I quit my job", 我被裁了,
我辞职了 (:func:`~hindsight_core.extraction.job_lost.job_lost`).

The rule extractor reads no slot there: it knows no companies. The speaker's own records tell it: where their
employer is current ("I work at Google", 我在字节上班), the words say it no longer holds (``works_at`` = "not Google",
as "I no longer work at Google" says), and the writer supersedes it as it does any change, so "where do I work?" no
longer answers Google first. Said before any employer, by someone else, or with a slot of its own ("I got laid off
from Stripe", "I quit, I'm at Globex now"), it is left as it was.

An employer left by its name ("I quit St Mary's", "I left Google last month": a dislike of St Mary's, or nothing,
to the slot rules) ends it the same way where the name is the speaker's current employer
(:func:`employers_left_by_name`); a name that is not ("I quit Netflix", "I left Paris") is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hindsight_core.extraction.job_lost import employer_left, job_lost
from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.kept import of_the_speaker, own_slot_records, own_slots_records
from hindsight_core.lifecycle.merge import slot, supersede
from hindsight_core.lifecycle.values import negated, negation
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import normalize_entity, spoken_only


async def employers_ended(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker's job was lost or left, naming no employer, given the slot of
    their current employer with "not" before it."""
    return await own_value_ended(candidates, graph, job_lost, "works_at")


async def employers_left_by_name(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each of the speaker's own words that says they quit or left their current employer by its
    name, given that employer's slot with "not" before it (in place of a taste read there: "I quit St Mary's")."""
    out = []
    for candidate in candidates:
        found = slot(candidate)
        name = (
            employer_left(said_for_real(spoken_only(candidate.text)))
            if candidate.source_kind == "user_stated" and (found is None or found[1] in ("likes", "dislikes"))
            else None
        )
        current = await current_own(candidate, "works_at", graph) if name else None
        if name and current is not None and _same_name(name, current[1]):
            ended = {"subject": current[0], "attribute": "works_at", "value": negation(current[1])}
            candidate = candidate.model_copy(update={"attributes": {**candidate.attributes, **ended}})
        out.append(candidate)
    return out


def _same_name(said: str, held: str) -> bool:
    """Whether the name ``said`` is the employer ``held`` ("St. Mary's" is "St Mary's"; "Acme Corp" is "Acme")."""
    said_key, held_key = (normalize_entity(name).replace(".", "") for name in (said, held))
    return said_key == held_key or said_key.startswith(held_key + " ") or held_key.startswith(said_key + " ")


async def own_value_ended(
    candidates: Sequence[MemoryRecord],
    graph: GraphStore,
    says_ended: Callable[[str], bool],
    attribute: str,
    held: Callable[[str], bool] = lambda value: True,
) -> list[MemoryRecord]:
    """``candidates``, each of the speaker's own words with no slot (never a tool's result) that ``says_ended``
    reads as ending their ``attribute`` given that slot with "not" before its current value (one ``held`` accepts:
    a student's job for a graduation), where they have one."""
    out = []
    for candidate in candidates:
        if (
            candidate.source_kind == "user_stated"
            and slot(candidate) is None
            # (not in a dream or a story: "I dreamt I got fired", "write a poem about how we broke up")
            and says_ended(said_for_real(spoken_only(candidate.text)))
        ):
            current = await current_own(candidate, attribute, graph)
            if current is not None and held(current[1]):
                subject, value = current
                attributes = {
                    **candidate.attributes,
                    "subject": subject,
                    "attribute": attribute,
                    "value": negation(value),
                }
                candidate = candidate.model_copy(update={"attributes": attributes})
        out.append(candidate)
    return out


async def current_own(record: MemoryRecord, attribute: str, graph: GraphStore) -> tuple[str, str] | None:
    """The (subject, value) of the latest current value of ``attribute`` (an employer, a job) the speaker of
    ``record`` said was their own, said before it and not negated."""
    current = [
        (stored, found)
        for stored in await own_slot_records(record, attribute, graph)
        if stored.valid_to is None
        and (found := slot(stored)) is not None
        and negated(found[2]) is None
        and of_the_speaker(stored, found[0])
    ]
    if not current:
        return None
    stored, found = max(current, key=lambda held: held[0].occurred_at)
    return found[0], stored.attributes["value"]


async def end_jobs_told_with(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` that ends its speaker's employer ("I quit St Mary's", "I got laid off today": ``works_at``
    = "not St Mary's") supersedes the job told in the same clause as that employer ("I'm a nurse at St Mary's" holds
    the job and the employer, a record each): a nurse at St Mary's no longer. A job told on its own ("I'm a nurse") is
    left as it was. ``new`` and ``changed`` (stored records this write updates) take the results."""
    for record, _ in list(new.values()):
        found = slot(record)
        if found is None or found[1] != "works_at" or record.source_kind != "user_stated":
            continue
        whose, left = found[0], negated(found[2])
        if left is None:
            continue
        own = await own_slots_records(record, ("works_at", "job"), graph)  # one search, one read: both slots
        employers = [
            stored
            for stored in own["works_at"]
            if (held := slot(stored)) is not None and held[0] == whose and _same_name(left, held[2])
        ]
        told = {(tuple(e.source_ids), e.text.strip()) for e in employers}
        for job in own["job"]:
            job = changed.get(job.id, job)
            held = slot(job)
            if (
                held is not None
                and held[0] == whose
                and job.valid_to is None
                and job.superseded_by is None
                and negated(held[2]) is None
                and (tuple(job.source_ids), job.text.strip()) in told
            ):
                older, ending = supersede(job, new[record.id][0])
                new[record.id] = (ending, new[record.id][1])
                changed[older.id] = older


__all__ = [
    "current_own",
    "employers_ended",
    "employers_left_by_name",
    "end_jobs_told_with",
    "own_value_ended",
]
