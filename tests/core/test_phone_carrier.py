"""The carrier of one's phone plan filled no slot ("my phone plan is with Mint, $30 a month", "my carrier is Verizon"),
我的手机套餐是移动的 a slot named 手机套餐, and a switch ("I switched to Verizon" decided, 我换成联通了 nothing) ended none,
so the carrier left stayed current. Each is the phone's carrier (``phone_carrier``, one at a time): a switch
supersedes it; a price (我的手机套餐是每月59的), another line's (我把宽带换成电信了), a thing of no carrier (移动硬盘, mint
tea) or someone else's none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import first_answer, still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "carrier"),
    [
        ("my phone plan is with Mint, $30 a month", "Mint"),
        ("my carrier is Verizon", "Verizon"),
        ("my cell plan is through Visible now", "Visible"),
        ("I switched to Verizon last month", "Verizon"),
        ("我的手机套餐是移动的", "移动"),
        ("我换成联通了", "联通"),
        ("我从移动换成了联通", "联通"),
    ],
)
def test_the_carrier_of_ones_phone_plan(text: str, carrier: str) -> None:
    assert own_slots(text) == [("phone_carrier", carrier)]


@pytest.mark.parametrize(
    "text",
    [
        "我的手机套餐是每月59的",
        "我把宽带换成电信了",
        "我换成移动硬盘了",
        "我老婆换成联通了",
        "my phone plan is expensive",
        "my mom's phone plan is with Verizon",
    ],
)
def test_a_price_another_line_or_someone_elses_is_no_carrier(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "phone_carrier"] == []


@pytest.mark.parametrize(
    "said",
    [
        ("my phone plan is with Mint, $30 a month", "I switched to Verizon last month"),
        ("我的手机套餐是移动的", "我换成联通了"),
    ],
)
def test_a_carrier_switched_to_supersedes_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            ["my phone plan is with Mint, $30 a month", "I switched to Verizon last month"],
            "what phone plan am I on?",
        ),
        (["我的手机套餐是移动的", "我换成联通了"], "我的话费套餐是哪家的"),
        # asked by the word for the carrier, a mother's said after the user's (her 电信 came first)
        (["我的手机套餐是移动的", "我换成联通了", "我妈用的是电信"], "我用的哪个运营商"),
        (["我的手机套餐是移动的", "我换成联通了", "我妈用的是电信"], "我的运营商是哪个"),
    ],
)
def test_the_carrier_switched_to_is_answered_first(real: Hindsight, said: list[str], question: str) -> None:
    first, texts = first_answer(real, said, question)
    assert first == ["m1"], texts


_PHONE_THINGS = [
    "my phone plan is with Mint, $30 a month",
    "I just got a Pixel 8, loving it",
    "my phone number is 415-555-0199",
    "I work as a nurse",
]


@pytest.mark.parametrize(
    "question",
    [
        "who is my phone carrier?",
        "what's my cell provider?",
        "who is my phone plan with?",
        "which network is my phone on?",
        "what's my phone company?",
    ],
)
def test_the_carrier_asked_with_the_phones_word_is_the_carrier(real: Hindsight, question: str) -> None:
    """ "who is my phone carrier?" asked the phone's slot (its number): the number came first, above the carrier."""
    first, texts = first_answer(real, _PHONE_THINGS, question)
    assert first == ["m0"], texts


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("who is my phone carrier?", "phone_carrier"),
        ("what carrier am I on?", "phone_carrier"),
        ("what's my phone number?", "phone"),
        ("what's my company?", None),
        ("what is my network?", None),
        ("what is my sister's carrier?", None),
        ("which carrier is best for travel?", None),
        ("who is my internet provider?", None),
    ],
)
def test_the_slot_a_carrier_question_asks(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot
