"""A statement before a question about it ("my passport expires in May 2027, is that going to be a problem?") is
said: before, the whole turn was an unanswered question, kept unconfirmed (pending) and never recalled, so "when
does my passport expire?" found nothing; a question that asks on its own after a need stays a question."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight

from .retain_helpers import T0, tell


def _tell(real: Hindsight, texts: list[str]) -> None:
    for i, text in enumerate(texts):
        tell(real, text, f"m{i}", i)


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("my passport expires in May 2027, is that going to be a problem?", "when does my passport expire?"),
        (
            "my rent is going up to $2,400 in January, is that even legal for a landlord in California?",
            "how much will my rent be?",
        ),
        (
            "our lease ends on March 31, would that be a problem for moving in April?",
            "when does our lease end?",
        ),
    ],
)
def test_a_statement_asked_about_is_recalled(real: Hindsight, said: str, question: str) -> None:
    _tell(real, ["we booked flights to Tokyo for March 28", said, "I like window seats"])
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=10)).hits
    assert hits and hits[0].record.source_ids == ["m1"]
    assert hits[0].record.status == "active"


def test_a_question_asked_on_its_own_after_a_need_stays_a_question(real: Hindsight) -> None:
    _tell(real, ["I need a hotel in Rome, is it possible to find one near the station for next weekend?"])
    (record,) = real.list_records(user_id="u", statuses=("active", "pending"))
    assert record.status == "pending"
