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
        # pushed: a launch, a checkup, 体检
        ("the launch is on the 10th", "the launch got pushed to the 15th"),
        ("my checkup is on the 20th", "my checkup got pushed to next month"),
        ("我的体检在20号", "体检推迟到下个月了"),
    ],
)
def test_the_day_moved_supersedes_the_one_before(hs: Hindsight, before: str, after: str) -> None:
    tell(hs, before, "m1", 0)
    tell(hs, after, "m2", 1)
    said = by_source(hs)
    assert said["m1"].valid_to is not None and said["m1"].superseded_by == said["m2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my checkup got pushed to next month", ("appointment_checkup", "next month")),
        ("the launch got pushed to the 15th", ("appointment_launch", "15th")),
        ("deadline moved to next Friday", ("appointment_deadline", "next Friday")),
        ("the product launch was postponed to next week", ("appointment_launch_product", "next week")),
        ("the release got pushed back to March 3rd", ("appointment_release", "March 3rd")),
        ("体检推迟到下个月了", ("appointment_checkup", "下个月")),
        ("体检改到下周三了", ("appointment_checkup", "下周三")),
        ("my doctor appointment is next week", ("appointment_doctor", "next week")),
        ("I have a dentist appointment at the end of the month", ("appointment_dentist", "end of the month")),
    ],
)
def test_a_deadline_launch_or_checkup_pushed_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    """A deadline, a launch, a release or a checkup pushed to a month, a week or a day named filled no slot (the
    kinds were not events, next month / next week / 下个月 no day of one, 推迟到 no move, 体检 no visit), so the day
    said before stayed current."""
    assert _appointments(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "my sister's launch got pushed to next month",
        "should the launch be pushed to next week?",
        "if the deadline moves to next Friday I'm fine",
        "I pushed the car to the garage on the 15th",
        "他的体检推迟到下个月了",
        "体检要不要推迟到下个月？",
    ],
)
def test_no_deadline_slot_in_a_past_anothers_or_asked_move(text: str) -> None:
    assert _appointments(text) == []


def test_a_deadline_pushed_twice_keeps_the_latest_day_current(hs: Hindsight) -> None:
    tell(hs, "the deadline is Friday the 9th", "m1", 0)
    tell(hs, "the deadline got pushed to the 16th", "m2", 1)
    tell(hs, "ugh the deadline got pushed again to the 23rd", "m3", 2)
    said = by_source(hs)
    assert [said[m].valid_to is None for m in ("m1", "m2", "m3")] == [False, False, True]


@pytest.mark.parametrize(
    "text",
    ["my checkup got pushed to next month", "体检推迟到下个月了", "the launch was postponed to next week"],
)
def test_a_day_pushed_to_a_later_week_or_month_stays_a_plan(text: str) -> None:
    """Its appointment's slot is no lasting fact beside the plan: the record still ends after its day."""
    from hindsight_core.extraction.cues import event_type_of

    assert event_type_of(text) == "plan"
