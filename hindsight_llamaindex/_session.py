"""One conversation, one growing trace: how the LlamaIndex memories record a session.

The messages of a session are the steps of ONE journaled trace, in order (as LangChain's
``HindsightChatMessageHistory`` keeps them), so a turn is reflected on with what was said before it, and the
engine extracts each part of the trace once (a new turn costs its own window; the overlap with the previous
turn is context, not extracted again).

A turn is reflected on when it ends (an assistant message that calls no tool): the user's message, the tool
calls and results, and the answer are extracted together, in one window. Until then the turn's messages are
*held*: steps of the session trace, journaled at once (one SQLite transaction, so a crash loses nothing)
but not queued for extraction (``journal_trace(trace, hold=True)``: the user's message would be extracted
alone, then again with its answer). ``flush()``, closing the engine and interpreter exit reflect on held
messages too; messages held when a process was killed are queued by the next engine that opens the data
directory (and reflected on in its background).
"""

from __future__ import annotations

import logging
import threading
import uuid
import weakref
from collections import Counter
from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import ChatMessage

from hindsight_core import Hindsight
from hindsight_core.capture import BackgroundReflector, trace_from_turns
from hindsight_core.capture import session_trace_id as scoped_trace_id
from hindsight_core.models import Scope, Trace, TraceStep
from hindsight_core.validation import clean_text
from hindsight_core.validation_traces import check_step, fit_step
from hindsight_llamaindex._messages import fingerprint, role_of, to_turns, tool_calls_of, tool_names_in

logger = logging.getLogger("hindsight.llamaindex")

_NAMESPACE = uuid.UUID("6f1c2b7e-3a5d-4e8f-9c0b-2d4e6a8f1b3c")
_GOAL_CHARS = 1000
_HELD = "held_steps"
_NOTED = "noted_steps"

_guard = threading.Lock()
_locks: dict[tuple[int, str], threading.Lock] = {}
#: Sessions holding messages in this process: closing their engine, or exiting, reflects on them.
_holding: dict[tuple[int, str], SessionTrace] = {}
_watched: weakref.WeakSet[Hindsight] = weakref.WeakSet()
_exit_hook = False


#: Trace metadata: the id of the last message before the conversation was reset.
RESTART_AFTER = "restart_after"


def session_trace_id(user_id: str, session_id: str, agent_id: str | None = None) -> str:
    """The id of the trace that holds a LlamaIndex session's messages.

    >>> session_trace_id("alice", "s1") == session_trace_id("alice", "s1")
    True
    >>> session_trace_id("alice", "s1") == session_trace_id("bob", "s1")
    False
    """
    return scoped_trace_id("llamaindex", _NAMESPACE, user_id, session_id, agent_id)


def ends_turn(messages: Sequence[ChatMessage]) -> bool:
    """Whether ``messages`` end a turn: the last one is the assistant's and calls no tool (an answer)."""
    return bool(messages) and role_of(messages[-1]) == "assistant" and not tool_calls_of(messages[-1])


def to_steps(
    messages: Sequence[ChatMessage], history: Sequence[ChatMessage], scope: Scope
) -> list[TraceStep]:
    """``messages`` as trace steps (``history`` names tool results); empty and system messages give none."""
    trace = trace_from_turns(to_turns(messages, tool_names=tool_names_in(history)), scope)
    return [] if trace is None else trace.steps


