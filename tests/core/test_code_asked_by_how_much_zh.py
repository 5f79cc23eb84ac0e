"""A code asked for by 多少 (我的WiFi密码是多少, 门禁密码多少来着, 我车牌号是多少) asks for the code, not a count or an amount:
the answer is the turn saying the code. 多少 was read as asking a number, and a password said with letters and digits
("lin20180808", "sunflower42") holds none, so the next turn of the same chat that said one (我儿子今年五岁了, "my son
just turned 7") was lifted above the password as the answer said after its topic, and ranked first."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.restated import asked_kinds
from tests.core.retain_helpers import T0


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("家里WiFi密码是 lin20180808，记一下", "我儿子叫小宇，今年五岁了"), "我的WiFi密码是多少"),
        (("Our wifi password is sunflower42.", "My son Jake just turned 7."), "我的WiFi密码是多少"),
        (("小区门禁密码是 a3b8c，别忘了", "我家猫今年3岁了"), "门禁密码多少来着"),
    ],
)
def test_a_code_asked_by_how_much_ranks_above_the_number_said_next(
    real: Hindsight, said: tuple[str, str], asked: str
) -> None:
    real.retain(
        [
            {"role": "user", "content": said[0], "id": "code"},
            {"role": "user", "content": said[1], "id": "next"},
        ],
        user_id="u",
        session_id="s",
        occurred_at=T0,
    )
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=7)).hits
    assert [h.record.source_ids for h in hits][0] == ["code"]


def test_how_much_still_asks_an_amount_or_a_count() -> None:
    assert asked_kinds("我的WiFi密码是多少") == asked_kinds("我的车牌号多少") == ()
    assert asked_kinds("销售目标是多少") == ("number", "money")
    assert asked_kinds("我工资是多少") == ("money",)
