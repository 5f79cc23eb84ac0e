"""An allergy said with "also" or how bad it is ("I'm also allergic to shellfish", "I'm severely allergic to
peanuts") is an allergy slot as "I'm allergic to ..." is: one more of several, never replacing the others, and a
later "I'm not allergic to shellfish anymore" ends that one alone (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm also allergic to shellfish.", "shellfish"),
        ("I am also allergic to cats", "cats"),
        ("I'm severely allergic to peanuts", "peanuts"),
        ("Oh and I'm mildly allergic to pollen", "pollen"),
        # in Chinese, how much, since when or "too" stands between the allergen and 过敏: no part of it
        ("我对头孢也过敏", "头孢"),
        ("我对青霉素特别过敏", "青霉素"),
        ("我对猫毛有点过敏", "猫毛"),
        ("我对尘螨一直过敏", "尘螨"),
        ("我对海鲜已经不过敏了", "not 海鲜"),
        # ... or between 我 and 对, and a word of how sure before 不过敏
        ("我也对头孢过敏", "头孢"),
        ("我其实对青霉素过敏", "青霉素"),
        ("我其实对青霉素不过敏", "not 青霉素"),
        ("我现在对猫毛不过敏了", "not 猫毛"),
        ("我对青霉素根本不过敏", "not 青霉素"),
        # ... or before 不对…过敏
        ("我其实不对海鲜过敏", "not 海鲜"),
        ("我根本不对花生过敏，上次是别的原因", "not 花生"),
        ("我并不对青霉素过敏", "not 青霉素"),
        # "after all" is no part of the allergen
        ("Turns out I'm not allergic to penicillin after all.", "not penicillin"),
    ],
)
def test_an_allergy_said_with_also_or_how_bad_is_the_allergy_slot(text: str, value: str) -> None:
    assert ("allergic_to", value) in slots(text)


@pytest.mark.parametrize("text", ["我儿子其实不对海鲜过敏", "如果我其实不对海鲜过敏呢", "我其实对海鲜过敏"])
def test_no_allergy_of_the_speakers_ruled_out(text: str) -> None:
    assert not [v for a, v in slots(text) if a == "allergic_to" and v.startswith("not ")]


def test_a_second_allergy_adds_and_one_given_up_ends_that_one_alone(real: Hindsight) -> None:
    tell(real, "I'm allergic to peanuts.", "m0", 0)
    tell(real, "I'm also allergic to shellfish.", "m1", 4)
    said = by_source(real)
    assert said["m0"].valid_to is None and said["m1"].valid_to is None and said["m0"].id != said["m1"].id
    tell(real, "I'm not allergic to shellfish anymore, the test was wrong.", "m2", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m0"].valid_to is None and not said["m0"].conflicts_with
    hits = real.recall("what am I allergic to?", user_id="u", reinforce=False).hits
    assert said["m0"].id in [h.record.id for h in hits]


def test_a_chinese_allergy_given_up_ends_the_one_said_with_how_much(real: Hindsight) -> None:
    tell(real, "我对青霉素过敏。", "m0", 0)
    tell(real, "我对海鲜也有点过敏。", "m1", 4)
    tell(real, "我对海鲜已经不过敏了。", "m2", 30)
    said = by_source(real)
    assert said["m1"].attributes["value"] == "海鲜"
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m0"].valid_to is None


@pytest.mark.parametrize(
    ("allergy", "ruled_out"),
    [
        ("I'm allergic to penicillin.", "Turns out I'm not allergic to penicillin after all, the skin test was negative."),
        ("我对青霉素过敏。", "我其实对青霉素不过敏，皮试是阴性。"),
        ("我对猫毛有点过敏。", "我现在对猫毛不过敏了。"),
        ("我对海鲜过敏。", "去医院测了，我其实不对海鲜过敏。"),
    ],
)  # fmt: skip
def test_an_allergy_ruled_out_ends_it(real: Hindsight, allergy: str, ruled_out: str) -> None:
    tell(real, allergy, "m0", 0)
    tell(real, ruled_out, "m1", 30)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m1"].id and said["m0"].valid_to is not None