class SessionTrace:
    """The session of ``scope`` (user, agent, session) as one growing trace in ``engine``'s journal.

    Thread-safe, and safe across instances: every memory of a session shares its trace and its lock.
    """

    def __init__(self, engine: Hindsight, scope: Scope, *, adapter: str) -> None:
        if not scope.session_id:
            raise ValueError("a session trace needs a session_id")
        self.engine = engine
        self.scope = scope
        self.trace_id = session_trace_id(scope.user_id, scope.session_id, scope.agent_id)
        self.held_id = f"{self.trace_id}-held"
        self.noted_id = f"{self.trace_id}-noted"
        self.metadata: dict[str, Any] = {"source": "llamaindex", "adapter": adapter}
        self._key = (id(engine), self.trace_id)
        with _guard:
            self._lock = _locks.setdefault(self._key, threading.Lock())

    def add(self, steps: Sequence[TraceStep], *, goal: str | None, end_turn: bool) -> Trace | None:
        """Journal ``steps`` as the session's next messages, before returning.

        Returns the grown session trace to reflect on when the turn ended (or the held messages fill a
        reflection window), else ``None``: the steps are held until the turn ends.
        """
        limits = self.engine.config.limits
        steps = [fit_step(s, limits) for s in steps]  # a message too long to journal keeps its start
        for index, step in enumerate(steps):
            check_step(step, f"message {index}", limits)  # never hold what the journal would refuse later
        _watch(self.engine)
        journal = self.engine.engine.journal
        with self._lock:
            trace, part = self._latest()
            taken = {s.step_id for s in trace.steps}
            legacy = self._companion_steps(taken)
            new = [*legacy, *(s for s in steps if s.step_id not in taken)]
            if trace.steps and len(trace.steps) + len(new) > limits.max_steps_per_trace:
                if journal.unqueued_steps(trace.trace_id):  # a turn across the boundary: its start is done
                    self.engine.journal_trace(trace)
                    BackgroundReflector.for_engine(self.engine).submit(trace)
                trace, part = self._fresh(part + 1), part + 1  # the session goes on in a new trace
            if not trace.steps and new:
                trace.started_at = new[0].timestamp
            trace.steps.extend(new)
            if goal and goal.strip():
                trace.goal = clean_text(goal)[:_GOAL_CHARS]  # a lone surrogate: the journal refuses it
            held = journal.unqueued_steps(trace.trace_id) + len(new)
            if end_turn or held >= self.engine.config.reflection.window_steps:
                self.engine.journal_trace(trace)  # durable, its new window queued
                if legacy:
                    self._forget_companion()
                with _guard:
                    _holding.pop(self._key, None)
                return trace
            self.engine.journal_trace(trace, hold=True)  # durable, not queued
            if legacy:
                self._forget_companion()
            with _guard:
                _holding[self._key] = self
            return None

    def seal(self) -> Trace | None:
        """Queue the held messages (the turn ends here): the grown trace to reflect on, or ``None`` when
        nothing was held."""
        journal = self.engine.engine.journal
        with self._lock:
            with _guard:
                _holding.pop(self._key, None)
            trace, _ = self._latest()
            taken = {s.step_id for s in trace.steps}
            left = self._companion_steps(taken)
            if not left and not journal.unqueued_steps(trace.trace_id):
                return None
            trace.steps.extend(left)
            self.engine.journal_trace(trace)
            if left:
                self._forget_companion()
            return trace

    def unseen(self, steps: Sequence[TraceStep]) -> list[TraceStep]:
        """``steps`` less those the session trace already holds (same kind, same content, counted: "ok" said
        twice and sent again twice is two steps seen): what a conversation re-sent by an app that keeps its
        own history adds to the session."""
        journal = self.engine.engine.journal
        stored: Counter[tuple[str, str]] = Counter()
        with self._lock:
            part, trace = 0, journal.get_trace(self.trace_id)
            while trace is not None:
                stored.update((s.type, s.content) for s in trace.steps)
                part += 1
                trace = journal.get_trace(self._part_id(part))
            stored.update((s.type, s.content) for s in self._companion_steps(set()))
            stored.update((s.type, s.content) for s in self._noted_steps())
        fresh: list[TraceStep] = []
        for step in steps:
            key = (step.type, step.content)
            if stored[key] > 0:
                stored[key] -= 1
            else:
                fresh.append(step)
        return fresh

    def steps(self) -> list[TraceStep]:
        """Every journaled step of the session, in order: its parts, messages an earlier version held in a
        companion trace, and the messages noted for runs an instrumentation recorded (:meth:`note`)."""
        with self._lock:
            return self._all_steps()

    def note(self, steps: Sequence[TraceStep]) -> None:
        """Keep ``steps`` as messages of the session that another recorder extracts (an attached
        instrumentation records the run): journaled at once in a companion trace (``<trace id>-noted``) whose
        steps sit in its metadata, so they are never queued, never extracted twice, and a memory built for
        the session later still restores them (and leaves their memories out of its recall block)."""
        limits = self.engine.config.limits
        steps = [fit_step(s, limits) for s in steps]
        with self._lock:
            noted = self._noted_steps()
            taken = {s.step_id for s in noted}
            new = [s for s in steps if s.step_id not in taken]
            if new:
                self._journal_noted([*noted, *new])

    def mark_restart(self) -> None:
        """The conversation starts again after the session's last message (``reset()``): a memory built for the
        session later restores only what follows (the messages stay in the trace, and what was learned from
        them stays learned)."""
        with self._lock:
            trace, _ = self._latest()
            steps = self._all_steps()
            if steps:
                trace.metadata[RESTART_AFTER] = steps[-1].step_id
                self.engine.journal_trace(trace, hold=True)  # only its metadata changed: nothing to queue

    def since_restart(self) -> list[TraceStep]:
        """The session's messages since its last restart (all of them when it never restarted)."""
        journal = self.engine.engine.journal
        with self._lock:
            trace, part = self._latest()
            marker = trace.metadata.get(RESTART_AFTER)
            while marker is None and part > 0:  # the session went on in a new part after the reset
                part -= 1
                earlier = journal.get_trace(self._part_id(part))
                marker = earlier.metadata.get(RESTART_AFTER) if earlier is not None else None
        steps = self.steps()
        ids = [s.step_id for s in steps]
        return steps[ids.index(marker) + 1 :] if marker in ids else steps

    def current(self) -> Trace | None:
        """The session trace as journaled (its latest part), held messages included."""
        trace, _ = self._latest()
        return trace if trace.steps else None

    # -- internals (called with the session lock held) ---------------------------------------------------

    def _part_id(self, part: int) -> str:
        return self.trace_id if part == 0 else f"{self.trace_id}-{part}"

    def _fresh(self, part: int) -> Trace:
        return Trace(
            trace_id=self._part_id(part),
            scope=self.scope,
            metadata=dict(self.metadata, **({"part": part} if part else {})),
        )

    def _latest(self) -> tuple[Trace, int]:
        """The session trace's latest part as journaled (an empty new trace when none is), and its number."""
        journal = self.engine.engine.journal
        part = 0
        while journal.has_trace(self._part_id(part + 1)):  # only the latest part's body is read
            part += 1
        return journal.get_trace(self._part_id(part)) or self._fresh(part), part

    def _all_steps(self) -> list[TraceStep]:
        journal = self.engine.engine.journal
        out: list[TraceStep] = []
        part, trace = 0, journal.get_trace(self.trace_id)
        while trace is not None:
            out.extend(trace.steps)
            part += 1
            trace = journal.get_trace(self._part_id(part))
        out.extend(self._companion_steps({s.step_id for s in out}))
        noted = self._noted_steps()
        if not noted:
            return out
        # A session whose runs were recorded by an instrumentation, and some turns by the memory (a streamed
        # answer arriving after its run ended): the messages in the order they were said.
        return sorted([*out, *noted], key=lambda s: s.timestamp)

    def _noted_steps(self) -> list[TraceStep]:
        """The messages noted for instrumented runs (:meth:`note`), less those a hard forget blanked since in
        the run's trace (their text is dropped from the companion too)."""
        companion = self.engine.engine.journal.get_trace(self.noted_id)
        if companion is None:
            return []
        steps = [TraceStep.model_validate(s) for s in companion.metadata.get(_NOTED) or []]
        probe = Trace(trace_id=self.noted_id, scope=self.scope, steps=steps)
        forgotten = self.engine.engine.journal.forgotten_in(probe) if steps else set()
        if forgotten:
            steps = [s for s in steps if s.step_id not in forgotten]
            self._journal_noted(steps)
        return steps

    def _journal_noted(self, steps: Sequence[TraceStep]) -> None:
        noted = Trace(
            trace_id=self.noted_id,
            scope=self.scope,
            metadata={
                **self.metadata,
                "notes_for": self.trace_id,
                _NOTED: [s.model_dump(mode="json") for s in steps],
            },
        )
        self.engine.journal_trace(noted)  # no steps: nothing is queued, only made durable

    def _companion_steps(self, taken: set[str]) -> list[TraceStep]:
        """Messages an earlier version held in a companion trace (``<trace id>-held``), not in the trace."""
        companion = self.engine.engine.journal.get_trace(self.held_id)
        if companion is None:
            return []
        steps = [TraceStep.model_validate(s) for s in companion.metadata.get(_HELD) or []]
        return [s for s in steps if s.step_id not in taken]

    def _forget_companion(self) -> None:
        """Empty an earlier version's companion trace once its messages are in the session trace."""
        companion = self.engine.engine.journal.get_trace(self.held_id)
        if companion is not None and companion.metadata.get(_HELD):
            emptied = companion.model_copy(update={"metadata": {**companion.metadata, _HELD: []}})
            self.engine.journal_trace(emptied)


