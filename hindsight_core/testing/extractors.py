"""Deterministic extractors for tests (yours and ours): no LLM, fully predictable output."""

from __future__ import annotations

from collections.abc import Callable

from hindsight_core.errors import ExtractionError
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow
from hindsight_core.models import TraceStep

_KIND = {"user_input": "user_stated", "tool_result": "tool_returned", "model_output": "model_inferred"}


def echo_fact(step: TraceStep) -> ExtractedFact | None:
    """One fact per step, its text the step content; tool calls produce nothing."""
    if step.type == "tool_call":
        return None
    return ExtractedFact(
        text=step.content,
        event_type=str(step.metadata.get("event_type", "fact")),
        entities=list(step.metadata.get("entities", [])),
        attributes=dict(step.metadata.get("attributes", {})),
        source_ids=[step.step_id],
        source_kind=_KIND[step.type],  # type: ignore[arg-type]
        confidence=float(step.metadata.get("confidence", 0.9)),
    )


class ScriptedExtractor:
    """Maps each step to at most one fact with ``per_step`` (default: :func:`echo_fact`).

    Set ``fail_times`` to make the next N calls raise ``ExtractionError`` (an LLM outage).
    """

    name = "scripted"

    def __init__(
        self, per_step: Callable[[TraceStep], ExtractedFact | None] = echo_fact, *, fail_times: int = 0
    ) -> None:
        self.per_step = per_step
        self.fail_times = fail_times
        self.calls: list[ExtractionWindow] = []

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        self.calls.append(window)
        if self.fail_times > 0:
            self.fail_times -= 1
            raise ExtractionError("scripted outage", status_code=500)
        return [fact for step in window.steps if (fact := self.per_step(step)) is not None]
