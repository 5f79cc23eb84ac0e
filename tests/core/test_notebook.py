"""The quickstart notebook runs offline, top to bottom, on the embedded defaults, with its tables and plots."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.notebooks import execute, source_of


@pytest.mark.e2e
def test_quickstart_notebook_executes(tmp_path: Path) -> None:
    run = execute("01_quickstart.ipynb", tmp_path)
    assert "m-1" in run.text
    assert run.images >= 3, "recall scores and paths, strength decay, audit counts"
    assert run.tables >= 2, "the recalled hits, the audit counts"
    assert "hs.audit(" in source_of(run.notebook, "Forgetting and audit")
