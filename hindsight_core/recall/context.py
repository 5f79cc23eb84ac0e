"""Reconstruction: a deterministic context block from ranked hits (dated, sourced, conflicts flagged)."""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.models import RecallHit
from hindsight_core.recall.fusion import approx_tokens

HEADER = (
    "Relevant memories (most relevant first; [date] when it was said or recorded, 'about' the dates it names, "
    "[src] the source ids):"
)


def format_hit(hit: RecallHit, max_text_chars: int | None = None) -> str:
    """One line of the block; ``max_text_chars`` keeps the start of a longer memory text."""
    record = hit.record
    text = record.text
    if max_text_chars is not None and len(text) > max_text_chars:
        text = text[:max_text_chars].rstrip() + f" … [{len(text) - max_text_chars} more characters]"
    date = record.occurred_at.strftime("%Y-%m-%d")
    tags = [record.event_type, record.source_kind]
    if record.kind == "semantic":
        tags.insert(0, "semantic")
    if record.status == "pending":
        tags.append("unconfirmed")
    tags.append(f"confidence {record.confidence:.2f}")
    named = [d for d in record.attributes.get("mentioned_dates", "").split(",") if d.strip() and d != date]
    if named:  # "yesterday" said on May 8 is about May 7: the model should not have to work it out
        tags.append("about " + ", ".join(named[:3]))
    line = f"- [{date}] {text} ({', '.join(tags)})"
    if record.source_ids:
        shown = record.source_ids[:5]
        more = f" +{len(record.source_ids) - 5}" if len(record.source_ids) > 5 else ""
        line += f" [src: {', '.join(shown)}{more}]"
    superseded = record.superseded_by is not None or record.valid_to is not None
    until = record.valid_to.strftime("%Y-%m-%d") if record.valid_to else "?"
    if hit.conflict:
        if superseded:
            line += f" [CONFLICT: superseded on {until}, kept for history]"
        else:
            line += " [CONFLICT: current value, contradicts an older memory]"
    elif superseded:  # its successor is not shown (forgotten, expired, filtered out): still not current
        line += f" [superseded on {until}, kept for history]"
    return line


def build_context(hits: Sequence[RecallHit], max_tokens: int) -> str:
    """The block handed to the model; empty when there is nothing to say. Stops at ``max_tokens``."""
    if not hits:
        return ""
    lines = [HEADER]
    used = approx_tokens(HEADER)
    for hit in hits:
        line = format_hit(hit)
        cost = approx_tokens(line)
        if used + cost > max_tokens and len(lines) > 1:
            break
        if (
            used + cost > max_tokens
        ):  # the best memory alone is longer than the budget (a pasted log): its start
            line = _fitted(hit, max_tokens - used)
            cost = approx_tokens(line)
        lines.append(line)
        used += cost
    return "\n".join(lines)


def _fitted(hit: RecallHit, tokens: int) -> str:
    """The hit's line with as much of its text as fits in ``tokens`` (at least its first 80 characters)."""
    low, high = 80, len(hit.record.text)
    while low < high:  # the longest text start whose line fits
        middle = (low + high + 1) // 2
        if approx_tokens(format_hit(hit, middle)) <= tokens:
            low = middle
        else:
            high = middle - 1
    return format_hit(hit, low)
