"""One introducing oneself in Chinese: 大家好我是李娜 is the name 李娜 (before: ``is_a`` 李娜, a kind of thing one is) and
我是新来的实习生 the job 实习生 (before: ``is_a`` 新来的实习生). What one is, whose one is, or a question after a greeting
names nobody."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("大家好我是李娜", [("name", "李娜")]),
        ("你好，我是小王", [("name", "小王")]),
        ("各位好，我是Kevin", [("name", "Kevin")]),
        ("hi 我是王磊，今天第一天上班", [("name", "王磊")]),
        ("我是新来的实习生", [("job", "实习生")]),
        ("大家好，我是新来的实习生", [("job", "实习生")]),
        ("我是刚入职的程序员", [("job", "程序员")]),
    ],
)
def test_a_name_or_a_job_said_introducing_oneself(text: str, expected: list[tuple[str, str]]) -> None:
    assert own_slots(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "大家好我是老师",
        "你好，我是李娜的同事",
        "你好，我是李娜吗",
        "大家好我是新人",
        "大家好我是小白",
        "你好我是王者荣耀玩家",
        "你好，我是北京人",
        "大家好我是大学生",
        "我是新来的",
    ],
)
def test_no_name_in_what_one_is_whose_or_a_question(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "name"] == []


def test_the_name_introduced_is_recalled_for_ones_name(real: Hindsight) -> None:
    ids, texts = first_answer(real, ["大家好我是李娜", "我最近在学吉他", "我喜欢喝美式"], "我叫什么名字")
    assert ids == ["m0"], texts
