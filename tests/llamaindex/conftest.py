"""Fixtures for the LlamaIndex adapter tests: a fast engine and offline mock LLMs (no network)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseAsyncGen,
    ChatResponseGen,
    ToolCallBlock,
)
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms import MockLLM
from llama_index.core.llms.callbacks import llm_chat_callback
from llama_index.core.llms.mock import MockFunctionCallingLLM

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.testing.extractors import ScriptedExtractor


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """llama-index workflows emit harmless pydantic deprecation warnings; hide only those, only here."""
    for item in items:
        if "tests/llamaindex" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince20"))
            item.add_marker(
                pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince211")
            )


class RecordingLLM(MockLLM):
    """A chat LLM that answers ``reply`` and records every message list it receives."""

    reply: str = "Noted."
    received: list[list[ChatMessage]] = Field(default_factory=list, exclude=True)

    def __init__(self, reply: str = "Noted.") -> None:
        super().__init__()
        self.reply = reply

    def _answer(self, messages: Sequence[ChatMessage]) -> ChatResponse:
        self.received.append(list(messages))
        return ChatResponse(message=ChatMessage(role="assistant", content=self.reply))

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        return self._answer(messages)

    @llm_chat_callback()
    async def achat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        return self._answer(messages)

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        response = self._answer(messages)

        def gen() -> ChatResponseGen:
            yield ChatResponse(message=response.message, delta=response.message.content)

        return gen()

    @llm_chat_callback()
    async def astream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseAsyncGen:
        response = self._answer(messages)

        async def gen() -> ChatResponseAsyncGen:
            yield ChatResponse(message=response.message, delta=response.message.content)

        return gen()


def tool_calling_llm(
    tool_name: str = "get_weather", tool_kwargs: dict[str, Any] | None = None, answer: str = "It is sunny."
) -> tuple[MockFunctionCallingLLM, list[list[ChatMessage]]]:
    """A function-calling mock: calls ``tool_name`` when the last message is the user's, else answers.

    Returns the LLM and the list of message lists it received.
    """
    received: list[list[ChatMessage]] = []

    def respond(messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        received.append(list(messages))
        if messages[-1].role.value == "user":
            call = ToolCallBlock(
                tool_call_id=f"call-{len(received)}",
                tool_name=tool_name,
                tool_kwargs=tool_kwargs if tool_kwargs is not None else {"city": "Paris"},
            )
            return ChatMessage(role="assistant", blocks=[call])
        return ChatMessage(role="assistant", content=answer)

    return MockFunctionCallingLLM(response_generator=respond), received


def get_weather(city: str) -> str:
    """The current weather in a city."""
    return f"The weather in {city} is sunny and 24 degrees"


def make_engine(path: Path, extractor: ScriptedExtractor | None = None) -> Hindsight:
    return Hindsight(data_dir=path, embedder=HashEmbedder(64), extractor=extractor or ScriptedExtractor())


@pytest.fixture
def extractor() -> ScriptedExtractor:
    return ScriptedExtractor()


@pytest.fixture
def engine(tmp_path: Path, extractor: ScriptedExtractor) -> Iterator[Hindsight]:
    hs = make_engine(tmp_path / "hs", extractor)
    try:
        yield hs
    finally:
        hs.close()
