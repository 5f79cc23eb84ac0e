"""What each candidate record becomes before the writer stores it: nothing new where it is a forgotten memory said
again or a past or expired one sent again (only the trace it came in is noted), merged into a duplicate, or new,
superseding the stored values it conflicts with; and the older records a new one gives a value up from, linked to
it. :class:`~hindsight_core.writer.RecordWriter` inherits it and calls it under its write lock.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import numpy as np

from hindsight_core.config import HindsightConfig
from hindsight_core.embeddings.base import Embedder
from hindsight_core.language import embedder_covers
from hindsight_core.lifecycle.contradictions import (
    ALLERGY_WORDS,
    contradict,
    denial_of,
    fixed_contradiction,
    linked,
    own_allergy,
)
from hindsight_core.lifecycle.losses import lost, names_the_lost
from hindsight_core.lifecycle.merge import (
    archived_occurrence,
    conflicts,
    forgotten_occurrence,
    is_duplicate,
    merged,
    past_occurrence,
    slot,
    slot_key,
    supersede,
    with_traces,
)
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.lifecycle.preference_change import says_change
from hindsight_core.lifecycle.values import text_key
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.recall.displaced import DISPLACED_BY, given_up_by, holds_given_up
from hindsight_core.slot_glosses import slot_words
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.text import same_speaker

#: Stored neighbours compared with each candidate.
NEIGHBOURS = 8
#: How far a candidate whose nearest neighbours are all past versions of its slot looks for the current one.
DEEP_NEIGHBOURS = 64


class CandidateResolver:
    """The decisions of :meth:`RecordWriter.store <hindsight_core.writer.RecordWriter.store>` about its candidates,
    made against the stored neighbours of each (read from the stores the writer holds)."""

    _graph: GraphStore
    _vectors: VectorStore
    _embedder: Embedder
    _config: HindsightConfig
    _coverage: dict[str, bool]

    async def _resolve(
        self, candidates: Sequence[MemoryRecord], embeddings: Sequence[list[float]]
    ) -> tuple[dict[str, tuple[MemoryRecord, list[float]]], dict[str, MemoryRecord], dict[str, MemoryRecord]]:
        """Decide what each candidate becomes: merged into a duplicate, or new (superseding conflicts)."""
        threshold = self._config.lifecycle.dedup_similarity
        new: dict[str, tuple[MemoryRecord, list[float]]] = {}  # created in this batch, in order
        changed: dict[str, MemoryRecord] = {}  # stored records updated by this batch
        absorbers: dict[str, MemoryRecord] = {}  # stored records holding a candidate (changed or already)
        # The stored neighbours of every candidate, in one batched vector query; records created by this batch
        # are compared in memory, with one matrix of this batch's embeddings.
        # Forgotten records too: a step sent again (a framework re-sending the whole history) must not bring
        # back what was forgotten from it.
        flts = [RecordFilter(user_id=c.scope.user_id, statuses=(*LIVE, "forgotten")) for c in candidates]
        all_hits = await self._vectors.query_many(embeddings, flts, NEIGHBOURS)
        wanted = list(dict.fromkeys(i for hits in all_hits for i, _ in hits))
        stored = {r.id: r for r in await self._graph.get_records(wanted)} if wanted else {}
        # A value changed many times: its past versions (superseded, forgotten) can fill the nearest
        # neighbours and hide the current one, which then never learns it is superseded. Where the neighbours
        # hold only past versions of a candidate's slot, look further (rare: only for such candidates).
        deeper = [i for i, c in enumerate(candidates) if _only_past_versions(c, all_hits[i], stored)]
        if deeper:
            more = await self._vectors.query_many(
                [embeddings[i] for i in deeper],
                [RecordFilter(user_id=candidates[i].scope.user_id, statuses=LIVE) for i in deeper],
                DEEP_NEIGHBOURS,
            )
            extra = list(dict.fromkeys(r for hits in more for r, _ in hits if r not in stored))
            stored.update({r.id: r for r in await self._graph.get_records(extra)} if extra else {})
            for i, hits in zip(deeper, more, strict=True):
                seen = {r for r, _ in all_hits[i]}
                all_hits[i] = [*all_hits[i], *((r, sim) for r, sim in hits if r not in seen)]
        # Nearest vectors are no way to find the current value of a slot in a text the embedder does not
        # understand (Chinese with the bundled MiniLM) or said in another language ("我现在在字节跳动工作"
        # after "I work at Initech"): among a few dozen memories, the old value is rarely among them, and a
        # change missed leaves it current. Every record of a slot holds the slot's words in the keyword
        # index (``index_text``): where the neighbours hold no current value of a candidate's single-valued
        # slot, it is looked for there (never a duplicate: no similarity is known, only a conflict is read).
        unseen = [i for i, c in enumerate(candidates) if _current_unseen(c, all_hits[i], stored)]
        for i in unseen:
            candidate = candidates[i]
            words = " ".join(slot_words(candidate.attributes["attribute"]))
            if _changes_taste(candidate):
                # what was liked before, in any words of liking and said with the same verb (喝美式 for 改喝拿铁)
                words = " ".join([words, *slot_words("likes"), str(candidate.attributes["value"])])
            flt = RecordFilter(user_id=candidate.scope.user_id, statuses=LIVE)
            hits = await self._graph.keyword_search(words, flt, DEEP_NEIGHBOURS)
            seen = {r for r, _ in all_hits[i]}
            extra = [r for r, _ in hits if r not in seen]
            stored.update({r.id: r for r in await self._graph.get_records(extra)} if extra else {})
            all_hits[i] = [*all_hits[i], *((r, 0.0) for r in extra)]
        archived = await self._archived_neighbours(candidates, embeddings, stored)
        unit = np.asarray(embeddings, dtype=np.float32)
        rows: dict[str, int] = {}
        for row, (candidate, embedding, hits) in enumerate(
            zip(candidates, embeddings, all_hits, strict=True)
        ):
            pool = [(changed.get(i, stored[i]), sim) for i, sim in hits if i in stored]
            came_back = self._first(pool, candidate, forgotten_occurrence, threshold)
            if came_back is not None:
                # not stored again; the trace it came back in is noted, for a later hard forget to blank
                if (noted := with_traces(came_back, candidate)) is not came_back:
                    changed[came_back.id] = noted
                continue
            pool = [(old, sim) for old, sim in pool if old.status != "forgotten"]
            expired = [(changed.get(i, stored[i]), sim) for i, sim in archived.get(row, ())]
            held = self._first(expired, candidate, archived_occurrence, threshold) or self._first(
                pool, candidate, past_occurrence, threshold
            )
            if held is not None:  # the same message sent again after it expired or its value changed: nothing
                # changes but the trace it came in, noted for a later hard forget to blank
                if (noted := with_traces(held, candidate)) is not held:
                    changed[held.id] = noted
                absorbers[held.id] = noted
                continue
            pool += [(rec, float(unit[row] @ unit[rows[rec.id]])) for rec, _ in new.values()]
            duplicate = self._first(pool, candidate, is_duplicate, threshold)
            if duplicate is not None:
                if duplicate.id in new:
                    new[duplicate.id] = (merged(new[duplicate.id][0], candidate), new[duplicate.id][1])
                else:
                    current = changed.get(duplicate.id, duplicate)
                    after = merged(current, candidate)
                    if after is not current:
                        changed[duplicate.id] = after
                    absorbers[duplicate.id] = after
                continue
            record = candidate
            for old, _ in pool:
                current = new[old.id][0] if old.id in new else changed.get(old.id, old)
                if conflicts(record, current):
                    if fixed_contradiction(record, current):  # two birthdays: neither ends the other
                        current, record = linked(current, record.id), linked(record, current.id)
                    else:
                        current, record = supersede(current, record, as_told=True)
                    if current.id in new:
                        new[current.id] = (current, new[current.id][1])
                    else:
                        changed[current.id] = current
            new[record.id] = (record, embedding)
            rows[record.id] = row
        return new, changed, absorbers

    async def _archived_neighbours(
        self,
        candidates: Sequence[MemoryRecord],
        embeddings: Sequence[list[float]],
        stored: dict[str, MemoryRecord],
    ) -> dict[int, list[tuple[str, float]]]:
        """The archived neighbours (expired, faded) of each candidate from journaled steps, by its row, read
        into ``stored``: a message sent again after its memory was archived is that memory
        (:func:`~hindsight_core.lifecycle.merge.archived_occurrence`), not a fresh one. Apart from the live
        neighbours, so that a user's many archived records never crowd a live duplicate out of those."""
        users = sorted({c.scope.user_id for c in candidates if c.source_ids})
        # most users have nothing archived: one count each spares the vector query (ingest pays it per call)
        counts = [
            await self._graph.count_records(RecordFilter(user_id=u, statuses=("archived",))) for u in users
        ]
        holding = {u for u, n in zip(users, counts, strict=True) if n}
        rows = [i for i, c in enumerate(candidates) if c.source_ids and c.scope.user_id in holding]
        if not rows:
            return {}
        hits = await self._vectors.query_many(
            [embeddings[i] for i in rows],
            [RecordFilter(user_id=candidates[i].scope.user_id, statuses=("archived",)) for i in rows],
            NEIGHBOURS,
        )
        wanted = list(dict.fromkeys(r for found in hits for r, _ in found if r not in stored))
        stored.update({r.id: r for r in await self._graph.get_records(wanted)} if wanted else {})
        # the graph is the truth: a vector whose status lags (an interrupted write) is no archived record
        return {
            i: [(r, sim) for r, sim in found if r in stored and stored[r].status == "archived"]
            for i, found in zip(rows, hits, strict=True)
        }

    async def _link_displaced(
        self, new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord]
    ) -> None:
        """A new statement that gives a value up ("卡罗拉卖了", "we dumped New Relic") is linked from the older
        live records of its user whose clause holds that value (``DISPLACED_BY`` in their metadata): recall
        brings it beside them even where it shares no word with the question ("语雀不用了" for "周报放在哪里写?").
        Nothing is superseded: the older record may say more than the value given up. Only the user's own words
        give one of theirs up: "we stopped using Notion" in a page a search found is its author's."""
        batch = [rec for rec, _ in new.values()]
        for record in batch:
            given_up = given_up_by(record) if record.source_kind == "user_stated" else ()
            if not given_up:
                continue
            flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
            found: dict[str, MemoryRecord] = {}
            for terms in given_up:
                hits = await self._graph.keyword_search(" ".join(terms), flt, NEIGHBOURS)
                wanted = [i for i, _ in hits if i not in found and i != record.id]
                for old in await self._graph.get_records(wanted) if wanted else []:
                    found[old.id] = changed.get(old.id, old)
            found.update(
                {
                    r.id: new[r.id][0]
                    for r in batch
                    if r.id != record.id and r.scope.user_id == record.scope.user_id
                }
            )
            for old in found.values():
                if (
                    old.occurred_at >= record.occurred_at
                    or not same_speaker(old.text, record.text)
                    or not holds_given_up(old, given_up)
                ):
                    continue
                linked = old.metadata.get(DISPLACED_BY) or []
                if record.id in linked:
                    continue
                after = old.model_copy(
                    update={"metadata": {**old.metadata, DISPLACED_BY: [*linked, record.id]}}
                )
                if old.id in new:
                    new[old.id] = (after, new[old.id][1])
                else:
                    changed[old.id] = after

    async def _end_losses(
        self, new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord]
    ) -> None:
        """A pet the user says they lost ("Milo passed away last week", "our dog died", 我的猫去年走了) ends the
        record naming it as theirs ("We have a dog named Milo": its ``dog`` slot), superseded by the loss; every
        other pet stays current (:mod:`~hindsight_core.lifecycle.losses`). Known by its kind alone only where the
        user has one pet of it: "our dog died" after a second dog says neither. Only the user's own words end one:
        a tool's result ("Tool read_email returned: ... our dog Biscuit passed away - Carol") is its author's, and
        the assistant's (or a model's reading of it) no word of the user's."""
        batch = [rec for rec, _ in new.values()]
        for record in batch:
            loss = lost(record.text) if record.source_kind == "user_stated" else None
            if loss is None:
                continue
            flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
            words = loss.name or " ".join(slot_words(loss.kind or "pet"))
            hits = await self._graph.keyword_search(words, flt, NEIGHBOURS)
            wanted = [i for i, _ in hits if i not in new]
            found = [changed.get(r.id, r) for r in await self._graph.get_records(wanted)] if wanted else []
            found += [
                new[r.id][0] for r in batch if r.id != record.id and r.scope.user_id == record.scope.user_id
            ]
            mine = [
                (old, held)
                for old in found
                if old.occurred_at <= record.occurred_at
                and same_speaker(old.text, record.text)
                and old.valid_to is None
                and old.superseded_by is None
                and (held := slot(old)) is not None
                and held[0] == "user"
            ]
            ended = [old for old, held in mine if names_the_lost(loss, held[1], str(old.attributes["value"]))]
            if (
                not loss.name
                and not loss.every
                and (len(ended) != 1 or any(_several(held, loss.kind) for _, held in mine))
            ):
                continue  # "our dog died" after two dogs: which one is not said (not 我现在不养狗了: neither)
            for old in ended:
                older, loss_record = supersede(old, new[record.id][0])
                new[record.id] = (loss_record, new[record.id][1])
                if older.id in new:
                    new[older.id] = (older, new[older.id][1])
                else:
                    changed[older.id] = older

    async def _link_contradictions(
        self, new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord]
    ) -> None:
        """A new allergy of the user and their statement of having none ("I'm allergic to penicillin", "I have no
        drug allergies", in either order and any conversations) are linked as contradicting each other
        (:mod:`~hindsight_core.lifecycle.contradictions`): both stay current, recalled and flagged together."""
        batch = [rec for rec, _ in new.values()]
        for record in batch:
            if own_allergy(record) is None and denial_of(record) is None:
                continue
            flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
            hits = await self._graph.keyword_search(ALLERGY_WORDS, flt, DEEP_NEIGHBOURS)
            wanted = [i for i, _ in hits if i not in new]
            found = (
                {r.id: changed.get(r.id, r) for r in await self._graph.get_records(wanted)} if wanted else {}
            )
            found.update((r.id, new[r.id][0]) for r in batch if r.id != record.id)
            for other in found.values():
                current = new[record.id][0]
                if other.id in current.conflicts_with or other.valid_to is not None:
                    continue
                if not (contradict(current, other) or contradict(other, current)):
                    continue
                new[record.id] = (linked(current, other.id), new[record.id][1])
                if other.id in new:
                    new[other.id] = (linked(new[other.id][0], record.id), new[other.id][1])
                else:
                    changed[other.id] = linked(other, record.id)

    def _first(
        self,
        pool: list[tuple[MemoryRecord, float]],
        candidate: MemoryRecord,
        test: Callable[[MemoryRecord, MemoryRecord, float, float], bool],
        threshold: float,
    ) -> MemoryRecord | None:
        """The first record of ``pool`` (neighbours with their similarity) that ``test``, one of merge's
        occurrence predicates (``is_duplicate``, ``past_occurrence`` ...), holds of ``candidate``."""
        return next(
            (
                old
                for old, sim in pool
                if test(candidate, old, self._similarity(candidate, old, sim), threshold)
            ),
            None,
        )

    def _similarity(self, candidate: MemoryRecord, old: MemoryRecord, cosine: float) -> float:
        """The cosine, trusted only where the embedder understands both texts' language; elsewhere only the
        same text (up to case, spacing, closing punctuation and how a count is written: 两只猫, 2只猫) is a
        match, whatever the cosine (a count written another way may embed under the threshold)."""
        if self._covers(candidate.text) and self._covers(old.text):
            return cosine
        return 1.0 if text_key(candidate.text) == text_key(old.text) else 0.0

    def _covers(self, text: str) -> bool:
        covered = self._coverage.get(text)
        if covered is None:
            if len(self._coverage) > 4096:
                self._coverage.clear()
            covered = self._coverage[text] = embedder_covers(self._embedder, text)
        return covered


