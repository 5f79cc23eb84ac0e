"""A question about what a holiday holds (我国庆节有什么安排, 春节有什么安排, 国庆假期有什么安排) is an agenda question, as
我劳动节有什么安排 was: 国庆节 was read as 国庆 and a 节 left over, 国庆假期 as 国庆 and 假期, and a lunar holiday (春节, 除夕)
named no date where the question was read, so none of them brought the trip said for those days."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import resolve_time_expressions
from hindsight_core.recall.agenda import asks_agenda

#: Monday 7 December 2026.
NOW = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "question",
    [
        "我国庆节有什么安排",
        "我圣诞节有什么安排",
        "春节有什么安排",
        "我除夕有什么安排",
        "国庆假期有什么安排",
        "十一长假有什么计划",
        "我五一假期有什么安排",
        "我春节假期有什么安排",
    ],
)
def test_a_holiday_asked_what_it_holds_is_an_agenda_question(question: str) -> None:
    assert asks_agenda(question)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("国庆假期去云南", "国庆假期"),
        ("圣诞节去香港", "圣诞节"),
        ("春节假期回老家", "春节假期"),
        ("五一黄金周人太多了", "五一黄金周"),
    ],
)
def test_a_holidays_words_are_its_mention(text: str, said: str) -> None:
    (mention,) = resolve_time_expressions(text, NOW)
    assert mention.text == said


def test_a_trip_said_for_a_holiday_is_on_its_agenda(hs: Hindsight) -> None:
    for n, (days_ago, text) in enumerate(
        [
            (30, "今天好累啊"),
            (12, "12.20-12.28 去三亚度假"),
            (4, "春节回老家，初六回来"),
            (3, "我喜欢喝乌龙茶"),
        ]
    ):
        hs.retain([{"role": "user", "content": text, "id": f"m{n}"}], user_id="u", session_id=f"s{n}",
                  occurred_at=NOW - timedelta(days=days_ago))  # fmt: skip
    for question, answer in [("我圣诞节有什么安排", "三亚"), ("春节有什么安排", "回老家")]:
        hits = hs.recall(question, user_id="u", k=3, now=NOW, reinforce=False).hits
        assert hits and answer in hits[0].record.text, question


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("明年十一去西安玩", ["2027-10-01/2027-10-07"]),
        ("今年十一我们回老家了", ["2026-10-01/2026-10-07"]),
        ("十一期间人太多了", ["2026-10-01/2026-10-07"]),
        # a number's 十一: an hour, a count, a day of a month, twenty-one, an age
        ("十一点去机场", []),
        ("我们十一个人去", []),
        ("五月十一去北京", ["2027-05-01/2027-05-31"]),
        ("二十一去上海", []),
        ("他十一岁了", []),
    ],
)
def test_shiyi_before_a_going_is_the_national_day_holiday(text: str, expected: list[str]) -> None:
    """十一去西安玩 (the October holiday, as 十一长假 was) named no date: 十一 alone was read only before 长假 or 假期."""
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected


@pytest.mark.parametrize(
    "question",
    [
        "我中秋有什么安排",
        "我过年有什么安排",
        "端午节我要去哪",
        "我清明节有什么安排",
        "what do I have planned for Chinese New Year?",
        "where am I going for Mid-Autumn?",
    ],
)
def test_a_lunar_holiday_asked_what_it_holds_is_an_agenda_question(question: str) -> None:
    """中秋, 端午, 清明, 过年 and their English names named no day, so asking what they hold was no agenda question."""
    assert asks_agenda(question)


@pytest.mark.parametrize(
    "text",
    [
        "my favorite holiday is Halloween",
        "my fave time of year is Christmas",
        "Halloween is my favorite holiday",
        "thanksgiving's the best",
        "I love Christmas",
        "I hate Valentine's day lol",
        "my favorite part of Thanksgiving is the pie",
        "我最喜欢的节日是中秋节",
        "中秋节是我最喜欢的节日",
    ],
)
def test_a_holiday_named_as_a_taste_is_no_date(text: str) -> None:
    """ "my favorite holiday is Halloween" was dated 31 October, so it came back on that day's agenda: a holiday
    liked, hated or one's favourite is no day of it."""
    assert resolve_time_expressions(text, NOW) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd love to see you at Christmas", ["2026-12-25"]),
        ("we love going home for Christmas", ["2026-12-25"]),
        ("going to my parents' for Christmas", ["2026-12-25"]),
        ("what are you doing for Halloween?", ["2026-10-31"]),
        ("I love that we're doing Christmas at ours", ["2026-12-25"]),
        ("Christmas is my busiest time at work", ["2026-12-25"]),
        ("this Christmas I'll be in Denver", ["2026-12-25"]),
    ],
)
def test_a_holiday_beside_a_liking_of_something_else_is_its_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected


