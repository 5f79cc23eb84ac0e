"""A show the user is hooked on or bingeing ("I'm hooked on the Traitors", "been bingeing Severance") stored no
taste: "hooked on the ..." was read as naming nothing, as "hooked on the idea" does, and bingeing said nothing. Both
are a liking now; a plan, a question, someone else's or a thing named elsewhere is none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I'm hooked on the Traitors", ("likes", "Traitors")),
        ("totally hooked on The Bear rn", ("likes", "The Bear")),
        ("I'm obsessed with The Office, don't @ me", ("likes", "The Office")),
        ("been bingeing Severance", ("likes", "Severance")),
        ("I've been binge-watching The Bear with my partner", ("likes", "The Bear")),
        ("rewatching Gilmore Girls for the 5th time lol", ("likes", "Gilmore Girls")),
        ("currently bingeing slow horses, so good", ("likes", "slow horses")),
        ("ok so I've been binging Succession and now I need a new show", ("likes", "Succession")),
    ],
)
def test_a_show_one_is_hooked_on_or_bingeing_is_a_liking(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "I'm rewatching the first season",
        "my kids have been bingeing Bluey",
        "I'm going to binge Severance this weekend",
        "should I binge Severance?",
        "been bingeing it all week",
        "I'm obsessed with the new iPhone",
        "I'm hooked on the idea of a four-day week",
        "my wife is hooked on The Traitors",
        "is anyone else bingeing Severance?",
    ],
)
def test_no_show_of_the_users_is_said(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "likes"]
