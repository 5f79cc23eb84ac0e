"""An appointment or an event said by "the" or by its name alone, and moved ("actually the doctor appointment is
next Wednesday, not Monday", "parent teacher conference moved to next Wednesday", "the team offsite got pushed to
the 14th"): the slot the day said before filled, so the older day is superseded. Before, these read no slot and both
days stayed current. A past one, a weekly one, someone else's, a question or a supposition reads none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


def _appointments(text: str) -> list[tuple[str, str]]:
    return [found for found in slots(text) if found[0].startswith("appointment_")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        (
            "actually the doctor appointment is next Wednesday, not Monday",
            ("appointment_doctor", "next Wednesday"),
        ),
        ("the dentist appointment is on the 18th", ("appointment_dentist", "18th")),
        (
            "parent teacher conference moved to next Wednesday",
            ("appointment_conference_parent_teacher", "next Wednesday"),
        ),
        ("the parent-teacher conference is on Monday", ("appointment_conference_parent_teacher", "Monday")),
        ("ugh the team offsite got pushed to the 14th", ("appointment_offsite_team", "14th")),
        ("Our housewarming party is Saturday", ("appointment_party_housewarming", "Saturday")),
        (
            "my performance review got moved to Friday at 2pm",
            ("appointment_review_performance", "Friday at 2pm"),
        ),
        ("the recital was rescheduled to May 3rd", ("appointment_recital", "May 3rd")),
    ],
)
def test_an_event_said_by_the_or_its_name_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert _appointments(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "the conference was on Monday, it was great",
        "the party was amazing",
        "is the party on Saturday?",
        "if the interview is on Monday I'll take the day off",
        "her party is on Saturday",
        "Emma's recital is on Friday",
        "soccer practice is on Tuesdays",
        "the game is on tv tonight",
        "the doctor said I'm fine",
        "my conference talk went well",
        "what if the wedding is on Sunday",
        "the party is on me lol",
        "the review is on the website",
        "the test is on chapter 5",
        "the meeting is on zoom",
        "the conference is in Denver",
        "the dentist is on Main Street",
    ],
)
def test_no_event_slot_in_a_past_weekly_or_other_ones(text: str) -> None:
    assert _appointments(text) == []


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "I have a doctor appointment on Monday at 10",
            "actually the doctor appointment is next Wednesday, not Monday",
        ),
        ("parent teacher conference is on Monday", "parent teacher conference moved to next Wednesday"),
    ],
)
def test_the_day_moved_supersedes_the_one_before(hs: Hindsight, before: str, after: str) -> None:
    tell(hs, before, "m1", 0)
    tell(hs, after, "m2", 1)
    said = by_source(hs)
    assert said["m1"].valid_to is not None and said["m1"].superseded_by == said["m2"].id
