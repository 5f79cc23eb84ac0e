"""``async with store:`` for every backend: ``setup()`` on the way in, ``close()`` on the way out."""

from __future__ import annotations

from types import TracebackType
from typing import Protocol, TypeVar


class _Opens(Protocol):
    async def setup(self) -> None: ...

    async def close(self) -> None: ...


_S = TypeVar("_S", bound=_Opens)


class AsyncWith:
    """Mixin for a store with ``setup()`` and ``close()``: ``async with`` opens it and always closes it."""

    async def __aenter__(self: _S) -> _S:
        await self.setup()
        return self

    async def __aexit__(
        self: _Opens,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
