"""A Chinese clause going on from the speaker's, its subject left out, joined as dictation joins it (by 然后 or a
space, no comma: 我上个月搬到杭州了然后在阿里上班, 我住在杭州 在阿里上班) fills its slot as one after a comma does: the
employer was lost. Someone else's clause, and one going on under a wish or a plan (我想搬到杭州，在阿里上班, which filled
阿里), fill none of the speaker's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        "我上个月搬到杭州了然后在阿里上班",
        "我搬到杭州了，然后在阿里上班",
        "我住在杭州然后在阿里上班",
        "我住在杭州 在阿里上班",
        "我在阿里上班然后住在杭州",
    ],
)
def test_a_dictated_clause_of_the_speakers_fills_its_slot(said: str) -> None:
    assert sorted(own_slots(said)) == [("lives_in", "杭州"), ("works_at", "阿里")]


@pytest.mark.parametrize(
    "said",
    [
        "我姐姐住在杭州然后在阿里上班",
        "我住在杭州然后他在阿里上班",
        "我想搬到杭州，在阿里上班",
        "我想搬到杭州然后在阿里上班",
        "我打算下个月搬到杭州，在阿里上班",
        # someone named by who they are to the speaker opens the sentence (同事, 闺蜜, 朋友: no slot of their own),
        # a space or a comma between the clauses
        "我闺蜜叫陈曦 她日语很好 在日企上班",
        "我同事小王 住在通州 在京东上班",
        "我同事小王，住在通州，在京东上班",
    ],
)
def test_someone_elses_clause_or_a_wish_fills_no_employer(said: str) -> None:
    assert "works_at" not in dict(own_slots(said))


@pytest.mark.parametrize("said", ["我同事小王 住在通州 在京东上班", "我同事小王，住在通州，在京东上班"])
def test_a_colleagues_home_is_none_of_the_speakers(said: str) -> None:
    assert own_slots(said) == []


def test_a_wish_before_is_no_wish_of_what_holds_now() -> None:
    assert own_slots("我以前想当医生，现在在腾讯上班") == [("works_at", "腾讯")]


def test_the_dictated_employer_is_the_one_a_later_change_supersedes(hs: Hindsight) -> None:
    tell(hs, "我上个月搬到杭州了然后在阿里上班", "m1", 0)
    tell(hs, "我现在在腾讯上班", "m2", 30)
    works = [r for r in by_source(hs).values() if r.attributes.get("attribute") == "works_at"]
    assert {r.attributes["value"]: r.superseded_by is None for r in works} == {"阿里": False, "腾讯": True}
