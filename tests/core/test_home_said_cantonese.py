"""Where one lives said in Cantonese with 屋企 (home): 我屋企喺觀塘 is "my home is in Kwun Tong", the home slot as
我住喺沙田 is. Home said of where it is inside (我屋企喺度裝修緊: being renovated), asked (我屋企喺邊度), someone
else's (佢屋企喺大埔, 我阿媽屋企喺深水埗) or how it is (我屋企好細) fills nothing."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("我屋企喺觀塘", "观塘"),
        ("我屋企喺將軍澳，返工好遠", "将军澳"),
        ("我哋屋企喺元朗", "元朗"),
        ("我屋企喺九龍塘嗰邊", "九龙塘"),
        ("我而家屋企喺荃灣", "荃湾"),
    ],
)
def test_a_home_said_with_uk_kei_is_the_home_slot(text: str, place: str) -> None:
    assert ("lives_in", place) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我屋企喺度裝修緊",
        "我屋企喺邊度",
        "佢屋企喺大埔",
        "我阿媽屋企喺深水埗",
        "我屋企好細",
        "我喺公司，未返屋企",
        "我屋企喺唔喺觀塘都唔記得",
        "如果我屋企喺沙田就好",
    ],
)
def test_no_home_said_of_inside_a_question_or_someone_elses(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot[0] == "lives_in"] == []
