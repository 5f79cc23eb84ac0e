"""The quickstart notebook runs offline, top to bottom, on the embedded defaults."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient

from tests.conftest import REPO_ROOT


@pytest.mark.e2e
def test_quickstart_notebook_executes(tmp_path) -> None:
    path = REPO_ROOT / "notebooks" / "01_quickstart.ipynb"
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code"), "outputs must be stripped"
    NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    printed = "".join(
        o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
    )
    assert "m-1" in printed
