"""Fixtures the core tests share: engines on the real bundled MiniLM (``real``; the embedder whose similarities
decide dedup) and on the hash embedder (``hs``; under it the same text is the same vector), and a scripted
OpenAI-compatible server (``server``) for the real ``openai`` client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.testing import FakeOpenAIServer


@pytest.fixture(scope="session")
def minilm():  # one model load for the run
    from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

    return OnnxMiniLMEmbedder()


@pytest.fixture
def real(tmp_path: Path, minilm) -> Iterator[Hindsight]:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        yield hs


@pytest.fixture
def hs(tmp_path: Path) -> Iterator[Hindsight]:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as engine:
        yield engine


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as fake:
        yield fake
