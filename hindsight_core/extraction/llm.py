"""The LLM extractor: a window with its goal in view, one structured call, facts checked against the window.

    >>> from hindsight_core.llm import OpenAIStructuredLLM
    >>> extractor = LLMExtractor(OpenAIStructuredLLM("gpt-4o-mini", api_key="sk-..."))  # doctest: +SKIP
    >>> facts = await extractor.extract(window)                                        # doctest: +SKIP

Windows whose steps are all low-information ("ok", "好的") cost no call. A reply that does not parse is
repaired once by the LLM client, then the call is retried; after ``max_attempts`` the ``ExtractionError``
propagates and the caller keeps the window queued. Facts citing no step of the window are dropped.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from hindsight_core.errors import ExtractionError
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow, StructuredLLM
from hindsight_core.extraction.dates import parse_datetime_loose
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.prompts import StepAliases, build_messages
from hindsight_core.models import SourceKind, TraceStep

logger = logging.getLogger(__name__)

_KIND_OF_STEP: dict[str, SourceKind] = {
    "user_input": "user_stated",
    "tool_result": "tool_returned",
    "model_output": "model_inferred",
    "tool_call": "model_inferred",
}
_KIND_ORDER: tuple[SourceKind, ...] = ("user_stated", "tool_returned", "model_inferred")
# Client errors a retry cannot fix (bad key, unknown model, rejected request).
_FINAL_STATUSES = frozenset({400, 401, 403, 404, 422})


class AttributePair(BaseModel):
    """One structured slot of a fact."""

    model_config = ConfigDict(extra="forbid")

    key: str
    value: str


class LLMFact(BaseModel):
    """One fact as the model writes it."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="An atomic, self-contained statement in the third person.")
    event_type: str = Field(
        "fact", description="preference, decision, fact, plan, problem, solution or observation"
    )
    entities: list[str] = Field(default_factory=list, description="People, places, products... as written.")
    attributes: list[AttributePair] = Field(
        default_factory=list, description="Slots such as subject / attribute / value; empty when none."
    )
    source_step_ids: list[str] = Field(description="Ids of the steps this fact comes from, e.g. ['S2'].")
    source_kind: SourceKind = Field("user_stated", description="user_stated, tool_returned or model_inferred")
    confidence: float = Field(0.7, description="0 to 1; user_stated > tool_returned > model_inferred.")
    occurred_at: str | None = Field(None, description="ISO 8601 date or datetime the fact happened, or null.")

    @field_validator("attributes", mode="before")
    @classmethod
    def _attributes_as_pairs(cls, value: Any) -> Any:
        """Models without strict structured output often answer with a plain object."""
        if isinstance(value, dict):
            return [{"key": str(k), "value": "" if v is None else str(v)} for k, v in value.items()]
        return value

    @field_validator("entities", "source_step_ids", mode="before")
    @classmethod
    def _list_of_strings(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [value]
        if isinstance(value, list):
            return [str(item) for item in value if item is not None]
        return value


class ExtractionOutput(BaseModel):
    """The reply schema of one extraction call."""

    model_config = ConfigDict(extra="forbid")

    facts: list[LLMFact] = Field(description="The facts worth remembering; empty when there are none.")


class LLMExtractor:
    """Extracts facts from a window with one structured LLM call (retried on unparseable replies).

    Args:
        llm: Any ``StructuredLLM``: ``OpenAIStructuredLLM`` or a LangChain/LlamaIndex model wrapped by the
            adapters.
        max_attempts: Calls per window before giving up with ``ExtractionError``.
        min_confidence: Facts under this confidence are dropped (pending-status gating happens later, in the
            engine; this is a hard floor).
        max_step_chars: Longer step contents are cut in the prompt (not in the trace).

    Example:
        ``LLMExtractor(OpenAIStructuredLLM("gpt-4o-mini", api_key=key), min_confidence=0.3)``
    """

    name = "llm"

    def __init__(
        self,
        llm: StructuredLLM,
        *,
        max_attempts: int = 3,
        min_confidence: float = 0.0,
        max_step_chars: int | None = 6000,
    ) -> None:
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if not 0.0 <= min_confidence <= 1.0:
            raise ValueError(f"min_confidence must be between 0 and 1, got {min_confidence}")
        self.llm = llm
        self.max_attempts = max_attempts
        self.min_confidence = min_confidence
        self.max_step_chars = max_step_chars

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        """The facts of ``window``.

        Raises:
            ExtractionError: the LLM failed or never produced a parseable reply in ``max_attempts`` calls.
        """
        if all(is_low_information(step.content) for step in window.steps if step.type != "tool_call"):
            return []
        aliases = StepAliases(window.steps)
        messages = build_messages(window, aliases, max_step_chars=self.max_step_chars)
        last_error: ExtractionError | None = None
        for attempt in range(1, self.max_attempts + 1):
            try:
                output = await self.llm.complete_structured(messages, ExtractionOutput)
            except ExtractionError as exc:
                if exc.status_code in _FINAL_STATUSES:
                    raise
                last_error = exc
                logger.warning(
                    "extraction of trace %s window %d failed (attempt %d/%d): %s",
                    window.trace_id, window.window_index, attempt, self.max_attempts, exc,
                )  # fmt: skip
                continue
            return self._facts(output, window, aliases)
        assert last_error is not None
        raise ExtractionError(
            f"extraction of trace {window.trace_id} window {window.window_index} failed after "
            f"{self.max_attempts} attempts: {last_error}",
            status_code=last_error.status_code,
            body=last_error.body,
        ) from last_error

    def _facts(
        self, output: ExtractionOutput, window: ExtractionWindow, aliases: StepAliases
    ) -> list[ExtractedFact]:
        facts: list[ExtractedFact] = []
        for raw in output.facts:
            text = raw.text.strip()
            steps = self._cited_steps(raw, aliases)
            if not text or not steps:
                logger.debug("dropped a fact citing no step of the window: %r", raw.text)
                continue
            confidence = min(max(raw.confidence, 0.0), 1.0)
            if confidence < self.min_confidence:
                continue
            occurred = parse_datetime_loose(raw.occurred_at) if raw.occurred_at else None
            facts.append(
                ExtractedFact(
                    text=text,
                    event_type=raw.event_type.strip().lower() or "fact",
                    entities=list(dict.fromkeys(e.strip() for e in raw.entities if e.strip())),
                    attributes={p.key.strip(): p.value.strip() for p in raw.attributes if p.key.strip()},
                    source_ids=[step.step_id for step in steps],
                    source_kind=_checked_kind(raw.source_kind, steps),
                    confidence=confidence,
                    occurred_at=occurred or max(step.timestamp for step in steps),
                )
            )
        return facts

    @staticmethod
    def _cited_steps(raw: LLMFact, aliases: StepAliases) -> list[TraceStep]:
        steps: dict[str, TraceStep] = {}
        for cited in raw.source_step_ids:
            step = aliases.resolve(cited)
            if step is not None:
                steps.setdefault(step.step_id, step)
        return list(steps.values())


def _checked_kind(claimed: SourceKind, steps: list[TraceStep]) -> SourceKind:
    """The claimed source kind if a cited step supports it, else the strongest kind the cited steps give."""
    available = {_KIND_OF_STEP[step.type] for step in steps}
    if claimed in available:
        return claimed
    return next(kind for kind in _KIND_ORDER if kind in available)


__all__ = ["AttributePair", "ExtractionOutput", "LLMExtractor", "LLMFact"]
