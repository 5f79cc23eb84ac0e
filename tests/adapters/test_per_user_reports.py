"""A memory object per user on one shared engine: its ``flush()`` / ``failed_traces`` / ``pending`` report its
own user's reflections, not another user's failure; the engine's reflector (an operator's view) reports every
user's. The LLM extractor's endpoint (a scripted OpenAI-compatible server) errors for one user's messages."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from llama_index.core.base.llms.types import ChatMessage

from hindsight_core import Hindsight
from hindsight_core.capture import BackgroundReflector, CaptureControls
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeError, FakeOpenAIServer
from hindsight_langchain import HindsightChatMessageHistory
from hindsight_llamaindex import HindsightMemory

SAID = {"alice": "I prefer window seats on long flights.", "bob": "I am allergic to penicillin."}


def _extraction(body: Any) -> Any:
    """The LLM's answer: a fact citing the first step, or an HTTP 500 where the window holds bob's message."""
    if SAID["bob"] in json.dumps(body.get("messages", []), ensure_ascii=False):
        return FakeError(500, message="the model is overloaded")
    fact = {
        "text": "The user prefers window seats on long flights.",
        "event_type": "preference",
        "entities": [],
        "attributes": [],
        "source_step_ids": ["S1"],
        "source_kind": "user_stated",
        "confidence": 0.95,
        "occurred_at": None,
    }
    return json.dumps({"facts": [fact]})


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Hindsight]:
    with FakeOpenAIServer(chat=[_extraction] * 60) as server:
        llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
        with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm) as hs:
            yield hs


def _langchain(engine: Hindsight, user: str) -> CaptureControls:
    history = HindsightChatMessageHistory(engine=engine, user_id=user, session_id="s1")
    history.add_messages([HumanMessage(SAID[user]), AIMessage("Noted.")])
    return history


def _llamaindex(engine: Hindsight, user: str) -> CaptureControls:
    memory = HindsightMemory.from_defaults(engine=engine, user_id=user, session_id="s1")
    memory.put_messages(
        [ChatMessage(role="user", content=SAID[user]), ChatMessage(role="assistant", content="Noted.")]
    )
    return memory


@pytest.mark.parametrize(
    "told", [_langchain, _llamaindex], ids=["langchain-chat-history", "llamaindex-memory"]
)
def test_a_memory_bound_to_one_user_reports_that_users_reflections_only(
    engine: Hindsight, told: Callable[[Hindsight, str], CaptureControls]
) -> None:
    bob = told(engine, "bob")
    alice = told(engine, "alice")
    flushed = alice.flush(timeout=30)
    assert flushed.ok and flushed.failed == () and alice.failed_traces == [] and alice.pending == 0
    assert {r.scope.user_id for result in flushed.reflected for r in result.added} == {"alice"}
    assert [r.text for r in engine.list_records(user_id="alice")] == [
        "The user prefers window seats on long flights."
    ]
    failed = bob.flush(timeout=30)
    assert not failed and failed.queued_windows >= 1
    assert {t.scope.user_id for t in failed.failed} == {"bob"} and bob.failed_traces == list(failed.failed)
    assert all(r.scope.user_id == "bob" for result in failed.reflected for r in result.added)
    # the engine's reflector, for an operator, reports every user's
    reflector = BackgroundReflector.for_engine(engine)
    assert [t.scope.user_id for t in reflector.failed] == ["bob"]
    assert not reflector.flush(timeout=30) and alice.flush(timeout=30).ok
