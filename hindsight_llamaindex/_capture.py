"""A context flag that hides hindsight's own LLM calls from trace capture.

When the user's LLM extracts memories, its calls must not be captured as a new agent trace: that trace
would be reflected on, calling the LLM again, without end.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_suppressed: ContextVar[bool] = ContextVar("hindsight_capture_suppressed", default=False)


def capture_suppressed() -> bool:
    """Whether the current context is hindsight's own work (not to be traced)."""
    return _suppressed.get()


@contextmanager
def suppress_capture() -> Iterator[None]:
    """Mark the calls made inside the block as hindsight's own."""
    token = _suppressed.set(True)
    try:
        yield
    finally:
        _suppressed.reset(token)
