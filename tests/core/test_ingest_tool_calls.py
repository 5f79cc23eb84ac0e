"""An assistant message's tool calls become tool_call steps (paired with their results by call id), not text
the assistant said; LangChain's and OpenAI's shapes both."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError
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


def test_a_tool_message_status_marks_the_call_failed_whatever_its_text(tmp_path: Path) -> None:
    """LangChain's ToolMessage says "success" or "error"; a result marked "error" is a failed call even when its
    text reads like data, and an unknown status is a clear error."""
    hs = Hindsight(tmp_path, embedder=HashEmbedder())
    try:
        call = {"id": "r1", "name": "refund", "args": {"order": "7731"}}
        hs.retain(
            [
                {"role": "user", "content": "Refund order 7731"},
                {"role": "assistant", "content": "", "tool_calls": [call]},
                {
                    "role": "tool",
                    "content": "past the 30-day window",
                    "tool_call_id": "r1",
                    "status": "error",
                },
            ],
            user_id="otto",
        )
        [failed] = [r for r in hs.list_records(user_id="otto") if "30-day" in r.text]
        assert failed.text == 'Tool refund({"order": "7731"}) failed: past the 30-day window'
        ok = messages_to_steps([{"role": "tool", "content": "done", "status": "success"}], None)
        assert ok[0].metadata == {"status": "ok"}
        with pytest.raises(
            UserError, match='message 0 has status .done.; a tool message.s status is "ok" or "error"'
        ):
            messages_to_steps([{"role": "tool", "content": "x", "status": "done"}], None)
    finally:
        hs.close()


@pytest.mark.parametrize(
    "meta", [{"status": "error", "error": "exit code 1"}, {"error": "exit code 1"}, {"status": "error"}]
)
def test_a_failed_call_keeps_what_it_printed(tmp_path: Path, meta: dict) -> None:
    """A result marked failed (how the README tells MCP clients to mark one) keeps its output: "exit code 1"
    alone says nothing of the test and the assertion."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        rec = hs.trace(user_id="u", session_id="s")
        rec.add_step("user_input", "Run the tests please.")
        rec.add_step("tool_call", '{"cmd": "pytest -q"}', name="shell", metadata={"tool_call_id": "c"})
        output = "FAILED tests/test_login.py::test_login_lockout - AssertionError: expected 423, got 200"
        rec.add_step("tool_result", output, name="shell", metadata={"tool_call_id": "c", **meta})
        hs.reflect(rec.trace)
        failed = [r for r in hs.list_records(user_id="u") if r.source_kind == "tool_returned"]
        assert len(failed) == 1 and "test_login_lockout" in failed[0].text and "failed" in failed[0].text


def test_the_same_call_made_again_supersedes_its_earlier_result(tmp_path: Path) -> None:
    """A test run failed, the code was fixed, the same run passed: the pass is current and the failure
    history (both were current, and "is the test failing?" put the failure first)."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        rec = hs.trace(user_id="u", session_id="s")
        rec.add_step("user_input", "The suite is red, please make it green.")
        runs = (
            (
                "a",
                "FAILED tests/test_login.py::test_login_lockout - AssertionError",
                {"error": "exit code 1"},
            ),
            ("b", "6 passed in 0.7s", {"status": "ok"}),
        )
        for call, output, meta in runs:
            rec.add_step("tool_call", '{"cmd": "pytest -q"}', name="shell", metadata={"tool_call_id": call})
            rec.add_step("tool_result", output, name="shell", metadata={"tool_call_id": call, **meta})
        hs.reflect(rec.trace)
        runs_stored = {r.text: r for r in hs.list_records(user_id="u") if r.source_kind == "tool_returned"}
        current = [t for t, r in runs_stored.items() if r.valid_to is None]
        assert len(runs_stored) == 2 and len(current) == 1 and "6 passed" in current[0]
        assert hs.maintain(user_id="u")["induced"] == 0  # a result is never a lasting trait


#: An agent's turns in Anthropic's Messages shape: the call a ``tool_use`` block of the assistant's message, its
#: result a ``tool_result`` block of the next user message (its content a string or text blocks).
ANTHROPIC = [
    {"role": "user", "content": "read my latest email", "id": "u1"},
    {"role": "assistant", "id": "a1", "content": [
        {"type": "text", "text": "Let me check."},
        {"type": "tool_use", "id": "toolu_1", "name": "read_email", "input": {"n": 1}},
    ]},
    {"role": "user", "id": "u2", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_1",
         "content": [{"type": "text", "text": "Hi, I'm Sarah, I moved to Austin and I work at Dell now."}]},
    ]},
    {"role": "user", "id": "u3", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_2", "content": "mailbox locked", "is_error": True},
        {"type": "text", "text": "also check my calendar for friday"},
    ]},
]  # fmt: skip


def test_tool_use_and_tool_result_blocks_become_tool_steps() -> None:
    """A call and its result said as content blocks (Anthropic's shape) were dropped: the trace held an empty
    user turn where the email was, and no call. They are tool steps, paired by the call's id."""
    shape = [(s.step_id, s.type, s.name, s.content, s.metadata) for s in messages_to_steps(ANTHROPIC, None)]
    assert shape == [
        ("u1", "user_input", None, "read my latest email", {}),
        ("a1", "model_output", None, "Let me check.", {}),
        ("a1#toolu_1", "tool_call", "read_email", '{"n": 1}', {"tool_call_id": "toolu_1"}),
        ("u2#toolu_1", "tool_result", None, "Hi, I'm Sarah, I moved to Austin and I work at Dell now.",
         {"tool_call_id": "toolu_1"}),
        ("u3#toolu_2", "tool_result", None, "mailbox locked", {"tool_call_id": "toolu_2", "status": "error"}),
        ("u3", "user_input", None, "also check my calendar for friday", {}),
    ]  # fmt: skip


def test_an_email_read_through_tool_blocks_is_kept_as_the_tool_s(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        result = hs.retain(ANTHROPIC[:3], user_id="u")
        trace = hs.get_trace(result.trace_id)
        assert trace is not None and any("moved to Austin" in s.content for s in trace.steps)
        (record,) = [r for r in hs.list_records(user_id="u") if "Austin" in r.text]
        assert record.source_kind == "tool_returned" and record.attributes.get("subject") == "tool", record
        assert record.text.startswith('Tool read_email({"n": 1}) returned: Hi, I\'m Sarah'), record.text
