"""A weekday written short in a farewell ("I'll see you Sun", "see u sat", "cya thu") is that day: it named none, a
short weekday being a day only beside a preposition, a time or a clause's end after what is done then, and "Sat" or
"Sun" after "you" never. Someone seen sitting ("I could see you sat there") names no Saturday."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'll see you Sun", ["2026-12-13"]),
        ("see u sat", ["2026-12-12"]),
        ("ok see you Sat!", ["2026-12-12"]),
        ("c u sun", ["2026-12-13"]),
        ("cya thu, bring the charger", ["2026-12-10"]),
        ("catch you wed then", ["2026-12-09"]),
        ("see you sat at 7", ["2026-12-12"]),
    ],
)
def test_a_farewells_short_weekday_is_that_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "I could see you sat there",
        "I saw you sat on the bench",
        "see you sat next to him at dinner",
        "can't wait to see you sun's out",
        "see you soon",
        "I see you sat down already",
    ],
)
def test_someone_seen_sitting_names_no_day(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []
