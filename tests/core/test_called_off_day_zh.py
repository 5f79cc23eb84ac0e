"""A day of this week said with what one will not do then (这周三不打球了, 周五不去了, 这周五不加班了) is that day ahead: 不…了
says it is called off, not done. Before, the 了 read as the past, so said on a Monday 这周三不打球了 was dated the
Wednesday before (2025-12-31), a day of the week gone, and the agenda of the Wednesday ahead never heard of it. What
was done (周三我去打球了), done by accident (周五不小心摔了一跤) or gone (周五他不见了) is the day before, as before."""

from __future__ import annotations

from datetime import date

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import resolve_time_expressions
from tests.core.retain_helpers import T0, by_source, tell

# T0 is Monday 5 January 2026


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("这周三不打球了 下雨", date(2026, 1, 7)),
        ("这周三不打球了", date(2026, 1, 7)),
        ("周五不去了", date(2026, 1, 9)),
        ("这周五不加班了", date(2026, 1, 9)),
        # as before
        ("周三我去打球了", date(2025, 12, 31)),
        ("周五不小心摔了一跤", date(2026, 1, 2)),
        ("周五他不见了", date(2026, 1, 2)),
        ("这周三打球", date(2026, 1, 7)),
    ],
)
def test_a_day_called_off_is_the_day_ahead(said: str, day: date) -> None:
    assert [m.start.date() for m in resolve_time_expressions(said, T0)] == [day]


def test_the_record_of_a_day_called_off_names_that_day(hs: Hindsight) -> None:
    tell(hs, "这周三不打球了 下雨", "m1", 0)
    assert by_source(hs)["m1"].attributes["mentioned_dates"] == "2026-01-07"