def add_or_alone(session: SessionTrace, steps: list[TraceStep], *, goal: str | None, end_turn: bool,
                 alone: Trace) -> Trace | None:  # fmt: skip
    """``session.add(...)``, or, when the session trace cannot be journaled, ``alone`` (the new messages as a
    trace of their own, logged): an adapter boundary, the host call goes on."""
    try:
        return session.add(steps, goal=goal, end_turn=end_turn)
    except Exception:
        logger.warning(
            "hindsight: session %s could not be journaled; its new messages are recorded on their own",
            session.scope.session_id,
            exc_info=True,
        )
        return alone


def seal_or_keep(session: SessionTrace) -> Trace | None:
    """``session.seal()``, or None (logged) when it fails: the held messages stay journaled for the
    session's next turn."""
    try:
        return session.seal()
    except Exception:
        logger.warning("hindsight: session trace %s could not be sealed", session.trace_id, exc_info=True)
        return None


def _watch(engine: Hindsight) -> None:
    """Reflect on held messages when ``engine`` closes and at interpreter exit (once per engine)."""
    global _exit_hook
    with _guard:
        if engine in _watched:
            return
        _watched.add(engine)
        first, _exit_hook = not _exit_hook, True
    engine.add_close_hook(lambda: _seal_on_close(engine))
    if first:
        # The reflector's exit drain is registered first, so this hook runs before it (reverse order).
        BackgroundReflector.for_engine(engine)
        from hindsight_core._bridge import register_exit_hook

        register_exit_hook(_seal_at_exit)


