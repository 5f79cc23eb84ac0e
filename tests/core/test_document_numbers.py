"""The number of a passport, a licence or a membership is a slot, in both languages: "my passport number is X1234567"
then "got my new passport, the number is now Y7654321" were two current memories, and 换了新护照，护照号是E87654321 filled
no slot while 我的护照号是E12345678 did, so "what's my passport number?" (我的护照号是多少) was answered with the old
number first. A programme or a country named with it is a slot of its own (one number per airline, two passports)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("my passport number is X1234567", "passport_number", "X1234567"),
        ("got my new passport, the number is now Y7654321", "passport_number", "Y7654321"),
        ("I renewed my passport - new number: Z1112223", "passport_number", "Z1112223"),
        ("my frequent flyer number is UA123456789", "frequent_flyer_number", "UA123456789"),
        (
            "My United frequent flyer number changed to UA987654321",
            "frequent_flyer_number_united",
            "UA987654321",
        ),
        ("my UK passport number is 123456789", "passport_number_uk", "123456789"),
        ("my driver's license number is D1234567", "license_number", "D1234567"),
        ("我的护照号是E12345678", "passport_number", "E12345678"),
        ("我换了新护照，护照号是E87654321", "passport_number", "E87654321"),
        ("我的会员号是88886666", "membership_number", "88886666"),
    ],
)
def test_a_documents_number_is_its_slot(text: str, slot: str, value: str) -> None:
    assert [(a.attribute, a.value) for a in find_attributes(text)] == [(slot, value)]


@pytest.mark.parametrize(
    "text",
    [
        "my wife's passport number is X5555555",
        "my passport number is hard to find",
        "my passport expires in March 2027",
        "I renewed my passport and the number is the same",
        "我老婆的护照号是E11112222",
        "他的护照号是E99998888",
    ],
)
def test_no_number_of_the_users_without_one(text: str) -> None:
    assert not [a for a in find_attributes(text) if a.attribute.endswith("_number")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my passport number is X1234567", "got my new passport, the number is now Y7654321"),
        ("我的护照号是E12345678", "我换了新护照，护照号是E87654321"),
        ("My passport number is X1234567.", "我的新护照号码是E87654321"),
    ],
)
def test_a_new_number_supersedes_the_old(hs: Hindsight, old: str, new: str) -> None:
    tell(hs, old, "m1", 0)
    tell(hs, new, "m2", 30)
    records = by_source(hs)
    assert records["m1"].superseded_by == records["m2"].id and records["m2"].valid_to is None


def test_numbers_with_two_airlines_are_two(hs: Hindsight) -> None:
    tell(hs, "my United frequent flyer number is UA123456789", "m1", 0)
    tell(hs, "my Delta frequent flyer number is 9123456780", "m2", 1)
    assert by_source(hs)["m1"].valid_to is None
