"""A bank account said by what it is for ("I bank with Ally for savings", "my savings account is with Ally", "Chase
for checking", 存钱用…, 工资卡…) is the bank for that: a bank for savings said after "I bank with Chase" is a second
bank, not a change of it ("I bank with Ally for savings" had ended Chase), "switched my savings to Marcus" changes
the savings bank only, and "which bank is my checking account with?" is answered by the bank said for checking, or
for nothing, before one said for savings. A bank for each account said in one sentence ("I bank with Chase for
checking and Ally for savings", "my checking is with Chase and my savings is with Ally", 我的工资卡是招商银行的，存钱用
微众银行) is each a bank of its own: before, the first alone was read, so a change of the checking bank took the savings
one into history with it and "which bank is my savings account with?" answered the new checking bank first."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord
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
    banks = _banks(real)
    assert banks["Chase"].valid_to is None and banks["Marcus"].valid_to is None
    assert banks["Ally"].superseded_by == banks["Marcus"].id
    assert first(real, "where do I keep my savings?") == ["marcus"]
    assert first(real, "which bank is my checking account with?") == ["both"]


def _banks(hs: Hindsight) -> dict[str, MemoryRecord]:
    """User "u"'s bank records, whatever their status, by the bank each holds."""
    held = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    return {str(r.attributes["value"]): r for r in held if r.attributes.get("attribute") == "bank"}


@pytest.mark.parametrize(
    ("text", "banks"),
    [
        ("I bank with Chase for checking and Ally for savings", ["Ally", "Chase"]),
        ("I bank with Chase for checking, and with Ally for savings", ["Ally", "Chase"]),
        ("I use Chase for checking and Ally for savings", ["Ally", "Chase"]),
        ("my checking is with Chase and my savings is with Ally", ["Ally", "Chase"]),
        ("my savings account is with Ally, and my checking is at Chase now", ["Ally", "Chase"]),
        ("我的工资卡是招商银行的，存钱用微众银行", ["微众银行", "招商银行"]),
        # one account's bank, or another's
        ("I have Ally for savings", ["Ally"]),
        ("I bank with Chase for checking and my wife uses Ally for savings", ["Chase"]),
        ("my sister banks with Chase for checking and Ally for savings", []),
        ("I use Gmail for checking email and Slack for chat", []),
    ],
)
def test_a_bank_for_each_account_said_together_is_each_a_bank(
    hs: Hindsight, text: str, banks: list[str]
) -> None:
    tell(hs, text, "m", 0)
    assert sorted(_banks(hs)) == banks


@pytest.mark.parametrize(
    ("both", "changed", "other", "question"),
    [
        (
            "I bank with Chase for checking and Ally for savings",
            "I moved my checking to Schwab",
            "Ally",
            "which bank is my savings account with?",
        ),
        (
            "I use Chase for checking and Ally for savings",
            "I switched my savings to Marcus",
            "Chase",
            "which bank is my checking account with?",
        ),
    ],
)
def test_one_accounts_bank_changed_leaves_the_other_said_with_it(
    real: Hindsight, both: str, changed: str, other: str, question: str
) -> None:
    tell(real, both, "both", 0)
    tell(real, changed, "changed", 30)
    banks = _banks(real)
    assert banks[other].valid_to is None
    hits = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.attributes["value"] == other


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
