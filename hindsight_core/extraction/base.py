"""The extractor seam: a window of trace steps in, candidate facts out."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.models import Scope, SourceKind, TraceStep


class ExtractionWindow(BaseModel):
    """A slice of a trace, seen with the task goal and the rest of the trace's context."""

    model_config = ConfigDict(extra="forbid")

    trace_id: str
    scope: Scope
    steps: list[TraceStep]
    goal: str | None = None
    reference_time: datetime
    """When the window happened: relative dates ("yesterday", "上周") resolve against it."""
    window_index: int = 0
    final: bool = True
    """No later step of the trace exists yet. When ``False`` the next window will see what follows (an
    answer to a question asked last here, say): an extractor may leave such a trailing step to it (the
    reflector gives each window the latest utterance before it as context, however far back)."""


class ExtractedFact(BaseModel):
    """A candidate memory, before dedup/conflict handling turns it into a ``MemoryRecord``."""

    model_config = ConfigDict(extra="forbid")

    text: str
    event_type: str = "fact"
    entities: list[str] = Field(default_factory=list)
    attributes: dict[str, str] = Field(default_factory=dict)
    source_ids: list[str] = Field(default_factory=list)
    source_kind: SourceKind = "user_stated"
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    occurred_at: datetime | None = None


@runtime_checkable
class Extractor(Protocol):
    """Turns a window into facts. Raises ``ExtractionError`` when it cannot (the window stays queued)."""

    name: str

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]: ...


M = TypeVar("M", bound=BaseModel)


@runtime_checkable
class StructuredLLM(Protocol):
    """The one thing hindsight asks of an LLM: a reply parsed into a pydantic model.

    The OpenAI-compatible client implements it; the LangChain and LlamaIndex adapters wrap the user's own
    chat model / LLM in it. Implementations raise ``ExtractionError`` when the reply cannot be parsed.
    """

    model_id: str

    async def complete_structured(self, messages: list[dict[str, Any]], schema: type[M]) -> M: ...
