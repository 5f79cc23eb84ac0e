"""A child born to the user, named ("we had a baby girl, her name is Lily", 我当妈妈了，是个女儿叫乐乐, 我生了个儿子，叫小宇)
is their daughter or son, as "my daughter's name is Lily" is; a birth is one child more, so a daughter said before
stays current beside her. Before, a birth filled nothing. Someone else's (我姐生了个女儿叫朵朵, "my sister had a baby girl
named Mia") or one to come fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "child"),
    [
        ("we had a baby girl, her name is Lily", ("daughter", "Lily")),
        ("We just welcomed a baby boy named Leo!", ("son", "Leo")),
        ("我当妈妈了，是个女儿叫乐乐", ("daughter", "乐乐")),
        ("我生了个儿子，叫小宇", ("son", "小宇")),
        ("我老婆生了，是个闺女，叫朵朵", ("daughter", "朵朵")),
    ],
)
def test_a_child_born_named_is_the_users(text: str, child: tuple[str, str]) -> None:
    assert own_slots(text) == [child]


@pytest.mark.parametrize(
    "text",
    [
        "my sister had a baby girl named Mia",
        "我姐生了个女儿叫朵朵",
        "如果生女儿就叫乐乐",
        "we're having a girl, we'll call her Lily",
    ],
)
def test_anothers_child_or_one_to_come_is_none(text: str) -> None:
    assert not own_slots(text)


@pytest.mark.parametrize(
    "said",
    [
        ("My daughter's name is Emma.", "we had a baby girl, her name is Lily"),
        ("我女儿叫朵朵", "我又当妈妈了，是个女儿叫乐乐"),
    ],
)
def test_a_child_born_is_one_more_not_a_change(real: Hindsight, said: tuple[str, ...]) -> None:
    assert still_held(real, *said) == [True, True]
    daughters = sorted(
        str(r.attributes["value"])
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == "daughter"
    )
    assert len(daughters) == 2, daughters
