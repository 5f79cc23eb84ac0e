"""The recall tuning notebook runs offline, top to bottom: the ablation and the sensitivity plots."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient

from tests.conftest import REPO_ROOT


@pytest.mark.e2e
def test_recall_tuning_notebook_executes_and_plots(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("HINDSIGHT_LOCOMO", raising=False)
    path = REPO_ROOT / "notebooks" / "04_recall_tuning.ipynb"
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    committed = [bool(c.get("outputs")) for c in code]
    for cell in code:  # run from scratch; the committed outputs are what a reader sees without running it
        cell.outputs = []
        cell.execution_count = None
    NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    stale = [
        n for n, (cell, kept) in enumerate(zip(code, committed, strict=True)) if cell.outputs and not kept
    ]
    assert not stale, f"code cells {stale} show output but none is committed: run scripts/execute_notebooks"
    outputs = [o for c in code for o in c.get("outputs", [])]
    printed = "".join(o.get("text", "") for o in outputs)
    assert "default" in printed and "- MaxSim rerank" in printed and "neighbour_weight" in printed
    images = [o for o in outputs if "image/png" in o.get("data", {})]
    assert len(images) == 2, "the ablation bar chart and the sensitivity curves"
