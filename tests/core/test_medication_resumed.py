"""A medication stopped and taken again, said in one turn: "I stopped the metformin in June but I'm back on it now",
停了一个月二甲双胍，现在又吃上了. The stop held the turn's dose slot ("not metformin": the first value said of a slot
holds it), so "am I on metformin?" was answered with the stop; the medication is taken now. A stop with someone else
wanting it back, a question, or another's medication is not taken again."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "dose"),
    [
        ("I stopped the metformin in June but I'm back on it now", ("dose_metformin", "metformin")),
        ("I stopped metformin in June. I'm back on it now", ("dose_metformin", "metformin")),
        ("I came off sertraline last year, back on it since January", ("dose_sertraline", "sertraline")),
        ("I quit lisinopril for a month and then started it again", ("dose_lisinopril", "lisinopril")),
        ("I was off metformin for two weeks but I'm back on it", ("dose_metformin", "metformin")),
        (
            "I stopped atorvastatin last year and my doctor put me back on it",
            ("dose_atorvastatin", "atorvastatin"),
        ),
        ("停了一个月二甲双胍，现在又吃上了", ("dose_二甲双胍", "二甲双胍")),
        ("我停了二甲双胍一个月，现在又开始吃了", ("dose_二甲双胍", "二甲双胍")),
        ("舍曲林停了两个月，最近又在吃了", ("dose_舍曲林", "舍曲林")),
    ],
)
def test_a_medication_stopped_then_taken_again_is_taken(said: str, dose: tuple[str, str]) -> None:
    assert [slot for slot in own_slots(said) if slot[0] == dose[0]] == [dose]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I stopped metformin in June but my doctor wants me back on it", "dose_metformin"),
        ("I stopped metformin in June, should I get back on it?", "dose_metformin"),
        ("I stopped metformin in June and I feel better without it", "dose_metformin"),
        (
            "I stopped sertraline because the side effects were awful, never going back on it",
            "dose_sertraline",
        ),
        ("I quit sertraline cold turkey, I don't want to go back on it", "dose_sertraline"),
        ("I came off sertraline, back on track now", "dose_sertraline"),
        ("I was off metformin for two weeks, should I get back on it?", "dose_metformin"),
        ("I stopped metformin, and started it again? is that safe", "dose_metformin"),
        ("我停了二甲双胍，医生说不用再吃了", "dose_二甲双胍"),
        ("我停了二甲双胍，现在又吃上火锅了", "dose_二甲双胍"),
        ("我停了二甲双胍一个月，要不要再吃上？", "dose_二甲双胍"),
    ],
)
def test_a_stop_not_followed_by_taking_it_again_is_not_taken(said: str, slot: str) -> None:
    assert (slot, slot.removeprefix("dose_")) not in own_slots(said)


@pytest.mark.parametrize(
    "said",
    ["my dad stopped metformin in June but he's back on it now", "我爸停了一个月二甲双胍，现在又吃上了"],
)
def test_someone_elses_medication_taken_again_is_not_the_speakers(said: str) -> None:
    assert [slot for slot in own_slots(said) if slot[0].startswith("dose_")] == []
