"""Static bearer-token auth for the HTTP transport, and the rule that guards non-loopback listening.

One shared secret (``HINDSIGHT_MCP_TOKEN``) is all a self-hosted memory server needs; the SDK's OAuth
resource-server machinery would demand an authorization server. The check is a pure ASGI middleware so
that it also guards the SSE streams the Streamable HTTP transport opens.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Collection, Mapping

from starlette.types import ASGIApp, Receive, Scope, Send

from hindsight_core.errors import ConfigError
from hindsight_core.mcp.refusal import refuse

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


#: Where the middleware leaves the user a request's token is bound to (in the ASGI scope's ``state``).
BOUND_USER = "hindsight_bound_user"


def read_user_tokens(path: str | None) -> dict[str, str]:
    """The user-bound tokens of ``HINDSIGHT_MCP_USER_TOKENS``: a JSON file ``{"<token>": "<user id>", ...}``.
    A request with such a token acts for that user only (a tool call naming another user is refused): the
    model that fills in ``user_id`` is not the access control of a multi-tenant server.

    Raises:
        ConfigError: the file cannot be read, is not such an object, or holds a short token.
    """
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, ValueError) as exc:
        raise ConfigError(f"HINDSIGHT_MCP_USER_TOKENS: cannot read {path!r} as JSON ({exc})") from exc
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in data.items()
    ):
        raise ConfigError(
            f'HINDSIGHT_MCP_USER_TOKENS: {path!r} must hold one JSON object {{"<token>": "<user id>", ...}}'
        )
    short = [k for k in data if len(k) < MIN_TOKEN_CHARS]
    if short:
        raise ConfigError(
            f"HINDSIGHT_MCP_USER_TOKENS: {len(short)} token(s) under {MIN_TOKEN_CHARS} characters in {path!r} "
            f"(e.g. {_MAKE_TOKEN})"
        )
    return dict(data)


class BearerTokenMiddleware:
    """Reject HTTP requests without ``Authorization: Bearer <token>`` (401), except on public paths. A
    user-bound token (``user_tokens``: token -> user id) is accepted too, and its user left in the request's
    ``state`` (:data:`BOUND_USER`) for the tools to enforce."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        token: str | None,
        public_paths: Collection[str] = ("/health",),
        user_tokens: Mapping[str, str] | None = None,
    ) -> None:
        if not token and not user_tokens:
            raise ConfigError("BearerTokenMiddleware needs a non-empty token or user-bound tokens")
        self._app = app
        self._token = token.encode() if token else None
        self._user_tokens = [(k.encode(), v) for k, v in (user_tokens or {}).items()]
        self._public_paths = frozenset(public_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self._public_paths:
            await self._app(scope, receive, send)
            return
        allowed, bound = self._authorized(scope)
        if allowed:
            # said for every request (None: the shared token), so a tool that finds nothing here refuses
            scope.setdefault("state", {})[BOUND_USER] = bound
            await self._app(scope, receive, send)
            return
        await refuse(
            send,
            401,
            "unauthorized",
            "send the server's HINDSIGHT_MCP_TOKEN as 'Authorization: Bearer <token>'",
            (b"www-authenticate", b'Bearer realm="hindsight"'),
        )

    def _authorized(self, scope: Scope) -> tuple[bool, str | None]:
        """Whether the request may pass, and the user its token is bound to (None: the shared token)."""
        for name, value in scope["headers"]:
            if name == b"authorization":
                scheme, _, credentials = value.partition(b" ")
                if scheme.lower() != b"bearer":
                    return False, None
                given = credentials.strip()
                # Constant-time comparisons, every token compared: none leaks through response timing.
                shared = self._token is not None and hmac.compare_digest(given, self._token)
                bound = None
                for token, user in self._user_tokens:
                    if hmac.compare_digest(given, token):
                        bound = user
                return shared or bound is not None, None if shared else bound
        return False, None


__all__ = [
    "BOUND_USER",
    "LOOPBACK_HOSTS",
    "MIN_TOKEN_CHARS",
    "BearerTokenMiddleware",
    "check_listen_address",
    "read_user_tokens",
]
