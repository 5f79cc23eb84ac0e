"""The four tools through the official MCP client, in process (fast): arguments, errors, outputs."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
from mcp import Client
from mcp_types import TextContent

from hindsight_core import AsyncHindsight
from hindsight_core.mcp import build_server
from tests.mcp.helpers import error_text, structured
from tests.mcp.scenario import store_recall_forget_roundtrip


@pytest.fixture
async def client(engine: AsyncHindsight) -> AsyncIterator[Client]:
    # The client's task group must be entered and left in one task: pytest-asyncio runs a fixture's
    # setup and teardown in different tasks, so the connection lives in a task of its own.
    ready: asyncio.Queue[Client] = asyncio.Queue()
    done = asyncio.Event()

    async def hold() -> None:
        async with Client(build_server(engine, log_level="WARNING")) as connected:
            await ready.put(connected)
            await done.wait()

    holder = asyncio.create_task(hold())
    getter = asyncio.ensure_future(ready.get())
    await asyncio.wait({holder, getter}, return_when=asyncio.FIRST_COMPLETED)
    if not getter.done():
        getter.cancel()
        await holder  # raises the connection error
    try:
        yield getter.result()
    finally:
        done.set()
        await holder


async def _store(client: Client, text: str, user_id: str = "alice", **extra: object) -> dict[str, object]:
    return structured(await client.call_tool("store_memory", {"text": text, "user_id": user_id, **extra}))[
        "memory"
    ]


async def test_roundtrip(client: Client) -> None:
    await store_recall_forget_roundtrip(client)


async def test_tool_schemas_are_typed_and_annotated(client: Client) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools["store_memory"].input_schema["required"]) == {"text", "user_id"}
    assert set(tools["recall_memory"].input_schema["required"]) == {"query", "user_id"}
    assert set(tools["reflect_trace"].input_schema["required"]) == {"user_id", "steps"}
    step_schema = tools["reflect_trace"].input_schema["$defs"]["TraceStepInput"]
    assert step_schema["properties"]["type"]["enum"] == [
        "user_input",
        "model_output",
        "tool_call",
        "tool_result",
    ]
    assert (
        tools["recall_memory"].annotations is not None and tools["recall_memory"].annotations.read_only_hint
    )
    assert (
        tools["forget_memory"].annotations is not None and tools["forget_memory"].annotations.destructive_hint
    )
    # by query, a second call forgets the next best match: not safe to retry blindly
    assert tools["forget_memory"].annotations.idempotent_hint is False
    assert tools["recall_memory"].output_schema is not None  # the structured result is still published
    for tool in tools.values():
        for name, prop in tool.input_schema["properties"].items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"


@pytest.mark.parametrize(
    ("tool", "arguments", "field"),
    [
        ("store_memory", {"text": "Alice likes tea", "user_id": "alice", "ttl_days": "soon"}, "ttl_days"),
        ("store_memory", {"text": "Alice likes tea"}, "user_id"),
        ("store_memory", {"text": "   ", "user_id": "alice"}, "text"),
        ("recall_memory", {"query": "tea", "user_id": "alice", "k": 0}, "k"),
        ("recall_memory", {"query": "tea", "user_id": "alice", "since": "last tuesday"}, "since"),
        ("forget_memory", {"user_id": "", "query": "tea"}, "user_id"),
        (
            "reflect_trace",
            {"user_id": "alice", "steps": [{"type": "thought", "content": "x"}]},
            "steps.0.type",
        ),
        ("reflect_trace", {"user_id": "alice", "steps": []}, "steps"),
    ],
)
async def test_malformed_argument_is_a_tool_error_naming_the_field(
    client: Client, tool: str, arguments: dict[str, object], field: str
) -> None:
    message = error_text(await client.call_tool(tool, arguments))
    assert re.search(rf"\b{re.escape(field)}\b", message)
    assert message.startswith(f"{tool} got invalid arguments ("), "worded as the LangChain/LlamaIndex tools"
    assert "pydantic" not in message and "validation error for" not in message


async def test_forget_needs_exactly_one_of_record_id_or_query(client: Client) -> None:
    stored = await _store(client, "Alice drinks green tea")
    for arguments in ({"user_id": "alice"}, {"user_id": "alice", "record_id": stored["id"], "query": "tea"}):
        message = error_text(await client.call_tool("forget_memory", arguments))
        assert "exactly one of `record_id` or `query`" in message


async def test_forget_refuses_another_users_record(client: Client) -> None:
    bobs = await _store(client, "Bob deploys on Fridays", user_id="bob")
    message = error_text(
        await client.call_tool("forget_memory", {"user_id": "alice", "record_id": bobs["id"]})
    )
    assert "no memory with record_id" in message
    unknown = error_text(
        await client.call_tool("forget_memory", {"user_id": "bob", "record_id": "no-such-id"})
    )
    assert "no memory with record_id" in unknown

    recalled = structured(
        await client.call_tool("recall_memory", {"query": "when does Bob deploy?", "user_id": "bob"})
    )
    assert bobs["id"] in [hit["id"] for hit in recalled["hits"]]


async def test_forget_by_query_hard(client: Client, engine: AsyncHindsight) -> None:
    stored = await _store(client, "Alice's staging server is called orion")
    result = structured(
        await client.call_tool(
            "forget_memory", {"user_id": "alice", "query": "staging server orion", "hard": True}
        )
    )
    assert stored["id"] in result["forgotten_ids"]
    assert result["hard"] is True
    assert await engine.get_record(stored["id"]) is None


async def test_forget_takes_the_agent_id_every_call_sends_and_forgets_for_the_user(
    client: Client, engine: AsyncHindsight
) -> None:
    """A client sending ``agent_id`` on every call can forget: the forget acts for the user across their agents
    (what another agent recorded of it goes too), as the tool's description says."""
    mine = await _store(client, "Alice's locker code is 4711", agent_id="coach")
    theirs = await _store(client, "Alice's locker code is 4711", agent_id="planner")
    result = structured(
        await client.call_tool(
            "forget_memory", {"user_id": "alice", "agent_id": "coach", "query": "locker code", "limit": 5}
        )
    )
    assert {mine["id"], theirs["id"]} <= set(result["forgotten_ids"])
    [described] = [t.description for t in (await client.list_tools()).tools if t.name == "forget_memory"]
    assert "every agent" in (described or "")


