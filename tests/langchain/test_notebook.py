"""notebooks/02_langchain.ipynb runs offline, top to bottom, and is committed without outputs."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from tests.docs.notebooks import execute

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "02_langchain.ipynb"


def test_notebook_is_committed_executed_without_errors() -> None:
    """A reader sees what it shows without running it (scripts/execute_notebooks), and nothing failed."""
    nb = nbformat.read(NOTEBOOK, as_version=4)
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    assert code_cells and any(c.outputs for c in code_cells)
    outputs = [o for c in code_cells for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error" or o.get("name") == "stderr"]


@pytest.mark.e2e
def test_notebook_executes(tmp_path: Path) -> None:
    run = execute("02_langchain.ipynb", tmp_path)
    assert "PostgreSQL" in run.text
    assert "system message seen by the model" in run.text
    assert run.tables >= 2 and run.images >= 1, "captured memories and store search: tables and a plot"
