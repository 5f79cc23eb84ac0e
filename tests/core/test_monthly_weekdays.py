"""What comes back on a weekday every other week or every month ("every other Friday", "the first Monday of each
month", "on the last Friday of the month we get paid", 每隔一周的周五, 每个月第一个周一, 每月的最后一个周五) names no one
day: it was read as the coming Friday or Monday, or as last Friday, a day it may not fall on."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import resolve_time_expressions

#: Wednesday 2 December 2026 (the last Friday of the month is the 25th; of November, the 27th).
SAID = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "the first Monday of each month is the board meeting",
        "on the last Friday of the month we get paid",
        "Book club meets on the first Friday of the month",
        "每隔一周的周五我们有读书会",
        "每个月第一个周一开例会",
        "每月的最后一个周五发工资",
        "双周周五有读书会",
    ],
)
def test_a_weekday_of_every_month_or_every_other_week_is_no_day(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("last Friday I went to the gym", ["2026-11-27"]),
        ("我每个月去一次，这周五去", ["2026-12-04"]),
        ("每个月都很忙，周五要交报告", ["2026-12-04"]),
    ],
)
def test_a_day_said_beside_a_month_is_still_a_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            [(27, "Dentist said I need a crown, ugh."), (32, "on the last Friday of the month we get paid")],
            "What did I do last Friday?",
        ),
        ([(31, "周五晚上和小王吃饭"), (32, "每月的最后一个周五发工资")], "这周五我有什么安排"),
    ],
)
def test_the_friday_asked_is_not_a_monthly_payday(
    hs: Hindsight, said: list[tuple[int, str]], question: str
) -> None:
    """Asked on Wednesday the 2nd, the payday said that morning was dated last Friday (the 27th) and 每月的最后一个周五
    this Friday (the 4th, which is not the month's last): it answered what happened on the one, what the other
    holds, above what was said of that day."""
    for day, text in said:
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{day}"}],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=datetime(2026, 11, 1, 9, 0, tzinfo=UTC) + timedelta(days=day - 1),
        )
    hits = hs.recall(question, user_id="u", k=2, now=SAID, reinforce=False).hits
    assert hits[0].record.source_ids == [f"m{said[0][0]}"]


@pytest.mark.parametrize(
    ("monthly", "other", "on_its_day", "another_day", "question"),
    [
        (
            "the first Monday of each month is the board meeting",
            "I have a dentist appointment on January 11th",
            datetime(2027, 1, 4, 8, 0, tzinfo=UTC),
            datetime(2027, 1, 11, 8, 0, tzinfo=UTC),
            "What's on today?",
        ),
        (
            "每月的最后一个周五发工资",
            "12月18号下午去看牙医",
            datetime(2026, 12, 25, 8, 0, tzinfo=UTC),
            datetime(2026, 12, 18, 8, 0, tzinfo=UTC),
            "我今天有什么安排",
        ),
        # "of the month" said with what is done then (it was on no day's agenda: no date, and no day of a month)
        (
            "Book club meets on the first Friday of the month",
            "I have a dentist appointment on February 12th",
            datetime(2027, 2, 5, 8, 0, tzinfo=UTC),
            datetime(2027, 2, 12, 8, 0, tzinfo=UTC),
            "What's on today?",
        ),
        (
            "on the last Friday of the month we get paid",
            "I have a dentist appointment on December 18th",
            datetime(2026, 12, 25, 8, 0, tzinfo=UTC),
            datetime(2026, 12, 18, 8, 0, tzinfo=UTC),
            "What's on today?",
        ),
    ],
)
def test_a_weekday_of_every_month_is_on_the_agenda_of_that_day(
    hs: Hindsight, monthly: str, other: str, on_its_day: datetime, another_day: datetime, question: str
) -> None:
    """Asked on the first Monday of January (on the last Friday of December) what the day holds, the board
    meeting (the payday) said in December named no day and came back on no weekday: it was on no day's agenda. On
    a Monday (a Friday) that is not its week of the month, what was said of that day comes first."""
    for n, text in enumerate([monthly, other]):
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{n}"}],
            user_id="u",
            session_id=f"s{n}",
            occurred_at=SAID,
        )
    first = hs.recall(question, user_id="u", k=2, now=on_its_day, reinforce=False).hits[0]
    assert first.record.source_ids == ["m0"]
    first = hs.recall(question, user_id="u", k=2, now=another_day, reinforce=False).hits[0]
    assert first.record.source_ids == ["m1"]


def test_a_day_of_the_month_said_to_be_ones_is_not_every_months(hs: Hindsight) -> None:
    """ "the deadline is the last Friday of the month" (said in December) is no agenda of January's last Friday."""
    hs.retain(
        [{"role": "user", "content": "the deadline is the last Friday of the month", "id": "m0"}],
        user_id="u",
        session_id="s0",
        occurred_at=SAID,
    )
    hits = hs.recall("What's on today?", user_id="u", k=2, now=datetime(2027, 1, 29, 8, 0, tzinfo=UTC)).hits
    assert all("agenda" not in h.paths for h in hits)


@pytest.mark.parametrize(
    ("monthly", "question", "days"),
    [
        (
            "I get paid on the 15th and the last day of the month",
            "What's on today?",
            [datetime(2027, 1, 15, 8, 0, tzinfo=UTC), datetime(2027, 2, 28, 8, 0, tzinfo=UTC)],
        ),
        (
            "rent is due on the 1st of each month",
            "Anything on today?",
            [datetime(2027, 3, 1, 8, 0, tzinfo=UTC)],
        ),
        ("每个月15号发工资", "我今天有什么安排", [datetime(2027, 1, 15, 8, 0, tzinfo=UTC)]),
        ("每月月底还信用卡", "今天有什么要注意的吗", [datetime(2027, 4, 30, 8, 0, tzinfo=UTC)]),
    ],
)
def test_a_day_of_every_month_is_on_the_agenda_of_that_day(
    hs: Hindsight, monthly: str, question: str, days: list[datetime]
) -> None:
    """ "I get paid on the 15th and the last day of the month" said in December was dated the 15th of November (the
    one before), 每个月15号发工资 and "rent is due on the 1st of each month" no day: none was on the agenda of a later
    month's day. The day before each is not its day."""
    hs.retain(
        [
            {"role": "user", "content": monthly, "id": "m0"},
            {"role": "user", "content": "I love jazz, went to a concert. 我喜欢喝乌龙茶", "id": "m1"},
        ],
        user_id="u",
        session_id="s0",
        occurred_at=SAID,
    )
    for day in days:
        first = hs.recall(question, user_id="u", k=2, now=day, reinforce=False).hits[0]
        assert (first.record.source_ids, "agenda" in first.paths) == (["m0"], True), day
        before = hs.recall(question, user_id="u", k=2, now=day - timedelta(days=1), reinforce=False).hits
        assert all("agenda" not in h.paths for h in before), day
