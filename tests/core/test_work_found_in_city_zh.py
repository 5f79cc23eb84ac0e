"""A job found in a city one went back or moved to, said in Chinese (回郑州了，找了个国企的工作): the city is where one
works now (``work_city``), and a move's home is still read beside it (搬回西安了 找了份工作: 西安 both). Before, nothing
was read from 回郑州了，找了个国企的工作. A job only looked for or wished, a place that is no city, or someone else's
move, give no city of work."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def places(text: str) -> list[tuple[str, str]]:
    return sorted(s for s in own_slots(text) if s[0] in ("work_city", "works_at", "lives_in"))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("回郑州了，找了个国企的工作", [("work_city", "郑州")]),
        ("回郑州了 找了个国企的工作", [("work_city", "郑州")]),
        ("我回成都了，找到一份工作", [("work_city", "成都")]),
        ("搬回西安了 找了份工作", [("lives_in", "西安"), ("work_city", "西安")]),
        ("我搬到杭州了，找了个互联网的工作", [("lives_in", "杭州"), ("work_city", "杭州")]),
    ],
)
def test_the_city_gone_back_to_is_where_one_works(text: str, said: list[tuple[str, str]]) -> None:
    assert places(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "回郑州了，还在找工作",
        "回郑州了，想找个工作",
        "我哥回郑州了，找了个国企的工作",
        "回家了，找了个工作",
        "回老家了 找了份工作",
        "回公司了 找了个地方吃饭",
        "回来了，找了个工作",
        "去面试了，找了个工作",
        "回上海了，找了个对象",
        "回成都了 找了个房子",
        "如果回郑州了，找个国企的工作也行",
    ],
)
def test_no_city_of_work_where_no_job_of_ones_own_is_found_there(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("work_city", "works_at")]
