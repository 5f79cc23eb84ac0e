"""A value said without punctuation before the speaker's next clause, as speech and hasty typing run on, ends where
that clause starts ("I work at Google I love it" filled "Google I", "i live in boston i think" filled "boston i
think"); a value taken back that way is not the speaker's ("I live in Lyon I mean Paris" filled "Lyon I"; "i live in
boston no wait cambridge", from one who writes names in lower case, filled nothing)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I work at Google I love it", ("works_at", "Google")),
        ("I live in Lyon I think", ("lives_in", "Lyon")),
        ("i live in boston i think", ("lives_in", "boston")),
        ("I live in Lyon I mean Paris", ("lives_in", "Paris")),
        ("I work at Google I mean Microsoft", ("works_at", "Microsoft")),
        ("i work at google i mean microsoft", ("works_at", "microsoft")),
        ("i live in boston no wait cambridge", ("lives_in", "cambridge")),
        ("i live in boston sorry i mean cambridge", ("lives_in", "cambridge")),
        # as before
        ("I live in Boston, no wait, Cambridge", ("lives_in", "Cambridge")),
        ("I live in Lyon. I mean, it's fine", ("lives_in", "Lyon")),
        ("I live in Paris and I work at Airbnb", ("lives_in", "Paris")),
    ],
)
def test_a_run_on_value_ends_where_the_next_clause_starts(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)
    assert [value for attribute, value in own_slots(said) if attribute == slot[0]] == [slot[1]]


def test_the_home_said_instead_is_the_one_said_again_later(hs: Hindsight) -> None:
    tell(hs, "I live in Lyon I mean Paris", "m1", 0)
    tell(hs, "I live in Paris", "m2", 7)
    record = by_source(hs)["m1"]
    assert record.attributes["value"] == "Paris"
    assert record.superseded_by is None  # "Paris" said again, not a move from "Lyon I"
