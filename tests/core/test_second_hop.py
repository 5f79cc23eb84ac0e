"""A question reaching someone or something through a person named by role ("What does my boss's wife do?", "What
breed is my brother's dog?", 我老板的老婆做什么工作, 我姐姐的孩子多大了): the record saying it of the name the user gave
that person ("Dave's wife Priya is a surgeon", 老陈的老婆是医生) ranks first, above the record giving the name and the
user's own of its kind ("My dog is a labrador")."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.second_hop import asked_through

T0 = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)

SESSIONS = [
    ["My boss Dave is pretty strict about deadlines.", "I had pasta for lunch."],
    ["Dave's wife Priya is a surgeon at the Royal Infirmary.", "Weather is grim"],
    ["Tom is my brother.", "Went for a run this morning"],
    ["Tom's dog is a beagle called Max.", "I need new running shoes"],
    ["My wife works as a nurse", "My dog is a labrador"],
    ["我老板叫老陈，人挺好的", "今天加班"],
    ["老陈的老婆是医生，在协和上班", "晚上吃了火锅"],
    ["我姐姐叫王芳，在深圳做会计。", "周末带孩子去公园了，累死。"],
    ["王芳的儿子今年上小学了，一年级。", "最近在学做饭"],
]


@pytest.fixture
def told(real: Hindsight) -> Hindsight:
    for day, turns in enumerate(SESSIONS):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        real.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    return real


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What does my boss's wife do?", "d1t0"),  # was 3rd, below the boss and the user's own wife
        ("What breed is my brother's dog?", "d3t0"),  # was 2nd, below "My dog is a labrador"
        ("我老板的老婆做什么工作", "d6t0"),  # was tied with 我老板叫老陈 and below it
        ("我姐姐的孩子多大了", "d8t0"),  # a child said as a son; was 3rd, below the user's own child
    ],
)
def test_what_is_asked_of_someone_named_by_role_ranks_first(
    told: Hindsight, question: str, answer: str
) -> None:
    top = [h.record.source_ids[0] for h in told.recall(question, user_id="u", k=5, reinforce=False).hits]
    assert top[0] == answer


def test_the_users_own_are_left_where_they_were(told: Hindsight) -> None:
    for question, own in (("What does my wife do?", "d4t0"), ("What breed is my dog?", "d4t1")):
        top = [h.record.source_ids[0] for h in told.recall(question, user_id="u", k=5, reinforce=False).hits]
        assert top[0] == own


@pytest.mark.parametrize(
    ("question", "through"),
    [
        ("What does my boss's wife do?", (("boss", frozenset({"wife"})),)),
        ("Where does my sister's husband work?", (("sister", frozenset({"husband"})),)),
        (
            "How old is my brother's kid?",
            (("brother", frozenset({"kid", "son", "daughter", "child", "boy", "girl"})),),
        ),
        ("我哥的狗是什么品种", (("哥", frozenset({"狗"})),)),
        ("what does my wife do?", ()),
        ("我老婆做什么工作", ()),
    ],
)
def test_the_person_a_question_goes_through_is_read(
    question: str, through: tuple[tuple[str, frozenset[str]], ...]
) -> None:
    assert asked_through(question) == through


def test_a_record_saying_it_of_the_role_itself_stays_first(real: Hindsight) -> None:
    sessions = [
        ["My mom Linda is visiting next week", "Lunch was fine"],
        ["My mom's birthday is June 3", "Rainy"],
        ["Linda's birthday party last year was chaos", "Gym"],
    ]
    for day, turns in enumerate(sessions):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        real.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    top = [h.record.source_ids[0] for h in real.recall("When is my mom's birthday?", user_id="u", k=5).hits]
    assert top[:2] == ["d1t0", "d2t0"]  # the mother's birthday, then Linda's party by her name
