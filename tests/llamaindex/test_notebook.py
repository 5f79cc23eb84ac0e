"""The LlamaIndex notebook runs offline, top to bottom, on the embedded defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.notebooks import execute


@pytest.mark.e2e
def test_llamaindex_notebook_executes(tmp_path: Path) -> None:
    run = execute("03_llamaindex.ipynb", tmp_path)
    assert "tool_result health_check" in run.text
    assert "PostgreSQL" in run.text
    assert run.tables >= 1 and run.images >= 1, "the recalled memories as a table and a plot"
