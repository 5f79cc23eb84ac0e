"""``HindsightCallbackHandler``: capture what a chain or agent did as a trace, reflect on it in hindsight."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from uuid import UUID

from langchain_core.runnables.config import var_child_runnable_config
from langchain_core.tracers.base import BaseTracer
from langchain_core.tracers.schemas import Run

from hindsight_core import Hindsight
from hindsight_core.capture import (
    CaptureControls,
    TraceSession,
    check_scope_ids,
    checked_keywords,
    scope_value,
)
from hindsight_core.errors import UserError
from hindsight_core.models import Scope, Trace
from hindsight_core.validation import check_int
from hindsight_langchain import _claims, _runs
from hindsight_langchain._common import (
    INTERNAL_TAG,
    RECALL_TAG,
    call_scope,
    call_sources,
    check_call_user,
    check_user_id,
    resolve_engine,
)
from hindsight_langchain.chat_history import HindsightChatMessageHistory

logger = logging.getLogger("hindsight_langchain")


@dataclass
class _Root:
    """One root run being captured."""

    run: Run
    session: TraceSession
    scoped: bool
    """Whether a user is known (from the call or the handler's default); until then nothing is shipped."""
    from_call: bool
    """Whether the call named the user (then later runs are not asked again)."""
    known_calls: set[str] = field(default_factory=set)
    held: list[tuple[str, str | None]] = field(default_factory=list)
    """The user's words, held until the next run starts: LangGraph gives input messages their ids only then."""
    left_to_history: bool = False
    """A ``HindsightChatMessageHistory`` of this engine journals the run's messages: it records the turn."""
    left_to_middleware: bool = False
    """A ``HindsightMiddleware`` of this engine on the run records its turns (:meth:`leave_run`)."""
    bad_user: str | None = None
    """What was wrong with the user the call gave (said when the run ends unrecorded)."""
    streamed: bool = False
    """The root was streamed: its input is a placeholder, the user's words come with its first child run given
    the input."""
    recalling: set[UUID] = field(default_factory=set)
    """Tool runs that wrap a ``HindsightRetriever`` (``create_retriever_tool``): their result is recalled
    memory, recorded without its text and marked, so that neither it nor its call is extracted."""

    @property
    def records(self) -> bool:
        return self.scoped and not self.left_to_history and not self.left_to_middleware


class HindsightCallbackHandler(CaptureControls, BaseTracer):
    """Records chain, model, tool and retriever runs as a trace; reflects on it when the root run ends.

    Built on LangChain's ``BaseTracer``, which keeps the run tree; this handler only translates runs into
    trace steps: ``user_input``, ``model_output``, ``tool_call`` (``tool_call_id`` and arguments in its
    metadata) and ``tool_result`` (full output; ``step_id`` = the tool's run id). One trace per root run.
    When the root ends, the trace is journaled before the handler returns (durable: nothing is lost if the
    process stops) and reflected on by the engine's background reflector; the host run is never blocked or
    broken by memory. Long runs are journaled and reflected on every ``checkpoint_steps`` steps.

    The user, session and agent of a run come from the call when it names them (LangGraph
    ``context=``, ``config["configurable"]``, ``config["metadata"]``, a classic chain's inputs; a
    ``thread_id`` stands in for the session), else from the constructor.

    Recorded once: of a message list sent again whole each request (an app without a checkpointer), only
    the latest turn is recorded, as the middleware does; the user's steps carry the ids LangGraph gives the
    messages. The handler records a classic chain's turn in place of its ``HindsightMemory`` (which keeps
    its recent turns), and leaves a turn to the ``HindsightChatMessageHistory`` that journals it
    (``RunnableWithMessageHistory``; a run that fails or whose stream is left halfway, which the history never
    gets, is recorded here) and to the ``HindsightMiddleware`` of this engine on an agent (it reads the
    turn from the agent's state, resumed turns included).

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> from langchain.agents import create_agent
        >>> from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
        >>> model = GenericFakeChatModel(messages=iter(["Booked: LH 1234, window seat."]))  # your chat model
        >>> agent = create_agent(model, [])
        >>> handler = HindsightCallbackHandler(engine=hs, user_id="alice", session_id="s1")
        >>> _ = agent.invoke({"messages": [("user", "I prefer window seats")]}, config={"callbacks": [handler]})
        >>> handler.flush().ok  # wait for the background reflection (tests, notebooks)
        True
        >>> [r.text for r in hs.list_records(user_id="alice")]
        ['The user said: I prefer window seats', 'The assistant said: Booked: LH 1234, window seat.']
        >>> hs.close()
    """

    raise_error: bool = False

    @checked_keywords
    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        agent_id: str | None = None,
        checkpoint_steps: int | None = None,
    ) -> None:
        """Args:
        engine: A shared engine (or give ``data_dir`` to open the embedded default).
        data_dir: Where the embedded default engine keeps its data.
        user_id: The default user (a user named by the call wins).
        session_id: The default session (a ``session_id`` or ``thread_id`` of the call wins).
        agent_id: The default agent scope.
        checkpoint_steps: Journal and reflect on a long run every this many steps
            (default: the engine's ``reflection.checkpoint_steps``).
        """
        super().__init__(_schema_format="original+chat")
        owner = type(self).__name__
        if checkpoint_steps is not None:  # refused now, not by every run's capture in the background
            checkpoint_steps = check_int(checkpoint_steps, f"{owner}: checkpoint_steps", low=1)
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=owner)
        self.user_id = check_user_id(user_id, owner=owner)
        check_scope_ids(owner, session_id=session_id, agent_id=agent_id)
        self.session_id = session_id
        self.agent_id = agent_id
        self._checkpoint_steps = checkpoint_steps or self._engine.config.reflection.checkpoint_steps
        self._lock = threading.Lock()
        self._roots: dict[UUID, _Root] = {}
        self._ignored: set[UUID] = set()

    # -- BaseTracer hooks: every run start and end, the root's end last ---------------------------------------

    def _start_trace(self, run: Run) -> None:
        super()._start_trace(run)
        self._guarded(self._on_start, run)

    def _end_trace(self, run: Run) -> None:
        self._guarded(self._on_end, run)
        super()._end_trace(run)  # persists the root run, see _persist_run

    def _persist_run(self, run: Run) -> None:
        self._guarded(self._on_root_end, run)

    @staticmethod
    def _get_stacktrace(error: BaseException) -> str:
        """LangChain's text of a run's error (its stack trace), ending with the error itself, which
        :func:`~hindsight_langchain._runs.error_of` reads: Python prints an error's notes after it, and
        LangGraph notes on a node's error which task raised it ("During task with name 'model' ...")."""
        text = BaseTracer._get_stacktrace(error)
        return f"{text}\n{_runs.error_line(error)}" if getattr(error, "__notes__", None) else text

    def _guarded(self, fn: Callable[[Run], None], run: Run) -> None:
        """The adapter boundary: a capture failure is logged, never raised into the host run."""
        try:
            fn(run)
        except Exception:
            logger.exception(
                "hindsight: trace capture failed in %s (the run itself is unaffected)", fn.__name__
            )

    def leave_run(self, run_id: UUID) -> bool:
        """Called by a ``HindsightMiddleware`` of this engine on an agent, from a node run ``run_id`` of its
        graph: whether the middleware records the agent's turns. Then this handler leaves the run it captures
        unrecorded (the middleware reads the turn from the agent's state, resumed turns included); but an
        agent run inside a tool call of the run captured here (a sub-agent as a tool) was asked by a model,
        not the user: this handler records the whole run, that agent's steps included, and the middleware
        records nothing."""
        with self._lock:
            run = self.run_map.get(str(run_id))
            root = self._roots.get(run.trace_id) if run is not None else None
            if run is None or root is None:
                return True
            parent = self.run_map.get(str(run.parent_run_id)) if run.parent_run_id else None
            while parent is not None:
                if parent.run_type == "tool":
                    return False
                parent = self.run_map.get(str(parent.parent_run_id)) if parent.parent_run_id else None
            root.left_to_middleware = True
            return True

    # -- translation ----------------------------------------------------------------------------------------

    def _on_start(self, run: Run) -> None:
        with self._lock:
            if (
                INTERNAL_TAG in (run.tags or [])
                or run.parent_run_id in self._ignored
                or self._harness_call(run)
            ):
                self._ignored.add(run.id)
                return
            if RECALL_TAG in (run.tags or []):
                # hindsight's own recall: its documents are kept memories (stored again, a forget would
                # leave the copy); a tool wrapping it returns them too
                self._ignored.add(run.id)
                root = self._roots.get(run.trace_id)
                if root is not None and run.parent_run_id is not None:
                    root.recalling.add(run.parent_run_id)
                return
            if run.parent_run_id is None:
                opened = self._open(run)
                if run.run_type in ("tool", "retriever"):
                    _runs.add_tool_call(opened.session, run, opened.known_calls)
                return
            root = self._roots.get(run.trace_id)
            if root is None:
                return
            if not root.left_to_history and self._history_journals_run():
                root.left_to_history = True
            if not root.from_call:
                self._rescope(root, run)
            if root.streamed and not _runs.streamed_input(run):
                # the first step given the input (the steps that stream too, a RunnablePassthrough.assign or
                # RunnableWithMessageHistory's own, start with the placeholder), at the latest the model's
                texts = _runs.first_step_inputs(run)
                if texts or run.run_type in ("llm", "chat_model"):
                    root.streamed = False
                    _runs.add_user_inputs(root.session, run, texts)
            if root.held:
                self._release_held(root, _runs.state_human_ids(run))
            if run.run_type in ("tool", "retriever"):
                _runs.add_tool_call(root.session, run, root.known_calls)

    def _on_end(self, run: Run) -> None:
        with self._lock:
            if run.id in self._ignored:
                self._ignored.discard(run.id)
                return
            root = self._roots.get(run.trace_id)
        if root is None:
            return
        if run.run_type in ("llm", "chat_model"):
            _runs.add_model_output(root.session, run, root.known_calls)
        elif run.run_type == "tool" and run.id in root.recalling:
            _runs.add_recalled_result(root.session, run)
        elif run.run_type == "tool":
            _runs.add_tool_result(root.session, run)
        elif run.run_type == "retriever":
            _runs.add_retriever_result(root.session, run)

    def _on_root_end(self, run: Run) -> None:
        with self._lock:
            self._ignored.discard(run.id)
            root = self._roots.pop(run.id, None)
        if root is None:
            return
        self._release_held(root, {})
        root.session.annotate(runs=_runs.run_tree(run))
        error = _runs.error_of(run)
        trace = root.session.finish(error=error)
        # RunnableWithMessageHistory adds a turn to its history only when the run succeeds: a run that failed,
        # or whose stream was left halfway, is recorded here, or what the user said would be lost
        if trace is None or (root.left_to_history and error is None) or root.left_to_middleware:
            return
        if not root.scoped:
            logger.error(
                "hindsight: trace %s of run %s is not recorded: %s",
                trace.trace_id,
                run.id,
                root.bad_user
                or "it has no user. Pass user_id= to HindsightCallbackHandler or name the user per call "
                "(config={'metadata': {'user_id': ...}}, or a classic chain's inputs: {'input': ..., "
                "'user_id': ...})",
            )
            return
        self.record(trace)

    def _open(self, run: Run) -> _Root:
        bad_user: str | None = None
        try:
            scope, named = self._scope(run)
        except UserError as exc:  # asked once, said once (when the run ends)
            scope, named, bad_user = None, True, str(exc)
        texts = _runs.root_inputs(run)
        announced = None
        if run.run_type == "chain":  # a classic chain whose HindsightMemory loaded for this turn
            announced = _claims.claim(self._engine, run.inputs, scope.user_id if named and scope else None)
        if announced is not None:
            # This run records the turn instead of the memory, as the memory would have: the user's words it
            # read and its scope (the same user; its session and agent).
            texts = [(announced.said, None)]
            scope, named = announced.scope, True
        root_id = run.id
        session = TraceSession(
            # A placeholder until a child run names the user: nothing is shipped while it stands.
            scope or Scope(user_id="unknown"),
            checkpoint_steps=self._checkpoint_steps,
            on_checkpoint=lambda snapshot: self._checkpoint(root_id, snapshot),
            metadata={
                "source": "langchain",
                "root_run_id": str(run.id),
                "root_kind": run.run_type,
                "root_name": run.name,
            },
        )
        root = _Root(run, session, scoped=scope is not None, from_call=named, bad_user=bad_user)
        self._roots[run.id] = root
        if _runs.streamed_input(run):
            root.streamed = True  # .stream() of a chain: the input reaches its first step, not the root
        elif run.run_type == "chain" and any(message_id is None for _, message_id in texts):
            root.held = texts  # LangGraph gives the messages their ids when the graph starts: take those
        else:
            _runs.add_user_inputs(session, run, texts)
        return root

    def _harness_call(self, run: Run) -> bool:
        """A model call LangChain's agent harness makes for itself, marked ``metadata["lc_source"]`` (the
        summary ``SummarizationMiddleware`` writes, a tool selection): not the agent's answer to the user,
        and its output is no new evidence (a summary restates turns recorded when they happened). Only the
        run where the mark appears counts: a mark the caller put on the whole run is not the harness's."""
        source = (run.metadata or {}).get("lc_source")
        if not isinstance(source, str) or run.parent_run_id is None:
            return False
        parent = self.run_map.get(str(run.parent_run_id))
        return parent is None or (parent.metadata or {}).get("lc_source") != source

    def _release_held(self, root: _Root, ids: dict[str, str]) -> None:
        """Record the held user input, with the ids the graph gave its messages (``ids``: text -> id), so the
        steps (and the memories citing them) carry the messages' own ids, as the middleware's do."""
        held, root.held = root.held, []
        texts = [(text, message_id or ids.get(text)) for text, message_id in held]
        _runs.add_user_inputs(root.session, root.run, texts)

    def _checkpoint(self, root_id: UUID, snapshot: Trace) -> None:
        root = self._roots.get(root_id)
        if root is not None and root.records:
            self.record(snapshot)

    def _scope(self, run: Run) -> tuple[Scope | None, bool]:
        """The run's scope (``None`` when no user is known yet) and whether the call named the user.

        LangGraph hands nodes the call's ``context`` and ``configurable`` but not the root run's callbacks,
        so a root may learn its user from its first child run (:meth:`_rescope`).
        """
        sources = call_sources(None, run.metadata, *self._chain_inputs(run))
        check_call_user(type(self).__name__, sources)
        named = any(scope_value(source, "user_id") for source in sources)
        if not named and self.user_id is None:
            return None, False
        scope = call_scope(
            type(self).__name__,
            sources,
            user_id=self.user_id,
            session_id=self.session_id,
            agent_id=self.agent_id,
            limits=self._engine.config.limits,
        )
        return scope, named

    @staticmethod
    def _chain_inputs(run: Run) -> list[Any]:
        """A root chain's inputs: where classic chains name the user (``{"input": ..., "user_id": ...}``), as
        ``HindsightMemory`` reads it."""
        return [run.inputs] if run.parent_run_id is None and run.run_type == "chain" else []

    def _history_journals_run(self) -> bool:
        """Whether the run is wrapped by ``RunnableWithMessageHistory`` with a ``HindsightChatMessageHistory`` of
        this engine: the history journals the turn's messages anyway (it is their storage), so it records
        the turn and this handler steps aside (as the middleware does for the handler)."""
        configurable = (var_child_runnable_config.get() or {}).get("configurable") or {}
        history = configurable.get("message_history")
        return isinstance(history, HindsightChatMessageHistory) and history.engine is self._engine

    def _rescope(self, root: _Root, run: Run) -> None:
        try:
            scope, named = self._scope(run)
        except UserError as exc:  # the call (LangGraph's context) gave a wrong user: never the default's
            root.scoped, root.from_call, root.bad_user = False, True, str(exc)
            return
        if scope is not None and named and root.session.rescope(scope):
            root.scoped = root.from_call = True
