"""``HindsightInstrumentation``: capture LlamaIndex agent runs as hindsight traces and reflect on them.

LLM calls come from the ``LLMChat*``/``LLMCompletion*`` events; tool executions from the
``BaseWorkflowAgent.call_tool`` and ``BaseTool.call/acall`` spans (``AgentToolCallEvent`` is never emitted
in llama-index-core 0.14). A run is everything under one root span (``FunctionAgent.run``,
``SimpleChatEngine.chat``, ...); when it ends, its trace is reflected on in a background thread.
"""

from __future__ import annotations

import inspect
import logging
import threading
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from llama_index.core.agent.workflow.workflow_events import ToolCall
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.instrumentation import (  # type: ignore[attr-defined]  # documented path, no __all__
    Dispatcher,
    get_dispatcher,
)
from llama_index.core.instrumentation.event_handlers import BaseEventHandler
from llama_index.core.instrumentation.events import BaseEvent
from llama_index.core.instrumentation.events.llm import (
    LLMChatEndEvent,
    LLMChatStartEvent,
    LLMCompletionEndEvent,
)
from llama_index.core.instrumentation.span import SimpleSpan
from llama_index.core.instrumentation.span_handlers import BaseSpanHandler
from llama_index.core.tools.types import BaseTool, ToolOutput

from hindsight_core import Hindsight
from hindsight_core.models import RetainResult, Scope, StepType, Trace, TraceStep, new_id, utcnow
from hindsight_llamaindex._capture import capture_suppressed
from hindsight_llamaindex._engines import resolve_engine, run_async
from hindsight_llamaindex._messages import fingerprint, render_args, role_of, text_of, tool_calls_of

logger = logging.getLogger("hindsight.llamaindex")

_UUID_SUFFIX = 37  # "-" + a canonical UUID, appended by the dispatcher to every span id
_INPUT_KEYS = ("user_msg", "message", "query_str", "str_or_query_bundle", "query", "input")


@dataclass
class _Run:
    """What one root span has produced so far."""

    root_id: str
    name: str
    scope: Scope
    trace_id: str = field(default_factory=new_id)
    goal: str | None = None
    steps: list[TraceStep] = field(default_factory=list)
    seen_users: set[tuple[str, str]] = field(default_factory=set)
    tool_call_ids: set[str] = field(default_factory=set)
    span_ids: set[str] = field(default_factory=set)
    model_outputs: int = 0
    reflected_steps: int = 0
    error: str | None = None


def _span_method(span_id: str) -> str:
    """``FunctionAgent.run-<uuid>`` -> ``run``."""
    name = span_id[:-_UUID_SUFFIX] if len(span_id) > _UUID_SUFFIX else span_id
    return name.rsplit(".", 1)[-1]


def _span_name(span_id: str) -> str:
    return span_id[:-_UUID_SUFFIX] if len(span_id) > _UUID_SUFFIX else span_id


def _input_text(bound_args: inspect.BoundArguments) -> str | None:
    """The user's request among a root span's arguments (``user_msg=``, ``message=``, a query, ...)."""
    arguments = dict(bound_args.arguments)
    nested = arguments.get("kwargs")
    if isinstance(nested, dict):
        arguments = {**nested, **arguments}
    start_event = arguments.get("start_event")
    for key in _INPUT_KEYS:
        value = arguments.get(key)
        if value is None and start_event is not None and callable(getattr(start_event, "get", None)):
            value = start_event.get(key, None)  # Workflow.run(start_event=AgentWorkflowStartEvent(...))
        if isinstance(value, ChatMessage):
            value = text_of(value)
        elif value is not None and not isinstance(value, str):
            value = getattr(value, "query_str", None)
        if isinstance(value, str) and value.strip():
            return value
    return None


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
        tracked = self._owner._guarded(
            self._owner._on_span_enter, id_, bound_args, instance, parent_span_id, tags or {}
        )
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


