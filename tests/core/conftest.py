"""Fixtures the core tests share: engines on the real bundled MiniLM (``real``; the embedder whose similarities
decide dedup) and on the hash embedder (``hs``; under it the same text is the same vector), and a scripted
OpenAI-compatible server (``server``) for the real ``openai`` client, and the environment of a command-line run
on the embedded stores (``env``). A test marked ``expire_user_statements`` (the tests of the expiry rules) gets
engines that archive what the user said once it has expired (``LifecycleConfig.expire_user_statements``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.testing import FakeOpenAIServer

from .expiry_helpers import engine_config


@pytest.fixture(scope="session")
def minilm():  # one model load for the run
    from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

    return OnnxMiniLMEmbedder()


@pytest.fixture
def real(tmp_path: Path, minilm, request: pytest.FixtureRequest) -> Iterator[Hindsight]:
    with Hindsight(tmp_path, embedder=minilm, config=engine_config(request)) as hs:
        yield hs


@pytest.fixture
def hs(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Hindsight]:
    with Hindsight(tmp_path, embedder=HashEmbedder(64), config=engine_config(request)) as engine:
        yield engine


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as fake:
        yield fake


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The environment of a ``hindsight`` command on the embedded stores with the hash embedder and no LLM (no
    server address from the caller's shell): the data folder it names, not created yet."""
    data = tmp_path / "data"
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", str(data))
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    for var in ("HINDSIGHT_NEO4J_URI", "HINDSIGHT_CHROMA_URL", "HINDSIGHT_LLM_PROVIDER"):
        monkeypatch.delenv(var, raising=False)
    return data