async def test_forget_takes_only_true_or_false_as_hard(client: Client, engine: AsyncHindsight) -> None:
    stored = await _store(client, "Alice's locker code is 4711")
    for loose in ("yes", 1, "false"):
        message = error_text(
            await client.call_tool(
                "forget_memory", {"user_id": "alice", "record_id": stored["id"], "hard": loose}
            )
        )
        assert "hard" in message
    assert await engine.get_record(stored["id"]) is not None, "nothing was forgotten on a loose answer"


async def test_store_passes_every_field(client: Client, engine: AsyncHindsight) -> None:
    occurred = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)
    stored = await _store(
        client,
        "Alice plans to migrate the billing service to PostgreSQL",
        event_type="plan",
        entities=["billing service", "PostgreSQL"],
        ttl_days=30,
        occurred_at=occurred.isoformat(),
        agent_id="planner",
        session_id="s-42",
    )
    record = await engine.get_record(str(stored["id"]))
    assert record is not None
    assert record.event_type == "plan"
    assert {"billing service", "PostgreSQL"} <= set(record.entities)
    assert record.occurred_at == occurred
    assert record.scope.agent_id == "planner" and record.scope.session_id == "s-42"
    assert record.expires_at is not None
    assert stored["session_id"] == "s-42"


async def test_recall_returns_dates_sources_confidence_and_filters(client: Client) -> None:
    old = await _store(
        client,
        "Alice decided to use Redis for caching",
        event_type="decision",
        occurred_at="2025-01-10T10:00:00Z",
    )
    new = await _store(client, "Alice prefers Redis over Memcached", event_type="preference")

    everything = structured(await client.call_tool("recall_memory", {"query": "Redis", "user_id": "alice"}))
    hits = {hit["id"]: hit for hit in everything["hits"]}
    assert {old["id"], new["id"]} <= set(hits)
    first = hits[old["id"]]
    assert first["occurred_at"].startswith("2025-01-10")
    assert first["recorded_at"] and first["source_kind"] == "user_stated"
    assert 0.0 <= first["confidence"] <= 1.0 and isinstance(first["conflict"], bool)
    assert isinstance(first["source_ids"], list) and isinstance(first["score"], float)

    decisions = structured(
        await client.call_tool(
            "recall_memory", {"query": "Redis", "user_id": "alice", "event_types": ["decision"]}
        )
    )
    assert [hit["id"] for hit in decisions["hits"]] == [old["id"]]

    recent = structured(
        await client.call_tool(
            "recall_memory", {"query": "Redis", "user_id": "alice", "since": "2026-01-01T00:00:00Z"}
        )
    )
    assert old["id"] not in [hit["id"] for hit in recent["hits"]]
    assert new["id"] in [hit["id"] for hit in recent["hits"]]

    one = structured(await client.call_tool("recall_memory", {"query": "Redis", "user_id": "alice", "k": 1}))
    assert len(one["hits"]) == 1