def test_a_favourite_holiday_is_not_on_its_days_agenda(hs: Hindsight) -> None:
    for n, text in enumerate(["my favorite holiday is Halloween", "Halloween party at Jen's on the 31st"]):
        hs.retain([{"role": "user", "content": text, "id": f"m{n}"}], user_id="u", session_id=f"s{n}",
                  occurred_at=datetime(2026, 10, 1, 9, 0, tzinfo=UTC))  # fmt: skip
    hits = hs.recall(
        "what's on today?", user_id="u", k=5, now=datetime(2026, 10, 31, 9, tzinfo=UTC), reinforce=False
    ).hits
    assert [h.record.source_ids[0] for h in hits if "agenda" in h.paths] == ["m1"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NYE party at Sam's", ["2026-12-31"]),
        ("what are we doing for NYE?", ["2026-12-31"]),
        ("nye plans?", ["2026-12-31"]),
        ("last NYE was wild", ["2025-12-31"]),
        ("Bill Nye the science guy", []),
        ("Aneurin Nye wrote that", []),
    ],
)
def test_nye_is_new_years_eve(text: str, expected: list[str]) -> None:
    """ "NYE party at Sam's" named no date: NYE, as chat writes New Year's Eve, was no holiday's name."""
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "I never celebrate Halloween",
        "I don't really like christmas tbh",
        "I'm not a big fan of Halloween",
        "I'm not big on Valentine's",
        "I'm obsessed with Christmas",
        "I don't do Christmas",
        "we always go to my aunt's for Thanksgiving",
        "every year we do Christmas at mom's",
        "Thanksgiving is usually at ours",
        "Christmas at grandma's every year",
    ],
)
def test_a_holiday_disliked_with_an_adverb_or_kept_every_year_is_no_date(text: str) -> None:
    """ "I don't really like christmas", "I never celebrate Halloween" (a taste with a word between) and "we always go
    to my aunt's for Thanksgiving" (every year's) were dated to the holiday's nearest day."""
    assert resolve_time_expressions(text, NOW) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I usually work holidays but I'm off for Christmas", ["2026-12-25"]),
        ("we usually fly home, this Christmas we're staying in", ["2026-12-25"]),
        ("I'm off Christmas day", ["2026-12-25"]),
        ("don't forget we're at Jo's for Christmas", ["2026-12-25"]),
    ],
)
def test_a_holiday_beside_another_clauses_habit_is_its_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("christmas shopping this weekend", ["2026-12-12/2026-12-13"]),
        ("need a Halloween costume by Friday", ["2026-12-11"]),
        ("Christmas tree lighting on Friday", ["2026-12-11"]),
        ("xmas gifts for the kids", []),
        ("Thanksgiving leftovers for days", []),
        ("sent the Christmas cards", []),
        # the holiday's own meal or day is on it
        ("christmas dinner at mom's", ["2026-12-25"]),
        ("Christmas day brunch", ["2026-12-25"]),
        ("christmas eve mass", ["2026-12-24"]),
    ],
)
def test_a_thing_named_after_a_holiday_is_not_on_its_day(text: str, expected: list[str]) -> None:
    """ "christmas shopping this weekend" was put on Christmas as well as this weekend: a thing named after a holiday
    (its shopping, costume, cards, tree) is done or bought before it, no day of it."""
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mom loves Christmas, she's already decorating", []),
        ("my kids love Halloween", []),
        ("Sam hates Valentine's", []),
        ("my husband doesn't celebrate Christmas", []),
        ("would you like Thanksgiving at ours?", ["2026-11-26"]),
    ],
)
def test_anyones_taste_for_a_holiday_is_no_date(text: str, expected: list[str]) -> None:
    """ "mom loves Christmas" was dated 25 December: a taste was read only after "I"."""
    assert [m.iso() for m in resolve_time_expressions(text, NOW)] == expected
