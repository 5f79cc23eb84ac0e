"""A medication stopped with none named (我停药了, 药已经停了, 医生让我停药了) ends the speaker's medication where exactly
one is current; with none, or with several (which one is not said), nothing is ended. Before, nothing was: the stop
named no medicine, so 我在吃优甲乐 still held. A stop wished, asked or someone else's ends nothing."""

from __future__ import annotations

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, still_held, tell


def test_a_stop_ends_the_one_medication(real: Hindsight) -> None:
    assert still_held(real, "我在吃优甲乐", "我停药了") == [False, True]
    assert by_source(real)["m1"].attributes.get("value") == "not 优甲乐"


def test_a_stop_said_otherwise_ends_it_too(real: Hindsight) -> None:
    assert still_held(real, "我每天早上吃二甲双胍", "上个月医生让我停药了") == [False, True]


def test_with_several_medications_none_is_ended(real: Hindsight) -> None:
    tell(real, "我在吃优甲乐", "m0", 0)
    tell(real, "我在吃二甲双胍", "m1", 1)
    tell(real, "我停药了", "m2", 2)
    said = by_source(real)
    assert [said[m].valid_to is None for m in ("m0", "m1")] == [True, True]
    assert said["m2"].attributes.get("attribute") is None


def test_with_no_medication_nothing_is_ended(real: Hindsight) -> None:
    tell(real, "我住在杭州", "m0", 0)
    tell(real, "我停药了", "m1", 1)
    said = by_source(real)
    assert said["m0"].valid_to is None
    assert said["m1"].attributes.get("attribute") != "lives_in"


def test_a_stop_wished_asked_or_anothers_ends_nothing(real: Hindsight) -> None:
    assert still_held(real, "我在吃优甲乐", "我想停药", "我停药了吗", "我爸停药了") == [
        True,
        True,
        True,
        True,
    ]


def test_how_long_said_before_the_medicine_is_no_part_of_its_name() -> None:
    """停了两周二甲双胍 stopped 两周二甲双胍 (the weeks read into the medicine's name), ending no dose of 二甲双胍."""
    from tests.core.slot_helpers import own_slots

    assert ("dose_二甲双胍", "not 二甲双胍") in own_slots("我停了两周二甲双胍")
    assert ("dose_阿托伐他汀", "not 阿托伐他汀") in own_slots("我停了一个月的阿托伐他汀")
