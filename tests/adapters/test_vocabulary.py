"""One vocabulary: MCP, LangChain and LlamaIndex offer the same tools, arguments, defaults, texts, statuses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcp import Client

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.capture.tools import MEMORY_TOOLS
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.mcp import build_server
from hindsight_langchain import create_memory_tools
from hindsight_llamaindex import HindsightToolSpec

SCOPE = {"user_id", "agent_id", "session_id"}


async def test_every_surface_has_the_same_tools_arguments_defaults_and_descriptions(
    engine: Hindsight, tmp_path: Path
) -> None:
    langchain = {tool.name: tool for tool in create_memory_tools(engine=engine, user_id="alice")}
    llamaindex = {
        tool.metadata.name: tool for tool in HindsightToolSpec(engine=engine, user_id="alice").to_tool_list()
    }
    async with (
        AsyncHindsight(data_dir=tmp_path / "mcp", embedder=HashEmbedder(64)) as served,
        Client(build_server(served, log_level="WARNING")) as client,
    ):
        mcp = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(langchain) == set(llamaindex) == {t.name for t in MEMORY_TOOLS} < set(mcp)
    for shared in MEMORY_TOOLS:
        schema = shared.args.model_json_schema()["properties"]
        mcp_schema = mcp[shared.name].input_schema["properties"]
        assert set(mcp_schema) - SCOPE == set(schema) == set(langchain[shared.name].args)
        fn_schema = llamaindex[shared.name].metadata.fn_schema
        assert fn_schema is not None and set(fn_schema.model_fields) == set(schema)
        for name, prop in schema.items():
            assert mcp_schema[name].get("default") == prop.get("default"), (shared.name, name)
            assert mcp_schema[name]["description"] == prop["description"], (shared.name, name)
        assert shared.description == mcp[shared.name].description == langchain[shared.name].description
        assert llamaindex[shared.name].metadata.description == shared.description
    assert "k" in langchain["recall_memory"].args and "limit" in langchain["forget_memory"].args
    assert "record_id" in langchain["forget_memory"].args


async def test_every_surface_answers_with_the_same_texts_and_statuses(
    engine: Hindsight, tmp_path: Path
) -> None:
    lc = {tool.name: tool for tool in create_memory_tools(engine=engine, user_id="alice")}
    li = {tool.metadata.name: tool for tool in HindsightToolSpec(engine=engine, user_id="bob").to_tool_list()}
    text = "The user's cat is called Miso"

    def lc_call(name: str, **args: Any) -> tuple[str, str]:
        message = lc[name].invoke({"type": "tool_call", "id": "t1", "name": name, "args": args})
        return message.text, message.status

    def li_call(name: str, **args: Any) -> tuple[str, str]:
        output = li[name].call(**args)
        return output.content, "error" if output.is_error else "success"

    async with (
        AsyncHindsight(data_dir=tmp_path / "mcp", embedder=HashEmbedder(64)) as served,
        Client(build_server(served, log_level="WARNING")) as client,
    ):

        async def mcp_call(name: str, **args: Any) -> tuple[str, str]:
            result = await client.call_tool(name, {"user_id": "carol", **args})
            if result.is_error:
                return " ".join(getattr(block, "text", "") for block in result.content), "error"
            assert result.structured_content is not None and result.structured_content["status"] == "ok"
            return str(result.structured_content["message"]), "success"

        answers = [  # recall first: nothing is stored yet
            (
                lc_call("recall_memory", query="zebra migration"),
                li_call("recall_memory", query="zebra migration"),
            ),
            (lc_call("store_memory", text=text), li_call("store_memory", text=text)),
            (lc_call("forget_memory"), li_call("forget_memory")),
            (lc_call("forget_memory", record_id="nope"), li_call("forget_memory", record_id="nope")),
        ]
        served_answers = [
            await mcp_call("recall_memory", query="zebra migration"),
            await mcp_call("store_memory", text=text),
            await mcp_call("forget_memory"),
            await mcp_call("forget_memory", record_id="nope"),
        ]
    for (langchain, llamaindex), mcp in zip(answers, served_answers, strict=True):
        assert langchain[1] == llamaindex[1] == mcp[1]  # success / error alike
    assert answers[0][0][0] == answers[0][1][0] == served_answers[0][0] == "No memory matches."
    stored = [answers[1][0][0], answers[1][1][0], served_answers[1][0]]
    assert all(s.startswith("Stored memory ") and s.endswith(f": {text}") for s in stored)
    neither = "forget_memory needs exactly one of `record_id` or `query`"
    # The MCP SDK puts "Error executing tool <name>: " before a tool error's message.
    assert answers[2][0][0] == answers[2][1][0] == neither and served_answers[2][0].endswith(f": {neither}")
    assert answers[2][0][1] == "error"
    unknown = [answers[3][0][0], answers[3][1][0], served_answers[3][0]]
    for message, user in zip(unknown, ["alice", "bob", "carol"], strict=True):
        assert message.removeprefix("Error executing tool forget_memory: ") == (
            f"no memory with record_id 'nope' for user '{user}'; use recall_memory to find the id of the memory "
            "to forget"
        )
