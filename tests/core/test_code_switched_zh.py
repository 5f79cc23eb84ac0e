"""A code of the home or an amount said changed with 换 in Chinese (门禁密码换成2468了, 门禁码又换了，现在是4455, 门禁密码换了，
新的是2468, 物业把门禁密码换成3690了) is a new value of it, as 门禁密码改成2468了 is: the old code goes to history and
我的门禁密码是多少 answers the new one. Before, only 改 / 变 / 涨 and the like were read, so the old code stayed current.
Someone else's code (朋友的门禁密码, 他家门禁密码) and a password set to no number (我把密码换成了生日) are none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import changed_then_asked
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("门禁密码换成2468了", ("门禁密码", "2468")),
        ("门禁密码换了，现在是2468", ("门禁密码", "2468")),
        ("门禁密码换了，新的是2468", ("门禁密码", "2468")),
        ("门禁码又换了，现在是4455", ("门禁码", "4455")),
        ("单元门密码换成1357#了", ("单元门密码", "1357#")),
        ("我们小区门禁密码换成了7788", ("门禁密码", "7788")),
        ("家里大门密码换成了0520", ("大门密码", "0520")),
        ("物业把门禁密码换成3690了", ("门禁密码", "3690")),
    ],
)
def test_a_code_switched_is_its_new_value(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "朋友的门禁密码换成1234了",
        "他家门禁密码换成1234了",
        "我把密码换成了生日",
        "WiFi密码换了",
        "我想把门禁密码换成1234",
    ],
)
def test_no_code_of_the_speakers_in_anothers_or_a_word(text: str) -> None:
    assert not [s for s in slots(text) if "密码" in s[0]]


def test_the_switched_code_supersedes_the_old_and_is_answered_first(real: Hindsight) -> None:
    old, new, first = changed_then_asked(real, "门禁密码是1357", "门禁密码换成2468了", "我的门禁密码是多少")
    assert old.superseded_by == new.id
    assert first == new.id
