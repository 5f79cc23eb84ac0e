"""A hobby named as one ("my hobby is baking", "my main hobby these days is pottery") filled no slot: only a favourite
one did. It is what one likes doing; someone else's, one wished for or one gone is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("My hobby is baking", ("likes", "baking")),
        ("my main hobby these days is pottery", ("likes", "pottery")),
        ("my hobby is probably gaming tbh", ("likes", "gaming")),
        ("hobbies: climbing, board games", ("likes", "climbing")),
        ("my hobbies include running and reading", ("likes", "running and reading")),
    ],
)
def test_a_hobby_named_is_a_liking(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "my wife's hobby is gardening",
        "I need a hobby",
        "my hobby is non-existent lol",
        "my old hobby was painting",
        "what's my hobby?",
        "my hobby is a bit weird",
        "is my hobby boring?",
    ],
)
def test_no_hobby_of_the_speakers_is_named(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "likes"]


def test_a_hobby_given_up_ends_it(hs: Hindsight) -> None:
    assert still_held(hs, "my hobby is pottery", "I love hiking", "I don't like pottery anymore") == [
        False,
        True,
        True,
    ]
