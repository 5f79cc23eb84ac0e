"""What one is at a place keeps its place: "I'm a member at Planet Fitness" stored what the user is as "member",
cut before "at" as a job's employer is ("I'm a nurse at St Mary's"), and "I'm a regular at Blue Bottle", "I'm a
patient at Kaiser" as "regular" and "patient": nothing of the gym, the cafe or the clinic."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("I'm a member at Planet Fitness", "member at Planet Fitness"),
        ("I'm a regular at Blue Bottle, love their pour-over", "regular at Blue Bottle"),
        ("I'm a volunteer at the food bank on Saturdays", "volunteer at the food bank"),
        ("I'm a patient at Kaiser", "patient at Kaiser"),
        ("i'm a member at the Y and I swim there", "member at the Y"),
        ("I'm a member of the Sierra Club", "member of the Sierra Club"),
    ],
)
def test_what_one_is_at_a_place_keeps_the_place(said: str, value: str) -> None:
    assert ("is_a", value) in own_slots(said)


def test_a_jobs_place_is_still_the_employer() -> None:
    slots = own_slots("I'm a nurse at St Mary's")
    assert ("works_at", "St Mary's") in slots
    assert not [v for slot, v in slots if slot in ("is_a", "job") and "St Mary" in v]
