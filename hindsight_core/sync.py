"""``Hindsight``: the sync twin of ``AsyncHindsight``, with the same method names.

Every call runs on one private event loop thread (``hindsight_core._bridge``), so it works in scripts and
inside a running loop (Jupyter). ``hs.aio`` gives awaitable versions of the same methods that also run on
that loop, safe to await from any other event loop (async adapters use it).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import threading
import time
import weakref
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar, cast

from hindsight_core._bridge import CLOSED_WHILE_RUNNING, LoopThread, register_exit_hook
from hindsight_core.capture.session import TraceSession
from hindsight_core.config import HindsightConfig, data_dir_path
from hindsight_core.embeddings.base import Embedder
from hindsight_core.engine import AsyncHindsight
from hindsight_core.engine_lifecycle import CLOSE_TIMEOUT
from hindsight_core.errors import UserError
from hindsight_core.extraction.base import Extractor, StructuredLLM
from hindsight_core.models import Trace
from hindsight_core.recall.rerank import Reranker
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.transfer import unopened_vectors

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")

_ASYNC_METHODS = (
    "setup",
    "retain",
    "remember",
    "put_record",
    "reflect",
    "enqueue_trace",
    "retry_pending",
    "recall",
    "get_record",
    "standing_instructions",
    "list_records",
    "forget",
    "forget_user",
    "maintain",
    "users",
    "induce",
    "audit",
    "export_jsonl",
    "import_jsonl",
    "stats",
    "repair",
    "wait_background",
    "get_trace",
)


class _OnLoop:
    """Awaitable twins of the engine methods that always execute on the engine's own loop."""

    def __init__(self, engine: AsyncHindsight, bridge: LoopThread) -> None:
        self._engine = engine
        self._bridge = bridge

    def __getattr__(self, name: str) -> Any:
        if name not in _ASYNC_METHODS:
            return getattr(self._engine, name)
        method = getattr(self._engine, name)

        @functools.wraps(method)
        async def call(*args: Any, **kwargs: Any) -> Any:
            self._bridge.check_open()
            future = self._bridge.submit(method(*args, **kwargs))
            try:
                return await asyncio.wrap_future(future)
            except asyncio.CancelledError:
                if future.cancelled() and self._bridge.closing:  # the engine closed under it, not our caller
                    raise UserError(CLOSED_WHILE_RUNNING) from None
                raise

        return call

    def trace(self, **kwargs: Any) -> TraceSession:
        return self._engine.trace(**kwargs)