async def test_recall_never_crosses_users(client: Client) -> None:
    await _store(client, "Bob's locker code is 4711", user_id="bob")
    recalled = structured(
        await client.call_tool("recall_memory", {"query": "locker code", "user_id": "alice"})
    )
    assert recalled["hits"] == []
    assert "4711" not in recalled["context"]


async def test_recall_context_focuses_the_query(client: Client) -> None:
    database = await _store(client, "Alice prefers PostgreSQL for databases")
    pet = await _store(client, "Alice's cat is named Tom")
    for context, expected in (("choosing a database engine: PostgreSQL", database), ("the cat's name", pet)):
        recalled = structured(
            await client.call_tool(
                "recall_memory",
                {"query": "what do we know?", "user_id": "alice", "context": context, "k": 1},
            )
        )
        assert [hit["id"] for hit in recalled["hits"]] == [expected["id"]]


async def test_reflect_trace_returns_records_citing_step_ids(client: Client) -> None:
    steps = [
        {
            "type": "user_input",
            "content": "I prefer PostgreSQL for every new service.",
            "step_id": "u1",
            "name": "Alice",
        },
        {"type": "model_output", "content": "Noted, I will use PostgreSQL.", "step_id": "m1"},
        {"type": "tool_call", "content": '{"db": "postgres"}', "step_id": "c1", "name": "create_db"},
        {"type": "tool_result", "content": "database billing created", "step_id": "r1", "name": "create_db"},
    ]
    result = structured(
        await client.call_tool(
            "reflect_trace", {"user_id": "alice", "goal": "set up the billing database", "steps": steps}
        )
    )
    assert result["trace_id"]
    assert result["records"], "reflection of an explicit preference must produce a memory"
    step_ids = {step["step_id"] for step in steps}
    for record in result["records"]:
        assert record["source_ids"] and set(record["source_ids"]) <= step_ids
    assert any(
        "u1" in record["source_ids"] and "PostgreSQL" in record["text"] for record in result["records"]
    )

    recalled = structured(
        await client.call_tool("recall_memory", {"query": "PostgreSQL", "user_id": "alice"})
    )
    assert {record["id"] for record in result["records"]} & {hit["id"] for hit in recalled["hits"]}


async def test_reflect_trace_says_a_hard_forgotten_step_said_again_is_not_stored(client: Client) -> None:
    step = {"type": "user_input", "content": "My passport number is K9876543.", "step_id": "u1"}
    first = structured(await client.call_tool("reflect_trace", {"user_id": "alice", "steps": [step]}))
    assert first["records"] and first["forgotten_steps"] == 0
    await client.call_tool("forget_memory", {"user_id": "alice", "query": "passport number", "hard": True})
    again = await client.call_tool("reflect_trace", {"user_id": "alice", "steps": [step]})
    assert structured(again)["records"] == [] and structured(again)["forgotten_steps"] == 1
    assert "1 step(s) were hard-forgotten before" in again.content[0].text


async def test_the_model_reads_the_message_once_and_the_host_gets_the_structure(client: Client) -> None:
    """The text block is the result's message (for recall: the context block and the ids), not a JSON dump of
    the whole result holding the block twice and every hit's fields a third time."""
    for text in ("Alice prefers Redis over Memcached", "Alice lives in Lyon", "Alice drinks green tea"):
        await _store(client, text)
    result = await client.call_tool("recall_memory", {"query": "Redis", "user_id": "alice"})
    data = structured(result)
    (block,) = result.content
    assert isinstance(block, TextContent) and block.text == data["message"]
    assert block.text.startswith(data["context"]) and "Memory ids, best first" in block.text
    assert not block.text.lstrip().startswith("{")
    assert len(block.text) < 2 * len(data["context"])


