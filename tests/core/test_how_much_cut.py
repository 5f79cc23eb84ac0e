"""How much or how wholly a thing is (not) liked is no part of it: "I just don't like meat that much" stored dislikes =
"meat that much", "I gave up alcohol completely" likes = "not alcohol completely", so neither ended the liking of
the thing said before (rule extractor; the hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm not vegan, I just don't like meat that much", ("dislikes", "meat")),
        ("I don't like coffee all that much", ("dislikes", "coffee")),
        ("I don't like horror movies much", ("dislikes", "horror movies")),
        ("I don't like beer much anymore", ("dislikes", "beer")),
        ("I don't like running that much, but I do it", ("dislikes", "running")),
        ("I don't eat meat that much anymore", ("likes", "not meat")),
        ("I gave up alcohol completely", ("likes", "not alcohol")),
        ("I quit caffeine cold turkey", ("likes", "not caffeine")),
    ],
)
def test_how_much_is_cut_from_the_thing(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_a_title_saying_much_is_kept_whole() -> None:
    assert slots("I like Much Ado About Nothing") == [("likes", "Much Ado About Nothing")]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("I love meat", "I'm not vegan, I just don't like meat that much"),
        ("I love beer", "I don't like beer much anymore"),
        ("I love alcohol", "I gave up alcohol completely"),
    ],
)
def test_not_liked_that_much_ends_the_liking(hs: Hindsight, before: str, after: str) -> None:
    tell(hs, before, "m0", 0)
    tell(hs, after, "m1", 1)
    records = by_source(hs)
    assert records["m0"].superseded_by is not None
    assert records["m0"].valid_to is not None
