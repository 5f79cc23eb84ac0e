"""``HindsightRetriever``: hindsight recall as a LangChain retriever (RAG chains, retriever tools)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableConfig
from pydantic import Field, PrivateAttr, ValidationError

from hindsight_core import Hindsight, RecallHit, RecallResult
from hindsight_core.capture import EngineHolder, checked_k, invalid_settings, known_settings, scope_value
from hindsight_core.errors import HindsightError, UserError
from hindsight_core.lifecycle.contradictions import contradicted_ids
from hindsight_langchain._common import (
    RECALL_TAG,
    bind_engine,
    call_scope,
    call_sources,
    checked_ids,
    note_recall,
    turn_defaults,
)
from hindsight_langchain._in_tool import running_in_tool, told_to_model


class HindsightRetriever(EngineHolder, BaseRetriever):
    """Returns the memories recalled for a query as ``Document`` objects, best first.

    ``page_content`` is the memory's text; ``metadata`` holds its id, event type, score, dates, confidence,
    provenance (``source_ids``, ``trace_id``) and whether it conflicts with another memory (``conflict``): a
    value replaced has ``valid_to`` and ``superseded_by``, one contradicting others neither replaces lists
    them in ``contradicts``. The user comes
    from the call when it names one (``config={"configurable": {"user_id": ...}}``, ``metadata``, the
    LangGraph ``context``, or ``invoke(query, user_id=...)``), else from ``user_id=``. Run as a tool
    (``create_retriever_tool``), an error (no user anywhere) is the tool's answer to the model, as the memory
    tools give it; elsewhere it is raised.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())  # Hindsight(data_dir=...) in real use
        >>> _ = hs.remember("Alice prefers PostgreSQL", user_id="alice")
        >>> retriever = HindsightRetriever(engine=hs, user_id="alice", k=3)
        >>> retriever.invoke("which database?")[0].page_content
        'Alice prefers PostgreSQL'
        >>> hs.close()
    """

    user_id: str | None = None
    session_id: str | None = None
    """Restrict recall to one session (default: every session of the user); per call,
    ``invoke(query, session_id=...)``. A ``session_id`` in the call's ``configurable`` or LangGraph context
    names the conversation being recorded and restricts nothing."""
    agent_id: str | None = None
    k: int = Field(default=5, ge=1)
    event_types: list[str] | None = None
    include_pending: bool = False

    _engine: Hindsight = PrivateAttr()
    _owns_engine: bool = PrivateAttr(default=False)

    def __init__(
        self, *, engine: Hindsight | None = None, data_dir: str | Path | None = None, **data: Any
    ) -> None:
        owner = type(self).__name__
        known_settings(data, owner, type(self))
        try:
            super().__init__(**checked_ids(checked_k(data, owner, engine), owner))
        except ValidationError as exc:  # memory_key=5, recent_turns=-1
            raise invalid_settings(owner, exc) from None
        bind_engine(self, engine, data_dir)
        if RECALL_TAG not in (self.tags or []):  # a capturing handler does not store recalled memory again
            self.tags = [*(self.tags or []), RECALL_TAG]

    def close(self) -> None:
        """Close the engine if this retriever opened it from ``data_dir``."""
        if self._owns_engine:
            self._engine.close()

    def invoke(self, input: str, config: RunnableConfig | None = None, **kwargs: Any) -> list[Document]:
        try:
            _check_query(input)
            return super().invoke(input, config, **self._scope_kwargs(config, kwargs))
        except HindsightError as exc:
            if not running_in_tool():  # a chain has no model to tell
                raise
            return told_to_model(exc)

    async def ainvoke(
        self, input: str, config: RunnableConfig | None = None, **kwargs: Any
    ) -> list[Document]:
        try:
            _check_query(input)
            return await super().ainvoke(input, config, **self._scope_kwargs(config, kwargs))
        except HindsightError as exc:
            if not running_in_tool():
                raise
            return told_to_model(exc)

    def _scope_kwargs(self, config: RunnableConfig | None, kwargs: dict[str, Any]) -> dict[str, Any]:
        """The call's scope as keyword arguments of ``_get_relevant_documents``."""
        # the config given (create_retriever_tool passes only its callbacks), then the run this call is made
        # in (the agent's: its context= or configurable names the user)
        sources = [kwargs, *call_sources(config), *(call_sources() if config is not None else [])]
        user_id, _, agent_id = turn_defaults(self.user_id, None, self.agent_id)
        scope = call_scope(
            type(self).__name__,
            sources,
            user_id=user_id,
            session_id=None,
            agent_id=agent_id,
            limits=self._engine.config.limits,
        )
        # Only the retriever's own session restricts recall (invoke(..., session_id=) or session_id= here): the
        # session a call's context or configurable names is the conversation its turn is recorded in (by the
        # middleware, the handler, a RunnableWithMessageHistory), and recall answers from every session of the
        # user, as the middleware's does; a LangGraph thread_id restricts nothing either.
        session = scope_value(kwargs, "session_id") or self.session_id
        return {**kwargs, "user_id": scope.user_id, "session_id": session, "agent_id": scope.agent_id}

    def _recall_kwargs(self, scope: dict[str, Any]) -> dict[str, Any]:
        if not scope:  # called past invoke(): the constructor's scope
            scope = self._scope_kwargs(None, {})
        return {
            "user_id": scope["user_id"],
            "agent_id": scope.get("agent_id"),
            "session_id": scope.get("session_id"),
            "k": self.k,
            "event_types": self.event_types,
            "include_pending": self.include_pending,
        }

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **scope: Any
    ) -> list[Document]:
        note_recall()  # a middleware capturing the tool call this runs in: its result is memory already kept
        return _documents(self._engine.recall(query, **self._recall_kwargs(scope))) if query.strip() else []

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **scope: Any
    ) -> list[Document]:
        note_recall()
        if not query.strip():
            return []
        return _documents(await self._engine.aio.recall(query, **self._recall_kwargs(scope)))


def _check_query(query: object) -> None:
    """A clear error for a query that is not a string (a chain passing its whole input dict, a None)."""
    if not isinstance(query, str):
        raise UserError(
            f"HindsightRetriever takes the query as a str, e.g. retriever.invoke('which database?'), "
            f"not {type(query).__name__} {query!r:.80}; in a chain, pick the question out first, "
            f"e.g. itemgetter('query') | retriever"
        )


def _documents(result: RecallResult) -> list[Document]:
    return [_document(hit) for hit in result.hits]


def _document(hit: RecallHit) -> Document:
    record = hit.record
    metadata: dict[str, Any] = {
        "id": record.id,
        "kind": record.kind,
        "event_type": record.event_type,
        "score": hit.score,
        "paths": dict(hit.paths),
        "conflict": hit.conflict,
        "entities": list(record.entities),
        "occurred_at": record.occurred_at.isoformat(),
        "recorded_at": record.recorded_at.isoformat(),
        "confidence": record.confidence,
        "source_kind": record.source_kind,
        "source_ids": list(record.source_ids),
        "trace_id": record.trace_id,
        "status": record.status,
        # what a flagged conflict is: a value replaced on ``valid_to`` by ``superseded_by`` (the newer one has
        # neither), or one that ``contradicts`` others, neither replacing the other (ask the user)
        "valid_to": record.valid_to.isoformat() if record.valid_to else None,
        "superseded_by": record.superseded_by,
        "contradicts": contradicted_ids(record),
    }
    return Document(page_content=record.text, metadata=metadata, id=record.id)
