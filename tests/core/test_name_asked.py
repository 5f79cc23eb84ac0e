"""For a question asking a name, the turn that says one ranks above a best that says none."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.name_asked import asks_name, lift_name_said, says_name
from tests.core.lift_helpers import ranked

T0 = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)

BOOK = "用户说：讲一只橘猫找月亮的故事 三到六岁（回答助手：绘本讲的是什么故事？给多大的孩子看？）"
CAT = "用户说：下班回家跟我家猫过的 它叫汤圆 是只橘猫 胖得要死"
QUESTION = "用户的猫叫什么名字"


def _record(rid: str, text: str, day: int) -> MemoryRecord:
    return MemoryRecord(
        id=rid,
        text=text,
        scope=Scope(user_id="u", session_id=f"s{day}"),
        occurred_at=T0 + timedelta(days=day),
    )


def test_the_turn_saying_a_name_ranks_above_a_best_saying_none() -> None:
    records = {r.id: r for r in (_record("book", BOOK, 9), _record("cat", CAT, 0))}
    final = {"book": 10.0, "cat": 8.0}
    lift_name_said(final, records, QUESTION)
    assert ranked(final) == ["cat", "book"]


@pytest.mark.parametrize(
    ("best", "question"),
    [
        # the best says a name itself
        ("用户说：先不用 谢啦 我要去喂我家的猫 麻糬 它叫麻糬", QUESTION),
        # the question asks no name
        (BOOK, "用户的猫是什么颜色"),
    ],
)
def test_the_best_keeps_its_place(best: str, question: str) -> None:
    records = {r.id: r for r in (_record("best", best, 9), _record("cat", CAT, 0))}
    final = {"best": 10.0, "cat": 8.0}
    lift_name_said(final, records, question)
    assert ranked(final) == ["best", "cat"]


def test_only_the_best_three_are_read() -> None:
    records = {
        r.id: r
        for r in (
            _record("book", BOOK, 9),
            _record("a", "用户说：猫粮换了 现在吃渴望", 3),
            _record("b", "用户说：猫最近掉毛很厉害", 4),
            _record("cat", CAT, 0),
        )
    }
    final = {"book": 10.0, "a": 9.0, "b": 8.5, "cat": 8.0}
    lift_name_said(final, records, QUESTION)
    assert ranked(final)[0] == "book"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (CAT, True),
        ("用户说：您好，裱花师已招到，名叫小敏，手艺很好。", True),
        ("The user said: I run a small pottery studio in Margate called Tidemark Clay", True),
        ("The user said: Also we changed our minds. He's going to be Felix. Theo's his middle name.", True),
        ("用户说：老板叫我周末加班", False),
        ("用户说：昨晚叫了外卖", False),
        ("The user said: the landlord called about the boiler", False),
        # the assistant's question is not what the user said
        ("The user said: a tabby (answering the assistant: What's her name?)", False),
    ],
)
def test_says_name(text: str, says: bool) -> None:
    assert says_name(text) is says


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("用户的猫叫什么名字", True),
        ("遲到的員工叫什麼", True),
        ("What is the name of the user's business?", True),
        ("what is the baby's name", True),
        ("What is the user's dog called?", True),
        ("what's the fig tree called", True),
        ("What does the user call the soup?", False),
        ("用户叫了什么外卖", False),
    ],
)
def test_asks_name(question: str, asks: bool) -> None:
    assert asks_name(question) is asks


def test_recall_puts_the_turn_saying_the_name_first(real: Hindsight) -> None:
    def say(turns: list[str], session: str, day: int) -> None:
        messages = []
        for n, content in enumerate(turns, start=1):
            messages.append({"role": "user", "content": content, "id": f"{session}-t{n}"})
            messages.append({"role": "assistant", "content": "好的。", "id": f"{session}-a{n}"})
        real.retain(messages, user_id="u", session_id=session, occurred_at=T0 + timedelta(days=day))

    say(["下班回家跟我家猫过的 它叫汤圆 是只橘猫 胖得要死", "最近加班好多"], "s1", 0)
    say(["帮我写个绘本 讲一只橘猫找月亮的故事 给三到六岁的孩子", "猫的名字你帮我想一个"], "s2", 20)
    hits = real.recall(QUESTION, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["s1-t1"]
