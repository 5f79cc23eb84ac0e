"""A list of the medications one takes, under a line saying they are one's own ("my meds now:\n- metformin 1000mg
twice daily\n- lisinopril 10mg", a markdown table of them, 我现在吃的药：\n- 二甲双胍 每次1000mg), filled no dose, so a
dose changed in the list left the one said before current and "what's my metformin dose?" answered the old one.
Each item with a dose is the speaker's, as "I'm on metformin 1000mg" is; someone else's list ("My mom's meds:",
我妈吃的药：) or a list of no medications (a shopping list) is not."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots

_NEW_LIST = "my meds now:\n- metformin 1000mg twice daily\n- lisinopril 10mg once daily"


@pytest.mark.parametrize(
    ("before", "listed"),
    [
        ("I'm on metformin 500mg twice a day", _NEW_LIST),
        (
            "I'm on metformin 500mg twice a day",
            "My current medications:\n| Medication | Dose |\n|---|---|\n| Metformin | 1000mg twice daily |\n"
            "| Lisinopril | 10mg daily |",
        ),
        ("I take metformin 500mg", "meds I'm on:\n1. Metformin 1000mg\n2. Lisinopril 10mg"),
        ("我现在吃二甲双胍，每次500mg", "我现在吃的药：\n- 二甲双胍 每次1000mg 每天两次\n- 阿托伐他汀 20mg"),
        ("我现在吃二甲双胍，每次500mg", "我的用药：\n| 药名 | 剂量 |\n|---|---|\n| 二甲双胍 | 每次1000mg |"),
    ],
)
def test_a_dose_changed_in_ones_list_of_meds_supersedes_the_old(
    hs: Hindsight, before: str, listed: str
) -> None:
    tell(hs, before, "before", 0)
    tell(hs, listed, "list", 1)
    assert by_source(hs)["before"].superseded_by is not None


@pytest.mark.parametrize(
    "said",
    [
        "My mom's meds:\n- metformin 1000mg\n- lisinopril 10mg",
        "我妈吃的药：\n- 二甲双胍 1000mg",
        "my shopping list:\n- milk 2 l\n- flour 500g",
    ],
)
def test_a_list_of_anyone_elses_meds_or_of_no_meds_fills_no_dose_of_the_users(said: str) -> None:
    assert not [slot for slot, _ in own_slots(said) if slot.startswith("dose_")]


def test_the_list_ends_at_a_line_that_is_none_of_its_items() -> None:
    said = "my meds:\n- metformin 500mg\nThe doctor said 10mg is too low for lisinopril"
    assert own_slots(said) == [("dose_metformin", "500mg")]


def test_asked_for_ones_dose_the_list_answers(real: Hindsight) -> None:
    tell(real, "I'm on metformin 500mg twice a day", "before", 0)
    tell(real, _NEW_LIST, "list", 1)
    top = real.recall("what's my metformin dose?", user_id="u", k=3, reinforce=False).hits[0]
    assert "1000mg" in top.record.text
