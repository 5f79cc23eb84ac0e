"""A habit said in Chinese with no sport's verb (我每天冥想二十分钟, 我每天走一万步, 我每天晚上遛狗) filled no slot, since 冥想
read as a wish (想) and the habits known were verbs of sport; one said with how often inside it (我每周游两次泳, 我每天跑五公里)
was stored as 游两次泳, so 我现在不游泳了 ended nothing; one said as it is now or lately (我现在每周游三次泳, 我最近每天跑步)
filled none. Each is one habit by its one name, and its end ends it; one day
off or a wish (我今天不冥想了, 我想每天冥想) is no habit."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "habit"),
    [
        ("我每天冥想二十分钟", "冥想"),
        ("我每天走一万步", "走路"),
        ("我每天晚上遛狗", "遛狗"),
        ("我每周游两次泳", "游泳"),
        ("我每天跑五公里", "跑步"),
        ("我平时打篮球", "打篮球"),
        # said as it is now or lately (我现在每周…, 我最近每天…): read as nothing before
        ("我现在每周游三次泳", "游泳"),
        ("我最近每天跑步", "跑步"),
        ("我这阵子每天早上都去健身房", "健身"),
        ("我目前每周踢一次球", "踢球"),
    ],
)
def test_a_habit_is_read_by_its_one_name(said: str, habit: str) -> None:
    assert own_slots(said) == [("does", habit)]


@pytest.mark.parametrize(
    "said", ["我今天不冥想了", "我想每天冥想", "我妈每天冥想", "我老婆最近每天跑步", "我现在每天都很忙"]
)
def test_a_day_off_a_wish_or_anothers_is_no_habit(said: str) -> None:
    assert [s for s in own_slots(said) if s[0] == "does"] == []


@pytest.mark.parametrize(
    "said",
    [
        ("我每天冥想二十分钟", "我不冥想了"),
        ("我每周游两次泳", "我现在不游泳了"),
        ("我每天散步", "我最近不散步了"),
        ("我现在每周打两次羽毛球", "我现在不打羽毛球了"),
    ],
)
def test_a_habit_given_up_ends_it(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]
