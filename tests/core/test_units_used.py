"""The units the user measures in are one at a time ("use metric units", then "I'm used to imperial actually";
我习惯用公制, then 还是用英制吧): "use metric units" filled nothing and 我习惯用公制 filled ``uses``, of which one has many,
so a switch ended nothing and both stayed current; a thing's units ("convert this to metric", "the recipe is in
imperial") or a country's (我们国家用公制) are none of the user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.instruction_helpers import assert_later_instruction_holds
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "system"),
    [
        ("use metric units", "metric"),
        ("please use the metric system", "metric"),
        ("I'm used to metric", "metric"),
        ("imperial is fine actually", "imperial"),
        ("switch back to imperial", "imperial"),
        ("metric please", "metric"),
        ("我习惯用公制", "metric"),
        ("以后都用英制单位", "imperial"),
    ],
)
def test_the_units_one_measures_in_fill_units(text: str, system: str) -> None:
    found = slots(text)
    assert ("units", system) in found and not [s for s in found if s[0] == "uses"], found


@pytest.mark.parametrize(
    "text",
    [
        "convert this to metric",
        "the recipe is in imperial",
        "can you use metric for this recipe",
        "the US uses imperial",
        "my dad only thinks in imperial",
        "我们国家用公制",
    ],
)
def test_a_things_or_someone_elses_units_fill_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "units"] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("use metric units", "I'm used to imperial actually", "which units do I use?"),
        ("我习惯用公制", "还是用英制吧", "我用什么单位"),
    ],
)
def test_a_later_system_supersedes_the_earlier(hs: Hindsight, old: str, new: str, question: str) -> None:
    assert_later_instruction_holds(hs, old, new, question)
