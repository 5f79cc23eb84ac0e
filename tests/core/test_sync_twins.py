"""Every engine call the sync ``Hindsight`` offers has its awaitable twin on ``hs.aio`` run on the engine's own loop:
one left out of the list (``users``, when it was added) ran on the caller's loop, against stores opened on another."""

from __future__ import annotations

import inspect

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.sync import _ASYNC_METHODS


def test_each_sync_call_has_its_twin_on_the_engines_loop() -> None:
    offered = {  # the sync twins made of the engine's calls (close and the like are the sync class's own)
        name
        for name, _ in inspect.getmembers(AsyncHindsight, inspect.iscoroutinefunction)
        if inspect.iscoroutinefunction(getattr(vars(Hindsight).get(name), "__wrapped__", None))
    }
    assert {"recall", "maintain", "users"} <= offered
    assert offered - set(_ASYNC_METHODS) == set()
