"""A part played in a story, a play or a game was the user's own ("in the story I'm a detective in 1920s Chicago":
job = detective, superseding the user's job; "in the play I'm a king who loses his kingdom", "in the game I'm a
wizard": is_a; "in this story I live in Tokyo" a home): what follows "in the / my story, play, game, movie, novel ..."
up to its sentence's end is make-believe, as a story asked for is; "in my book club", "in the game industry", "in the
movie theater" or "in the game last night" (one played) are what they were."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "in the story I'm a detective in 1920s Chicago",
        "in the play I'm a king who loses his kingdom",
        "in the game I'm a wizard",
        "in this story I live in Tokyo",
    ],
)
def test_a_part_played_fills_no_slot(text: str) -> None:
    assert own_slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("in my book club I'm the youngest and I live in Denver", ("lives_in", "Denver")),
        ("in the game industry I work at EA", ("works_at", "EA")),
        # a place named for what is shown there
        ("in the movie theater I realised I'm allergic to popcorn", ("allergic_to", "popcorn")),
    ],
)
def test_a_club_or_a_trade_is_no_part_played(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "said",
    [
        ("I'm a nurse.", "in the story I'm a detective in 1920s Chicago"),
        ("I live in Austin.", "in this story I live in Tokyo"),
    ],
)
def test_a_part_played_ends_nothing(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [True, True]
