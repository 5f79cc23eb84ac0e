"""An assistant message's tool calls become tool_call steps (paired with their results by call id), not text
the assistant said; LangChain's and OpenAI's shapes both."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.ingest import messages_to_steps

LANGCHAIN = {"id": "c1", "name": "health_check", "args": {"service": "inventory"}}
OPENAI = {
    "id": "c1",
    "type": "function",
    "function": {"name": "health_check", "arguments": '{"service": "inventory"}'},
}


@pytest.mark.parametrize("call", [LANGCHAIN, OPENAI])
def test_tool_calls_become_tool_call_steps(call: dict) -> None:
    steps = messages_to_steps(
        [
            {"role": "user", "content": "Is the inventory service healthy?", "id": "u1"},
            {"role": "assistant", "content": "", "tool_calls": [call], "id": "a1"},
            {"role": "tool", "content": "degraded", "tool_call_id": "c1", "name": "health_check", "id": "t1"},
            {"role": "assistant", "content": "Checking. ", "tool_calls": [call], "id": "a2"},
        ],
        None,
    )
    shape = [(s.step_id, s.type, s.name, s.content, s.metadata) for s in steps]
    assert shape == [
        ("u1", "user_input", None, "Is the inventory service healthy?", {}),
        ("a1#c1", "tool_call", "health_check", '{"service": "inventory"}', {"tool_call_id": "c1"}),
        ("t1", "tool_result", "health_check", "degraded", {"tool_call_id": "c1"}),
        ("a2", "model_output", None, "Checking. ", {}),
        ("a2#c1", "tool_call", "health_check", '{"service": "inventory"}', {"tool_call_id": "c1"}),
    ]


def test_a_tool_only_turn_is_not_stored_as_something_the_assistant_said(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain(
            [
                {"role": "user", "content": "Is the inventory service healthy?"},
                {"role": "assistant", "content": None, "tool_calls": [OPENAI]},
                {"role": "tool", "content": '{"status": "degraded"}', "tool_call_id": "c1"},
            ],
            user_id="bob",
        )
        texts = [r.text for r in hs.list_records(user_id="bob", statuses=("active", "pending"))]
        assert not any("assistant said" in t.lower() for t in texts), texts
        assert any("degraded" in t for t in texts), texts


@pytest.mark.parametrize("tool", ["handoff", "transfer_to_billing", "transfer_back_to_supervisor"])
def test_agent_routing_tools_are_not_memories(tmp_path, tool: str) -> None:
    """A framework's routing tool ("Agent billing is now handling the request") says nothing about the user."""
    from hindsight_core import Hindsight, Trace, TraceStep
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.models import Scope

    steps = [
        TraceStep(step_id="u", type="user_input", content="My card was charged twice for order 1182."),
        TraceStep(
            step_id="c",
            type="tool_call",
            name=tool,
            content='{"to_agent": "billing"}',
            metadata={"tool_call_id": "h1"},
        ),
        TraceStep(
            step_id="r",
            type="tool_result",
            name=tool,
            content="Agent billing is now handling the request.",
            metadata={"tool_call_id": "h1"},
        ),
    ]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.reflect(Trace(scope=Scope(user_id="u"), steps=steps))
        texts = [r.text for r in hs.list_records(user_id="u")]
    assert len(texts) == 1 and "1182" in texts[0], texts
