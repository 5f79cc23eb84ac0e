"""The LLM extractor's prompt budget: a window's steps packed into pieces whose prompts fit a small context.

A model with an 8k context refuses a prompt of ten long steps (a pasted document, a tool's large result).
With a budget (``ReflectionConfig.llm_max_prompt_tokens``), the extractor sends a window in as many calls as
it needs, each prompt under the budget:

    >>> steps = [(1, "[S1] user_input:\\n" + "word " * 60), (2, "[S2] model_output:\\nok"), (3, "[S3] ...:\\n" + "x" * 900)]
    >>> [(piece.keys, piece.part) for piece in pack(steps, room=120)]
    [([1, 2], None), ([3], (1, 3)), ([3], (2, 3)), ([3], (3, 3))]

Tokens are estimated, not counted (the endpoint's tokenizer is not at hand): one token per CJK, kana or
Hangul character, one per three other characters, rounded up. Tokenizers give about four characters of English
a token and one or two to a CJK character, so the estimate errs long, and a prompt estimated to fit does.

The trace is never truncated: steps go whole, in order, into pieces; a step longer than a piece's room alone is
sent in consecutive parts, one call each, every character of it in some part (the extractor warns: a fact
spread across two parts may be missed).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from hindsight_core.text import is_wide_char, wide_count

K = TypeVar("K")

#: Separator between two rendered steps in a prompt (as ``prompts.build_messages`` joins them).
STEP_SEPARATOR = "\n\n"


def _units(ch: str) -> int:
    """A character's weight in thirds of a token."""
    return 3 if is_wide_char(ch) else 1


def estimate_tokens(text: str) -> int:
    """A conservative token count of ``text``: one per wide (CJK) character, one per three others.

    >>> estimate_tokens("hello world"), estimate_tokens("你好，世界")
    (4, 5)
    """
    return math.ceil((len(text) + 2 * wide_count(text)) / 3)  # _units of each character, counted in one scan


def fitting_prefix(text: str, tokens: int) -> int:
    """The length of the longest prefix of ``text`` estimated at ``tokens`` or fewer, pulled back to the
    last line break or space in its last fifth (a part of a message ends between words where it can)."""
    budget, used = tokens * 3, 0
    for index, ch in enumerate(text):
        used += _units(ch)
        if used > budget:
            end = index
            break
    else:
        return len(text)
    for breaker in ("\n", " "):
        at = text.rfind(breaker, end - end // 5, end)
        if at > 0:
            return at + 1
    return end


@dataclass(frozen=True, slots=True)
class Piece(Generic[K]):
    """The steps of one call: their keys (what they render) and their rendered texts, in window order."""

    keys: list[K] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    part: tuple[int, int] | None = None
    """``(i, n)`` when this piece is part ``i`` of ``n`` of a single step longer than a piece's room."""


def split_step(text: str, room: int) -> list[str]:
    """A rendered step (``header:\\nbody``) longer than ``room`` as consecutive parts, each within ``room``,
    each under the step's header marked ``(part i of n)``; the parts' bodies put together are the body."""
    header, _, body = text.partition("\n")
    label = f"{header.removesuffix(':')} (part 999 of 999, one message sent in parts):\n"
    space = room - estimate_tokens(label)
    if space < 1:
        raise ValueError(f"a room of {room} tokens cannot hold the header of a step ({header[:80]!r})")
    bodies: list[str] = []
    while body:
        end = fitting_prefix(body, space)
        bodies.append(body[:end])
        body = body[end:]
    bodies = bodies or [""]
    return [
        f"{header.removesuffix(':')} (part {i} of {len(bodies)}, one message sent in parts):\n{part}"
        for i, part in enumerate(bodies, 1)
    ]


def pack(steps: Sequence[tuple[K, str]], room: int) -> list[Piece[K]]:
    """Rendered steps packed, whole and in order, into pieces of at most ``room`` estimated tokens (the
    separators between steps counted); a step over ``room`` alone becomes pieces of its parts
    (:func:`split_step`)."""
    pieces: list[Piece[K]] = []
    keys: list[K] = []
    texts: list[str] = []
    used = 0
    separator = estimate_tokens(STEP_SEPARATOR)
    for key, text in steps:
        size = estimate_tokens(text)
        if size > room:
            if keys:
                pieces.append(Piece(keys, texts))
                keys, texts, used = [], [], 0
            parts = split_step(text, room)
            pieces += [Piece([key], [part], (i, len(parts))) for i, part in enumerate(parts, 1)]
            continue
        if keys and used + separator + size > room:
            pieces.append(Piece(keys, texts))
            keys, texts, used = [], [], 0
        used += (separator if keys else 0) + size
        keys.append(key)
        texts.append(text)
    if keys:
        pieces.append(Piece(keys, texts))
    return pieces


__all__ = ["STEP_SEPARATOR", "Piece", "estimate_tokens", "fitting_prefix", "pack", "split_step"]
