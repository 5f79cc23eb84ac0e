"""A part one has at an event, for a day, is no kind of person: "I'm a guest at the wedding", "I'm a bridesmaid next
month", 我是她婚礼的伴娘 filled ``is_a`` and were held beside what the user lastingly is. A kind that says more ("a
motivational speaker", "a regular guest on that podcast", "a wedding planner") is still one."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I'm a guest at the wedding on Saturday",
        "I'm a bridesmaid next month, so stressed",
        "I'm a groomsman at my brother's wedding",
        "I'm a pallbearer at grandpa's funeral tomorrow",
        "I'm a speaker at the conference next week",
        "I'm a plus-one at the wedding",
        "下个月我是伴娘",
        "我是她婚礼的伴娘",
        "我是这次婚礼的证婚人",
    ],
)
def test_a_part_at_an_event_is_no_kind_of_person(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "is_a"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm a motivational speaker", "motivational speaker"),
        ("I'm a regular guest on that podcast", "regular guest"),
        ("I'm a wedding planner", "wedding planner"),
        ("I'm a first-time mom", "first-time mom"),
    ],
)
def test_a_kind_that_says_more_is_read_as_before(text: str, value: str) -> None:
    assert ("is_a", value) in slots(text)


def test_a_bridesmaid_for_a_day_is_not_held_as_what_one_is(hs: Hindsight) -> None:
    tell(hs, "I'm a first-time mom", "m0", 0)
    tell(hs, "I'm a bridesmaid next month, so stressed", "m1", 1)
    records = by_source(hs)
    assert records["m0"].attributes.get("attribute") == "is_a"
    assert records["m1"].attributes.get("attribute") != "is_a"
