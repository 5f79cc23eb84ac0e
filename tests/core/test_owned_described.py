"""What one's car, phone or plan is like was read as the thing itself ("my car is filthy": car = filthy, "my phone
plan is ridiculous": phone_carrier = ridiculous, "my laptop is a piece of junk"), so it superseded the car or the
carrier said before and "what car do I drive?" answered "filthy" first. Said in English with no make known, the
thing is named (a word in capitals or with a digit: "a white RAV4", "a 2019 civic"), or is the one a plan is with
("my phone plan is with mint"), or one switched to from a thing named ("from Barclays to a credit union")."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held
from tests.core.slot_helpers import own_slots

_OWNED = {"car", "phone_model", "laptop", "bank", "phone_carrier", "car_insurance", "health_insurance"}


@pytest.mark.parametrize(
    "text",
    [
        "my car is filthy",
        "my car is red",
        "my car is a lemon",
        "my car is a total wreck after the hailstorm",
        "my phone is garbage",
        "my phone is cracked",
        "my phone is brand new",
        "my laptop is a piece of junk",
        "my laptop is ancient, it takes 5 minutes to boot",
        "my phone plan is ridiculous",
        "my phone plan is unlimited",
        "my carrier is the worst",
        "my car insurance is a rip off",
        "my health insurance is useless",
        "my bank is local",
        "I switched my phone to silent",
    ],
)
def test_what_a_thing_is_like_is_no_thing(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in _OWNED] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("My work car is a white RAV4", ("car", "white RAV4")),
        ("my car is a honda civic", ("car", "honda civic")),
        ("my car is a 2019 civic", ("car", "2019 civic")),
        ("my laptop is a Mac", ("laptop", "Mac")),
        ("my phone is a pixel 8", ("phone_model", "pixel 8")),
        ("my phone plan is with mint", ("phone_carrier", "mint")),
        ("my carrier is Verizon", ("phone_carrier", "Verizon")),
        ("I switched banks from Barclays to a credit union.", ("bank", "credit union")),
    ],
)
def test_a_thing_named_is_still_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "said",
    [
        ("I drive a Toyota Corolla.", "ugh, my car is filthy"),
        ("My phone plan is with T-Mobile.", "my phone plan is ridiculous"),
        ("I have an iPhone 14.", "my phone is garbage"),
    ],
)
def test_what_it_is_like_supersedes_nothing(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [True, True]


def test_the_car_not_its_state_is_answered(real: Hindsight) -> None:
    first, texts = first_answer(
        real, ["I drive a Toyota Corolla.", "ugh, my car is filthy"], "what car do I drive?"
    )
    assert first == ["m0"], texts


@pytest.mark.parametrize(
    "text",
    [
        # what it costs, or its number: "my car insurance is 1,340 a year" was the insurer "1"
        "my car insurance is 1,340 a year",
        "my health insurance is 1,200 a month",
        "my phone plan is 1,200 a year",
        "my phone plan is $45 a month",
        "my car insurance is like 120 bucks a month",
        "my work phone is 555-0100 ext 23",
    ],
)
def test_what_a_thing_costs_or_its_number_is_no_thing(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in _OWNED] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my car is a 2019 Civic", ("car", "2019 Civic")),
        ("my laptop is a 2020 MacBook Air", ("laptop", "2020 MacBook Air")),
        ("my work phone is an iPhone 13", ("phone_model", "iPhone 13")),
        ("my car insurance is State Farm now", ("car_insurance", "State Farm")),
    ],
)
def test_a_thing_named_with_a_year_or_a_number_is_still_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


def test_a_price_of_the_insurance_supersedes_no_insurer(real: Hindsight) -> None:
    assert still_held(real, "my car insurance is with Geico", "my car insurance is 1,340 a year now") == [
        True,
        True,
    ]
