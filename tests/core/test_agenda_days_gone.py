"""Asked what a week holds in the middle of it ("what do I have this week?" on a Wednesday, 我这周有什么要做的), the days
already gone came first: Monday's "dinner with Sam tonight at 7" and 今天吃了火锅 above Thursday's dentist and Friday's
report, the nearest day read from the week's first. What is ahead comes first, nearest first (a stay under way, "in
Chicago from Monday to Wednesday", today's), and what is gone after it (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell


def _ranks(hs: Hindsight, question: str) -> list[str]:
    hits = hs.recall(
        question, user_id="u", k=4, reinforce=False, now=T0 + timedelta(days=2)
    ).hits  # Wednesday
    return [hit.record.source_ids[0] for hit in hits]


def test_the_days_ahead_come_before_the_days_gone(real: Hindsight) -> None:
    for n, text in enumerate(
        [
            "dinner with Sam tonight at 7",  # Monday 5 January 2026
            "the quarterly report is due Friday",
            "I'm in Chicago from Monday to Wednesday for work",
            "dentist on Thursday at 10",
        ]
    ):
        tell(real, text, f"m{n}", n * 0.01)
    for question in ["what do I have this week?", "what's on this week?"]:
        assert _ranks(real, question) == ["m2", "m3", "m1", "m0"], question


def test_the_days_ahead_come_before_the_days_gone_zh(real: Hindsight) -> None:
    tell(real, "论文这周五截止", "m0", 0)
    tell(real, "周四之前得交电费", "m1", 0.01)
    tell(real, "今天吃了火锅", "m2", 1)  # Tuesday
    ranks = _ranks(real, "我这周有什么要做的")
    assert ranks[:3] == ["m1", "m0", "m2"]
