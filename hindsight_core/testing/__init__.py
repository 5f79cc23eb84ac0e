"""Test doubles shipped with hindsight, for your own offline tests: no network, deterministic.

``FakeOpenAIServer`` is a real OpenAI-compatible HTTP server on 127.0.0.1 that answers from a script.
``InMemoryGraphStore`` and ``InMemoryVectorStore`` are the reference store backends: complete, in this
process's memory (also in :mod:`hindsight_core.stores`). The store contract suites a backend of your own can
run are in :mod:`hindsight_core.testing.contracts` (they need pytest and pytest-asyncio).
"""

from hindsight_core.stores.memory_graph import InMemoryGraphStore
from hindsight_core.stores.memory_vector import InMemoryVectorStore
from hindsight_core.testing.fake_openai import (
    FakeError,
    FakeOpenAIServer,
    FakeReply,
    RecordedRequest,
    ScriptItem,
    hash_embedding,
)

__all__ = [
    "FakeError",
    "FakeOpenAIServer",
    "FakeReply",
    "InMemoryGraphStore",
    "InMemoryVectorStore",
    "RecordedRequest",
    "ScriptItem",
    "hash_embedding",
]
