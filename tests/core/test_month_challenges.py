"""A month-long challenge ("dry January", "sober October", "doing Veganuary", "Stoptober", "Movember") names its
month: the one it is in, the next one as a plan, the last one when told as past; "this/next/last year" names the
year. It named no date ("doing dry January") or the whole year ("Veganuary this year")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
DEC_7 = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)
#: Saturday 3 January 2026.
JAN_3 = datetime(2026, 1, 3, 15, 0, tzinfo=UTC)
#: Tuesday 10 February 2026.
FEB_10 = datetime(2026, 2, 10, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "said", "expected"),
    [
        ("doing dry January", DEC_7, ["2027-01-01/2027-01-31"]),
        ("I'm doing Dry January again, wish me luck", DEC_7, ["2027-01-01/2027-01-31"]),
        ("I'm doing Veganuary this year", JAN_3, ["2026-01-01/2026-01-31"]),
        ("veganuary day 3 and I miss cheese", JAN_3, ["2026-01-01/2026-01-31"]),
        ("dry january was brutal", FEB_10, ["2026-01-01/2026-01-31"]),
        ("I did sober October last year", FEB_10, ["2025-10-01/2025-10-31"]),
        ("signed up for sober october", FEB_10, ["2026-10-01/2026-10-31"]),
        ("I'm doing Stoptober", DEC_7, ["2027-10-01/2027-10-31"]),
        ("growing a mo for Movember", DEC_7, ["2027-11-01/2027-11-30"]),
    ],
)
def test_a_month_challenge_is_its_month(text: str, said: datetime, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, said)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "it was a dry July for the farmers",
        "we had a really dry January, barely any snow",
        "the dry july weather killed my tomatoes",
    ],
)
def test_dry_weather_is_no_challenge(text: str) -> None:
    assert [m.text for m in resolve_time_expressions(text, DEC_7) if "dry" in m.text.lower()] == []
