"""The answer said right after its topic: asked for a kind of value (money, a count, a time...) that the best match
does not hold, its session neighbour holding one comes first."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.followup import lift_typed_followup

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def said(hs: Hindsight, *turns: str) -> None:
    """One session of the user's turns, each answered briefly."""
    messages = []
    for n, turn in enumerate(turns):
        messages += [
            {"role": "user", "content": turn, "id": f"u{n}"},
            {"role": "assistant", "content": "Noted.", "id": f"a{n}"},
        ]
    hs.retain(messages, user_id="u", session_id="s", occurred_at=T0)


def first(hs: Hindsight, question: str) -> list[str]:
    return hs.recall(question, user_id="u", k=3, reinforce=False).hits[0].record.source_ids


@pytest.mark.parametrize(
    ("turns", "question", "answer"),
    [
        (
            (
                "We finally picked up the new kayak from the shop in Keswick.",
                "Paid £640 with the paddles thrown in.",
            ),
            "How much did the kayak cost?",
            "u1",
        ),
        (
            ("Booked the vet for Biscuit's vaccinations.", "9.30am on Tuesday, before work."),
            "What time is Biscuit's vet visit?",
            "u1",
        ),
        (("我给女儿报了游泳班", "一节课一百八，一周两次"), "女儿的游泳班多少钱一节？", "u1"),
    ],
)
def test_the_answer_said_after_its_topic_comes_first(
    hs: Hindsight, turns: tuple[str, ...], question: str, answer: str
) -> None:
    said(hs, *turns)
    assert first(hs, question) == [answer]


def test_a_topic_that_holds_the_value_keeps_its_place(hs: Hindsight) -> None:
    said(
        hs, "The kayak was £640 from the shop in Keswick.", "We took it out on Derwentwater, £12 for parking."
    )
    assert first(hs, "How much did the kayak cost?") == ["u0"]


def _record(rid: str, text: str) -> MemoryRecord:
    return MemoryRecord(id=rid, text=f"The user said: {text}", scope=Scope(user_id="u"), occurred_at=T0)


@pytest.mark.parametrize(
    ("topic", "beside", "question"),
    [
        # a number about what is asked is the answer to "how much ... improve", not money beside it
        (
            "My practice score is 128, need 135.",
            "Moving day is Thursday, we're paying $780.",
            "How much did my practice score improve?",
        ),
        # a bare "when" may ask a date: a weekday beside the topic answers nothing
        (
            "Bethan upgraded us to a balcony cabin for the cruise.",
            "Hair appointments moved to Thursdays.",
            "When does our cruise leave?",
        ),
        (
            "I'm at Boots four days a week.",
            "Etsy orders are up to 50 a month.",
            "How many days a week do I work at Boots?",
        ),
    ],
)
def test_no_neighbour_is_lifted_where_the_topic_answers_or_the_kind_is_unsure(
    topic: str, beside: str, question: str
) -> None:
    records = {"t": _record("t", topic), "n": _record("n", beside)}
    final = {"t": 2.0, "n": 1.0}
    assert lift_typed_followup(final, records, {"t": ["n"], "n": ["t"]}, question) == set()
    assert final == {"t": 2.0, "n": 1.0}


def test_only_the_best_match_is_read_as_the_topic() -> None:
    records = {
        "best": _record("best", "My practice score is 128."),
        "other": _record("other", "Sam is teaching band camp in June."),
        "beside": _record("beside", "Movers cost $780."),
    }
    final = {"best": 3.0, "other": 2.0, "beside": 1.0}
    lift_typed_followup(final, records, {"other": ["beside"]}, "How much did my practice score cost?")
    assert final["beside"] == 1.0
