"""Property: the MCP tools, given any arguments through the official client, answer ``ok`` or a tool error
with a message; no call fails unexpectedly, and no call changes another user's memories."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from mcp import Client
from mcp_types import TextContent

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.mcp import build_server
from tests.property.strategies import dates, kwargs_of, mostly, numbers, text
from tests.property.strategies import json_ids as ids
from tests.property.strategies import json_junk as junk
from tests.property.strategies import json_maybe as maybe
from tests.property.strategies import json_users as users
from tests.property.test_engine_properties import Memory


@pytest.fixture(scope="module")
def memory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    hs = Hindsight(tmp_path_factory.mktemp("mcp-property"), embedder=HashEmbedder(64))
    try:
        yield Memory(hs)
    finally:
        hs.close()


def call(memory: Memory, tool: str, arguments: dict[str, Any]) -> None:
    async def go() -> Any:
        async with Client(build_server(memory.hs.aio, log_level="CRITICAL")) as client:
            return await client.call_tool(tool, arguments)

    result = asyncio.run(go())
    text = " ".join(block.text for block in result.content if isinstance(block, TextContent))
    if result.is_error:
        assert text.strip(), "a tool error says what went wrong"
        assert "failed unexpectedly" not in text and "Traceback" not in text, text
        event(f"{tool}: error")
    else:
        assert result.structured_content is not None and result.structured_content["status"] == "ok"
        event(f"{tool}: ok")
    assert memory.snapshot() == memory.victim, f"{tool}({arguments!r}) changed another user's memories"


def with_user(fields: dict[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    """Arguments with a user_id (never the victim's; sometimes missing or junk), any of ``fields``, and now
    and then an argument the tool does not have."""
    return st.builds(
        lambda user, rest, unexpected: {**rest, **unexpected, **({} if user is None else {"user_id": user})},
        st.one_of(users, users, users, st.none()),
        kwargs_of(**fields),
        st.one_of(st.just({}), st.just({}), st.just({}), st.fixed_dictionaries({"unexpected": junk})),
    )


values = mostly(text, junk)


@given(
    arguments=with_user(
        {
            "text": values,
            "agent_id": maybe,
            "session_id": maybe,
            "event_type": mostly(ids, junk),
            "entities": mostly(st.lists(ids, max_size=4), junk),
            "ttl_days": mostly(numbers, junk),
            "occurred_at": mostly(dates.map(lambda d: d.isoformat()), junk),
        }
    )
)
def test_store_memory(memory: Memory, arguments: dict[str, Any]) -> None:
    call(memory, "store_memory", arguments)


@given(
    arguments=with_user(
        {
            "query": values,
            "agent_id": maybe,
            "context": values,
            "k": mostly(numbers, junk),
            "event_types": mostly(st.lists(ids, max_size=3), junk),
            "since": mostly(dates.map(lambda d: d.isoformat()), junk),
            "until": mostly(dates.map(lambda d: d.isoformat()), junk),
        }
    )
)
def test_recall_memory(memory: Memory, arguments: dict[str, Any]) -> None:
    call(memory, "recall_memory", arguments)


@given(data=st.data())
def test_forget_memory(memory: Memory, data: st.DataObject) -> None:
    arguments = data.draw(
        with_user(
            {
                "record_id": mostly(st.one_of(st.sampled_from(memory.victim_ids), ids), junk),
                "query": values,
                "hard": junk,
                "limit": mostly(numbers, junk),
            }
        )
    )
    call(memory, "forget_memory", arguments)


valid_step = st.fixed_dictionaries(
    {"type": st.sampled_from(["user_input", "model_output", "tool_call", "tool_result"]), "content": values},
    optional={
        "step_id": maybe,
        "name": maybe,
        "timestamp": mostly(dates.map(str), junk),
        "metadata": st.one_of(st.none(), st.dictionaries(st.text(max_size=10), junk, max_size=2)),
    },
)
step = st.one_of(
    valid_step, valid_step, valid_step, junk, st.fixed_dictionaries({"type": junk, "content": values})
)


@given(
    arguments=with_user(
        {
            "steps": mostly(st.lists(step, max_size=4), junk),
            "goal": values,
            "agent_id": maybe,
            "session_id": maybe,
        }
    )
)
def test_reflect_trace(memory: Memory, arguments: dict[str, Any]) -> None:
    call(memory, "reflect_trace", arguments)
