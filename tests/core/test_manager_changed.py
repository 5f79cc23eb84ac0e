"""A new manager said as people say it ("I report to Tom now", "I have a new manager, her name is Priya", 我换了个领导，
现在是李姐, 我们新来的经理叫张伟): the manager's (or boss's) slot, as "my manager is Rachel" fills it, so the one
before goes to history instead of both staying current. Before, none of these filled it. Someone else's, one reported
to who is no name ("the CEO", HR), a doctor seen "for my checkups", a wish and a remark (我换了个老板，脾气很好) none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I report to Rachel now", ("manager", "Rachel")),
        ("I now report directly to Priya Shah", ("manager", "Priya Shah")),
        ("reorg happened. I report to Tom now, he micromanages everything", ("manager", "Tom")),
        ("I have a new manager, her name is Priya", ("manager", "Priya")),
        ("I got a new boss, his name's Tom", ("boss", "Tom")),
        ("我换了个领导，现在是李姐", ("boss", "李姐")),
        ("我们新来的经理叫张伟", ("manager", "张伟")),
    ],
)
def test_a_new_manager_said_in_other_words_fills_the_slot(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "I report to the CEO",
        "I report to HR on Mondays",
        "I report to work at 9",
        "I report to Dr. Lee for my checkups",
        "If I report to Rachel I'll quit",
        "my wife reports to Tom",
        "我换了个老板，脾气很好",
        "我们新来的老师是北京人",
        "我们新来的同事叫小王",
    ],
)
def test_no_manager_where_none_is_named(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] in ("manager", "boss", "teacher")]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("My manager is Rachel", "I report to Tom now"),
        ("My manager is Rachel", "I have a new manager, her name is Priya"),
        ("我领导是王总", "我换了个领导，现在是李姐"),
    ],
)
def test_the_new_manager_supersedes_the_one_before(hs: Hindsight, before: str, after: str) -> None:
    tell(hs, before, "m1", 0)
    tell(hs, after, "m2", 60)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id and said["m1"].valid_to is not None


@pytest.mark.parametrize(
    ("before", "after", "question"),
    [
        ("my boss is Dana", "my new manager is Priya", "who is my boss?"),
        ("My manager is Rachel", "I got a new boss, his name's Tom", "who's my manager"),
        ("我老板是王总", "我们新来的经理叫张伟", "我老板是谁"),
    ],
)
def test_a_boss_and_a_manager_are_one_slot(hs: Hindsight, before: str, after: str, question: str) -> None:
    """Before, the boss and the manager were two slots: "my new manager is Priya" left "my boss is Dana" current, and
    "who is my boss?" answered Dana first."""
    tell(hs, before, "m1", 0)
    tell(hs, after, "m2", 30)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id and said["m1"].valid_to is not None
    assert first(hs, question) == ["m2"]


def test_a_mentor_beside_the_manager_is_another_slot(hs: Hindsight) -> None:
    tell(hs, "my boss is Dana", "m1", 0)
    tell(hs, "my mentor is Priya", "m2", 30)
    assert by_source(hs)["m1"].valid_to is None
