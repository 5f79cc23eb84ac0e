"""A Chinese question naming a partner formally (妻子, 丈夫) finds what the user said of that person in everyday
words (老婆, 老公)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.roles import said_as

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("用户的妻子做什么工作？", {"老婆", "媳妇", "爱人"}),
        ("用户的丈夫在哪上班", {"老公"}),
        ("用户的前男友喜欢什么运动", {"男朋友"}),
        ("用户的女朋友在哪", {"女友"}),
    ],
)
def test_said_as_names_the_everyday_words(question: str, words: set[str]) -> None:
    assert words <= set(said_as(question).split())


# a parent is not read: 我爸 is in every turn of a conversation about his care
@pytest.mark.parametrize(
    "question", ["用户现在住哪", "Who is the user's wife?", "用户的老婆做什么工作", "用户父亲得的是什么病？"]
)
def test_said_as_is_empty_without_a_formal_role(question: str) -> None:
    assert said_as(question) == ""


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("我婆娘在超市当收银员，娃儿读初二，开销大", "用户的妻子做什么工作？"),
        ("我老公在外地跑工地，一个月回来一次", "用户的丈夫做什么工作？"),
    ],
)
def test_recall_finds_the_role_said_in_everyday_words(real: Hindsight, said: str, question: str) -> None:
    turns = [
        said,
        "我在工厂上班，每天加班到九点，太累了",
        "下个月想换个工作，做什么都比现在好",
        "周末想去爬山，天气好就去",
        "最近睡不好，晚上老是醒",
        "娃儿的数学成绩上不去，想报个补习班",
        "车子该保养了，四万公里了",
        "想学做饭，从番茄炒蛋开始",
    ]
    messages = []
    for n, content in enumerate(turns, start=1):
        messages.append({"role": "user", "content": content, "id": f"t{n}"})
        messages.append({"role": "assistant", "content": "好的，我记下了。", "id": f"a{n}"})
    real.retain(messages, user_id="u", session_id="s1", occurred_at=T0)
    real.retain(
        [{"role": "user", "content": "推荐一本历史书吧", "id": "x1"}],
        user_id="u",
        session_id="s2",
        occurred_at=T0 + timedelta(days=3),
    )
    hits = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["t1"]