def _held_sessions(engine: Hindsight | None = None) -> list[SessionTrace]:
    with _guard:
        return [s for s in _holding.values() if engine is None or s.engine is engine]


def _seal_on_close(engine: Hindsight) -> None:
    """The engine is closing (its reflector may be closed already): reflect on held turns here and now."""
    for session in _held_sessions(engine):
        try:
            trace = session.seal()
            if trace is not None:
                engine.reflect(trace)
        except Exception:  # closing must go on; what was sealed stays journaled for retry_pending()
            logger.warning(
                "hindsight: the held messages of session trace %s could not be reflected on at close; they "
                "stay journaled",
                session.trace_id,
                exc_info=True,
            )


def _seal_at_exit() -> None:
    """Interpreter exit: held turns go to the reflector, whose exit drain (after this hook) reflects them."""
    for session in _held_sessions():
        if session.engine.closed:
            continue
        try:
            trace = session.seal()
            if trace is not None:
                BackgroundReflector.for_engine(session.engine).submit(trace)
        except Exception:  # at exit: say it, never raise
            logger.warning(
                "hindsight: the held messages of session trace %s could not be reflected on at exit; they "
                "stay journaled for the session's next turn",
                session.trace_id,
                exc_info=True,
            )


def one_off_trace(steps: list[TraceStep], scope: Scope, goal: str | None) -> Trace:
    """Messages of ``HindsightMemory`` as a trace of their own (when the session trace cannot take them)."""
    metadata = {"source": "llamaindex", "adapter": "memory"}
    return Trace(scope=scope, goal=goal, steps=steps, started_at=steps[0].timestamp, metadata=metadata)


def new_messages(messages: Sequence[ChatMessage], history: Sequence[ChatMessage]) -> list[ChatMessage]:
    """The messages of ``messages`` that ``history`` does not hold already (a chat resent whole)."""
    seen = {fingerprint(m) for m in history}
    return [m for m in messages if fingerprint(m) not in seen]


__all__ = ["SessionTrace", "ends_turn", "new_messages", "one_off_trace", "session_trace_id", "to_steps"]
