"""The LLM extractor: a window with its goal in view, one structured call, facts checked against the window.

    >>> from hindsight_core.llm import OpenAIStructuredLLM
    >>> extractor = LLMExtractor(OpenAIStructuredLLM("gpt-4o-mini", api_key="sk-..."))  # doctest: +SKIP
    >>> facts = await extractor.extract(window)                                        # doctest: +SKIP

Windows whose steps are all low-information ("ok", "好的") cost no call. A reply that does not parse is
repaired once by the LLM client, then the call is retried (after a backoff when the endpoint failed); after
``max_attempts`` the ``ExtractionError`` propagates and the caller keeps the window queued. Facts are read one
by one (:mod:`~hindsight_core.extraction.llm_reply`): an invalid fact is dropped with a warning and the others are
kept; facts citing no step of the window are dropped too, and so are facts about the assistant alone (what it
is, its small talk:
:mod:`~hindsight_core.extraction.about_assistant`). With a prompt budget (``max_prompt_tokens``) a window too long for one prompt is sent in
pieces (:mod:`~hindsight_core.extraction.prompt_budget`), every step of it in some piece.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Sequence
from typing import Any

from hindsight_core.errors import ConfigError, ExtractionError
from hindsight_core.extraction.about_assistant import about_the_assistant_only
from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow, StructuredLLM
from hindsight_core.extraction.dates import mentioned_dates, parse_datetime_loose
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.llm_reply import AttributePair as AttributePair
from hindsight_core.extraction.llm_reply import ExtractionOutput as ExtractionOutput
from hindsight_core.extraction.llm_reply import LLMFact as LLMFact
from hindsight_core.extraction.llm_slots import THE_USER, as_rules_write
from hindsight_core.extraction.pasted import said_only_in_first_person, said_only_in_pasted
from hindsight_core.extraction.prompt_budget import estimate_tokens, fitting_prefix, pack
from hindsight_core.extraction.prompts import (
    SYSTEM_PROMPT,
    StepAliases,
    build_messages,
    prompt_goal,
    prompt_messages,
    render_step,
)
from hindsight_core.extraction.rules import call_id_of
from hindsight_core.extraction.window_halves import halves_of
from hindsight_core.llm.structured import ReplyCutOff, StructuredOutputError, strict_json_schema
from hindsight_core.models import SourceKind, TraceStep
from hindsight_core.text import keyword_terms

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


class LLMExtractor:
    """Extracts facts from a window with one structured LLM call (retried on unparseable replies).

    Args:
        llm: Any ``StructuredLLM``: ``OpenAIStructuredLLM`` or a LangChain/LlamaIndex model wrapped by the
            adapters.
        max_attempts: Calls per window before giving up with ``ExtractionError``.
        min_confidence: Facts under this confidence are dropped (pending-status gating happens later, in the
            engine; this is a hard floor).
        max_step_chars: Longer step contents are cut in the prompt (not in the trace).
        retry_backoff_s: Seconds to wait before the second attempt after the endpoint failed (a timeout, a
            5xx, a 429...), doubled for each later one. The LLM client does not retry by itself, so these
            attempts are the only retries. No wait after a reply that did not parse.
        max_prompt_tokens: The most tokens (estimated on the long side) one prompt may take, for a model with
            a small context; ``None``: no limit. A window over it is sent in pieces, one call each, its steps
            whole and in order; a step that alone is over it is sent in parts, with a warning (a fact spread
            across two parts may be missed). The model's context must also hold its reply: for 8k, about 6000.

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
        retry_backoff_s: float = 0.5,
        max_prompt_tokens: int | None = None,
    ) -> None:
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if retry_backoff_s < 0:
            raise ValueError(f"retry_backoff_s must be 0 or more, got {retry_backoff_s}")
        if not 0.0 <= min_confidence <= 1.0:
            raise ValueError(f"min_confidence must be between 0 and 1, got {min_confidence}")
        self.llm = llm
        self.max_attempts = max_attempts
        self.min_confidence = min_confidence
        self.max_step_chars = max_step_chars
        self.retry_backoff_s = retry_backoff_s
        self._overhead = 0
        if max_prompt_tokens is not None:
            # the reply schema and the chat template's own tokens count against the context too (a server
            # without structured outputs is sent the schema as a message)
            schema = json.dumps(strict_json_schema(ExtractionOutput), ensure_ascii=False)
            self._overhead = estimate_tokens(schema) + _TEMPLATE_TOKENS
            least = estimate_tokens(SYSTEM_PROMPT) + self._overhead + _LEAST_ROOM
            if not isinstance(max_prompt_tokens, int) or max_prompt_tokens < least:
                raise ConfigError(
                    f"max_prompt_tokens={max_prompt_tokens!r} leaves no room for a trace: the extraction "
                    f"instructions and reply schema alone take about {least - _LEAST_ROOM} tokens; give at least "
                    f"{least} (about 6000 for a model with an 8k context), or None for no limit"
                )
        self.max_prompt_tokens = max_prompt_tokens

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        """The facts of ``window``.

        Raises:
            ExtractionError: the LLM failed or never produced a parseable reply in ``max_attempts`` calls.
        """
        if all(is_low_information(step.content) for step in window.steps if step.type != "tool_call"):
            return []
        aliases = StepAliases(window.steps)
        if self.max_prompt_tokens is None:
            messages = build_messages(window, aliases, max_step_chars=self.max_step_chars)
            return await self._read(messages, window, aliases, window.steps)
        facts: list[ExtractedFact] = []
        for messages, shown, start in self._pieces(window, aliases, self.max_prompt_tokens):
            if all(is_low_information(step.content) for step in shown if step.type != "tool_call"):
                continue
            facts += await self._read(messages, window, StepAliases(shown, start=start), shown)
        return facts

    async def _read(
        self,
        messages: list[dict[str, Any]],
        window: ExtractionWindow,
        aliases: StepAliases,
        shown: list[TraceStep],
    ) -> list[ExtractedFact]:
        """The facts of one prompt's reply. A reply cut off at the model's output limit loses what it did not
        finish: the steps shown are read again in two halves, each its own call, while they hold two turns that
        say something; one turn's cut reply keeps what it finished, with a warning."""
        try:
            output = await self._complete(messages, window)
        except ReplyCutOff as cut:
            halves = halves_of(window, shown)
            if halves is not None:
                logger.warning(
                    "extraction of trace %s window %d: the model's reply was cut off at its output limit; its %d "
                    "steps are read again in two halves (a larger output limit, max_tokens on the server, reads "
                    "them in one call)", window.trace_id, window.window_index, len(shown),
                )  # fmt: skip
                return [fact for half in halves for fact in await self.extract(half)]
            if cut.kept is None:
                raise
            logger.warning(
                "the reply of model %r was cut off (finish_reason=length): read up to its last complete item, "
                "what followed it is lost; use a model with a larger output limit (max_tokens on the server), or "
                "smaller extraction windows (ReflectionConfig.window_steps)",
                getattr(self.llm, "model_id", "?"),
            )
            output = ExtractionOutput.model_validate(cut.kept.model_dump())
        return self._facts(output, window, aliases, shown)

    def _pieces(
        self, window: ExtractionWindow, aliases: StepAliases, budget: int
    ) -> list[tuple[list[dict[str, Any]], list[TraceStep], int]]:
        """The prompts of a window under ``budget`` estimated tokens, each with the steps it shows and the number
        of the first (``S<n>``, as the window numbers it): one when
        the window fits, else one per piece (:func:`~hindsight_core.extraction.prompt_budget.pack`). The goal,
        context and no step, is cut (marked) to a quarter of what the instructions leave."""
        bare = _estimated(prompt_messages(window, [], goal="", piece=(999, 999))) + self._overhead
        goal = prompt_goal(window, self.max_step_chars)
        if estimate_tokens(goal) > (budget - bare) // 4:
            end = fitting_prefix(goal, (budget - bare) // 4 - 16)
            goal = goal[:end] + f"\n[... {len(goal) - end} more characters not shown]"
        room = budget - bare - estimate_tokens(goal)
        rendered = [
            (at, render_step(aliases.alias_of[step.step_id], step, max_chars=self.max_step_chars))
            for at, step in enumerate(window.steps)
        ]
        pieces = pack(rendered, room)
        if len(pieces) == 1 and pieces[0].part is None:
            return [(prompt_messages(window, pieces[0].texts, goal=goal), window.steps, 1)]
        logger.info(
            "extraction of trace %s window %d: its prompt is over max_prompt_tokens=%d, sent in %d pieces",
            window.trace_id, window.window_index, budget, len(pieces),
        )  # fmt: skip
        out = []
        for number, piece in enumerate(pieces, 1):
            shown = [window.steps[at] for at in piece.keys]
            if piece.part is not None and piece.part[0] == 1:
                logger.warning(
                    "extraction of trace %s window %d: step %s (about %d tokens) is longer than "
                    "max_prompt_tokens=%d allows a step; it is sent in %d parts, one call each, and a fact "
                    "spread across two parts may be missed: a model with a larger context and a larger budget "
                    "reads it whole",
                    window.trace_id, window.window_index, shown[0].step_id,
                    estimate_tokens(rendered[piece.keys[0]][1]), budget, piece.part[1],
                )  # fmt: skip
            messages = prompt_messages(window, piece.texts, goal=goal, piece=(number, len(pieces)))
            out.append((messages, shown, piece.keys[0] + 1))
        return out

    async def _complete(self, messages: list[dict[str, Any]], window: ExtractionWindow) -> ExtractionOutput:
        """One prompt's reply, retried as the class says."""
        last_error: ExtractionError | None = None
        for attempt in range(1, self.max_attempts + 1):
            try:
                output = await self.llm.complete_structured(messages, ExtractionOutput)
            except ReplyCutOff:
                raise  # the same cut reply comes back on every attempt: read in parts by the caller
            except ExtractionError as exc:
                if exc.status_code in _FINAL_STATUSES:
                    raise
                last_error = exc
                logger.warning(
                    "extraction of trace %s window %d failed (attempt %d/%d): %s",
                    window.trace_id, window.window_index, attempt, self.max_attempts, exc,
                )  # fmt: skip
                if attempt < self.max_attempts and not isinstance(exc, StructuredOutputError):
                    backoff = self.retry_backoff_s * 2 ** (attempt - 1)
                    # the wait a rate-limited server asked for (at most a minute: the window stays queued)
                    asked = min(exc.retry_after, _MAX_RETRY_AFTER_S) if exc.retry_after is not None else 0.0
                    await asyncio.sleep(max(backoff, asked))
                continue
            if output.dropped_facts:
                logger.warning(
                    "extraction of trace %s window %d: left out %d invalid fact(s) of the LLM's reply, kept "
                    "%d: %s", window.trace_id, window.window_index, len(output.dropped_facts),
                    len(output.facts), "; ".join(output.dropped_facts),
                )  # fmt: skip
            return output
        assert last_error is not None
        raise ExtractionError(
            f"extraction of trace {window.trace_id} window {window.window_index} failed after "
            f"{self.max_attempts} attempts: {last_error}",
            status_code=last_error.status_code,
            body=last_error.body,
        ) from last_error

    def _facts(
        self,
        output: ExtractionOutput,
        window: ExtractionWindow,
        aliases: StepAliases,
        shown: Sequence[TraceStep],
    ) -> list[ExtractedFact]:
        """The facts of a reply to a prompt that showed the steps ``shown`` of ``window``."""
        facts: list[ExtractedFact] = []
        for raw in output.facts:
            text = raw.text.strip()
            if not text:
                continue
            if about_the_assistant_only(
                text
            ):  # what the assistant is, or its small talk: not the user's memory
                logger.info(
                    "extraction of trace %s window %d: left out a fact about the assistant alone: %r",
                    window.trace_id, window.window_index, text,
                )  # fmt: skip
                continue
            steps = self._cited_steps(raw, aliases) or _steps_saying(text, shown)
            if raw.source_kind == "tool_returned":
                steps = _with_results(steps, window)
            if not steps:
                logger.warning(
                    "extraction of trace %s window %d: left out a fact that cites no step of the window (%s) "
                    "and shares no word with one: %r",
                    window.trace_id, window.window_index, raw.source_step_ids, text,
                )  # fmt: skip
                continue
            # over-sure is sure; a negative confidence ("-5") is none given: the field's default, not 0 (a fact
            # at 0 is never recalled)
            given = raw.confidence if raw.confidence >= 0.0 else LLMFact.model_fields["confidence"].default
            confidence = min(given, 1.0)
            if confidence < self.min_confidence:
                continue
            occurred = parsed = parse_datetime_loose(raw.occurred_at) if raw.occurred_at else None
            if occurred is not None and not _PLAUSIBLE_YEARS[0] <= occurred.year <= _PLAUSIBLE_YEARS[1]:
                occurred = None  # "9999-12-31": no date (the steps' time), not a lost fact
            said = max(step.timestamp for step in steps)
            text = _plain(text)
            attributes = as_rules_write(
                {_plain(p.key.strip()): _plain(p.value.strip()) for p in raw.attributes if p.key.strip()},
                steps,
            )
            if _pasted_slot(attributes, steps):
                logger.info(
                    "extraction of trace %s window %d: left out the user's slot %s=%r read from pasted text: %r",
                    window.trace_id, window.window_index, attributes.get("attribute"), attributes["value"], text,
                )  # fmt: skip
                attributes = {k: v for k, v in attributes.items() if k not in _SLOT_KEYS}
            dates = [occurred.date().isoformat()] if occurred is not None else []
            if raw.occurred_at and parsed is None:
                # "yesterday", 上周 copied from the turn instead of resolved: as the step's time resolves it
                dates += (mentioned_dates(raw.occurred_at, said) or "").split(",")[:1]
            named = mentioned_dates(text, said)
            dates += named.split(",") if named else []
            dates = [d for d in dates if d]
            if dates and "mentioned_dates" not in attributes:
                attributes["mentioned_dates"] = ",".join(dict.fromkeys(dates))
            facts.append(
                ExtractedFact(
                    text=text,
                    event_type=_label(raw.event_type),
                    entities=list(dict.fromkeys(_plain(e.strip()) for e in raw.entities if e.strip())),
                    attributes=attributes,
                    source_ids=[step.step_id for step in steps],
                    source_kind=_checked_kind(raw.source_kind, steps),
                    confidence=confidence,
                    # When it was said, as the rule extractor's records: what orders a change ("as of today
                    # I moved to Paris", dated by the model to midnight, is newer than "I live in Lyon" said
                    # that morning; "at Globex since January" said in June is newer than "at Initech" said in
                    # March). The date the fact names is its mentioned date, which temporal recall reads.
                    occurred_at=said,
                )
            )
        return facts

    @staticmethod
    def _cited_steps(raw: LLMFact, aliases: StepAliases) -> list[TraceStep]:
        steps: dict[str, TraceStep] = {}
        for cited in raw.source_step_ids:
            step = aliases.resolve(cited)
            # several ids in one string ("S1, S3", "S1 and S3", "[S1][S3]", "S1、S3"): each of them
            named = (
                [step] if step is not None else [aliases.resolve(part) for part in _SEVERAL_IDS.split(cited)]
            )
            for each in named:
                if each is not None:
                    steps.setdefault(each.step_id, each)
        return list(steps.values())


#: What separates the step ids a model writes in one string.
_SEVERAL_IDS = re.compile(r"[\s,;/、，]+(?:and\s+|和|及)?|\]\s*\[|\band\b", re.IGNORECASE)


def _plain(text: str) -> str:
    """``text`` as UTF-8 can hold it: a lone surrogate a model wrote ("t\\udc80ea", valid JSON) becomes "?"
    (it made the whole batch unwritable, and its window was retried forever)."""
    return text.encode("utf-8", "replace").decode("utf-8")


def _label(event_type: str) -> str:
    """A model's event type as a label ("Preference" -> "preference", 偏好 -> "preference"); one that is no label
    (a sentence, a line break, 600 characters) is "fact": the fact is kept, not dropped for its label."""
    label = re.sub(r"[\s-]+", "_", event_type.strip().lower())
    label = _CHINESE_LABELS.get(label, label)
    return label if re.fullmatch(r"[a-z][a-z_]{0,39}", label) else "fact"


#: The prompt's event types as a model answering a Chinese conversation writes them.
_CHINESE_LABELS = {
    "偏好": "preference", "喜好": "preference", "决定": "decision", "决策": "decision", "事实": "fact",
    "计划": "plan", "打算": "plan", "问题": "problem", "解决方案": "solution", "解决办法": "solution",
    "观察": "observation",
}  # fmt: skip


#: Tokens a chat template adds around the messages, and the instruction a server without structured outputs is
#: sent with the schema: counted against ``max_prompt_tokens`` with the schema.
_TEMPLATE_TOKENS = 64

#: The fewest tokens a prompt budget must leave for the trace after the instructions and the schema.
_LEAST_ROOM = 512


def _estimated(messages: list[dict[str, Any]]) -> int:
    return sum(estimate_tokens(str(message["content"])) for message in messages)


#: The longest a ``Retry-After`` is waited for within one extraction (a longer one: the window stays queued).
_MAX_RETRY_AFTER_S = 60.0

#: Years a fact's own date may name; outside them it is the steps' time (a fact dated 9999 is not lost).
_PLAUSIBLE_YEARS = (1000, 9000)


_SLOT_KEYS = ("subject", "attribute", "value")


def _pasted_slot(attributes: dict[str, str], steps: list[TraceStep]) -> bool:
    """Whether a fact's slot is the user's (its subject the user, or a cited user turn's speaker) and its value is
    said in the cited steps only where someone else speaks: inside what the user's turns paste (:mod:`~.pasted`: an
    email, a profile, a log), or, not said in them at all, in a cited tool result's first person (an email or a
    post a tool read: "I moved to Austin"). That first person is its author's, and the user's slot would supersede
    what they said of themselves; what a tool says of the user (a profile's "city: Austin") stays theirs."""
    value = attributes.get("value", "")
    if not value:
        return False
    said = [s for s in steps if s.type == "user_input"]
    subject = attributes.get("subject", "").strip().casefold()
    if (
        subject
        and subject not in THE_USER
        and subject not in {(s.name or "").strip().casefold() for s in said}
    ):
        return False
    own = "\n".join(s.content for s in said)
    if said_only_in_pasted(value, own):
        return True
    if value.strip().casefold() in own.casefold():
        return False  # the user says it in their own words
    returned = "\n".join(s.content for s in steps if s.type == "tool_result")
    return said_only_in_first_person(value, returned)


def _steps_saying(text: str, shown: Sequence[TraceStep]) -> list[TraceStep]:
    """The step of those shown that shares most words with a fact whose citations name no step of them ([],
    "S99"): an LLM's slip in citing must not lose what the user said. None when no step shares a word."""
    wanted = set(keyword_terms(text))
    best, shared = None, 0
    for step in shown:
        overlap = len(wanted & set(keyword_terms(step.content)))
        if overlap > shared:
            best, shared = step, overlap
    return [best] if best is not None else []


def _with_results(steps: list[TraceStep], window: ExtractionWindow) -> list[TraceStep]:
    """A fact the model says a tool returned, citing the tool's call only: the call's result in the window (the
    same call id) is its source too (the prompt shows the call id on both), so it is what a tool returned."""
    if any(step.type == "tool_result" for step in steps):
        return steps
    calls = {call_id_of(step) for step in steps if step.type == "tool_call"} - {None}
    results = [s for s in window.steps if s.type == "tool_result" and call_id_of(s) in calls]
    return [*steps, *(r for r in results if r not in steps)]


def _checked_kind(claimed: SourceKind, steps: list[TraceStep]) -> SourceKind:
    """The claimed source kind if a cited step supports it, else the strongest kind the cited steps give."""
    available = {_KIND_OF_STEP[step.type] for step in steps}
    if claimed in available:
        return claimed
    return next(kind for kind in _KIND_ORDER if kind in available)


__all__ = ["AttributePair", "ExtractionOutput", "LLMExtractor", "LLMFact"]
