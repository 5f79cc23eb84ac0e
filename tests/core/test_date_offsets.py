"""A day said as days before or after another ("we leave the day after Christmas", 圣诞节前一天飞纽约, "two days after New
Year's Day") was the day named: Christmas itself, not the 26th."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction.dates import mentioned_dates

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("we leave the day after Christmas", "2026-12-26"),
        ("the day after Christmas I was sick", "2025-12-26"),
        ("two days after New Year's Day we fly back", "2027-01-03"),
        ("a couple of days before Christmas we drive up", "2026-12-23"),
        ("checking out the day after the 20th", "2026-12-21"),
        ("圣诞节前一天飞纽约", "2026-12-24"),
        ("圣诞节前两天放假", "2026-12-23"),
        ("20号的前一天要去接人", "2026-12-19"),
        # before a stretch of days, the day before its first; after one, the day after its last
        ("春节前一天回家", "2027-02-04"),
        ("春节后两天回来", "2027-02-13"),
        # (as before: no offset, or its own words)
        ("the day after tomorrow", "2026-12-09"),
        ("the day before yesterday we got back", "2026-12-05"),
        ("after the 20th we're free", "2026-12-20"),
        ("by the 20th", "2026-12-20"),
        ("3天后出发", "2026-12-10"),
        ("一天前", "2026-12-06"),
        ("I'll call you the day after", None),
        ("前一天晚上没睡好", None),
    ],
)
def test_a_day_said_before_or_after_another_is_that_many_days_away(text: str, dates: str | None) -> None:
    assert mentioned_dates(text, SAID) == dates
