"""JSON values that enter the memory (a record's, a trace's or a step's metadata, a message's tool calls):
JSON has no NaN or Infinity, and every store wrote one as ``null``, so ``{"score": nan}`` was read back as
``{"score": None}`` without a word. :func:`non_finite` finds such a number (its place named as in Python);
what an adapter captures keeps it as its JSON name in a string (:func:`finite_number`), what a caller passes is
refused (:func:`~hindsight_core.validation.check_json`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any


def non_finite(value: Any, name: str) -> tuple[str, float] | None:
    """The first NaN or infinity in ``value`` (JSON: dicts, lists, numbers, strings), as where it is (``name``
    followed by the keys and indexes that lead to it) and the number; None when every number is finite.

    >>> non_finite({"run": {"scores": [0.5, float("nan")]}}, "metadata")
    ("metadata['run']['scores'][1]", nan)
    >>> non_finite({"tokens": 12, "ok": True, "note": "NaN"}, "metadata") is None
    True
    """
    stack: list[tuple[Any, str]] = [(value, name)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return where, item
        if isinstance(item, Mapping):
            stack.extend(reversed([(v, f"{where}[{k!r}]") for k, v in item.items()]))
        elif isinstance(item, list | tuple):
            stack.extend(reversed([(v, f"{where}[{i}]") for i, v in enumerate(item)]))
    return None


def finite_number(value: float) -> float | str:
    """``value`` when finite, else its name in JavaScript's JSON (``"NaN"``, ``"Infinity"``, ``"-Infinity"``):
    what a captured trace keeps in place of a number no store can hold.

    >>> finite_number(float("-inf")), finite_number(float("nan")), finite_number(2.5)
    ('-Infinity', 'NaN', 2.5)
    """
    if math.isfinite(value):
        return value
    if math.isnan(value):
        return "NaN"
    return "Infinity" if value > 0 else "-Infinity"


__all__ = ["finite_number", "non_finite"]
