"""Where one lives said with the kind of home before the place ("I live in a flat in Hackney") or with how one finds
living there ("I love living in Glasgow"): the first filled nothing, the second a taste for "living", so a later move
ended nothing. Both are ``lives_in``; a wish, a past or someone else's is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I live in a flat in Hackney", "Hackney"),
        ("we're living in a tiny apartment near Lyon", "Lyon"),
        ("I love living in Glasgow", "Glasgow"),
        ("honestly I hate living in London, it's so expensive", "London"),
        ("I don't mind living in Croydon tbh", "Croydon"),
        ("I live with my parents in Leicester", "Leicester"),
        ("we live with our two cats in Bristol", "Bristol"),
    ],
)
def test_the_home_said_with_its_kind_or_how_one_finds_it(text: str, place: str) -> None:
    assert own_slots(text) == [("lives_in", place)]


@pytest.mark.parametrize(
    "text",
    [
        "I'd love living in Paris",
        "I loved living in Rome",
        "my sister loves living in Boston",
        "I live in a bubble lol",
        "I live in a house with 4 cats",
        "do you like living in Leeds?",
        "I live in the moment",
        "I would love living in Lisbon one day",
        "Tom loves living in Austin",
        "imagine living in Tokyo",
        "I live with my parents",
        "I'm living with my in-laws in Cork for now",
        "I live with my sister in mind",
        "my sister lives with her kids in Leeds",
        "I'd live with my parents in Leeds if I had to",
        "I live with my parents in Leeds until March",
    ],
)
def test_no_home_in_a_wish_a_past_or_someone_elses(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "lives_in"] == []


def test_a_move_ends_the_home_said_with_its_kind(hs: Hindsight) -> None:
    assert still_held(hs, "I love living in Glasgow", "I moved to Edinburgh") == [False, True]


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("we rent a two bed in Peckham", "Peckham"),
        ("I rent a flat in Leith with two mates", "Leith"),
        ("I'm renting a room in a flatshare in Leith", "Leith"),
        ("we're renting a little house near Bath", "Bath"),
        ("we rent a 3 bed semi in Croydon", "Croydon"),
    ],
)
def test_a_home_rented_in_a_place_is_where_one_lives(said: str, place: str) -> None:
    assert ("lives_in", place) in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "we rent a cottage in Cornwall every summer",
        "we're renting a villa in Spain for two weeks",
        "I rent a car in Lisbon",
        "I rent a desk in a coworking space in Shoreditch",
        "we rent a studio in Berlin next month",
        "I rent out a flat in Leeds",
        "my sister rents a flat in Leeds",
        "should we rent a flat in Camden?",
        "if we rent a house in Bath we'd need a car",
        "we used to rent a flat in Paris",
        "we rent an apartment in Madrid until June",
    ],
)
def test_a_stay_a_plan_or_another_thing_rented_is_no_home(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "lives_in"]


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("we rent a flat in London but we're buying in Kent next year", [("lives_in", "London")]),
        ("I rent a room in Manchester during the week for work", []),
        ("I rent a room in Manchester for work", []),
    ],
)
def test_a_stay_is_read_in_the_clause_of_the_rented_home(said: str, slots: list[tuple[str, str]]) -> None:
    """A plan said after "but" ended the rented home ("... next year" is the purchase's), and a room rented for the
    working week was the home."""
    assert [s for s in own_slots(said) if s[0] == "lives_in"] == slots
