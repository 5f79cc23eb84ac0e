"""One's bank said in Chinese as people say it (我用招商银行的卡, 我的银行卡是招商银行的, 我的工资卡是招商银行的,
我存钱用微众银行, 我换到工商银行了) is the bank slot "I bank with Chase" fills: 我用招商银行的卡 and 我换到工商银行了
filled none, and 我的银行卡是… a slot of its own (银行卡) that 银行卡换成工商银行了 (bank) never ended, so both stayed
current; the bank for one's pay (工资卡) and the one for saving (存钱) are two banks, as checking and savings are."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "bank"),
    [
        ("我用招商银行的卡", "招商银行"),
        ("我一般用招行的卡", "招行"),
        ("我用建行的储蓄卡", "建行"),
        ("我存钱用微众银行", "微众银行"),
        ("我的银行卡是招商银行的", "招商银行"),
        ("我的工资卡是招商银行的", "招商银行"),
        ("我的银行是招商银行", "招商银行"),
        ("我换到工商银行了", "工商银行"),
    ],
)
def test_a_bank_said_in_chinese_fills_the_bank(text: str, bank: str) -> None:
    assert ("bank", bank) in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我妈用的是农业银行",
        "如果我用招商银行的卡会有优惠吗",
        "我用的是银行的APP",
        "我换到新公司了",
        "我换到三号线了",
    ],
)
def test_no_bank_of_the_speakers_own_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "bank"] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new"),
    [("我用招商银行的卡", "我换到工商银行了"), ("我的银行卡是招商银行的", "银行卡换成工商银行了")],
)
def test_a_bank_changed_in_chinese_supersedes_the_bank_before(hs: Hindsight, old: str, new: str) -> None:
    tell(hs, old, "a", 0)
    tell(hs, "今天去超市买了点水果", "b", 1)
    tell(hs, new, "c", 20)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id and records["c"].valid_to is None
    assert first(hs, "我现在用的什么银行") == ["c"]


def test_the_bank_for_pay_and_the_bank_for_saving_are_two(real: Hindsight) -> None:
    tell(real, "我的工资卡是招商银行的", "pay", 0)
    tell(real, "我存钱用微众银行", "save", 10)
    records = by_source(real)
    assert records["pay"].valid_to is None and records["save"].valid_to is None
    assert first(real, "我存钱用哪个银行") == ["save"]
    assert first(real, "我的工资卡是哪个银行的") == ["pay"]
