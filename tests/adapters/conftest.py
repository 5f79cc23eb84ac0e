"""Fixtures for the shared adapter suite: a fast engine with a holdable extractor, and every driver."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.adapters.drivers import DRIVERS, Driver
from tests.capture.conftest import GatedExtractor


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """llama-index workflows emit harmless pydantic deprecation warnings; hide only those, only here."""
    for item in items:
        if "tests/adapters" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince20"))
            item.add_marker(
                pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecatedSince211")
            )


@pytest.fixture
def extractor() -> GatedExtractor:
    return GatedExtractor()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "hs"


@pytest.fixture
def engine(data_dir: Path, extractor: GatedExtractor) -> Iterator[Hindsight]:
    hs = Hindsight(data_dir=data_dir, embedder=HashEmbedder(64), extractor=extractor)
    try:
        yield hs
    finally:
        extractor.gate.set()
        hs.close()


@pytest.fixture(params=sorted(DRIVERS))
def driver(request: pytest.FixtureRequest, engine: Hindsight) -> Iterator[Driver]:
    built = DRIVERS[request.param](engine, "alice")
    try:
        yield built
    finally:
        built.detach()
