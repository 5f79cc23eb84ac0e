"""Smoking said as one's habit ("I smoke", "I smoke a pack a day", 我抽烟, 我每天抽一包烟, 我一天要抽十几根) filled no
habit, so "I quit smoking" / 我戒烟了 after it ended nothing and "do I smoke?" found no habit held or given up. It is
``does`` = smoking (抽烟 in Chinese), as "I started smoking again" is; a question, one cigarette, a supposition,
someone else's or "I don't smoke" none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I smoke", "smoking"),
        ("I smoke a pack a day", "smoking"),
        ("I still smoke socially", "smoking"),
        ("Honestly I smoke about 10 cigarettes a day", "smoking"),
        ("我抽烟", "抽烟"),
        ("我一直吸烟", "抽烟"),
        ("我每天抽一包烟", "抽烟"),
        ("我一天要抽十几根", "抽烟"),
    ],
)
def test_smoking_said_as_a_habit_is_one(text: str, habit: str) -> None:
    assert own_slots(text) == [("does", habit)]


@pytest.mark.parametrize(
    "text",
    [
        "do I smoke too much",
        "I don't smoke",
        "if I smoke I cough",
        "my dad and I smoke cigars",
        "我抽烟吗",
        "我抽根烟去",
        "如果我抽烟",
        "我老公抽烟",
        "我不抽烟",
        "他以为我抽烟",
    ],
)
def test_a_question_a_supposition_or_anothers_is_none(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot[0] == "does" and not slot[1].startswith("not ")] == []


@pytest.mark.parametrize(
    ("smokes", "quit"), [("I smoke a pack a day", "I quit smoking"), ("我每天抽一包烟", "我戒烟了")]
)
def test_smoking_given_up_ends_the_habit(hs: Hindsight, smokes: str, quit: str) -> None:
    tell(hs, smokes, "m1", 0)
    tell(hs, quit, "m2", 60)
    said = by_source(hs)
    assert said["m1"].attributes.get("attribute") == "does"
    assert said["m1"].superseded_by == said["m2"].id
