"""Argument types shared by ``hindsight`` and ``python -m hindsight_core.mcp``: argparse reports a bad
value as a usage error naming the option (exit status 2), never a traceback."""

from __future__ import annotations

import argparse


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def positive_int(text: str) -> int:
    """A whole number from 1."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def port_number(text: str) -> int:
    """A TCP port: 1-65535, or 0 for any free port."""
    value = _whole(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a TCP port (1-65535, or 0 for any free port)")
    return value


def add_mcp_arguments(parser: argparse.ArgumentParser) -> None:
    """The MCP server's options, the same for ``hindsight mcp`` and ``python -m hindsight_core.mcp``."""
    parser.add_argument(
        "--transport",
        choices=["stdio", "http"],
        default="stdio",
        help="stdio (default: a desktop client starts the server) or http (Streamable HTTP at /mcp)",
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="HTTP only: the address to listen on (default 127.0.0.1; any other needs HINDSIGHT_MCP_TOKEN)",
    )
    parser.add_argument(
        "--port", type=port_number, default=8765, help="HTTP only (default 8765; 0 = any free port)"
    )


__all__ = ["add_mcp_arguments", "port_number", "positive_int"]
