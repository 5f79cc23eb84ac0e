"""What will have happened by a time to come (等我退休了就去大理住, 等我辞职了就去旅游, 等我搬到上海就好了) and what one
dreamt (梦到我住在海边, 我梦见我老公叫吴彦祖, 做梦梦见我结婚了) are not so. Before, 等我退休了 ended the user's employer as
我退休了 does (works_at = "not 腾讯"), 等我搬到上海就好了 filled a home 上海就好, and the dreams a home, a husband who
superseded the one told, and married. 我退休了, 我在等外卖，我住在北京 and the clause before 等我… are read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.job_lost import job_lost
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        "等我退休了就去大理住",
        "等我辞职了就去旅游",
        "那等我有钱了就买房",
        "等我搬到上海就好了",
        "梦到我住在海边",
        "我梦见我老公叫吴彦祖 哈哈",
        "做梦梦见我结婚了 哈哈吓醒了",
        "昨晚梦见我辞职了",
        # a job done in a dream, a game or a group chat (我在梦里当老板 was the job 老板)
        "我在梦里当老板",
        "我在梦中当医生",
        "我在游戏里当医生",
        "我在群里当管理员",
        "昨晚我在梦里做律师",
        # ... or a home in one (我在梦里住在海边 was the home 梦里)
        "我在梦里住在海边",
        "我在游戏里住在城堡",
        "我在梦中生活在古代",
    ],
)
def test_a_time_to_come_or_a_dream_fills_and_ends_nothing(said: str) -> None:
    assert own_slots(said) == []
    assert not job_lost(said)


@pytest.mark.parametrize(
    ("said", "slots", "lost"),
    [
        ("我退休了", [], True),
        ("我辞职了", [], True),
        ("我在等外卖，我住在北京", [("lives_in", "北京")], False),
        ("我等了半天，我住在北京", [("lives_in", "北京")], False),
        ("我住在北京，等我退休了就回老家", [("lives_in", "北京")], False),
        ("昨晚做了个梦，我住在上海", [("lives_in", "上海")], False),
    ],
)
def test_what_is_so_is_read_as_before(said: str, slots: list[tuple[str, str]], lost: bool) -> None:
    assert own_slots(said) == slots
    assert job_lost(said) is lost


@pytest.mark.parametrize(
    ("told", "said"),
    [
        ("我在腾讯上班", "等我退休了就去大理住"),
        ("我住在北京", "梦到我住在海边"),
        ("我老公叫张伟", "我梦见我老公叫吴彦祖 哈哈"),
    ],
)
def test_the_value_told_stays_current(hs: Hindsight, told: str, said: str) -> None:
    tell(hs, told, "m1", 0)
    tell(hs, said, "m2", 30)
    records = by_source(hs)
    assert records["m1"].valid_to is None
    assert "value" not in records["m2"].attributes