async def test_storing_a_memory_again_says_it_was_merged(client: Client) -> None:
    first = structured(
        await client.call_tool("store_memory", {"text": "Alice drinks oolong tea", "user_id": "alice"})
    )
    again = structured(
        await client.call_tool("store_memory", {"text": "Alice drinks oolong tea", "user_id": "alice"})
    )
    assert first["message"].startswith("Stored memory ")
    assert again["message"].startswith(
        f"Already remembered: merged into memory {first['memory']['id']} (now 2 times)"
    )


async def test_a_misspelt_argument_is_refused_not_ignored(client: Client) -> None:
    """ "ttl_day": 3 stored a memory that never expires (the SDK drops the arguments a tool does not name)."""
    arguments = {"text": "Dan has a dentist visit on Friday", "user_id": "alice", "ttl_day": 3}
    message = error_text(await client.call_tool("store_memory", arguments))
    assert "unknown argument(s) ttl_day" in message and "ttl_days" in message
    recalled = structured(await client.call_tool("recall_memory", {"query": "dentist", "user_id": "alice"}))
    assert recalled["hits"] == [], "nothing was stored"


async def test_a_context_over_the_query_limit_is_named_as_the_context(client: Client) -> None:
    """recall_memory adds `context` to the query: a long context is what to shorten, not a short query."""
    result = await client.call_tool(
        "recall_memory", {"query": "which database?", "context": "deploy " * 2000, "user_id": "alice"}
    )
    text = error_text(result)
    assert "context" in text and "max_query_chars" in text
    assert not text.split(":", 1)[-1].lstrip().startswith("query has")


@pytest.mark.parametrize(
    ("tool", "arguments", "field"),
    [
        ("recall_memory", {"query": "tea", "user_id": "alice", "k": True}, "k"),
        ("recall_memory", {"query": "tea", "user_id": "alice", "k": "5"}, "k"),
        ("recall_memory", {"query": "tea", "user_id": "alice", "k": 5.0}, "k"),
        ("forget_memory", {"user_id": "alice", "query": "tea", "limit": True}, "limit"),
        ("forget_memory", {"user_id": "alice", "query": "tea", "limit": "2"}, "limit"),
        ("store_memory", {"text": "Alice had a cold", "user_id": "alice", "ttl_days": True}, "ttl_days"),
    ],
)
async def test_a_count_is_a_number_as_the_api_and_cli_take_it(
    client: Client, engine: AsyncHindsight, tool: str, arguments: dict[str, object], field: str
) -> None:
    """``k: true`` recalled one memory and ``"limit": "2"`` forgot two: the API refuses a bool or a text as a
    count (``check_int``) and the CLI a `-k true` or `-k 5.0`; a tool refuses them too, saying what to pass."""
    for n in range(3):
        await _store(client, f"Alice drinks green tea, cup {n}")
    message = error_text(await client.call_tool(tool, arguments))
    assert message.startswith(f"{tool} got invalid arguments ({field}: ")
    assert "pass " in message
    assert len(await engine.list_records(user_id="alice")) == 3, "nothing was stored or forgotten"


async def test_a_number_as_the_user_id_says_the_text_to_pass(client: Client) -> None:
    """``"user_id": 7`` was refused with pydantic's words only; the API says the text to pass."""
    message = error_text(await client.call_tool("recall_memory", {"query": "tea", "user_id": 7}))
    assert 'user_id: must be a string, not the number 7: pass "7"' in message
    assert "Input should be" not in message


