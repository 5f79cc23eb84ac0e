"""HindsightToolSpec and LlamaIndexStructuredLLM."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from hindsight_core import Hindsight
from hindsight_core.errors import ExtractionError
from hindsight_llamaindex import HindsightInstrumentation, HindsightToolSpec, LlamaIndexStructuredLLM
from tests.llamaindex.conftest import RecordingLLM


def test_tools_store_recall_and_forget_within_the_user_scope(engine: Hindsight) -> None:
    tools = {t.metadata.name: t for t in HindsightToolSpec(engine=engine, user_id="alice").to_tool_list()}
    assert set(tools) == {"store_memory", "recall_memory", "forget_memory"}
    assert "third-person" in tools["store_memory"].metadata.description

    stored = tools["store_memory"].call(
        text="Alice prefers window seats", event_type="preference", entities=["window seats"]
    )
    assert stored.content.startswith("Stored memory ") and not stored.is_error
    record_id = stored.raw_output.memory.id
    assert "Alice prefers window seats" in tools["recall_memory"].call(query="window seats").content

    bob = {t.metadata.name: t for t in HindsightToolSpec(engine=engine, user_id="bob").to_tool_list()}
    assert bob["recall_memory"].call(query="window seats").content == "No memory matches."
    assert "nothing was forgotten" in bob["forget_memory"].call(query="window seats").content
    refused = bob["forget_memory"].call(record_id=record_id)  # another user's id: same as an unknown one
    assert refused.is_error and refused.content.startswith("no memory with record_id")

    assert tools["forget_memory"].call(record_id=record_id).content == f"Forgot 1 memory: {record_id}"
    assert tools["recall_memory"].call(query="window seats").content == "No memory matches."


def test_tool_errors_become_error_outputs_with_the_shared_message(engine: Hindsight) -> None:
    tools = {t.metadata.name: t for t in HindsightToolSpec(engine=engine, user_id="alice").to_tool_list()}
    empty = tools["store_memory"].call(text="   ")
    assert empty.is_error and empty.content.startswith("store_memory got invalid arguments (text:")
    neither = tools["forget_memory"].call()
    assert neither.is_error and "exactly one of `record_id` or `query`" in neither.content


async def test_tools_have_native_async_versions(engine: Hindsight) -> None:
    tools = {t.metadata.name: t for t in HindsightToolSpec(engine=engine, user_id="alice").to_tool_list()}
    await tools["store_memory"].acall(text="Alice lives in Lyon")
    assert "Alice lives in Lyon" in (await tools["recall_memory"].acall(query="Lyon")).content
    assert (await tools["forget_memory"].acall(query="Lyon")).content.startswith("Forgot 1 memory")


class Person(BaseModel):
    name: str
    city: str


class _JsonLLM(RecordingLLM):
    def __init__(self, reply: str) -> None:
        super().__init__(reply)
        self.is_chat_model = True


async def test_structured_llm_parses_the_reply_and_keeps_braces_in_messages() -> None:
    llm = _JsonLLM('{"name": "Alice", "city": "Paris"}')
    wrapped = LlamaIndexStructuredLLM(llm)
    system = 'Extract a person. Example output: {"name": "Bob", "city": "Rome"}; keep {context} as is.'
    person = await wrapped.complete_structured(
        [{"role": "system", "content": system}, {"role": "user", "content": "Alice lives in Paris"}], Person
    )
    assert person == Person(name="Alice", city="Paris")
    sent = "\n".join(m.content or "" for m in llm.received[-1])
    assert system in sent and "Alice lives in Paris" in sent
    assert wrapped.model_id.startswith("llamaindex:")


async def test_structured_llm_maps_failures_to_extraction_errors() -> None:
    with pytest.raises(ExtractionError, match="did not return a valid Person"):
        await LlamaIndexStructuredLLM(_JsonLLM("no json here")).complete_structured(
            [{"role": "user", "content": "Alice lives in Paris"}], Person
        )

    class RateLimited(Exception):
        status_code = 429

    class FailingLLM(_JsonLLM):
        def _answer(self, messages: Any) -> Any:
            raise RateLimited("slow down")

    with pytest.raises(ExtractionError) as info:
        await LlamaIndexStructuredLLM(FailingLLM("")).complete_structured(
            [{"role": "user", "content": "x"}], Person
        )
    assert info.value.status_code == 429


async def test_extraction_calls_are_not_captured_as_agent_runs(engine: Hindsight) -> None:
    instr = HindsightInstrumentation(engine=engine, user_id="alice").attach()
    try:
        llm = _JsonLLM('{"name": "Alice", "city": "Paris"}')
        await LlamaIndexStructuredLLM(llm).complete_structured([{"role": "user", "content": "x"}], Person)
        assert not instr.traces  # hindsight's own call: no trace, no reflection loop
        await llm.achat([])  # the same LLM used by the host is captured
        assert len(instr.traces) == 1
    finally:
        instr.close()


async def test_tools_without_a_user_called_outside_an_agent_say_how_to_give_one(engine: Hindsight) -> None:
    """Without user_id= the tools read the user from an agent run's Context; called directly they say so
    (LlamaIndex's own "Context is required for this tool" was raised before)."""
    tools = {t.metadata.name: t for t in HindsightToolSpec(engine=engine).to_tool_list()}
    for output in (
        tools["recall_memory"].call(query="x"),
        await tools["store_memory"].acall(text="Bob likes tea"),
    ):
        assert output.is_error
        assert "reads the user from the workflow Context" in output.content
        assert "HindsightToolSpec(engine=..., user_id=...)" in output.content
    assert engine.list_records(user_id="bob") == []
