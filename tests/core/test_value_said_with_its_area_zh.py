"""A Chinese value said with the area around it or a word of feeling after the verb was kept whole: 我住在朝阳区那边
filled lives_in = 朝阳区那边, and 我爱死火锅了 likes = 死火锅 (爱死 is "love to
death"), so the same place or taste said plainly (我住在朝阳区, 我爱吃火锅) was another value. The place is the value
(朝阳区), and what one loves is 火锅; near a place (公司附近, 学校旁边) is not the place, and a place whose name ends so
(海边, 江边) is read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("我住在朝阳区那边", [("lives_in", "朝阳区")]),
        ("我住在深圳南山这一带", [("lives_in", "深圳南山")]),
        ("我住在北京望京这边", [("lives_in", "北京望京")]),
        ("我住在湖边那边", [("lives_in", "湖边")]),
        # where one works said by the area around it is a place, not an employer (read as the employer 国贸 before)
        ("我在国贸那边上班", []),
        ("我在望京这边工作", []),
        ("我在中关村附近上班", []),
        ("我在腾讯上班", [("works_at", "腾讯")]),
        ("我爱死火锅了", [("likes", "火锅")]),
        ("我爱死了火锅", [("likes", "火锅")]),
        # as before
        ("我住在公司附近", []),
        ("我住在学校旁边", []),
        ("我住在海边", [("lives_in", "海边")]),
        ("我爱上了滑雪", [("likes", "滑雪")]),
    ],
)
def test_the_value_is_the_place_or_the_thing_loved(said: str, slots: list[tuple[str, str]]) -> None:
    assert own_slots(said) == slots


def test_the_home_said_with_its_area_is_the_same_home(hs: Hindsight) -> None:
    tell(hs, "我住在朝阳区", "m1", 0)
    tell(hs, "我住在朝阳区那边", "m2", 30)
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    assert [(r.attributes["value"], r.occurrences, r.valid_to) for r in records] == [("朝阳区", 2, None)]
