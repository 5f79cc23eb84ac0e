"""The engine's guards against being misused, beyond the argument checks of :mod:`hindsight_core.validation`
(which need nothing but the arguments): a public call once the engine is closing (:func:`public_call`, which
also counts the calls running, for ``aclose()`` to wait on), a second engine of this process on one data
directory (:func:`warn_if_shared`), and an event type filter that would match nothing because of a slip
(:func:`no_misspelt_types`).
"""

from __future__ import annotations

import contextvars
import functools
import logging
import threading
import weakref
from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from hindsight_core.errors import UserError
from hindsight_core.models import ALL_STATUSES, KNOWN_EVENT_TYPES, RecordFilter
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.validation import near_known_event_type

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight
    from hindsight_core.engine_lifecycle import EngineLifecycle

P = ParamSpec("P")
R = TypeVar("R")
logger = logging.getLogger("hindsight")
#: Set inside a public call: the calls it makes on the engine are part of it, not new calls.
_IN_CALL: contextvars.ContextVar[bool] = contextvars.ContextVar("hindsight_in_call", default=False)


_OPEN: weakref.WeakValueDictionary[str, EngineLifecycle] = weakref.WeakValueDictionary()
_OPEN_GUARD = threading.Lock()


def warn_if_shared(engine: EngineLifecycle) -> None:
    """Two engines of one process on one data directory each lock their own writes only: say so."""
    key = str(engine.data_dir.resolve())
    with _OPEN_GUARD:
        other = _OPEN.get(key)
        if other is None or other is engine or other._closed:
            _OPEN[key] = engine
            return
    logger.warning(
        "another hindsight engine of this process has %s open: two engines on one store do not share "
        "their write lock, so concurrent writes can leave the vector index out of step with the graph "
        "(`hindsight doctor --repair` mends it); share one engine across threads (the sync Hindsight is "
        "thread-safe; hs.aio serves other event loops) or close the first",
        key,
    )


def public_call(
    method: Callable[Concatenate[AsyncHindsight, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[AsyncHindsight, P], Coroutine[Any, Any, R]]:
    """A public call: refused once the engine is closing; ``aclose()`` waits for those running."""

    @functools.wraps(method)
    async def call(self: AsyncHindsight, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if _IN_CALL.get():
            return await method(self, *args, **kwargs)
        if self._closing:
            raise UserError("this hindsight engine is closed; create a new one")
        token = _IN_CALL.set(True)
        self._running += 1
        self._idle.clear()
        try:
            return await method(self, *args, **kwargs)
        finally:
            _IN_CALL.reset(token)
            self._running -= 1
            if self._running == 0:
                self._idle.set()

    return call


async def no_misspelt_types(graph: GraphStore, event_types: Sequence[str] | None, user_id: str) -> None:
    """A filter naming a slip of a built-in event type ("preferences", "Decision") that none of the
    user's memories has is refused: matched exactly, it would filter every memory out, silently. A type of
    the user's own, or one their memories have, passes."""
    for label in event_types or ():
        known = near_known_event_type(label)
        if known is None:
            continue
        flt = RecordFilter(user_id=user_id, statuses=ALL_STATUSES, event_types=(label,))
        if not await graph.list_records(flt, limit=1):
            raise UserError(
                f"event_types: no memory of user {user_id!r} has the event type {label!r}; did you mean "
                f"{known!r}? Types match exactly; hindsight writes {', '.join(KNOWN_EVENT_TYPES)} "
                "(and any type you store yourself)"
            )


__all__ = ["no_misspelt_types", "public_call", "warn_if_shared"]
