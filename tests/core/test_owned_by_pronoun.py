"""A pronoun names no bank, insurer or phone: "I bank with them too" stored bank = "them", which superseded the bank
the user named before ("my bank is Wells Fargo"), and "which bank do I use?" answered "them"."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I bank with them too",
        "I bank with them, they're fine",
        "we bank with them as well",
        "my insurance is with them",
    ],
)
def test_a_pronoun_is_no_thing_owned(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] in ("bank", "insurance")]


@pytest.mark.parametrize(
    ("text", "value"),
    [("I bank with Chase", "Chase"), ("I bank with One Savings Bank", "One Savings Bank")],
)
def test_a_bank_by_its_name_is_read_as_before(text: str, value: str) -> None:
    assert ("bank", value) in slots(text)


def test_a_bank_said_by_a_pronoun_leaves_the_bank_named(hs: Hindsight) -> None:
    assert still_held(hs, "my bank is Wells Fargo", "I bank with them too, no complaints") == [True, True]
    hits = hs.recall("which bank do I use?", user_id="u", k=3).hits
    assert [
        h.record.attributes.get("value") for h in hits if h.record.attributes.get("attribute") == "bank"
    ] == ["Wells Fargo"]
