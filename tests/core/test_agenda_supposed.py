"""A day named only in a supposition ("if I had to move next week I'd panic lol", "imagine if the report were due
Friday, I'd be screwed", 要是下周要搬家我就崩溃了, 如果周五要交报告我就完了) was on the agenda of that day, first for "what
do I have next week?" and 我周五有什么安排, above the haircut said for it. Nothing is to happen then: such a record is on no
day's agenda; a condition on a plan ("if it rains on Saturday we'll skip the hike") or a request ("if you could remind
me on Friday that would be great") keeps its day (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.supposed_days import supposed_only
from tests.core.retain_helpers import T0, tell


def _ranks(hs: Hindsight, question: str) -> list[str]:
    hits = hs.recall(question, user_id="u", k=4, reinforce=False, now=T0 + timedelta(days=0.5)).hits
    return [hit.record.source_ids[0] for hit in hits]


@pytest.mark.parametrize(
    ("supposed", "planned", "question"),
    [
        ("if I had to move next week I'd panic lol", "I have a haircut next Wednesday", "what do I have next week?"),
        ("imagine if the report were due Friday, I'd be screwed", "dinner with Sam on Friday at 7", "what's on Friday?"),
        ("要是下周要搬家我就崩溃了", "下周三去剪头发", "我下周有什么安排"),
        ("如果周五要交报告我就完了", "周五晚上和小王吃饭", "我周五有什么安排"),
    ],
)  # fmt: skip
def test_a_day_only_supposed_is_on_no_agenda(
    real: Hindsight, supposed: str, planned: str, question: str
) -> None:
    tell(real, supposed, "m0", 0)
    tell(real, planned, "m1", 0.1)
    assert _ranks(real, question)[0] == "m1"


@pytest.mark.parametrize(
    ("text", "supposed"),
    [
        ("if I had to work on Saturday I'd cry", True),
        ("万一明天要加班我就惨了", True),
        ("if it rains on Saturday we'll skip the hike", False),
        ("如果周六下雨我们就不去爬山了", False),
        ("if you could remind me on Friday that would be great", False),
        ("If I finish the report by Friday I'll go to the party", False),
        ("要是周五能交完报告就好了", False),
        ("I'd love to go hiking on Saturday if it's sunny", False),
    ],
)
def test_what_is_only_supposed(text: str, supposed: bool) -> None:
    assert supposed_only(f"The user said: {text}") is supposed
