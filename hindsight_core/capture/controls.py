"""``flush`` / ``close`` / retry, the same on every adapter: they all hand traces to the engine's reflector."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from hindsight_core.capture.reflector import DRAIN_TIMEOUT, BackgroundReflector, FlushResult
from hindsight_core.extraction.pointing_back import points_back
from hindsight_core.extraction.requests import forget_requests
from hindsight_core.models import Trace
from hindsight_core.validation_traces import fit_trace

if TYPE_CHECKING:
    from hindsight_core.sync import Hindsight

#: How long ``record`` waits, at most, for the reflection of a turn whose user asks to forget something.
FORGET_WAIT = 10.0


class EngineHolder:
    """Mixin of the adapters: the engine they were given or opened, as ``engine`` (kept in ``_engine``)."""

    _engine: Hindsight

    @property
    def engine(self) -> Hindsight:
        """The hindsight engine this adapter reads and writes."""
        return self._engine


class CaptureControls(EngineHolder):
    """Mixin of the adapters that capture traces: the engine's shared reflector and its controls.

    When the adapter opened the engine itself, it sets ``_owns_engine = True`` and ``close()`` closes it. An
    adapter bound to one user (a memory object per user on a shared engine) names that user in
    :meth:`_own_user`: its ``flush``, ``close``, ``failed_traces`` and ``pending`` report that user's
    reflections only; the others report every user's, as the engine's reflector itself does (an operator's view).
    """

    def _owns(self) -> bool:
        return bool(getattr(self, "_owns_engine", False))

    def _own_user(self) -> str | None:
        """The one user this adapter captures for, where it is bound to one; ``None`` where a call may name
        its user (the adapter then reports every user's reflections)."""
        return None

    @property
    def reflector(self) -> BackgroundReflector:
        """The engine's reflector: every adapter of one engine shares it."""
        return BackgroundReflector.for_engine(self.engine)

    @property
    def failed_traces(self) -> list[Trace]:
        """Traces whose reflection failed, waiting for the next retry (next capture or ``flush()``): of this
        adapter's user where it is bound to one, else of every user of the engine."""
        return self.reflector.failed_of(self._own_user())

    @property
    def pending(self) -> int:
        """Reflections queued or running (of this adapter's user where it is bound to one)."""
        return self.reflector.pending_of(self._own_user())

    def record(self, trace: Trace | None, *, background: bool = True) -> None:
        """Journal ``trace`` now and reflect on it in the background (or before returning). A message longer
        than ``limits.max_message_chars`` keeps its start
        (:func:`~hindsight_core.validation_traces.fit_trace`): what a host sent is not lost whole because it
        is long."""
        if trace is not None:
            trace = fit_trace(trace, self.engine.config.limits)
            (self.reflector.submit if background else self.reflector.run)(trace)
            if background and _asks_to_forget(trace):
                # heard before the turn returns ("Please forget my gate code."): the next prompt, sent at
                # once, no longer recalls what it asks to forget (the user's reflections in queue order)
                self.reflector.flush(FORGET_WAIT, user_id=trace.scope.user_id)

    async def arecord(self, trace: Trace | None, *, background: bool = True) -> None:
        """``record()`` without blocking the event loop (journaling is a local SQLite write)."""
        if trace is not None:
            await asyncio.to_thread(self.record, trace, background=background)

    def _flush_held(self) -> None:
        """Hand the reflector what the adapter holds back (a turn that started and has not ended); called by
        ``flush()`` and ``close()`` first. Adapters that hold nothing leave it as is."""

    def flush(self, timeout: float | None = None) -> FlushResult:
        """Wait for the background reflections, retrying failed ones once; true when all are stored (all of
        this adapter's user where it is bound to one)."""
        self._flush_held()
        return self.reflector.flush(timeout, user_id=self._own_user())

    async def aflush(self, timeout: float | None = None) -> FlushResult:
        """``flush()`` without blocking the event loop."""
        return await asyncio.to_thread(self.flush, timeout)

    def close(self, timeout: float | None = DRAIN_TIMEOUT) -> FlushResult:
        """Flush, and close the engine when this adapter opened it (``data_dir=``)."""
        self._flush_held()
        result = self.reflector.flush(timeout, user_id=self._own_user())
        if self._owns():
            self.engine.close()
        return result


def _asks_to_forget(trace: Trace) -> bool:
    """Whether the trace's latest user message asks to forget something, as the reflector hears it (a named
    thing, or pointing back: "Don't want that stored."); two regular expressions for most messages."""
    said = next((s.content for s in reversed(trace.steps) if s.type == "user_input"), "")
    return bool(said) and (bool(forget_requests(said)) or points_back(said))


__all__ = ["CaptureControls", "EngineHolder"]
