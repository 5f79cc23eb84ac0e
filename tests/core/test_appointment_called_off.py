"""An appointment called off ("they cancelled my physio appointment for tomorrow") was read as one booked for that
day, and "my dentist appointment got cancelled", 牙医的预约取消了 filled nothing, so the appointment stayed current.
A cancellation now ends the appointment with whom it was (``appointment_<who>``: "not dentist"). And an appointment moved said
as "my haircut appointment moved to Saturday", "dentist moved my appointment to the 25th" or "I'm moving my dentist
appointment to Friday", "my therapist moved our session to Thursday" fills the day it is moved to, and "a vet appointment for the cat on
the 2nd" the day it is on, as "my doctor's appointment got moved to Friday" did."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import slot_records, tell


def _appointments(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if "appointment_" in m.attribute]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("they cancelled my physio appointment for tomorrow", [("appointment_physio", "not physio")]),
        ("my dentist appointment got cancelled", [("appointment_dentist", "not dentist")]),
        ("my dentist appointment on the 18th got cancelled", [("appointment_dentist", "not dentist")]),
        ("I had to cancel my dentist appointment on the 18th", [("appointment_dentist", "not dentist")]),
        ("牙医的预约取消了", [("appointment_dentist", "not 牙医")]),
        ("my haircut appointment moved to Saturday", [("appointment_hair", "Saturday")]),
        ("dentist moved my appointment to the 25th", [("appointment_dentist", "25th")]),
        ("I'm moving my dentist appointment to Friday", [("appointment_dentist", "Friday")]),
        ("my therapist moved our session to Thursday", [("appointment_therapist", "Thursday")]),
        ("the physio moved my session to the 12th", [("appointment_physio", "12th")]),
        ("I have a vet appointment for the cat on the 2nd", [("appointment_vet", "2nd")]),
        ("I booked a dentist appointment for my cleaning on Friday", [("appointment_dentist", "Friday")]),
    ],
)
def test_an_appointment_called_off_or_moved(text: str, expected: list[tuple[str, str]]) -> None:
    assert _appointments(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my sister cancelled her dentist appointment",
        "my son's dentist appointment got cancelled",
        "I cancelled my gym membership",
        "the dentist cancelled on me last year lol",
        "my sister's therapist moved her session to Thursday",
        "the DJ moved our session to Friday",
        "I have a vet appointment for the cat",
    ],
)
def test_anothers_or_no_appointment_called_off(text: str) -> None:
    assert _appointments(text) == []


def test_a_cancellation_ends_the_appointment(hs: Hindsight) -> None:
    tell(hs, "I have a dentist appointment on the 18th at 2", "booked", 0)
    tell(hs, "my dentist appointment got cancelled", "off", 2)
    records = slot_records(hs, "appointment_dentist")
    assert records["booked"].valid_to is not None
    assert records["booked"].superseded_by == records["off"].id
