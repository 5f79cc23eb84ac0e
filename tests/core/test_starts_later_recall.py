"""A value told before it starts ("I start at Google next month", 我下个月入职腾讯) ends the current one on its
start day (its ``valid_to`` in the future, :mod:`~hindsight_core.lifecycle.starts_later`). Recall and the context
read any end as already past: asked before that day, the new employer came first as the "current value" and the
one the user still works at was shown "former". An end counts only at or before the time of the question
(:mod:`~hindsight_core.lifecycle.held_at`): before the day the old value is current and the new one not started,
from the day on the new one is current and the old one former."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight

from .retain_helpers import T0, tell

# tell() counts from Monday 5 January 2026 (10:00 UTC); day 10 is 15 January, the start day 1 February is day 26.6

CHANGES = [
    ("I work at Microsoft as a PM", "I start at Google next month!", "where do I work?"),
    (
        "I'm a nurse at St Mary's hospital",
        "starting at Stripe on February 1, so excited",
        "where do I work now?",
    ),
    ("我在微软工作", "我下个月入职腾讯", "我在哪里工作？"),
    ("我在华为工作", "我下个月入职阿里巴巴", "我现在在哪上班"),
]


def _recall(hs: Hindsight, question: str, day: float):
    return hs.recall(question, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=day))


def _line(context: str, source: str) -> str:
    return next(line for line in context.splitlines() if f"[src: {source}]" in line)


@pytest.mark.parametrize(("before", "after", "question"), CHANGES)
def test_before_the_start_day_the_old_value_is_current(
    real: Hindsight, before: str, after: str, question: str
) -> None:
    tell(real, before, "old", 0)
    tell(real, after, "new", 10)
    for day in (11, 20, 26):
        result = _recall(real, question, day)
        assert result.hits[0].record.source_ids == ["old"], day
        old, new = _line(result.context, "old"), _line(result.context, "new")
        assert "former" not in old and "superseded" not in old
        assert "current value until 2026-02-01" in old
        assert "current value" not in new.replace("the current value holds", "")
        assert "starts on 2026-02-01" in new


@pytest.mark.parametrize(("before", "after", "question"), CHANGES)
def test_from_the_start_day_the_new_value_is_current(
    real: Hindsight, before: str, after: str, question: str
) -> None:
    tell(real, before, "old", 0)
    tell(real, after, "new", 10)
    for day in (27, 60):
        result = _recall(real, question, day)
        assert result.hits[0].record.source_ids == ["new"], day
        old, new = _line(result.context, "old"), _line(result.context, "new")
        assert "former value: superseded on 2026-02-01" in old
        assert "starts on" not in new


def test_a_change_told_as_done_is_current_at_once(real: Hindsight) -> None:
    tell(real, "I work at Microsoft", "old", 0)
    tell(real, "I just started at Google", "new", 10)
    result = _recall(real, "where do I work?", 11)
    assert result.hits[0].record.source_ids == ["new"]
    assert "former value: superseded on 2026-01-15" in _line(result.context, "old")
