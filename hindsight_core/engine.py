"""The engine: ``AsyncHindsight`` (this module) and its sync twin ``Hindsight`` (``hindsight_core.sync``).

A facade over the parts that do the work: :class:`~hindsight_core.reflector.Reflector` (journal, windows,
extraction, retries), :class:`~hindsight_core.writer.RecordWriter` (dedup, conflicts, and every write: the
outbox, graph first, vectors second), :mod:`hindsight_core.curation` (forgetting and its cascade,
reinforcement, archiving, induction), :class:`~hindsight_core.forgetting.ForgetRequests` (what a forget, a
user's erasure or a request heard in chat asks to forget) and :class:`~hindsight_core.reader.RecordReader`
(the recall paths, the context block; the recall pipeline itself is described in ``recall/paths.py``).
Its guards against misuse (a call once it is closing, a second engine on its data directory, a misspelt
event type) are in :mod:`hindsight_core.guards`; how its parts are built, opened and closed (``setup``,
``aclose``, ``wait_background``) in :mod:`hindsight_core.engine_lifecycle`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from hindsight_core import maintenance, transfer
from hindsight_core.capture.session import TraceSession
from hindsight_core.clock import in_zone
from hindsight_core.curation import induce_for, maintenance_preview
from hindsight_core.engine_lifecycle import EngineLifecycle
from hindsight_core.errors import UserError
from hindsight_core.guards import no_misspelt_types, public_call
from hindsight_core.ingest import remembered_record
from hindsight_core.lifecycle.audit import AuditReport, audit_report
from hindsight_core.models import (
    ALL_STATUSES,
    LIVE,
    RECALLABLE,
    MemoryRecord,
    RecallResult,
    RecordFilter,
    RecordStatus,
    RetainResult,
    Scope,
    Trace,
    TraceStep,
    ensure_aware,
    utcnow,
)
from hindsight_core.recall.standing import current_instructions
from hindsight_core.store_users import stored_users
from hindsight_core.validation_layer import validated
from hindsight_core.validation_records import not_the_store
from hindsight_core.validation_traces import retain_trace


@validated
class AsyncHindsight(EngineLifecycle):
    """Agent memory formed in hindsight. Async twin of :class:`hindsight_core.Hindsight`.

    With no stores given it runs on the embedded defaults under ``data_dir``: SQLite (graph + BM25),
    embedded Chroma (vectors), the bundled offline MiniLM embedder and the rule-based extractor (or the
    LLM extractor when ``llm`` is given).

    Example:
        >>> import asyncio, tempfile
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> async def main():
        ...     async with AsyncHindsight(tempfile.mkdtemp(), embedder=HashEmbedder()) as hs:
        ...         await hs.retain([{"role": "user", "content": "I prefer PostgreSQL."}], user_id="u1")
        ...         return (await hs.recall("PostgreSQL", user_id="u1")).hits[0].record.event_type
        >>> asyncio.run(main())
        'preference'
    """

    @public_call
    async def repair(self) -> int:
        """Full check of the vector index against the graph: re-embed every record that has no vector;
        returns how many. ``hindsight doctor --repair`` also fixes vectors that disagree in content."""
        await self.setup()
        return await maintenance.repair_missing(self)

    # ------------------------------------------------------------------ write path
    @public_call
    async def retain(
        self,
        messages: Sequence[Mapping[str, Any] | TraceStep],
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        occurred_at: datetime | None = None,
        goal: str | None = None,
        trace_id: str | None = None,
    ) -> RetainResult:
        """Record a conversation (or a batch of steps) and reflect on it: the memories it forms are stored.

        ``messages`` are ``{"role", "content", "id"?, "name"?}`` dicts (roles user / assistant / tool;
        system messages are skipped) or :class:`TraceStep` objects. ``occurred_at`` dates them (default: now).
        """
        scope = Scope(user_id=user_id, agent_id=agent_id, session_id=session_id, task_id=task_id)
        trace = retain_trace(messages, scope, occurred_at=occurred_at, goal=goal, trace_id=trace_id)
        return await self.reflect(trace)

    @public_call
    async def remember(
        self,
        text: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        event_type: str = "fact",
        entities: Sequence[str] | None = None,
        attributes: Mapping[str, str] | None = None,
        ttl_days: float | None = None,
        occurred_at: datetime | None = None,
        source_ids: Sequence[str] | None = None,
        source_kind: str = "user_stated",
        confidence: float | None = None,
    ) -> MemoryRecord:
        """Store one fact as given (no extraction): what a memory tool or an MCP client calls. Without a
        ``confidence``, a fact is certain (1.0) unless it is worded as a guess ("probably", "I think", "not
        verified", 可能): then it is kept at 0.5, unconfirmed, not recalled as a fact until it is said again
        with certainty. A ``confidence`` given is kept as given.

        Dedup and conflict handling still apply: the returned record may be an existing one that absorbed it.
        """
        await self.setup()
        record = remembered_record(
            text,
            Scope(user_id=user_id, agent_id=agent_id, session_id=session_id),
            self.config.lifecycle,
            event_type=event_type,
            entities=entities,
            attributes=attributes,
            ttl_days=ttl_days,
            # "tomorrow" in the text is the user's (hindsight_core.clock)
            occurred_at=in_zone(
                ensure_aware(occurred_at) if occurred_at else utcnow(), self.config.zone_of(user_id)
            ),
            source_ids=source_ids,
            source_kind=source_kind,  # type: ignore[arg-type]
            confidence=confidence,
        )
        added, merged_records = await self._writer.store([record])
        await self._auto.after_write([user_id])
        return (added or merged_records)[0]

    @public_call
    async def put_record(self, record: MemoryRecord) -> MemoryRecord:
        """Store ``record`` exactly as given, replacing the stored record with its id (if any).

        The exact-upsert path of a key-value store (``hindsight_langchain.HindsightStore``): no extraction,
        no dedup, no conflict links, so two different keys are never merged by similarity and ``get`` reads
        back what was put. Written like every other change (outbox, graph, vectors); a record whose text and
        entities are unchanged keeps its vector and keyword entry (only its state and metadata are written).
        A stored record of another user is never replaced (``UserError``).
        """
        await self._settled()
        await transfer.put_exact(self._writer, self.graph, record)
        return record

    def trace(
        self,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        goal: str | None = None,
        trace_id: str | None = None,
    ) -> TraceSession:
        """Start recording a task's trace. Every ``checkpoint_steps`` steps it is journaled and reflected on in
        the background; call ``reflect(session.trace)`` when the task ends."""
        scope = Scope(user_id=user_id, agent_id=agent_id, session_id=session_id, task_id=task_id)
        return self.reflector.recorder(scope, goal=goal, trace_id=trace_id)

    def journal_trace(self, trace: Trace, *, hold: bool = False) -> int:
        """Make ``trace`` durable and queue the windows of its steps not queued before; returns how many.

        Plain blocking SQLite, no event loop: safe from any thread, from a framework callback and at
        interpreter exit. Queued windows are extracted by :meth:`reflect` (this trace) or
        :meth:`retry_pending` (all), here or in a later process (which resumes them on open): once this
        returns, nothing is lost.

        ``hold=True`` makes the new steps durable WITHOUT queuing them: a turn journaled when it starts, so
        a crash loses nothing, and extracted when it ends, in one window with its answer (journal the grown
        trace then, without ``hold``). Steps held when the process stops are queued by the next engine that
        opens the data directory.
        """
        return self.reflector.journal_trace(trace, hold=hold)

    @public_call
    async def enqueue_trace(self, trace: Trace) -> int:
        """The async twin of :meth:`journal_trace`."""
        await self.setup()
        return await self.reflector.enqueue(trace)

    @public_call
    async def reflect(self, trace: Trace) -> RetainResult:
        """Look back over a trace with the whole task in view and store what is worth keeping.

        The trace is journaled first (:meth:`journal_trace`). Only the part not reflected yet is processed
        (in windows of ``window_steps`` with ``window_overlap``; every step's facts are stored once); a window
        whose extraction fails stays queued for :meth:`retry_pending` and nothing already stored is touched.
        """
        await self.setup()
        return await self.reflector.reflect(trace)

    @public_call
    async def retry_pending(self, limit: int | None = None) -> RetainResult:
        """Extract every queued window: ones that failed earlier (LLM down, unparseable output) and ones
        journaled but not yet reflected (a process that stopped before reflecting)."""
        await self.setup()
        return await self.reflector.run_queued(limit=limit)

    # ------------------------------------------------------------------ read path
    @public_call
    async def recall(
        self,
        query: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        k: int | None = None,
        event_types: Sequence[str] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        include_pending: bool = False,
        reinforce: bool = True,
        exclude_sources: Sequence[str] | None = None,
        narrative: bool = False,
        now: datetime | None = None,
    ) -> RecallResult:
        """Rebuild a memory for ``query``: at most ``k`` ranked hits and a context block.

        Recall spans every session of ``user_id`` (pass ``session_id`` to stay inside one session, or
        ``agent_id`` to stay inside one agent's memories). Recalled records are reinforced.
        ``exclude_sources`` leaves out records that come only from these message / step ids (e.g. the
        messages already in the prompt). ``event_types`` match exactly: a slip of a built-in type
        ("preferences") that none of the user's memories has is refused. ``narrative=True`` asks the engine's LLM to retell the memories as a
        short briefing (sources kept); without an LLM, or when it fails, the deterministic block is returned.
        ``now`` is when the question is asked (default: the clock), in the user's offset where known: "what did
        I do last week?", 昨天 read against it, as ``retain``'s ``occurred_at`` is for what was said (naive: UTC).
        """
        await self.setup()
        await self._resumed()
        await no_misspelt_types(self.graph, event_types, user_id)
        limit = k if k is not None else self.config.recall.max_recall_events
        pending = include_pending or self.config.recall.include_pending
        flt = RecordFilter(
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            statuses=LIVE if pending else RECALLABLE,
            event_types=tuple(event_types) if event_types else None,
            since=since,
            until=until,
        )
        return await self._reader.recall(
            query,
            flt,
            limit,
            reinforce=reinforce,
            exclude=exclude_sources,
            narrative=narrative,
            now=ensure_aware(now) if now is not None else None,
        )

    @public_call
    async def get_record(self, record_id: str) -> MemoryRecord | None:
        """The record with this id, whoever's it is and whatever its status (an operator's read), or None
        when there is none (never stored, or hard-forgotten)."""
        await self._settled()
        found = await self.graph.get_records([record_id])
        return found[0] if found else None

    @public_call
    async def standing_instructions(
        self, *, user_id: str, agent_id: str | None = None, now: datetime | None = None
    ) -> list[MemoryRecord]:
        """The user's standing instructions to the assistant as they hold now ("please always answer me in
        Chinese", then "actually English is fine again"; 叫我小王就行): the newest current record of each, oldest
        first. The adapters put them above every recalled context, whatever the request. ``now``, the time of the
        question as :meth:`recall`'s: as they held then (one replaced from a later day still holds); without it, as
        stored."""
        await self._settled()
        flt = RecordFilter(user_id=user_id, agent_id=agent_id)
        return await current_instructions(self.graph, flt, ensure_aware(now) if now is not None else None)

    @public_call
    async def get_trace(self, trace_id: str) -> Trace | None:
        """A journaled trace (working memory), complete, as it was last recorded."""
        await self.setup()
        return await asyncio.to_thread(self.journal.get_trace, trace_id)

    @public_call
    async def list_records(
        self,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        statuses: Sequence[RecordStatus] = LIVE,
        event_types: Sequence[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[MemoryRecord]:
        """Records of a user in time order, for audit and tests."""
        await self._settled()
        await no_misspelt_types(self.graph, event_types, user_id)
        flt = RecordFilter(
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            statuses=tuple(statuses),
            event_types=tuple(event_types) if event_types else None,
        )
        return await self.graph.list_records(flt, limit=limit, offset=offset)

    # ------------------------------------------------------------------ forgetting and maintenance
    @public_call
    async def forget_user(self, user_id: str) -> dict[str, int]:
        """Erase a user (a GDPR erasure): every memory of theirs is hard-forgotten (derived records, vectors,
        entities; the steps they came from blanked in every process sharing the store, as ``forget(...,
        hard=True)`` does), then every trace of theirs is deleted from this engine's journal (the messages
        that formed no memory, the traces' ids and times, their tombstones) and, in the embedded layout,
        their vector collection is dropped; the files are rewritten (VACUUM) at close. Other users are
        untouched. Returns ``{"records": n, "traces": n}``.

        What stays: the graph store's tombstones of the forgotten steps and records (user id, trace, step and
        record ids, never a hash of what was said), which other processes sharing the store need to blank
        their own copies. A turn captured before the erasure and reflected on after it (an adapter's
        background reflection) stays erased; what an open session says after it is new and is stored. A write
        of theirs made while it runs (``retain``, ``remember``) waits for it: a turn journaled before it erased
        the journal is erased too, anything else is stored after it, as new."""
        await self.setup()
        return await self._forgets.forget_user(user_id)

    @public_call
    async def forget(
        self,
        record_id: str | None = None,
        *,
        query: str | None = None,
        user_id: str | None = None,
        hard: bool = False,
        limit: int = 1,
    ) -> list[str]:
        """Forget by id, or the best ``limit`` matches of ``query`` for ``user_id``; returns the ids forgotten.

        A match must share a word with the query or be close to it in meaning
        (``lifecycle.forget_min_similarity``): a query that matches nothing forgets nothing. A query naming
        a slot ("forget my phone number", 忘掉我的电话号码, "forget where I live") takes every version of it
        (the current value and those it superseded, whatever ``limit``), or only the versions holding a value
        the query names ("forget that I lived in Paris").

        Soft (default): status ``forgotten``, kept for audit, never recalled. Hard: deleted from every store
        (records of any status, soft-forgotten ones included). Semantic records induced from a forgotten
        record are re-evaluated on the support left, and forgotten with it when that is not enough; forgetting
        a semantic record forgets the episodes it was induced from (else they teach it again), and their ids
        are returned too. A value that a forgotten record had superseded is current again (forget by id to
        undo one change). When ``user_id``
        is given with a ``record_id``, a record of another user is left alone.
        """
        await self.setup()
        if (record_id is None) == (query is None):
            raise UserError("forget() takes exactly one of record_id= or query=")
        if record_id is not None:
            ids = [record_id]
        else:
            if not user_id:
                raise UserError("forget(query=...) needs user_id= (a query never spans users)")
            # what the last turn said may still wait for reflection (the adapters reflect in the background):
            # formed first, so that it is found and forgotten too, not stored after the forget
            await self.wait_background()
            await self.reflector.run_queued(failed_under=1)
            return await self._forgets.forget_matching(query or "", user_id, hard=hard, limit=limit)
        return await self._forgets.forget_ids(ids, hard=hard, user_id=user_id)

    @public_call
    async def maintain(
        self, *, user_id: str, now: datetime | None = None, dry_run: bool = False
    ) -> dict[str, int]:
        """Apply TTLs and decay for one user (expired or faded records are archived: kept, not recalled),
        then induce semantic records (:meth:`induce`). Returns ``{"archived": n, "induced": n}``.

        The configuration in force decides: a TTL, half-life or archive threshold changed since the last run
        applies to the records already stored. ``dry_run=True`` returns what a run would do, writing nothing.
        """
        await self._settled()
        moment = ensure_aware(now) if now else utcnow()
        if dry_run:
            return await maintenance_preview(self.graph, user_id, moment, self.config)
        await self._auto.settled(user_id)
        done = await self._maintain_user(user_id, moment)
        await self._auto.noted(user_id)
        return done

    @public_call
    async def users(self) -> list[str]:
        """The ids of the users this store holds memories of (any status), sorted: for a job over each of them
        (``for user in hs.users(): hs.maintain(user_id=user)``, what ``hindsight maintain --all-users`` runs)."""
        await self.setup()
        return await stored_users(self.graph)

    @public_call
    async def induce(
        self, *, user_id: str, min_support: int | None = None, now: datetime | None = None
    ) -> list[MemoryRecord]:
        """Turn consistent episodes into semantic records for one user; returns those created or updated.

        A slot (subject, attribute, value) whose current episodes were said in at least ``min_support``
        conversations (a session, else a trace, on one day; default ``config.lifecycle.induction_min_support``)
        with no current contradicting value becomes one
        semantic record ("Alice lives in Seattle") linked to its support; running it again only refreshes that
        record. A semantic record contradicted by a newer episode is superseded (kept for history).
        ``maintain`` calls this.
        """
        await self.setup()
        support = self.config.lifecycle.induction_min_support if min_support is None else min_support
        moment = ensure_aware(now) if now else utcnow()
        return await induce_for(self.graph, self._writer, user_id, min_support=support, now=moment)

    @public_call
    async def audit(self, *, user_id: str, now: datetime | None = None) -> AuditReport:
        """A report of one user's conflicts, low-confidence (pending) and stale records, with counts."""
        await self._settled()
        moment = ensure_aware(now) if now else utcnow()
        records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
        return audit_report(records, moment, self.config.lifecycle)

    # ------------------------------------------------------------------ audit
    @public_call
    async def export_jsonl(self, path: str | Path, *, user_id: str | None = None) -> int:
        """Write records (every status, with provenance) as JSON lines, and the tombstones of hard-forgotten
        steps (hashes, never text: an imported store keeps them forgotten); returns how many records.

        An export needs no vector: when the vector store cannot be opened (damaged files, a server down), the
        records are read from the graph store alone, with a warning, so they can be saved before the index is
        rebuilt (``hindsight reindex``)."""
        not_the_store(Path(path), self.data_dir)
        if not self._ready:
            unopened = await transfer.unopened_vectors(self.vectors)
            if unopened is not None:
                return await transfer.export_from_graph(self, Path(path), user_id=user_id, unopened=unopened)
        await self._settled()
        forgotten = await asyncio.to_thread(self.journal.forgotten_steps, user_id)
        return await transfer.export_records(self.graph, Path(path), user_id=user_id, forgotten=forgotten)

    @public_call
    async def import_jsonl(self, path: str | Path) -> int:
        """Read records written by :meth:`export_jsonl` (ids kept: importing twice changes nothing).

        A hand-written record may leave out ``id``: it then gets one derived from its user, text and
        ``occurred_at``, so importing the file again replaces it instead of adding a copy (two lines with
        the same user, text and date are the same record, and the file is refused). A bad line fails the whole
        file, naming the line and what is wrong, before anything is written: a record that is no JSON object or
        misses a field, and one whose state cannot be (a TTL of 0 days or fewer, said fewer than once, ending
        before it starts with no successor, linked to itself, or ``superseded_by`` links closing a cycle in the
        file or through the store). A failure while writing (or a crash) leaves the batches written so far:
        the same import run again completes it exactly. A ``superseded_by`` naming a record neither the file
        nor the store holds is dropped with a warning (the record is kept).
        """
        await self.setup()
        return await transfer.import_records(
            self._writer,
            self.graph,
            Path(path),
            self.config.limits,
            self.journal,
            min_support=self.config.lifecycle.induction_min_support,
        )

    @public_call
    async def stats(self, *, user_id: str | None = None) -> dict[str, Any]:
        """Counts of records (of one user by status), vectors, traces and queued windows."""
        await self.setup()
        return await maintenance.engine_stats(self, user_id=user_id)
