"""Chinese chat closes a clause with laughter, a particle or an emoji (我住北京哈, 住在杭州哈哈哈, 我老公叫张伟😊): the
clause ends there. Before, the laugh or the particle was part of the value (lives_in 北京哈, name 小王哈, husband
张伟哈, 打羽毛球哈), so the same value said again was another one; after an emoji ("我老公叫张伟😊", 我住杭州😂在阿里上班)
nothing was filled at all. A name that ends with such a character (娃哈哈, 多哈, a dog called 哈哈) is read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("我住北京哈", [("lives_in", "北京")]),
        ("我住在杭州哈哈哈", [("lives_in", "杭州")]),
        ("我住在杭州嘿嘿", [("lives_in", "杭州")]),
        ("我住在杭州咯", [("lives_in", "杭州")]),
        ("我住杭州hhh", [("lives_in", "杭州")]),
        ("我叫小王哈", [("name", "小王")]),
        ("我老公叫张伟哈", [("husband", "张伟")]),
        ("我老公叫张伟😊", [("husband", "张伟")]),
        ("我对象叫小李哈哈哈 人很好", [("partner", "小李")]),
        ("我住杭州😂在阿里上班", [("lives_in", "杭州"), ("works_at", "阿里")]),
        ("我每周三晚上打羽毛球哈", [("does", "打羽毛球"), ("schedule_羽毛球", "周三")]),
        # names that end so
        ("我喜欢喝娃哈哈", [("likes", "喝娃哈哈")]),
        ("我住在多哈", [("lives_in", "多哈")]),
        ("我住哈尔滨", [("lives_in", "哈尔滨")]),
        ("我在哈啰上班", [("works_at", "哈啰")]),
    ],
)
def test_a_clause_closed_by_a_laugh_or_an_emoji_fills_its_slot(
    said: str, slots: list[tuple[str, str]]
) -> None:
    assert own_slots(said) == slots


def test_the_home_said_again_with_a_laugh_is_no_change(hs: Hindsight) -> None:
    tell(hs, "我住在杭州", "m1", 0)
    tell(hs, "我现在还住在杭州哈哈哈", "m2", 30)
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    assert [(r.attributes["value"], r.occurrences, r.valid_to) for r in records] == [("杭州", 2, None)]


def test_a_husband_named_before_an_emoji_is_found_by_his_name(hs: Hindsight) -> None:
    tell(hs, "我老公叫张伟😊", "m1", 0)
    assert by_source(hs)["m1"].attributes.get("value") == "张伟"
    hits = hs.recall("我老公叫什么", user_id="u", k=3, reinforce=False, now=T0).hits
    assert "张伟" in hits[0].record.text
