"""The write path: embed, dedup/merge against stored neighbours, link conflicts, then write the graph store
(the source of truth) first and the vectors second, every write announced in the journal's outbox first.

Every change to stored records goes through one of three methods, each in the same order (outbox, graph,
vectors, outbox cleared): :meth:`RecordWriter.store` (new candidates), :meth:`RecordWriter.update_state`
(lifecycle changes: reinforcement, soft forget, archiving, cascades) and :meth:`RecordWriter.delete` (hard
forget), plus :meth:`RecordWriter.upsert` for records written as they are (induction, import). A crash at
any point leaves the outbox naming every record whose vector may disagree with the graph; on open
:meth:`RecordWriter.recover` syncs exactly those (graph has it: vector rewritten; graph lacks it: vector
deleted). Recall checks statuses against the graph, so a stale vector is never recalled meanwhile.

The vector store keeps no text: each vector's document is a fingerprint of the record's text
(:func:`content_fingerprint`), so a hard-forgotten text cannot linger in the vector index's files and
``hindsight doctor`` can still tell a vector built from another text.

What each candidate becomes (merged, noted, new and superseding) is decided in
:mod:`~hindsight_core.candidate_resolution`, which :class:`RecordWriter` inherits.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from datetime import datetime, timedelta

from hindsight_core.candidate_resolution import DEEP_NEIGHBOURS, NEIGHBOURS, CandidateResolver
from hindsight_core.config import HindsightConfig
from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import StoreError
from hindsight_core.journal import TraceJournal
from hindsight_core.lifecycle.broke_up import partners_ended
from hindsight_core.lifecycle.car_sold import cars_ended
from hindsight_core.lifecycle.dose_changed import doses_changed
from hindsight_core.lifecycle.employer_ended import (
    employers_ended,
    employers_left_by_name,
    end_jobs_told_with,
)
from hindsight_core.lifecycle.graduated import studies_ended
from hindsight_core.lifecycle.kept import slots_kept
from hindsight_core.lifecycle.left_for import slots_left_for
from hindsight_core.lifecycle.meds_stopped import meds_stopped
from hindsight_core.lifecycle.partner_ended import end_partners
from hindsight_core.lifecycle.partner_married import partners_married
from hindsight_core.lifecycle.relatives_lost import end_relatives_lost, widowed
from hindsight_core.lifecycle.retired import end_jobs_retired_with, jobs_retired
from hindsight_core.lifecycle.same_person import end_same_person
from hindsight_core.lifecycle.tasks_ended import end_tasks
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.token_index import TokenIndex
from hindsight_core.stores.capabilities import user_write_lock
from hindsight_core.stores.protocols import GraphStore, VectorItem, VectorStore, vector_metadata
from hindsight_core.validation_records import clip_entities

logger = logging.getLogger("hindsight")

_CHUNK = 256
#: How far apart two records made at the same time are stored, in the order made (:func:`recorded_one_after_another`).
RECORDED_APART = timedelta(microseconds=1)


def content_fingerprint(text: str) -> str:
    """What the vector store keeps as a record's document: a hash of its text, never the text."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


