"""The agenda read any end as ended and any start as begun: no time of the question reached it. What comes back
each week at the job the user leaves next month ("I work at Microsoft and we have a team lunch every Friday", then
"I start at Google on February 2nd!") was on no Friday's agenda from the day the new job was told, and a schedule of
the new job told ahead was on the agenda before it starts. Whether a value holds is now read on the time asked
(:mod:`~hindsight_core.lifecycle.held_at`), on fixed clocks both sides of the change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

#: Monday 5 January 2026, 10:00 UTC.
T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def _told(hs: Hindsight, said: list[tuple[str, int]], user: str = "u") -> None:
    for n, (text, day) in enumerate(said):
        hs.retain(
            [{"role": "user", "content": text, "id": f"{user}{n}"}],
            user_id=user,
            session_id=f"{user}s{n}",
            occurred_at=T0 + timedelta(days=day),
        )


def _agenda(hs: Hindsight, question: str, day: int, user: str = "u") -> list[str]:
    hits = hs.recall(question, user_id=user, k=5, now=T0 + timedelta(days=day), reinforce=False).hits
    return [h.record.text for h in hits if "agenda" in h.paths]


@pytest.mark.parametrize(
    ("old", "new", "question", "said"),
    [
        (
            "I work at Microsoft and we have a team lunch every Friday",
            "I start at Google on February 2nd!",
            "what's on Friday?",
            "team lunch",
        ),
        ("我在微软上班，每周五中午部门聚餐", "我2月2号入职谷歌", "我周五有什么安排", "部门聚餐"),
        (
            "I live in Leeds, every Saturday I go to the Kirkgate market",
            "we move to York on February 14",
            "what am I doing on Saturday?",
            "Kirkgate",
        ),
    ],
)
def test_what_comes_back_each_week_holds_until_the_value_it_belongs_to_ends(
    hs: Hindsight, old: str, new: str, question: str, said: str
) -> None:
    _told(hs, [(old, 0), (new, 7)])
    _told(hs, [(old, 0)], user="other")  # another user's week, never changed: on their agenda only
    assert any(said in text for text in _agenda(hs, question, 9)), "before the change: still on"
    assert not any(said in text for text in _agenda(hs, question, 45)), "after it: on no day"
    assert any(said in text for text in _agenda(hs, question, 45, user="other"))


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        (
            "I work at Microsoft",
            "I start at Google on February 2nd, with a team standup every Monday",
            "what's on Monday?",
        ),
        ("我在微软上班", "我2月2号入职谷歌，每周一早上开组会", "我周一有什么安排"),
    ],
)
def test_a_schedule_told_to_start_later_is_on_no_day_before_it_starts(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    _told(hs, [(old, 0), (new, 3)])
    assert _agenda(hs, question, 7) == []
    assert any(new in text for text in _agenda(hs, question, 30))


@pytest.mark.parametrize(
    "later",
    [
        "our Friday team lunch got cancelled for good",
        "I quit Microsoft last week",
        "I just started at Google",
    ],
)
def test_what_ended_when_told_is_on_no_later_day(hs: Hindsight, later: str) -> None:
    """An end told as done still ends the weekly plan from the day it was said."""
    _told(hs, [("I work at Microsoft and we have a team lunch every Friday", 0), (later, 7)])
    assert not any("team lunch every Friday" in text for text in _agenda(hs, "what's on Friday?", 9))
