"""The engine's parts and their lifecycle: :class:`EngineLifecycle` builds the parts of
:class:`~hindsight_core.engine.AsyncHindsight` once (stores, journal, writer, reflector, reader, forgets), opens
them (``setup``: idempotent, on the loop of its first call), follows a later event loop once the first is
closed, waits for background work and for the calls still running, and closes them (``aclose``). The public
calls built on it are in :mod:`hindsight_core.engine`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Self

from hindsight_core.auto_maintain import AutoMaintenance
from hindsight_core.background import Background
from hindsight_core.config import HindsightConfig, engine_config
from hindsight_core.curation import Reinforcer, archive, induce_for
from hindsight_core.embeddings.base import Embedder
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.errors import UserError
from hindsight_core.extraction.base import Extractor, StructuredLLM
from hindsight_core.forgetting import ForgetRequests
from hindsight_core.guards import warn_if_shared
from hindsight_core.journal import TraceJournal
from hindsight_core.reader import RecordReader
from hindsight_core.recall.paths import RecallPaths
from hindsight_core.recall.rerank import Reranker
from hindsight_core.reflector import Reflector, default_extractor
from hindsight_core.shared_forgets import SharedForgets
from hindsight_core.stores.factory import StoreConfig, build_graph_store, build_vector_store
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.validation_parts import check_parts
from hindsight_core.writer import RecordWriter

logger = logging.getLogger("hindsight")
#: Seconds ``aclose()`` waits for the calls still running before it closes the stores under them.
CLOSE_TIMEOUT = 60.0


class EngineLifecycle:
    """The parts of an engine, built once, and their lifecycle: ``setup``, ``aclose``, ``wait_background``."""

    def __init__(
        self,
        data_dir: str | Path | HindsightConfig | None = None,
        *,
        config: HindsightConfig | None = None,
        graph_store: GraphStore | None = None,
        vector_store: VectorStore | None = None,
        embedder: Embedder | None = None,
        extractor: Extractor | None = None,
        llm: StructuredLLM | None = None,
        reranker: Reranker | None = None,
    ) -> None:
        check_parts(
            graph_store=graph_store,
            vector_store=vector_store,
            embedder=embedder,
            extractor=extractor,
            llm=llm,
            reranker=reranker,
        )
        config = engine_config(data_dir, config)
        self.config = config
        data = Path(config.data_dir).expanduser()
        if data.exists() and not data.is_dir():  # else the stores fail one by one, naming their own files
            raise UserError(
                f"data_dir {data} is a file, not a folder: give the folder that holds the store, or a new folder's path"
            )
        self.data_dir = data
        self.embedder: Embedder = embedder if embedder is not None else OnnxMiniLMEmbedder()
        # The default stores, embedded under data_dir, come from the factory (the one place that builds stores).
        self.graph: GraphStore = graph_store or build_graph_store(StoreConfig(data))
        self.vectors: VectorStore = vector_store or build_vector_store(StoreConfig(data), self.embedder)
        self.llm = llm
        self.journal = TraceJournal(data / "journal.db")
        self._writer = RecordWriter(self.graph, self.vectors, self.embedder, config, self.journal)
        self._shared_forgets = SharedForgets(self.graph, self.journal)
        budget = config.reflection.llm_max_prompt_tokens
        self.reflector = Reflector(
            self.journal,
            extractor or default_extractor(llm, max_prompt_tokens=budget),
            self._writer,
            config,
            self._shared_forgets,
        )
        self._background = Background()
        self._resuming: asyncio.Task[object] | None = None
        self._reinforcer = Reinforcer(self.graph, self._writer, self._background)
        paths = RecallPaths(self.graph, self.vectors, self._writer.tokens, config.recall, reranker=reranker)
        self._reader = RecordReader(self.graph, paths, self._reinforcer, config, llm)
        self._forgets = ForgetRequests(
            self.graph,
            self.vectors,
            self._writer,
            self._reinforcer,
            self._reader,
            self.reflector,
            self._shared_forgets,
            config,
        )
        self.reflector.forget_asked = self._forgets.forget_asked
        self.reflector.forget_said = self._forgets.forget_said
        self.reflector.forget_last_said = self._forgets.forget_last_said
        self.reflector.corrected = self._forgets.corrected
        self.reflector.changed_in_session = self._forgets.changed_in_session
        self._auto = AutoMaintenance(
            self.journal, config.lifecycle, self._maintain_user, lambda: self._background
        )
        self.reflector.reflected = self._auto.after_write
        self._ready = False
        self._setup_lock: asyncio.Lock | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False
        self._closing = False
        #: Seconds ``aclose()`` waits for running calls (the sync ``close()`` passes what is left of its own).
        self.close_timeout = CLOSE_TIMEOUT
        self._running = 0
        self._idle = asyncio.Event()
        self._idle.set()

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
            self._same_loop()
            return
        if self._closed:
            raise UserError("this hindsight engine is closed; create a new one")
        self._setup_lock = self._setup_lock or asyncio.Lock()
        async with self._setup_lock:
            if self._ready:
                return
            self._loop = asyncio.get_running_loop()
            self.reflector.attach(self._loop, self._background)
            warn_if_shared(self)
            await self._writer.open()
            self._ready = True
            await self._shared_forgets.apply()  # what other processes hard-forgot, blanked here too
            await asyncio.to_thread(self.reflector.release_held)  # turns a stopped process never ended
            queued = await asyncio.to_thread(self.journal.count_queued)
            if queued and self.config.reflection.resume_on_open:
                self._resuming = self._background.spawn(
                    self.reflector.run_queued(), "resuming queued reflection windows"
                )

    async def _resumed(self) -> None:
        """Wait (up to ``reflection.resume_wait_seconds``) for the windows a previous process left queued, which
        ``setup`` resumes in the background: the turn journaled just before a crash is recalled, not missed."""
        task = self._resuming
        if task is None or task.done():
            self._resuming = None
            return
        try:
            await asyncio.wait_for(asyncio.shield(task), self.config.reflection.resume_wait_seconds)
        except TimeoutError:
            logger.info("recall answered before the resumed reflection windows were all extracted")
        except Exception:  # the resume's own failure is logged by the background task; recall goes on
            logger.debug("the resumed reflection failed; recall answers from what is formed", exc_info=True)

    def _same_loop(self) -> None:
        """The engine's locks and background tasks live on the loop it was opened on. A later loop (a second
        ``asyncio.run``) takes it over once that loop is closed; two loops running at once cannot share it."""
        loop = asyncio.get_running_loop()
        if loop is self._loop:
            return
        if self._loop is not None and not self._loop.is_closed():
            raise UserError(
                "this AsyncHindsight is in use on another running event loop (another thread's loop); an "
                "engine serves one loop: use the sync Hindsight, whose hs.aio works from any loop, or one "
                "AsyncHindsight per loop on different data directories"
            )
        self._loop = loop
        self._setup_lock = asyncio.Lock()
        self._running = 0  # calls of the closed loop cannot still be running
        self._idle = asyncio.Event()
        self._idle.set()
        self._background = Background()
        self._resuming = None  # a task of the closed loop
        self._writer.lock = asyncio.Lock()
        self._reinforcer.rebind(self._background)
        self.reflector.rebind(loop, self._background)
        self._shared_forgets.rebind()

    async def aclose(self) -> None:
        """Finish and release: calls already running finish (within ``CLOSE_TIMEOUT``, 60 s), background work
        is written, new calls are refused with a clear error, and the stores are closed. Idempotent."""
        if self._closed:
            return
        if self._ready:
            self._same_loop()  # closed from a later asyncio.run: its locks move to this loop first
        self._closing = True  # new calls are refused; the running ones finish (within a bound)
        if self._running:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._idle.wait(), self.close_timeout)
        await self.wait_background()
        self._closed = True
        await self._writer.close(stores=self._ready)
        self._ready = False
        # An LLM client holds an HTTP connection pool; one passed in by an adapter may not.
        closer = getattr(self.llm, "aclose", None)
        if closer is not None:
            await closer()

    close = aclose

    async def __aenter__(self) -> Self:
        await self.setup()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _settled(self) -> None:
        """Open, with the reinforcements noted so far written (reads see every recall before them)."""
        await self.setup()
        await self._reinforcer.flush()

    @property
    def maintenance_clock(self) -> Callable[[], float]:
        """Where the maintenance that runs on its own (``lifecycle.maintain_every_hours``) reads the time: seconds
        since the epoch (default ``time.time``); a run maintains at that moment. A replay of dated conversations
        sets it to their time, so runs come as their days pass."""
        return self._auto.clock

    @maintenance_clock.setter
    def maintenance_clock(self, clock: Callable[[], float]) -> None:
        self._auto.clock = clock

    async def _maintain_user(self, user_id: str, moment: datetime) -> dict[str, int]:
        """TTLs and decay archive, then induction, at ``moment`` (what ``maintain`` runs, and the engine on its own)."""
        await self._settled()
        archived = await archive(self.graph, self._writer, user_id, moment, self.config)
        support = self.config.lifecycle.induction_min_support
        induced = await induce_for(self.graph, self._writer, user_id, min_support=support, now=moment)
        return {"archived": archived, "induced": len(induced)}

    async def wait_background(self) -> None:
        """Wait for background work: checkpoint reflections, resumed windows, reinforcement writes."""
        await self._background.wait()
        if self._ready:
            await self._reinforcer.flush()


__all__ = ["CLOSE_TIMEOUT", "EngineLifecycle"]
