"""The MCP server across a restart: it keeps no conversation (the client holds it); what a session sent is
journaled and reflected before the tool answers, so a new server on the same data directory recalls it."""

from __future__ import annotations

from pathlib import Path

from mcp import Client

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.mcp import build_server
from tests.mcp.helpers import structured


async def test_a_session_reflected_before_a_restart_is_recalled_after_it(tmp_path: Path) -> None:
    data = tmp_path / "memory"
    steps = [
        {"type": "user_input", "content": "I always fly TAP Air Portugal to Lisbon."},
        {"type": "model_output", "content": "Noted."},
    ]
    async with (
        AsyncHindsight(data_dir=data, embedder=HashEmbedder(64)) as hs,
        Client(build_server(hs, log_level="WARNING")) as client,
    ):
        args = {"user_id": "alice", "session_id": "s1", "steps": steps}
        assert structured(await client.call_tool("reflect_trace", args))["records"]
    async with (
        AsyncHindsight(data_dir=data, embedder=HashEmbedder(64)) as hs,
        Client(build_server(hs, log_level="WARNING")) as client,
    ):
        alice = await client.call_tool(
            "recall_memory", {"query": "which airline to Lisbon?", "user_id": "alice"}
        )
        assert "TAP Air Portugal" in structured(alice)["context"]
        bob = await client.call_tool("recall_memory", {"query": "which airline to Lisbon?", "user_id": "bob"})
        assert "TAP" not in structured(bob)["context"]
