"""Test doubles shipped with hindsight, for your own offline tests: no network, deterministic.

``FakeOpenAIServer`` is a real OpenAI-compatible HTTP server on 127.0.0.1 that answers from a script.
"""

from hindsight_core.testing.fake_openai import (
    FakeError,
    FakeOpenAIServer,
    FakeReply,
    RecordedRequest,
    ScriptItem,
    hash_embedding,
)

__all__ = ["FakeError", "FakeOpenAIServer", "FakeReply", "RecordedRequest", "ScriptItem", "hash_embedding"]
