"""A "me and X" opening a clause, as chat says "X and I" ("me and my girlfriend just moved to Glasgow"): the value was
no one's, or only X's ("me and Sam moved to Leeds" moved Sam). It is the speaker's, as "my girlfriend and I just moved
to Glasgow" is; "me and X" that is no clause's subject ("between me and Sam") says nothing of the speaker."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("me and my girlfriend just moved to Glasgow", ("lives_in", "Glasgow")),
        ("me and Sam moved to Leeds", ("lives_in", "Leeds")),
        ("me n my wife live in Bristol", ("lives_in", "Bristol")),
        ("ok so me and the kids moved to Leeds last year", ("lives_in", "Leeds")),
        ("me and Sam broke up", ("partner", "not Sam")),
    ],
)
def test_me_and_someone_is_said_of_the_speaker(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "can you split the bill between me and Sam",
        "she came with me and my sister to Leeds",
        "me and my sister are really close",
        "lol me and him went to the same school",
        "they moved me and my team to Leeds",
    ],
)
def test_me_and_someone_fills_nothing_of_the_speakers_where_no_value_is_said(said: str) -> None:
    assert [s for s in slots(said) if s[0] == "lives_in"] == []


def test_a_move_said_with_me_and_ends_the_home(hs: Hindsight) -> None:
    assert still_held(hs, "I live in York", "me and my girlfriend just moved to Glasgow") == [False, True]


@pytest.mark.parametrize("said", ["me and Sam moved to Leeds", "me and my girlfriend just moved to Glasgow"])
def test_me_and_someone_is_one_clause_of_the_speakers(hs: Hindsight, said: str) -> None:
    """The clause was cut at its "and", so a record said "The user said: Sam moved to Leeds", the speaker left out."""
    tell(hs, said, "m0", 0)
    assert [r.text for r in hs.list_records(user_id="u")] == [f"The user said: {said}"]
