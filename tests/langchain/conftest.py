"""Fixtures for the LangChain adapter tests: a fast engine and offline fake models (no network)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGenerationChunk
from langchain_core.tools import tool

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction import ExtractedFact
from hindsight_core.models import TraceStep
from hindsight_core.testing.extractors import ScriptedExtractor


def step_fact(step: TraceStep) -> ExtractedFact | None:
    """One fact per user_input / tool_result step, citing that step: provenance can be asserted exactly."""
    if step.type not in ("user_input", "tool_result") or not step.content.strip():
        return None
    tool = step.type == "tool_result"
    return ExtractedFact(
        text=f"{step.name} returned: {step.content}" if tool else step.content,
        event_type="preference" if "prefer" in step.content.lower() else "fact",
        source_ids=[step.step_id],
        source_kind="tool_returned" if tool else "user_stated",
        confidence=0.9,
    )


def step_extractor() -> ScriptedExtractor:
    return ScriptedExtractor(step_fact)


class PromptRecordingModel(FakeListChatModel):
    """Remembers the prompts it was given, to assert what the memory put in them."""

    prompts: list[str] = []

    def _call(self, messages: list[Any], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> str:
        self.prompts.append("\n".join(str(m.content) for m in messages))
        return super()._call(messages, stop=stop, run_manager=run_manager, **kwargs)


def step_engine(path: Path) -> Hindsight:
    """An engine on ``path`` with the hash embedder and :func:`step_extractor` (one memory per user step)."""
    return Hindsight(data_dir=path, embedder=HashEmbedder(64), extractor=step_extractor())


class ToolCallingFakeModel(GenericFakeChatModel):
    """``GenericFakeChatModel`` usable by ``create_agent``: binding tools returns the same scripted model."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolCallingFakeModel:
        return self


class DroppingModel(GenericFakeChatModel):
    """Streams its answer word by word and fails after ``fail_after`` chunks (a connection reset), when set."""

    fail_after: int | None = None

    def _stream(self, *args: Any, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        for index, chunk in enumerate(super()._stream(*args, **kwargs)):
            if index == self.fail_after:
                raise ConnectionError("connection reset by peer")
            yield chunk

    async def _astream(self, *args: Any, **kwargs: Any) -> AsyncIterator[ChatGenerationChunk]:
        index = 0
        async for chunk in super()._astream(*args, **kwargs):
            if index == self.fail_after:
                raise ConnectionError("connection reset by peer")
            index += 1
            yield chunk


def scripted_model(*replies: AIMessage) -> ToolCallingFakeModel:
    return ToolCallingFakeModel(messages=iter(replies))


def tool_call(name: str, call_id: str, **args: Any) -> AIMessage:
    """A model turn that calls the tool ``name`` with ``args``."""
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id}])


def weather_call(city: str = "Paris", call_id: str = "call_1") -> AIMessage:
    return tool_call("get_weather", call_id, city=city)


@tool
def get_weather(city: str) -> str:
    """The current weather in a city."""
    return f"The weather in {city} is sunny and 22 degrees"


@pytest.fixture
def extractor() -> ScriptedExtractor:
    return step_extractor()


@pytest.fixture
def engine(tmp_path: Path, extractor: ScriptedExtractor) -> Iterator[Hindsight]:
    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=extractor)
    try:
        yield hs
    finally:
        hs.close()
