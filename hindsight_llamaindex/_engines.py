"""A process-wide registry of open engines, keyed by data directory.

LlamaIndex rebuilds components from ``to_dict()`` (a ``Context`` reused across runs does so), and the
rebuilt object has only its serialisable fields. The adapters therefore keep ``data_dir`` as a field and
find their engine here again. An embedded store can be opened once per process per path, so every
component that names the same directory must share one engine.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from hindsight_core import Hindsight
from hindsight_core.config import data_dir_path
from hindsight_core.errors import UserError
from hindsight_core.settings import embedder_from_environment
from hindsight_core.sync import open_engine
from hindsight_core.validation import check_adapter_id

logger = logging.getLogger("hindsight.llamaindex")

T = TypeVar("T")

_lock = threading.Lock()
_engines: dict[str, Hindsight] = {}
_owned: set[str] = set()
_atexit_registered = False


def engine_key(data_dir: str | Path) -> str:
    """The registry key of a data directory: its absolute, resolved path."""
    return str(data_dir_path(data_dir).expanduser().resolve())


def register_engine(engine: Hindsight) -> str:
    """Make ``engine`` the one that components naming its data directory use; returns the key."""
    if not isinstance(engine, Hindsight):
        raise UserError(
            f"engine= takes a hindsight_core.Hindsight, not {type(engine).__name__}; "
            "build one with Hindsight(data_dir=...) (an AsyncHindsight is reachable as engine.aio)"
        )
    key = engine_key(engine.data_dir)
    with _lock:
        current = _engines.get(key)
        if current is not engine:
            _engines[key] = engine
            _owned.discard(key)
    return key


def resolve_engine(engine: Hindsight | None, data_dir: str | Path | None) -> tuple[Hindsight, str]:
    """The engine to use and its registry key.

    ``engine`` wins and is registered. Otherwise the engine already open for ``data_dir`` is reused, or
    the embedded default is opened there (and closed at interpreter exit, or by :func:`close_engines`).
    """
    if engine is not None:
        if getattr(engine, "closed", False):
            raise UserError(
                "the hindsight engine passed is closed (nothing would be remembered); pass an open "
                "Hindsight(data_dir=...), or data_dir= to open one"
            )
        if data_dir is not None and engine_key(data_dir) != engine_key(engine.data_dir):
            raise UserError(
                f"data_dir={str(data_dir)!r} does not match the engine's data directory "
                f"{str(engine.data_dir)!r}; pass one or the other"
            )
        return engine, register_engine(engine)
    if data_dir is None:
        raise UserError(
            "pass engine=Hindsight(...) or data_dir= (a folder for the embedded memory store, "
            'e.g. data_dir="./.hindsight")'
        )
    key = engine_key(data_dir)
    with _lock:
        current = _engines.get(key)
        if current is not None and not current.closed:
            return current, key
        found = open_engine(key)  # the app's own Hindsight(data_dir=), or a LangChain adapter's
        if found is not None:
            _engines[key] = found
            _owned.discard(key)
            return found, key
        created = Hindsight(data_dir=key, embedder=embedder_from_environment())  # as the CLI reads it
        _engines[key] = created
        _owned.add(key)
        _ensure_atexit()
    return created, key


def _ensure_atexit() -> None:
    """Close the engines opened here at interpreter exit, while worker threads can still be started (a plain
    ``atexit`` hook runs after concurrent.futures refuses new work: closing the Chroma store failed with
    "cannot schedule new futures after shutdown"). Registered when the first engine opens, so the hooks the
    engine's adapters register later (reflecting held turns, draining the reflector) run before it."""
    global _atexit_registered
    if not _atexit_registered:
        from hindsight_core._bridge import register_exit_hook

        register_exit_hook(close_engines)
        _atexit_registered = True


def close_engines() -> None:
    """Close the engines this registry opened itself (engines passed in by the caller are the caller's)."""
    with _lock:
        owned = [(key, _engines.pop(key)) for key in list(_owned) if key in _engines]
        _owned.clear()
    for key, engine in owned:
        try:
            engine.close()
        except Exception:  # closing at exit must not raise over other cleanup
            logger.warning("closing the hindsight engine at %s failed", key, exc_info=True)


async def run_async(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a sync engine call from async code without blocking the caller's event loop.

    The sync engine runs its coroutines on its own loop thread; waiting for it from a worker thread keeps
    the caller's loop free and never mixes loops.
    """
    return await asyncio.to_thread(fn, *args, **kwargs)


def check_user_id(user_id: object, owner: str) -> str:
    """A memory's user, checked when it is built (not at its first chat, deep inside the agent)."""
    if not isinstance(user_id, str) or not user_id.strip():
        raise UserError(
            f"{owner}: user_id= must be a non-empty string naming whose memory this is (got {user_id!r}); "
            "build one memory per user"
        )
    return check_adapter_id(user_id, f"{owner}: user_id")  # no control character, as the journal takes it


def check_messages(messages: object, owner: str) -> list[Any]:
    """``messages`` as a list of LlamaIndex ``ChatMessage``, or a clear error before anything is stored."""
    from llama_index.core.base.llms.types import ChatMessage

    listed = list(messages) if isinstance(messages, (list, tuple)) else [messages]
    for message in listed:
        if not isinstance(message, ChatMessage):
            raise UserError(
                f"{owner} takes llama_index ChatMessage objects, not {type(message).__name__}: wrap the text, "
                "ChatMessage(role='user', content=...)"
            )
    return listed
