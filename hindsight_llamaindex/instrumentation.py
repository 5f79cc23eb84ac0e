"""``HindsightInstrumentation``: capture LlamaIndex agent runs as hindsight traces and reflect on them.

A run is everything under one root span (``FunctionAgent.run``, ``SimpleChatEngine.chat``, ...). This
module only tracks spans and translates events (``_spans``); the trace session, journaling, background
reflection and retries are the shared capture core's.
"""

from __future__ import annotations

import inspect
import logging
import threading
import weakref
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.instrumentation import (  # type: ignore[attr-defined]  # documented path, no __all__
    Dispatcher,
    get_dispatcher,
)
from llama_index.core.instrumentation.event_handlers import BaseEventHandler
from llama_index.core.instrumentation.events import BaseEvent
from llama_index.core.instrumentation.events.exception import ExceptionEvent
from llama_index.core.instrumentation.events.llm import (
    LLMChatEndEvent,
    LLMChatStartEvent,
    LLMCompletionEndEvent,
)
from llama_index.core.instrumentation.span import SimpleSpan, active_span_id
from llama_index.core.instrumentation.span_handlers import BaseSpanHandler

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    StepMeta,
    TraceSession,
    check_scope_ids,
    checked_keywords,
    resolve_scope,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace, TraceStep
from hindsight_core.validation import check_int
from hindsight_llamaindex import _spans
from hindsight_llamaindex._capture import capture_suppressed
from hindsight_llamaindex._engines import resolve_engine

logger = logging.getLogger("hindsight.llamaindex")

#: Runs kept open for a streamed answer still arriving after the run returned (a stream abandoned never ends
#: its LLM call): past this many, the oldest is finished with what it has.
_MAX_STREAMING_RUNS = 64

_attached: weakref.WeakSet[HindsightInstrumentation] = weakref.WeakSet()


def records_current_run(engine: Hindsight, scope: Scope | None = None) -> bool:
    """Whether an attached instrumentation on ``engine`` is capturing the run this code executes in (then it
    records the turn, with its tool calls, and a memory need not record it again). ``scope``: the caller's
    (a memory's); the run takes its session and agent where it has none of its own."""
    return current_run_steps(engine, scope) is not None


def current_run_steps(engine: Hindsight, scope: Scope | None = None) -> list[TraceStep] | None:
    """The steps recorded so far of the run an attached instrumentation on ``engine`` is capturing here, or
    ``None`` when none is (see :func:`records_current_run`): a memory that leaves the recording to the
    instrumentation still keeps the conversation, under the ids the run's memories cite."""
    span_id = active_span_id.get()
    if span_id is None:
        return None
    for instrumentation in list(_attached):
        if instrumentation.engine is engine and instrumentation.covers(span_id):
            if scope is not None:
                instrumentation.lend_scope(span_id, scope)
            return instrumentation.run_steps(span_id)
    return None


@dataclass
class _Run:
    """What one root span has produced so far."""

    session: TraceSession
    spans: set[str] = field(default_factory=set)
    seen_users: set[tuple[str, str]] = field(default_factory=set)
    known_calls: set[str] = field(default_factory=set)
    model_outputs: int = 0
    open_chats: set[str] = field(default_factory=set)
    """LLM calls started and not ended: a streamed answer ends when its stream is read to the end."""
    returned: bool = False
    """The root span has ended while a streamed answer was still arriving (a chat engine's stream_chat)."""


class _EventHandler(BaseEventHandler):
    _owner: HindsightInstrumentation = PrivateAttr()

    @classmethod
    def class_name(cls) -> str:
        return "HindsightEventHandler"

    def handle(self, event: BaseEvent, **kwargs: Any) -> None:
        self._owner._guarded(self._owner._on_event, event)


