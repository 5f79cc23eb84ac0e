"""Asked for one's partner by the word for any partner (我对象叫啥, 我对象叫什么名字), a husband or a wife said by name (我老公叫
阿伟, 我老婆叫小美) answers it, first. Before, only a record of the ``partner`` slot (a boyfriend, a girlfriend) was
lifted for such a question, so a later mention of 对象 that names no one (我对象说下周去成都玩) ranked above the name."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("我老公叫阿伟", "我对象说下周去成都玩"), "我对象叫啥"),
        (("我老婆叫小美", "我对象最近在减肥"), "我对象叫什么名字"),
        (("我男朋友叫阿杰", "我对象最近老加班"), "我对象叫什么"),
    ],
)
def test_a_spouse_named_answers_who_ones_partner_is(
    real: Hindsight, said: tuple[str, str], asked: str
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", 10 * day)
    hits = real.recall(asked, user_id="u", k=2, reinforce=False, now=T0 + timedelta(days=30)).hits
    assert hits[0].record.source_ids == ["m0"]
