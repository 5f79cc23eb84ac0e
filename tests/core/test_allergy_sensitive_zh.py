"""敏感 said of an allergen is an allergy, as Taiwan and Hong Kong say it (我對花生敏感, 我对猫毛有点敏感: allergic to peanuts,
to cat hair), and 会过敏 (我对海鲜会过敏: seafood gives me a reaction) is one too, with no 会 in the allergen. 敏感 said of
anything that is no allergen (我对声音很敏感, 我对数字比较敏感, 我對這個話題很敏感) is being sensitive, no allergy; nor is
someone else's (我老婆对花生敏感) or a question (你对花粉敏感吗)."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我對花生敏感", "花生"),
        ("我对猫毛有点敏感", "猫毛"),
        ("我對海鮮比較敏感，吃了會起疹子", "海鲜"),
        ("我對塵蟎很敏感", "尘螨"),
        ("我对青霉素敏感", "青霉素"),
        ("我從小對牛奶敏感", "牛奶"),
        ("我对狗毛比较敏感 每次去朋友家都打喷嚏", "狗毛"),
        ("我对海鲜会过敏", "海鲜"),
        # 就 after since when (从小就, 一直就)
        ("我从小就对花粉很敏感", "花粉"),
        ("我从小就对花粉过敏", "花粉"),
        ("我一直就对海鲜过敏", "海鲜"),
        ("我對蝦子會過敏", "虾子"),
    ],
)
def test_sensitive_to_an_allergen_is_an_allergy(text: str, value: str) -> None:
    assert ("allergic_to", value) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我对声音很敏感",
        "我对数字比较敏感",
        "我對這個話題很敏感",
        "我对价格很敏感",
        "我对光有点敏感",
        "我对别人的情绪特别敏感",
        "我对咖啡因很敏感 喝了睡不着",
        "我对狗的叫声很敏感",
        "我皮肤很敏感",
        "我對鼻敏感好困擾",
        "我老婆对花生敏感",
        "你对花粉敏感吗",
        "我对花生不敏感",
    ],
)
def test_sensitive_to_what_is_no_allergen_is_no_allergy(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] == "allergic_to"]


def test_not_allergic_said_with_hui_is_read_as_not_allergic() -> None:
    assert own_slots("我对海鲜不会过敏") == own_slots("我对海鲜不过敏") == [("allergic_to", "not 海鲜")]