class _SpanHandler(BaseSpanHandler[SimpleSpan]):
    _owner: HindsightInstrumentation = PrivateAttr()

    @classmethod
    def class_name(cls) -> str:
        return "HindsightSpanHandler"

    def new_span(
        self,
        id_: str,
        bound_args: inspect.BoundArguments,
        instance: Any | None = None,
        parent_span_id: str | None = None,
        tags: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> SimpleSpan | None:
        tracked = self._owner._guarded(self._owner._on_span_enter, id_, bound_args, instance, parent_span_id)
        return SimpleSpan(id_=id_, parent_id=parent_span_id) if tracked else None

    def prepare_to_exit_span(
        self,
        id_: str,
        bound_args: inspect.BoundArguments,
        instance: Any | None = None,
        result: Any | None = None,
        **kwargs: Any,
    ) -> SimpleSpan | None:
        self._owner._guarded(self._owner._on_span_exit, id_, instance, result, None)
        return self.open_spans.get(id_)

    def prepare_to_drop_span(
        self,
        id_: str,
        bound_args: inspect.BoundArguments,
        instance: Any | None = None,
        err: BaseException | None = None,
        **kwargs: Any,
    ) -> SimpleSpan | None:
        self._owner._guarded(self._owner._on_span_exit, id_, instance, None, err)
        return self.open_spans.get(id_)


class HindsightInstrumentation(CaptureControls):
    """Captures LlamaIndex runs (LLM calls, tool calls and results, errors) as hindsight traces.

    When a run ends its trace is journaled (durable before the run returns) and reflected on by the
    engine's background reflector: the facts worth keeping are extracted with their provenance (the ids
    of the steps they came from). Handler failures are logged, never raised into the host run.

    The user of a run: ``agent.run(..., user_id=..., session_id=...)`` keyword arguments, else
    :meth:`bind`, else the constructor.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> import asyncio
        >>> from llama_index.core.agent.workflow import FunctionAgent
        >>> from llama_index.core.llms.mock import MockFunctionCallingLLM
        >>> agent = FunctionAgent(tools=[], llm=MockFunctionCallingLLM())  # your agent
        >>> instrumentation = HindsightInstrumentation(engine=hs, user_id="alice").attach()
        >>> async def main() -> None:
        ...     await agent.run(user_msg="I prefer window seats")
        >>> asyncio.run(main())
        >>> instrumentation.flush().ok  # wait for the background reflection
        True
        >>> any("window seats" in r.text for r in hs.list_records(user_id="alice"))
        True
        >>> instrumentation.detach()
        >>> hs.close()
    """

    @checked_keywords
    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        dispatcher: Dispatcher | None = None,
        reflect: bool = True,
        checkpoint_steps: int | None = None,
        keep_traces: int = 50,
    ) -> None:
        """Args:
        engine: A shared engine (or give ``data_dir`` to open, or find, the embedded default there).
        data_dir: The engine's data directory.
        user_id: The default user (a run's ``user_id=`` or :meth:`bind` wins).
        session_id: The default session.
        agent_id: The default agent scope.
        dispatcher: The dispatcher to attach to (default: the root one).
        reflect: Reflect on finished runs (False: only keep them in :attr:`traces`).
        checkpoint_steps: Journal and reflect on a long run every this many steps (default: the engine's).
        keep_traces: How many finished traces :attr:`traces` keeps.
        """
        if user_id is not None and (not isinstance(user_id, str) or not user_id.strip()):
            raise UserError("HindsightInstrumentation: user_id= must be a non-empty string or None")
        check_scope_ids("HindsightInstrumentation", user_id=user_id, session_id=session_id, agent_id=agent_id)
        if checkpoint_steps is not None:  # refused now, not by every run's capture in the background
            checkpoint_steps = check_int(
                checkpoint_steps, "HindsightInstrumentation: checkpoint_steps", low=1
            )
        if dispatcher is not None and not isinstance(dispatcher, Dispatcher):
            raise UserError(
                "HindsightInstrumentation: dispatcher= must be a llama_index Dispatcher (e.g. "
                f"get_dispatcher(__name__)) or None for the root one, not {type(dispatcher).__name__}"
            )
        self._engine, self.data_dir = resolve_engine(engine, data_dir)
        self.defaults = {"user_id": user_id, "session_id": session_id, "agent_id": agent_id}
        self.reflect = reflect
        self.checkpoint_steps = checkpoint_steps or self._engine.config.reflection.checkpoint_steps
        self._dispatcher = dispatcher or get_dispatcher()
        self._event_handler = _EventHandler()
        self._event_handler._owner = self
        self._span_handler = _SpanHandler()
        self._span_handler._owner = self
        self._attached = False
        self._lock = threading.RLock()
        self._root_of: dict[str, str] = {}
        self._parent_of: dict[str, str | None] = {}
        self._runs: dict[str, _Run] = {}
        self._chat_spans: set[str] = set()
        self._tool_spans: dict[str, bool] = {}  # span id -> an agent's call_tool step (True) or BaseTool.call
        self._streaming: dict[str, None] = {}  # roots that returned while their answer streams, oldest first
        self._bound: ContextVar[dict[str, str] | None] = ContextVar(
            f"hindsight_scope_{id(self)}", default=None
        )
        self.traces: deque[Trace] = deque(maxlen=keep_traces)
        """The most recent finished traces."""

    # ------------------------------------------------------------------ public API
    def attach(self) -> HindsightInstrumentation:
        """Add the handlers to the dispatcher (idempotent); returns ``self``."""
        with self._lock:
            if not self._attached:
                self._dispatcher.add_event_handler(self._event_handler)
                self._dispatcher.add_span_handler(self._span_handler)
                self._attached = True
                _attached.add(self)
        return self

    def detach(self) -> None:
        """Remove the handlers. Runs in progress are dropped; finished ones are journaled already."""
        with self._lock:
            if not self._attached:
                return
            d = self._dispatcher
            d.event_handlers = [h for h in d.event_handlers if h is not self._event_handler]
            d.span_handlers = [h for h in d.span_handlers if h is not self._span_handler]
            self._attached = False
            _attached.discard(self)
            for root in list(self._streaming):  # their answer can no longer be heard: keep what they have
                self._finish(root, self._runs[root], None)
            self._runs.clear()
            self._root_of.clear()
            self._parent_of.clear()
            self._chat_spans.clear()
            self._tool_spans.clear()

    @property
    def attached(self) -> bool:
        return self._attached

    def lend_scope(self, span_id: str, scope: Scope) -> None:
        """Fill in the session and agent of the run ``span_id`` belongs to from ``scope`` (a memory's), where
        the run has none and is the same user's."""
        with self._lock:
            root = self._root_of.get(span_id)
            run = self._runs.get(root) if root is not None else None
        if run is None:
            return
        own = run.session.scope
        if own.user_id != scope.user_id or (own.session_id and own.agent_id):
            return
        run.session.rescope(
            own.model_copy(
                update={
                    "session_id": own.session_id or scope.session_id,
                    "agent_id": own.agent_id or scope.agent_id,
                }
            )
        )

    def run_steps(self, span_id: str) -> list[TraceStep]:
        """The steps recorded so far of the run ``span_id`` belongs to (none when it is not captured)."""
        with self._lock:
            root = self._root_of.get(span_id)
            run = self._runs.get(root) if root is not None else None
        return run.session.trace.steps if run is not None else []

    def covers(self, span_id: str) -> bool:
        """Whether ``span_id`` belongs to a run this instrumentation is capturing."""
        with self._lock:
            return span_id in self._root_of

    @contextmanager
    def bind(
        self, *, user_id: str | None = None, session_id: str | None = None, agent_id: str | None = None
    ) -> Iterator[None]:
        """Record the runs started inside the block under another scope (e.g. per request user); an id the
        journal would refuse (blank, a control character) is a ``UserError`` here."""
        if user_id is not None and (not isinstance(user_id, str) or not user_id.strip()):
            raise UserError("HindsightInstrumentation.bind: user_id= must be a non-empty string or None")
        check_scope_ids(
            "HindsightInstrumentation.bind", user_id=user_id, session_id=session_id, agent_id=agent_id
        )
        given = {"user_id": user_id, "session_id": session_id, "agent_id": agent_id}
        token = self._bound.set({k: v for k, v in given.items() if v is not None})
        try:
            yield
        finally:
            self._bound.reset(token)

    def close(self, timeout: float | None = None) -> Any:
        """Detach, then wait for the background reflections (see ``flush``)."""
        self.detach()
        return super().close(timeout)

    def __enter__(self) -> HindsightInstrumentation:
        return self.attach()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ handler plumbing
    def _guarded(self, fn: Callable[..., Any], *args: Any) -> Any:
        """The adapter boundary: a failure here is logged, never raised into the host run."""
        try:
            return fn(*args)
        except Exception:
            logger.exception(
                "hindsight trace capture failed in %s (the run itself is unaffected)", fn.__name__
            )
            return None

    def _on_span_enter(
        self, id_: str, bound_args: inspect.BoundArguments, instance: Any, parent_id: str | None
    ) -> bool:
        if capture_suppressed():
            return False
        with self._lock:
            if parent_id is None:
                return self._open(id_, bound_args, instance)
            root = self._root_of.get(parent_id)
            if root is None:
                return False
            run = self._runs[root]
            self._root_of[id_] = root
            self._parent_of[id_] = parent_id
            run.spans.add(id_)
            call = _spans.tool_call_of(bound_args)
            if _spans.span_method(id_) == "call_tool" and call is not None:
                # A workflow step: the span is named after the defining class and has no instance.
                self._tool_spans[id_] = True
                if str(call.tool_id) not in run.known_calls:
                    run.known_calls.add(str(call.tool_id))
                    _spans.add_tool_call(run.session, id_, call)
            elif _spans.is_tool_span(id_, instance) and not self._inside_agent_tool(id_):
                self._tool_spans[id_] = False
        return True

    def _open(self, span_id: str, bound_args: inspect.BoundArguments, instance: Any = None) -> bool:
        # a HindsightMemory passed to the run names its user when neither the run nor bind() does
        sources = [
            _spans.scope_arguments(bound_args),
            self._bound.get(),
            _spans.memory_scope(bound_args, self._engine),
        ]
        try:
            scope = resolve_scope(
                sources,
                **self.defaults,
                owner="HindsightInstrumentation",
                how="run the agent with user_id=... (agent.run(..., user_id=...)) or inside instrumentation.bind(user_id=...)",
                limits=self._engine.config.limits,
            )
        except UserError as exc:
            if _spans.holds_memory(instance, self._engine) or _spans.run_memory_records(
                bound_args, self._engine
            ):
                # a chat engine built with a HindsightMemory on this engine: the memory records the turn
                logger.debug("hindsight: run %s is recorded by its memory", _spans.span_name(span_id))
            else:
                logger.warning("hindsight: run %s is not captured: %s", _spans.span_name(span_id), exc)
            return False
        session = TraceSession(
            scope,
            checkpoint_steps=self.checkpoint_steps,
            on_checkpoint=self._ship,
            metadata={"source": "llamaindex", "root_span": _spans.span_name(span_id)},
        )
        run = _Run(session, spans={span_id})
        self._runs[span_id] = run
        self._root_of[span_id] = span_id
        goal = _spans.input_text(bound_args)
        if goal:
            run.seen_users.add(("user", goal))
            session.add_step("user_input", goal, metadata=StepMeta(run_id=span_id, framework="llamaindex"))
        return True

    def _inside_agent_tool(self, span_id: str) -> bool:
        current = self._parent_of.get(span_id)
        while current is not None:
            if self._tool_spans.get(current):
                return True
            current = self._parent_of.get(current)
        return False

    def _in_chat(self, span_id: str | None) -> bool:
        current = span_id
        while current is not None:
            if current in self._chat_spans:
                return True
            current = self._parent_of.get(current)
        return False

    def _on_span_exit(self, id_: str, instance: Any, result: Any, err: BaseException | None) -> None:
        with self._lock:
            root = self._root_of.get(id_)
            if root is None:
                return
            run = self._runs[root]
            agent_step = self._tool_spans.pop(id_, None)
            if agent_step is not None:
                _spans.add_tool_result(run.session, id_, agent_step, instance, result, err)
            if err is not None:
                run.open_chats.discard(id_)  # an LLM call that raised ends no stream
            if id_ != root:
                return
            if err is None and run.open_chats and not _spans.holds_memory(instance, self._engine):
                # A chat engine's stream_chat returns before its answer has streamed: the run ends when the
                # answer does (its LLM call's end event). The user's words are durable meanwhile (held: one
                # extraction window with the answer; a stream never read to the end is queued when the
                # instrumentation detaches, or by the next engine that opens the data directory).
                run.returned = True
                self._engine.journal_trace(run.session.trace, hold=True)
                self._streaming[root] = None
                if len(self._streaming) > _MAX_STREAMING_RUNS:
                    oldest = next(iter(self._streaming))
                    self._finish(oldest, self._runs[oldest], None)
                return
            self._finish(root, run, err)

    def _on_event(self, event: BaseEvent) -> None:
        if capture_suppressed() or event.span_id is None:
            return
        with self._lock:
            root = self._root_of.get(event.span_id)
            if root is None:
                return
            run = self._runs[root]
            if isinstance(event, LLMChatStartEvent):
                self._chat_spans.add(event.span_id)
                run.open_chats.add(event.span_id)
                if run.model_outputs == 0:
                    _spans.add_user_messages(run.session, event.messages, run.seen_users)
            elif isinstance(event, LLMChatEndEvent):
                run.open_chats.discard(event.span_id)
                # an achat() that calls chat() (both instrumented) ends twice: the outer call is the answer
                if event.response is not None and not self._in_chat(self._parent_of.get(event.span_id)):
                    run.model_outputs += 1
                    _spans.add_model_message(
                        run.session, event.span_id, event.response.message, run.known_calls
                    )
                if run.returned and not run.open_chats:  # the streamed answer of a run that returned
                    self._finish(root, run, None)
            elif isinstance(event, ExceptionEvent) and event.span_id in run.open_chats:
                run.open_chats.discard(event.span_id)  # a stream that failed halfway
                if run.returned and not run.open_chats:
                    self._finish(root, run, event.exception)
            elif (
                isinstance(event, LLMCompletionEndEvent)
                # A chat call made through complete() would otherwise be recorded twice.
                and not self._in_chat(event.span_id)
                and event.response.text
            ):
                run.model_outputs += 1
                meta = StepMeta(run_id=event.span_id, framework="llamaindex")
                run.session.add_step("model_output", event.response.text, metadata=meta)

    def _finish(self, root: str, run: _Run, err: BaseException | None) -> None:
        self._runs.pop(root, None)
        self._streaming.pop(root, None)
        for span_id in run.spans:
            self._root_of.pop(span_id, None)
            self._parent_of.pop(span_id, None)
            self._chat_spans.discard(span_id)
            self._tool_spans.pop(span_id, None)
        trace = run.session.finish(error=err)
        if trace is None:
            return
        # A run of user input only is still what the user said: a streamed chat's response arrives after its
        # root span ends (and a memory attached with this instrumentation left the user's message to it).
        self.traces.append(trace)
        self._ship(trace)

    def _ship(self, trace: Trace) -> None:
        if self.reflect:
            self.reflector.submit(trace)
