"""A weekly habit's days moved, said with the days left ("yoga moved from tuesdays to thursdays", 钢琴课从周二改到周六了)
or as moved ("yoga got moved to thursdays", "tennis has been moved to Fridays") filled no slot: only "yoga moved to
Thursdays" did. They fill ``schedule_<habit>`` with the days moved to now. Someone else's habit ("my daughter's
yoga moved to Thursdays", 我女儿的钢琴课改到周六了) filled the speaker's slot; it fills none now."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes


def _schedules(text: str) -> list[tuple[str, str]]:
    return [
        (m.attribute, m.value)
        for m in find_attributes(text)
        if m.attribute.startswith("schedule_") and m.owner is None
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yoga moved from tuesdays to thursdays", [("schedule_yoga", "Thursday")]),
        ("yoga class moved from Tuesday to Thursdays", [("schedule_yoga", "Thursday")]),
        ("yoga got moved to thursdays", [("schedule_yoga", "Thursday")]),
        ("tennis has been moved to Fridays", [("schedule_tennis", "Friday")]),
        ("physio moved from Mondays to Wednesdays", [("schedule_physio", "Wednesday")]),
        ("钢琴课从周二改到周六了", [("schedule_钢琴课", "周六")]),
        ("我的钢琴课改到周六了", [("schedule_钢琴课", "周六")]),
    ],
)
def test_a_habits_days_moved_fill_its_schedule(text: str, expected: list[tuple[str, str]]) -> None:
    assert _schedules(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my daughter's yoga moved from tuesdays to thursdays",
        "her tennis moved to Fridays",
        "我女儿的钢琴课改到周六了",
        "the yoga studio moved from Main St to Oak Ave",
        "yoga moved me from anxious to calm lol",
    ],
)
def test_anothers_habit_or_no_days_fill_none(text: str) -> None:
    assert _schedules(text) == []
