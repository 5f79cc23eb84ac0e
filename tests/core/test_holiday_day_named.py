"""A holiday's event dated by a day of the month ("Christmas party on the 18th") is one date, that day in the
holiday's month: it was two (Christmas, and the 18th of whichever month came next)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions
from hindsight_core.extraction.dates import mentioned_dates

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)
#: Friday 30 October 2026.
OCT_30 = datetime(2026, 10, 30, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "said", "expected"),
    [
        ("Christmas party on the 18th", SAID, ["2026-12-18"]),
        ("our work Xmas do is on the 19th, can't wait", SAID, ["2026-12-19"]),
        ("the Christmas dinner with the in-laws is on the 23rd", SAID, ["2026-12-23"]),
        ("Christmas break starts on the 18th", SAID, ["2026-12-18"]),
        ("Thanksgiving dinner on the 26th", OCT_30, ["2026-11-26"]),
        ("we had the Christmas party on the 4th", SAID, ["2026-12-04"]),
        # the day said before the holiday's event, or with its month; in Chinese
        ("Dec 18 Christmas party at Sam's", SAID, ["2026-12-18"]),
        ("the Christmas party is Dec 18", SAID, ["2026-12-18"]),
        ("12月18号公司圣诞聚会", SAID, ["2026-12-18"]),
        ("公司圣诞晚会定在12月20号", SAID, ["2026-12-20"]),
        ("圣诞聚会在18号", SAID, ["2026-12-18"]),
    ],
)
def test_a_holidays_event_on_a_day_of_the_month_is_that_day(
    text: str, said: datetime, expected: list[str]
) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, said)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the holiday and another day, each its own
        ("home for Christmas, flying back on the 28th", ["2026-12-25", "2026-12-28"]),
        ("Christmas is at mom's. I'm off on the 18th", ["2026-12-25", "2026-12-18"]),
        ("I love Christmas but my deadline is on the 18th", ["2026-12-18"]),
        ("I work Christmas day, then the party is on the 18th", ["2026-12-25", "2026-12-18"]),
        ("12月18号放假，圣诞节去上海", ["2026-12-18", "2026-12-25"]),
        ("圣诞节那天我们去上海，18号先去杭州", ["2026-12-25", "2026-12-18"]),
        ("the Christmas party is the week after, on the 18th", None),
    ],
)
def test_a_holiday_and_another_day_stay_apart(text: str, expected: list[str] | None) -> None:
    days = [m.iso() for m in resolve_time_expressions(text, SAID)]
    if expected is not None:
        assert days == expected
    else:
        assert "2026-12-18" in days


def test_the_record_carries_one_date() -> None:
    assert mentioned_dates("Christmas party on the 18th", SAID) == "2026-12-18"
