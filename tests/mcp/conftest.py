"""Fixtures for the MCP server tests: a fast engine (hash embedder)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[AsyncHindsight]:
    async with AsyncHindsight(data_dir=tmp_path / "memory", embedder=HashEmbedder(64)) as hs:
        yield hs
