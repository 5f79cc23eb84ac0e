"""The answer of an HTTP middleware that refuses a request before the MCP app sees it: a JSON body
``{"error": ..., "error_description": ...}`` (the OAuth error shape MCP clients read) with its status."""

from __future__ import annotations

import json

from starlette.types import Send


async def refuse(send: Send, status: int, error: str, description: str, header: tuple[bytes, bytes]) -> None:
    """Send ``status`` with the JSON error body and, after its content type and length, ``header``
    (``WWW-Authenticate`` for a 401, ``Connection: close`` for a body not read)."""
    body = json.dumps({"error": error, "error_description": description}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                header,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
