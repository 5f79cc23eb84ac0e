"""The car one drives ended by its sale with none got in its place ("I drive a Corolla." then "I finally sold my car
last week.", 我开的是丰田卡罗拉 then 我把车卖了 / 我现在没车了): the car is history, so it is no longer current. A sale
with a car got for it, one wished or supposed, someone else's or of something else is left as it was."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.car_sold import car_sold
from tests.core.retain_helpers import still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I drive a Toyota Corolla.", "I finally sold my car last week."), [False, True]),
        (("I drive a Honda Civic", "I don't have a car anymore, I bike everywhere"), [False, True]),
        (("我开的是丰田卡罗拉", "我把车卖了"), [False, True]),
        (("我开的是一辆比亚迪", "我现在没车了，每天坐地铁"), [False, True]),
        # kept
        (("I drive a Toyota Corolla.", "I'm thinking of selling my car"), [True, True]),
        (("I drive a Toyota Corolla.", "my wife sold her car"), [True, True]),
        (("I drive a Toyota Corolla.", "I sold my bike"), [True, True]),
        (("我开的是丰田卡罗拉", "我想把车卖了"), [True, True]),
        (("我开的是丰田卡罗拉", "我爸把车卖了"), [True, True]),
        (("我开的是丰田卡罗拉", "车卖了吗"), [True, True]),
    ],
)
def test_a_car_sold_ends_the_car(real: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert still_held(real, *said) == held


@pytest.mark.parametrize(
    ("text", "sold"),
    [
        ("we sold our old truck", True),
        ("I got rid of my car", True),
        ("我的车卖掉了", True),
        ("车卖了，现在坐地铁", True),
        ("I sold my car and bought a Tesla", False),
        ("I sold my car's old tires", False),
        ("if I sold my car I'd save money", False),
        ("我把车卖了换了辆特斯拉", False),
        ("如果我把车卖了", False),
        ("我没车", False),
    ],
)
def test_a_sale_is_read_only_of_ones_own_car_done(text: str, sold: bool) -> None:
    assert car_sold(text) is sold
