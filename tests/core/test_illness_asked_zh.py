"""One's illnesses asked in Chinese (我有什么病, 我身体有什么毛病, an agent's 用户有什么慢性病): the bundled embedder reads no
Chinese, and 医生说我是甲减 shares no word with the question, so only the newest memories came back, or those naming 病 of
someone else's condition (我老公有糖尿病 first); a list question about the user's own names the user's own first
(我会什么乐器: 我会弹吉他 above 我女儿在学钢琴)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.asked_members import holds_member
from tests.core.retain_helpers import first_answer

_SAID = [
    "医生说我是甲减",
    "我老公有糖尿病",
    "我妈高血压好多年了",
    "我住在杭州",
    "我女儿在学钢琴",
    "今天加班到十点",
    "我会弹吉他",
    "周末去爬山了",
]


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("我有什么病", "甲减"),
        ("我身体有什么毛病？", "甲减"),
        ("用户有什么慢性病", "甲减"),
        ("我妈有什么病", "高血压"),
        ("我会什么乐器", "吉他"),
    ],
)
def test_the_users_own_illness_comes_first(real: Hindsight, asked: str, answer: str) -> None:
    _, texts = first_answer(real, _SAID, asked)
    assert answer in texts[0], texts


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("用户说：去年查出来脂肪肝", True),
        ("用户说：上周得了肺炎，住了三天院", True),
        ("用户说：我有哮喘，换季就犯", True),
        ("用户说：周末去爬山了", False),
        ("用户说：病房在三楼", False),
    ],
)
def test_a_condition_said_is_an_illness_asked_for(text: str, held: bool) -> None:
    assert holds_member(text, "我有什么病") is held