def _current_unseen(
    candidate: MemoryRecord, hits: Sequence[tuple[str, float]], stored: Mapping[str, MemoryRecord]
) -> bool:
    """Whether ``candidate`` has a single-valued slot of which its neighbours hold no current value."""
    found = slot(candidate)
    if _changes_taste(candidate):
        return True
    if found is None or found[1] in MULTI_VALUED:
        return False
    key = found[:2]
    return not any(slot_key(r) == key and not _past(r) for r in (stored[i] for i, _ in hits if i in stored))


def _changes_taste(candidate: MemoryRecord) -> bool:
    """Whether ``candidate`` is a preference said as a change (最近改喝拿铁了, "I prefer aisle seats now"): it may end
    a liking (:func:`~hindsight_core.lifecycle.merge.conflicts`), which, one of many values, is looked for by its
    words as a current value of a single-valued slot is."""
    found = slot(candidate)
    return found is not None and found[1] == "prefers" and says_change(candidate.text)


def _only_past_versions(
    candidate: MemoryRecord, hits: Sequence[tuple[str, float]], stored: Mapping[str, MemoryRecord]
) -> bool:
    """Whether ``candidate`` has a single-valued slot, its neighbours fill the whole query, and every one of
    them with the same slot is a past version (superseded or forgotten): the current value may lie further."""
    key = slot_key(candidate)
    if key is None or len(hits) < NEIGHBOURS:
        return False
    mates = [stored[i] for i, _ in hits if i in stored and slot_key(stored[i]) == key]
    return bool(mates) and all(_past(m) for m in mates)


def _several(held: tuple[str, str, str], kind: str | None) -> bool:
    """Whether the slot ``held`` says the user has more than one pet of ``kind`` (``dogs_count`` = 2)."""
    return held[1] == f"{kind}s_count" and held[2].isdigit() and int(held[2]) > 1


def _past(record: MemoryRecord) -> bool:
    """Whether ``record`` is a past version of its slot's value: superseded (an end of validity) or forgotten."""
    return record.status == "forgotten" or record.valid_to is not None


__all__ = ["DEEP_NEIGHBOURS", "NEIGHBOURS", "CandidateResolver"]
