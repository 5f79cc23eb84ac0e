"""The day a ticket bought is for: "I bought tickets for Dec 11" and 我买了12月11号的票, said on December 6, were dated
a year back (the purchase is past, so its day was read as past), and a trip booked that way expired at once. The
day of a ticket is ahead; the day one bought something on (我12月11号买了票, "I bought a new coat on Dec 1") stays
when it was done."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from hindsight_core.extraction.dates import resolve_time_expressions

SAID = datetime(2026, 12, 6, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("I bought tickets for Dec 11", date(2026, 12, 11)),
        ("I bought tickets for Saturday", date(2026, 12, 12)),
        ("我买了12月11号的票", date(2026, 12, 11)),
        ("我买了12月11号去上海的机票", date(2026, 12, 11)),
        ("我买了周五的电影票", date(2026, 12, 11)),
        # when the buying was done
        ("我12月1号买了票", date(2026, 12, 1)),
        ("我周五买了电影票", date(2026, 12, 4)),
        ("I bought a new coat on Dec 1", date(2026, 12, 1)),
    ],
)
def test_the_day_of_a_ticket_bought_is_ahead(text: str, day: date) -> None:
    (mention,) = resolve_time_expressions(text, SAID)
    assert mention.start.date() == day
