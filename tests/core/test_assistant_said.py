"""A question asking what the assistant said ("the book you recommended", 你上次推荐的那家餐厅) reaches the assistant's
words, which are stored unconfirmed (pending) and left out of every other recall."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.assistant_said import asks_what_assistant_said
from tests.core.recall_helpers import ranked


def _talk(hs: Hindsight, session: str, *turns: tuple[str, str]) -> None:
    messages = [
        {"role": role, "content": content, "id": f"{session}-{n}"} for n, (role, content) in enumerate(turns)
    ]
    hs.retain(messages, user_id="u", session_id=session)


@pytest.fixture
def chats(real: Hindsight) -> Hindsight:
    _talk(
        real,
        "books",
        ("user", "I'm looking for a new sci-fi book to read, any ideas?"),
        ("assistant", "You might enjoy 'Project Hail Mary' by Andy Weir, funny and hard sci-fi."),
        ("user", "ok cool"),
    )
    _talk(
        real,
        "visa",
        ("user", "When is the deadline for the visa form?"),
        ("assistant", "The DS-160 visa form must be submitted by March 14, a week before your interview."),
    )
    _talk(
        real,
        "router",
        ("user", "My router keeps dropping the connection"),
        ("assistant", "Try this: unplug it for 30 seconds, then hold the reset button for 10 seconds."),
    )
    _talk(
        real,
        "dentist",
        ("user", "I have a dentist appointment on Friday at 3pm, can you remind me?"),
        ("assistant", "Sure, I'll remind you about the dentist on Thursday evening."),
    )
    _talk(
        real,
        "dinner",
        ("user", "我想周六带爸妈去吃饭，推荐一家杭州的餐厅吧"),
        ("assistant", "可以试试外婆家西湖店，口味清淡，适合老人。"),
        ("user", "好的谢谢"),
    )
    _talk(real, "home", ("user", "I live in Denver and I work as a nurse."), ("assistant", "Nice!"))
    return real


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what was that book you recommended last week?", "books-1"),
        (
            "what did you say the deadline for the visa form was?",
            "visa-0",
        ),  # (stored with the user's question)
        ("remind me of the steps you gave me to reset the router", "router-1"),
        ("you said you'd remind me about the dentist, when?", "dentist-1"),
        ("你上次推荐的那家餐厅叫什么", "dinner-1"),
        ("What did the assistant recommend the user should read?", "books-1"),
        ("助手给用户推荐的那家餐厅叫什么", "dinner-1"),
    ],
)
def test_a_question_of_what_the_assistant_said_finds_its_words_first(
    chats: Hindsight, question: str, answer: str
) -> None:
    assert ranked(chats, question, k=3)[0] == answer


@pytest.mark.parametrize(
    "question", ["What sci-fi book should I read?", "where do I live?", "what do you recommend for dinner?"]
)
def test_other_questions_keep_the_assistants_words_out(chats: Hindsight, question: str) -> None:
    hits = chats.recall(question, user_id="u", k=10, reinforce=False).hits
    assert hits and all(hit.record.status == "active" for hit in hits)


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("which hotel did you book for me?", True),
        ("didn't you say the meeting was at 3?", True),
        ("what was your earlier suggestion for the flight?", True),
        ("你给我的那几个步骤是什么", True),
        ("你答应提醒我看牙医是哪天", True),
        ("你說會提醒我交房租，是幾號？", True),
        ("助手之前建议了什么", True),
        ("What do you recommend for a sore throat?", False),
        ("Can you suggest a good book?", False),
        ("I think you gave up too early lol", False),
        ("My friend said you can't park there", False),
        ("你推荐一家餐厅吧", False),
        ("你说的对", False),
        ("你说了算", False),
        ("我跟你说过我住哪吗", False),
        ("你说会不会下雨", False),
        ("你能不能给我推荐几本书", False),
    ],
)
def test_what_asks_for_the_assistants_words(question: str, asks: bool) -> None:
    assert asks_what_assistant_said(question) is asks
