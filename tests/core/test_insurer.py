"""One's insurer filled no slot ("my car insurance is with Geico", "my health insurance is through Aetna"), 我的车险是平安的
a slot named 车险, and a switch ended none ("I switched to Progressive" was decided, 我车险换成人保了 nothing), so the
insurer left stayed current. An insurer is that insurance's (car_insurance, health_insurance, home_insurance; a known
car insurer said of no kind is the car's), one at a time, so a switch supersedes it; "progressive lenses", the
farmers market, a state of it ("my car insurance went up again") or someone else's none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import first_answer, still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my car insurance is with Geico", ("car_insurance", "Geico")),
        ("I switched to Progressive, way cheaper than Geico", ("car_insurance", "Progressive")),
        ("I switched my car insurance to Progressive", ("car_insurance", "Progressive")),
        ("my health insurance is through Aetna", ("health_insurance", "Aetna")),
        ("my renters insurance is with Lemonade", ("home_insurance", "Lemonade")),
        ("我的车险是平安的", ("car_insurance", "平安")),
        ("我车险换成人保了", ("car_insurance", "人保")),
    ],
)
def test_ones_insurer_is_that_insurances(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "I switched to progressive lenses",
        "I went to the farmers market",
        "my car insurance went up again",
        "my mom's car insurance is with Geico",
        "我的车险快到期了",
    ],
)
def test_no_insurer_or_someone_elses_is_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0].endswith("insurance")] == []


@pytest.mark.parametrize(
    "said",
    [
        ("my car insurance is with Geico", "I switched to Progressive"),
        ("我的车险是平安的", "我车险换成人保了"),
    ],
)
def test_an_insurer_switched_to_supersedes_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


def test_the_insurer_switched_to_is_answered_first(real: Hindsight) -> None:
    said = ["my car insurance is with Geico", "I switched to Progressive"]
    first, texts = first_answer(real, said, "who's my car insurance with?")
    assert first == ["m1"], texts


@pytest.mark.parametrize(
    "asked",
    [
        "who is my car insurance with?",
        "who do I have car insurance with again",
        "which company is my auto insurance through?",
        "what insurance company do I use for my car?",
    ],
)
@pytest.mark.parametrize(
    "price", ["my car insurance went up to 140 a month", "my car insurance premium went up to 140"]
)
def test_the_insurer_is_answered_before_a_newer_price(real: Hindsight, asked: str, price: str) -> None:
    """Before, the newer price ("my car insurance went up to 140 a month": no insurer) was answered first."""
    said = ["my car insurance is with Geico", price]
    first, texts = first_answer(real, said, asked)
    assert first == ["m0"], texts


@pytest.mark.parametrize(
    ("asked", "slot"),
    [
        ("who is my car insurance with?", "car_insurance"),
        ("who's my health insurance through", "health_insurance"),
        ("who do I have home insurance with?", "home_insurance"),
        ("how much is my car insurance?", None),
        ("who is my wife's car insurance with?", None),
        ("should I switch my car insurance?", None),
    ],
)
def test_an_insurer_asked_asks_its_slot(asked: str, slot: str | None) -> None:
    assert asked_slot(asked) == slot
