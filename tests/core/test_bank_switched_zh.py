"""A bank switched to said of the account it holds, in Chinese (我存钱换到工商银行了, 存款转到了招行, 我工资卡换成工商银行了) is
the bank of that account, as 银行换成了微众银行 is: the old one goes to history, the other account's bank stays, and
我存钱用哪个银行 answers the new one. Before, none of these filled a slot. A card changed (工资卡换了张新的, 银行卡换成了新卡:
read before as the bank "张新" and "卡"), something bought with savings (我存钱换了辆车), someone else's and a wish are
none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "bank"),
    [
        ("我存钱换到工商银行了", "工商银行"),
        ("我存钱换到微众银行了", "微众银行"),
        ("存款转到了招行", "招行"),
        ("我工资卡换成工商银行了", "工商银行"),
        ("工资卡换成招商银行了", "招商银行"),
    ],
)
def test_a_bank_switched_to_for_an_account_is_the_bank(text: str, bank: str) -> None:
    assert own_slots(text) == [("bank", bank)]


@pytest.mark.parametrize(
    "text",
    [
        "我工资卡换了张新的",
        "我银行卡换了张新的",
        "银行卡换成了新卡",
        "我存钱换了辆车",
        "我妹妹工资卡换成工商银行了",
        "我老婆存钱换到工商银行了",
        "我想把工资卡换成工商银行",
        "要不要把存款换到工商银行",
    ],
)
def test_no_bank_of_the_speakers_in_a_card_a_purchase_anothers_or_a_wish(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "bank"]


def test_the_savings_bank_switched_supersedes_only_the_savings_bank(real: Hindsight) -> None:
    tell(real, "我的工资卡是招商银行的，存钱用微众银行", "m1", 0)
    tell(real, "我存钱换到工商银行了", "m2", 30)
    banks = {
        r.attributes["value"]: r
        for r in real.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "bank"
    }
    assert banks["微众银行"].superseded_by == banks["工商银行"].id
    assert banks["招商银行"].valid_to is None
    hits = real.recall(
        "我存钱用哪个银行", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=40)
    ).hits
    assert hits[0].record.id == banks["工商银行"].id
