"""``HindsightCallbackHandler``: capture what a chain or agent did as a trace, reflect on it in hindsight."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.messages import BaseMessage
from langchain_core.outputs import LLMResult

from hindsight_core import Hindsight
from hindsight_core.models import Trace
from hindsight_langchain._background import BackgroundWriter, Job, WriterOwner
from hindsight_langchain._common import require_user_id, resolve_engine
from hindsight_langchain._trace_builder import TraceBuilder

logger = logging.getLogger("hindsight_langchain")


class HindsightCallbackHandler(WriterOwner, BaseCallbackHandler):
    """Records chain, model, tool and retriever events as a trace; reflects on it when the root run ends.

    One trace per root run (the run tree is rebuilt from ``run_id`` / ``parent_run_id``). Steps are
    ``user_input``, ``model_output``, ``tool_call`` (with ``tool_call_id`` and arguments in metadata) and
    ``tool_result`` (full output, ``step_id`` = the tool's run id). Reflection runs on a background thread:
    the host run is never blocked, and never fails because of memory. A failed reflection is logged and kept;
    it is retried when the next root run ends and on ``flush()``.

    ``user_id`` / ``session_id`` / ``agent_id`` given in the run's ``config["metadata"]`` override the
    handler's defaults for that run (``thread_id`` from ``configurable`` is used as the session otherwise).

    Example:
        >>> handler = HindsightCallbackHandler(engine=hs, user_id="alice", session_id="s1")  # doctest: +SKIP
        >>> agent.invoke({"messages": [("user", "Book me a flight")]}, config={"callbacks": [handler]})
        >>> handler.flush()  # wait for the background reflection (tests, notebooks)
    """

    raise_error: bool = False
    run_inline: bool = False

    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_id: str,
        session_id: str | None = None,
        agent_id: str | None = None,
        checkpoint_steps: int | None = None,
    ) -> None:
        """Args:
        engine: A shared engine (or give ``data_dir`` to open the embedded default).
        data_dir: Where the embedded default engine keeps its data.
        user_id: Whose memory the traces feed.
        session_id: Session the traces belong to (default: the run's ``thread_id``, if any).
        agent_id: Optional agent scope.
        checkpoint_steps: Reflect on a long run every this many steps without waiting for its end
            (default: the engine's ``reflection.checkpoint_steps``).
        """
        super().__init__()
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=type(self).__name__)
        self.user_id = require_user_id(user_id, owner=type(self).__name__)
        self.session_id = session_id
        self.agent_id = agent_id
        self._checkpoint_steps = checkpoint_steps or self._engine.config.reflection.checkpoint_steps
        self._builder = TraceBuilder(user_id=self.user_id, session_id=session_id, agent_id=agent_id)
        self._writer = BackgroundWriter("hindsight-langchain-reflect")

    @property
    def failed_traces(self) -> list[Trace]:
        """Traces whose reflection failed and that wait for a retry (next root run or ``flush()``)."""
        return [job.payload for job in self._writer.failed if isinstance(job.payload, Trace)]

    @property
    def pending(self) -> int:
        """Reflections queued or running."""
        return self._writer.pending

    # -- chains ---------------------------------------------------------------------------------------------

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: dict[str, Any] | Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or _serialized_name(serialized)
        if self._builder.start(run_id, parent_run_id, "chain", name, tags, metadata) and (
            self._builder.is_root(run_id)
        ):
            self._builder.add_inputs(run_id, inputs)

    def on_chain_end(
        self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._end(run_id)

    def on_chain_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._end(run_id, error)

    # -- models ---------------------------------------------------------------------------------------------

    def on_chat_model_start(
        self,
        serialized: dict[str, Any] | None,
        messages: list[list[BaseMessage]],
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or _serialized_name(serialized)
        if self._builder.start(run_id, parent_run_id, "chat_model", name, tags, metadata) and (
            self._builder.is_root(run_id)
        ):
            self._builder.add_prompt_input(run_id, messages[0] if messages else [], None)

    def on_llm_start(
        self,
        serialized: dict[str, Any] | None,
        prompts: list[str],
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or _serialized_name(serialized)
        if self._builder.start(run_id, parent_run_id, "llm", name, tags, metadata) and (
            self._builder.is_root(run_id)
        ):
            self._builder.add_prompt_input(run_id, None, prompts[0] if prompts else None)

    def on_llm_end(
        self, response: LLMResult, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._builder.add_llm_result(run_id, response)
        self._end(run_id)

    def on_llm_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._end(run_id, error)

    # -- tools ----------------------------------------------------------------------------------------------

    def on_tool_start(
        self,
        serialized: dict[str, Any] | None,
        input_str: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        inputs: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or _serialized_name(serialized)
        if self._builder.start(run_id, parent_run_id, "tool", name, tags, metadata):
            tool_call_id = kwargs.get("tool_call_id")
            self._builder.add_tool_start(run_id, name, input_str, inputs, tool_call_id)

    def on_tool_end(
        self, output: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._builder.add_tool_result(run_id, output)
        self._end(run_id)

    def on_tool_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._builder.add_tool_result(run_id, None, error=error)
        self._end(run_id, error)

    # -- retrievers -----------------------------------------------------------------------------------------

    def on_retriever_start(
        self,
        serialized: dict[str, Any] | None,
        query: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        name = kwargs.get("name") or _serialized_name(serialized)
        if self._builder.start(run_id, parent_run_id, "retriever", name, tags, metadata):
            self._builder.add_retriever_query(run_id, name, query)

    def on_retriever_end(
        self, documents: Sequence[Document], *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._builder.add_retriever_result(run_id, documents)
        self._end(run_id)

    def on_retriever_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        self._builder.add_retriever_result(run_id, [], error=error)
        self._end(run_id, error)

    # -- shipping -------------------------------------------------------------------------------------------

    def _end(self, run_id: UUID, error: BaseException | None = None) -> None:
        trace = self._builder.finish(run_id, error)
        if trace is not None:
            self._submit(trace, final=True)
            return
        snapshot = self._builder.snapshot_if_due(run_id, self._checkpoint_steps)
        if snapshot is not None:
            self._submit(snapshot, final=False)

    def _submit(self, trace: Trace, *, final: bool) -> None:
        engine = self._engine
        kind = "trace" if final else "checkpoint of trace"
        label = f"reflection on {kind} {trace.trace_id} ({len(trace.steps)} steps)"
        self._writer.submit(Job(label=label, run=lambda: engine.reflect(trace), payload=trace))


def _serialized_name(serialized: dict[str, Any] | None) -> str | None:
    if not serialized:
        return None
    name = serialized.get("name")
    if isinstance(name, str):
        return name
    ids = serialized.get("id")
    return str(ids[-1]) if isinstance(ids, list) and ids else None