class RecordWriter(CandidateResolver):
    """Everything that turns candidate records into stored ones, and every later change to them.

    It owns the write lock: one write at a time, so a dedup decision never races another write. On a
    store shared by several processes (server mode) :meth:`locked` also holds the users' write lock on the
    store, so a write of another process for the same user never interleaves either.
    """

    def __init__(
        self,
        graph: GraphStore,
        vectors: VectorStore,
        embedder: Embedder,
        config: HindsightConfig,
        journal: TraceJournal,
    ) -> None:
        self._graph = graph
        self._vectors = vectors
        self._embedder = embedder
        self._config = config
        self._journal = journal
        self.lock = asyncio.Lock()
        self._coverage: dict[str, bool] = {}
        #: Bumped by every write that changes what recall may return (not by reinforcement): caches of
        #: recalled context (the adapters') are stale once it moves.
        self.generation = 0
        # Recall's late-interaction token vectors come from the same forward pass as the embeddings.
        self.tokens = TokenIndex(graph, embedder)

    # ------------------------------------------------------------------------------------ locking

    @contextlib.asynccontextmanager
    async def locked(self, user_ids: Iterable[str]) -> AsyncIterator[None]:
        """The write lock for a read-modify-write of these users' records: this process's (:attr:`lock`),
        then, where the graph store is shared by processes, the users' lock on it."""
        async with self.lock, self.users_locked(user_ids):
            yield

    @contextlib.asynccontextmanager
    async def users_locked(self, user_ids: Iterable[str]) -> AsyncIterator[None]:
        """The users' write lock on a graph store shared by processes (nothing on one that is not); the
        caller holds :attr:`lock`."""
        shared = user_write_lock(self._graph)
        if shared is None:
            yield
            return
        async with shared.user_write_lock(user_ids):
            yield

    async def owners(self, record_ids: Iterable[str]) -> set[str]:
        """The users of the stored records among these ids (a record's user never changes: what to lock
        before reading them again under the lock)."""
        wanted = list(dict.fromkeys(record_ids))
        if not wanted or user_write_lock(self._graph) is None:
            return set()
        return {r.scope.user_id for r in await self._graph.get_records(wanted)}

    async def stored(self, record_id: str) -> MemoryRecord | None:
        """The stored version of a record (``None`` once deleted), read again under :meth:`locked` before a
        change made from it is written: a copy read before the lock may miss another write's change."""
        found = await self._graph.get_records([record_id])
        return found[0] if found else None

    # ------------------------------------------------------------------------------------ open / close

    async def open(self) -> None:
        """Open the vector store, then the journal and the graph store, then finish the writes a crash
        interrupted (the outbox). The vector store first: an embedded one takes the directory's lock, so a
        second process fails on it (``StoreLockedError``) before it creates, migrates or writes anything."""
        await self._vectors.setup()
        try:
            await asyncio.to_thread(self._journal.open)
            await self._graph.setup()
            recovered = await self.recover()
            upgraded = await self._upgrade_vectors()
        except BaseException:
            await self.close(stores=True)
            raise
        if recovered:
            logger.info("synced %d vectors left out of date by an interrupted write", recovered)
        if upgraded:
            logger.info(
                "hindsight: updated the metadata of %d vectors the graph store's upgrade changed", upgraded
            )
        await self._warn_if_graph_lost()

    async def _upgrade_vectors(self) -> int:
        """Once after an upgrade of the graph store: the vectors of the records it changed get their new
        metadata (no text embedded again); returns how many. Until the store hears they have it, every open
        does it again: a process ended midway leaves the rest to the next open (or `hindsight doctor
        --repair`). Nothing to do costs one lookup."""
        ids = await self._graph.upgraded_record_ids()
        if ids is None:
            return 0
        await self.resync(ids, embed=False)
        await self._graph.vectors_upgraded()
        return len(ids)

    async def _warn_if_graph_lost(self) -> None:
        """Say so when the graph store is empty beside a vector index that is not: its file was deleted or
        replaced (the engine opens an empty one in its place), and every recall would answer nothing, silently.
        A warning, not an error: restoring it (``hindsight import``) needs the engine open."""
        try:
            if await self._graph.count_records() or not (vectors := await self._vectors.count()):
                return
        except StoreError:  # a count is only a courtesy here: the store's own errors come with its use
            return
        where = getattr(self._graph, "path", None)
        logger.warning(
            "hindsight: the graph store%s holds no record, but the vector index holds %d vectors: the graph "
            "file, which holds the memories, was deleted or replaced, and recall finds nothing until it is "
            "back. Restore it from a backup, or import an export (`hindsight import FILE`); `hindsight doctor` "
            "reports it. If this store is meant to be empty, `hindsight reindex` empties the index too.",
            f" at {where}" if where else "",
            vectors,
        )

    async def close(self, *, stores: bool) -> None:
        """Close the journal, and the stores when ``stores`` (they were opened by :meth:`open`)."""
        if stores:
            await self._vectors.close()
            await self._graph.close()
        self._journal.close()

    # ------------------------------------------------------------------------------------ embedding

    @property
    def embedder(self) -> Embedder:
        return self._embedder

    async def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embeddings in a worker thread, in chunks of a few batches (the embedder batches inside)."""
        return (await self.embed_with_tokens(texts))[0]

    async def embed_with_tokens(self, texts: Sequence[str]) -> tuple[list[list[float]], list[bytes | None]]:
        """Embeddings and the compact token vectors recall reranks with (None where there are none)."""
        if not texts:
            return [], []
        chunk_size = self._config.embed_batch_size * 8
        out: list[list[float]] = []
        blobs: list[bytes | None] = []
        for start in range(0, len(texts), chunk_size):
            vectors, chunk_blobs = await asyncio.to_thread(
                self.tokens.encode, list(texts[start : start + chunk_size])
            )
            out.extend(v.tolist() for v in vectors)
            blobs.extend(chunk_blobs)
        return out, blobs

    async def embed_one(self, text: str) -> list[float]:
        return (await self.embed([text]))[0]

    async def write_vectors(self, records: Sequence[MemoryRecord]) -> None:
        """(Re-)embed records and upsert their vectors (no outbox: callers announce the ids)."""
        for start in range(0, len(records), _CHUNK):
            chunk = records[start : start + _CHUNK]
            embeddings, blobs = await self.embed_with_tokens([r.text for r in chunk])
            await self._vectors.upsert([_item(r, e) for r, e in zip(chunk, embeddings, strict=True)])
            await self.tokens.store(chunk, blobs)

    # ------------------------------------------------------------------------------------ outbox

    async def _announce(self, ids: Iterable[str]) -> list[str]:
        listed = list(dict.fromkeys(ids))
        await asyncio.to_thread(self._journal.mark_dirty, listed)
        return listed

    async def _settled(self, ids: Sequence[str]) -> None:
        await asyncio.to_thread(self._journal.clear_dirty, ids)
        self.generation += 1

    async def recover(self) -> int:
        """Sync the vectors of the records a crash left in the outbox with the graph; returns how many.

        A chunk at a time under :meth:`locked` for the users of its records, as every write: on a graph store
        shared by processes, another process writing for one of them meanwhile (a forget, a hard delete) is
        waited for, never raced. The lock a crashed predecessor of this data directory held is taken over at
        once where the store can prove it ended (Neo4j: ``neo4j_liveness``); else its lease is waited out.
        (A record the graph no longer holds has no user to lock: its vector is deleted without one.)"""
        total = 0
        while True:
            ids = await asyncio.to_thread(self._journal.dirty_ids, _CHUNK)
            if not ids:
                return total
            async with self.locked(await self.owners(ids)):
                await self.sync_vectors(ids)
                await self._settled(ids)
            total += len(ids)

    async def resync(self, ids: Sequence[str], *, embed: bool = True) -> None:
        """:meth:`sync_vectors` for a repair, a chunk at a time under :meth:`locked` for the users of its
        records: a vector written from a record read while another process changes it (a forget, a hard
        delete) would bring back what that write just took out of the index."""
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start : start + _CHUNK]
            async with self.locked(await self.owners(chunk)):
                await self.sync_vectors(chunk, embed=embed)

    async def sync_vectors(self, ids: Sequence[str], *, embed: bool = True) -> None:
        """Make the vectors of these ids agree with the graph: rewritten where it has the record (only their
        metadata without ``embed``: a vector missing stays missing), deleted (and purged from the graph
        store) where it does not."""
        present = await self._graph.get_records(ids)
        if embed:
            await self.write_vectors(present)
        else:
            await self._vectors.update_metadata(
                [r.id for r in present], [vector_metadata(r) for r in present]
            )
        have = {r.id for r in present}
        gone = [i for i in ids if i not in have]
        if gone:
            # Deleting again is a no-op for the records, but finishes an interrupted hard delete's purge
            # (a store may keep deleted bytes until it compacts).
            await self._graph.delete_records(gone)
            await self._vectors.delete(gone)

    # ------------------------------------------------------------------------------------ writes

    async def store(
        self, candidates: Sequence[MemoryRecord]
    ) -> tuple[list[MemoryRecord], list[MemoryRecord]]:
        """Dedup against stored neighbours, link conflicts, then write graph first and vectors second.

        Returns (records added, existing records that absorbed a candidate). Idempotent: a candidate
        whose id is already stored (a replayed window) is skipped, and merging a candidate whose sources a
        record already holds changes nothing.
        """
        # Each pair of a record's entities becomes a graph row: an extracted record keeps its first ones.
        unique = clip_entities(list({c.id: c for c in candidates}.values()), self._config.limits)
        if not unique:
            return [], []
        async with self.locked({c.scope.user_id for c in unique}):
            stored_ids = {r.id for r in await self._graph.get_records([c.id for c in unique])}
            fresh = [c for c in unique if c.id not in stored_ids]
            if not fresh:
                return [], []
            fresh = await slots_left_for(fresh, self._graph)  # 我不在阿里了，现在在腾讯, after 我在阿里工作
            # "I got laid off today", after "I work at Google"
            fresh = await employers_ended(fresh, self._graph)
            fresh = await jobs_retired(fresh, self._graph)  # 我退休两年了, after 我是中学老师
            # 我停药了, after 我在吃优甲乐 (and no other medication)
            fresh = await meds_stopped(fresh, self._graph)
            # 医生给我加到了75微克, after 我在吃优甲乐50微克 (and no other medication)
            fresh = await doses_changed(fresh, self._graph)
            # "I quit St Mary's", after "I'm a nurse at St Mary's"
            fresh = await employers_left_by_name(fresh, self._graph)
            # "I finally graduated!", after "I'm a PhD student at Stanford"
            fresh = await studies_ended(fresh, self._graph)
            fresh = await cars_ended(fresh, self._graph)  # "I sold my car", after "I drive a Corolla"
            fresh = await partners_ended(fresh, self._graph)  # "we broke up", after "I'm dating Jake"
            fresh = await partners_married(fresh, self._graph)  # 我女朋友现在是我老婆了, after 我女朋友叫小雨
            fresh = widowed(fresh)  # "my husband passed away", after "I'm married"
            # "the Stripe offer fell through, so I'm staying at Acme", after "I'm starting at Stripe next month"
            fresh = await slots_kept(fresh, self._graph)
            embeddings, blobs = await self.embed_with_tokens([c.text for c in fresh])
            token_blobs = dict(zip((c.id for c in fresh), blobs, strict=True))
            new, changed, absorbers = await self._resolve(fresh, embeddings)
            await self._link_displaced(new, changed)
            await self._end_losses(new, changed)
            # "my dad passed away", after "my dad lives in Ohio"
            await end_relatives_lost(new, changed, self._graph)
            # "Emma turned 7", after "my daughter is 6" and "my daughter's name is Emma"
            await end_same_person(new, changed, self._graph)
            # "I'm single again", after "I'm dating Jake"; "I got divorced", after "my wife's name is Anna"
            await end_partners(new, changed, self._graph)
            # "I finally renewed my passport!", after "I need to renew my passport before March"
            await end_tasks(new, changed, self._graph)
            # "I quit St Mary's", after "I'm a nurse at St Mary's": the job told with the employer
            await end_jobs_told_with(new, changed, self._graph)
            await end_jobs_retired_with(
                new, changed, self._graph
            )  # 我退休了, after 我是会计 and 我在中建上班
            await self._link_contradictions(new, changed)
            new = recorded_one_after_another(new)
            added = [rec for rec, _ in new.values()]
            updated = list(changed.values())
            ids = await self._announce([*new, *changed])
            await self._graph.upsert_records([*added, *updated])
            await self._vectors.upsert([_item(r, e) for r, e in new.values()])
            if updated:
                await self._vectors.update_metadata(
                    [u.id for u in updated], [vector_metadata(u) for u in updated]
                )
            await self.tokens.store(added, [token_blobs.get(r.id) for r in added])
            await self._settled(ids)
        return added, [changed.get(i, r) for i, r in absorbers.items()]

    async def update_state(
        self, records: Sequence[MemoryRecord], previous: Mapping[str, MemoryRecord] | None = None
    ) -> None:
        """Store new lifecycle state (status, strength, validity, links, metadata) of stored records: graph
        first, then the vector metadata of the records whose filterable metadata changed.

        ``previous`` (the versions the changes were made from) lets a change that no vector filters on
        (reinforcement) skip the outbox and the vector store; without it every record's vector is updated.
        The caller holds :attr:`lock`.
        """
        if not records:
            return
        moved = [
            r
            for r in records
            if previous is None
            or r.id not in previous
            or vector_metadata(previous[r.id]) != vector_metadata(r)
        ]
        ids = await self._announce(r.id for r in moved) if moved else []
        await self._graph.update_state(records)
        if moved:
            await self._vectors.update_metadata([r.id for r in moved], [vector_metadata(r) for r in moved])
            await self._settled(ids)

    async def upsert(self, records: Sequence[MemoryRecord]) -> None:
        """Write records as they are (new, or with a changed text): graph, then re-embedded vectors. The
        caller holds :attr:`lock`."""
        if not records:
            return
        ids = await self._announce(r.id for r in records)
        await self._graph.upsert_records(records)
        await self.write_vectors(records)
        await self._settled(ids)

    async def rewrite(self, records: Sequence[MemoryRecord]) -> None:
        """Store records whose text is unchanged but whose slot or links changed (a repair): the graph record
        rewritten whole (its keyword entry holds its slot's words), the vector's metadata updated, no text
        embedded again. The caller holds :attr:`lock`."""
        if not records:
            return
        ids = await self._announce(r.id for r in records)
        await self._graph.upsert_records(records)
        await self._vectors.update_metadata([r.id for r in records], [vector_metadata(r) for r in records])
        await self._settled(ids)

    async def delete(self, ids: Sequence[str]) -> int:
        """Hard delete from both stores; returns how many the graph had. The caller holds :attr:`lock`."""
        if not ids:
            return 0
        listed = await self._announce(ids)
        count = await self._graph.delete_records(listed)
        await self._vectors.delete(listed)
        await self._settled(listed)
        return count


def recorded_one_after_another(
    new: dict[str, tuple[MemoryRecord, list[float]]],
) -> dict[str, tuple[MemoryRecord, list[float]]]:
    """``new`` (the records of one write, in the order they were made), each recorded at a time none made before
    it in this write has: a record made as a copy of another ("I'm a PhD student at Stanford" then "I finally
    graduated!": the school's ending is a copy of the job's) is stored a microsecond after it. Records of one turn
    share ``occurred_at``, and stores list by ``occurred_at``, then ``recorded_at``, then id: with the same
    ``recorded_at`` the two were listed in the order of their random ids, another each time; now in the order made.

    >>> from hindsight_core.models import Scope
    >>> job = MemoryRecord(text="I finally graduated!", scope=Scope(user_id="u"))
    >>> school = job.model_copy(update={"id": "school"})
    >>> out = recorded_one_after_another({job.id: (job, []), school.id: (school, [])})
    >>> (out["school"][0].recorded_at - out[job.id][0].recorded_at).microseconds
    1
    """
    taken: set[datetime] = set()
    out: dict[str, tuple[MemoryRecord, list[float]]] = {}
    for rid, (record, embedding) in new.items():
        at = record.recorded_at
        while at in taken:
            at += RECORDED_APART
        taken.add(at)
        out[rid] = (
            record if at == record.recorded_at else record.model_copy(update={"recorded_at": at}),
            embedding,
        )
    return out


def _item(record: MemoryRecord, embedding: Sequence[float]) -> VectorItem:
    return VectorItem(record.id, embedding, content_fingerprint(record.text), vector_metadata(record))


__all__ = [
    "DEEP_NEIGHBOURS",
    "NEIGHBOURS",
    "RECORDED_APART",
    "RecordWriter",
    "content_fingerprint",
    "recorded_one_after_another",
]
