"""What one quit and names as one thing ("I quit the book halfway", "I quit the game", "I quit the band"), an effort
("I gave up trying to fix the sink", "I gave up waiting for him") or a race left in the middle is no taste given up:
it was stored as ``likes`` = "not book halfway". A taste given up ("I gave up coffee", "I quit drinking soda", "I gave
up my morning coffee") still ends the liking said before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I quit the book halfway, it was so boring",
        "I quit the game after the second boss",
        "I gave up trying to fix the sink, calling a plumber",
        "I gave up waiting for him",
        "I quit the band last year",
        "I quit the course after two weeks",
        "I quit reading that series after book 3",
        "I quit halfway through the marathon",
        "I took up smoking in college, quit in 2019",
    ],
)
def test_one_thing_or_an_effort_given_up_is_no_taste(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "likes"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I quit coffee last month", "not coffee"),
        ("I gave up sugar for lent", "not sugar"),
        ("I quit drinking soda", "not drinking soda"),
        ("I gave up my morning coffee", "not morning coffee"),
        ("I gave up red meat for health reasons", "not red meat"),
    ],
)
def test_a_taste_given_up_is_read_as_before(text: str, value: str) -> None:
    assert ("likes", value) in slots(text)


def test_a_book_quit_is_no_liking_held(hs: Hindsight) -> None:
    tell(hs, "I love coffee", "m0", 0)
    tell(hs, "I quit the book halfway, it was so boring", "m1", 1)
    tell(hs, "I gave up coffee", "m2", 2)
    records = by_source(hs)
    assert records["m1"].attributes.get("attribute") != "likes"
    assert records["m0"].superseded_by == records["m2"].id
