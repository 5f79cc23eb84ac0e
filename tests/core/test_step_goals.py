"""A daily step goal said as what one aims for ("I'm aiming for 10k steps a day", 我的目标是每天走一万步) fills the
step goal slot "my daily step goal is 8000" fills, so the new goal replaces the old one; steps walked once, someone
else's goal or a wish fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


def _goals(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in ("step_goal", "步数目标")]


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("I'm aiming for 10k steps a day.", ("step_goal", "10k")),
        ("My goal is 10k steps a day now.", ("step_goal", "10k")),
        ("I try to get 8,000 steps a day.", ("step_goal", "8,000")),
        ("我的目标是每天走一万步", ("步数目标", "一万")),
        ("我现在每天目标走八千步", ("步数目标", "八千")),
    ],
)
def test_a_step_goal_aimed_for(text: str, goal: tuple[str, str]) -> None:
    assert _goals(text) == [goal]


@pytest.mark.parametrize(
    "text",
    [
        "I walked 12,000 steps today.",
        "My wife aims for 10k steps a day.",
        "I want to hit 10k steps a day someday.",
        "If I aim for 10k steps a day will I lose weight?",
        "My goal is to lose 10 pounds.",
        "今天走了一万步",
        "我老婆的目标是每天走一万步",
        "我每天的目标是背五十个单词",
    ],
)
def test_no_step_goal_of_the_speakers(text: str) -> None:
    assert _goals(text) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My daily step goal is 8000.", "I'm aiming for 10k steps a day now."),
        ("我的步数目标是八千", "我的目标是每天走一万步"),
    ],
)
def test_a_new_goal_replaces_the_old(real: Hindsight, old: str, new: str) -> None:
    tell(real, old, "old", 0)
    tell(real, new, "new", 30)
    records = by_source(real)
    assert records["old"].superseded_by == records["new"].id and records["new"].valid_to is None
