"""One real framework turn per capturing adapter, behind one interface, for the shared adapter suite.

Each driver builds its adapter on an engine and runs a real LangChain / LlamaIndex component with a fake
model; ``turn(text)`` makes the user say ``text`` and returns when the framework call returns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from langchain.agents import create_agent
from langchain_classic.chains import ConversationChain
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage
from llama_index.core.chat_engine import SimpleChatEngine

from hindsight_core import Hindsight
from hindsight_core.capture import CaptureControls
from hindsight_langchain import HindsightCallbackHandler, HindsightMiddleware
from hindsight_langchain import HindsightMemory as LangChainHindsightMemory
from hindsight_llamaindex import HindsightInstrumentation
from hindsight_llamaindex import HindsightMemory as LlamaIndexHindsightMemory
from tests.llamaindex.conftest import RecordingLLM


class _AgentModel(GenericFakeChatModel):
    """A fake chat model for create_agent that answers every call."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> _AgentModel:
        return self


def _replies() -> Iterator[AIMessage]:
    while True:
        yield AIMessage("Noted.")


class Driver:
    name = ""

    def __init__(self, engine: Hindsight, user_id: str) -> None:
        self.engine = engine
        self.user_id = user_id
        self.adapter: CaptureControls = self._build()

    def _build(self) -> CaptureControls:  # pragma: no cover - every driver overrides it
        raise NotImplementedError

    def turn(self, text: str) -> None:  # pragma: no cover - every driver overrides it
        raise NotImplementedError

    def detach(self) -> None:
        """Undo global registrations (LlamaIndex instrumentation)."""


class LangChainHandlerDriver(Driver):
    name = "langchain-callback-handler"

    def _build(self) -> CaptureControls:
        self.agent = create_agent(_AgentModel(messages=_replies()), [])
        return HindsightCallbackHandler(engine=self.engine, user_id=self.user_id)

    def turn(self, text: str) -> None:
        self.agent.invoke({"messages": [("user", text)]}, config={"callbacks": [self.adapter]})


class LangChainMiddlewareDriver(Driver):
    name = "langchain-middleware"

    def _build(self) -> CaptureControls:
        middleware = HindsightMiddleware(engine=self.engine, user_id=self.user_id)
        self.agent = create_agent(_AgentModel(messages=_replies()), [], middleware=[middleware])
        return middleware

    def turn(self, text: str) -> None:
        self.agent.invoke({"messages": [("user", text)]})


class LangChainMemoryDriver(Driver):
    name = "langchain-base-memory"

    def _build(self) -> CaptureControls:
        memory = LangChainHindsightMemory(engine=self.engine, user_id=self.user_id)
        self.chain = ConversationChain(llm=FakeListChatModel(responses=["Noted."]), memory=memory)
        return memory

    def turn(self, text: str) -> None:
        self.chain.invoke({"input": text})


class LlamaIndexMemoryDriver(Driver):
    name = "llamaindex-memory"

    def _build(self) -> CaptureControls:
        memory = LlamaIndexHindsightMemory.from_defaults(engine=self.engine, user_id=self.user_id)
        self.chat = SimpleChatEngine.from_defaults(llm=RecordingLLM(), memory=memory)
        return memory

    def turn(self, text: str) -> None:
        self.chat.chat(text)


class LlamaIndexInstrumentationDriver(Driver):
    name = "llamaindex-instrumentation"

    def _build(self) -> CaptureControls:
        self.chat = SimpleChatEngine.from_defaults(llm=RecordingLLM())
        return HindsightInstrumentation(engine=self.engine, user_id=self.user_id).attach()

    def turn(self, text: str) -> None:
        self.chat.chat(text)

    def detach(self) -> None:
        assert isinstance(self.adapter, HindsightInstrumentation)
        self.adapter.detach()


DRIVERS: dict[str, Callable[[Hindsight, str], Driver]] = {
    driver.name: driver
    for driver in (
        LangChainHandlerDriver,
        LangChainMiddlewareDriver,
        LangChainMemoryDriver,
        LlamaIndexMemoryDriver,
        LlamaIndexInstrumentationDriver,
    )
}
