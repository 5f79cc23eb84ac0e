"""A partner or spouse ended by the relationship status said after it ("I'm dating Jake" then "I'm single again", "My
wife's name is Anna" then "I got divorced last year", 我老公叫大伟 then 我离婚了): the one held is history, so "who am I
dating?" / 我老公叫什么 answer the status first. A divorce keeps a partner ("I'm dating Sam", "I'm divorced"); a status
said before the partner, engaged or married ends no one."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I'm dating Jake.", "I'm single again."), [False, True]),
        (("My wife's name is Anna.", "I got divorced last year."), [False, True]),
        (("my partner is Sam", "I'm single now"), [False, True]),
        (("我老公叫大伟", "我离婚了"), [False, True]),
        (("我男朋友叫阿杰", "我现在单身"), [False, True]),
        # kept
        (("I'm dating Sam.", "I'm divorced, by the way."), [True, True]),
        (("I'm single.", "I'm dating Jake now."), [True, True]),
        (("My husband's name is Dave.", "We got married in June."), [True, True]),
        (("My husband's name is Dave.", "my sister is single"), [True, True]),
    ],
)
def test_a_status_ends_the_partner_it_ends(hs: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert still_held(hs, *said) == held


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (["I'm dating Jake.", "I'm single again."], "who am I dating?"),
        (["My wife's name is Anna.", "I got divorced last year."], "who is my wife?"),
        (["我老公叫大伟", "我离婚了"], "我老公叫什么"),
    ],
)
def test_asked_who_the_partner_is_the_status_comes_first(
    real: Hindsight, said: list[str], asked: str
) -> None:
    source, texts = first_answer(real, said, asked)
    assert source == ["m1"], texts
