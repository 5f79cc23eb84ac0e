"""One's own value said as what it is now, the way Chinese says it (我现在的工作是销售, 我目前的工作是老师, 我现在的邮箱是…,
我现在的职业是律师) is the value, as 我的工作是销售 and 我现在的手机号是… are: the old one goes to history and the question
answers the new one. Before, 现在的 after 我 read nothing (the e-mail was taken for someone else's: X的邮箱). Someone
else's (他现在的邮箱是…, 我老婆现在的工作是老师) is none of the speaker's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import changed_then_asked
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我现在的工作是销售", ("job", "销售")),
        ("我目前的工作是老师", ("job", "老师")),
        ("我现在的职业是律师", ("job", "律师")),
        ("我现在的邮箱是new@163.com", ("email", "new@163.com")),
    ],
)
def test_ones_own_value_said_as_now_is_the_value(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "他现在的邮箱是new@163.com",
        "我老公现在的邮箱是new@163.com",
        "他现在的工作是销售",
        "我老婆现在的工作是老师",
    ],
)
def test_anothers_value_now_is_none_of_the_speakers(text: str) -> None:
    assert not own_slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("我的工作是会计", "我现在的工作是销售", "我是做什么的"),
        ("我的邮箱是old@qq.com", "我现在的邮箱是new@163.com", "我的邮箱是什么"),
    ],
)
def test_the_value_said_now_supersedes_the_old_and_is_answered_first(
    real: Hindsight, old: str, new: str, question: str
) -> None:
    before, after, first = changed_then_asked(real, old, new, question, gap=60)
    assert before.superseded_by == after.id
    assert first == after.id
