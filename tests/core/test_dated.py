"""Asked when, a statement holding a date and a word of the question ranks above a match that holds none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.dated import lift_dated

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _record(rid: str, text: str, dates: str = "") -> MemoryRecord:
    attributes = {"mentioned_dates": dates} if dates else {}
    return MemoryRecord(
        id=rid, text=f"The user said: {text}", scope=Scope(user_id="u"), occurred_at=T0, attributes=attributes
    )


def test_the_dated_statement_of_what_is_asked_comes_first_end_to_end(hs: Hindsight) -> None:
    turns = [
        "We upgraded to a sea-view cabin for the ferry crossing, twenty quid extra.",
        "Booked the ferry crossing to Bilbao, sailing on 14 June from Portsmouth.",
        "我的新护照下来了",
        "护照面签约在五月九号",
    ]
    hs.retain(
        [{"role": "user", "content": t, "id": f"m{n}"} for n, t in enumerate(turns)],
        user_id="u",
        session_id="s",
        occurred_at=T0,
    )
    hits = hs.recall("When is our ferry crossing?", user_id="u", k=2, reinforce=False).hits
    assert hits[0].record.source_ids == ["m1"]


@pytest.mark.parametrize(
    ("best", "other", "question"),
    [
        # the best holds a date itself
        (
            ("Cruise booked, leaving 14 June.", "2026-06-14"),
            ("Cabin upgraded on 2 May.", "2026-05-02"),
            "When does the cruise leave?",
        ),
        # "when" inside a question asking a value
        (
            ("My A1C was 8.1 at diagnosis.", ""),
            ("Diagnosed with diabetes in June.", "2026-06-01"),
            "What was my A1C when I was diagnosed?",
        ),
        # the dated statement says no word of the question
        (
            ("Cabin upgraded for the cruise.", ""),
            ("Hair appointment on 3 May.", "2026-05-03"),
            "When does the cruise leave?",
        ),
        # not a question about when
        (
            ("Cabin upgraded for the cruise.", ""),
            ("Cruise leaves on 14 June.", "2026-06-14"),
            "Which cabin do we have on the cruise?",
        ),
    ],
)
def test_nothing_is_lifted_where_the_best_answers_or_the_date_is_of_something_else(
    best: tuple[str, str], other: tuple[str, str], question: str
) -> None:
    records = {"best": _record("best", *best), "other": _record("other", *other)}
    final = {"best": 2.0, "other": 1.0}
    assert lift_dated(final, records, question) is None
    assert final == {"best": 2.0, "other": 1.0}


def test_the_dated_statement_rises_right_above_the_best() -> None:
    records = {
        "best": _record("best", "Cabin upgraded for the cruise."),
        "mid": _record("mid", "Paid the cruise deposit."),
        "dated": _record("dated", "The cruise leaves Southampton on 14 June.", "2026-06-14"),
    }
    final = {"best": 3.0, "mid": 2.0, "dated": 1.0}
    assert lift_dated(final, records, "when does the cruise leave?") == "dated"
    assert sorted(final, key=lambda r: -final[r]) == ["dated", "best", "mid"]