class HindsightInstrumentation:
    """Captures LlamaIndex agent runs (LLM calls, tool calls and results, errors) as hindsight traces.

    When a run ends, its trace is reflected on in a background thread: the facts worth keeping are
    extracted with their provenance (the ids of the steps they came from). Handler failures are logged,
    never raised into the host run; a trace whose reflection failed is kept in :attr:`failed_traces`.

    Example:
        >>> instrumentation = HindsightInstrumentation(engine=hs, user_id="alice").attach()  # doctest: +SKIP
        >>> await agent.run(user_msg="Book the usual flight")  # doctest: +SKIP
        >>> instrumentation.flush()  # wait for the background reflection  # doctest: +SKIP
        >>> instrumentation.detach()  # doctest: +SKIP
    """

    def __init__(
        self,
        engine: Hindsight | None = None,
        *,
        user_id: str,
        data_dir: str | Path | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        dispatcher: Dispatcher | None = None,
        reflect: bool = True,
        checkpoint_steps: int = 30,
        keep_traces: int = 50,
    ) -> None:
        self.engine, self.data_dir = resolve_engine(engine, data_dir)
        self.scope = Scope(user_id=user_id, session_id=session_id, agent_id=agent_id)
        self.reflect = reflect
        self.checkpoint_steps = checkpoint_steps
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
        self._tool_spans: dict[str, str] = {}  # span id -> "agent" (call_tool) or "tool" (BaseTool.call)
        self._bound: ContextVar[Scope | None] = ContextVar(f"hindsight_scope_{id(self)}", default=None)
        self._executor: ThreadPoolExecutor | None = None
        self._pending: set[Future[RetainResult | None]] = set()
        self._results: list[RetainResult] = []
        self.traces: deque[Trace] = deque(maxlen=keep_traces)
        """The most recent finished traces (what was reflected on)."""
        self.failed_traces: list[Trace] = []
        """Traces whose reflection raised; :meth:`retry_failed` submits them again."""

    # ------------------------------------------------------------------ public API
    def attach(self) -> HindsightInstrumentation:
        """Add the handlers to the dispatcher (idempotent); returns ``self``."""
        with self._lock:
            if not self._attached:
                self._dispatcher.add_event_handler(self._event_handler)
                self._dispatcher.add_span_handler(self._span_handler)
                self._attached = True
        return self

    def detach(self) -> None:
        """Remove the handlers. Runs in progress are dropped; finished ones still reflect (see flush)."""
        with self._lock:
            if not self._attached:
                return
            d = self._dispatcher
            d.event_handlers = [h for h in d.event_handlers if h is not self._event_handler]
            d.span_handlers = [h for h in d.span_handlers if h is not self._span_handler]
            self._attached = False
            self._runs.clear()
            self._root_of.clear()
            self._parent_of.clear()
            self._chat_spans.clear()
            self._tool_spans.clear()

    @property
    def attached(self) -> bool:
        return self._attached

    @contextmanager
    def bind(
        self, *, user_id: str | None = None, session_id: str | None = None, agent_id: str | None = None
    ) -> Iterator[None]:
        """Record the runs started inside the block under another scope (e.g. per request user)."""
        scope = self.scope.model_copy(
            update={
                k: v
                for k, v in {"user_id": user_id, "session_id": session_id, "agent_id": agent_id}.items()
                if v is not None
            }
        )
        token = self._bound.set(scope)
        try:
            yield
        finally:
            self._bound.reset(token)

    def flush(self, timeout: float | None = None) -> list[RetainResult]:
        """Wait for the background reflections; returns the results gathered since the last flush."""
        with self._lock:
            pending = list(self._pending)
        if pending:
            wait_futures(pending, timeout=timeout)
        with self._lock:
            results, self._results = self._results, []
        return results

    async def aflush(self, timeout: float | None = None) -> list[RetainResult]:
        """Async twin of :meth:`flush` (does not block the event loop)."""
        return await run_async(self.flush, timeout)

    def retry_failed(self) -> int:
        """Submit the traces whose reflection failed again; returns how many."""
        with self._lock:
            failed, self.failed_traces = self.failed_traces, []
        for trace in failed:
            self._submit(trace)
        return len(failed)

    def close(self) -> None:
        """Detach, wait for pending reflections and stop the background thread."""
        self.detach()
        self.flush()
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True)

    def __enter__(self) -> HindsightInstrumentation:
        return self.attach()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ handler plumbing
    def _guarded(self, fn: Any, *args: Any) -> Any:
        """The adapter boundary: a failure here is logged, never raised into the host run."""
        try:
            return fn(*args)
        except Exception:
            logger.exception(
                "hindsight trace capture failed in %s (the run itself is unaffected)", fn.__name__
            )
            return None

    def _on_span_enter(
        self,
        id_: str,
        bound_args: inspect.BoundArguments,
        instance: Any,
        parent_id: str | None,
        tags: dict[str, Any],
    ) -> bool:
        if capture_suppressed():
            return False
        method = _span_method(id_)
        with self._lock:
            if parent_id is None:
                run = _Run(root_id=id_, name=_span_name(id_), scope=self._bound.get() or self.scope)
                self._runs[id_] = run
                self._root_of[id_] = id_
                run.span_ids.add(id_)
                goal = _input_text(bound_args)
                if goal:
                    run.goal = goal
                    run.seen_users.add(("user", goal))
                    self._add(run, "user_input", goal, metadata={"span": run.name})
                return True
            root = self._root_of.get(parent_id)
            if root is None:
                return False
            run = self._runs[root]
            self._root_of[id_] = root
            self._parent_of[id_] = parent_id
            run.span_ids.add(id_)
            call = bound_args.arguments.get("ev")
            if method == "call_tool" and isinstance(call, ToolCall):
                # A workflow step: the span is named after the defining class and has no instance.
                self._tool_spans[id_] = "agent"
                tool_id = call.tool_id
                if str(tool_id) not in run.tool_call_ids:
                    run.tool_call_ids.add(str(tool_id))
                    self._add(
                        run,
                        "tool_call",
                        render_args(call.tool_kwargs),
                        name=call.tool_name,
                        metadata={"tool_call_id": str(tool_id), "args": call.tool_kwargs},
                    )
            elif (
                isinstance(instance, BaseTool)
                and method in ("call", "acall", "__call__")
                and not self._inside(id_, kind="agent")
            ):
                self._tool_spans[id_] = "tool"
        return True

    def _inside(self, span_id: str, *, kind: str) -> bool:
        """Whether an ancestor of ``span_id`` is a tool span of ``kind``."""
        current = self._parent_of.get(span_id)
        while current is not None:
            if self._tool_spans.get(current) == kind:
                return True
            current = self._parent_of.get(current)
        return False

    def _in_chat(self, span_id: str) -> bool:
        current: str | None = span_id
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
            kind = self._tool_spans.pop(id_, None)
            if kind is not None:
                self._record_tool_result(run, kind, instance, result, err)
            if id_ == root:
                if err is not None:
                    run.error = f"{type(err).__name__}: {err}"
                self._finish(run)

    def _record_tool_result(
        self, run: _Run, kind: str, instance: Any, result: Any, err: BaseException | None
    ) -> None:
        output: Any = getattr(result, "tool_output", result) if kind == "agent" else result
        tool_id = getattr(result, "tool_id", None)
        name = getattr(result, "tool_name", None)
        if isinstance(output, ToolOutput):
            name = name or output.tool_name
            content = output.content
            failed = output.is_error
            args: Any = getattr(result, "tool_kwargs", None) or _call_args(output.raw_input)
        else:
            content = f"Error: {type(err).__name__}: {err}" if err is not None else str(output)
            failed = err is not None
            args = None
        if name is None and isinstance(instance, BaseTool):
            name = instance.metadata.get_name()
        metadata: dict[str, Any] = {"status": "error" if failed else "ok"}
        if tool_id is not None:
            metadata["tool_call_id"] = str(tool_id)
        if args is not None:
            metadata["args"] = args
        self._add(run, "tool_result", content, name=name, metadata=metadata)

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
                if run.model_outputs == 0:
                    self._record_user_messages(run, event.messages)
            elif isinstance(event, LLMChatEndEvent):
                if event.response is not None:
                    self._record_model_message(run, event.response.message, event.span_id)
            elif (
                isinstance(event, LLMCompletionEndEvent)
                # A chat call made through complete() would otherwise be recorded twice.
                and not self._in_chat(event.span_id)
                and event.response.text
            ):
                run.model_outputs += 1
                self._add(run, "model_output", event.response.text, metadata={"span": event.span_id})

    def _record_user_messages(self, run: _Run, messages: list[ChatMessage]) -> None:
        """The user turn that starts the run: the trailing user messages of the first LLM call (earlier
        history was captured by earlier runs; later user-role messages are framework observations)."""
        trailing: list[ChatMessage] = []
        for message in reversed(messages):
            if role_of(message) != "user":
                break
            trailing.append(message)
        for message in reversed(trailing):
            key = fingerprint(message)
            text = key[1]
            if not text.strip() or key in run.seen_users or (run.goal and run.goal in text):
                continue
            run.seen_users.add(key)
            run.goal = run.goal or text
            self._add(run, "user_input", text)

    def _record_model_message(self, run: _Run, message: ChatMessage, span_id: str) -> None:
        run.model_outputs += 1
        text = text_of(message)
        if text.strip():
            self._add(run, "model_output", text, metadata={"span": span_id})
        for call in tool_calls_of(message):
            call_id = str(call["id"]) if call["id"] else None
            if call_id is not None:
                if call_id in run.tool_call_ids:
                    continue
                run.tool_call_ids.add(call_id)
            metadata: dict[str, Any] = {"args": call["args"]}
            if call_id is not None:
                metadata["tool_call_id"] = call_id
            self._add(run, "tool_call", render_args(call["args"]), name=str(call["name"]), metadata=metadata)

    def _add(
        self,
        run: _Run,
        type: StepType,
        content: str,
        *,
        name: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        run.steps.append(
            TraceStep(
                step_id=f"step-{new_id()}",
                type=type,
                content=content,
                name=name,
                metadata={"framework": "llamaindex", **(metadata or {})},
                timestamp=utcnow(),
            )
        )
        if self.reflect and len(run.steps) % self.checkpoint_steps == 0:
            # Long runs are reflected on as they go; the final reflection takes only the rest.
            run.reflected_steps = len(run.steps)
            self._submit(self._trace_of(run))

    def _trace_of(self, run: _Run) -> Trace:
        metadata: dict[str, Any] = {"framework": "llamaindex", "root_span": run.name}
        if run.error:
            metadata["error"] = run.error
        return Trace(
            trace_id=run.trace_id,
            goal=run.goal,
            scope=run.scope,
            steps=[s.model_copy() for s in run.steps],
            started_at=run.steps[0].timestamp if run.steps else utcnow(),
            metadata=metadata,
        )

    def _finish(self, run: _Run) -> None:
        self._runs.pop(run.root_id, None)
        for span_id in run.span_ids:
            self._root_of.pop(span_id, None)
            self._parent_of.pop(span_id, None)
            self._chat_spans.discard(span_id)
            self._tool_spans.pop(span_id, None)
        if not any(step.type != "user_input" for step in run.steps):
            return  # no LLM call and no tool: nothing an agent did
        trace = self._trace_of(run)
        self.traces.append(trace)
        if self.reflect and run.reflected_steps < len(run.steps):
            self._submit(trace)

    # ------------------------------------------------------------------ background reflection
    def _submit(self, trace: Trace) -> None:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hindsight-reflect")
            future = self._executor.submit(self._reflect, trace)
            self._pending.add(future)
        future.add_done_callback(self._done)

    def _reflect(self, trace: Trace) -> RetainResult | None:
        try:
            result = self.engine.reflect(trace)
        except Exception:
            logger.exception(
                "reflection on trace %s failed; it is kept in failed_traces (call retry_failed())",
                trace.trace_id,
            )
            with self._lock:
                self.failed_traces.append(trace)
            return None
        with self._lock:
            self._results.append(result)
        return result

    def _done(self, future: Future[RetainResult | None]) -> None:
        with self._lock:
            self._pending.discard(future)


def _call_args(raw_input: dict[str, Any]) -> Any:
    """``FunctionTool`` records ``{"args": (...), "kwargs": {...}}``; keyword-only calls read better flat."""
    if set(raw_input) == {"args", "kwargs"} and not raw_input["args"]:
        return raw_input["kwargs"]
    return raw_input
