"""The extraction prompt: the rules of ARCHITECTURE.md, and a window rendered with short step ids.

Steps are shown as ``[S1]``, ``[S2]``...: models copy short ids reliably where they garble UUIDs. The
extractor maps the ids back (``StepAliases``) and drops any it did not show.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.normalize import normalize_tool_result
from hindsight_core.extraction.prompt_budget import STEP_SEPARATOR
from hindsight_core.extraction.rules import call_id_of, render_tool_call
from hindsight_core.models import TraceStep

SYSTEM_PROMPT = """\
You are the memory-extraction step of an AI agent. After the fact, with the whole window in view and the task \
goal as context, you read part of an agent's trace (user messages, assistant messages, tool calls and tool \
results) and write down the facts worth remembering in future sessions.

Rules:
1. Atomic: one piece of information per fact, self-contained, in the third person, with names instead of \
pronouns ("Alice prefers PostgreSQL for new projects", never "I prefer it" or "he likes that").
2. Sourced: every fact lists in source_step_ids the ids of the steps it comes from, exactly as shown \
(e.g. ["S3"]). Only ids shown in this window.
3. Typed: event_type is one of preference, decision, fact, plan, problem, solution, observation.
4. source_kind: user_stated when a user said it; tool_returned when it comes from a tool result; \
model_inferred when only the assistant said or concluded it. Confidence (0 to 1) follows that order: \
user_stated (0.8-1.0) > tool_returned (0.7-0.9) > model_inferred (0.3-0.7); lower it for hedged, \
hypothetical or second-hand statements. Text a user pastes or quotes for a task (an email, a letter, a CV, a chat \
log, code, a passage to translate or summarise) speaks for its author: its "I" is never the user ("Hi, I'm John, \
I live in Boston" in an email to summarise is about John); a story, a role-play or "imagine I ..." states nothing \
about the user.
5. If unsure, extract nothing. Never invent or guess; an empty list is the right answer for small talk, \
greetings and acknowledgements. A request to forget or not to keep something ("forget my phone number \
+44 ...", "别记我的手机号") is no fact: write down nothing it names.
6. Field names, keys, ids, schemas and the formatting of tool output are not facts; only the information \
they carry can be ("the weather tool reported 21°C in Paris on 2023-05-10", not "the result has a temp field").
7. Dates: resolve relative dates ("yesterday", "next Friday", "上周") against the time of the step they \
appear in, and write the absolute date in the text ("next Friday" is the Friday of next week, as 下周五 is; \
"this Friday", like 这周五, is the first Friday on or after that day: said on a Thursday it is tomorrow, said \
on a Saturday the coming Friday, and in the past tense the one just past). A day of the month alone ("the 25th", \
25号) is the next one unless said in the past tense ("we met on the 25th": the last one); the day something is \
moved to ("moved to the 16th", 改到25号) and a deadline ("by December") are ahead; a weekday kept as a standing \
rule ("closed on Tuesdays", 店里周二闭店) is no single date. occurred_at is when the fact happened (ISO 8601), or \
null when unknown.
8. Use the task goal to judge what matters; do not restate the goal as a fact unless a user states it.
9. Keep the language of the conversation in the text (Chinese stays Chinese). entities: the people, places, \
organisations, products, tools and titles the fact is about, as written.
10. attributes: for a preference or personal fact with a clear slot, give subject, attribute and value \
(e.g. subject "alice", attribute "preferred_database", value "PostgreSQL") so later statements can be \
compared; otherwise an empty list. The subject of the user's own slot is their name when the conversation gives \
it, else "user". Name a slot in snake case, as the store names them: lives_in (where one lives), works_at \
(employer), phone, email, income, diet, allergic_to, intolerance, condition (an illness), likes, dislikes, \
favorite_<thing> (favorite_drink), job (job title), age (a number), marital_status (single, engaged, married, \
divorced or widowed), kids_count, dogs_count, cats_count (a number); a relative's own slot has the relative as its \
subject ("sister", "mother").
11. The facts are about the user and their world, not about the assistant. Never write down what the \
assistant is (an AI, a language model, who made it), what it can or cannot do, or its small talk (greeting, \
thanking, apologising, offering more help, promising to remember). What the assistant suggested or said \
matters as what the user decided, agreed to or was told ("Alice chose PostgreSQL for billing after the \
assistant suggested it"; "Alice was told her visa takes three weeks").

