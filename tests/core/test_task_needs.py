"""A request for a task (booking a table, ordering food, a flight) brings what the user said the task must respect
(an allergy, a diet, how they travel), which the request shares no word with; a question about what was said does
not."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_needs import task_needs
from tests.core.retain_helpers import tell

ANN = [
    "I'm allergic to shellfish, so I always have to check menus.",
    "My sister Kate is visiting in June.",
    "I started a new job at Initech as a data engineer.",
    "We use PostgreSQL for most things at work.",
    "I love Italian food, especially carbonara.",
    "My dentist appointment is on March 3.",
    "The kids have swimming on Saturdays.",
    "I always take an aisle seat on long flights.",
]
LI = [
    "我对花生过敏，吃东西要很小心。",
    "我女儿今年上三年级了。",
    "我在腾讯上班，做产品经理。",
    "周末我们常去爬山。",
    "我老公喜欢吃川菜。",
    "我晕机，坐飞机总是很难受。",
]


@pytest.fixture
def lived(real: Hindsight) -> Hindsight:
    for n, text in enumerate(ANN):
        tell(real, text, f"a{n}", n, user="ann")
    for n, text in enumerate(LI):
        tell(real, text, f"l{n}", n, user="li")
    tell(real, "I'm vegan and I can't stand cilantro.", "o1", 0, user="other")  # another user's diet
    return real


def top(hs: Hindsight, user: str, query: str, k: int = 3) -> list[str]:
    return [h.record.source_ids[0] for h in hs.recall(query, user_id=user, k=k).hits]


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        ("ann", "Can you book a table for two on Friday?", "a0"),
        ("ann", "Order us some dinner for tonight", "a0"),
        ("li", "帮我订周五的餐厅", "l0"),
        ("li", "帮我点个外卖", "l0"),
        ("li", "帮我订去成都的机票", "l5"),
    ],
)
def test_a_task_request_brings_what_it_must_respect(
    lived: Hindsight, user: str, request_: str, needed: str
) -> None:
    found = top(lived, user, request_)
    assert needed in found, found
    assert "o1" not in found  # never another user's


def test_a_question_about_what_was_said_is_not_a_task() -> None:
    for question in [
        "What restaurant did I like in Lisbon?",
        "What is the user allergic to?",
        "用户上次点的外卖是哪家？",
        "When is my dentist appointment?",
        "What should I do this weekend?",  # a request, of no kind with needs
    ]:
        assert task_needs(question) is None, question


@pytest.mark.parametrize(
    ("user", "question", "needed"),
    [
        ("ann", "What can't I eat?", "a0"),
        ("ann", "any dietary restrictions I have?", "a0"),
        ("ann", "what should I avoid eating?", "a0"),
        ("li", "我不能吃什么", "l0"),
        ("li", "用户有什么忌口", "l0"),
    ],
)
def test_a_question_asking_what_one_cannot_eat_is_answered_by_the_needs(
    lived: Hindsight, user: str, question: str, needed: str
) -> None:
    """Asked in words no such memory says ("can't eat" / "allergic to shellfish", 不能吃 / 过敏), the allergy and the
    diet are the answer: first, not below an unrelated best."""
    assert top(lived, user, question, k=1) == [needed]
    assert task_needs(question) is not None and task_needs(question).asked
