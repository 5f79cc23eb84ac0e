"""A weekday said with its day of the month ("my dad's knee surgery is Tuesday the 15th", "Friday the 18th") was read
as the coming weekday, "the 15th" left over: said on Monday 7 December, the surgery was put on Tuesday the 8th. It is
the day of the month, where it falls on that weekday."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my dad's knee surgery is Tuesday the 15th", ["2026-12-15"]),
        ("party Friday the 18th at Jo's", ["2026-12-18"]),
        ("dinner Fri the 11th?", ["2026-12-11"]),
        ("Sat, the 19th works for me", ["2026-12-19"]),
        ("Monday the 21st we fly", ["2026-12-21"]),
        ("it was Tuesday the 1st, I remember", ["2026-12-01"]),
        ("first day is Monday the 4th of January", ["2027-01-04"]),
        ("from Monday the 14th to Friday the 18th", ["2026-12-14/2026-12-18"]),
        # the weekday a slip (the 16th is a Wednesday): the day of the month, as said alone
        ("Tuesday the 16th at 3", ["2026-12-16"]),
    ],
)
def test_a_weekday_with_its_day_of_the_month_is_that_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tuesday works, or on the 15th", ["2026-12-08", "2026-12-15"]),
        ("on Tuesday then", ["2026-12-08"]),
        ("Friday and on the 18th", ["2026-12-11", "2026-12-18"]),
    ],
)
def test_a_weekday_apart_from_a_day_of_the_month_is_read_as_before(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("board meeting the 2nd Tuesday of January", ["2027-01-12"]),
        ("the first Monday of next month", ["2027-01-04"]),
        ("on the third Thursday in February", ["2027-02-18"]),
        ("the last Sunday of March", ["2027-03-28"]),
        ("we met the last Saturday of November", ["2026-11-28"]),
        ("the 2nd Tuesday of January 2028", ["2028-01-11"]),
        # of every month or every year: none
        ("the first Monday of each month", []),
        ("every first Monday of March we go skiing", []),
        ("it's usually the last Friday of March", []),
    ],
)
def test_a_weekday_by_its_place_in_a_month_named_is_that_day(text: str, expected: list[str]) -> None:
    """ "board meeting the 2nd Tuesday of January" was put on the coming Tuesday (8 December), the month left over."""
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected
