"""A taste said as being a sucker for it ("I'm a sucker for rom coms") was what one is ("sucker"), and no taste; a
stickler for something ("I'm a stickler for type hints") was one too. The first is a liking; neither is an ``is_a``."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I'm a sucker for rom coms", ("likes", "rom coms")),
        ("im a total sucker for cheesy pop", ("likes", "cheesy pop")),
        ("I'm such a sucker for true crime", ("likes", "true crime")),
        ("I'm a glutton for dumplings", ("likes", "dumplings")),
    ],
)
def test_a_sucker_for_it_likes_it(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "I'm a glutton for punishment",
        "I'm a stickler for type hints, add them pls",
        "I'm a sucker for it",
        "I'm a sucker",
        "my wife is a sucker for rom coms",
        "I'm a sucker for the way you explain things",
        "I'm a big believer in naps",
        "I'm a firm believer in unit tests",
    ],
)
def test_a_sucker_or_a_stickler_is_no_kind_and_no_named_taste(said: str) -> None:
    assert own_slots(said) == []
