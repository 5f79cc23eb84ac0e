"""stdio: spawn ``python -m hindsight_core.mcp`` as a desktop client would, talk to it with the official client."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.mcp.helpers import PYTHON, REPO_ROOT, error_text, server_env
from tests.mcp.scenario import store_recall_forget_roundtrip


async def test_stdio_roundtrip_and_bad_argument(tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=PYTHON,
        args=["-m", "hindsight_core.mcp", "--transport", "stdio"],
        env=server_env(tmp_path / "memory"),
        cwd=REPO_ROOT,
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await asyncio.wait_for(session.initialize(), timeout=120)
        await store_recall_forget_roundtrip(session, user_id="stdio-alice")

        result = await session.call_tool(
            "store_memory", {"text": "Alice likes tea", "user_id": "a", "ttl_days": "x"}
        )
        assert "ttl_days" in error_text(result)
    assert (tmp_path / "memory").is_dir(), "the server must use HINDSIGHT_DATA_DIR"
