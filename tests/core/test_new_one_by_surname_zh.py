"""A new one of those one has one of at a time, named by the surname alone with the speaker left out as chat leaves
them (换房东了，新房东姓李, 新老板姓王, 现在的房东姓刘) is theirs, as 我房东姓王 and 新房东叫李建国 are: the old landlord goes
to history and 我房东姓什么 answers the new one. Before, only a full name (叫, 是) or 我 before the role was read, and
a change said first (我们换了个新领导，姓王) had the surname "姓王".
Someone else's (小李的新房东姓王, 我朋友的新房东姓李), a colleague (新来的同事姓李) or a question (新房东姓什么来着) are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("换房东了，新房东姓李", ("landlord", "李")),
        ("新房东姓李", ("landlord", "李")),
        ("新房东姓李，人挺好的", ("landlord", "李")),
        ("现在的房东姓刘", ("landlord", "刘")),
        ("新老板姓王", ("boss", "王")),
        ("我们换了个新领导，姓王", ("boss", "王")),
        ("我换了个新房东 姓刘", ("landlord", "刘")),
    ],
)
def test_a_new_one_named_by_surname_is_the_speakers(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text", ["小李的新房东姓王", "我朋友的新房东姓李", "新来的同事姓李", "新房东姓什么来着", "新房东姓李阿姨"]
)
def test_no_surname_of_the_speakers_one_in_anothers_or_a_question(text: str) -> None:
    assert not own_slots(text)


def test_the_new_landlord_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    tell(real, "我房东姓王", "m1", 0)
    tell(real, "换房东了，新房东姓李", "m2", 200)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我房东姓什么", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=210)).hits
    assert hits[0].record.source_ids == ["m2"]
