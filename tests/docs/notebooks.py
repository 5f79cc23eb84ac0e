"""Runs a notebook offline, top to bottom, as nbmake does (nbclient, a fresh kernel, its committed outputs
cleared first), and reports what it showed: printed text, plots (PNG images) and tables (HTML).

The notebooks are committed executed, so a reader sees the tables and plots without running anything
(``scripts/execute_notebooks`` refreshes them); :func:`execute` checks that every cell that shows something
when run has its output committed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from tests.conftest import REPO_ROOT


@dataclass
class Executed:
    notebook: nbformat.NotebookNode
    text: str
    images: int
    tables: int


def execute(name: str, workdir: Path, *, timeout: int = 300) -> Executed:
    path = REPO_ROOT / "notebooks" / name
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    committed = [bool(c.outputs) for c in code]
    for cell in code:
        cell.outputs = []
        cell.execution_count = None
    NotebookClient(
        nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(workdir)}}
    ).execute()
    stale = [
        n for n, (cell, kept) in enumerate(zip(code, committed, strict=True)) if cell.outputs and not kept
    ]
    assert not stale, (
        f"{name}: code cells {stale} show output but none is committed: run scripts/execute_notebooks"
    )
    outputs = [o for c in code for o in c.outputs]
    data = [o.get("data", {}) for o in outputs]
    return Executed(
        notebook=nb,
        text="".join(o.get("text", "") for o in outputs) + "".join(d.get("text/plain", "") for d in data),
        images=sum("image/png" in d for d in data),
        tables=sum("<table" in d.get("text/html", "") for d in data),
    )


def source_of(nb: nbformat.NotebookNode, heading: str) -> str:
    """The code of the cells under a markdown heading, up to the next heading."""
    out: list[str] = []
    inside = False
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.source.lstrip().startswith("#"):
            inside = cell.source.lstrip("# ").startswith(heading)
        elif inside and cell.cell_type == "code":
            out.append(cell.source)
    return "\n".join(out)
