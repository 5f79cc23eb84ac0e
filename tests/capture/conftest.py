"""Fixtures for the capture core: a fast engine whose extraction a test can hold, fail or slow down."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction import ExtractedFact, ExtractionWindow
from hindsight_core.testing.extractors import ScriptedExtractor


class GatedExtractor(ScriptedExtractor):
    """A scripted extractor that waits for ``gate`` (set by default) without blocking the engine's loop,
    and fails like an unreachable LLM while ``outage`` is true."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.gate.set()
        self.outage = False

    async def extract(self, window: ExtractionWindow) -> list[ExtractedFact]:
        await asyncio.to_thread(self.gate.wait, 30)
        if self.outage:
            raise ExtractionError("the LLM is unreachable", status_code=503)
        return await super().extract(window)


@pytest.fixture
def extractor() -> GatedExtractor:
    return GatedExtractor()


@pytest.fixture
def engine(tmp_path: Path, extractor: GatedExtractor) -> Iterator[Hindsight]:
    hs = Hindsight(data_dir=tmp_path / "hs", embedder=HashEmbedder(64), extractor=extractor)
    try:
        yield hs
    finally:
        extractor.gate.set()
        hs.close()
