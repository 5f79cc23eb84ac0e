"""The hindsight MCP server: memory tools for any MCP client, over stdio or Streamable HTTP.

Example:
    Serve the memory in ``./.hindsight`` to a desktop client over stdio::

        from hindsight_core.mcp import run_mcp_server
        from hindsight_core.settings import HindsightSettings
    from hindsight_core.sync import Hindsight

        run_mcp_server("stdio", "127.0.0.1", 8765, HindsightSettings())

    Or build the pieces yourself (tests, embedding in another ASGI app)::

        server = build_server(engine)          # an MCPServer with the four tools
        app = build_http_app(engine, token)    # Starlette app: /mcp (bearer auth, bounded body) and /health

    ``run_mcp_server`` runs the engine on a loop thread of its own (``Hindsight(...).aio``), so a long tool
    call never holds up the event loop that answers ``/health`` and the other requests; pass such an engine
    to ``build_http_app`` when embedding it too.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp

from hindsight_core.capture.tools import invalid_arguments
from hindsight_core.errors import ConfigError
from hindsight_core.mcp.auth import BearerTokenMiddleware, check_listen_address, read_user_tokens
from hindsight_core.mcp.body_limit import BodyLimitMiddleware
from hindsight_core.mcp.tools import register_tools

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight
    from hindsight_core.settings import HindsightSettings
    from hindsight_core.sync import Hindsight

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]

SERVER_NAME = "hindsight"
MCP_PATH = "/mcp"
HEALTH_PATH = "/health"

INSTRUCTIONS = """\
hindsight is a long-term memory for this user. Call recall_memory before answering when earlier sessions
may matter; call store_memory for each stable fact worth keeping (one third-person statement per call);
call forget_memory when the user asks to forget something; after a multi-step task, send its steps to
reflect_trace so the facts worth keeping are extracted with their sources. Always pass the same user_id."""

logger = logging.getLogger(__name__)


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("hindsight-memory")
    except PackageNotFoundError:
        return "0+unknown"


class _HindsightMCPServer(MCPServer):
    """The SDK's server, with argument errors worded as on every other surface: every bad field named, no
    pydantic dump or documentation link (the same message the LangChain and LlamaIndex tools give)."""

    _argument_names: dict[str, frozenset[str]] | None = None

    async def _arguments_of(self, name: str) -> frozenset[str] | None:
        """The argument names of tool ``name``, as its input schema lists them (read once)."""
        if self._argument_names is None:
            self._argument_names = {
                t.name: frozenset((t.input_schema or {}).get("properties", {}))
                for t in await self.list_tools()
            }
        return self._argument_names.get(name)

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        known = await self._arguments_of(name)
        if known is not None and (unknown := sorted(set(arguments or {}) - known)):
            # "ttl_day": 3 stored a memory that never expires: the SDK drops what its signature does not name
            raise ToolError(
                f"{name}: unknown argument(s) {', '.join(unknown)}; its arguments are {', '.join(sorted(known))}"
            )
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):
                raise ToolError(invalid_arguments(name, exc.__cause__)) from exc.__cause__
            raise


def build_server(
    engine: AsyncHindsight, *, log_level: LogLevel = "INFO", bound_users: bool = False
) -> MCPServer:
    """An ``MCPServer`` exposing ``store_memory``, ``recall_memory``, ``forget_memory``, ``reflect_trace``.

    The caller owns ``engine`` and closes it after the server stops.
    """
    server: MCPServer = _HindsightMCPServer(
        SERVER_NAME,
        title="hindsight memory",
        instructions=INSTRUCTIONS,
        version=_package_version(),
        log_level=log_level,
    )
    register_tools(server, engine, bound_users=bound_users)
    return server


async def _health(request: Request) -> Response:
    return JSONResponse({"status": "ok"})


def build_http_app(
    engine: AsyncHindsight,
    token: str | None,
    *,
    host: str = "127.0.0.1",
    log_level: LogLevel = "INFO",
    user_tokens: Mapping[str, str] | None = None,
) -> ASGIApp:
    """The Streamable HTTP app: MCP on ``/mcp``, ``GET /health`` without auth.

    With a ``token`` every other request needs ``Authorization: Bearer <token>`` (401 otherwise). A body over
    the engine's ``limits.max_request_bytes`` is refused (413) before it is read. ``host`` is the address
    served on: for loopback hosts the SDK also turns on DNS-rebinding protection. ``user_tokens`` (token ->
    user id) are accepted too, each acting for its user only (a tool call naming another user is refused).
    """
    server = build_server(engine, log_level=log_level, bound_users=bool(user_tokens))
    server.custom_route(HEALTH_PATH, methods=["GET"], name="health")(_health)
    app: ASGIApp = server.streamable_http_app(streamable_http_path=MCP_PATH, host=host)
    app = BodyLimitMiddleware(app, limits=engine.config.limits)
    if token or user_tokens:
        app = BearerTokenMiddleware(app, token=token, public_paths=(HEALTH_PATH,), user_tokens=user_tokens)
    return app


def run_mcp_server(
    transport: Literal["stdio", "http"],
    host: str,
    port: int,
    settings: HindsightSettings,
) -> None:
    """Serve the memory configured by ``settings`` until interrupted (blocking).

    Raises:
        ConfigError: HTTP on a non-loopback ``host`` without ``HINDSIGHT_MCP_TOKEN``, or a bad setting.
        HindsightError: the engine could not start (e.g. the data directory is locked by another process).
    """
    if transport == "stdio":
        anyio.run(_serve_stdio, settings)
    elif transport == "http":
        token = settings.mcp_token or None
        user_tokens = read_user_tokens(settings.mcp_user_tokens)
        # before opening any store: a refused start touches nothing (user-bound tokens guard it as well)
        check_listen_address(host, token or (min(user_tokens, key=len) if user_tokens else None))
        anyio.run(_serve_http, settings, host, port, token, user_tokens)
    else:
        raise ConfigError(f"unknown MCP transport {transport!r}: use 'stdio' or 'http'")


def _open_engine(settings: HindsightSettings) -> Hindsight:
    """The configured engine, open, on its own loop thread: the tools await it through ``.aio`` while the
    server's loop stays free for other requests. A locked data directory or a bad store address fails the
    start, not a tool call."""
    from hindsight_core.settings import engine_from_settings
    from hindsight_core.sync import Hindsight

    memory = Hindsight(engine=engine_from_settings(settings))
    try:
        memory.setup()  # a Hindsight is made on a vector store it cannot open (for an export): not served
    except BaseException:
        memory.close()
        raise
    return memory


async def _serve_stdio(settings: HindsightSettings) -> None:
    memory = await anyio.to_thread.run_sync(_open_engine, settings)
    try:
        # stdout is the protocol channel: the SDK diverts fd 1 to stderr while it owns it; logs go to stderr.
        await build_server(memory.aio, log_level="WARNING").run_stdio_async()
    finally:
        await anyio.to_thread.run_sync(memory.close)


async def _serve_http(
    settings: HindsightSettings, host: str, port: int, token: str | None, user_tokens: Mapping[str, str]
) -> None:
    import uvicorn

    memory = await anyio.to_thread.run_sync(_open_engine, settings)
    try:
        app = build_http_app(memory.aio, token, host=host, user_tokens=user_tokens)
        if not token and not user_tokens:
            logger.warning(
                "HINDSIGHT_MCP_TOKEN is not set: %s:%s/mcp is open to every local user", host, port
            )
        config = uvicorn.Config(app, host=host, port=port, log_level="info", lifespan="on")
        await uvicorn.Server(config).serve()
    finally:
        await anyio.to_thread.run_sync(memory.close)


__all__ = ["HEALTH_PATH", "MCP_PATH", "build_http_app", "build_server", "run_mcp_server"]
