"""Working memory: recording a task's trace step by step, and cutting it into reflection windows."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any

from hindsight_core.models import Scope, StepType, Trace, TraceStep, new_id, utcnow


def reflection_windows(n_steps: int, size: int, overlap: int, start: int = 0) -> list[tuple[int, int]]:
    """Half-open ``[lo, hi)`` windows of ``size`` steps, each sharing ``overlap`` steps with the previous one,
    covering steps ``start..n_steps``.

    >>> reflection_windows(25, 10, 2)
    [(0, 10), (8, 18), (16, 25)]
    """
    if size <= overlap:
        raise ValueError("window size must be larger than the overlap")
    windows: list[tuple[int, int]] = []
    lo = max(0, start)
    while lo < n_steps:
        hi = min(lo + size, n_steps)
        windows.append((lo, hi))
        if hi == n_steps:
            break
        lo = hi - overlap
    return windows


class TraceRecorder:
    """Records the steps of one task (never truncated). Thread-safe.

    Every ``checkpoint_steps`` steps it hands the trace to ``on_checkpoint`` (the engine reflects on the new
    part in the background); call the engine's ``reflect(recorder.trace)`` when the task ends.

    Example:
        >>> rec = TraceRecorder(Scope(user_id="alice"), goal="plan a trip")
        >>> _ = rec.add_step("user_input", "Find flights to Paris")
        >>> len(rec.trace.steps)
        1
    """

    def __init__(
        self,
        scope: Scope,
        *,
        goal: str | None = None,
        trace_id: str | None = None,
        checkpoint_steps: int = 30,
        on_checkpoint: Callable[[Trace], None] | None = None,
    ) -> None:
        self._trace = Trace(trace_id=trace_id or new_id(), goal=goal, scope=scope)
        self._lock = threading.Lock()
        self._checkpoint_steps = checkpoint_steps
        self._on_checkpoint = on_checkpoint

    @property
    def trace(self) -> Trace:
        """A snapshot of the trace so far."""
        with self._lock:
            return self._trace.model_copy(deep=True)

    @property
    def trace_id(self) -> str:
        return self._trace.trace_id

    def add_step(
        self,
        type: StepType,
        content: str,
        *,
        step_id: str | None = None,
        name: str | None = None,
        metadata: dict[str, Any] | None = None,
        timestamp: datetime | None = None,
    ) -> TraceStep:
        step = TraceStep(
            step_id=step_id or new_id(),
            type=type,
            content=content,
            name=name,
            metadata=metadata or {},
            timestamp=timestamp or utcnow(),
        )
        with self._lock:
            self._trace.steps.append(step)
            due = len(self._trace.steps) % self._checkpoint_steps == 0
            snapshot = self._trace.model_copy(deep=True) if due else None
        if snapshot is not None and self._on_checkpoint is not None:
            self._on_checkpoint(snapshot)
        return step
