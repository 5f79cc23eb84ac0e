"""Asked in Chinese for the value of one's own thing or person of one at a time (我的车是什么牌子, 我开什么车, 我老婆叫啥,
我上司叫什么), the user's current value comes first, as "where do I live?" has it: 我同事小王的车是特斯拉 shared 的车是 with the
question and ranked above 我开的是一辆丰田卡罗拉, the user's own car, which no Chinese question asked as a slot."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import T0, tell


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("我开的是一辆丰田卡罗拉，开了五年了", "我同事小王的车是特斯拉，天天跟我炫"), "我的车是什么牌子"),
        (("我开的是一辆丰田卡罗拉，开了五年了", "我老婆开的车是宝马，她自己买的"), "我开什么车"),
        (("我老婆叫林静，她是小学老师", "我老婆的闺蜜叫小美，人挺好"), "我老婆叫啥"),
        (("我的上司叫王建国，人很严格", "上司的上司叫什么我都不知道，哈哈"), "我上司叫什么"),
    ],
)
def test_ones_own_value_comes_first(real: Hindsight, said: tuple[str, str], asked: str) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", 5 * day)
    hits = real.recall(asked, user_id="u", k=2, reinforce=False, now=T0 + timedelta(days=30)).hits
    assert hits[0].record.source_ids == ["m0"], [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("asked", "slot"),
    [
        ("我的车是什么牌子", "car"),
        ("我開什麼車", "car"),
        ("我老婆叫啥来着", "wife"),
        ("我的生日是哪天", "birthday"),
        ("我去哪个健身房", "gym"),
        # what else is asked of it, or another's
        ("我老婆是做什么的", None),
        ("我的车是什么颜色", None),
        ("我同事的车是什么牌子", None),
        ("我老婆的车是什么", None),
    ],
)
def test_the_slot_asked(asked: str, slot: str | None) -> None:
    assert asked_slot(asked) == slot
