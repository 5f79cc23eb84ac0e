"""Reflection: traces journaled, cut into windows, extracted, stored EXACTLY ONCE.

The journal makes a trace durable and queues the windows of its new steps in one transaction
(:meth:`Reflector.journal_trace`); :meth:`Reflector.run_queued` extracts queued windows (one run at a time),
stores their records in one batch and only then marks the windows done. Three rules make every occurrence
count once, whatever runs when:

- a window owns the steps after the previous window's end (``own_lo..hi``); the overlap before them is
  context, and a fact whose source steps all lie in it is not stored again;
- a record's id is derived from what it is (trace, source steps, type, text), so a window replayed after a
  crash (stored, not yet marked done) writes records that already exist, and the writer skips them;
- merging a record into one that already holds its source steps changes nothing.

A checkpoint's background reflection and the final one share the queue and the run lock: no window is
extracted twice. Windows left queued by a crash or a failed extraction are resumed by the next engine on open
(``ReflectionConfig.resume_on_open``) or by ``retry_pending``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from datetime import datetime, timedelta

from hindsight_core.background import Background
from hindsight_core.capture.session import TraceSession
from hindsight_core.clock import in_zone
from hindsight_core.config import HindsightConfig
from hindsight_core.errors import ConfigError, ExtractionError, UserError
from hindsight_core.extraction.base import ExtractionWindow, Extractor, StructuredLLM
from hindsight_core.extraction.changed_values import changed_turn, changes_asked
from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.extraction.pointing_back import POINTED_REACH, drops_the_task, pointed_at, points_back
from hindsight_core.extraction.requests import drawn_from_requests, forget_requests
from hindsight_core.extraction.secrets import mask_tool_secrets
from hindsight_core.ingest import fact_to_record
from hindsight_core.journal import TraceJournal
from hindsight_core.journal_queue import QueuedWindow
from hindsight_core.journal_redaction import REDACTED
from hindsight_core.lifecycle.merge import supersede
from hindsight_core.models import LIVE, MemoryRecord, RetainResult, Scope, Trace, TraceStep
from hindsight_core.reflection_windows import (
    answered_calls,
    carried_calls,
    carried_utterance,
    formed_nothing,
    left_question,
    memory_tool_steps,
    owned_by_window,
    record_id_for,
)
from hindsight_core.shared_forgets import SharedForgets
from hindsight_core.validation_records import check_record, clip_entities
from hindsight_core.validation_traces import check_trace, clean_trace, fit_text
from hindsight_core.writer import RecordWriter

logger = logging.getLogger("hindsight")


def default_extractor(llm: StructuredLLM | None, *, max_prompt_tokens: int | None = None) -> Extractor:
    """The LLM extractor on ``llm`` (its prompts under ``max_prompt_tokens``) when there is one, else the
    offline rule extractor."""
    if llm is not None:
        from hindsight_core.extraction.llm import LLMExtractor

        try:
            return LLMExtractor(llm, max_prompt_tokens=max_prompt_tokens)
        except ConfigError as exc:
            # named as the user gave it, not as an argument of a class they never called
            raise ConfigError(
                f"ReflectionConfig.llm_max_prompt_tokens (HINDSIGHT_LLM_MAX_PROMPT_TOKENS) is too small: {exc}"
            ) from None
    from hindsight_core.extraction.rules import RuleExtractor

    return RuleExtractor()


class Reflector:
    """Journal, windows, extraction and retries of traces; the records go through the writer."""

    def __init__(
        self,
        journal: TraceJournal,
        extractor: Extractor,
        writer: RecordWriter,
        config: HindsightConfig,
        shared_forgets: SharedForgets,
    ) -> None:
        self.journal = journal
        self.extractor = extractor
        self._writer = writer
        self._config = config
        self._shared_forgets = shared_forgets
        self._lock = asyncio.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._background: Background | None = None
        self.holder = uuid.uuid4().hex
        """Names the steps this engine holds in the journal (:meth:`journal_trace` with ``hold``)."""
        self.corrected: Callable[..., Awaitable[MemoryRecord | None]] | None = None
        """The record a correction said in conversation corrects (``user_id, what it says instead, until``; or
        ``user_id, what a step said, until, (trace_id, step_id)``: the record of that step), or None: set by the
        engine."""
        self.changed_in_session: (
            Callable[[str, str, datetime, str], Awaitable[MemoryRecord | None]] | None
        ) = None
        """The record of the session's last user messages whose count or measure a change opening its trace
        changes (``user_id, session_id, until, change``; an adapter journals each turn as a trace): set by the
        engine."""
        self.forget_asked: Callable[[str, str, datetime], Awaitable[list[str]]] | None = None
        """Forgets, for a user, what a request said in conversation names (``user_id, what, until``): set by
        the engine; what the user said before the request (up to ``until``) is forgotten."""
        self.forget_said: Callable[[str, str, str, datetime], Awaitable[list[str]]] | None = None
        """Forgets what one message of the user said (``user_id, trace_id, step_id, until``: a message id names
        a message of its conversation only), which a request pointing back means ("上一条不用记"): set by the
        engine."""
        self.forget_last_said: Callable[[str, str, datetime, str], Awaitable[list[str]]] | None = None
        """The same for a request opening its trace (``user_id, session_id, until, request``): the message it
        means among the session's last, as stored. Set by the engine."""
        self.reflected: Callable[[list[str]], Awaitable[None]] | None = None
        """Told the users whose windows a run stored (after the run): the engine's maintenance that runs on its
        own (:mod:`hindsight_core.auto_maintain`). Set by the engine."""

    def attach(self, loop: asyncio.AbstractEventLoop, background: Background) -> None:
        """The engine's loop and background tasks, where checkpoints are reflected."""
        self._loop, self._background = loop, background

    def rebind(self, loop: asyncio.AbstractEventLoop, background: Background) -> None:
        """Move to a new loop (the previous one is closed): a fresh lock, the new loop's background."""
        self._lock = asyncio.Lock()
        self.attach(loop, background)

    def checkpoint(self, trace: Trace) -> None:
        """A recorder's checkpoint, from any thread: the trace is journaled before this returns, and its
        queued windows are reflected in the background on the engine's loop (or by the next engine)."""
        self.journal_trace(trace)
        loop, background = self._loop, self._background
        if loop is None or background is None or loop.is_closed():
            logger.info(
                "checkpoint of trace %s journaled; the next engine to open reflects it", trace.trace_id
            )
            return
        run = self.run_queued

        def start() -> None:
            background.spawn(run(trace_id=trace.trace_id), "checkpoint reflection")

        loop.call_soon_threadsafe(start)

    def recorder(self, scope: Scope, *, goal: str | None, trace_id: str | None) -> TraceSession:
        """A trace session whose checkpoints (every ``checkpoint_steps`` steps) come to :meth:`checkpoint`."""
        steps = self._config.reflection.checkpoint_steps
        return TraceSession(
            scope, goal=goal, trace_id=trace_id, checkpoint_steps=steps, on_checkpoint=self.checkpoint
        )

    def journal_trace(self, trace: Trace, *, hold: bool = False) -> int:
        """Make ``trace`` durable and queue the windows of its steps not queued before; returns how many.

        With ``hold``, its new steps are durable but not queued (none is returned): they are extracted with
        the steps that follow when the trace is journaled without it; if this engine stops first, the next
        one queues them (:meth:`release_held`).

        Plain blocking SQLite, no event loop: safe from any thread, from a framework callback and at
        interpreter exit.
        """
        check_trace(trace, "trace", self._config.limits)  # a recorder's checkpoints come here directly
        trace = clean_trace(trace)  # a byte-order mark at the start of a message is not what was said
        cfg = self._config.reflection
        if hold:
            self.journal.hold_trace(trace, self.holder)
            return 0
        return len(self.journal.queue_trace(trace, cfg.window_steps, cfg.window_overlap))

    def release_held(self) -> int:
        """Queue the steps that engines before this one held (turns that never ended); returns the windows."""
        cfg = self._config.reflection
        return self.journal.release_held(cfg.window_steps, cfg.window_overlap, keep=self.holder)

    async def enqueue(self, trace: Trace) -> int:
        return await asyncio.to_thread(self.journal_trace, trace)

    async def reflect(self, trace: Trace) -> RetainResult:
        """Journal ``trace`` and extract its queued windows (only the part not reflected before)."""
        await self.enqueue(trace)
        # a window that kept failing waits for retry_pending: not tried again with every new turn
        return await self.run_queued(
            trace_id=trace.trace_id, failed_under=self._config.reflection.retry_with_new_steps
        )

    @contextlib.asynccontextmanager
    async def paused(self) -> AsyncIterator[None]:
        """No extraction runs during the block (the one a run started before ends first): an erasure holds it,
        so no window of the user is extracted, or its records stored, between the deletion of their traces and
        the end of the erasure."""
        async with self._lock:
            yield

    async def erase_user(self, user_id: str, trace_ids: Iterable[str] = ()) -> int:
        """Delete a user's traces from the journal (and the redaction marks of ``trace_ids``, theirs erased
        before); returns how many traces. The caller holds :meth:`paused` (none of its windows is being
        extracted meanwhile)."""
        return await asyncio.to_thread(self.journal.erase_user, user_id, list(trace_ids))

    async def run_queued(
        self, *, trace_id: str | None = None, limit: int | None = None, failed_under: int | None = None
    ) -> RetainResult:
        """Extract queued windows (of one trace, or all; with ``failed_under``, not those that failed that
        many times), store their records in one batch, then mark the windows done. One run at a time; a
        window is marked done only once its records are durable."""
        result = RetainResult(trace_id=trace_id or "")
        async with self._lock:
            # what another process hard-forgot is blanked here before anything is extracted
            await self._shared_forgets.apply()
            items = await asyncio.to_thread(
                self.journal.queued, limit, trace_id=trace_id, failed_under=failed_under
            )
            traces: dict[str, Trace | None] = {}
            own_tools: dict[str, set[str]] = {}  # per trace, read once: its memory-tool steps
            done: list[QueuedWindow] = []
            records: dict[str, MemoryRecord] = {}
            replaced: set[str] = set()  # tool calls stored alone that a later window stored with their result
            for item in items:
                if item.trace_id not in traces:
                    traces[item.trace_id] = await asyncio.to_thread(self._current_trace, item.trace_id)
                trace = traces[item.trace_id]
                if trace is None:
                    continue
                if item.trace_id not in own_tools:
                    own_tools[item.trace_id] = memory_tool_steps(trace.steps)
                extracted = await self._extract_window(trace, item, own_tools[item.trace_id])
                if extracted is None:
                    result.queued_windows += 1
                    continue
                done.append(item)
                for record in extracted:
                    records.setdefault(record.id, record)
                replaced.update(answered_calls(trace, item, extracted))
            for rid in replaced:
                records.pop(rid, None)  # extracted alone by an earlier window of this batch
            added, merged_records = await self._writer.store(list(records.values()))
            if replaced:
                # stored alone by a window of an earlier batch
                async with self._writer.locked(await self._writer.owners(replaced)):
                    await self._writer.delete(sorted(replaced))
            result.forgotten_steps += await self._count_forgotten(traces, done)
            result.skipped_steps += formed_nothing(traces, done, records.values())
            for item in done:
                await self._honour_forget_requests(traces[item.trace_id], item)
                await self._link_corrections(traces[item.trace_id], item, added)
            result.added.extend(added)
            result.merged.extend(merged_records)
            for item in done:
                await asyncio.to_thread(self.journal.mark_done, item.trace_id, item.lo, item.hi)
        if self.reflected is not None and done:
            await self.reflected([t.scope.user_id for i in done if (t := traces[i.trace_id]) is not None])
        return result

    async def _count_forgotten(self, traces: Mapping[str, Trace | None], done: Sequence[QueuedWindow]) -> int:
        """How many steps these windows own that a hard forget blanked (a message hard-forgotten before, said
        again): nothing was extracted from them, and the caller is told why (``RetainResult.forgotten_steps``)."""
        total = 0
        for item in done:
            trace = traces[item.trace_id]
            if trace is None:
                continue
            own = [s.step_id for s in trace.steps[item.own_lo : item.hi] if s.content == REDACTED]
            blanked = await asyncio.to_thread(self.journal.blanked_among, item.trace_id, own)
            if blanked:
                logger.info(
                    "%d step(s) of trace %s were hard-forgotten before and are said again: blanked, nothing "
                    "is extracted from them",
                    len(blanked),
                    item.trace_id,
                )
            total += len(blanked)
        return total

    async def _honour_forget_requests(self, trace: Trace | None, item: QueuedWindow) -> None:
        """The user asked in conversation to forget something ("Please forget my old number", 把我的身份证号删掉):
        what they said before the request is forgotten, as ``forget(query=...)`` would (soft: kept for
        audit, never recalled); what the message says besides stays. A window replayed asks again: nothing
        more is found."""
        if trace is None or self.forget_asked is None:
            return
        for at in range(item.own_lo, item.hi):
            step = trace.steps[at]
            if step.type != "user_input":
                continue
            until = step.timestamp - timedelta(microseconds=1)
            gone: list[str] = []
            for what in forget_requests(step.content):
                gone += await self.forget_asked(trace.scope.user_id, what, until)
            if not gone and self.forget_said is not None and points_back(step.content):
                # "上一条不用记", "Don't want those stored.", 刚才那个价格别记了 (the record never says 价格): what the
                # user's message just before said
                said = said_before(trace, at)
                if said is not None:
                    gone = await self.forget_said(trace.scope.user_id, trace.trace_id, said.step_id, until)
                elif (
                    trace.scope.session_id
                    and self.forget_last_said is not None
                    and not any(s.type == "user_input" and s.content.strip() for s in trace.steps[:at])
                ):
                    # the request opens its trace (an adapter journals each turn as one): the session's last
                    # messages, as stored
                    gone = await self.forget_last_said(
                        trace.scope.user_id, trace.scope.session_id, until, step.content
                    )
            if gone:
                logger.info("forgot %d memories the user asked to forget (%s)", len(gone), step.step_id)

    async def _link_corrections(
        self, trace: Trace | None, item: QueuedWindow, added: list[MemoryRecord]
    ) -> None:
        """A message correcting what the user said before ("Sorry, I was wrong before: the school is number
        21", 更正一下，我生日其实是3月15号), or changing a count or a measure the user gave earlier in the task
        ("Book a table for 4 people" ... "actually make it 6 people", 改成6个人): its record supersedes the earlier
        one it corrects (kept as history), so the correction is what recall answers with."""
        if trace is None or self.corrected is None:
            return
        for at in range(item.own_lo, min(item.hi, len(trace.steps))):
            step = trace.steps[at]
            if step.type != "user_input":
                continue
            # a change of what the user asked earlier in this task ("actually make it 6 people", 改成6个人): that turn
            earlier = changed_turn(trace.steps, at)
            if (instead := corrected_text(step.content)) is None and not changes_asked(step.content):
                continue
            # the record of this trace's step: a run reflects many traces (users) at once, and another
            # conversation's message may have the same id ("m-2")
            new = next(
                (
                    r
                    for r in added
                    if r.trace_id == trace.trace_id and step.step_id in r.source_ids and r.valid_to is None
                ),
                None,
            )
            if new is None:
                continue
            # Both records are read under the lock: the pair is written back whole, so a copy read before
            # would write over what another write did to it meanwhile (a forget undone, a merge lost).
            async with self._writer.locked([trace.scope.user_id]):
                new = await self._writer.stored(new.id)
                if new is None or new.status not in LIVE or new.valid_to is not None:
                    continue
                until = step.timestamp - timedelta(microseconds=1)
                old = None
                if earlier is not None:
                    old = await self.corrected(
                        trace.scope.user_id, earlier.content, until, (trace.trace_id, earlier.step_id)
                    )
                elif (
                    trace.scope.session_id
                    and self.changed_in_session is not None
                    and changes_asked(step.content)
                    and not any(s.type == "user_input" and s.content.strip() for s in trace.steps[:at])
                ):
                    # the change opens its trace (an adapter journals each turn as one): the session's last turns
                    old = await self.changed_in_session(
                        trace.scope.user_id, trace.scope.session_id, until, step.content
                    )
                if old is None and instead is not None:
                    old = await self.corrected(trace.scope.user_id, instead, until)
                if old is None or old.id == new.id:
                    continue
                await self._writer.update_state(list(supersede(old, new)))

    def _current_trace(self, trace_id: str) -> Trace | None:
        """The journaled trace, with the steps that tombstones learnt since it was journaled name blanked
        first (a step hard-forgotten elsewhere, sent here before this process knew)."""
        trace = self.journal.get_trace(trace_id)
        if trace is None:
            return None
        forgotten = self.journal.forgotten_in(trace)
        if not forgotten:
            return trace
        self.journal.redact_steps(trace_id, sorted(forgotten))
        return self.journal.get_trace(trace_id)

    async def _extract_window(
        self, trace: Trace, item: QueuedWindow, own_tools: set[str]
    ) -> list[MemoryRecord] | None:
        """The records one window owns, or ``None`` when extraction failed (the window stays queued)."""
        lo, hi = item.lo, item.hi
        carried = sorted(
            carried_utterance(trace, lo, item.own_lo) + carried_calls(trace, lo, hi), key=_position
        )
        if item.own_lo == 0 and trace.steps and trace.steps[0].type == "user_input":
            # a turn an adapter journals alone ("Lisbon now") answers what the session's turn before asked
            # ("Where do you live these days?"): its last utterance is the context, as one before a window is
            before = await asyncio.to_thread(self.journal.utterance_before, trace)
            if before is not None and before.step_id not in {s.step_id for s in trace.steps}:
                carried = [(-1, before), *carried]
        steps = [step for _, step in carried] + trace.steps[lo:hi]
        if (zone := self._config.zone_of(trace.scope.user_id)) is not None:
            # the days the turns name are the user's, whatever offset they were stamped with (hindsight_core.clock)
            steps = [s.model_copy(update={"timestamp": in_zone(s.timestamp, zone)}) for s in steps]
        window = ExtractionWindow(
            trace_id=trace.trace_id,
            scope=trace.scope,
            # redacted steps say nothing; hindsight's own memory tools only move memories already kept
            steps=[s for s in steps if (s.content.strip() or s.metadata) and s.step_id not in own_tools],
            goal=trace.goal,
            reference_time=steps[-1].timestamp if steps else in_zone(trace.started_at, zone),
            window_index=lo,
            final=hi >= len(trace.steps),
        )
        try:
            facts = await self.extractor.extract(window)
        except ExtractionError as exc:
            logger.warning("extraction of %s[%d:%d] failed, kept queued: %s", trace.trace_id, lo, hi, exc)
            await asyncio.to_thread(self.journal.mark_failed, trace.trace_id, lo, hi, str(exc))
            if item.attempts + 1 == self._config.reflection.retry_with_new_steps:
                logger.warning(
                    "extraction of %s[%d:%d] failed %d times: it waits for retry_pending (hindsight maintain), "
                    "not tried again with each new turn",
                    trace.trace_id, lo, hi, item.attempts + 1,
                )  # fmt: skip
            return None
        except Exception as exc:  # an extractor's bug must not block every other window behind this one
            reason = f"the extractor failed unexpectedly ({type(exc).__name__}: {exc})"
            logger.warning("extraction of %s[%d:%d]: %s; kept queued", trace.trace_id, lo, hi, reason)
            logger.debug("the extractor's traceback", exc_info=True)
            await asyncio.to_thread(self.journal.mark_failed, trace.trace_id, lo, hi, reason)
            return None
        cap = self._config.limits.max_facts_per_window
        if len(facts) > cap:
            logger.warning(
                "extraction of %s[%d:%d] returned %d facts; the first %d are kept (limits.max_facts_per_window)",
                trace.trace_id, lo, hi, len(facts), cap,
            )  # fmt: skip
            facts = facts[:cap]
        # a credential a tool handled is no memory: masked in what cites the tool's steps (the trace keeps it)
        tool_steps = {s.step_id: s.content for s in window.steps if s.type in ("tool_call", "tool_result")}
        facts = [mask_tool_secrets(fact, tool_steps) for fact in facts]
        positions = {s.step_id: at for at, s in carried} | {
            s.step_id: lo + offset for offset, s in enumerate(trace.steps[lo:hi])
        }
        times = {s.step_id: s.timestamp for s in steps}
        asked = {s.step_id: s.content for s in steps if s.type == "user_input"}
        left = left_question(trace, item.own_lo, self.extractor)
        out: list[MemoryRecord] = []
        for index, fact in enumerate(facts):
            if not fact.text.strip() or not owned_by_window(fact, positions, item.own_lo, left):
                continue  # nothing to store, or stored by the window that owns its steps
            if all(i in asked for i in fact.source_ids) and drawn_from_requests(
                fact.text, [asked[i] for i in fact.source_ids]
            ):
                # what a request to forget names is never stored, nor merged into what it forgets
                logger.info("extraction of %s[%d:%d]: a fact drawn from a request to forget is left out",
                            trace.trace_id, lo, hi)  # fmt: skip
                continue
            if len(fact.text) > self._config.limits.max_message_chars:
                # a message near the limit is over it once framed ("The user said: ..."): its record keeps its
                # start and end (its clauses' records, the trace all of it) rather than being left out
                logger.warning("extraction of %s[%d:%d]: a fact of %d characters keeps its start and end "
                               "(limits.max_message_chars)", trace.trace_id, lo, hi, len(fact.text))  # fmt: skip
                fact = fact.model_copy(update={"text": fit_text(fact.text, self._config.limits)})
            try:  # what an LLM returned is input from outside: within the limits, or left out
                record = fact_to_record(
                    fact,
                    scope=trace.scope,
                    trace_id=trace.trace_id,
                    default_time=times.get(fact.source_ids[0], window.reference_time)
                    if fact.source_ids
                    else window.reference_time,
                    cfg=self._config.lifecycle,
                )
                record = record.model_copy(
                    update={
                        "id": record_id_for(trace.trace_id, fact, (lo, hi), index, [r.id for r in out]),
                    }
                )
                (record,) = clip_entities([record], self._config.limits)
                out.append(check_record(record, "an extracted fact", self._config.limits))
            except (UserError, ValueError, OverflowError) as exc:
                logger.warning("extraction of %s[%d:%d]: a fact is left out: %s", trace.trace_id, lo, hi, exc)
        return out


def _position(carried: tuple[int, TraceStep]) -> int:
    return carried[0]


def said_before(trace: Trace, at: int) -> TraceStep | None:
    """The user's message a request at step ``at`` of ``trace`` points back at ("上一条不用记"): of the user's
    messages before it in this conversation, back to the last request, the one :func:`pointed_at` means;
    ``None`` when there is none here."""
    said: list[TraceStep] = []
    own = memory_tool_steps(trace.steps[:at])
    # the agent's tools worked on what the user asked since it was said: "never mind, forget it" drops the task
    worked = False
    for step in reversed(trace.steps[:at]):
        if step.type in ("tool_call", "tool_result") and not said and step.step_id not in own:
            worked = True
        if step.type != "user_input" or not step.content.strip():
            continue
        if forget_requests(step.content) or points_back(step.content) or len(said) == POINTED_REACH:
            break
        said.append(step)
    if worked and drops_the_task(trace.steps[at].content):
        return None
    return pointed_at([(s, s.content) for s in said], trace.steps[at].content)


__all__ = ["Reflector", "default_extractor", "said_before"]
