"""Asked what is to be done at a time ("what do I need to do this week?", "what's due this week?", "what deadlines do I
have this week?", "what's on my to-do list this week?", 这周有什么要交的, 这周有什么截止的, 我这周有哪些待办), recall read no
agenda: the words ("need to do", 要交的) found "ugh I have so much to do, I need a vacation" and 要交的东西太多了 first, above
"the quarterly report is due Friday" and 论文这周五截止. They ask what the days hold, as "what do I have this week?" does
(``asks_agenda``); "what should I do today?" asks for advice and "what's due on my credit card?" names no time
(rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.agenda import asks_agenda
from tests.core.retain_helpers import T0, tell

_SAID = [
    "the quarterly report is due Friday",
    "ugh I have so much to do, I need a vacation",
    "I had a long day, need to sleep",
    "I need to figure out what to do about my knee",
    "the dentist is on Thursday at 10",
]
_SAID_ZH = ["论文这周五截止", "好多事情要做啊，烦死了", "要交的东西太多了，不想动", "周四下午约了牙医"]


@pytest.mark.parametrize(
    "question",
    [
        "what do I need to do this week?",
        "what do I still have to get done this week?",
        "what deadlines do I have this week?",
        "what's on my to-do list this week?",
        "what's left to do this week?",
    ],
)
def test_what_is_to_be_done_this_week_is_its_agenda(real: Hindsight, question: str) -> None:
    for n, text in enumerate(_SAID):
        tell(real, text, f"m{n}", n * 0.01)  # Monday 5 January 2026
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=1)).hits
    assert {h.record.source_ids[0] for h in hits[:2]} == {"m0", "m4"}, question


@pytest.mark.parametrize(
    "question", ["这周有什么要交的", "这周有什么截止的", "我这周有哪些待办", "这周有哪些deadline"]
)
def test_what_is_to_be_done_this_week_is_its_agenda_zh(real: Hindsight, question: str) -> None:
    for n, text in enumerate(_SAID_ZH):
        tell(real, text, f"m{n}", n * 0.01)
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=1)).hits
    assert {h.record.source_ids[0] for h in hits[:2]} == {"m0", "m3"}, question


@pytest.mark.parametrize(
    ("question", "agenda"),
    [
        ("what do I need to do this week?", True),
        ("anything due tomorrow?", True),
        ("what's due on Friday?", True),
        ("我今天有什么待办", True),
        ("what should I do today?", False),
        ("what's due on my credit card?", False),
        ("what do I need to do to renew my passport?", False),
        ("这周有什么好看的电影", False),
    ],
)
def test_what_asks_the_agenda(question: str, agenda: bool) -> None:
    assert asks_agenda(question) is agenda
