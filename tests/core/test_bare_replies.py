"""A reply of a few words after a turn that says more and asks ("Nice, solid habit! How many did you read last
year?" / "31") is stored with the question it answers: "31" alone says nothing of what it answers. A longer reply,
one that says what it is about (我下周三有个面试), or one after an offer of help is stored as said."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.models import Scope, TraceStep

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def texts(*turns: tuple[str, str]) -> list[str]:
    steps = [
        TraceStep(step_id=f"m{n}", type="user_input" if role == "user" else "model_output", content=content)
        for n, (role, content) in enumerate(turns)
    ]
    window = ExtractionWindow(
        trace_id="t", scope=Scope(user_id="u"), reference_time=T0, steps=steps, final=True
    )
    return [f.text for f in RuleExtractor().extract_sync(window) if f.source_kind == "user_stated"]


@pytest.mark.parametrize(
    ("asked", "reply", "stored"),
    [
        (
            "Nice, that's a solid habit! How many did you read last year?",
            "31",
            "The user said: 31 (answering the assistant: How many did you read last year?)",
        ),
        (
            "Congrats on the new role. What's the job exactly?",
            "risk analyst, commercial loans",
            "The user said: risk analyst, commercial loans (answering the assistant: What's the job exactly?)",
        ),
        (
            "好的，先了解一下情况。你现在租房多少钱一个月？",
            "2500，一室一厅",
            "用户说：2500，一室一厅（回答助手：你现在租房多少钱一个月？）",
        ),
    ],
)
def test_a_bare_reply_is_stored_with_the_question_it_answers(asked: str, reply: str, stored: str) -> None:
    assert texts(("assistant", asked), ("user", reply)) == [stored]


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        # says enough by itself
        (
            "That is a solid habit. How many did you read last year?",
            "I read 31 books last year, mostly fantasy",
        ),
        ("你的简历我看过了，项目经历写得很清楚。你最近怎么样？", "我下周三有个面试，是字节跳动的"),
        # an offer of help asks nothing a reply answers
        ("Welcome back, good to see you again. How can I help today?", "flights to Lisbon"),
        ("欢迎回来，很高兴再见到你。今天需要什么帮助？", "机票，去里斯本"),
    ],
)
def test_a_reply_that_says_enough_or_follows_an_offer_is_stored_as_said(asked: str, reply: str) -> None:
    frame = "用户说：" if "我" in reply or "机票" in reply else "The user said: "
    assert texts(("assistant", asked), ("user", reply)) == [frame + reply]


def test_the_bare_reply_answers_the_question_it_was_given_for(real: Hindsight) -> None:
    turns = [
        ("user", "I set myself a reading goal, 40 books this year"),
        ("assistant", "Love that! Last year's count is a good baseline. How many did you read last year?"),
        ("user", "31"),
        ("user", "book club picked Piranesi for February, I already read it"),
        ("user", "I read on a Kindle on the train, mostly"),
    ]
    messages = [{"role": role, "content": content, "id": f"m{n}"} for n, (role, content) in enumerate(turns)]
    real.retain(messages, user_id="u", session_id="s", occurred_at=T0 + timedelta(days=1))
    hits = real.recall("How many books did I read last year?", user_id="u", k=2, reinforce=False).hits
    assert ["m2"] in [h.record.source_ids for h in hits]  # beside this year's goal, which names the books
