"""Holidays read as dates (``extraction/dates_holidays.py``): the one nearest the day said, in its tense."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction.dates import mentioned_dates, resolve_time_expressions
from hindsight_core.extraction.dates_holidays import easter
from hindsight_core.recall.query import time_ranges

SAID = datetime(2026, 11, 20, 12, tzinfo=UTC)  # a Friday


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # the next one ahead, the last one past, or the one the words name
        ("we're going to my parents for Christmas", "2026-12-25"),
        ("we went to my parents for Christmas", "2025-12-25"),
        ("last Christmas was rough", "2025-12-25"),
        ("Easter 2025 we were in Rome", "2025-04-20"),
        ("Thanksgiving at my sister's", "2026-11-26"),
        ("Black Friday deals start early", "2026-11-27"),
        ("my mum flies in on New Year's Eve", "2026-12-31"),
        ("we're driving up for CNY", "2027-02-06"),
        ("planning to take the kids back to Chengdu for Lunar New Year", "2027-02-06"),
        ("we had a BBQ on Memorial Day", "2026-05-25"),
        # the lunar ones from the table, the fixed ones, and the holidays of several days as periods
        ("过年回老家", "2027-02-06"),
        ("去年春节去了三亚", "2025-01-29"),
        ("除夕在我妈家吃年夜饭", "2027-02-05"),
        ("中秋节回家了", "2026-09-25"),
        ("双十一买了个破壁机", "2026-11-11"),
        ("618给我妈买了荣耀X60", "2026-06-18"),
        ("元旦三天卖爆了", "2026-01-01"),
        ("国庆回去开始翻修", "2026-10-01/2026-10-07"),
        ("十一假期去哪玩好", "2026-10-01/2026-10-07"),
        ("暑假带孩子去北京了", "2026-07-01/2026-08-31"),
        ("2025年国庆去了西安", "2025-10-01/2025-10-07"),
    ],
)
def test_a_holiday_is_the_date_it_falls_on(text: str, iso: str) -> None:
    assert mentioned_dates(text, SAID) == iso


@pytest.mark.parametrize(
    "text",
    [
        "our Christmas tree is up",
        "she wants a Halloween costume",
        "圣诞老人来了",
        "我在长沙五一广场附近开了个奶茶店",
        "儿子一模考了618分",
        "房租618元",
        "I paid 618 dollars for it",
        "他十一岁了",
    ],
)
def test_a_thing_named_after_a_holiday_or_a_number_is_no_date(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []


def test_movable_feasts_follow_their_rules() -> None:
    assert [easter(y).isoformat() for y in (2019, 2024, 2025, 2026, 2027)] == [
        "2019-04-21",
        "2024-03-31",
        "2025-04-20",
        "2026-04-05",
        "2027-03-28",
    ]
    assert mentioned_dates("Good Friday off work", datetime(2026, 3, 1, tzinfo=UTC)) == "2026-04-03"
    assert mentioned_dates("Labor Day weekend", datetime(2026, 8, 1, tzinfo=UTC)) == "2026-09-07"
    assert mentioned_dates("Father's Day lunch", datetime(2026, 5, 1, tzinfo=UTC)) == "2026-06-21"


def test_a_lunar_holiday_outside_the_table_is_not_read() -> None:
    assert resolve_time_expressions("1980年春节", SAID) == []


def test_a_question_naming_a_holiday_asks_about_its_time() -> None:
    (asked,) = time_ranges("用户春节去了哪里？", SAID)
    assert (asked.start.date().isoformat(), asked.end.date().isoformat()) == ("2026-02-17", "2026-02-18")
    (asked,) = time_ranges("What is the user doing for Thanksgiving?", SAID)
    assert asked.start.date().isoformat() == "2026-11-26"
