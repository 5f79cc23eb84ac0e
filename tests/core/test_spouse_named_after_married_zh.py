"""One's spouse named in the clause after one's own marriage, the speaker left out as chat leaves them (我结婚了，老公叫
大伟, 我去年结婚了，老婆叫小美, 我已婚，老公是王磊), is the husband or wife, as 我老公叫大伟 is: 我老公叫什么 answers the
name. Before, only the status was read. Someone else's marriage (我哥结婚了，老婆叫小美), one ahead (我们要结婚了，…),
a supposition (如果我结婚了，…), no marriage before (我去同事家吃饭，老婆叫小美) or no name (老公是程序员) fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("我结婚了，老公叫大伟", ("husband", "大伟")),
        ("我去年结婚了，老婆叫小美", ("wife", "小美")),
        ("我和他上个月领证了，老公叫陈磊", ("husband", "陈磊")),
        ("我已婚，老公是王磊", ("husband", "王磊")),
        ("我结婚三年了，我老公的名字叫大伟", ("husband", "大伟")),
        ("我结婚五年了，老婆是Anna", ("wife", "Anna")),
    ],
)
def test_a_spouse_named_after_ones_marriage_is_the_speakers(text: str, spouse: tuple[str, str]) -> None:
    assert spouse in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我哥结婚了，老婆叫小美",
        "我闺蜜结婚了，老公叫大伟",
        "我们要结婚了，老公叫大伟",
        "如果我结婚了，老公叫大伟",
        "我去同事家吃饭，老婆叫小美",
        "我结婚了，老公是程序员",
        "我结婚了，老公叫我别乱花钱",
    ],
)
def test_anothers_one_ahead_or_no_name_is_no_spouse(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] in ("husband", "wife")]


def test_the_husband_named_so_is_held_and_answered(real: Hindsight) -> None:
    source, texts = first_answer(real, ["我最近在学做饭", "我结婚了，老公叫大伟"], "我老公叫什么名字")
    husbands = [
        r.attributes.get("value")
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == "husband"
    ]
    assert husbands == ["大伟"]
    assert source == ["m1"], texts
