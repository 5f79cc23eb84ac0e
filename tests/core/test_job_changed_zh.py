"""A change of job said with no employer, then where one is now (换工作了，现在在字节; 我跳槽了 现在在美团, its clauses
parted by a space as chat types them; 换了份工作，现在在京东): the place said now is the new employer, so 我现在在哪上班
answers it and the old one goes to history. Before, only 现在在字节上班 (the work verb said again) was read. A change
of someone else's (我老公换工作了…), a wish (我想换工作，…), a city and somewhere one is (在家休息) are no employer."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("换工作了，现在在字节", "字节"),
        ("换工作了 现在在字节", "字节"),
        ("我跳槽了 现在在美团", "美团"),
        ("换了份工作，现在在京东", "京东"),
        # the change said with 了 inside it, then a space as chat types it (no employer read before)
        ("我换了份工作 现在在美团", "美团"),
        ("我换了个工作 现在在字节", "字节"),
        ("最近换了新工作 现在在快手", "快手"),
        ("刚换了工作 现在在携程", "携程"),
    ],
)
def test_where_one_is_after_a_change_of_job_is_the_employer(text: str, employer: str) -> None:
    assert own_slots(text) == [("works_at", employer)]


@pytest.mark.parametrize(
    "text",
    [
        "换工作了 现在在家休息",
        "我老公换工作了，现在在字节",
        "我想换工作，现在在看机会",
        "换工作了，现在在杭州",
        "我想换份工作 现在在看机会",
        "我换了份工作 现在在看机会",
        "换了个工作，现在在找房子",
        "我换了份工作 现在在家休息",
        "我老公换了份工作 现在在美团",
        "要不要换个工作 现在在纠结",
    ],
)
def test_no_employer_in_anothers_change_a_wish_or_a_place(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "works_at"]


def test_the_employer_after_a_change_of_job_is_found_first(real: Hindsight) -> None:
    tell(real, "我在阿里上班", "m1", 0)
    tell(real, "换工作了 现在在字节", "m2", 100)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我现在在哪上班", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=120)).hits
    assert hits[0].record.source_ids == ["m2"]
