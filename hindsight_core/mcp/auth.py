"""Static bearer-token auth for the HTTP transport, and the rule that guards non-loopback listening.

One shared secret (``HINDSIGHT_MCP_TOKEN``) is all a self-hosted memory server needs; the SDK's OAuth
resource-server machinery would demand an authorization server. The check is a pure ASGI middleware so
that it also guards the SSE streams the Streamable HTTP transport opens.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Collection

from starlette.types import ASGIApp, Receive, Scope, Send

from hindsight_core.errors import ConfigError

#: Hosts that only the local machine can reach: serving on them without a token is allowed.
LOOPBACK_HOSTS: frozenset[str] = frozenset({"127.0.0.1", "localhost", "::1"})


#: The shortest token accepted off the loopback interface: a guessable token is no protection.
MIN_TOKEN_CHARS = 32
_MAKE_TOKEN = "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"


def check_listen_address(host: str, token: str | None) -> None:
    """Refuse to serve beyond the local machine without a token of at least ``MIN_TOKEN_CHARS`` characters.

    Raises:
        ConfigError: ``host`` is not a loopback address and no token, or a short one, is configured.
    """
    if host.strip("[]") in LOOPBACK_HOSTS:
        return
    if not token:
        raise ConfigError(
            f"refusing to serve the hindsight MCP server on {host!r} without a token: anyone who can reach "
            "it could read and erase every memory. Set HINDSIGHT_MCP_TOKEN to a long random secret "
            f"(e.g. {_MAKE_TOKEN}), or listen on 127.0.0.1."
        )
    if len(token) < MIN_TOKEN_CHARS:
        raise ConfigError(
            f"refusing to serve the hindsight MCP server on {host!r} with a {len(token)}-character "
            f"HINDSIGHT_MCP_TOKEN: off the local machine it must have at least {MIN_TOKEN_CHARS} characters "
            f"(e.g. {_MAKE_TOKEN}), or listen on 127.0.0.1."
        )


class BearerTokenMiddleware:
    """Reject HTTP requests without ``Authorization: Bearer <token>`` (401), except on public paths."""

    def __init__(self, app: ASGIApp, *, token: str, public_paths: Collection[str] = ("/health",)) -> None:
        if not token:
            raise ConfigError("BearerTokenMiddleware needs a non-empty token")
        self._app = app
        self._token = token.encode()
        self._public_paths = frozenset(public_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self._public_paths or self._authorized(scope):
            await self._app(scope, receive, send)
            return
        body = json.dumps(
            {
                "error": "unauthorized",
                "error_description": "send the server's HINDSIGHT_MCP_TOKEN as 'Authorization: Bearer <token>'",
            }
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 401,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"www-authenticate", b'Bearer realm="hindsight"'),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})

    def _authorized(self, scope: Scope) -> bool:
        for name, value in scope["headers"]:
            if name == b"authorization":
                scheme, _, credentials = value.partition(b" ")
                # Constant-time comparison: the token must not leak through response timing.
                return scheme.lower() == b"bearer" and hmac.compare_digest(credentials.strip(), self._token)
        return False


__all__ = ["LOOPBACK_HOSTS", "MIN_TOKEN_CHARS", "BearerTokenMiddleware", "check_listen_address"]
