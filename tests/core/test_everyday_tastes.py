"""Tastes said in everyday words filled no slot, so they never counted toward what is learned and a later change
superseded nothing: "I am veggie", "I'm veg", "As a vegetarian, I'd like ..." (a diet), "my go-to database is
postgres", "My go-to editor is Neovim" (a favourite: the preferred one of its kind), 美式是我的最爱 (a liking). A
veggie burger is no diet, and what 这 or 她 is was said elsewhere."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I am veggie", ("diet", "vegetarian")),
        ("I'm veg now", ("diet", "vegetarian")),
        ("As a vegetarian, I'd like a dinner idea", ("diet", "vegetarian")),
        ("Being vegan, I skip most desserts.", ("diet", "vegan")),
        ("my go-to database is postgres", ("favorite_database", "postgres")),
        ("My go-to editor is Neovim", ("favorite_editor", "Neovim")),
        ("美式是我的最爱", ("likes", "美式")),
        ("火锅一直是我的最爱！", ("likes", "火锅")),
    ],
)
def test_an_everyday_taste_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    ["I'm a veggie burger fan", "As a kid, I was vegetarian", "这是我的最爱", "她是我的最爱"],
)
def test_what_says_no_taste_of_the_users_fills_none(said: str) -> None:
    assert not [slot for slot in own_slots(said) if slot[0] in ("diet", "likes")]
