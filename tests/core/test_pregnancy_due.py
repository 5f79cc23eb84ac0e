"""How far along a pregnancy is, said once ("I'm 12 weeks pregnant" in January), was a frozen number: asked in March
the block showed only "12 weeks". Its record now carries the due date it implies (40 weeks from the pregnancy's
start), so recall tells the week as of any later day; a later statement dates it anew."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.pregnancy_due import due_dated

from .retain_helpers import by_source, tell

SAID = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("value", "due"),
    [
        ("12 weeks", "2026-09-14"),  # 28 weeks after the day said
        ("20 weeks", "2026-07-20"),
        ("3 months", "2026-09-07"),  # a month of 30.44 days: 91 days gone
        ("6 and a half months", "2026-05-23"),
        ("24.5 weeks", "2026-06-18"),
    ],
)
def test_the_due_date_is_forty_weeks_from_the_start(value: str, due: str) -> None:
    assert due_dated({"attribute": "pregnancy", "value": value}, SAID)["due_date"] == due


@pytest.mark.parametrize(
    "attributes",
    [
        {"attribute": "pregnancy", "value": "pregnant"},
        {"attribute": "pregnancy", "value": "45 weeks"},
        {"attribute": "age", "value": "12 weeks"},
        {"attribute": "pregnancy", "value": "12 weeks", "due_date": "2026-09-01"},
    ],
)
def test_no_weeks_or_a_due_date_given_adds_none(attributes: dict[str, str]) -> None:
    assert due_dated(attributes, SAID) == attributes


def test_recall_tells_the_due_date_beside_the_weeks_said(real: Hindsight) -> None:
    tell(real, "I'm 12 weeks pregnant, haven't told my boss yet", "m0", 0)  # 5 January 2026
    record = by_source(real)["m0"]
    assert record.attributes["due_date"] == "2026-07-20"
    context = real.recall("how far along am I?", user_id="u", k=5).context
    line = next(line for line in context.splitlines() if "12 weeks" in line)
    assert "due 2026-07-20" in line
