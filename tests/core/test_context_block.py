"""The context block the model reads, as a user meets it after months of use: nothing a recalled memory says is
left out of it, nothing said twice."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight


def memory_lines(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize(
    ("message", "question", "clause", "rest"),
    [
        ("My daughter is called Emma and my son is called Leo.", "What is my son called?", "Leo", "Emma"),
        ("我女儿叫小雨，我儿子叫小明。", "我孩子叫什么名字？", "小明", "小雨"),
    ],
)
def test_a_message_recalled_after_its_own_clause_still_shows_what_else_it_says(
    real: Hindsight, message: str, question: str, clause: str, rest: str
) -> None:
    """A message of two facts is kept whole and as the clause a slot reads ("my son is called Leo"): both are
    hits, the clause first. The block showed the clause and dropped the whole message as its copy, so the other
    child's name (Emma, 小雨), recalled, never reached the model."""
    real.retain([{"role": "user", "content": message, "id": "m1"}], user_id="u", session_id="s1")
    result = real.recall(question, user_id="u", k=5)
    assert any(rest in h.record.text for h in result.hits), "recall finds the whole message"
    lines = memory_lines(result.context)
    assert any(rest in line for line in lines), result.context
    assert sum(clause in line for line in lines) == 1, "the clause is not said twice"