def _sync(
    method: Callable[Concatenate[AsyncHindsight, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[Hindsight, P], R]:
    """The sync twin of an ``AsyncHindsight`` method: same name, same signature, same docstring."""
    name = method.__name__

    @functools.wraps(method)
    def call(self: Hindsight, /, *args: P.args, **kwargs: P.kwargs) -> R:
        # Looked up on the engine instance (not ``method`` itself), so a subclass's override is called.
        bound: Callable[P, Coroutine[Any, Any, R]] = getattr(self._engine, name)
        return self._run(bound(*args, **kwargs))

    return call


class Hindsight:
    """Agent memory formed in hindsight (sync API).

    Example:
        >>> import tempfile
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> with Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder()) as hs:
        ...     _ = hs.retain([{"role": "user", "content": "I prefer PostgreSQL.", "id": "m-1"}], user_id="u1")
        ...     hs.recall("PostgreSQL", user_id="u1").hits[0].record.source_ids
        ['m-1']
    """

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
        engine: AsyncHindsight | None = None,
    ) -> None:
        if engine is not None and not isinstance(engine, AsyncHindsight):
            raise UserError(
                f"engine= takes an AsyncHindsight, not the {type(engine).__name__} {engine!r:.60}: pass "
                "AsyncHindsight(...), or leave it out and give data_dir and the parts here"
            )
        self._engine = engine or AsyncHindsight(
            data_dir,
            config=config,
            graph_store=graph_store,
            vector_store=vector_store,
            embedder=embedder,
            extractor=extractor,
            llm=llm,
            reranker=reranker,
        )
        self._bridge = LoopThread()
        self._close_hooks: list[Callable[[], object]] = []
        self._closing = threading.Lock()
        self.aio: AsyncHindsight = cast(AsyncHindsight, _OnLoop(self._engine, self._bridge))
        try:
            # A vector store that cannot be opened (damaged files) leaves the engine unopened, not unmade:
            # export_jsonl reads the graph store alone (with a warning), so the memories can be saved before
            # `hindsight reindex`; every other call raises the store's error when it opens the engine.
            if self._run(unopened_vectors(self._engine.vectors)) is None:
                self._run(self._engine.setup())
        except BaseException:
            self._bridge.close()
            raise
        _finish_at_exit(self)
        _register_open(self)

    @property
    def engine(self) -> AsyncHindsight:
        return self._engine

    @property
    def closed(self) -> bool:
        return self._bridge.closed

    @property
    def config(self) -> HindsightConfig:
        return self._engine.config

    @property
    def data_dir(self) -> Path:
        return self._engine.data_dir

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return self._bridge.run(coro)

    setup = _sync(AsyncHindsight.setup)
    retain = _sync(AsyncHindsight.retain)
    remember = _sync(AsyncHindsight.remember)
    put_record = _sync(AsyncHindsight.put_record)
    reflect = _sync(AsyncHindsight.reflect)
    enqueue_trace = _sync(AsyncHindsight.enqueue_trace)
    retry_pending = _sync(AsyncHindsight.retry_pending)
    recall = _sync(AsyncHindsight.recall)
    get_record = _sync(AsyncHindsight.get_record)
    standing_instructions = _sync(AsyncHindsight.standing_instructions)
    get_trace = _sync(AsyncHindsight.get_trace)
    list_records = _sync(AsyncHindsight.list_records)
    forget = _sync(AsyncHindsight.forget)
    forget_user = _sync(AsyncHindsight.forget_user)
    maintain = _sync(AsyncHindsight.maintain)
    users = _sync(AsyncHindsight.users)
    induce = _sync(AsyncHindsight.induce)
    audit = _sync(AsyncHindsight.audit)
    export_jsonl = _sync(AsyncHindsight.export_jsonl)
    import_jsonl = _sync(AsyncHindsight.import_jsonl)
    stats = _sync(AsyncHindsight.stats)
    repair = _sync(AsyncHindsight.repair)
    wait_background = _sync(AsyncHindsight.wait_background)

    @functools.wraps(AsyncHindsight.trace)  # help(hs.trace) shows the engine's arguments and docstring
    def trace(self, **kwargs: Any) -> TraceSession:
        return self._engine.trace(**kwargs)

    def journal_trace(self, trace: Trace, *, hold: bool = False) -> int:
        """Make a trace durable and queue it for reflection (``hold=True``: durable, queued when journaled
        again without it), without the event loop (see :meth:`AsyncHindsight.journal_trace`): safe in
        callbacks and at interpreter exit."""
        return self._engine.journal_trace(trace, hold=hold)

    def add_close_hook(self, hook: Callable[[], object]) -> None:
        """Call ``hook`` when :meth:`close` starts, while the engine still works (adapters drain their
        background reflections there)."""
        if not self._bridge.closed:
            self._close_hooks.append(hook)

    def close(self) -> None:
        """Finish and release: calls already running in other threads finish (up to 60 s in all), background
        reflections are drained, later calls get a clear error, and nothing is left blocked. Idempotent; a
        script that ends without closing still has its last writes finished at exit."""
        with self._closing:  # two threads closing at once: the second waits, then finds it closed
            if self._bridge.closed:
                return
            hooks, self._close_hooks = self._close_hooks, []
            for hook in hooks:
                hook()
            # Calls other threads (or hs.aio awaiters) are still running finish first, within one bound for
            # the whole close; later ones get "closed". Nothing is left blocked: the bridge wakes what is still
            # running with an error.
            deadline = time.monotonic() + CLOSE_TIMEOUT
            self._bridge.begin_close(CLOSE_TIMEOUT)
            self._engine.close_timeout = max(0.0, deadline - time.monotonic())
            try:
                self._bridge.run(self._engine.aclose(), closing=True)
            finally:
                self._bridge.close()

    def _finish_background(self, timeout: float) -> None:
        """Write what is still in flight (reinforcements, checkpoint reflections) while the process exits."""
        if self._bridge.closed:
            return
        try:
            self._bridge.run_for(self._engine.wait_background(), timeout)
        except Exception as exc:  # at exit: say it, never raise
            logger.warning("hindsight: background work unfinished at exit (%s); kept for the next open", exc)

    def __enter__(self) -> Hindsight:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Seconds the exit hook waits for an engine's background writes.
EXIT_TIMEOUT = 30.0

_unclosed: weakref.WeakSet[Hindsight] = weakref.WeakSet()
_unclosed_lock = threading.Lock()
_exit_hook = False
logger = logging.getLogger("hindsight")


_open_by_dir: weakref.WeakValueDictionary[str, Hindsight] = weakref.WeakValueDictionary()


def _dir_key(data_dir: str | Path) -> str:
    return str(Path(data_dir).expanduser().resolve())


def _register_open(engine: Hindsight) -> None:
    """Make ``engine`` the one :func:`open_engine` finds for its data directory, unless one is open there."""
    key = _dir_key(engine.data_dir)
    with _unclosed_lock:
        current = _open_by_dir.get(key)
        if current is None or current.closed:
            _open_by_dir[key] = engine


def open_engine(data_dir: str | Path) -> Hindsight | None:
    """The engine this process already has open on ``data_dir`` (the first one opened there and not closed),
    or ``None``. The framework adapters given ``data_dir=`` use it rather than open a second engine on the
    same store (two engines do not share their write lock).

    Example:
        >>> import tempfile
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> folder = tempfile.mkdtemp()
        >>> hs = Hindsight(folder, embedder=HashEmbedder())
        >>> open_engine(folder) is hs
        True
        >>> hs.close(); open_engine(folder) is None
        True
    """
    data_dir = data_dir_path(data_dir)  # 123 is a UserError saying what to pass, not pathlib's TypeError
    with _unclosed_lock:
        engine = _open_by_dir.get(_dir_key(data_dir))
    return engine if engine is not None and not engine.closed else None


def _finish_at_exit(engine: Hindsight) -> None:
    """Have ``engine``'s background writes finished at interpreter exit if it is never closed (a script
    that ends after a recall: its reinforcement is still being written)."""
    global _exit_hook
    with _unclosed_lock:
        _unclosed.add(engine)
        first, _exit_hook = not _exit_hook, True
    if first:
        register_exit_hook(_finish_all)


def _finish_all() -> None:
    with _unclosed_lock:
        engines = list(_unclosed)
    for engine in engines:
        engine._finish_background(EXIT_TIMEOUT)
