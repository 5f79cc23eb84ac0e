"""MCP server: hindsight's memory as tools for any MCP client (``pip install -e ".[mcp]"`` in a checkout).

Run it with ``hindsight mcp`` (or ``python -m hindsight_core.mcp``); build it in code with
:func:`build_server` / :func:`build_http_app`.
"""

from __future__ import annotations

try:
    import mcp.server.mcpserver  # noqa: F401
    import starlette  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    from hindsight_core.errors import MissingDependencyError

    raise MissingDependencyError(exc.name or "mcp", "mcp") from exc

from hindsight_core.mcp.server import build_http_app, build_server, run_mcp_server

__all__ = ["build_http_app", "build_server", "run_mcp_server"]
