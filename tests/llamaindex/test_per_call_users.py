"""One LlamaIndex agent serving many users: the workflow Context and run keywords name the user."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool
from llama_index.core.workflow import Context

from hindsight_core import Hindsight
from hindsight_llamaindex import (
    HindsightInstrumentation,
    HindsightMemory,
    HindsightMemoryBlock,
    HindsightRetainingMemory,
    HindsightToolSpec,
)
from tests.llamaindex.conftest import get_weather, tool_calling_llm


def _scripted(*calls: tuple[str, dict[str, Any]]) -> tuple[MockFunctionCallingLLM, list[str]]:
    """Calls each (tool, kwargs) in turn when the user spoke last; otherwise echoes the tool's output."""
    script = iter(calls)
    outputs: list[str] = []

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        if messages[-1].role.value == "user":
            name, args = next(script)
            return ChatMessage(
                role="assistant",
                blocks=[ToolCallBlock(tool_call_id=f"c-{len(outputs)}", tool_name=name, tool_kwargs=args)],
            )
        outputs.append(messages[-1].content or "")
        return ChatMessage(role="assistant", content="Done.")

    return MockFunctionCallingLLM(response_generator=respond), outputs


async def test_one_agent_two_users_through_the_workflow_context(engine: Hindsight) -> None:
    llm, outputs = _scripted(
        ("store_memory", {"text": "Alice prefers window seats"}),
        ("store_memory", {"text": "Bob prefers aisle seats"}),
        ("recall_memory", {"query": "Which seats do I prefer?"}),
    )
    agent = FunctionAgent(tools=HindsightToolSpec(engine=engine).to_tool_list(), llm=llm)

    async def run_as(user_id: str, message: str) -> None:
        ctx = Context(agent)
        await ctx.store.set("user_id", user_id)
        await agent.run(user_msg=message, ctx=ctx)

    await run_as("alice", "Remember my seat preference")
    await run_as("bob", "Remember my seat preference")
    await run_as("bob", "Which seats do I prefer?")
    assert outputs[0].startswith("Stored memory") and outputs[1].startswith("Stored memory")
    assert "Bob prefers aisle seats" in outputs[2] and "window" not in outputs[2]
    assert [r.text for r in engine.list_records(user_id="alice")] == ["Alice prefers window seats"]
    assert [r.text for r in engine.list_records(user_id="bob")] == ["Bob prefers aisle seats"]


async def test_without_a_user_the_tool_answers_with_an_error_saying_how(engine: Hindsight) -> None:
    llm, outputs = _scripted(("recall_memory", {"query": "anything"}))
    agent = FunctionAgent(tools=HindsightToolSpec(engine=engine).to_tool_list(), llm=llm)
    await agent.run(user_msg="What do you know about me?")
    assert "needs a user" in outputs[0] and "ctx.store.set('user_id'" in outputs[0]


async def test_instrumentation_takes_the_user_from_the_run(engine: Hindsight) -> None:
    instrumentation = HindsightInstrumentation(engine=engine).attach()  # no default user
    try:
        llm, _ = tool_calling_llm(answer="Sunny.")
        agent = FunctionAgent(tools=[FunctionTool.from_defaults(get_weather)], llm=llm)
        await agent.run(user_msg="Weather in Paris?", user_id="carol", session_id="c1")
        with instrumentation.bind(user_id="dave"):
            await agent.run(user_msg="Weather in Paris?")
        assert await instrumentation.aflush(timeout=30)
    finally:
        instrumentation.detach()
    scopes = [(t.scope.user_id, t.scope.session_id) for t in instrumentation.traces]
    assert scopes == [("carol", "c1"), ("dave", None)]
    assert engine.list_records(user_id="carol") and engine.list_records(user_id="dave")


async def test_the_tools_take_the_user_and_session_of_the_hindsight_memory_the_run_is_given(
    engine: Hindsight,
) -> None:
    """``agent.run(..., memory=HindsightMemory(user_id="alice"))`` names whose run it is (as it does for the
    instrumentation): the memory tools of that agent work in Alice's memory, not fail for want of a user."""
    engine.remember("Bob prefers aisle seats", user_id="bob")
    llm, outputs = _scripted(
        ("store_memory", {"text": "Alice prefers window seats"}),
        ("recall_memory", {"query": "Which seats do I prefer?"}),
    )
    agent = FunctionAgent(tools=HindsightToolSpec(engine=engine).to_tool_list(), llm=llm)
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice", session_id="trip-1")
    await agent.run(user_msg="Remember my seat preference", memory=memory)
    await agent.run(user_msg="Which seats do I prefer?", memory=memory)
    assert outputs[0].startswith("Stored memory"), outputs[0]
    assert "window" in outputs[1] and "aisle" not in outputs[1]
    [stored] = [r for r in engine.list_records(user_id="alice") if r.text == "Alice prefers window seats"]
    assert stored.scope.session_id == "trip-1"
    assert [r.text for r in engine.list_records(user_id="bob")] == ["Bob prefers aisle seats"]


async def test_a_user_set_in_the_context_comes_before_the_memorys(engine: Hindsight) -> None:
    llm, outputs = _scripted(("store_memory", {"text": "Carol likes green tea"}))
    agent = FunctionAgent(tools=HindsightToolSpec(engine=engine).to_tool_list(), llm=llm)
    ctx = Context(agent)
    await ctx.store.set("user_id", "carol")
    memory = HindsightMemory.from_defaults(engine=engine, user_id="alice")
    await agent.run(user_msg="I like green tea", memory=memory, ctx=ctx)
    assert outputs[0].startswith("Stored memory"), outputs[0]
    assert "Carol likes green tea" in [r.text for r in engine.list_records(user_id="carol")]
    assert "Carol likes green tea" not in [r.text for r in engine.list_records(user_id="alice")]


async def test_the_tools_take_the_user_of_the_hindsight_block_of_the_runs_memory(engine: Hindsight) -> None:
    """``memory=HindsightRetainingMemory(memory_blocks=[HindsightMemoryBlock(user_id="alice")])`` names the
    run's user too: the tools store in Alice's memory, in the Memory's session."""
    llm, outputs = _scripted(("store_memory", {"text": "Alice prefers window seats"}))
    agent = FunctionAgent(tools=HindsightToolSpec(engine=engine).to_tool_list(), llm=llm)
    block = HindsightMemoryBlock(engine=engine, user_id="alice")
    memory = HindsightRetainingMemory.from_defaults(session_id="trip-2", memory_blocks=[block])
    await agent.run(user_msg="Remember my seat preference", memory=memory)
    assert outputs[0].startswith("Stored memory"), outputs[0]
    [stored] = [r for r in engine.list_records(user_id="alice") if r.text == "Alice prefers window seats"]
    assert stored.scope.session_id == "trip-2"
