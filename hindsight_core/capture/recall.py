"""Recall for adapters: the context block for a query, cached per turn, never breaking the host.

Agents ask for memories on every model call of a tool loop; one recall per turn is enough (and every
recall reinforces what it returns). :class:`RecallCache` keeps the context blocks an adapter recalled,
keyed by what the adapter says identifies a turn, until the engine writes anything recall could see (new
memories from a reflection, a memory stored or forgotten by a tool, maintenance).
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from hindsight_core.errors import HindsightError
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.standing import instruction_block
from hindsight_core.validation import clean_text

if TYPE_CHECKING:
    from hindsight_core.sync import Hindsight

logger = logging.getLogger("hindsight.capture")


class RecallCache:
    """Context blocks by (scope, k, turn key); stale once the engine writes anything new. Thread-safe."""

    def __init__(self, engine: Hindsight, *, size: int = 256) -> None:
        self._engine = engine
        self._size = size
        self._lock = threading.Lock()
        self._entries: OrderedDict[Hashable, tuple[int, str]] = OrderedDict()

    def _generation(self) -> int:
        return self._engine.engine.writer.generation

    def get(self, key: Hashable) -> str | None:
        generation = self._generation()
        with self._lock:
            found = self._entries.get(key)
        return found[1] if found is not None and found[0] == generation else None

    def put(self, key: Hashable, context: str) -> None:
        generation = self._generation()
        with self._lock:
            self._entries[key] = (generation, context)
            self._entries.move_to_end(key)
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)


def _cached(cache: RecallCache | None, scope: Scope, k: int, turn: Hashable) -> tuple[Hashable, str | None]:
    """The cache key of this turn's recall and the context already recalled for it, if any."""
    key = (scope.user_id, scope.agent_id, k, turn)
    return key, cache.get(key) if cache is not None and turn is not None else None


def _keep(cache: RecallCache | None, key: Hashable, turn: Hashable, context: str) -> str:
    if cache is not None and turn is not None:
        cache.put(key, context)
    return context


def query_within(query: str, limit: int) -> str:
    """A turn's text as a recall query within ``limit`` characters: a message longer than a query may be
    (a pasted log with a question after it) keeps its start and its end, where people put the question. A
    lone surrogate (an undecodable byte) becomes U+FFFD, which recall takes.

    >>> query_within("short", 100), query_within("a" * 6 + "b" * 6, 9)
    ('short', 'aaaa bbbb')
    """
    query = clean_text(query)
    if len(query) <= limit:
        return query
    head = limit // 2
    return query[:head] + " " + query[len(query) - (limit - head - 1) :]


def _failed() -> str:
    logger.warning("hindsight: recall failed; the model is called without memories", exc_info=True)
    return ""


def _closed() -> str:
    """A memory used after its engine was closed keeps its chat buffer (a chat store of its own) and recalls
    nothing: said in one line, as the reflector says a turn put then is not reflected, not as a failure's
    traceback."""
    logger.warning(
        "hindsight: the engine is closed; the model is called without memories (open a new Hindsight(...) "
        "and build the memory with it)"
    )
    return ""


def _with_instructions(context: str, standing: Sequence[MemoryRecord], exclude: Sequence[str]) -> str:
    """``context`` with the user's standing instructions above it ("always answer me in Chinese" holds for "help
    me write an email to my landlord" too, which recalls none of it: :mod:`~hindsight_core.recall.standing`)."""
    block = instruction_block(standing, exclude)
    return "\n\n".join(part for part in (block, context) if part)


def recall_context(
    engine: Hindsight,
    query: str,
    scope: Scope,
    k: int,
    *,
    cache: RecallCache | None = None,
    turn: Hashable = None,
    exclude: Sequence[str] = (),
) -> str:
    """The context block recalled for ``query`` in ``scope`` ("" when recall failed or the engine is closed:
    logged).

    With a ``cache`` and a ``turn`` key (a message id, the query text), a turn recalls once. ``exclude``: the
    ids of the messages already in the prompt (a memory only they are the source of is not repeated).
    """
    if engine.closed:
        return _closed()
    key, hit = _cached(cache, scope, k, turn)
    if hit is not None:
        return hit
    query = query_within(query, engine.config.limits.max_query_chars)
    try:
        result = engine.recall(
            query, user_id=scope.user_id, agent_id=scope.agent_id, k=k, exclude_sources=list(exclude) or None
        )
        standing = engine.standing_instructions(user_id=scope.user_id, agent_id=scope.agent_id)
    except HindsightError:
        return _failed()
    return _keep(cache, key, turn, _with_instructions(result.context, standing, exclude))


async def arecall_context(
    engine: Hindsight,
    query: str,
    scope: Scope,
    k: int,
    *,
    cache: RecallCache | None = None,
    turn: Hashable = None,
    exclude: Sequence[str] = (),
) -> str:
    """The async twin of :func:`recall_context` (runs on the engine's loop; any caller loop stays free)."""
    if engine.closed:
        return _closed()
    key, hit = _cached(cache, scope, k, turn)
    if hit is not None:
        return hit
    query = query_within(query, engine.config.limits.max_query_chars)
    try:
        result = await engine.aio.recall(
            query, user_id=scope.user_id, agent_id=scope.agent_id, k=k, exclude_sources=list(exclude) or None
        )
        standing = await engine.aio.standing_instructions(user_id=scope.user_id, agent_id=scope.agent_id)
    except HindsightError:
        return _failed()
    return _keep(cache, key, turn, _with_instructions(result.context, standing, exclude))


__all__ = ["RecallCache", "arecall_context", "recall_context"]
