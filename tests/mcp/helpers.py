"""Helpers shared by the MCP transport tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from mcp_types import CallToolResult, TextContent

REPO_ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
TOOL_NAMES = {"store_memory", "recall_memory", "forget_memory", "reflect_trace"}


def server_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """Environment for a server subprocess: its own data dir, the hash embedder, no inherited HINDSIGHT_*."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("HINDSIGHT_")}
    env.update(
        HINDSIGHT_DATA_DIR=str(data_dir),
        HINDSIGHT_EMBEDDER="hash",
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")])),
        **extra,
    )
    return env


def error_text(result: CallToolResult) -> str:
    """The text of a tool error result (asserting that it is one)."""
    assert result.is_error, f"expected a tool error, got {result.structured_content!r}"
    return " ".join(block.text for block in result.content if isinstance(block, TextContent))


def structured(result: CallToolResult) -> dict[str, Any]:
    """The structured content of a successful tool result."""
    assert not result.is_error, f"tool failed: {[getattr(b, 'text', b) for b in result.content]}"
    assert result.structured_content is not None
    return result.structured_content
