"""An agent asks its memory about "the user" ("Where does the user work these days?", "What is the user's job?",
用户现在在哪工作): the same question the user asks of themselves ("where do I work these days?"), whose slot's current
value comes first. Read only as the user's own: "Where does the user's sister live?" asks about the sister."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.recall.subject import asks_about_self
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("Where does the user work these days?", "works_at"),
        ("Where does the user live?", "lives_in"),
        ("What is the user's job title?", "job"),
        ("How old is the user?", "age"),
        ("How many kids does the user have?", "kids_count"),
        ("Who is the user's girlfriend?", "partner"),
        ("用户现在在哪工作", "works_at"),
        ("用户住在哪", "lives_in"),
    ],
)
def test_a_question_of_the_user_asks_the_users_slot(question: str, slot: str) -> None:
    assert asked_slot(question) == slot


@pytest.mark.parametrize(
    "question", ["Where does the user's sister live?", "用户的妹妹住哪", "用户们喜欢什么功能"]
)
def test_a_question_of_someone_of_the_users_asks_no_slot_of_theirs(question: str) -> None:
    assert asked_slot(question) is None


def test_the_current_employer_answers_an_agents_question(real: Hindsight) -> None:
    """The employer said last answers the agent's question, above the old job's chatter and a friend's new job."""
    said = [
        "work stuff. my manager keeps pinging me on slack at 11pm, im a jr dev at a fintech startup called Plumly",
        "tasha got a new job too, shes a UX designer at Deliveroo now",
        "no lol im scared to talk to him about it",
        "so i got poached lol. leaving plumly, starting at Monzo as a backend eng on the 5th",
        "quit energy drinks completely, just one flat white in the morning now",
    ]
    for n, text in enumerate(said):
        tell(real, text, f"t{n}", 10 * n)
    hits = real.recall("Where does the user work these days?", user_id="u", k=5, reinforce=False).hits
    assert hits[0].record.source_ids == ["t3"], [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("question", "own"),
    [
        ("How much is the user's rent?", True),
        ("Where does the user work?", True),
        ("用户现在住哪", True),
        # someone of the user's, asked about by who they are (a husband, a father, a cat: their own facts answer)
        ("What does the user's sister do?", False),
        ("用户的丈夫做什么工作？", False),
        ("我丈夫做什么工作", False),
        ("用户父亲现在吃什么降压药", False),
        ("What's the name of the user's cat?", False),
        ("When was the user's baby born?", False),
    ],
)
def test_a_question_of_the_user_is_about_the_user_themselves(question: str, own: bool) -> None:
    """Asked about oneself, another's fact ranks lower ("how much is my rent?": "my sister's rent is $3,200"); an
    agent's question of "the user" was read as about no one, and one naming a husband, a father or a cat (我丈夫做什么
    工作) as about oneself, so their own facts took the penalty."""
    assert asks_about_self(question) is own
