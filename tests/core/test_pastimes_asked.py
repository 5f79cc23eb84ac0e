"""Asked one's pastimes ("what hobbies do I have?", "what sports do I do?", 我现在有什么爱好, 我平时做什么运动), the
habits kept ("I've taken up pottery", "I swim now, three times a week", 我最近开始学陶艺, 我现在每周游三次泳) were not
among the first four: "Work was crazy today", a son's soccer, a wife's yoga and a sport given up were, the question
sharing no word with them. The user's own habits that hold come first (task_needs.PASTIMES_ASKED); one given up,
someone else's, and a question of another's hobbies are no answer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.pastimes import asks_pastimes
from tests.core.retain_helpers import tell

EN = [
    "I've taken up pottery",
    "I swim now, three times a week",
    "I gave up climbing after my shoulder surgery",
    "my wife does yoga every morning",
    "Work was crazy today",
    "my son plays soccer on Saturdays",
]
ZH = [
    "我最近开始学陶艺",
    "我现在每周游三次泳",
    "攀岩不玩了",
    "我老婆在练瑜伽",
    "今天加班到十点",
    "我儿子在学钢琴",
]


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (EN, "what hobbies do I have?"),
        (EN, "what sports do I do?"),
        (ZH, "我现在有什么爱好"),
        (ZH, "我平时都做什么运动"),
    ],
)
def test_the_pastimes_kept_come_first(real: Hindsight, said: list[str], question: str) -> None:
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n)
    hits = real.recall(question, user_id="u", k=4).hits
    assert {h.record.source_ids[0] for h in hits[:2]} == {"m0", "m1"}, [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what do I do for fun?", True),
        ("do I have any hobbies?", True),
        ("我的爱好是什么", True),
        ("what hobbies does my wife have?", False),
        ("我老婆有什么爱好", False),
        ("my hobbies are reading and hiking", False),
        ("我的爱好是钓鱼", False),
    ],
)
def test_what_asks_ones_own_pastimes(question: str, asks: bool) -> None:
    assert asks_pastimes(question) is asks
