"""An empty or blank optional scope id (``agent_id``, ``session_id``, ``task_id``: what a model calling a tool
often sends for "none") is refused with a message that says what to send instead, on every surface."""

from __future__ import annotations

import re

import pytest

from hindsight_core import Hindsight
from hindsight_core.capture import resolve_scope
from hindsight_core.capture import tools as memory_tools
from hindsight_core.capture.tool_schemas import StoreMemoryArgs
from hindsight_core.errors import UserError
from hindsight_core.models import Scope
from hindsight_langchain import HindsightMemory


@pytest.mark.parametrize("field", ["agent_id", "session_id"])
@pytest.mark.parametrize("value", ["", "  "])
def test_a_blank_optional_scope_id_says_to_leave_it_out(hs: Hindsight, field: str, value: str) -> None:
    told = re.escape(f"leave {field} out")
    with pytest.raises(UserError, match=told):
        hs.recall("where do I live?", user_id="u", **{field: value})
    with pytest.raises(UserError, match=told):
        memory_tools.store_memory(
            hs, Scope(user_id="u", **{field: value}), StoreMemoryArgs(text="I live in Lyon.")
        )
    with pytest.raises(UserError, match=told):
        HindsightMemory(engine=hs, user_id="u", **{field: value})
    with pytest.raises(UserError, match=re.escape("leave task_id out")):
        hs.retain([{"role": "user", "content": "I live in Lyon."}], user_id="u", task_id=value)
    assert hs.list_records(user_id="u") == []


@pytest.mark.parametrize("field", ["agent_id", "session_id"])
def test_a_blank_scope_id_given_per_call_to_an_adapter_says_to_leave_it_out(field: str) -> None:
    """What an adapter reads per call (a LangGraph context, ``configurable``, run metadata)."""
    with pytest.raises(UserError, match=re.escape(f"leave {field} out")):
        resolve_scope([{"user_id": "u", field: ""}], owner="HindsightMiddleware", how="")
