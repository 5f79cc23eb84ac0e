"""A break-up said with no one named ("I'm dating Jake." then "we broke up last week", 我男朋友叫阿杰 then 我们分手了 /
我被甩了) ends the partner current, as "Jake and I broke up" does: Jake is history. Before, he stayed current and "who
am I dating?" answered him first. A spouse, one supposed or asked, someone else's, or "we split the bill" is left as it
was."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.broke_up import broke_up
from tests.core.retain_helpers import still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I'm dating Jake.", "we broke up last week"), [False, True]),
        (("My girlfriend's name is Priya.", "ugh. she broke up with me"), [False, True]),
        (("我男朋友叫阿杰", "我们分手了"), [False, True]),
        (("我女朋友叫小雨", "唉，我被甩了"), [False, True]),
        # kept
        (("My wife's name is Anna.", "we broke up for a week in college"), [True, True]),
        (("I'm dating Jake.", "if we broke up I'd be crushed"), [True, True]),
        (("I'm dating Jake.", "my parents split up when I was ten"), [True, True]),
        (("I'm dating Jake.", "we split the bill"), [True, True]),
        (("我男朋友叫阿杰", "我们分手了吗？他最近好冷淡"), [True, True]),
        (("我男朋友叫阿杰", "我朋友分手了"), [True, True]),
    ],
)
def test_a_break_up_naming_no_one_ends_the_partner(
    real: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert still_held(real, *said) == held


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("We broke up.", True),
        ("I got dumped", True),
        ("唉，我们昨天分了", True),
        ("we broke up the fight", False),
        ("when we broke up I moved to Denver", False),
        ("如果我们分手了", False),
        ("蛋糕我们分了", False),
        ("我们分手吧", False),
    ],
)
def test_a_break_up_is_read_only_of_the_speakers_couple(text: str, said: bool) -> None:
    assert broke_up(text) is said
