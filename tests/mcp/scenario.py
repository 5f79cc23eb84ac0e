"""The round trip every transport must pass: list, store, recall, forget, recall again."""

from __future__ import annotations

from typing import Any, Protocol

from mcp_types import CallToolResult, ListToolsResult

from tests.mcp.helpers import TOOL_NAMES, structured


class ToolClient(Protocol):
    async def list_tools(self) -> ListToolsResult: ...

    async def call_tool(self, name: str, arguments: dict[str, Any] | None = None) -> CallToolResult: ...


async def store_recall_forget_roundtrip(client: ToolClient, *, user_id: str = "alice") -> None:
    """Assert the four tools are listed and a stored fact is recalled until it is forgotten."""
    listed = await client.list_tools()
    assert {tool.name for tool in listed.tools} == TOOL_NAMES
    for tool in listed.tools:
        assert tool.description and len(tool.description) > 80, (
            f"{tool.name} needs a description an LLM can use"
        )
        assert tool.output_schema is not None, f"{tool.name} must publish its output schema"

    stored = structured(
        await client.call_tool(
            "store_memory",
            {
                "text": "Alice prefers PostgreSQL for new services",
                "user_id": user_id,
                "event_type": "preference",
            },
        )
    )["memory"]
    assert stored["text"] == "Alice prefers PostgreSQL for new services"
    assert stored["event_type"] == "preference"

    recalled = structured(
        await client.call_tool(
            "recall_memory", {"query": "which database does Alice prefer?", "user_id": user_id}
        )
    )
    assert stored["id"] in [hit["id"] for hit in recalled["hits"]]
    assert "PostgreSQL" in recalled["context"]

    forgotten = structured(
        await client.call_tool("forget_memory", {"user_id": user_id, "record_id": stored["id"]})
    )
    assert forgotten["forgotten_ids"] == [stored["id"]]

    after = structured(
        await client.call_tool(
            "recall_memory", {"query": "which database does Alice prefer?", "user_id": user_id}
        )
    )
    assert stored["id"] not in [hit["id"] for hit in after["hits"]]
    assert "PostgreSQL" not in after["context"]
