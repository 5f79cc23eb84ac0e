"""Trips as a user plans, moves, calls off and takes them: "I'm flying to Tokyo on March 3rd", then "the Tokyo
trip got pushed to April" (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates
from hindsight_core.recall.called_off_trips import calls_off_a_trip, trips_called_off
from tests.core.retain_helpers import T0, by_source, tell


def _first(hs: Hindsight, question: str, day: float) -> str:
    hits = hs.recall(question, user_id="u", k=3, now=T0 + timedelta(days=day), reinforce=False).hits
    return hits[0].record.source_ids[0]


def test_a_trip_pushed_to_a_month_is_dated_that_month(real: Hindsight) -> None:
    """ "the Tokyo trip got pushed to April" named no date (a month after "to" was read only after "in", "by" or
    "until"), so "when's my Tokyo trip?" put the old day first as often as the new."""
    tell(real, "I'm flying to Tokyo on March 3rd!", "m0", 0)
    tell(real, "ugh, the Tokyo trip got pushed to April", "m1", 20)
    assert by_source(real)["m1"].attributes.get("mentioned_dates") == "2026-04-01/2026-04-30"
    assert _first(real, "when's my Tokyo trip?", 30) == "m1"


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("the Tokyo trip got pushed to April", "2026-04-01/2026-04-30"),
        ("We rescheduled the trip to November.", "2026-11-01/2026-11-30"),
        ("the wedding got postponed to October because of covid", "2026-10-01/2026-10-31"),
        ("reschedule it to May please", "2026-05-01/2026-05-31"),
        # a name after "to", or "to" of no move
        ("I talked to May about the trip", None),
        ("Say hi to April for me!", None),
        ("We're moving to May's old flat", None),
        ("We moved to March Street", None),
    ],
)
def test_the_month_something_is_moved_to(text: str, iso: str | None) -> None:
    assert mentioned_dates(text, T0) == iso


@pytest.mark.parametrize(
    ("plan", "other", "called_off", "question"),
    [
        (
            "we're going to Lisbon for our anniversary in May",
            "I'm flying to Denver on Feb 20 for a conference",
            called_off,
            question,
        )
        for called_off in (
            "the Lisbon trip is off, my mom is sick",
            "had to cancel our Lisbon trip",
            "scrapped the Lisbon plans",
            "we're not going to Lisbon anymore",
        )
        for question in ("are we still going to Lisbon?", "where are we going for our anniversary?")
    ]
    + [
        ("下个月去成都出差", "我下周五飞上海", called_off, "我还去成都吗")
        for called_off in ("成都那趟出差黄了", "取消了成都的出差", "成都的行程取消了", "我们不去成都了")
    ],
)
def test_a_trip_called_off_ranks_above_the_plan(
    real: Hindsight, plan: str, other: str, called_off: str, question: str
) -> None:
    """A trip called off named by its place ("the Lisbon trip is off", 成都那趟出差黄了) ranked below the plan it
    ended: the plan names the place, not the trip."""
    tell(real, plan, "m0", 0)
    tell(real, other, "m1", 1)
    tell(real, called_off, "m2", 10)
    assert _first(real, question, 15) == "m2"


def _trips_taken_and_ahead(hs: Hindsight) -> None:
    tell(hs, "we went to Lisbon last October, it was amazing", "m0", 0)
    tell(hs, "just got back from Rome, so tired", "m1", 5)
    tell(hs, "国庆去了趟云南，风景太美了", "m2", 6)
    tell(hs, "I'm flying to Tokyo on March 3rd!", "m3", 10)
    tell(hs, "下个月去成都出差", "m4", 11)
    tell(hs, "I have a dentist appointment on the 28th", "m5", 12)


def test_a_question_about_trips_ahead_is_not_answered_by_a_trip_taken(real: Hindsight) -> None:
    """ "where am I going next?", "what trips do I have coming up?" had "we went to Lisbon last October" first."""
    _trips_taken_and_ahead(real)
    for question in (
        "where am I going next?",
        "what trips do I have coming up?",
        "any upcoming travel?",
        "what's my next trip?",
        "do I have any trips planned?",
    ):
        assert _first(real, question, 15) in {"m3", "m4"}, question
    # a question about a trip taken ranks as before
    assert _first(real, "where did I go last October?", 15) == "m0"
    assert _first(real, "did I go to Rome?", 15) == "m1"
    assert _first(real, "我去过云南吗", 15) == "m2"


@pytest.mark.parametrize(
    ("flight", "moved", "question"),
    [
        (
            "I'm flying to Tokyo on March 3rd!",
            "my flight to Tokyo got moved to March 10th",
            "when do I fly to Tokyo?",
        ),
        (
            "we fly out to Denver on Friday",
            "The airline moved our flight to Denver to Sunday.",
            "when's our Denver flight?",
        ),
        ("我下周五飞上海出差", "去上海的航班改到周六了", "我哪天飞上海"),
    ],
)
def test_a_flight_said_with_its_day_is_moved_by_the_flight_moved(
    real: Hindsight, flight: str, moved: str, question: str
) -> None:
    """ "I'm flying to Tokyo on March 3rd" filled no slot, so "my flight to Tokyo got moved to March 10th"
    (the flight to Tokyo's day) superseded nothing and the old day came first."""
    tell(real, flight, "m0", 0)
    tell(real, "I have a dentist appointment on the 28th", "m1", 1)
    tell(real, moved, "m2", 3)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
    assert _first(real, question, 4) == "m2"


def test_a_flight_on_the_way_to_a_move_does_not_end_with_its_day(real: Hindsight) -> None:
    tell(real, "I'm flying to Oslo on Friday to move there for good.", "m0", 0)
    assert by_source(real)["m0"].expires_at is None


def test_a_question_about_a_trip_taken_is_not_answered_by_a_trip_ahead(real: Hindsight) -> None:
    """ "我上次出差去的哪" had 下个月去成都出差 (a trip still ahead) above 上个月去北京出差了."""
    tell(real, "上个月去北京出差了，累死", "m0", 0)
    tell(real, "we went to Lisbon last October for our anniversary, it was amazing", "m1", 1)
    tell(real, "下个月去成都出差", "m2", 10)
    tell(real, "I'm flying to Denver on Feb 20 for a work trip", "m3", 12)
    for question in ("我上次出差去的哪", "上次出差去了哪里"):
        assert _first(real, question, 15) == "m0", question
    # whether the user went is answered by the flight said before it, whose day has not come
    assert _first(real, "did I go to Denver?", 15) == "m3"


@pytest.mark.parametrize(
    "text",
    [
        "ugh, flight got cancelled",
        "the trip's off",
        "Trip's off, my mom is sick",
        "our flight was cancelled because of the storm",
        "we had to cancel the trip",
        "I cancelled my flight",
        "welp, vacation cancelled",
        "the trip fell through",
        "行程取消了",
        "机票退了",
        "航班也被取消了",
        "出差黄了",
        "我把机票退了",
        "这趟出差取消了",
        "我们的旅行泡汤了",
        "the trip is off for now",
    ],
)
def test_a_trip_called_off_by_no_place_is_read(text: str) -> None:
    assert calls_off_a_trip(text)


@pytest.mark.parametrize(
    "text",
    [
        "what if the flight gets cancelled?",
        "my sister's flight got cancelled",
        "her trip is off",
        "the meeting got cancelled",
        "the Lisbon trip is off",
        "is the flight cancelled?",
        "I hope the trip isn't cancelled",
        "flights get cancelled all the time in winter",
        "the game is off",
        "the heating is off",
        "I'm off to the airport",
        "my flight is at 6, off to bed now",
        "Tom's trip got cancelled",
        "they cancelled the concert",
        "the trip was amazing",
        "cancel my Netflix subscription",
        "the flight was delayed 2 hours",
        "turn off the lights before the trip",
        "航班会不会取消啊",
        "如果航班取消了怎么办",
        "她的机票退了",
        "会议取消了",
        "他们的行程取消了",
        "我把健身卡退了",
        "快递退了",
        "演唱会取消了",
        "退了一件衣服",
        "取消了会员",
        "行程安排好了",
        "机票买好了",
        "I'm worried the flight will be cancelled",
        "the trip might be off",
        "so glad the trip's not off",
        "our trip is off to a great start",
        "the trip was off the charts",
        "my flight is off the ground now",
    ],
)
def test_no_trip_of_the_speakers_called_off(text: str) -> None:
    """A question, a supposition, a fear, another's trip, another thing called off, a trip named by its place."""
    assert not calls_off_a_trip(text)


def _agenda(hs: Hindsight, question: str, day: float) -> list[str]:
    hits = hs.recall(question, user_id="u", k=4, now=T0 + timedelta(days=day), reinforce=False).hits
    return [h.record.source_ids[0] for h in hits]


@pytest.mark.parametrize(
    ("trip", "dinner", "called_off", "question"),
    [
        ("I fly to Denver on Jan 20 for a conference", "dinner with Sam on Jan 20 at 7", "ugh, flight got cancelled",
         "what's on Jan 20?"),
        ("we're flying to Cabo Jan 20-24, so excited", "dentist on Jan 21 at 10am", "the trip's off, my mom is sick",
         "what's on Jan 21?"),
        ("1月20号去三亚玩，机票已经订好了", "1月20号晚上和朋友聚餐", "行程取消了", "我1月20号有什么安排"),
        ("1月20号飞成都出差", "1月20号下午三点看牙医", "机票退了", "我1月20号有什么安排"),
    ],
)  # fmt: skip
def test_the_one_trip_coming_is_the_one_called_off_by_no_place(
    hs: Hindsight, trip: str, dinner: str, called_off: str, question: str
) -> None:
    """ "flight got cancelled", 行程取消了 named no place, and the trip stayed on the agenda of its days above what
    remained; the one trip coming is the one called off."""
    tell(hs, trip, "trip", 0)
    tell(hs, dinner, "dinner", 0.5)
    tell(hs, "I've been learning guitar lately", "guitar", 1)
    tell(hs, called_off, "off", 3)
    said = _agenda(hs, question, 5)
    assert said[0] == "dinner"
    assert said.index("trip") > said.index("off")


def test_two_trips_coming_and_a_cancellation_naming_neither_call_off_neither(hs: Hindsight) -> None:
    tell(hs, "I fly to Denver on Jan 20 for a conference", "denver", 0)
    tell(hs, "flying to Miami on Jan 22 for a wedding", "miami", 0.5)
    tell(hs, "ugh, flight got cancelled", "off", 3)
    assert _agenda(hs, "what's on Jan 20?", 5)[0] == "denver"
    assert _agenda(hs, "what's on Jan 22?", 5)[0] == "miami"


@pytest.mark.parametrize(
    ("said", "question", "first"),
    [
        (["1月20号去三亚玩，机票已经订好了", "最近在学吉他", "行程取消了"], "我1月20号有什么安排", ["off"]),
        (["1月20号去三亚玩", "最近在学吉他", "三亚的行程取消了"], "我1月20号有什么安排", ["off"]),
        (["1月20号去三亚玩", "1月20号晚上和朋友聚餐", "行程取消了"], "我1月20号有什么安排", ["m1", "off"]),
        (["I fly to Denver on Jan 20", "I've been learning guitar lately", "ugh, flight got cancelled"],
         "what's on Jan 20?", ["off"]),
    ],
)  # fmt: skip
def test_a_trip_called_off_is_answered_by_its_calling_off(
    real: Hindsight, said: list[str], question: str, first: list[str]
) -> None:
    """Asked what the trip's days hold, the trip called off came last and what called it off (行程取消了, below the
    question's relevance) not at all: the answer read as the trip still on. What called it off is on its days now,
    after the plans of those days that remain."""
    for n, text in enumerate(said):
        tell(real, text, "off" if n == len(said) - 1 else f"m{n}", n)
    hits = _agenda(real, question, 5)
    assert hits[: len(first)] == first
    assert hits.index("m0") > hits.index("off")


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("the Lisbon trip is off for now", ["Lisbon"]),
        ("the Lisbon trip is off to a great start", []),
        ("our Tokyo trip was off the charts", []),
    ],
)
def test_a_trip_off_to_a_start_is_no_trip_called_off(text: str, places: list[str]) -> None:
    assert list(trips_called_off(text)) == places
