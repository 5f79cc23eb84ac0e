"""A stretch of days said from its first day to its last ("I'm in Berlin from the 3rd to the 9th", "Dec 3-9",
三号到九号, 12月3号至9号) is one range: kept with both its ends, and on the agenda of each day it spans."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import resolve_time_expressions

#: Wednesday 2 December 2026.
SAID = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm in Berlin from the 3rd to the 9th for a conference", ["2026-12-03/2026-12-09"]),
        ("we'll be in Lisbon from Dec 3 to Dec 9", ["2026-12-03/2026-12-09"]),
        ("off work Dec 3-9, finally a break", ["2026-12-03/2026-12-09"]),
        ("hotel booked 14-16 March", ["2027-03-14/2027-03-16"]),
        ("between March 3 and March 9 I'm travelling", ["2027-03-03/2027-03-09"]),
        ("my parents visit from Monday to Wednesday", ["2026-12-07/2026-12-09"]),
        ("I'm off from the 28th to the 3rd", ["2026-11-28/2026-12-03"]),  # the 2nd is inside it
        ("I was in Rome from the 3rd to the 9th, it was amazing", ["2026-11-03/2026-11-09"]),
        ("我三号到九号在北京出差", ["2026-12-03/2026-12-09"]),
        ("12月3号至9号休年假", ["2026-12-03/2026-12-09"]),
        ("孩子7月6日-7月17日参加夏令营", ["2026-07-06/2026-07-17"]),
        ("我15-18号在杭州", ["2026-12-15/2026-12-18"]),
        ("下周一到下周三我请假", ["2026-12-07/2026-12-09"]),
        ("我12月20号到1月2号回老家", ["2026-12-20/2027-01-02"]),
        # a last weekday that comes round before the first one is the one after it (before it in the past)
        ("Saturday to Wednesday in Mexico, so excited", ["2026-12-05/2026-12-09"]),
        ("we were in Mexico from Tuesday to Saturday", ["2026-11-24/2026-11-28"]),
        # a first day in Chinese numerals with no 号, its last day with one
        ("十二月二十到二十八号我在三亚", ["2026-12-20/2026-12-28"]),
        ("一月三到七号去泰国玩", ["2027-01-03/2027-01-07"]),
        # a last day said with "the" after a range's word other than "to" ("thru the 7th", "- the 7th")
        ("heading to NYC jan 3rd thru the 7th", ["2027-01-03/2027-01-07"]),
        ("I'm out Jan 3 - the 7th, text me if it's urgent", ["2027-01-03/2027-01-07"]),
        ("Dec 20th through the 28th we're in Maui", ["2026-12-20/2026-12-28"]),
        # two days, not a stretch: a thing moved, two days named, a correction, a floor, a time of day
        ("the meeting moved from Monday to Wednesday", ["2026-11-30", "2026-12-02"]),
        ("on Monday and Wednesday I have calls", ["2026-12-07", "2026-12-09"]),
        ("wait, not Friday - Saturday", ["2026-12-04", "2026-12-05"]),
        ("moved from the 5th to the 9th floor", []),
        ("十二月二十到二十八个人报名", ["2026-12-01/2026-12-31"]),
        ("we're staying Dec 3 thru the 9th floor is closed", ["2026-12-03"]),
        ("Dec 3 - 4pm call with Jo", ["2026-12-03"]),
        ("我3号或者9号有空", ["2026-12-03", "2026-12-09"]),
        ("会议从三号改到九号了", ["2026-11-03", "2026-12-09"]),
    ],
)
def test_a_stretch_of_days_is_one_range_from_its_first_day_to_its_last(
    text: str, expected: list[str]
) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


def _told(hs: Hindsight, user: str, texts: list[str]) -> None:
    """``texts`` said three weeks before the question (11 November), then small talk."""
    said = datetime(2026, 11, 11, 9, 0, tzinfo=UTC)
    for n, text in enumerate([*texts, "need to buy a new winter coat", "yoga class was great today"]):
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{n}"}],
            user_id=user,
            session_id=f"s{n}",
            occurred_at=said + timedelta(days=n * 5),
        )


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            "I'm in Berlin from the 3rd to the 9th for a conference, so excited",
            "what do I have this weekend?",
        ),
        ("I'm in Berlin from the 3rd to the 9th for a conference, so excited", "What's on for Saturday?"),
        ("我三号到九号在北京出差，顺便见见老同学", "这周末我有什么安排"),
        ("我三号到九号在北京出差，顺便见见老同学", "我周一要干什么"),
    ],
)
def test_a_day_inside_a_stay_asked_about_brings_the_stay(hs: Hindsight, said: str, question: str) -> None:
    """Asked on Friday 4 December what the weekend (or Saturday, or Monday) holds, the stay said three weeks before
    from the 3rd to the 9th comes first: it held the 3rd and the 9th as two days, neither of them asked, and the
    English one, whose "9th for a conference" read as no date, named no day at all."""
    _told(hs, "u", [said, "My brother is visiting on the 12th"])
    record = next(r for r in hs.list_records(user_id="u") if r.source_ids == ["m0"])
    assert record.attributes["mentioned_dates"] == "2026-12-03/2026-12-09"
    hits = hs.recall(
        question, user_id="u", k=3, now=datetime(2026, 12, 4, 9, 0, tzinfo=UTC), reinforce=False
    ).hits
    assert hits and hits[0].record.id == record.id


def test_a_range_in_a_month_it_names_stays_in_that_month() -> None:
    """ "Dec 17-21" said on 19 November is December's, not the November days of the month "17-21" would be."""
    said = datetime(2026, 11, 19, 9, 0, tzinfo=UTC)
    assert [m.iso() for m in resolve_time_expressions("we're in Lisbon Dec 17-21, finally!", said)] == [
        "2026-12-17/2026-12-21"
    ]
    assert [m.iso() for m in resolve_time_expressions("I'll be in Berlin from the 1st to the 9th", SAID)] == [
        "2027-01-01/2027-01-09"
    ]
