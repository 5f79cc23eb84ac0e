"""A visit to the user's home told after what went wrong ("the dishwasher broke, repair guy comes Thursday"): the day
of the visit is the one ahead, read from the verb that governs it ("comes"), not from the breakage said before it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight

#: A Monday.
MONDAY = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("the dishwasher broke, repair guy comes Thursday", "2026-01-08"),
        ("Washing machine died on us. The landlord said the repair man comes Friday", "2026-01-09"),
        ("the movers came Saturday, the internet guy comes Wednesday", "2026-01-03,2026-01-07"),
    ],
)
def test_a_visit_after_a_breakage_is_dated_ahead(hs: Hindsight, said: str, day: str) -> None:
    hs.retain([{"role": "user", "content": said, "id": "m"}], user_id="u", occurred_at=MONDAY)
    (record,) = hs.list_records(user_id="u")
    assert record.attributes["mentioned_dates"] == day
