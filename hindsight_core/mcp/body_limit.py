"""A bound on the size of HTTP request bodies, enforced before the MCP server reads or parses them.

A body declared larger than the limit (``Content-Length``) is refused with 413 before a byte of it is read;
one without a length is read up to the limit and refused as soon as it passes it. Parsing a request body is
work on the event loop that serves every request (``/health`` included), so it must be bounded.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hindsight_core.config import LimitsConfig
from hindsight_core.mcp.refusal import refuse
from hindsight_core.validation import over_limit


class BodyLimitMiddleware:
    """Refuse (413) HTTP requests whose body is over ``limits.max_request_bytes``."""

    def __init__(self, app: ASGIApp, *, limits: LimitsConfig) -> None:
        self._app = app
        self._limits = limits
        self._max = limits.max_request_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None:
            if declared > self._max:
                await self._refuse(send, declared)
                return
            await self._app(scope, receive, send)
            return
        # No declared length (chunked): read up to the limit, then hand the app the body in one piece.
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            body = message.get("body", b"")
            size += len(body)
            if size > self._max:
                await self._refuse(send, size, at_least=True)
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self._app(scope, replay, send)

    async def _refuse(self, send: Send, size: int, *, at_least: bool = False) -> None:
        what = "the request body" + (" (still arriving)" if at_least else "")
        message = str(over_limit(what, size, "bytes", "max_request_bytes", self._limits))
        await refuse(send, 413, "request_too_large", message, (b"connection", b"close"))


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


__all__ = ["BodyLimitMiddleware"]
