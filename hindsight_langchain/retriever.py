"""``HindsightRetriever``: hindsight recall as a LangChain retriever (RAG chains, retriever tools)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import Field, PrivateAttr

from hindsight_core import Hindsight, RecallHit, RecallResult
from hindsight_langchain._common import require_user_id, resolve_engine


class HindsightRetriever(BaseRetriever):
    """Returns the memories recalled for a query as ``Document`` objects, best first.

    ``page_content`` is the memory's text; ``metadata`` holds its id, event type, score, dates, confidence,
    provenance (``source_ids``, ``trace_id``) and whether it conflicts with another memory.

    Example:
        >>> retriever = HindsightRetriever(engine=hs, user_id="alice", k=3)  # doctest: +SKIP
        >>> retriever.invoke("which database?")[0].page_content
        'Alice prefers PostgreSQL'
    """

    user_id: str
    session_id: str | None = None
    """Restrict recall to one session (default: every session of the user)."""
    agent_id: str | None = None
    k: int = Field(default=5, ge=1)
    event_types: list[str] | None = None
    include_pending: bool = False

    _engine: Hindsight = PrivateAttr()
    _owns_engine: bool = PrivateAttr(default=False)

    def __init__(
        self, *, engine: Hindsight | None = None, data_dir: str | Path | None = None, **data: Any
    ) -> None:
        super().__init__(**data)
        require_user_id(self.user_id, owner=type(self).__name__)
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=type(self).__name__)

    @property
    def engine(self) -> Hindsight:
        return self._engine

    def close(self) -> None:
        """Close the engine if this retriever opened it from ``data_dir``."""
        if self._owns_engine:
            self._engine.close()

    def _recall_kwargs(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "agent_id": self.agent_id,
            "session_id": self.session_id,
            "k": self.k,
            "event_types": self.event_types,
            "include_pending": self.include_pending,
        }

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        if not query.strip():
            return []
        return _documents(self._engine.recall(query, **self._recall_kwargs()))

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        if not query.strip():
            return []
        return _documents(await self._engine.aio.recall(query, **self._recall_kwargs()))


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
    }
    return Document(page_content=record.text, metadata=metadata, id=record.id)
