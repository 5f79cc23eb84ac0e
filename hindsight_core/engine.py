"""The engine: ``AsyncHindsight`` (this module) and its sync twin ``Hindsight`` (``hindsight_core.sync``).

Write path: steps -> journal (durable) -> windows -> extractor -> facts -> dedup / conflicts ->
GraphStore transaction (source of truth) -> vectors. Read path (``recall/paths.py``): keyword and vector paths
(optionally entity graph and recency) run together, are fused on calibrated scores, then scored in context
(late-interaction rerank, session neighbours and sessions, speaker and time boosts), nudged by recency /
confidence / strength, conflicts pulled in beside each other within ``k``, and reconstructed into a context
block.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from hindsight_core.config import HindsightConfig
from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import ExtractionError, UserError
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow, Extractor, StructuredLLM
from hindsight_core.ingest import fact_to_record, messages_to_steps
from hindsight_core.journal import TraceJournal
from hindsight_core.lifecycle.audit import AuditReport, audit_report
from hindsight_core.lifecycle.decay import expires_at_for, lifecycle_status, reinforced
from hindsight_core.lifecycle.induction import induce as induce_semantic
from hindsight_core.models import (
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
from hindsight_core.recall.paths import RecallPaths
from hindsight_core.recall.rerank import Reranker
from hindsight_core.stores.protocols import GraphStore, VectorStore, vector_metadata
from hindsight_core.tracing import TraceRecorder
from hindsight_core.writer import RecordWriter

logger = logging.getLogger("hindsight")

_VISIBLE: tuple[RecordStatus, ...] = ("active", "pending", "archived", "forgotten")


class AsyncHindsight:
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

    def __init__(
        self,
        data_dir: str | Path | None = None,
        *,
        config: HindsightConfig | None = None,
        graph_store: GraphStore | None = None,
        vector_store: VectorStore | None = None,
        embedder: Embedder | None = None,
        extractor: Extractor | None = None,
        llm: StructuredLLM | None = None,
        reranker: Reranker | None = None,
    ) -> None:
        if config is None:
            config = HindsightConfig(data_dir=Path(data_dir) if data_dir is not None else Path(".hindsight"))
        elif data_dir is not None:
            config = config.model_copy(update={"data_dir": Path(data_dir)})
        self.config = config
        data = Path(config.data_dir).expanduser()
        self.data_dir = data
        if embedder is None:
            from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

            embedder = OnnxMiniLMEmbedder()
        self.embedder: Embedder = embedder
        if graph_store is None:
            from hindsight_core.stores.sqlite import SqliteGraphStore

            graph_store = SqliteGraphStore(data / "graph.db")
        if vector_store is None:
            from hindsight_core.stores.chroma import ChromaVectorStore

            vector_store = ChromaVectorStore.embedded(data / "chroma", embedder=embedder)
        self.graph: GraphStore = graph_store
        self.vectors: VectorStore = vector_store
        if extractor is None:
            if llm is not None:
                from hindsight_core.extraction.llm import LLMExtractor

                extractor = LLMExtractor(llm)
            else:
                from hindsight_core.extraction.rules import RuleExtractor

                extractor = RuleExtractor()
        self.extractor: Extractor = extractor
        self.llm = llm
        self.journal = TraceJournal(data / "journal.db")
        self._writer = RecordWriter(self.graph, self.vectors, self.embedder, config)
        self._paths = RecallPaths(
            self.graph, self.vectors, self._writer.tokens, config.recall, reranker=reranker
        )
        self._ready = False
        self._setup_lock: asyncio.Lock | None = None
        self._write_lock: asyncio.Lock | None = None
        self._reflect_lock: asyncio.Lock | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._background: set[asyncio.Task[Any]] = set()
        self._closed = False

    # ------------------------------------------------------------------ lifecycle of the engine
    async def setup(self) -> None:
        """Open the stores (idempotent), check the embedding model, re-embed records missing vectors."""
        if self._ready:
            return
        if self._closed:
            raise UserError("this hindsight engine is closed; create a new one")
        if self._setup_lock is None:
            self._setup_lock = asyncio.Lock()
        async with self._setup_lock:
            if self._ready:
                return
            self._loop = asyncio.get_running_loop()
            self._write_lock = asyncio.Lock()
            self.journal.open()
            await self.graph.setup()
            try:
                await self.vectors.setup()
            except BaseException:
                await self.graph.close()
                self.journal.close()
                raise
            self._ready = True
            repaired = await self.repair()
            if repaired:
                logger.info("re-embedded %d records missing from the vector index", repaired)

    async def repair(self) -> int:
        """Re-embed every record that the vector index lacks (after a crash between the two writes)."""
        ids = await self.graph.all_record_ids()
        missing: list[str] = []
        for start in range(0, len(ids), 1000):
            chunk = ids[start : start + 1000]
            have = await self.vectors.existing_ids(chunk)
            missing.extend(i for i in chunk if i not in have)
        for start in range(0, len(missing), 256):
            records = await self.graph.get_records(missing[start : start + 256])
            await self._writer.write_vectors(records)
        return len(missing)

    async def aclose(self) -> None:
        if self._closed:
            return
        await self.wait_background()
        self._closed = True
        if self._ready:
            await self.vectors.close()
            await self.graph.close()
        self.journal.close()
        self._ready = False
        # An LLM client holds an HTTP connection pool; one passed in by an adapter may not.
        closer = getattr(self.llm, "aclose", None)
        if closer is not None:
            await closer()

    close = aclose

    async def __aenter__(self) -> AsyncHindsight:
        await self.setup()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def wait_background(self) -> None:
        """Wait for background reflections started by trace checkpoints."""
        while self._background:
            await asyncio.gather(*list(self._background), return_exceptions=True)

    # ------------------------------------------------------------------ write path
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
        if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
            raise UserError('retain() takes a list of messages like [{"role": "user", "content": "..."}]')
        scope = Scope(user_id=user_id, agent_id=agent_id, session_id=session_id, task_id=task_id)
        steps = messages_to_steps(messages, ensure_aware(occurred_at) if occurred_at else None)
        trace = Trace(scope=scope, goal=goal, steps=steps)
        if trace_id:
            trace.trace_id = trace_id
        if steps:
            trace.started_at = steps[0].timestamp
        return await self.reflect(trace)

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
        confidence: float = 1.0,
    ) -> MemoryRecord:
        """Store one fact as given (no extraction): what a memory tool or an MCP client calls.

        Dedup and conflict handling still apply: the returned record may be an existing one that absorbed it.
        """
        await self.setup()
        if not isinstance(text, str) or not text.strip():
            raise UserError("remember() needs a non-empty text")
        scope = Scope(user_id=user_id, agent_id=agent_id, session_id=session_id)
        when = ensure_aware(occurred_at) if occurred_at else utcnow()
        if entities is None:
            from hindsight_core.extraction.entities import entity_names

            entities = entity_names(text)
        fact = ExtractedFact(
            text=text.strip(),
            event_type=event_type,
            entities=list(entities),
            attributes=dict(attributes or {}),
            source_ids=list(source_ids or []),
            source_kind=source_kind,  # type: ignore[arg-type]
            confidence=confidence,
            occurred_at=when,
        )
        record = fact_to_record(
            fact, scope=scope, trace_id=None, default_time=when, cfg=self.config.lifecycle
        )
        if ttl_days is not None:
            record = record.model_copy(
                update={"ttl_days": ttl_days, "expires_at": expires_at_for(event_type, when, ttl_days)}
            )
        added, merged_records = await self._store([record])
        return (added or merged_records)[0]

    def trace(
        self,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        goal: str | None = None,
        trace_id: str | None = None,
    ) -> TraceRecorder:
        """Start recording a task's trace. Every ``checkpoint_steps`` steps it is reflected on in the
        background; call ``reflect(recorder.trace)`` when the task ends."""
        scope = Scope(user_id=user_id, agent_id=agent_id, session_id=session_id, task_id=task_id)
        return TraceRecorder(
            scope,
            goal=goal,
            trace_id=trace_id,
            checkpoint_steps=self.config.reflection.checkpoint_steps,
            on_checkpoint=self._schedule_reflect,
        )

    def _schedule_reflect(self, trace: Trace) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            logger.warning("checkpoint of trace %s not reflected: the engine is not open", trace.trace_id)
            return

        def start() -> None:
            task = loop.create_task(self.reflect(trace))
            self._background.add(task)
            task.add_done_callback(self._background_done)

        loop.call_soon_threadsafe(start)

    def _background_done(self, task: asyncio.Task[Any]) -> None:
        self._background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            logger.error(
                "background reflection failed (trace kept in the journal)", exc_info=task.exception()
            )

    def journal_trace(self, trace: Trace) -> int:
        """Make ``trace`` durable and queue the windows of its steps not queued before; returns how many.

        Plain blocking SQLite, no event loop: safe from any thread, from a framework callback and at
        interpreter exit. Queued windows are extracted by :meth:`reflect` (this trace) or
        :meth:`retry_pending` (all), here or in a later process: once this returns, nothing is lost.
        """
        if not isinstance(trace, Trace):
            raise UserError("reflect() takes a hindsight_core.Trace (see Hindsight.trace())")
        cfg = self.config.reflection
        return len(self.journal.queue_trace(trace, cfg.window_steps, cfg.window_overlap))

    async def enqueue_trace(self, trace: Trace) -> int:
        """The async twin of :meth:`journal_trace`."""
        await self.setup()
        return await asyncio.to_thread(self.journal_trace, trace)

    async def reflect(self, trace: Trace) -> RetainResult:
        """Look back over a trace with the whole task in view and store what is worth keeping.

        The trace is journaled first (:meth:`journal_trace`). Only the part not reflected yet is processed
        (in windows of ``window_steps`` with ``window_overlap``); a window whose extraction fails stays
        queued for :meth:`retry_pending` and nothing already stored is touched.
        """
        await self.enqueue_trace(trace)
        return await self._run_queued(trace_id=trace.trace_id)

    async def retry_pending(self, limit: int | None = None) -> RetainResult:
        """Extract every queued window: ones that failed earlier (LLM down, unparseable output) and ones
        journaled but not yet reflected (a process that stopped before reflecting)."""
        await self.setup()
        return await self._run_queued(limit=limit)

    async def _run_queued(self, *, trace_id: str | None = None, limit: int | None = None) -> RetainResult:
        """Extract queued windows, store all their records in one batch, then mark the windows done.

        One run at a time (a checkpoint's background reflection and the final one never process the same
        window twice); a window is marked done only once its records are durable.
        """
        if self._reflect_lock is None:
            self._reflect_lock = asyncio.Lock()
        result = RetainResult(trace_id=trace_id or "")
        async with self._reflect_lock:
            items = await asyncio.to_thread(self.journal.queued, limit, trace_id=trace_id)
            traces: dict[str, Trace | None] = {}
            done: list[tuple[str, int, int]] = []
            records: dict[tuple[str, tuple[str, ...]], MemoryRecord] = {}
            for item in items:
                if item.trace_id not in traces:
                    traces[item.trace_id] = await asyncio.to_thread(self.journal.get_trace, item.trace_id)
                trace = traces[item.trace_id]
                if trace is None:
                    continue
                extracted = await self._extract_window(trace, item.lo, item.hi)
                if extracted is None:
                    result.queued_windows += 1
                    continue
                done.append((item.trace_id, item.lo, item.hi))
                for record in extracted:
                    # A step seen by two overlapping windows must not count twice.
                    records.setdefault((record.text.strip(), tuple(record.source_ids)), record)
            added, merged_records = await self._store(list(records.values()))
            result.added.extend(added)
            result.merged.extend(merged_records)
            for tid, lo, hi in done:
                await asyncio.to_thread(self.journal.mark_done, tid, lo, hi)
        return result

    async def _extract_window(self, trace: Trace, lo: int, hi: int) -> list[MemoryRecord] | None:
        """The records one window yields, or ``None`` when extraction failed (the window stays queued)."""
        steps = trace.steps[lo:hi]
        window = ExtractionWindow(
            trace_id=trace.trace_id,
            scope=trace.scope,
            steps=steps,
            goal=trace.goal,
            reference_time=steps[-1].timestamp if steps else trace.started_at,
            window_index=lo,
        )
        try:
            facts = await self.extractor.extract(window)
        except ExtractionError as exc:
            logger.warning("extraction of %s[%d:%d] failed, kept queued: %s", trace.trace_id, lo, hi, exc)
            await asyncio.to_thread(self.journal.mark_failed, trace.trace_id, lo, hi, str(exc))
            return None
        times = {s.step_id: s.timestamp for s in steps}
        return [
            fact_to_record(
                fact,
                scope=trace.scope,
                trace_id=trace.trace_id,
                default_time=times.get(fact.source_ids[0], window.reference_time)
                if fact.source_ids
                else window.reference_time,
                cfg=self.config.lifecycle,
            )
            for fact in facts
        ]

    async def _store(self, records: Sequence[MemoryRecord]) -> tuple[list[MemoryRecord], list[MemoryRecord]]:
        assert self._write_lock is not None, "setup() runs before any write"
        return await self._writer.store(records, self._write_lock)

    # ------------------------------------------------------------------ read path
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
    ) -> RecallResult:
        """Rebuild a memory for ``query``: ranked hits and a context block.

        Recall spans every session of ``user_id`` (pass ``session_id`` to stay inside one session, or
        ``agent_id`` to stay inside one agent's memories). Recalled records are reinforced.
        ``exclude_sources`` leaves out records that come only from these message / step ids (e.g. the
        messages already in the prompt). ``narrative=True`` asks the engine's LLM to retell the memories as a
        short briefing (sources kept); without an LLM, or when it fails, the deterministic block is returned.
        """
        await self.setup()
        if not isinstance(query, str) or not query.strip():
            raise UserError("recall() needs a non-empty query string")
        limit = k if k is not None else self.config.recall.max_recall_events
        if limit < 1:
            raise UserError("k must be at least 1")
        statuses: tuple[RecordStatus, ...] = (
            ("active", "pending") if (include_pending or self.config.recall.include_pending) else ("active",)
        )
        flt = RecordFilter(
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            statuses=statuses,
            event_types=tuple(event_types) if event_types else None,
            since=since,
            until=until,
        )
        started = time.perf_counter()
        now = utcnow()
        hits, timings = await self._paths.search(
            query, flt, limit, now, self.config.lifecycle, exclude_sources=frozenset(exclude_sources or ())
        )
        from hindsight_core.recall.context import build_context

        context = build_context(hits, self.config.recall.context_max_tokens)
        if narrative and context:
            context = await self._narrate(query, context, timings)
        timings["total"] = (time.perf_counter() - started) * 1000
        if reinforce and hits:
            await self._reinforce([h.record for h in hits], now)
        return RecallResult(query=query, hits=hits, context=context, timings_ms=timings)

    async def _narrate(self, query: str, context: str, timings: dict[str, float]) -> str:
        if self.llm is None:
            logger.warning(
                "recall(narrative=True) needs an LLM (Hindsight(llm=...)); returning the memory block"
            )
            return context
        from hindsight_core.recall.narrative import narrate

        started = time.perf_counter()
        try:
            briefing = await narrate(self.llm, query, context)
        except ExtractionError as exc:
            logger.warning("narrative reconstruction failed, returning the memory block: %s", exc)
            return context
        finally:
            timings["narrative"] = (time.perf_counter() - started) * 1000
        return briefing or context

    async def _reinforce(self, records: Sequence[MemoryRecord], now: datetime) -> None:
        assert self._write_lock is not None
        async with self._write_lock:
            fresh = await self.graph.get_records([r.id for r in records])
            await self.graph.update_state([reinforced(r, now) for r in fresh])

    async def get_record(self, record_id: str) -> MemoryRecord | None:
        await self.setup()
        found = await self.graph.get_records([record_id])
        return found[0] if found else None

    async def get_trace(self, trace_id: str) -> Trace | None:
        """A journaled trace (working memory), complete, as it was last recorded."""
        await self.setup()
        return await asyncio.to_thread(self.journal.get_trace, trace_id)

    async def list_records(
        self,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        statuses: Sequence[RecordStatus] = ("active", "pending"),
        event_types: Sequence[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[MemoryRecord]:
        """Records of a user in time order, for audit and tests."""
        await self.setup()
        flt = RecordFilter(
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            statuses=tuple(statuses),
            event_types=tuple(event_types) if event_types else None,
        )
        return await self.graph.list_records(flt, limit=limit, offset=offset)

    # ------------------------------------------------------------------ forgetting and maintenance
    async def forget(
        self,
        record_id: str | None = None,
        *,
        query: str | None = None,
        user_id: str | None = None,
        hard: bool = False,
        limit: int = 1,
    ) -> list[str]:
        """Forget by id, or the best ``limit`` matches of ``query`` for ``user_id``.

        Soft (default): status ``forgotten``, kept for audit, never recalled. Hard: deleted from every store.
        When ``user_id`` is given with a ``record_id``, a record of another user is left alone.
        """
        await self.setup()
        if (record_id is None) == (query is None):
            raise UserError("forget() takes exactly one of record_id= or query=")
        if record_id is not None:
            records = await self.graph.get_records([record_id])
            if user_id is not None:
                records = [r for r in records if r.scope.user_id == user_id]
        else:
            if not user_id:
                raise UserError("forget(query=...) needs user_id= (a query never spans users)")
            result = await self.recall(
                query or "", user_id=user_id, k=limit, include_pending=True, reinforce=False
            )
            records = [h.record for h in result.hits]
        if not records:
            return []
        ids = [r.id for r in records]
        assert self._write_lock is not None
        async with self._write_lock:
            if hard:
                await self.graph.delete_records(ids)
                await self.vectors.delete(ids)
            else:
                now = utcnow()
                gone = [
                    r.model_copy(
                        update={
                            "status": "forgotten",
                            "metadata": {**r.metadata, "forgotten_at": now.isoformat()},
                        }
                    )
                    for r in records
                ]
                await self.graph.update_state(gone)
                await self.vectors.update_metadata(ids, [vector_metadata(r) for r in gone])
        return ids

    async def maintain(self, *, user_id: str, now: datetime | None = None) -> dict[str, int]:
        """Apply TTLs and decay for one user (expired or faded records are archived: kept, not recalled),
        then induce semantic records (:meth:`induce`). Returns ``{"archived": n, "induced": n}``."""
        await self.setup()
        moment = ensure_aware(now) if now else utcnow()
        flt = RecordFilter(user_id=user_id, statuses=("active", "pending"))
        changed: list[MemoryRecord] = []
        for record in await self.graph.list_records(flt):
            status = lifecycle_status(record, moment, self.config.lifecycle)
            if status != record.status:
                changed.append(record.model_copy(update={"status": status}))
        if changed:
            assert self._write_lock is not None
            async with self._write_lock:
                await self.graph.update_state(changed)
                await self.vectors.update_metadata(
                    [c.id for c in changed], [vector_metadata(c) for c in changed]
                )
        induced = await self.induce(user_id=user_id, now=moment)
        return {"archived": len(changed), "induced": len(induced)}

    async def induce(
        self, *, user_id: str, min_support: int | None = None, now: datetime | None = None
    ) -> list[MemoryRecord]:
        """Turn consistent episodes into semantic records for one user; returns those created or updated.

        A slot (subject, attribute, value) whose current episodes occur at least ``min_support`` times
        (default ``config.lifecycle.induction_min_support``) with no current contradicting value becomes one
        semantic record linked to its support; running it again only refreshes that record. A semantic
        record contradicted by a newer episode is superseded (kept for history). ``maintain`` calls this.
        """
        await self.setup()
        support = self.config.lifecycle.induction_min_support if min_support is None else min_support
        if support < 1:
            raise UserError("min_support must be at least 1 (the occurrences a value needs to be induced)")
        moment = ensure_aware(now) if now else utcnow()
        assert self._write_lock is not None
        async with self._write_lock:
            # Read and write under the lock, so a concurrent retain cannot interleave with this run.
            records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=_VISIBLE))
            induced = induce_semantic(records, min_support=support, now=moment)
            if induced:
                # Graph first (source of truth), then vectors; a semantic record is new or its text may change.
                await self.graph.upsert_records(induced)
                await self._writer.write_vectors(induced)
        return induced

    async def audit(self, *, user_id: str, now: datetime | None = None) -> AuditReport:
        """A report of one user's conflicts, low-confidence (pending) and stale records, with counts."""
        await self.setup()
        moment = ensure_aware(now) if now else utcnow()
        records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=_VISIBLE))
        return audit_report(records, moment, self.config.lifecycle)

    # ------------------------------------------------------------------ audit
    async def export_jsonl(self, path: str | Path, *, user_id: str | None = None) -> int:
        """Write records (every status, with provenance) as JSON lines; returns how many."""
        await self.setup()
        if user_id is not None:
            records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=_VISIBLE))
        else:
            ids = await self.graph.all_record_ids()
            records = []
            for start in range(0, len(ids), 500):
                records.extend(await self.graph.get_records(ids[start : start + 500]))
        target = Path(path)
        tmp = target.with_name(target.name + ".tmp")
        with tmp.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(record.model_dump_json() + "\n")
        tmp.replace(target)
        return len(records)

    async def import_jsonl(self, path: str | Path) -> int:
        """Read records written by :meth:`export_jsonl` (ids kept: importing twice changes nothing)."""
        await self.setup()
        source = Path(path)
        if not source.is_file():
            raise UserError(f"no such file: {source}")
        records: list[MemoryRecord] = []
        with source.open(encoding="utf-8") as fh:
            for number, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    records.append(MemoryRecord.model_validate_json(line))
                except ValueError as exc:
                    raise UserError(
                        f"{source}:{number} is not a hindsight record ({exc.__class__.__name__}); "
                        "import takes files written by `hindsight export`. Nothing was imported."
                    ) from exc
        assert self._write_lock is not None
        async with self._write_lock:
            for start in range(0, len(records), 256):
                chunk = records[start : start + 256]
                await self.graph.upsert_records(chunk)
                await self._writer.write_vectors(chunk)
        return len(records)

    async def stats(self, *, user_id: str | None = None) -> dict[str, Any]:
        await self.setup()
        out: dict[str, Any] = {
            "data_dir": str(self.data_dir),
            "graph_store": self.graph.name,
            "vector_store": self.vectors.name,
            "embedder": self.embedder.model_id,
            "extractor": self.extractor.name,
            "records_total": await self.graph.count_records(None),
            "vectors_total": await self.vectors.count(),
            "traces": await asyncio.to_thread(self.journal.count_traces),
            "queued_windows": await asyncio.to_thread(self.journal.count_queued),
        }
        if user_id is not None:
            by_status = {}
            for status in _VISIBLE:
                by_status[status] = await self.graph.count_records(
                    RecordFilter(user_id=user_id, statuses=(status,))
                )
            out["user"] = {"user_id": user_id, "records": by_status}
        return out
