"""One more pet said as the other one or one besides (我家另一只猫叫花花, 我还有一只猫叫花花, 我家还有只猫叫花花) recorded no
cat, so 我的猫叫什么 never had 花花: it is a cat of its own, beside the one named before (new_pet), not its new name.
Someone else's (我朋友家另一只猫叫花花) none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, still_held
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我家另一只猫叫花花", ("cat", "花花")),
        ("我还有一只猫叫花花", ("cat", "花花")),
        ("我家还有只猫叫花花", ("cat", "花花")),
        ("我还有一只猫，叫花花", ("cat", "花花")),
        ("我家另一只狗叫旺财", ("dog", "旺财")),
    ],
)
def test_one_more_pet_is_named(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


def test_someone_elses_other_pet_is_none() -> None:
    assert not slots("我朋友家另一只猫叫花花")


@pytest.mark.parametrize("other", ["我家另一只猫叫花花", "我还有一只猫叫花花"])
def test_one_more_cat_is_held_beside_the_first(hs: Hindsight, other: str) -> None:
    assert still_held(hs, "我家猫叫咪咪", other) == [True, True]
    cats = {
        r.attributes.get("value") for r in by_source(hs).values() if r.attributes.get("attribute") == "cat"
    }
    assert cats == {"咪咪", "花花"}
