"""A pastime taken up filled no slot ("I've taken up pottery", "I took up knitting last winter", "I picked up tennis
this spring", "I started swimming this month"; "taken up" was read only with "again"), nor one given up that no sport
list named ("I gave up pottery", "I quit knitting", "I stopped playing guitar"), so the pastime given up stayed
current beside its end. Each is a habit (``does``) whose end ends it and whose taking up again ends the end; what is
picked up or started that is no pastime ("I picked up the kids", "I started running the numbers", "I stopped
painting the fence"), a wish, a time gone or someone else's none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        ("I've taken up pottery", "I gave up pottery, too messy"),
        ("I took up knitting last winter", "I quit knitting, my hands hurt"),
        ("I just picked up tennis, anyone want to play?", "I don't play tennis anymore"),
        ("I started swimming this month", "I stopped swimming after the ear infection"),
        ("Took up crochet, it's so calming", "I stopped crochet, no time"),
        ("I play guitar every evening", "I stopped playing guitar"),
        ("I quit knitting", "I started knitting again"),
    ],
)
def test_a_pastime_taken_up_and_given_up_ends_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I've taken up pottery", "pottery"),
        ("I got into baking sourdough this year", "baking"),
        ("I started going to the gym", "gym"),
        ("I paint most weekends", "painting"),
    ],
)
def test_a_pastime_is_read_by_its_one_name(text: str, habit: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == [("does", habit)]


@pytest.mark.parametrize(
    "text",
    [
        "I picked up the kids from school",
        "I took up the offer from Acme",
        "I picked up a cold from my kid",
        "I started running the numbers for Q3",
        "I stopped painting the fence halfway through",
        "My wife has taken up yoga",
        "I want to take up pottery",
        "I might pick up tennis this spring",
        "I took up smoking in college, quit in 2019",
    ],
)
def test_what_is_no_pastime_taken_up_or_given_up_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == []


@pytest.mark.parametrize(
    "said",
    [
        ("我最近开始学陶艺", "陶艺不学了，太脏了"),
        ("我开始学吉他了", "我不学吉他了"),
        ("我今年开始打网球", "我网球早就不打了"),
        ("我每周去两次健身房", "健身不去了，太贵"),
        ("攀岩不玩了", "我最近又开始玩攀岩了"),
        ("钢琴不学了，太难了", "我这阵子开始学钢琴"),
    ],
)
def test_a_pastime_taken_up_or_given_up_in_chinese_ends_the_one_before(
    real: Hindsight, said: tuple[str, str]
) -> None:
    """Taken up said of lately or as learning one (我最近开始学陶艺, 我开始学吉他了), given up named first (攀岩不玩了,
    我网球早就不打了), one habit whatever verb it is said with (学吉他, 吉他不学了: 吉他)."""
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    "text",
    [
        "我明天开始跑步",
        "我想开始学画画",
        "我开始打包了",
        "我老婆最近开始练瑜伽",
        "我儿子开始学钢琴了",
        "今天羽毛球不打了",
        "我老婆瑜伽不练了",
        "电话不打了",
        "这个不玩了",
    ],
)
def test_a_plan_a_chore_a_day_or_anothers_pastime_in_chinese_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == []
