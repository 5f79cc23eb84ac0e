"""A place whose name takes more than one word, written in lower case by one who writes names so ("i live in new
york", "i moved to new orleans", "i live in salt lake city", "im from new jersey"), is where the user lives or is
from: "new" was read as a state said of a place ("my phone is new") and "city" as "the city", so nothing was
filled, and a move to New York superseded nothing. "new" still describes ("i live in new apartment") and "city" alone
names none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("i live in new york", ("lives_in", "new york")),
        ("i live in new york now", ("lives_in", "new york")),
        ("i moved to new orleans last year", ("lives_in", "new orleans")),
        ("i live in new delhi with my parents", ("lives_in", "new delhi")),
        ("i live in salt lake city", ("lives_in", "salt lake city")),
        ("i live in kansas city", ("lives_in", "kansas city")),
        ("im from new jersey", ("from", "new jersey")),
    ],
)
def test_a_place_in_lower_case_of_more_than_one_word_is_read(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "i live in new apartment",
        "i live in a new apartment",
        "i live in the city",
        "i live in city",
        "my phone is new",
    ],
)
def test_new_and_city_alone_name_no_place(said: str) -> None:
    assert own_slots(said) == []


def test_a_move_to_new_york_in_lower_case_supersedes_the_home_before(hs: Hindsight) -> None:
    tell(hs, "i live in boston", "m1", 0)
    tell(hs, "i moved to new york last month", "m2", 30)
    records = by_source(hs)
    assert records["m1"].superseded_by == records["m2"].id
    top = hs.recall("where do i live?", user_id="u", k=3, reinforce=False).hits[0]
    assert "new york" in top.record.text
