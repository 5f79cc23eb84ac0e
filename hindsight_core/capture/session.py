"""A trace session: one task's working memory as it happens, framework-free.

Adapters translate their framework's events into :meth:`TraceSession.add_step` calls; the session keeps the
steps in order, names the goal, applies the one checkpoint rule (every ``checkpoint_steps`` new steps a
snapshot goes to ``on_checkpoint``) and hands the finished trace back from :meth:`TraceSession.finish`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from pydantic import ValidationError

from hindsight_core.capture.steps import StepMeta
from hindsight_core.errors import UserError
from hindsight_core.ingest import messages_to_steps
from hindsight_core.models import Scope, StepType, Trace, TraceStep, generated_step_id, new_id, utcnow
from hindsight_core.validation import clean_text
from hindsight_core.validation_traces import clean_step

_GOAL_CHARS = 1000


class TraceSession:
    """Records the steps of one task (never truncated). Thread-safe.

    The first ``user_input`` names the goal when none was given. Every ``checkpoint_steps`` new steps a copy
    of the trace goes to ``on_checkpoint`` (an adapter journals it and reflects on it in the background); when
    the task ends, :meth:`finish` returns the whole trace.

    Example:
        >>> session = TraceSession(Scope(user_id="alice"))
        >>> _ = session.add_step("user_input", "Find flights to Paris")
        >>> _ = session.add_step("tool_call", '{"to": "CDG"}', name="search", metadata=StepMeta(tool_call_id="c1"))
        >>> trace = session.finish()
        >>> trace.goal, [s.type for s in trace.steps], trace.steps[1].metadata
        ('Find flights to Paris', ['user_input', 'tool_call'], {'tool_call_id': 'c1'})
    """

    def __init__(
        self,
        scope: Scope,
        *,
        goal: str | None = None,
        trace_id: str | None = None,
        checkpoint_steps: int = 30,
        on_checkpoint: Callable[[Trace], object] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        if checkpoint_steps < 1:
            raise UserError("checkpoint_steps must be at least 1")
        self._trace = Trace(
            trace_id=trace_id or new_id(), goal=goal, scope=scope, metadata=dict(metadata or {})
        )
        self._lock = threading.Lock()
        self._checkpoint_steps = checkpoint_steps
        self._on_checkpoint = on_checkpoint
        self._shipped = 0
        self._step_ids: set[str] = set()
        self._finished = False

    @property
    def trace(self) -> Trace:
        """A snapshot of the trace so far."""
        with self._lock:
            return self._trace.model_copy(deep=True)

    @property
    def trace_id(self) -> str:
        return self._trace.trace_id

    @property
    def scope(self) -> Scope:
        return self._trace.scope

    def __len__(self) -> int:
        with self._lock:
            return len(self._trace.steps)

    def rescope(self, scope: Scope) -> bool:
        """Change whose trace this is, as long as no checkpoint has shipped it; True when changed."""
        with self._lock:
            if self._shipped or self._finished:
                return False
            self._trace.scope = scope
            return True

    def annotate(self, **metadata: Any) -> None:
        """Add trace-level metadata (JSON values): the framework, the root run, an error."""
        with self._lock:
            self._trace.metadata.update(metadata)

    def add_step(
        self,
        type: StepType,
        content: str,
        *,
        step_id: str | None = None,
        name: str | None = None,
        metadata: StepMeta | Mapping[str, Any] | None = None,
        timestamp: datetime | None = None,
    ) -> TraceStep:
        """Append a step; ``step_id`` is kept when it is new in this trace (a framework's message or run id)."""
        if step_id is not None and not isinstance(step_id, str):
            raise UserError(f"add_step's step_id must be a string, not a {step_id.__class__.__name__}")
        meta = StepMeta.coerce(metadata)
        with self._lock:
            if self._finished:
                raise UserError(f"trace {self._trace.trace_id} is finished; start a new TraceSession")
            sid = step_id if step_id and step_id not in self._step_ids else generated_step_id()
            try:
                step = TraceStep(
                    step_id=sid,
                    type=type,
                    content=content,
                    name=name,
                    metadata=meta.to_metadata(),
                    timestamp=timestamp or utcnow(),
                )
            except ValidationError as exc:
                error = exc.errors()[0]
                where = ".".join(str(p) for p in error["loc"])
                raise UserError(f"add_step got an invalid {where}: {error['msg']}") from None
            self._step_ids.add(sid)
            if not self._trace.steps:
                self._trace.started_at = step.timestamp
            self._trace.steps.append(step)
            if type == "user_input" and self._trace.goal is None and content.strip():
                self._trace.goal = content[:_GOAL_CHARS]
            snapshot = self._checkpoint_due()
        if snapshot is not None and self._on_checkpoint is not None:
            self._on_checkpoint(snapshot)
        return step

    def _checkpoint_due(self) -> Trace | None:
        """The checkpoint rule: a copy of the trace once ``checkpoint_steps`` steps arrived since the last."""
        if len(self._trace.steps) - self._shipped < self._checkpoint_steps:
            return None
        self._shipped = len(self._trace.steps)
        return self._trace.model_copy(deep=True)

    def finish(self, *, error: BaseException | str | None = None) -> Trace | None:
        """End the task: the complete trace, or ``None`` when it recorded no step."""
        with self._lock:
            self._finished = True
            if isinstance(error, BaseException):
                # an error without a message (GeneratorExit, CancelledError) is its name alone
                error = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
            if error is not None:
                self._trace.metadata["error"] = error
            return self._trace.model_copy(deep=True) if self._trace.steps else None


def trace_from_turns(
    turns: Sequence[Mapping[str, Any]],
    scope: Scope,
    *,
    goal: str | None = None,
    metadata: Mapping[str, Any] | None = None,
) -> Trace | None:
    """A finished trace of chat turns (``{"role", "content", "id"?, "name"?, "tool_call_id"?}``), as
    ``Hindsight.retain`` would record them; ``None`` when no turn has content. Text that is not valid Unicode
    (a lone surrogate) is kept with U+FFFD in its place
    (:func:`~hindsight_core.validation_traces.clean_step`)."""
    steps = [clean_step(s) for s in messages_to_steps(turns, None)]
    if not steps:
        return None
    first_user = next((s.content for s in steps if s.type == "user_input" and s.content.strip()), None)
    chosen = clean_text(goal) if goal and goal.strip() else first_user
    return Trace(
        scope=scope,
        goal=chosen[:_GOAL_CHARS] if chosen else None,
        steps=steps,
        started_at=steps[0].timestamp,
        metadata=dict(metadata or {}),
    )


__all__ = ["TraceSession", "trace_from_turns"]
