"""The recall tuning notebook runs offline, top to bottom: the ablation and the sensitivity plots."""

from __future__ import annotations

import pytest

from tests.docs.notebooks import execute


@pytest.mark.e2e
def test_recall_tuning_notebook_executes_and_plots(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("HINDSIGHT_LOCOMO", raising=False)
    run = execute("04_recall_tuning.ipynb", tmp_path, timeout=600)
    assert "default" in run.text and "- MaxSim rerank" in run.text and "neighbour_weight" in run.text
    assert run.images == 2, "the ablation bar chart and the sensitivity curves"
