"""How one likes to live, said as a taste ("I like living in the countryside", "I hate living with my parents", "I
enjoy living on my own"), was cut at its "in", "with" or "on" to a taste for "living". It is a taste for living so
(``likes`` / ``dislikes``); a named place one lives in and likes living in ("I love living in Glasgow") is the home."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I like living in the countryside", ("likes", "living in the countryside")),
        ("honestly i really like living by the sea, so calm", ("likes", "living by the sea")),
        ("I hate living with my parents", ("dislikes", "living with my parents")),
        ("I enjoy living on my own", ("likes", "living on my own")),
        ("I love living near the beach but the rent is insane", ("likes", "living near the beach")),
        ("I like living in the city this year", ("likes", "living in the city")),
    ],
)
def test_a_way_of_living_liked_is_the_taste(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("I love living in Glasgow", [("lives_in", "Glasgow")]),
        ("I'd love living by the sea", []),
        ("I'm a student living with my parents", [("job", "student")]),
        ("my sister loves living in the countryside", []),
        ("I like my living room painted green", [("likes", "living room painted green")]),
    ],
)
def test_a_home_or_a_wish_is_no_taste_for_living(said: str, slots: list[tuple[str, str]]) -> None:
    assert own_slots(said) == slots
