"""Fixtures for every test pytest collects here: the tests under tests/ and the docstring examples of the three
packages (tests/conftest.py has the fixtures of tests/ only)."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _llamaindex_chat_stores_closed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Dispose of the database engines LlamaIndex's chat stores opened during the test.

    LlamaIndex's ``Memory`` (and an agent run without one, which makes one) keeps its messages in an
    in-memory SQLite database reached through aiosqlite, whose worker thread outlives the test: ``Memory``
    has no close. Garbage-collected later, during another test, the connection posts its close to the event
    loop current then; when that loop is closed before the thread answers, the thread raises "Event loop
    is closed" (a ``PytestUnhandledThreadExceptionWarning`` blamed on whichever test was running: the
    Chroma vector-store contract tests, for one)."""
    try:
        from llama_index.core.storage.chat_store import sql
    except ImportError:  # pragma: no cover - the [all] extra installs it
        yield
        return
    create = sql.create_async_engine
    engines: list[Any] = []

    def recorded(*args: Any, **kwargs: Any) -> Any:
        engine = create(*args, **kwargs)
        engines.append(engine)
        return engine

    monkeypatch.setattr(sql, "create_async_engine", recorded)
    yield
    if engines:
        # a loop of its own, never set as the current one: the test's loop (if any) is left as it is
        loop = asyncio.new_event_loop()
        try:
            for engine in engines:
                loop.run_until_complete(engine.dispose())
        finally:
            loop.close()


@pytest.fixture(autouse=True)
def _doctest_temp_dirs(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The docstring examples make their data directories with ``tempfile.mkdtemp()`` (short, and what a reader
    can paste); run here, those land in the example's ``tmp_path``, which pytest cleans up, not in /tmp."""
    if isinstance(request.node, pytest.DoctestItem):
        monkeypatch.setattr(tempfile, "tempdir", str(request.getfixturevalue("tmp_path")))
