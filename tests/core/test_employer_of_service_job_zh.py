"""A service job said with the platform, courier or shop it is done for (我是美团的骑手, 我是顺丰的快递员, 我是滴滴的
司机): the employer is read beside the job. Before, only the job was stored (骑手) and the employer lost, as only a
hospital's, a company's or a school's name or an office job's word made one. A person one drives or works for (他的
司机, 小明的司机, 王总的司机, 我妈的司机) is no employer. 饿了么 is its whole name (its 了 was read as a value's end: 饿)."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def work(text: str) -> list[tuple[str, str]]:
    return sorted(s for s in own_slots(text) if s[0] in ("works_at", "job"))


@pytest.mark.parametrize(
    ("text", "employer", "job"),
    [
        ("我是美团的骑手", "美团", "骑手"),
        ("我是顺丰的快递员", "顺丰", "快递员"),
        ("我是滴滴的司机", "滴滴", "司机"),
        ("我是海底捞的服务员", "海底捞", "服务员"),
        ("我现在是京东的兼职快递员", "京东", "兼职快递员"),
        ("我是盒马的配送员，天天跑单", "盒马", "配送员"),
        # 饿了么, whose 了 is no end of what one said (before: 饿)
        ("我是饿了么的骑手", "饿了么", "骑手"),
        ("我系饿了么嘅骑手", "饿了么", "骑手"),
    ],
)
def test_the_employer_is_read_beside_the_service_job(text: str, employer: str, job: str) -> None:
    assert work(text) == sorted([("works_at", employer), ("job", job)])


@pytest.mark.parametrize(
    "text",
    [
        "我是他的司机",
        "我是小明的司机",
        "我是王总的司机",
        "我是我妈的司机哈哈",
        "我是老王的保安",
        "我是这家店的店员",
        "我是我们小区的保安",
        "如果我是美团的骑手就好了",
        "我老公是美团的骑手",
        "我是美团的骑手吗",
    ],
)
def test_no_employer_of_ones_own_where_none_is_named(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "works_at"]


def test_the_platform_named_with_le_is_read_whole() -> None:
    assert ("works_at", "饿了么") in own_slots("我在饿了么上班")
