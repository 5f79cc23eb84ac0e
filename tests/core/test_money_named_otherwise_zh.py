"""An amount of one's money asked in Chinese by one of its names and said by another (我工资多少 / 我月薪两万五,
我收入多少 / 我年薪三十万, 我存款多少 / 我的积蓄有二十万): no vector path reads Chinese and the words shared none, so
the newest turns came back instead (我工资多少 answered 房租每月六千 first); the amount said by another of its names is
the answer. (A rent said as 租金 or 月租 shares 租 with 房租 and was found before: kept as it was.)"""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("我月薪两万五", "我工资多少"),
        ("我月薪两万五", "我的工资是多少"),
        ("我年薪三十万", "我收入多少"),
        ("租金每月六千", "我房租多少"),
        ("月租六千五", "我每个月房租多少钱"),
        ("我的积蓄有二十万", "我存款多少"),
    ],
)
def test_money_asked_by_another_of_its_names_is_answered(real: Hindsight, said: str, question: str) -> None:
    tell(real, said, "a", 0)
    tell(real, "我在国贸上班，通勤四十分钟", "b", 1)
    tell(real, "这个月花了八千，有点多", "c", 2)
    tell(real, "房东人挺好的，就是小区停车难", "d", 3)
    assert first(real, question) == ["a"]


def test_pay_asked_by_another_name_is_not_answered_by_the_rent(real: Hindsight) -> None:
    tell(real, "我月薪两万五", "pay", 0)
    tell(real, "房租每月六千", "rent", 1)
    assert first(real, "我工资多少") == ["pay"]
    assert first(real, "我房租多少") == ["rent"]


def test_a_name_of_money_asked_for_no_amount_brings_none(real: Hindsight) -> None:
    # the words of money are searched only for how much it is: 房租什么时候交 asks a day
    tell(real, "租金每月六千", "a", 0)
    tell(real, "每个月5号交房租", "b", 1)
    assert first(real, "房租什么时候交") == ["b"]
