"""What one reflection window stores, as pure functions of the trace and the window (no I/O): the id of each
record (the same fact of the same steps always gets the same one), which facts the window owns, the context it
is given (the utterance carried from before its steps, the tool calls before it that its results answer, the
question left to it), which steps its extractor never sees (hindsight's own memory tools, the frameworks'
routing tools), which unanswered tool calls a later window replaces, and how many of its steps formed nothing.

:class:`~hindsight_core.reflector.Reflector` runs the windows with these rules.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence

from hindsight_core.capture.tool_schemas import MEMORY_TOOL_NAMES
from hindsight_core.extraction.base import ExtractedFact, Extractor
from hindsight_core.extraction.normalize import tool_name_of
from hindsight_core.extraction.rules import UNANSWERED_CALL, call_id_of
from hindsight_core.extraction.turns import only_asks
from hindsight_core.journal_queue import QueuedWindow
from hindsight_core.journal_redaction import REDACTED
from hindsight_core.models import MemoryRecord, Trace, TraceStep

#: Namespace of the ids of reflected records (uuid5 of what the record is).
RECORD_NAMESPACE = uuid.UUID("5b0b7f1e-3c1e-4f5e-9a41-6d1f3c2a9e70")


def record_id_for(
    trace_id: str, fact: ExtractedFact, window: tuple[int, int], index: int, taken: Iterable[str] = ()
) -> str:
    """The id a reflected fact is stored under: the same fact of the same steps always gets the same id.

    A fact that cites no step is tied to its window and position instead; a tool call stored without its
    result, to the call (:func:`unanswered_call_id`). A fact whose id one before it in its window has (``taken``)
    and that holds a slot is another value the same words told ("I'm a nurse at St Mary's": the job, then the
    employer): its slot tells it apart, so that it is not stored over the first.
    """
    if call := fact.attributes.get(UNANSWERED_CALL):
        return unanswered_call_id(trace_id, call)
    anchor = "\x1f".join(fact.source_ids) if fact.source_ids else f"window:{window[0]}:{window[1]}:{index}"
    said = (trace_id, anchor, fact.event_type, fact.text.strip())
    found = str(uuid.uuid5(RECORD_NAMESPACE, "\x1e".join(said)))
    if found in taken and (held := fact.attributes.get("attribute")):
        found = str(uuid.uuid5(RECORD_NAMESPACE, "\x1e".join((*said, held))))
    return found


def unanswered_call_id(trace_id: str, step_id: str) -> str:
    """The id of the record of a tool call stored without its result: what a later window replaces when it
    reads the call again with its result (the call ended one window, its result opened the next: it was
    stored twice, alone and with its result)."""
    return str(uuid.uuid5(RECORD_NAMESPACE, "\x1e".join((trace_id, "unanswered-call", step_id))))


def owned_by_window(
    fact: ExtractedFact, positions: dict[str, int], own_lo: int, left: str | None = None
) -> bool:
    """Whether the window owning steps ``own_lo..`` stores ``fact``: it cites an owned step, or no step of
    the window (nothing to tell where it belongs), or it is the question ``left`` to it alone (the step id of
    a question the window before left to the windows after it, :func:`left_question`)."""
    cited = [positions[s] for s in fact.source_ids if s in positions]
    if left is not None and fact.source_ids == [left] and fact.event_type == "question":
        return True
    return not cited or max(cited) >= own_lo


def left_question(trace: Trace, own_lo: int, extractor: Extractor) -> str | None:
    """The step id of the question the windows before ``own_lo`` left to this one: the latest utterance
    before it, when it only asks and the extractor leaves a question asked last in a window to the next
    (``leaves_trailing_questions``; the rule extractor does, to fold it with its answer). Unanswered here,
    it is stored by this window: else, asked just before a window's end and never answered, it was in no
    memory (the window that owned it left it, this one only saw it as context)."""
    if not own_lo or not getattr(extractor, "leaves_trailing_questions", False):
        return None
    for step in reversed(trace.steps[:own_lo]):
        if step.type in ("user_input", "model_output") and step.content.strip() and step.content != REDACTED:
            return step.step_id if only_asks(step) else None
    return None


def answered_calls(trace: Trace, item: QueuedWindow, records: list[MemoryRecord]) -> set[str]:
    """The ids of the unanswered-call records that ``records`` (a window's) replace: a record citing a tool
    call of an earlier window's steps (before ``item.own_lo``) holds that call with its result."""
    earlier = {s.step_id for s in trace.steps[: item.own_lo] if s.type == "tool_call"}
    return {
        unanswered_call_id(trace.trace_id, sid)
        for r in records
        if not r.attributes.get(UNANSWERED_CALL)
        for sid in r.source_ids
        if sid in earlier
    }


def carried_utterance(trace: Trace, lo: int, own_lo: int) -> list[tuple[int, TraceStep]]:
    """The latest utterance before a window's own steps (``own_lo..``) when the window starts after it: context
    the window is given. A window may leave an utterance it ends with (a question) to the windows after it
    (``ExtractionWindow.final``), which fold it with its answer; the overlap alone shows it only to those
    whose context reaches back to it, and tool steps between a question and its answer (or a checkpoint
    every step) put it out of reach: it was in no memory. As context only, a memory of it alone is stored by
    the window that owns it, never again."""
    for at in range(own_lo - 1, -1, -1):
        step = trace.steps[at]
        if step.type in ("user_input", "model_output") and step.content.strip() and step.content != REDACTED:
            return [(at, step)] if at < lo else []
    return []


def carried_calls(trace: Trace, lo: int, hi: int) -> list[tuple[int, TraceStep]]:
    """The tool calls before a window (``lo``) whose results are in it: context the window is given. Parallel
    calls (one model step calling several tools, their results after all of them) put a call further from its
    result than the windows' overlap: its result alone was stored without the call's arguments, and the call
    alone as a pending "the assistant called ..." that no later window replaced (it never saw the call)."""
    answered = {call_id_of(s) for s in trace.steps[lo:hi] if s.type == "tool_result"}
    answered.discard(None)
    if not answered:
        return []
    return [
        (at, s)
        for at, s in enumerate(trace.steps[:lo])
        if s.type == "tool_call" and call_id_of(s) in answered
    ]


def not_about_the_user(tool_name: str | None) -> bool:
    """Whether a tool's calls and results say nothing about the user or the world: hindsight's own memory
    tools (:data:`MEMORY_TOOL_NAMES`: what they store is stored by them) and the agent frameworks' routing
    tools (LlamaIndex AgentWorkflow's ``handoff``, LangGraph supervisor and swarm ``transfer_to_<agent>`` /
    ``transfer_back_to_<agent>``: "Agent billing is now handling the request" is not a memory)."""
    if not tool_name:
        return False
    return tool_name in MEMORY_TOOL_NAMES or tool_name == "handoff" or tool_name.startswith(_ROUTING)


_ROUTING = ("transfer_to_", "transfer_back_to_")


def memory_tool_steps(steps: list[TraceStep]) -> set[str]:
    """The ids of the steps that call a tool that says nothing about the user (:func:`not_about_the_user`)
    and of their results (named so, or paired with such a call by its tool-call id); and of the results an
    adapter marked ``recalled`` (hindsight's own recall under another tool's name: a retriever wrapped as a
    tool) with their calls."""

    def own(step: TraceStep) -> bool:
        if step.type == "tool_result" and step.metadata.get("recalled") is True:
            return True
        return not_about_the_user(tool_name_of(step.name, step.metadata))

    tool_steps = [s for s in steps if s.type in ("tool_call", "tool_result")]
    calls = {
        call_id_of(s) for s in tool_steps if own(s) and (s.type == "tool_call" or s.metadata.get("recalled"))
    }
    calls.discard(None)
    return {s.step_id for s in tool_steps if own(s) or call_id_of(s) in calls}


#: The steps a memory may come from: what was said and what a tool returned (a tool call is stored with its result)
_SAID = frozenset({"user_input", "model_output", "tool_result"})


def formed_nothing(
    traces: Mapping[str, Trace | None], done: Sequence[QueuedWindow], records: Iterable[MemoryRecord]
) -> int:
    """How many steps these windows own that no extracted record came from (a greeting, "thanks", a bare "ok"):
    ``RetainResult.skipped_steps``. A hard-forgotten step said again is counted by ``forgotten_steps`` instead."""
    # by trace: a run reflects many traces (users) at once, and another conversation's message may have the
    # same id ("m-1")
    sources = {(record.trace_id, s) for record in records for s in record.source_ids}
    total = 0
    for item in done:
        trace = traces[item.trace_id]
        if trace is None:
            continue
        total += sum(
            1
            for step in trace.steps[item.own_lo : item.hi]
            if step.type in _SAID
            and step.content != REDACTED
            and (item.trace_id, step.step_id) not in sources
        )
    return total


__all__ = [
    "RECORD_NAMESPACE",
    "answered_calls",
    "carried_calls",
    "carried_utterance",
    "formed_nothing",
    "left_question",
    "memory_tool_steps",
    "not_about_the_user",
    "owned_by_window",
    "record_id_for",
    "unanswered_call_id",
]
