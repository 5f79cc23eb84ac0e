"""Conflicts as the model reads them in the context block: a value the user changed is shown as a change (the
old one former, the new one current), not as a contradiction to resolve."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell


def memory_lines(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("before", "after", "question", "old", "new"),
    [
        ("I live in Leeds.", "I moved to Manchester last month.", "Where do I live?", "Leeds", "Manchester"),
        ("I work at Initech.", "I just started at Globex.", "Where do I work?", "Initech", "Globex"),
        ("我住在杭州", "我上个月搬到上海了", "我住在哪里？", "杭州", "上海"),
    ],
)
def test_a_changed_value_is_shown_as_former_and_current_not_as_a_conflict(
    hs: Hindsight, before: str, after: str, question: str, old: str, new: str
) -> None:
    """ "I live in Leeds", then "I moved to Manchester": the block flagged both "[CONFLICT: ...]" ("current value,
    contradicts an older memory"), so the model read a contradiction to resolve and asked the user where they
    live; the move is a clean change: the old value is shown as former, the new one as current."""
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 30)
    result = hs.recall(question, user_id="u", k=5)
    assert {h.record.source_ids[0] for h in result.hits if h.conflict} == {"a", "b"}, "shown together"
    lines = memory_lines(result.context)
    (old_line,) = [line for line in lines if old in line and new not in line]
    (new_line,) = [line for line in lines if new in line]
    assert "CONFLICT" not in result.context
    assert old_line.endswith("[former value: superseded on 2026-02-04, kept for history]")
    assert new_line.endswith("[current value: replaces an older memory]")
    assert lines.index(new_line) < lines.index(old_line), "the current value first"