@pytest.mark.parametrize(
    ("tool", "arguments", "said"),
    [
        ("recall_memory", {"query": "tea", "user_id": ""}, "user_id: must not be empty or blank"),
        ("recall_memory", {"query": "tea", "user_id": "\t "}, "user_id: must not be empty or blank"),
        ("recall_memory", {"query": "   ", "user_id": "alice"}, "query: must not be empty or blank"),
        ("forget_memory", {"user_id": "alice", "record_id": ""}, "record_id: must not be empty or blank"),
        (
            "recall_memory",
            {"query": "tea", "user_id": "alice", "event_types": "preference"},
            'event_types: must be an array, not the text "preference": pass ["preference"]',
        ),
        (
            "forget_memory",
            {"user_id": "alice", "query": "tea", "hard": None},
            "hard: must be true or false, not null",
        ),
        ("recall_memory", {"query": "tea", "user_id": "alice", "k": -3}, "k: must be at least 1, not -3"),
        (
            "recall_memory",
            {"query": "tea", "user_id": "alice", "k": 10**12},
            "k must be at most 1,000, not 1,000,000,000,000; raise limits.max_k",
        ),
        (
            "store_memory",
            {"text": "Alice has a cold", "user_id": "alice", "ttl_days": 0},
            "ttl_days: must be above 0, not 0",
        ),
    ],
)
async def test_an_empty_or_mistyped_argument_is_said_as_the_api_says_it(
    client: Client, tool: str, arguments: dict[str, object], said: str
) -> None:
    """A blank user id was refused with "String should match pattern '\\S'" (the API: "must not be empty or
    blank"), a single event type with "Input should be a valid list", k=-3 with "Input should be greater than
    or equal to 1" (the API: "k must be at least 1, not -3")."""
    message = error_text(await client.call_tool(tool, arguments))
    assert said in message
    assert "should" not in message.split("(", 1)[1]


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("store_memory", {"text": "Alice moved to Lyon", "user_id": "alice", "occurred_at": 1700000000}),
        ("store_memory", {"text": "Alice moved to Lyon", "user_id": "alice", "occurred_at": "yesterday"}),
        ("recall_memory", {"query": "tea", "user_id": "alice", "since": 5}),
        ("recall_memory", {"query": "tea", "user_id": "alice", "until": True}),
    ],
)
async def test_a_date_is_iso_8601_text_as_the_api_takes_it(
    client: Client, engine: AsyncHindsight, tool: str, arguments: dict[str, object]
) -> None:
    """``occurred_at: 1700000000`` was read as a Unix time and ``since: 5`` as 1970-01-01T00:00:05 (the API refuses
    a number as a date), and "yesterday" was refused with pydantic's "input is too short"."""
    message = error_text(await client.call_tool(tool, arguments))
    assert "must be an ISO 8601 date and time such as " in message
    assert "should" not in message.split("(", 1)[1]
    assert await engine.list_records(user_id="alice") == [], "nothing was stored"


async def test_k_is_capped_by_the_engines_max_k_as_the_api_and_cli_cap_it(
    client: Client, engine: AsyncHindsight
) -> None:
    """``k: 60`` was refused ("less than or equal to 50") where ``hs.recall(k=60)`` and ``hindsight recall -k 60``
    take up to ``limits.max_k``; over it, the tool names the setting to raise, as they do."""
    for n in range(3):
        await _store(client, f"Alice drinks green tea, cup {n}")
    recalled = structured(
        await client.call_tool("recall_memory", {"query": "tea", "user_id": "alice", "k": 60})
    )
    assert len(recalled["hits"]) == 3
    over = engine.config.limits.max_k + 1
    message = error_text(
        await client.call_tool("recall_memory", {"query": "tea", "user_id": "alice", "k": over})
    )
    assert f"k must be at most {engine.config.limits.max_k:,}" in message and "max_k" in message


@pytest.mark.parametrize(
    ("step", "said"),
    [
        ({"type": "user_input"}, "steps.0.content: missing: give the step's text"),
        ({"type": "tool_call", "content": "{}", "metadata": "ok"}, "steps.0.metadata: must be an object"),
        ({"type": "tool_call", "content": "{}", "metadata": ["ok"]}, "steps.0.metadata: must be an object"),
    ],
)
async def test_a_malformed_trace_step_says_what_to_send_in_our_words(
    client: Client, engine: AsyncHindsight, step: dict[str, object], said: str
) -> None:
    """A step without ``content`` said "Field required" and ``metadata: "ok"`` "Input should be a valid
    dictionary": pydantic's words, where every other bad argument says what to pass."""
    message = error_text(await client.call_tool("reflect_trace", {"user_id": "alice", "steps": [step]}))
    assert message.startswith("reflect_trace got invalid arguments (") and said in message, message
    assert "Field required" not in message and "valid dictionary" not in message
    assert await engine.list_records(user_id="alice") == []
