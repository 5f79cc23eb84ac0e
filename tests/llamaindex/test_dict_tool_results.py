"""A LlamaIndex FunctionTool that returns a dict or a list: LlamaIndex hands it on as Python's repr
(``{'plan': 'Pro'}``), which the trace keeps as the model saw it. Its memory reads it as the data it is, as a JSON
result is: the values as JSON, field names no entities, an ``{'status': 'error', ...}`` a failed call."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_llamaindex import HindsightInstrumentation


def account(user: str) -> dict[str, Any]:
    """The account of a user."""
    return {"user": user, "plan": "Pro", "seats": 12, "renews": None, "owners": ["Ann", "Bo"]}


def refund(order_id: str) -> dict[str, str]:
    """Refund an order."""
    return {"status": "error", "error": f"order {order_id} is past the refund window"}


def _llm() -> MockFunctionCallingLLM:
    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        if messages[-1].role.value == "user":
            return ChatMessage(
                role="assistant",
                blocks=[
                    ToolCallBlock(tool_call_id="t1", tool_name="account", tool_kwargs={"user": "ann"}),
                    ToolCallBlock(tool_call_id="t2", tool_name="refund", tool_kwargs={"order_id": "A-17"}),
                ],
            )
        return ChatMessage(role="assistant", content="You are on Pro; the refund failed.")

    return MockFunctionCallingLLM(response_generator=respond)


async def test_a_dict_a_tool_returns_is_read_as_data(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        instrumentation = HindsightInstrumentation(engine=hs, user_id="ann").attach()
        try:
            tools = [FunctionTool.from_defaults(account), FunctionTool.from_defaults(refund)]
            await FunctionAgent(tools=tools, llm=_llm()).run(user_msg="Which plan am I on? Refund A-17.")
            assert instrumentation.flush()
        finally:
            instrumentation.close()
        records = {r.attributes.get("tool_name"): r for r in hs.list_records(user_id="ann")}
        plan = records["account"]
        assert plan.text == (
            'Tool account({"user": "ann"}) returned: '
            '{"user": "ann", "plan": "Pro", "seats": 12, "renews": null, "owners": ["Ann", "Bo"]}'
        )
        assert not {"user", "plan", "seats", "owners"} & {e.lower() for e in plan.entities}, plan.entities
        failed = records["refund"]
        assert failed.event_type == "problem", failed.text
        assert failed.text == 'Tool refund({"order_id": "A-17"}) failed: order A-17 is past the refund window'
