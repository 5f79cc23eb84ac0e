"""A medication named by its brand ("lexapro", "Zoloft", "Wellbutrin", "Ozempic"), which no drug's ending tells, was
read only with a dose: "I stopped taking lexapro last month" ended nothing, so the dose told before stayed current,
and "I'm on Wellbutrin now" filled nothing. A brand is read as the generic names are now: its stop ends its dose,
its taking fills it. Someone else's, a question or a condition still fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight

from .retain_helpers import slot_records, tell
from .slot_helpers import own_doses


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I stopped taking lexapro last month", [("dose_lexapro", "not lexapro")]),
        ("I came off Zoloft in March", [("dose_zoloft", "not Zoloft")]),
        ("my doctor took me off xanax", [("dose_xanax", "not xanax")]),
        ("I'm on Wellbutrin now", [("dose_wellbutrin", "Wellbutrin")]),
        ("I started Ozempic last week", [("dose_ozempic", "Ozempic")]),
    ],
)
def test_a_brand_stopped_or_taken(text: str, expected: list[tuple[str, str]]) -> None:
    assert own_doses(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my mom stopped taking her lipitor",
        "if I stop lexapro will I feel worse?",
        "should I ask about ozempic?",
        "I stopped watching Yellowstone",
        "I stopped taking notes in class",
    ],
)
def test_anothers_a_question_or_no_medication(text: str) -> None:
    assert own_doses(text) == []


def test_a_brand_stopped_ends_its_dose(hs: Hindsight) -> None:
    tell(hs, "I take 10mg of lexapro every morning", "dose", 0)
    tell(hs, "I stopped taking lexapro last month", "stop", 60)
    records = slot_records(hs, "dose_lexapro")
    assert records["dose"].valid_to is not None
    assert records["dose"].superseded_by == records["stop"].id
