"""The answer to a question about the memory itself (:mod:`~hindsight_core.recall.about_memory`): the user's profile.

"What do you know about me?" asks for the user as a whole: what they stated that still holds (who they are, home,
work, family, tastes, plans), each once, not the five memories that share a word with the question, a value since
replaced, an aside ("lol nothing much") or another user's. "What did I tell you last week?" asks the same of what
was said in those days, by the user's own calendar.

The user's memories are read newest first (at most :data:`SCAN`, and as many of their facts, preferences and
decisions apart when they have more); what is no statement of theirs is left out (questions, requests for help,
fillers, a request with the text it pasted), and the rest ranked: what was learned across conversations, then the
values of the user's own slots (where they live and work, family, diet, tastes), then other facts, preferences and
decisions, then plans and dated visits, then what the user said of someone else (a friend's job, a doctor's page,
a daughter's chess win: never among the user's own facts), then the rest (an observation, a problem), what the
assistant or a model said last; the newest first within each, and the newest value of each slot before a second value of any (seven tastes said lately do not push home and work out
of a short profile). Of the records of one message saying the same thing (the whole turn and a clause of it, "I
have two kids, Tom and Lily"), one is kept, and none that a learned record kept was induced from. Asked without a
time, a replaced value is left out, and a turn still holding one ("Hi! I'm Alice. I live in Lyon ..." after "I
moved to Paris") gives way to a clause of it holding none ("I'm Alice") or comes after the rest of its rank; asked
for a time, what was said then is shown, replaced or not (the block marks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.lifecycle.contradictions import contradicted_ids
from hindsight_core.lifecycle.copies import own_words, restates
from hindsight_core.lifecycle.held_at import ended
from hindsight_core.lifecycle.slot_forget import speakers_slot
from hindsight_core.models import MemoryRecord, RecallHit, RecordFilter
from hindsight_core.recall.help_requests import only_asks_for_help
from hindsight_core.recall.passing_moods import passing_mood
from hindsight_core.recall.query import TimeRange
from hindsight_core.recall.recallable import recallable
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.stores.protocols import GraphStore

#: How many of the user's newest memories a profile is drawn from.
SCAN = 1000
#: What ranks first in a profile: lasting statements, then plans, then the rest.
_LASTING = frozenset({"fact", "preference", "decision"})
_SKIPPED = frozenset({"question"})
#: The slots of a day's visit or an event trained for, ranked with the plans (a slot of the user's own, but no
#: lasting value of theirs).
_DATED = ("appointment_", "preparing_for")
_STEP = 0.01
_DAY = timedelta(days=1)


def _replaced(record: MemoryRecord, at: datetime | None) -> bool:
    return ended(record, at)


def _rank(record: MemoryRecord) -> int:
    if record.source_kind == "model_inferred":
        return 6
    if record.kind == "semantic":
        return 0
    slot = str(record.attributes.get("attribute") or "")
    if slot.startswith(_DATED) and speakers_slot(record):
        return 3  # a visit on a day ("a dentist appointment next Monday", "training for a marathon"): not who they are
    if slot and speakers_slot(record):
        return 1  # a value of the user's own (home, work, family, diet, a taste): who they are
    if slot or about_someone_else(record.text):
        # someone else's ("Dr. Reyes is a cardiologist at Mercy", "my friend Tom is a chef", "Maya won her chess
        # tournament!"): after all the user's own facts and plans, before an aside ("haha nothing much today")
        return 4
    if record.event_type in _LASTING and passing_mood(record):
        return 5  # "I'm so anxious right now", 今天心情不错: how they were that day, not who they are
    return 2 if record.event_type in _LASTING else 3 if record.event_type == "plan" else 5


def _said_in(record: MemoryRecord, ranges: Sequence[TimeRange]) -> bool:
    """Said on a day of one of ``ranges`` (its own calendar day, as the block dates it)."""
    said = record.occurred_at.date()
    return any(r.start.date() <= said <= (r.end - timedelta(microseconds=1)).date() for r in ranges)


def _states_something(record: MemoryRecord) -> bool:
    words = own_words(record.text)
    if record.event_type in _SKIPPED or is_low_information(words) or only_asks_for_help(record.text):
        return False
    # "Can you summarize this?" and the email pasted after it: what is the user's own only asks (the email is
    # its author's, :mod:`~hindsight_core.extraction.pasted`)
    own = without_pasted(words)
    return own == words or (own.strip() != "" and not only_asks_for_help(own))


def _copy_keys(record: MemoryRecord) -> set[str]:
    """What a copy of ``record`` shares with it: a source message or its text (not merely its task: a session's
    every record shares that, and comparing them all cost 0.1 s a question over 1,000 memories; a restatement
    by the assistant, which is all that adds, is not recalled by default)."""
    return {f"src:{i}" for i in record.source_ids} | {f"text:{record.text}"}


def profile(
    records: Sequence[MemoryRecord], limit: int, ranges: Sequence[TimeRange] = (), at: datetime | None = None
) -> list[MemoryRecord]:
    """The best ``limit`` of ``records`` (a user's recallable memories) for a question about the memory itself,
    those said inside ``ranges`` when it names a time."""
    said = [r for r in records if not ranges or _said_in(r, ranges)]
    replaced = [] if ranges else [r for r in said if _replaced(r, at)]  # ended at ``at``, the time asked
    live = [r for r in said if not _replaced(r, at)] if not ranges else said

    # copies are of one message, or one text (``restates``): only records sharing one are compared
    near: dict[str, list[MemoryRecord]] = {}
    for record in live + replaced:
        for key in _copy_keys(record):
            near.setdefault(key, []).append(record)

    def copies_among(record: MemoryRecord, among: set[str]) -> bool:
        return any(
            o.id in among and o.id != record.id and (restates(record, o) or restates(o, record))
            for key in _copy_keys(record)
            for o in near.get(key, ())
        )

    replaced_ids = {r.id for r in replaced}
    stale = {r.id for r in live if copies_among(r, replaced_ids)}
    # "Hi! I'm Alice. I live in Lyon ..." gives way to its clause "I'm Alice", which holds no replaced value
    unstale = {r.id for r in live if r.id not in stale}
    fresh = [r for r in live if r.id not in stale or not copies_among(r, unstale)]

    def holds_replaced(record: MemoryRecord) -> bool:
        return record.id in stale

    # newest first, the longer first, then the one stored first (two records of one turn; not by the random ids)
    newest = sorted(fresh, key=lambda r: (-r.occurred_at.timestamp(), -len(r.text), r.recorded_at, r.id))
    # one value of each of the user's slots before a second of any ("I love surfing" after where they live)
    nth: dict[str, int] = {}
    seen: dict[str, int] = {}
    for record in newest:
        slot = record.attributes.get("attribute") if _rank(record) == 1 else None
        if slot:
            nth[record.id] = seen.get(slot, 0)
            seen[slot] = nth[record.id] + 1
    order = sorted(newest, key=lambda r: (_rank(r), nth.get(r.id, 0), holds_replaced(r)))
    kept: list[MemoryRecord] = []
    kept_ids: set[str] = set()
    learned_from: set[str] = set()  # what a kept semantic record was induced from says it again
    for record in order:
        if len(kept) == limit:
            break
        # what states nothing is read last, for the few records walked (1,000 fillers checks cost 15 ms)
        if record.id in learned_from or not _states_something(record) or copies_among(record, kept_ids):
            continue
        kept.append(record)
        kept_ids.add(record.id)
        learned_from.update(record.supporting_ids)
    return kept


async def profile_hits(
    graph: GraphStore,
    flt: RecordFilter,
    limit: int,
    now: datetime,
    ranges: Sequence[TimeRange],
    exclude_sources: frozenset[str] = frozenset(),
) -> list[RecallHit]:
    """:func:`profile` over the user's newest memories (and newest lasting statements) that recall may return, as
    ranked hits."""
    if ranges:  # the days named (a day's slack either side: a record's own offset decides its day)
        since, until = min(r.start for r in ranges) - _DAY, max(r.end for r in ranges) + _DAY
        since, until = (
            max(since, flt.since) if flt.since else since,
            min(until, flt.until) if flt.until else until,
        )
        if since >= until:
            return []
        flt = flt.model_copy(update={"since": since, "until": until})
    records = await graph.list_records(flt, limit=SCAN, newest_first=True)
    if len(records) == SCAN and not ranges and flt.event_types is None:
        # a long-time user's home, said once long ago, is older than their newest thousand memories: their newest
        # lasting statements are read apart
        lasting = flt.model_copy(update={"event_types": tuple(sorted(_LASTING))})
        read = {r.id for r in records}
        more = await graph.list_records(lasting, limit=SCAN, newest_first=True)
        records += [r for r in more if r.id not in read]
    visible = [r for r in records if recallable(r, flt, now, exclude_sources)]
    # what still holds, with what contradicts it flagged ("I'm allergic to penicillin", "I have no drug allergies")
    held = {r.id for r in visible}
    return [
        RecallHit(
            record=record,
            score=1.0 - n * _STEP,
            paths={"profile": n},
            conflict=any(i in held for i in contradicted_ids(record)),
        )
        for n, record in enumerate(profile(visible, limit, ranges, now), start=1)
    ]


__all__ = ["SCAN", "profile", "profile_hits"]
