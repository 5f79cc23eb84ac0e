"""The people one goes to for a service filled no slot unless a dentist, a doctor or a therapist ("my hairdresser is
Jess at Salon 9", "my barber is Tony", "my vet is Dr. Adams", "my mechanic is Joe", "my trainer is Mike"), so "my new
hairdresser is Mia" left Jess current beside her. Each is one at a time, as a dentist is, a new one superseding the
one before; a state said of one ("my trainer is brutal", "my vet is closed today") or someone else's ("my sister's
hairdresser is Kim") none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        ("my hairdresser is Jess at Salon 9", "my new hairdresser is Mia, Jess moved away"),
        ("my barber is Tony", "I got a new barber, Sam"),
        ("my vet is Dr. Adams", "my vet is now Dr. Cole"),
        ("my trainer is Mike", "my new trainer is Dana"),
        ("my mechanic is Joe at Joe's Garage", "my mechanic is Luis now"),
    ],
)
def test_a_new_provider_supersedes_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my stylist is Jess", ("hairdresser", "Jess")),
        ("my hairdresser is Jess at Salon 9", ("hairdresser", "Jess")),
        ("my vet is Banfield on Main", ("vet", "Banfield")),
    ],
)
def test_a_provider_is_read_by_one_name(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "my trainer is brutal",
        "my vet is closed today",
        "my nanny is sick today",
        "my sister's hairdresser is Kim",
        "my dog's vet is Dr. Adams",
        "my mechanic said the brakes are fine",
    ],
)
def test_a_state_or_anothers_provider_fills_none(text: str) -> None:
    assert own_slots(text) == []
