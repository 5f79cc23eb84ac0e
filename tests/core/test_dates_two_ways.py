"""A date said again written another way ("My birthday is on March 3rd", "... the 3rd of March" after "My birthday
is March 3") is the same value: no change of birthday (it superseded March 3 before, shown as a conflict), and
that memory said again; another day is a change (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.values import value_key
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("March 3", "on March 3rd", True),
        ("March 3", "3rd of March", True),
        ("March 3", "on the 3rd of March", True),
        ("June 12th", "12 June", True),
        ("March 3", "March 4", False),
        ("March 3", "March 31st", False),
        ("3rd floor", "3 floor", True),
        ("On Running", "Running", False),  # a name that opens with "on"
    ],
)
def test_a_date_written_two_ways_is_one_value(a: str, b: str, same: bool) -> None:
    assert (value_key(a) == value_key(b)) is same


@pytest.mark.parametrize("again", ["My birthday is on March 3rd.", "My birthday is the 3rd of March"])
def test_a_birthday_said_again_another_way_is_no_change(real: Hindsight, again: str) -> None:
    tell(real, "My birthday is March 3", "m0", 0)
    tell(real, again, "m1", 10)
    (record,) = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.source_ids == ["m0", "m1"] and record.valid_to is None and not record.conflicts_with


def test_another_birthday_is_a_change(real: Hindsight) -> None:
    tell(real, "My birthday is March 3", "m0", 0)
    tell(real, "Sorry, my birthday is on March 4th", "m1", 10)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m1"].id
