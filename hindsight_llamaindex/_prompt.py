"""What :class:`~hindsight_llamaindex.memory.HindsightMemory` puts in the prompt: the recall query of a turn, the
context block cut to its share of the token budget memory by memory, and the newest session messages that fit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from llama_index.core.base.llms.types import ChatMessage

from hindsight_core.capture import turn_query
from hindsight_core.recall.context import passage
from hindsight_llamaindex._messages import last_user_text, role_of, user_texts


def turn_query_of(input: Any, history: Sequence[ChatMessage]) -> str:
    """The recall query of ``get(input=...)``: the input (else the newest user message), read with the user's
    earlier messages of the session when it points back at them or says nothing to search by ("thanks!",
    "same as last time please"; see ``turn_query``)."""
    latest = query_text(input) or last_user_text(history) or ""
    return turn_query(latest, user_texts(history))


def query_text(value: Any) -> str | None:
    """The recall query from ``get(input=...)``: a string, or the text of a ChatMessage."""
    if isinstance(value, ChatMessage):
        value = value.content
    if isinstance(value, str) and value.strip():
        return value
    return None


def memory_entries(context: str) -> list[str]:
    """The block's header line, then one entry per memory ("- [date] ..." with the lines its text spans)."""
    entries: list[str] = []
    for line in context.splitlines():
        if entries and not line.startswith("- ["):
            entries[-1] += "\n" + line
        else:
            entries.append(line)
    return entries


def newest_within(history: list[ChatMessage], costs: list[int], budget: int) -> list[ChatMessage]:
    """The newest messages that fit ``budget``, never starting on an assistant or tool message (a tool
    result without its call breaks most chat APIs). The newest message is always kept."""
    if not history:
        return []
    start = len(history) - 1
    used = costs[start]
    while start > 0 and used + costs[start - 1] <= budget:
        start -= 1
        used += costs[start]
    trimmed = start > 0
    while trimmed and start < len(history) - 1 and role_of(history[start]) in ("assistant", "tool"):
        start += 1
    return history[start:]


def fit_context(
    context: str, template: str, tokenizer_fn: Callable[[str], list[Any]], max_tokens: int, query: str = ""
) -> str:
    """The templated context (``template`` holds ``{context}``), cut memory by memory (whole memories, a memory's
    text may span lines) to ``max_tokens`` of ``tokenizer_fn``; a best memory longer than that keeps the passage
    that answers ``query``."""
    prefix, _, suffix = template.partition("{context}")

    def fits(lines: list[str]) -> bool:
        return len(tokenizer_fn(prefix + "\n".join(lines) + suffix)) <= max_tokens

    entries = memory_entries(context)
    kept: list[str] = []
    for entry in entries:
        if fits([*kept, entry]):
            kept.append(entry)
            continue
        if len(kept) == 1:  # the best memory alone is over the budget (a pasted log): its passage
            low, high = 0, len(entry)
            while low < high:
                middle = (low + high + 1) // 2
                low, high = (
                    (middle, high) if fits([*kept, passage(entry, query, middle)]) else (low, middle - 1)
                )
            if low >= 80:
                kept.append(passage(entry, query, low))
        break
    # The first line of the block is its header: without a memory line it says nothing.
    if len(kept) <= 1 < len(entries):
        return ""
    return prefix + "\n".join(kept) + suffix if kept else ""


__all__ = ["fit_context", "memory_entries", "newest_within", "query_text", "turn_query_of"]
