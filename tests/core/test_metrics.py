"""Retrieval metrics used by `hindsight eval locomo` (binary relevance over memories citing source ids)."""

from __future__ import annotations

import math

from hindsight_core.evaluation.locomo import (
    EvalReport,
    QuestionResult,
    normalize_evidence,
    parse_session_date,
)
from hindsight_core.evaluation.metrics import hit_at, mrr_at, ndcg_at, percentile, recall_at

RANKED = [["D1:1"], ["D1:2", "D1:3"], ["D2:5"], ["D1:3"]]


def test_recall_hit_mrr() -> None:
    gold = {"D1:3", "D2:5", "D9:9"}
    assert recall_at(RANKED, gold, 1) == 0
    assert recall_at(RANKED, gold, 3) == 2 / 3
    assert hit_at(RANKED, gold, 1) == 0 and hit_at(RANKED, gold, 2) == 1
    assert mrr_at(RANKED, gold, 10) == 0.5 and mrr_at(RANKED, gold, 1) == 0


def test_ndcg_counts_each_gold_id_once() -> None:
    gold = {"D1:3", "D2:5"}
    dcg = 1 / math.log2(3) + 1 / math.log2(4)  # ranks 2 and 3; the repeat at rank 4 earns nothing
    ideal = 1 + 1 / math.log2(3)
    assert math.isclose(ndcg_at(RANKED, gold, 10), dcg / ideal)
    assert ndcg_at([["D1:3"], ["D2:5"]], gold, 10) == 1.0


def test_evidence_normalisation_and_dates() -> None:
    valid = {"D8:6", "D9:17", "D11:26", "D30:5"}
    assert normalize_evidence(["D8:6; D9:17", "D:11:26", "D30:05", "D99:1"], valid) == [
        "D8:6",
        "D9:17",
        "D11:26",
        "D30:5",
    ]
    assert parse_session_date("1:56 pm on 8 May, 2023").isoformat() == "2023-05-08T13:56:00+00:00"
    assert percentile([5, 1, 3, 2, 4], 50) == 3 and percentile([], 95) == 0.0


def _result(category: int, r10: float, conversation: str) -> QuestionResult:
    return QuestionResult(category, {"R@10": r10, "NDCG@10": r10}, latency_ms=10.0, context_tokens=100,
                          conversation=conversation)  # fmt: skip


def test_report_per_conversation_and_ablation_rows() -> None:
    default = [_result(1, 1.0, "a"), _result(4, 0.5, "a"), _result(4, 0.0, "b"), _result(5, 1.0, "b")]
    report = EvalReport(questions=default, ablations={"default": default, "- x": [_result(1, 0.0, "a")]})
    assert report.per_conversation() == {"a": 0.75, "b": 0.0}  # category 5 is reported apart
    rows = report.ablation()
    assert rows["default"]["R@10"] == 0.5 and rows["default"]["multi_hop_R@10"] == 1.0
    assert rows["- x"]["R@10"] == 0.0 and rows["default"]["n"] == 3
    summary = report.summary()
    assert summary["conversation_sd"] == 0.375 and summary["ablation"] == rows
