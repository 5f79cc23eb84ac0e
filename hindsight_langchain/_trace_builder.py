"""LangChain run events -> hindsight traces: one trace per root run, its tree rebuilt from run ids.

Pure bookkeeping (no engine, no threads of its own); the callback handler feeds it and ships the finished
traces. Thread-safe: a sync handler under ``ainvoke`` is called from worker threads.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage, convert_to_messages
from langchain_core.outputs import ChatGeneration, LLMResult

from hindsight_core.models import Scope, StepType, Trace, TraceStep
from hindsight_langchain._common import INTERNAL_TAG, content_text, dumps, json_safe, scope_value

RunKind = str  # "chain" | "chat_model" | "llm" | "tool" | "retriever"

#: Input keys that usually hold the user's words in classic chains, most likely first.
_INPUT_KEYS = ("input", "question", "query", "human_input", "user_input", "prompt", "text")
_GOAL_CHARS = 1000


@dataclass
class _Run:
    run_id: str
    parent_run_id: str | None
    kind: RunKind
    name: str | None
    tool_call_id: str | None = None


@dataclass
class _OpenTrace:
    root_id: UUID
    trace: Trace
    runs: dict[UUID, _Run] = field(default_factory=dict)
    tool_call_ids: set[str] = field(default_factory=set)
    shipped_steps: int = 0


class TraceBuilder:
    """Collects the steps of every open root run; ``finish`` returns the trace when its root ends."""

    def __init__(self, *, user_id: str, session_id: str | None, agent_id: str | None) -> None:
        self._defaults = {"user_id": user_id, "session_id": session_id, "agent_id": agent_id}
        self._lock = threading.Lock()
        self._open: dict[UUID, _OpenTrace] = {}
        self._root_of: dict[UUID, UUID] = {}
        self._ignored: set[UUID] = set()

    @property
    def open_runs(self) -> int:
        """Root runs started and not yet ended."""
        with self._lock:
            return len(self._open)

    # -- run tree -----------------------------------------------------------------------------------------

    def start(
        self,
        run_id: UUID,
        parent_run_id: UUID | None,
        kind: RunKind,
        name: str | None,
        tags: Sequence[str] | None,
        metadata: Mapping[str, Any] | None,
    ) -> bool:
        """Register a run; False when it is one of hindsight's own calls (ignored with its children)."""
        with self._lock:
            if (tags and INTERNAL_TAG in tags) or (
                parent_run_id is not None and parent_run_id in self._ignored
            ):
                self._ignored.add(run_id)
                return False
            root_id = self._root_of.get(parent_run_id) if parent_run_id is not None else None
            if root_id is None or root_id not in self._open:
                # A root for this handler: the run has no parent, or its parent was never seen (the handler
                # was attached to an inner runnable only).
                root_id = run_id
                self._open[run_id] = _OpenTrace(run_id, self._new_trace(run_id, kind, name, metadata))
            self._root_of[run_id] = root_id
            parent = None if parent_run_id is None or root_id == run_id else str(parent_run_id)
            self._open[root_id].runs[run_id] = _Run(str(run_id), parent, kind, name)
            return True

    def is_root(self, run_id: UUID) -> bool:
        with self._lock:
            return run_id in self._open

    def finish(self, run_id: UUID, error: BaseException | None = None) -> Trace | None:
        """End a root run: its trace (None when it recorded nothing, or ``run_id`` is not a root)."""
        with self._lock:
            self._ignored.discard(run_id)
            opened = self._open.pop(run_id, None)
            if opened is None:
                return None
            for child in opened.runs:
                self._root_of.pop(child, None)
            trace = opened.trace
            trace.metadata["runs"] = [
                {"run_id": r.run_id, "parent_run_id": r.parent_run_id, "kind": r.kind, "name": r.name}
                for r in opened.runs.values()
            ]
            if error is not None:
                trace.metadata["error"] = f"{type(error).__name__}: {error}"
            return trace if trace.steps else None

    def snapshot_if_due(self, run_id: UUID, every: int) -> Trace | None:
        """A copy of the open trace holding ``run_id`` when ``every`` new steps arrived since the last one."""
        with self._lock:
            opened = self._trace_of(run_id)
            if opened is None or len(opened.trace.steps) - opened.shipped_steps < every:
                return None
            opened.shipped_steps = len(opened.trace.steps)
            return opened.trace.model_copy(deep=True)

    # -- steps ----------------------------------------------------------------------------------------------

    def add_inputs(self, run_id: UUID, inputs: Any) -> None:
        """The root's inputs as user_input steps (chat messages, or the user's string in a chain's dict)."""
        for text, message_id in _user_texts(inputs):
            self._add(run_id, "user_input", text, step_id=message_id)

    def add_llm_result(self, run_id: UUID, response: LLMResult) -> None:
        """The model's answer (first prompt's first generation) and one tool_call step per tool call."""
        if not response.generations or not response.generations[0]:
            return
        generation = response.generations[0][0]
        extra: dict[str, Any] = {}
        usage = (response.llm_output or {}).get("token_usage")
        if isinstance(usage, Mapping):
            extra["token_usage"] = json_safe(usage)
        if isinstance(generation, ChatGeneration) and isinstance(generation.message, AIMessage):
            message = generation.message
            if message.usage_metadata:
                extra["token_usage"] = json_safe(message.usage_metadata)
            text = content_text(message.content)
            if text.strip():
                step_id = str(message.id) if message.id else None
                self._add(run_id, "model_output", text, step_id=step_id, metadata=extra)
            for call in message.tool_calls:
                call_id = call.get("id")
                meta: dict[str, Any] = {"tool_call_id": call_id, "args": json_safe(call.get("args", {}))}
                self._add(run_id, "tool_call", dumps(call.get("args", {})), name=call["name"], metadata=meta)
                if call_id:
                    with self._lock:
                        opened = self._trace_of(run_id)
                        if opened is not None:
                            opened.tool_call_ids.add(call_id)
        elif generation.text.strip():
            self._add(run_id, "model_output", generation.text, metadata=extra)

    def add_tool_start(
        self, run_id: UUID, name: str | None, input_str: str, inputs: Any, tool_call_id: str | None
    ) -> None:
        """A tool_call step, unless the model's tool call with this id is already recorded."""
        with self._lock:
            opened = self._trace_of(run_id)
            if opened is None:
                return
            run = opened.runs.get(run_id)
            if run is not None:
                run.tool_call_id = tool_call_id
            seen = tool_call_id is not None and tool_call_id in opened.tool_call_ids
        if not seen:
            args = json_safe(inputs) if inputs is not None else input_str
            meta: dict[str, Any] = {"tool_call_id": tool_call_id, "args": args}
            self._add(run_id, "tool_call", dumps(args), name=name, metadata=meta)

    def add_tool_result(self, run_id: UUID, output: Any, *, error: BaseException | None = None) -> None:
        """The tool's full output (or its error); the step id is the tool's run id, stable for provenance."""
        with self._lock:
            opened = self._trace_of(run_id)
            run = opened.runs.get(run_id) if opened is not None else None
        name = run.name if run is not None else None
        tool_call_id = run.tool_call_id if run is not None else None
        status = "success"
        if error is not None:
            content, status = f"{type(error).__name__}: {error}", "error"
        elif isinstance(output, ToolMessage):
            content = content_text(output.content) or dumps(output.content)
            status = output.status
            tool_call_id = tool_call_id or output.tool_call_id
            name = name or output.name
        else:
            content = dumps(output)
        meta = {"tool_call_id": tool_call_id, "status": status}
        self._add(run_id, "tool_result", content, step_id=str(run_id), name=name, metadata=meta)

    def add_retriever_query(self, run_id: UUID, name: str | None, query: str) -> None:
        self._add(
            run_id, "tool_call", query, name=name, metadata={"retriever": True, "args": {"query": query}}
        )

    def add_retriever_result(
        self, run_id: UUID, documents: Sequence[Any], *, error: BaseException | None = None
    ) -> None:
        with self._lock:
            opened = self._trace_of(run_id)
            run = opened.runs.get(run_id) if opened is not None else None
        name = run.name if run is not None else None
        if error is not None:
            content, meta = f"{type(error).__name__}: {error}", {"retriever": True, "status": "error"}
        else:
            texts = [getattr(doc, "page_content", str(doc)) for doc in documents]
            content = "\n\n".join(texts)
            meta = {"retriever": True, "status": "success", "documents": len(texts)}
        self._add(run_id, "tool_result", content, step_id=str(run_id), name=name, metadata=meta)

    def add_prompt_input(
        self, run_id: UUID, messages: Sequence[BaseMessage] | None, prompt: str | None
    ) -> None:
        """A model called as the root: what the user said in its prompt."""
        if messages is not None:
            for text, message_id in _user_texts({"messages": list(messages)}):
                self._add(run_id, "user_input", text, step_id=message_id)
        elif prompt is not None and prompt.strip():
            self._add(run_id, "user_input", prompt)

    # -- internals ------------------------------------------------------------------------------------------

    def _trace_of(self, run_id: UUID) -> _OpenTrace | None:
        root_id = self._root_of.get(run_id)
        return None if root_id is None else self._open.get(root_id)

    def _new_trace(
        self, run_id: UUID, kind: RunKind, name: str | None, metadata: Mapping[str, Any] | None
    ) -> Trace:
        meta = metadata or {}
        session_id = scope_value(meta, "session_id") or self._defaults["session_id"]
        scope = Scope(
            user_id=scope_value(meta, "user_id") or str(self._defaults["user_id"]),
            session_id=session_id or scope_value(meta, "thread_id"),
            agent_id=scope_value(meta, "agent_id") or self._defaults["agent_id"],
        )
        return Trace(
            scope=scope,
            metadata={
                "source": "langchain",
                "root_run_id": str(run_id),
                "root_kind": kind,
                "root_name": name,
            },
        )

    def _add(
        self,
        run_id: UUID,
        type_: StepType,
        content: str,
        *,
        step_id: str | None = None,
        name: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        with self._lock:
            opened = self._trace_of(run_id)
            if opened is None:
                return
            run = opened.runs.get(run_id)
            meta = {k: v for k, v in (metadata or {}).items() if v is not None}
            meta["run_id"] = str(run_id)
            if run is not None and run.parent_run_id is not None:
                meta["parent_run_id"] = run.parent_run_id
            kwargs: dict[str, Any] = {"type": type_, "content": content, "name": name, "metadata": meta}
            if step_id is not None and all(s.step_id != step_id for s in opened.trace.steps):
                kwargs["step_id"] = step_id
            opened.trace.steps.append(TraceStep(**kwargs))
            if type_ == "user_input" and opened.trace.goal is None:
                opened.trace.goal = content[:_GOAL_CHARS]


def _user_texts(inputs: Any) -> list[tuple[str, str | None]]:
    """(text, message id) of what the user said in a root run's inputs."""
    if isinstance(inputs, str):
        return [(inputs, None)] if inputs.strip() else []
    if isinstance(inputs, BaseMessage):
        inputs = {"messages": [inputs]}
    if not isinstance(inputs, Mapping):
        return []
    raw_messages = inputs.get("messages")
    if isinstance(raw_messages, Sequence) and not isinstance(raw_messages, str):
        try:
            messages = convert_to_messages(raw_messages)
        except (ValueError, TypeError, NotImplementedError):
            messages = []
        found = [
            (content_text(m.content), str(m.id) if m.id else None)
            for m in messages
            if isinstance(m, HumanMessage) and content_text(m.content).strip()
        ]
        if found:
            return found
    for key in _INPUT_KEYS:
        value = inputs.get(key)
        if isinstance(value, str) and value.strip():
            return [(value, None)]
    strings = [v for v in inputs.values() if isinstance(v, str) and v.strip()]
    return [(strings[0], None)] if len(strings) == 1 else []
