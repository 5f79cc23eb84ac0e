"""Who records a classic chain's turn when ``HindsightMemory`` and ``HindsightCallbackHandler`` share the run.

A classic chain gives its memory no config, so the memory cannot see the handlers of its run (as the middleware
does). The order of a chain's call is fixed, though: the memory loads (``load_memory_variables``), then the
handlers see the chain start, then the memory saves (``save_context``), then the chain ends. So the memory
*announces* the turn it loads for; a handler of the same engine whose root run starts with those inputs
*claims* it (and records the whole run: the user's words as the memory read them, model calls, tools); the
memory's ``save_context`` then leaves the turn to it. Unclaimed, the memory records the turn as before.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hindsight_core import Hindsight
from hindsight_core.models import Scope

_MAX_OPEN = 256
"""Announcements kept (a memory loaded by hand, or a chain that failed, never saves): the oldest go first."""


@dataclass(eq=False)
class Announcement:
    """A turn a memory loaded for: its engine, whose it is, and the user's words."""

    engine: Hindsight
    scope: Scope
    said: str
    claimed: bool = False


_lock = threading.Lock()
_open: deque[Announcement] = deque(maxlen=_MAX_OPEN)


def announce(engine: Hindsight, scope: Scope, said: str) -> None:
    """A memory loads for a turn (just before its chain starts)."""
    with _lock:
        _open.append(Announcement(engine, scope, said))


def claim(engine: Hindsight, inputs: Any, user_id: str | None) -> Announcement | None:
    """The newest unclaimed turn of ``engine`` whose words are among a root chain's ``inputs`` (and, when the
    handler knows the user, of that user), now claimed by the caller."""
    if not isinstance(inputs, Mapping):
        return None
    values = [v for v in inputs.values() if isinstance(v, str)]
    with _lock:
        for announcement in reversed(_open):
            if (
                announcement.engine is engine
                and not announcement.claimed
                and announcement.said in values
                and user_id in (None, announcement.scope.user_id)
            ):
                announcement.claimed = True
                return announcement
    return None


def settle(engine: Hindsight, scope: Scope, said: str) -> bool:
    """The memory saves its turn: whether a handler claimed it (then the handler records it)."""
    with _lock:
        for announcement in reversed(_open):
            if (
                announcement.engine is engine
                and announcement.scope.user_id == scope.user_id
                and announcement.said == said
            ):
                _open.remove(announcement)
                return announcement.claimed
    return False