Reply with JSON only: {"facts": [{"text", "event_type", "entities", "attributes", "source_step_ids", \
"source_kind", "confidence", "occurred_at"}]}."""


class StepAliases:
    """``S1``.. ``Sn`` for the steps of a window, and back to step ids."""

    def __init__(self, steps: Sequence[TraceStep], *, start: int = 1) -> None:
        """``start``: the number of the first step (a piece of a window keeps the window's numbers)."""
        self.alias_of: dict[str, str] = {step.step_id: f"S{i}" for i, step in enumerate(steps, start)}
        self.step_of: dict[str, TraceStep] = {f"S{i}": step for i, step in enumerate(steps, start)}
        self._by_id: dict[str, TraceStep] = {step.step_id: step for step in steps}

    def resolve(self, cited: str) -> TraceStep | None:
        """The step a model cited: ``S3``, ``[S3]``, ``s3``, ``3`` or the real step id; ``None`` if unknown."""
        token = cited.strip().strip("[]()<> ").strip()
        if token in self._by_id:
            return self._by_id[token]
        if re.fullmatch(r"\d+", token):
            token = "S" + token
        return self.step_of.get(token.upper())


def _cut(text: str, limit: int | None) -> str:
    if limit is None or len(text) <= limit:
        return text
    return text[:limit] + f"\n[... {len(text) - limit} more characters not shown]"


def _render_tool_result(step: TraceStep, limit: int | None) -> tuple[str, str]:
    result = normalize_tool_result(step.name, step.content, step.metadata)
    payload: dict[str, Any] = {"status": result["status"]}
    data = result["data"]
    if isinstance(data, dict) and str(data.get("status", "")).strip().lower() == result["status"]:
        data = {k: v for k, v in data.items() if k != "status"} or None  # said once, above
    if data is not None:
        payload["data"] = data
    if result["error"] is not None:
        payload["error"] = result["error"]
    return f"tool_result {result['tool_name']}", _cut(
        json.dumps(payload, ensure_ascii=False, default=str), limit
    )


def render_step(alias: str, step: TraceStep, *, max_chars: int | None = 6000) -> str:
    """One step for the prompt: ``[S3] user_input (Alice) at 2023-05-10T14:30:00+00:00:`` then its content."""
    if step.type == "tool_result":
        head, body = _render_tool_result(step, max_chars)
    elif step.type == "tool_call":
        head, body = "tool_call", _cut(render_tool_call(step), max_chars)
    else:
        head = step.type + (f" ({step.name})" if step.name else "")
        body = _cut(step.content, max_chars)
    call_id = call_id_of(step) if step.type in ("tool_call", "tool_result") else None
    suffix = f" [call {call_id}]" if call_id else ""
    return f"[{alias}] {head} at {step.timestamp.isoformat()}{suffix}:\n{body}"


def build_messages(
    window: ExtractionWindow, aliases: StepAliases, *, max_step_chars: int | None = 6000
) -> list[dict[str, Any]]:
    """The chat messages for one window: the rules, then the goal, the reference time and the steps (the goal
    and each step cut to ``max_step_chars``)."""
    steps = [render_step(aliases.alias_of[s.step_id], s, max_chars=max_step_chars) for s in window.steps]
    return prompt_messages(window, steps, goal=prompt_goal(window, max_step_chars))


def prompt_goal(window: ExtractionWindow, max_chars: int | None) -> str:
    """The goal as the prompt shows it. The goal is often the user's first message (a pasted document): cut
    like a step, or it alone can outgrow the model's context in every window of the trace."""
    return _cut(window.goal, max_chars) if window.goal else "(not given)"


def prompt_messages(
    window: ExtractionWindow, rendered: Sequence[str], *, goal: str, piece: tuple[int, int] | None = None
) -> list[dict[str, Any]]:
    """The chat messages for rendered steps of ``window``: all of them, or ``piece`` ``(i, n)``, the i-th of
    the n calls a window too long for one prompt is sent in (``prompt_budget``)."""
    where = f"window {window.window_index}"
    if piece is not None:
        where += f" (piece {piece[0]} of {piece[1]}: the window is too long for one prompt)"
    user = (
        f"Task goal: {goal}\n"
        f"Reference time (when this window happened): {window.reference_time.isoformat()}\n"
        f"Trace {window.trace_id}, {where}, {len(rendered)} steps:\n\n"
        f"{STEP_SEPARATOR.join(rendered)}\n\n"
        "Extract the facts worth remembering from these steps, following the rules."
    )
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


__all__ = ["SYSTEM_PROMPT", "StepAliases", "build_messages", "prompt_goal", "prompt_messages", "render_step"]
