"""Keeping stored memories right over time: forgetting (with what was derived from it), reinforcement on
recall, archiving (TTL and decay) and semantic induction. Every write goes through the writer.

Soft forget: status ``forgotten`` (kept for audit, never recalled). Hard forget: deleted from the graph, the
vectors, and the journal's copy of the steps it came from; it works on a record of any status (one forgotten
softly first included). Either way the forgetting cascades: a semantic record induced from a forgotten
episode is re-evaluated on the support that is left, and goes too (softly or for good, as the episode did)
when that is no longer enough; forgetting a semantic record forgets the episodes it was induced from (else
the next induction would learn it again). Only the records asked for are returned.

Reinforcement is written off the recall's hot path: recalled ids are collected and written in the
background in one batch. Losing a reinforcement at a crash is acceptable; it only touches records that are
still live, read fresh under the write lock, so it never undoes a forget.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable, Sequence
from datetime import datetime

from hindsight_core.background import Background
from hindsight_core.config import HindsightConfig
from hindsight_core.language import embedder_covers
from hindsight_core.lifecycle.copies import own_words, restates
from hindsight_core.lifecycle.decay import lifecycle_status, reinforced
from hindsight_core.lifecycle.expiry import retimed
from hindsight_core.lifecycle.induction import SUPPORT_FORGOTTEN, induce, reevaluate
from hindsight_core.lifecycle.merge import source_traces
from hindsight_core.lifecycle.whose import other_owner_or_kind
from hindsight_core.models import ALL_STATUSES, LIVE, MemoryRecord, RecordFilter
from hindsight_core.shared_forgets import SharedForgets
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import (
    CASED_UPPER,
    distinctive_values,
    held_terms,
    holds_values,
    keyword_terms,
    named_terms,
    stemmed,
)
from hindsight_core.writer import RecordWriter


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return float(sum(x * y for x, y in zip(a, b, strict=True)))


_TOKEN = re.compile(r"[^\W_]+(?:[.@'-][^\W_]+)*")


def specific_terms(query: str) -> set[str]:
    """The words of a query that name one thing: a word with a digit, in capitals past its first letter
    ("AWS", "MySQL") or capitalised after the first word ("Paris" in "forget that I moved to Paris"). The
    first word's capital is the sentence's. Keyword terms, as the index and :func:`keyword_terms` spell them.

    >>> sorted(specific_terms("Alice prefers MySQL")), sorted(specific_terms("Forget my AWS id 1234"))
    (['mysql'], ['1234', 'aws'])
    >>> specific_terms("what I drink for breakfast"), specific_terms("我的护照号码")
    (set(), set())
    """
    words = _TOKEN.findall(query)
    picked = [
        w
        for i, w in enumerate(words)
        if any(ch.isdigit() for ch in w)
        or any(ch.isupper() for ch in w[1:])
        or (i > 0 and w[:1].isupper() and w.lower() != "i")
    ]
    return set(named_terms(" ".join(picked))) if picked else set()


# whose memory a query names: "Alice's address", "what Bob said about his passport", "Émile's number" (a name in
# letters of any script with case)
_OWNER = re.compile(
    rf"\b([{CASED_UPPER}][^\W_]*)['’]s\b|\bwhat\s+([{CASED_UPPER}][^\W_]*)\s+(?:said|told|mentioned|wrote)\b"
)


def owner_terms(query: str) -> set[str]:
    """The terms of the names whose memory a query asks for ("Alice's address", "what Bob said about his
    passport"): who the memory is about, not what it says of them.

    >>> sorted(owner_terms("Alice's address")), sorted(owner_terms("what Bob said about his passport"))
    (['alice'], ['bob'])
    >>> sorted(owner_terms("forget Émile's phone number")), sorted(owner_terms("what Ольга said about Lyon"))
    (['emile'], ['ольга'])
    >>> owner_terms("forget that I moved to Paris")
    set()
    """
    return set(named_terms(" ".join(w for pair in _OWNER.findall(query) for w in pair if w)))


def query_coverage(query: str, record: MemoryRecord) -> int:
    """How many of the query's keyword terms the record's own words hold (its speaker frame left out)."""
    return len(set(keyword_terms(query)) & held_terms(own_words(record.text)))


def copy_of(record: MemoryRecord, chosen: MemoryRecord, query: str) -> bool:
    """Whether forgetting ``chosen`` for ``query`` must forget ``record`` too (both matched the query): it
    holds every distinctive value ``chosen`` holds (the same IBAN or phone number: an agent's stored copy,
    the assistant's echo), or it restates ``chosen`` (:func:`restates`) including every word of the query
    that ``chosen`` holds. "Forget my office number" takes the office number's copies, never the mobile
    number stated in the same message.

    >>> from hindsight_core.models import Scope
    >>> def rec(text, src): return MemoryRecord(text=text, scope=Scope(user_id="u"), source_ids=src)
    >>> turn = rec("The user said: my mobile is 555-010-1234, my office number is 555-010-9999", ["m1"])
    >>> office, mobile = rec("Office number: 555-010-9999", ["m1"]), rec("Mobile: 555-010-1234", ["m1"])
    >>> copy_of(turn, office, "office number"), copy_of(mobile, turn, "office number")
    (True, False)
    """
    theirs = distinctive_values(chosen.text)
    if theirs and holds_values(record.text, theirs):
        return True
    if not restates(record, chosen):
        return False
    asked = set(keyword_terms(query)) & set(keyword_terms(own_words(chosen.text)))
    return asked <= set(keyword_terms(own_words(record.text)))


def forgotten(record: MemoryRecord, now: datetime, because: str | None = None) -> MemoryRecord:
    """``record`` soft-forgotten at ``now`` (``because`` says why when the user did not ask for it)."""
    metadata = {**record.metadata, "forgotten_at": now.isoformat()}
    if because:
        metadata["forgotten_because"] = because
    return record.model_copy(update={"status": "forgotten", "metadata": metadata})


class Forgetter:
    """Soft and hard forgetting with their cascade to induced records. Goes through the writer."""

    def __init__(
        self, graph: GraphStore, writer: RecordWriter, shared: SharedForgets, config: HindsightConfig
    ) -> None:
        self._graph = graph
        self._writer = writer
        self._shared = shared
        self._config = config

    async def forget(
        self, record_ids: Sequence[str], *, hard: bool, now: datetime, user_id: str | None = None
    ) -> list[str]:
        """Forget these records (read fresh under the write lock; with ``user_id``, only that user's);
        returns the ids forgotten."""
        users = {user_id} if user_id is not None else await self._writer.owners(record_ids)
        async with self._writer.locked(users):
            return await self.forget_held(record_ids, hard=hard, now=now, user_id=user_id)

    async def forget_held(
        self, record_ids: Sequence[str], *, hard: bool, now: datetime, user_id: str | None = None
    ) -> list[str]:
        """:meth:`forget`, the caller holding :meth:`RecordWriter.locked
        <hindsight_core.writer.RecordWriter.locked>` for the records' users (an erasure holds its user's
        across everything it does)."""
        records = await self._graph.get_records(list(dict.fromkeys(record_ids)))
        records = [r for r in records if user_id is None or r.scope.user_id == user_id]
        if not hard:
            records = [r for r in records if r.status != "forgotten"]
        if not records:
            return []
        records = await self._with_support(records, hard=hard)
        # Order for crashes: what is derived from the records goes before them, so an interrupted forget
        # leaves the records themselves standing (not acknowledged: the caller forgets again) rather
        # than a derived copy of what was forgotten.
        if hard:
            await self._redact_sources(records)
            await self._shared.forget_records(records)
        gone = [r.id for r in records]
        await self._cascade({r.scope.user_id for r in records}, set(gone), hard=hard, now=now)
        await self._restore_superseded(records, set(gone))
        if hard:
            await self._unlink(records, set(gone))
            await self._writer.delete(gone)
        else:
            await self._writer.update_state(
                [forgotten(r, now) for r in records], previous={r.id: r for r in records}
            )
        # every id forgotten: the evidence of a forgotten semantic record goes with it, and is reported
        return gone

    async def _restore_superseded(self, records: Sequence[MemoryRecord], gone: set[str]) -> None:
        """A value superseded by a forgotten record is current again ("I moved to Denver" forgotten as a
        mistake: "I live in Austin" is where the user lives), unless the forgotten record was itself
        superseded: then the value it replaced points at that successor, and stays history."""
        successor = {r.id: r.superseded_by for r in records}
        previous = await self._graph.get_records(
            sorted({i for r in records for i in r.conflicts_with if i not in gone})
        )
        changed: dict[str, MemoryRecord] = {}
        later: dict[str, str] = {}  # the value -> the successor it now points at
        for p in previous:
            if p.superseded_by not in successor:
                continue
            after = successor[p.superseded_by]
            seen = {p.superseded_by}
            while after in successor and after not in seen:  # a chain forgotten at once (a cycle ends it)
                seen.add(after)
                after = successor[after]
            if after is not None and after not in gone:
                later[p.id] = after
                changed[p.id] = p.model_copy(update={"superseded_by": after})
            else:
                changed[p.id] = p.model_copy(update={"superseded_by": None, "valid_to": None})
        # The value and its new successor link both ways, as a supersession does: a later forget of the
        # successor finds the value through it and makes it current again.
        fetched = {r.id: r for r in await self._graph.get_records(sorted(set(later.values()) - set(changed)))}
        originals = {p.id: p for p in previous} | fetched
        linked = fetched | changed
        for value, after in later.items():
            if after not in linked:
                continue
            partner, mine = linked[after], changed[value]
            changed[value] = mine.model_copy(
                update={
                    "conflicts_with": list(dict.fromkeys([*mine.conflicts_with, after])),
                    "valid_to": partner.occurred_at,
                }
            )
            changed[after] = partner.model_copy(
                update={"conflicts_with": list(dict.fromkeys([*partner.conflicts_with, value]))}
            )
        if changed:
            await self._writer.update_state(list(changed.values()), previous=originals)

    async def matching(self, query: str, records: Sequence[MemoryRecord]) -> list[str]:
        """The ids of ``records`` (best first) that really match ``query``: a content word in common with the
        record's own words (its speaker frame left out), or a cosine between the query and those words of at
        least ``lifecycle.forget_min_similarity`` where the embedder understands both texts. A record must
        hold every specific word of the query (a name, a number: :func:`specific_terms`): "Alice prefers
        MySQL" never forgets "Alice prefers PostgreSQL", however close the two sentences are. A name alone is
        no match when the query names more ("Alice's address" never takes "Alice likes green tea"), nor is a
        record about another owner or kind of the thing (:func:`other_owner_or_kind`)."""
        terms = set(keyword_terms(query))
        specific = specific_terms(query)
        # (another case of a Cyrillic word is that word: "Москва" is held by "в Москве")
        records = [
            r for r in records if stemmed(specific) <= stemmed(held_terms(r.text))
        ]  # the frame: "what Alice said"
        # another's or another kind of the thing asked about: "my brother's phone number" for "my sister's",
        # "my dentist appointment" for "my vet appointment", "Bob's locker" for "Alice's locker"
        records = [r for r in records if not other_owner_or_kind(query, own_words(r.text))]
        # whose memory is no match: "Alice's address" shares "Alice" with "Alice likes green tea", and took it
        # when no address was stored; a word of what is asked about must be shared, or its meaning be close
        topic = terms - owner_terms(query) or terms
        asked = query if topic == terms else _OWNER.sub(" ", query)
        lexical = {r.id for r in records if stemmed(topic) & stemmed(held_terms(own_words(r.text)))}
        others = [r for r in records if r.id not in lexical]
        close: set[str] = set()
        if others and embedder_covers(self._writer.embedder, query):
            vectors = await self._writer.embed([asked, *(own_words(r.text) for r in others)])
            threshold = self._config.lifecycle.forget_min_similarity
            close = {
                r.id
                for r, v in zip(others, vectors[1:], strict=True)
                if embedder_covers(self._writer.embedder, r.text) and _dot(vectors[0], v) >= threshold
            }
        return [r.id for r in records if r.id in lexical or r.id in close]

    async def _with_support(self, records: list[MemoryRecord], *, hard: bool) -> list[MemoryRecord]:
        """The records plus, for a semantic one, the episodes it was induced from: forgetting what was
        learned forgets the evidence too (else the next induction would learn it again)."""
        have = {r.id for r in records}
        wanted = [i for r in records if r.kind == "semantic" for i in r.supporting_ids if i not in have]
        if not wanted:
            return records
        users = {r.scope.user_id for r in records if r.kind == "semantic"}
        support = [
            r
            for r in await self._graph.get_records(list(dict.fromkeys(wanted)))
            if r.scope.user_id in users and (hard or r.status != "forgotten")
        ]
        return [*records, *support]

    async def _unlink(self, records: Sequence[MemoryRecord], gone: set[str]) -> None:
        """Drop the hard-forgotten ids from what their conflict partners point at (``conflicts_with``,
        ``superseded_by``): no id of a deleted record is left behind. A superseded partner stays history."""
        linked = {
            i for r in records for i in (*r.conflicts_with, r.superseded_by or "") if i and i not in gone
        }
        if not linked:
            return
        partners = await self._graph.get_records(sorted(linked))
        updated = [
            p.model_copy(
                update={
                    "conflicts_with": [i for i in p.conflicts_with if i not in gone],
                    "superseded_by": None if p.superseded_by in gone else p.superseded_by,
                }
            )
            for p in partners
            if gone.intersection(p.conflicts_with) or p.superseded_by in gone
        ]
        if updated:
            await self._writer.update_state(updated, previous={p.id: p for p in partners})

    async def _redact_sources(self, records: Iterable[MemoryRecord]) -> None:
        """Blank the journaled steps a hard-forgotten record came from, and the steps of the same traces that
        hold a distinctive value of it (a passport number in a tool call's arguments), here and (through the
        graph store's tombstones) in every other process's journal."""
        by_user: dict[str, dict[str, set[str]]] = {}
        values: dict[str, dict[str, set[str]]] = {}
        # what all of a user's records forgotten together hold, looked for in each of their traces: a fact an
        # agent stored (citing no trace) is in the arguments of the call that stored it, in the turn's trace
        along: dict[str, set[str]] = {}
        for record in records:
            held = distinctive_values(record.text)
            # its own words too, where another step of the task says them again (a memory tool's arguments
            # and result): what has no number or identifier in it ("blood type is A negative") goes as well
            phrase = " ".join(own_words(record.text).lower().split()).strip(" .!?。！？")
            if len(phrase) >= 12 and len(phrase.split()) >= 3:
                held = {*held, phrase}
            along.setdefault(record.scope.user_id, set()).update(held)
            # a repeat merged from another task has its steps in that task's trace
            for trace_id, step_ids in source_traces(record).items():
                by_user.setdefault(record.scope.user_id, {}).setdefault(trace_id, set()).update(step_ids)
                # the forgotten value in other steps of the task: the tool call that carried it, an echo
                values.setdefault(record.scope.user_id, {}).setdefault(trace_id, set()).update(held)
        for user_id, by_trace in by_user.items():
            held_by_trace = {t: values[user_id].get(t, set()) | along[user_id] for t in by_trace}
            await self._shared.forget(user_id, {t: sorted(s) for t, s in by_trace.items()}, held_by_trace)

    async def _cascade(self, users: set[str], gone: set[str], *, hard: bool, now: datetime) -> None:
        """Re-evaluate the semantic records induced from ``gone``: kept on the support that is left when it
        is enough, else forgotten with it (deleted when the forget was hard)."""
        min_support = self._config.lifecycle.induction_min_support
        for user in sorted(users):
            flt = RecordFilter(user_id=user, statuses=ALL_STATUSES, kinds=("semantic",))
            derived = [
                s
                for s in await self._graph.list_records(flt)
                if s.id not in gone
                and gone.intersection(s.supporting_ids)
                and (hard or s.status != "forgotten")
            ]
            updated: list[MemoryRecord] = []
            retract: list[MemoryRecord] = []
            for semantic in derived:
                left = [i for i in semantic.supporting_ids if i not in gone]
                support = await self._graph.get_records(left) if left else []
                kept = reevaluate(semantic, support, min_support=min_support, now=now)
                if kept is None:
                    retract.append(semantic)
                elif semantic.status != "forgotten":
                    updated.append(kept)
            if updated:
                await self._writer.upsert(updated)
            if retract and hard:
                await self._writer.delete([s.id for s in retract])
            elif retract:
                await self._writer.update_state(
                    [forgotten(s, now, SUPPORT_FORGOTTEN) for s in retract],
                    previous={s.id: s for s in retract},
                )


class Reinforcer:
    """Recalled records are reinforced in the background, in batches, off the recall's hot path."""

    def __init__(self, graph: GraphStore, writer: RecordWriter, background: Background) -> None:
        self._graph = graph
        self._writer = writer
        self._background = background
        self._pending: dict[str, tuple[datetime, int]] = {}  # record id -> (last recall, recalls)
        self._scheduled = False
        self._flushing: asyncio.Lock | None = None

    def rebind(self, background: Background) -> None:
        """Move to a new loop (the previous one is closed): its background, a fresh lock."""
        self._background = background
        self._flushing = None
        self._scheduled = False

    def note(self, records: Sequence[MemoryRecord], now: datetime) -> None:
        """Reinforce these records (soon); call from the engine's loop."""
        for record in records:
            _, times = self._pending.get(record.id, (now, 0))
            self._pending[record.id] = (now, times + 1)
        if not self._scheduled:
            self._scheduled = True
            self._background.spawn(self._drain(), "reinforcing recalled records")

    async def _drain(self) -> None:
        try:
            await self.flush()
        finally:
            self._scheduled = False

    async def flush(self) -> None:
        """Write every reinforcement noted so far (also waiting for a batch another flush is writing)."""
        if self._flushing is None:
            self._flushing = asyncio.Lock()
        async with self._flushing:
            await self._write_pending()

    async def _write_pending(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, {}
            async with self._writer.locked(await self._writer.owners(batch)):
                fresh = await self._graph.get_records(list(batch))
                live = [r for r in fresh if r.status in LIVE]
                await self._writer.update_state(
                    [reinforced(r, *batch[r.id]) for r in live], previous={r.id: r for r in live}
                )


async def archive(
    graph: GraphStore, writer: RecordWriter, user_id: str, now: datetime, config: HindsightConfig
) -> int:
    """Archive one user's expired or faded live records (kept, not recalled); returns how many. A live record
    whose event type's TTL changed in the configuration since it was written first gets the expiry the
    current TTL gives it (:func:`~hindsight_core.lifecycle.expiry.retimed`): a TTL set or shortened archives
    what has expired under it, one lengthened or removed keeps what has not."""
    async with writer.locked([user_id]):
        records = await graph.list_records(RecordFilter(user_id=user_id, statuses=LIVE))
        changed = archived_or_retimed(records, now, config)
        await writer.update_state(changed, previous={r.id: r for r in records})
    return sum(r.status == "archived" for r in changed)


def archived_or_retimed(
    records: Sequence[MemoryRecord], now: datetime, config: HindsightConfig
) -> list[MemoryRecord]:
    """What :func:`archive` writes of these live records: each one archived (expired or faded) or given the
    expiry its event type's current TTL gives it."""
    changed: list[MemoryRecord] = []
    for record in records:
        current = retimed(record, config.lifecycle) or record
        status = lifecycle_status(current, now, config.lifecycle)
        if status != record.status:
            changed.append(current.model_copy(update={"status": status}))
        elif current is not record:
            changed.append(current)
    return changed


async def maintenance_preview(
    graph: GraphStore, user_id: str, now: datetime, config: HindsightConfig
) -> dict[str, int]:
    """What ``maintain`` would do for one user now, written nowhere: ``{"archived": n, "induced": n}``."""
    records = await graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
    changed = archived_or_retimed([r for r in records if r.status in LIVE], now, config)
    after = {r.id: r for r in records} | {r.id: r for r in changed}
    induced = induce(list(after.values()), min_support=config.lifecycle.induction_min_support, now=now)
    return {"archived": sum(r.status == "archived" for r in changed), "induced": len(induced)}


async def induce_for(
    graph: GraphStore, writer: RecordWriter, user_id: str, *, min_support: int, now: datetime
) -> list[MemoryRecord]:
    """Induce (and refresh) one user's semantic records; returns those created or updated."""
    async with writer.locked([user_id]):
        # Read and write under the lock, so a concurrent retain cannot interleave with this run.
        records = await graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
        induced = induce(records, min_support=min_support, now=now)
        await writer.upsert(induced)
    return induced


__all__ = ["Forgetter", "Reinforcer", "archive", "forgotten", "induce_for", "maintenance_preview"]
