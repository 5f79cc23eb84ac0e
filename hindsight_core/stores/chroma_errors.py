"""What a Chroma failure becomes: hindsight's errors, mapped once, and the fix each one says.

:class:`~hindsight_core.stores.chroma.ChromaVectorStore` runs every Chroma call through :func:`call_chroma`
and answers ``fix_hint`` with :func:`fix_hint`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import httpx
from chromadb.errors import ChromaError

from hindsight_core.errors import HindsightError, StoreError, StoreLockedError
from hindsight_core.stores.chroma_client import (
    BACKEND,
    EmbeddedTarget,
    ServerTarget,
    damaged,
    full_disk_note,
    is_engine_panic,
    unavailable,
)

T = TypeVar("T")


def fix_hint(target: EmbeddedTarget | ServerTarget, error: HindsightError) -> str:
    """What to do when the store at ``target`` fails: free the directory, or start the server."""
    location = target.describe()
    if isinstance(error, StoreError) and error.fix:  # a locked or damaged directory says its own
        return error.fix
    if isinstance(error, StoreLockedError):
        return (
            "close the other process using this data directory, or share the data through a Chroma "
            "server (set HINDSIGHT_CHROMA_URL; see `scripts/services start`)"
        )
    if isinstance(target, ServerTarget):
        return (
            f"start the Chroma server at {location} (`chroma run --path <dir> --port <port>`, or "
            "`scripts/services start`) and check HINDSIGHT_CHROMA_URL"
        )
    return (
        f"check that {location} (in the data directory) exists, is writable and has free space; if it "
        f"still fails, its files may be damaged: save the memories with `hindsight export FILE` (it reads the "
        f"graph store alone), move {location} away (rename it), then run `hindsight reindex` (it "
        "rebuilds the vectors from the graph store)"
    )


def call_chroma(target: EmbeddedTarget | ServerTarget, work: Callable[[], T]) -> T:
    """Run a Chroma call on the store at ``target``, mapping driver errors to hindsight's."""
    try:
        return work()
    except httpx.TransportError as exc:
        raise unavailable(target, exc) from exc
    except ChromaError as exc:
        full = full_disk_note(target.path) if isinstance(target, EmbeddedTarget) else ""
        raise StoreError(
            f"Chroma at {target.describe()} failed: {type(exc).__name__}: {exc}{full}", backend=BACKEND
        ) from exc
    except BaseException as exc:
        if isinstance(target, EmbeddedTarget) and is_engine_panic(exc):
            raise damaged(target.path, exc) from None
        raise
