"""A name or a title opening with "The" lost it ("my favourite band is The National" filled favorite_band =
"National", "The Cure" "Cure", "The Godfather" "Godfather", "I live in The Hague" "Hague"), and what was learned of
it said so: "The user's favorite band is Cure". A capitalised "The" before a capitalised word is part of the name;
"the" before a thing ("the dumplings") is not, and "the Beatles" and "The Beatles" are one value."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, still_held, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("my favourite band is The National", ("favorite_band", "The National")),
        ("my favourite movie is The Godfather", ("favorite_movie", "The Godfather")),
        ("My favourite show is The Office", ("favorite_show", "The Office")),
        ("I'm a huge fan of The Strokes", ("likes", "The Strokes")),
        ("I live in The Hague", ("lives_in", "The Hague")),
        ("my favourite band is the national", ("favorite_band", "national")),
        ("my favourite food is the dumplings at Din Tai Fung", ("favorite_food", "dumplings")),
    ],
)
def test_a_name_opening_with_the_keeps_it(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        # a title whose capitalised word is one a value is cut at ("last", "now", "every", "if") keeps it, and one
        # opening with a capitalised "A" keeps its article
        ("I'm obsessed with The Last of Us", ("likes", "The Last of Us")),
        ("I love The Last Kingdom", ("likes", "The Last Kingdom")),
        ("I'm obsessed with A Little Life", ("likes", "A Little Life")),
        ("my favourite movie is Catch Me If You Can", ("favorite_movie", "Catch Me If You Can")),
        # ... while a detail said after a name in lower case is still cut off, and "I" opens the next clause
        ("I love Paris in the spring", ("likes", "Paris")),
        ("I'm obsessed with Wordle every morning", ("likes", "Wordle")),
        ("I love Zelda I play it every night", ("likes", "Zelda")),
        ("I LOVE SUSHI WITH RICE", ("likes", "SUSHI")),
    ],
)
def test_a_title_keeps_its_capitalised_words(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said)[:1] == [slot]


def test_what_is_learned_of_a_favourite_names_it_whole(hs: Hindsight) -> None:
    for day, id_ in ((0, "a"), (7, "b"), (14, "c")):
        tell(hs, "my favourite band is The Cure", id_, day)
    learned = [r.text for r in hs.induce(user_id="u", now=T0 + timedelta(days=30))]
    assert learned == ["The user's favorite band is The Cure"]


def test_the_name_with_or_without_its_the_is_one_value(hs: Hindsight) -> None:
    assert still_held(hs, "I love The Beatles", "I love hiking", "I don't like the Beatles anymore") == [
        False,
        True,
        True,
    ]
