"""Who records a classic chain's turn when ``HindsightMemory`` and ``HindsightCallbackHandler`` share the run.

A classic chain gives its memory no config, so the memory cannot see the handlers of its run (as the middleware
does). The order of a chain's call is fixed, though: the memory loads (``load_memory_variables``), then the
handlers see the chain start, then the memory saves (``save_context``), then the chain ends. So the memory
*announces* the turn it loads for; a handler of the same engine whose root run starts with those inputs
*claims* it (and records the whole run: the user's words as the memory read them, model calls, tools); the
memory's ``save_context`` then leaves the turn to it. Unclaimed, the memory records the turn as before.

The memory loads in the context the chain then starts in (the same thread, the same task; LangChain hands an
async call's handlers a copy of it), so a handler claims only the turn announced in its own context: two chains
run at once (two users' memories on one engine, asked the same words) each record their own turn under their own
user, never each other's.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Mapping
from contextvars import ContextVar
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
_announced: ContextVar[Announcement | None] = ContextVar("hindsight_langchain_announced", default=None)
"""The turn a memory announced last in this context: the one the chain starting in it runs."""


def announce(engine: Hindsight, scope: Scope, said: str) -> None:
    """A memory loads for a turn (just before its chain starts, in the same context)."""
    announcement = Announcement(engine, scope, said)
    with _lock:
        _open.append(announcement)
    _announced.set(announcement)


def claim(engine: Hindsight, inputs: Any, user_id: str | None) -> Announcement | None:
    """The unclaimed turn of ``engine`` announced in the caller's context (by the memory of the chain that is
    starting) whose words are among a root chain's ``inputs`` (and, when the handler knows the user, of that
    user), now claimed by the caller. A turn announced in another thread or task is never taken: a chain
    without a memory, run meanwhile with the same words, would record its run (its answer) as that user's."""
    if not isinstance(inputs, Mapping):
        return None
    values = [v for v in inputs.values() if isinstance(v, str)]

    def fits(announcement: Announcement) -> bool:
        return (
            announcement.engine is engine
            and not announcement.claimed
            and announcement.said in values
            and user_id in (None, announcement.scope.user_id)
        )

    with _lock:
        own = _announced.get()
        found = own if own is not None and own in _open and fits(own) else None
        if found is not None:
            found.claimed = True
        return found


def settle(engine: Hindsight, scope: Scope, said: str) -> bool:
    """The memory saves its turn (the one announced in this context, else the newest of its user with these
    words): whether a handler claimed it (then the handler records it)."""

    def same(announcement: Announcement) -> bool:
        return (
            announcement.engine is engine
            and announcement.scope.user_id == scope.user_id
            and announcement.said == said
        )

    with _lock:
        own = _announced.get()
        found = (
            own
            if own is not None and own in _open and same(own)
            else next((a for a in reversed(_open) if same(a)), None)
        )
        if found is None:
            return False
        _open.remove(found)
        return found.claimed
