"""What the two in-memory reference stores share: opening without I/O, ``async with``, the "not open" error,
the fix hint and the description."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from hindsight_core.errors import HindsightError, store_not_open
from hindsight_core.stores.lifecycle import AsyncWith
from hindsight_core.stores.protocols import StoreDescription

BACKEND = "memory"


class InMemoryStore(AsyncWith):
    """Base of the in-memory stores: what they hold lives as long as the object (``close()`` keeps it)."""

    name = BACKEND
    _what = "the in-memory store"

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._open = False

    async def setup(self) -> None:
        self._open = True

    async def close(self) -> None:
        self._open = False

    def fix_hint(self, error: HindsightError) -> str:
        return (
            f"{self._what} lives in this process only: open it with `await store.setup()` (or `async with`); "
            "for memory that outlasts the process choose a persistent backend (HINDSIGHT_GRAPH_BACKEND, "
            "HINDSIGHT_VECTOR_BACKEND)"
        )

    @contextmanager
    def _state(self) -> Iterator[None]:
        """The lock, on an open store."""
        if not self._open:
            raise store_not_open(self._what, backend=BACKEND)
        with self._lock:
            yield

    def _description(self, schema: str, embedding: tuple[str, int] | None = None) -> StoreDescription:
        return StoreDescription(
            backend=BACKEND,
            location="this process's memory",
            version="hindsight in-memory reference store",
            schema_ok=True,
            schema=schema,
            embedding=embedding,
        )
