"""A bank account said by what it is for ("I bank with Ally for savings", "my savings account is with Ally", "Chase
for checking", 存钱用…, 工资卡…) is the bank for that: a bank for savings said after "I bank with Chase" is a second
bank, not a change of it ("I bank with Ally for savings" had ended Chase), "switched my savings to Marcus" changes
the savings bank only, and "which bank is my checking account with?" is answered by the bank said for checking, or
for nothing, before one said for savings."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "bank"),
    [
        ("my savings account is with Ally", "Ally"),
        ("my savings are with Ally", "Ally"),
        ("my checking is at Chase now", "Chase"),
        ("switched my savings to Marcus", "Marcus"),
        ("I moved my savings to Marcus", "Marcus"),
        ("I just moved my checking account over to Schwab", "Schwab"),
    ],
)
def test_a_bank_said_for_an_account_is_the_bank(text: str, bank: str) -> None:
    assert ("bank", bank) in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my savings are at 30k now",
        "I moved my savings to a high-yield account",
        "I moved my savings to crypto, probably dumb",
        "my sister moved her savings to Marcus",
        "if I moved my savings to Marcus would I earn more?",
        "my checking account is overdrawn",
    ],
)
def test_no_bank_is_read_where_none_is_named_for_the_speaker(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "bank"] == [], slots(text)


def test_a_bank_for_savings_is_a_second_bank(real: Hindsight) -> None:
    tell(real, "I bank with Chase", "chase", 0)
    tell(real, "I bank with Ally for savings", "ally", 10)
    records = by_source(real)
    assert records["chase"].valid_to is None and records["ally"].valid_to is None
    assert first(real, "where do I keep my savings?") == ["ally"]
    assert first(real, "which bank is my checking account with?") == ["chase"]


def test_the_savings_bank_changed_leaves_the_checking_bank(real: Hindsight) -> None:
    tell(real, "I bank with Chase for checking and Ally for savings", "both", 0)
    tell(real, "switched my savings to Marcus", "marcus", 30)
    records = by_source(real)
    assert records["both"].valid_to is None and records["marcus"].valid_to is None
    assert first(real, "where do I keep my savings?") == ["marcus"]
    assert first(real, "which bank is my checking account with?") == ["both"]


def test_a_bank_changed_for_one_account_ends_that_accounts_only(real: Hindsight) -> None:
    tell(real, "my savings account is with Ally", "ally", 0)
    tell(real, "my checking account is with Chase", "chase", 1)
    tell(real, "I moved my savings to Marcus", "marcus", 30)
    records = by_source(real)
    assert records["ally"].superseded_by == records["marcus"].id
    assert records["chase"].valid_to is None and records["marcus"].valid_to is None
    assert first(real, "where do I keep my savings?") == ["marcus"]
    assert first(real, "which bank is my checking with?") == ["chase"]


def test_a_bank_switched_for_no_account_is_still_a_change(real: Hindsight) -> None:
    tell(real, "I bank with Chase", "chase", 0)
    tell(real, "I switched banks to Wells Fargo", "wells", 10)
    records = by_source(real)
    assert records["chase"].superseded_by == records["wells"].id
    assert first(real, "what bank do I use?") == ["wells"]
