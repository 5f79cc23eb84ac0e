"""Runs a notebook offline, top to bottom, as nbmake does (nbclient, a fresh kernel), and reports what it
showed: printed text, plots (PNG images) and tables (HTML)."""

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


def execute(name: str, workdir: Path) -> Executed:
    path = REPO_ROOT / "notebooks" / name
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(not c.outputs and c.execution_count is None for c in code), (
        f"{name}: commit it without outputs"
    )
    NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(workdir)}}
    ).execute()
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
