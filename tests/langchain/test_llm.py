"""LangChainStructuredLLM: the user's chat model as hindsight's structured-output LLM."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel

from hindsight_core.errors import ExtractionError, UserError
from hindsight_core.extraction import StructuredLLM
from hindsight_langchain import HindsightCallbackHandler, LangChainStructuredLLM
from tests.langchain.conftest import ToolCallingFakeModel


class Facts(BaseModel):
    facts: list[str]


class PromptKeepingModel(ToolCallingFakeModel):
    seen: list[list[BaseMessage]] = []

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _replying(*replies: AIMessage) -> PromptKeepingModel:
    return PromptKeepingModel(messages=iter(replies), seen=[])


def _facts_call(args: dict[str, Any]) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": "Facts", "args": args, "id": "t1"}])


async def test_structured_output_through_the_chat_model() -> None:
    model = _replying(_facts_call({"facts": ["Alice prefers PostgreSQL"]}))
    llm = LangChainStructuredLLM(model, model_id="fake-extractor")
    assert isinstance(llm, StructuredLLM)
    prompt = [
        {"role": "system", "content": "Extract facts."},
        {"role": "user", "content": "I prefer PostgreSQL"},
    ]
    result = await llm.complete_structured(prompt, Facts)
    assert result == Facts(facts=["Alice prefers PostgreSQL"])
    [seen] = model.seen
    assert isinstance(seen[0], SystemMessage) and isinstance(seen[1], HumanMessage)
    assert seen[1].content == "I prefer PostgreSQL"


async def test_reply_that_does_not_fit_the_schema_is_an_extraction_error() -> None:
    llm = LangChainStructuredLLM(_replying(_facts_call({"facts": "not a list"})))
    with pytest.raises(ExtractionError, match="Facts"):
        await llm.complete_structured([{"role": "user", "content": "x"}], Facts)


async def test_no_structured_reply_is_an_extraction_error() -> None:
    llm = LangChainStructuredLLM(_replying(AIMessage("I would rather chat.")))
    with pytest.raises(ExtractionError, match="NoneType instead of a Facts"):
        await llm.complete_structured([{"role": "user", "content": "x"}], Facts)


async def test_provider_errors_are_mapped() -> None:
    class Unavailable(Exception):
        status_code = 503

    class DownModel(ToolCallingFakeModel):
        def _generate(self, *args: Any, **kwargs: Any) -> Any:
            raise Unavailable("upstream overloaded")

    llm = LangChainStructuredLLM(DownModel(messages=iter([])))
    with pytest.raises(ExtractionError, match="upstream overloaded") as info:
        await llm.complete_structured([{"role": "user", "content": "x"}], Facts)
    assert info.value.status_code == 503


async def test_model_without_structured_output_support() -> None:
    llm = LangChainStructuredLLM(FakeListChatModel(responses=["{}"]))
    with pytest.raises(ExtractionError, match="structured output"):
        await llm.complete_structured([{"role": "user", "content": "x"}], Facts)


def test_bad_arguments_are_user_errors() -> None:
    with pytest.raises(UserError, match="BaseChatModel"):
        LangChainStructuredLLM("gpt-4o")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="role"):
        import asyncio

        asyncio.run(
            LangChainStructuredLLM(_replying()).complete_structured(
                [{"role": "robot", "content": "x"}], Facts
            )
        )


async def test_extraction_calls_are_not_traced_by_the_handler(engine: Any, extractor: Any) -> None:
    handler = HindsightCallbackHandler(engine=engine, user_id="alice")
    model = _replying(_facts_call({"facts": []}))
    model.callbacks = [handler]  # the user attached the handler to the model itself
    await LangChainStructuredLLM(model).complete_structured([{"role": "user", "content": "x"}], Facts)
    assert await handler.aflush(timeout=30)
    assert extractor.calls == []
