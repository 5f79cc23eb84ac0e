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
