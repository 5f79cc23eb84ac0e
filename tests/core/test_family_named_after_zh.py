"""One's own family named in a clause after the sentence opened on it, the speaker left out (我有一儿一女，儿子叫乐乐，
女儿叫朵朵, 我结婚十年了，老婆叫Lisa，儿子叫乐乐, 我老婆叫Lisa，儿子叫乐乐, 我们结婚了，老公叫大伟, 其实我结婚了，老婆叫Lisa)
is the speaker's son, daughter, wife or husband, as 我儿子叫乐乐 is: 我儿子叫什么 answers the name. Before, none was read
(the spouse only after 我结婚了, no child at all). Someone else's (我姐姐结婚了，儿子叫乐乐), a household not said first
(我同事人很好，儿子叫乐乐, 我去同事家吃饭，老婆叫小美), one ahead or supposed and no name fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer
from tests.core.slot_helpers import own_slots

_FAMILY = ("son", "daughter", "wife", "husband")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("我有一儿一女，儿子叫乐乐，女儿叫朵朵", [("son", "乐乐"), ("daughter", "朵朵")]),
        ("我结婚十年了，老婆叫Lisa，儿子叫乐乐", [("wife", "Lisa"), ("son", "乐乐")]),
        ("我老婆叫Lisa，儿子叫乐乐", [("son", "乐乐"), ("wife", "Lisa")]),
        ("我有两个孩子，女儿叫朵朵，今年5岁，儿子叫乐乐", [("daughter", "朵朵"), ("son", "乐乐")]),
        ("我们家有个闺女，闺女叫豆豆", [("daughter", "豆豆")]),
        ("我们结婚了，老公叫大伟", [("husband", "大伟")]),
        ("其实我结婚了，老婆叫Lisa", [("wife", "Lisa")]),
    ],
)
def test_ones_family_named_after_the_sentence_opened_on_it_is_the_speakers(
    text: str, named: list[tuple[str, str]]
) -> None:
    assert [slot for slot in own_slots(text) if slot[0] in _FAMILY] == named


@pytest.mark.parametrize(
    "text",
    [
        "我姐姐结婚了，儿子叫乐乐",
        "我同事人很好，儿子叫乐乐",
        "我认识一个人，儿子叫乐乐",
        "我去同事家吃饭，老婆叫小美",
        "我们公司有两个孩子，儿子叫乐乐",
        "我有两个孩子，我姐也有，儿子叫乐乐",
        "我有个儿子，他儿子叫乐乐",
        "我们要结婚了，老公叫大伟",
        "如果我结婚了，老公叫大伟",
        "我有两个孩子，儿子叫我别熬夜",
    ],
)
def test_anothers_family_one_ahead_or_no_name_is_none(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot[0] in _FAMILY] == []


def test_the_son_named_so_is_held_and_answered(real: Hindsight) -> None:
    source, texts = first_answer(
        real, ["我最近在学做饭", "我结婚十年了，老婆叫Lisa，儿子叫乐乐"], "我儿子叫什么名字"
    )
    sons = [
        r.attributes.get("value")
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == "son"
    ]
    assert sons == ["乐乐"]
    assert source == ["m1"], texts
