"""What ``hindsight eval`` prints: the LoCoMo retrieval table by category, R@10 per conversation, the ingest rate,
and the ablation table (each recall path and stage switched off or on alone)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from hindsight_core.evaluation.locomo import iter_rows


def print_report(console: Console, summary: dict[str, Any], data: str) -> None:
    """Print an evaluation's ``summary`` (``EvaluationResult.summary()``) of the dataset at ``data``."""
    table = Table(title=f"LoCoMo retrieval ({data})")
    columns = [
        "n",
        "R@5",
        "R@10",
        "NDCG@10",
        "MRR@10",
        "Hit@10",
        "SessHit@5",
        "p50_ms",
        "p95_ms",
        "ctx_tokens",
    ]
    table.add_column("category")
    for column in columns:
        table.add_column(column, justify="right")
    for name, row in iter_rows(summary):
        table.add_row(name, *(_cell(c, row[c]) for c in columns))
    console.print(table)
    conversations = summary["conversations"]
    console.print(
        "R@10 per conversation: "
        + ", ".join(f"{name} {value:.3f}" for name, value in conversations.items())
        + f" (sd {summary['conversation_sd']:.3f})"
    )
    console.print(
        f"ingest: {summary['turns']} turns -> {summary['records']} memories in {summary['ingest_seconds']:.1f} s "
        f"({summary['turns_per_second']:.0f} turns/s)"
    )
    if summary["ablation"]:
        console.print(_ablation_table(summary["ablation"]))


def _cell(column: str, value: float) -> str:
    if column in ("n", "ctx_tokens"):
        return f"{value:.0f}"
    if column[0] in "RNMHS":
        return f"{value:.3f}"
    return f"{value:.1f}"


def _ablation_table(rows: dict[str, dict[str, float]]) -> Table:
    """Each path and stage on/off against the default (categories 1-4)."""
    table = Table(title="Ablation: each path and stage switched off (or on) alone, categories 1-4")
    columns = ["R@10", "dR@10", "multi-hop R@10", "NDCG@10", "p50_ms", "p95_ms", "ctx_tokens"]
    table.add_column("recall settings")
    for column in columns:
        table.add_column(column, justify="right")
    base = rows.get("default", {}).get("R@10", 0.0)
    for name, row in rows.items():
        cells = [
            f"{row['R@10']:.3f}",
            "" if name == "default" else f"{row['R@10'] - base:+.3f}",
            f"{row['multi_hop_R@10']:.3f}",
            f"{row['NDCG@10']:.3f}",
            f"{row['p50_ms']:.1f}",
            f"{row['p95_ms']:.1f}",
            f"{row['ctx_tokens']:.0f}",
        ]
        table.add_row(name, *cells)
    return table
