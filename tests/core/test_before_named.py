"""Asked for what came before a value the question names ("What chair did I have before the Steelcase?"), the
record naming that value is the change, not the answer: the older record of the same thing ranks above it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.before_named import named_before
from tests.core.recall_helpers import first

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def told(hs: Hindsight, sessions: list[list[str]]) -> None:
    for n, turns in enumerate(sessions):
        messages = [{"role": "user", "content": t, "id": f"s{n}-u{i}"} for i, t in enumerate(turns)]
        hs.retain(messages, user_id="u", session_id=f"s{n}", occurred_at=T0 + timedelta(days=30 * n))


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What chair did I have before the Steelcase?", {"steelcas"}),
        ("Where did I live before moving to Leeds?", {"leed"}),
        ("What did I use before I switched to Linear?", {"linear"}),
        ("what phone did I have before?", set()),  # names nothing
        ("What phone do I have now?", set()),
    ],
)
def test_the_value_a_question_asks_the_predecessor_of_is_read(question: str, named: set[str]) -> None:
    assert named_before(question) == named


def test_the_older_record_ranks_above_the_one_naming_the_value_asked_before(real: Hindsight) -> None:
    told(
        real,
        [
            ["my back hurts after long days at the desk", "sitting on a cheap ikea desk chair, 40 quid"],
            ["got a used herman miller aeron for 300!!", "back is way better already"],
        ],
    )
    assert first(real, "What chair did I have before the Aeron?") == ["s0-u1"]
