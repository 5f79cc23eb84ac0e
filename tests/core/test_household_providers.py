"""The people a household goes to, said as "our", filled no slot ("we switched vets, our vet is now Dr. Cole", "our
pediatrician is Dr. Ruiz", "our new babysitter is Jenna"), so after "my vet is Dr. Adams" the vet left stayed
current. Ours is the user's as "my vet" is (vet, dentist, pediatrician, nanny, landlord
...); a team's or a class's ("our manager is Sarah", "our teacher is Mrs. Lee"), a state ("our vet is closed today")
or the dog's ("our dog's vet") none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("we switched vets, our vet is now Dr. Cole", ("vet", "Dr. Cole")),
        ("our pediatrician is Dr. Ruiz, she's great", ("pediatrician", "Dr. Ruiz")),
        ("our new babysitter is Jenna, the kids love her", ("babysitter", "Jenna")),
        ("our dentist is Dr. Park", ("dentist", "Dr. Park")),
        ("our landlord is Mr. Okafor", ("landlord", "Mr. Okafor")),
    ],
)
def test_the_households_provider_is_the_users(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "our manager is Sarah",
        "our teacher is Mrs. Lee",
        "our vet is closed today",
        "our dog's vet is Dr. Hale",
    ],
)
def test_a_teams_a_state_or_the_dogs_is_none(text: str) -> None:
    assert own_slots(text) == []


def test_our_new_vet_supersedes_my_vet(real: Hindsight) -> None:
    said = ("my vet is Dr. Adams", "we switched vets, our vet is now Dr. Cole")
    assert still_held(real, *said) == [False, True]
