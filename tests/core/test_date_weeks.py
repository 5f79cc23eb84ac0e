"""A week named by a day in it ("the week of the 14th", "the weekend of Dec 19") or by its place in a month ("the
first week of January", "the last week of December") is that week; "the last week of December" was last week, and
"the week of the 14th" no date at all. "The last week of school" names the final one, no date; a week of a month said
as a habit is none either."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the week of the 14th I'm in Chicago for work", ["2026-12-14/2026-12-20"]),
        ("I'm away the week of Dec 14, can we do it on the 21st?", ["2026-12-14/2026-12-20", "2026-12-21"]),
        ("we were in Rome the week of Nov 9", ["2026-11-09/2026-11-15"]),
        ("the week of 12/14 i'm in nyc", ["2026-12-14/2026-12-20"]),
        ("the weekend of the 19th we're in Vermont", ["2026-12-19/2026-12-20"]),
        ("the last week of December we're at grandma's", ["2026-12-25/2026-12-31"]),
        ("the first week of January I'm in Oslo", ["2027-01-01/2027-01-07"]),
        ("I'm off the second week of next month", ["2027-01-08/2027-01-14"]),
        ("the last weekend of January we go up to the cabin", ["2027-01-30/2027-01-31"]),
    ],
)
def test_a_week_named_by_a_day_or_a_month_is_that_week(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "the last week of the month is always crazy at work",
        "the last week of school is so chill",
        "my last year of college was the best",
        "the week of 3 meetings in a row was hard",
        "the first week of a new job is exhausting",
    ],
)
def test_a_final_week_or_a_habit_names_no_date(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I saw him last week of course", ["2026-11-30/2026-12-06"]),
        ("last week I flew to Denver", ["2026-11-30/2026-12-06"]),
        ("I was in Rome the last week", ["2026-11-30/2026-12-07"]),
    ],
)
def test_last_week_is_still_last_week(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected
