"""A question asking where the user is or goes at a time it names ("where am I going in December?", "where will I
be for Christmas?", 我圣诞节在哪, 国庆我要去哪里) brings first what the user said they would do then: in English the trip
pushed to March, sharing the words "going" and "trip", ranked above the stay in Cancun said for December; in Chinese,
which the embedder does not read, nothing at all came back (only records said then were looked at, and the stay in
三亚 was said weeks before)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.agenda import asks_agenda

#: Monday 7 December 2026.
NOW = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


def _said(hs: Hindsight, user: str, said: list[tuple[int, str]]) -> None:
    for n, (days_ago, text) in enumerate(said):
        hs.retain([{"role": "user", "content": text, "id": f"{user}{n}"}], user_id=user, session_id=f"{user}{n}",
                  occurred_at=NOW - timedelta(days=days_ago))  # fmt: skip


def _first(hs: Hindsight, user: str, question: str) -> str:
    hits = hs.recall(question, user_id=user, k=3, now=NOW, reinforce=False).hits
    return hits[0].record.text if hits else ""


def test_where_the_user_goes_at_a_time_brings_the_trip_said_for_it(real: Hindsight) -> None:
    _said(
        real,
        "u",
        [
            (40, "I live in Chicago with my husband."),
            (30, "lol nothing much today, just bored"),
            (10, "we're doing Cancun Dec 20-28!! so excited"),
            (2, "we pushed the Bali trip to March, going in spring instead"),
        ],
    )
    _said(
        real,
        "w",
        [
            (40, "我住在北京。"),
            (30, "今天好累啊"),
            (12, "12月20号到28号去三亚度假"),
            (4, "元旦去哈尔滨看冰雕"),
        ],
    )
    for user, question, answer in [
        ("u", "where am I going in December?", "Cancun"),
        ("u", "where will I be for Christmas?", "Cancun"),
        ("u", "where am I traveling in March?", "Bali"),
        ("w", "我圣诞节在哪", "三亚"),
        ("w", "我元旦去哪", "哈尔滨"),
    ]:
        assert answer in _first(real, user, question), question


@pytest.mark.parametrize(
    "question",
    [
        "where is the party on Saturday?",
        "where did I put my keys yesterday?",
        "where is Sarah going next week?",
        "where did you go last week?",
        "where should we go for Christmas?",
        "where can I go in December?",
        "明天在哪开会",
        "周末去哪吃饭",
        "国庆去哪比较好",
        "你周末去哪了",
        "他下周去哪出差",
    ],
)
def test_where_something_else_is_or_a_suggestion_asked_is_no_agenda_question(question: str) -> None:
    assert not asks_agenda(question)


def _agenda(hs: Hindsight, user: str, question: str) -> list[str]:
    hits = hs.recall(question, user_id=user, k=5, now=NOW, reinforce=False).hits
    return [h.record.text.split(": ", 1)[-1].split("：", 1)[-1] for h in hits if "agenda" in h.paths]


def test_a_trip_called_off_or_moved_since_is_off_the_agenda_of_its_old_days(hs: Hindsight) -> None:
    """ "Bali trip is Dec 20-28" stayed first on December's agenda after "we pushed the Bali trip to March", and
    12月20号到28号去三亚 on Christmas' after 三亚的行程取消了."""
    _said(
        hs,
        "u",
        [
            (15, "Bali trip is Dec 20-28, can't wait"),
            (14, "flying to Denver on the 18th for a conference"),
            (13, "dentist on the 21st"),
            (12, "Lisbon Dec 29-31 for new years"),
            (3, "ugh we pushed the Bali trip to March"),
            (2, "my Denver flight got cancelled, not going anymore"),
            (1, "my sister cancelled her Lisbon trip lol"),
        ],
    )
    _said(
        hs,
        "w",
        [
            (15, "12月20号到28号去三亚"),
            (14, "18号飞成都出差"),
            (13, "21号去看牙医"),
            (3, "三亚的行程取消了"),
            (2, "成都的航班改签到明天了"),
        ],
    )
    # (what called a trip off is on its days, after the plans that remain: the answer says it is off)
    assert _agenda(hs, "u", "where am I going in December?") == [
        "dentist on the 21st",
        "Lisbon Dec 29-31 for new years",
        "my Denver flight got cancelled, not going anymore",
    ]
    # (the flight moved to the day after it was said is on it, that day gone: after the day ahead)
    assert _agenda(hs, "w", "我12月有什么安排") == [
        "21号去看牙医",
        "成都的航班改签到明天了",
        "三亚的行程取消了",
    ]
