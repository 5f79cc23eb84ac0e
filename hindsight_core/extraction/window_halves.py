"""A window's steps in two halves, for a model whose reply was cut off at its output limit.

A model that hits its ``max_tokens`` writes the same cut reply however often it is asked (temperature 0): the facts
after the cut are lost. Fewer steps ask for a shorter reply, so the steps one prompt showed are read again in two
halves, cut before the turn that says something nearest their middle (a tool's call stays with its result), while
each half holds a turn that says something.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.models import Scope, TraceStep
    >>> said = ["I moved to Denver", "Congrats!", "I'm a data analyst now", "Nice."]
    >>> steps = [TraceStep(step_id=f"m{i}", type="user_input" if i % 2 == 0 else "model_output", content=text)
    ...          for i, text in enumerate(said)]
    >>> window = ExtractionWindow(trace_id="t", scope=Scope(user_id="u"), steps=steps,
    ...                           reference_time=datetime(2026, 3, 2, tzinfo=UTC))
    >>> [[s.content for s in half.steps] for half in halves_of(window, steps) or ()]
    [['I moved to Denver', 'Congrats!'], ["I'm a data analyst now", 'Nice.']]
    >>> halves_of(window, steps[:2]) is None  # one turn: nothing to halve
    True
"""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.density import is_low_information
from hindsight_core.models import TraceStep


def halves_of(
    window: ExtractionWindow, shown: Sequence[TraceStep]
) -> tuple[ExtractionWindow, ExtractionWindow] | None:
    """``window`` over the steps ``shown`` in two halves, each holding a turn that says something (the user's or a
    tool's result), or None when they hold fewer than two."""
    saying = [
        at
        for at, step in enumerate(shown)
        if step.type in ("user_input", "tool_result") and not is_low_information(step.content)
    ]
    if len(saying) < 2:
        return None
    cut = saying[len(saying) // 2]
    while cut > saying[0] + 1 and shown[cut - 1].type == "tool_call":
        cut -= 1  # a tool's call is read with its result
    first, second = list(shown[:cut]), list(shown[cut:])
    return (
        window.model_copy(update={"steps": first, "reference_time": first[-1].timestamp}),
        window.model_copy(update={"steps": second}),
    )


__all__ = ["halves_of"]
