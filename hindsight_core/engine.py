"""The engine: ``AsyncHindsight`` (this module) and its sync twin ``Hindsight`` (``hindsight_core.sync``).

A facade over the parts that do the work: the :class:`~hindsight_core.reflector.Reflector` (journal,
windows, extraction, retries), the :class:`~hindsight_core.writer.RecordWriter` (dedup, conflicts, and every
write: graph first, vectors second, through the journal's outbox), the
:class:`~hindsight_core.forgetting.Forgetter` and :class:`~hindsight_core.forgetting.Reinforcer`, and
:class:`~hindsight_core.recall.paths.RecallPaths` (vector, keyword, entity-graph, recency paths fused by
weighted RRF, conflicts pulled in beside each other, a context block reconstructed).
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
from hindsight_core.extraction.base import ExtractedFact, Extractor, StructuredLLM
from hindsight_core.forgetting import Forgetter, Reinforcer
from hindsight_core.ingest import fact_to_record, messages_to_steps
from hindsight_core.journal import TraceJournal
from hindsight_core.lifecycle.audit import AuditReport, audit_report
from hindsight_core.lifecycle.decay import expires_at_for, lifecycle_status
from hindsight_core.lifecycle.induction import induce as induce_semantic
from hindsight_core.models import (
    ALL_STATUSES,
    HISTORY,
    LIVE,
    RECALLABLE,
    MemoryRecord,
    RecallHit,
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
from hindsight_core.reflector import Background, Reflector
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.tracing import TraceRecorder
from hindsight_core.writer import RecordWriter

logger = logging.getLogger("hindsight")


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
        self.llm = llm
        self.journal = TraceJournal(data / "journal.db")
        self._writer = RecordWriter(self.graph, self.vectors, self.embedder, config, self.journal)
        self.reflector = Reflector(self.journal, extractor, self._writer, config)
        self._background = Background()
        self._forgetter = Forgetter(self.graph, self._writer, self.journal, config)
        self._reinforcer = Reinforcer(self.graph, self._writer, self._background)
        self._paths = RecallPaths(self.graph, self.vectors, self._writer.embed_one, config.recall)
        self._ready = False
        self._setup_lock: asyncio.Lock | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False

    @property
    def extractor(self) -> Extractor:
        return self.reflector.extractor

    @property
    def writer(self) -> RecordWriter:
        """Every write to the stores goes through it (maintenance and repair tools use it too)."""
        return self._writer

    # ------------------------------------------------------------------ lifecycle of the engine
    async def setup(self) -> None:
        """Open the stores (idempotent), check the embedding model, finish the writes a crash interrupted,
        and (``reflection.resume_on_open``) resume queued reflection windows in the background."""
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
            await asyncio.to_thread(self.journal.open)
            await self.graph.setup()
            try:
                await self.vectors.setup()
                recovered = await self._writer.recover()
            except BaseException:
                await self.vectors.close()
                await self.graph.close()
                self.journal.close()
                raise
            self._ready = True
            if recovered:
                logger.info("synced %d vectors left out of date by an interrupted write", recovered)
            queued = await asyncio.to_thread(self.journal.count_queued)
            if queued and self.config.reflection.resume_on_open:
                self._background.spawn(self.reflector.run_queued(), "resuming queued reflection windows")

    async def repair(self) -> int:
        """Full check of the vector index against the graph: re-embed every record that has no vector;
        returns how many. ``hindsight doctor --repair`` also fixes vectors that disagree in content."""
        await self.setup()
        from hindsight_core.maintenance import missing_vector_ids

        missing = await missing_vector_ids(self.graph, self.vectors)
        async with self._writer.lock:
            await self._writer.sync_vectors(missing)
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
        """Wait for background work: checkpoint reflections, resumed windows, reinforcement writes."""
        await self._background.wait()
        if self._ready:
            await self._reinforcer.flush()

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
        added, merged_records = await self._writer.store([record])
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
        """A checkpoint: journal the trace now (durable before the step returns), reflect in the background."""
        self.journal_trace(trace)
        loop = self._loop
        if loop is None or loop.is_closed():
            logger.info(
                "checkpoint of trace %s journaled; it is reflected when an engine opens", trace.trace_id
            )
            return
        loop.call_soon_threadsafe(
            lambda: self._background.spawn(
                self.reflector.run_queued(trace_id=trace.trace_id), "checkpoint reflection"
            )
        )

    def journal_trace(self, trace: Trace) -> int:
        """Make ``trace`` durable and queue the windows of its steps not queued before; returns how many.

        Plain blocking SQLite, no event loop: safe from any thread, from a framework callback and at
        interpreter exit. Queued windows are extracted by :meth:`reflect` (this trace) or
        :meth:`retry_pending` (all), here or in a later process (which resumes them on open): once this
        returns, nothing is lost.
        """
        return self.reflector.journal_trace(trace)

    async def enqueue_trace(self, trace: Trace) -> int:
        """The async twin of :meth:`journal_trace`."""
        await self.setup()
        return await self.reflector.enqueue(trace)

    async def reflect(self, trace: Trace) -> RetainResult:
        """Look back over a trace with the whole task in view and store what is worth keeping.

        The trace is journaled first (:meth:`journal_trace`). Only the part not reflected yet is processed
        (in windows of ``window_steps`` with ``window_overlap``; every step's facts are stored once); a window
        whose extraction fails stays queued for :meth:`retry_pending` and nothing already stored is touched.
        """
        await self.setup()
        return await self.reflector.reflect(trace)

    async def retry_pending(self, limit: int | None = None) -> RetainResult:
        """Extract every queued window: ones that failed earlier (LLM down, unparseable output) and ones
        journaled but not yet reflected (a process that stopped before reflecting)."""
        await self.setup()
        return await self.reflector.run_queued(limit=limit)

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
        """Rebuild a memory for ``query``: at most ``k`` ranked hits and a context block.

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
        pending = include_pending or self.config.recall.include_pending
        started = time.perf_counter()
        now = utcnow()
        flt = RecordFilter(
            user_id=user_id,
            agent_id=agent_id,
            session_id=session_id,
            statuses=LIVE if pending else RECALLABLE,
            event_types=tuple(event_types) if event_types else None,
            since=since,
            until=until,
        )
        hits, timings = await self._search(query, flt, limit, now, exclude_sources)
        from hindsight_core.recall.context import build_context

        context = build_context(hits, self.config.recall.context_max_tokens)
        if narrative and context:
            context = await self._narrate(query, context, timings)
        timings["total"] = (time.perf_counter() - started) * 1000
        if reinforce and hits:
            self._reinforcer.note([h.record for h in hits], now)
        return RecallResult(query=query, hits=hits, context=context, timings_ms=timings)

    async def _search(
        self, query: str, flt: RecordFilter, limit: int, now: datetime, exclude: Sequence[str] | None = None
    ) -> tuple[list[RecallHit], dict[str, float]]:
        """The recall paths, with ``limit`` a hard cap (conflicts pulled in beside a hit count too)."""
        hits, timings = await self._paths.search(
            query, flt, limit, now, self.config.lifecycle, exclude_sources=frozenset(exclude or ())
        )
        return hits[:limit], timings

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

    async def get_record(self, record_id: str) -> MemoryRecord | None:
        await self.setup()
        await self._reinforcer.flush()
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
        statuses: Sequence[RecordStatus] = LIVE,
        event_types: Sequence[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[MemoryRecord]:
        """Records of a user in time order, for audit and tests."""
        await self.setup()
        await self._reinforcer.flush()
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
        """Forget by id, or the best ``limit`` matches of ``query`` for ``user_id``; returns the ids forgotten.

        Soft (default): status ``forgotten``, kept for audit, never recalled. Hard: deleted from every store
        (records of any status, soft-forgotten ones included). Semantic records induced from a forgotten
        record are re-evaluated on the support left, and forgotten with it when that is not enough. When
        ``user_id`` is given with a ``record_id``, a record of another user is left alone.
        """
        await self.setup()
        if (record_id is None) == (query is None):
            raise UserError("forget() takes exactly one of record_id= or query=")
        if limit < 1:
            raise UserError("limit must be at least 1")
        if record_id is not None:
            records = await self.graph.get_records([record_id])
            ids = [r.id for r in records if user_id is None or r.scope.user_id == user_id]
        else:
            if not user_id:
                raise UserError("forget(query=...) needs user_id= (a query never spans users)")
            flt = RecordFilter(user_id=user_id, statuses=ALL_STATUSES if hard else HISTORY)
            hits, _ = await self._search(query or "", flt, limit, utcnow())
            ids = [h.record.id for h in hits]
        if not ids:
            return []
        await self._reinforcer.flush()
        return await self._forgetter.forget(ids, hard=hard, now=utcnow())

    async def maintain(self, *, user_id: str, now: datetime | None = None) -> dict[str, int]:
        """Apply TTLs and decay for one user (expired or faded records are archived: kept, not recalled),
        then induce semantic records (:meth:`induce`). Returns ``{"archived": n, "induced": n}``."""
        await self.setup()
        await self._reinforcer.flush()
        moment = ensure_aware(now) if now else utcnow()
        async with self._writer.lock:
            records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=LIVE))
            changed = [
                r.model_copy(update={"status": status})
                for r in records
                if (status := lifecycle_status(r, moment, self.config.lifecycle)) != r.status
            ]
            await self._writer.update_state(changed, previous={r.id: r for r in records})
        induced = await self.induce(user_id=user_id, now=moment)
        return {"archived": len(changed), "induced": len(induced)}

    async def induce(
        self, *, user_id: str, min_support: int | None = None, now: datetime | None = None
    ) -> list[MemoryRecord]:
        """Turn consistent episodes into semantic records for one user; returns those created or updated.

        A slot (subject, attribute, value) whose current episodes occur at least ``min_support`` times
        (default ``config.lifecycle.induction_min_support``) with no current contradicting value becomes one
        semantic record ("Alice lives in Seattle") linked to its support; running it again only refreshes that
        record. A semantic record contradicted by a newer episode is superseded (kept for history).
        ``maintain`` calls this.
        """
        await self.setup()
        support = self.config.lifecycle.induction_min_support if min_support is None else min_support
        if support < 1:
            raise UserError("min_support must be at least 1 (the occurrences a value needs to be induced)")
        moment = ensure_aware(now) if now else utcnow()
        async with self._writer.lock:
            # Read and write under the lock, so a concurrent retain cannot interleave with this run.
            records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
            induced = induce_semantic(records, min_support=support, now=moment)
            await self._writer.upsert(induced)
        return induced

    async def audit(self, *, user_id: str, now: datetime | None = None) -> AuditReport:
        """A report of one user's conflicts, low-confidence (pending) and stale records, with counts."""
        await self.setup()
        await self._reinforcer.flush()
        moment = ensure_aware(now) if now else utcnow()
        records = await self.graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
        return audit_report(records, moment, self.config.lifecycle)

    # ------------------------------------------------------------------ audit
    async def export_jsonl(self, path: str | Path, *, user_id: str | None = None) -> int:
        """Write records (every status, with provenance) as JSON lines; returns how many."""
        await self.setup()
        await self._reinforcer.flush()
        from hindsight_core.maintenance import export_records

        return await export_records(self.graph, Path(path), user_id=user_id)

    async def import_jsonl(self, path: str | Path) -> int:
        """Read records written by :meth:`export_jsonl` (ids kept: importing twice changes nothing)."""
        await self.setup()
        from hindsight_core.maintenance import read_export

        records = await asyncio.to_thread(read_export, Path(path))
        async with self._writer.lock:
            for start in range(0, len(records), 256):
                await self._writer.upsert(records[start : start + 256])
        return len(records)

    async def stats(self, *, user_id: str | None = None) -> dict[str, Any]:
        await self.setup()
        queue = await asyncio.to_thread(self.journal.queue_counts)
        out: dict[str, Any] = {
            "data_dir": str(self.data_dir),
            "graph_store": self.graph.name,
            "vector_store": self.vectors.name,
            "embedder": self.embedder.model_id,
            "extractor": self.extractor.name,
            "records_total": await self.graph.count_records(None),
            "vectors_total": await self.vectors.count(),
            "traces": await asyncio.to_thread(self.journal.count_traces),
            "queued_windows": queue.total,
            "failed_windows": queue.failed,
        }
        if user_id is not None:
            by_status = {
                status: await self.graph.count_records(RecordFilter(user_id=user_id, statuses=(status,)))
                for status in ALL_STATUSES
            }
            out["user"] = {"user_id": user_id, "records": by_status}
        return out
