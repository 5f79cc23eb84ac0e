"""Someone one has one of at a time by role, said in Chinese to have changed with the new one named (我老板换成张总了,
我们领导换成了李姐, 老板换人了，现在是张总, 领导换了，新的是李姐, 房东换了，新房东姓李) is the new one, as 我老板是张总
is: the old boss goes to history and 我老板是谁 answers the new one. Before, none of these filled a slot. Someone
else's (我妈的老板换成张总了, 他领导换人了，现在是张总), a thing (老板换成了新车), no name (老板换人了，现在是个女的,
我老板换人了) and a question are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我老板换成张总了", ("boss", "张总")),
        ("我们领导换成了李姐", ("boss", "李姐")),
        ("老板换人了，现在是张总", ("boss", "张总")),
        ("领导换了，新的是李姐", ("boss", "李姐")),
        ("我的医生换成王医生了", ("doctor", "王医生")),
        ("我们公司老板换成了Tom", ("boss", "Tom")),
        # the role said again in the clause after, or the new one by the surname alone
        ("老板换了，新老板叫王明", ("boss", "王明")),
        ("房东换了，新房东姓李", ("landlord", "李")),
        ("我们房东换人了，新的姓欧阳，人挺好", ("landlord", "欧阳")),
    ],
)
def test_the_one_had_by_role_changed_is_the_new_one(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "我妈的老板换成张总了",
        "他领导换人了，现在是张总",
        "老板换成了新车",
        "老板换人了，现在是个女的",
        "我老板换人了",
        "我老板换成张总了吗",
        "我妈的房东换了，新房东姓李",
        "房东换了，新房东姓什么来着",
    ],
)
def test_no_one_of_the_speakers_in_anothers_a_thing_or_no_name(text: str) -> None:
    assert not own_slots(text)


def test_the_new_boss_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    tell(real, "我老板是王总", "m1", 0)
    tell(real, "我老板换成张总了", "m2", 90)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我老板是谁", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=100)).hits
    assert hits[0].record.source_ids == ["m2"]


def test_the_new_landlord_by_surname_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "我房东姓王", "m1", 0)
    tell(hs, "房东换了，新房东姓李", "m2", 60)
    said = by_source(hs)
    assert said["m2"].attributes.get("value") == "李"
    assert said["m1"].superseded_by == said["m2"].id
