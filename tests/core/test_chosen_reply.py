"""For a question asking what was chosen, the short reply that made the choice ranks above the turn of its session
that weighed it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.chosen_reply import asks_choice, lift_chosen_reply
from tests.core.lift_helpers import ranked

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

WEIGHED = (
    "The user said: I'm trying to compare two apartment offers. Apartment A: $2,100, 1BR, Astoria, 25 min "
    "commute. Apartment B: $2,450, 1BR with balcony, Long Island City, 10 min commute"
)
CHOSEN = "The user said: Astoria it is (answering the assistant: I'd lean Astoria.)"
QUESTION = "Which apartment did the user choose?"


def _record(rid: str, text: str, minute: int, session: str = "s1") -> MemoryRecord:
    return MemoryRecord(
        id=rid,
        text=text,
        scope=Scope(user_id="u", session_id=session),
        occurred_at=T0 + timedelta(minutes=minute),
    )


def test_the_short_reply_after_the_weighing_ranks_above_it() -> None:
    records = {
        r.id: r
        for r in (
            _record("weighed", WEIGHED, 0),
            _record(
                "x", "The user said: the landlord in Astoria wants a guarantor, is that normal?", 30, "s2"
            ),
            _record("chosen", CHOSEN, 6),
        )
    }
    final = {"weighed": 10.0, "x": 9.0, "chosen": 8.0}
    lift_chosen_reply(final, records, QUESTION)
    assert ranked(final) == ["chosen", "weighed", "x"]


@pytest.mark.parametrize(
    ("best", "reply", "reply_minute", "reply_session", "question"),
    [
        # the question asks no choice
        (WEIGHED, CHOSEN, 6, "s1", "How long is the commute from apartment A?"),
        # it asks a choice's amount: the best holds it
        (
            "用户说：我孙子豆豆下个月十二号满六岁 想给他买个礼物 五百块以内",
            "用户说：他喜欢恐龙 乐高（回答助手：豆豆平时喜欢玩什么？）",
            6,
            "s1",
            "这次给小孙子挑东西最多打算花多少？",
        ),
        # the best says the choice made itself
        (
            "用户说：最后还是买了宋PLUS 老婆试驾完也说安静",
            "用户说：电车模式太爽了 完全没声音",
            6,
            "s1",
            "用户最后买了什么车",
        ),
        # the reply is from another conversation
        (WEIGHED, CHOSEN, 6, "s9", QUESTION),
        # said before the best
        (WEIGHED, CHOSEN, -6, "s1", QUESTION),
        # not short: a turn of its own, not a reply naming the choice
        (
            WEIGHED,
            "The user said: the broker for the Long Island City one called back and said the balcony faces the "
            "highway, so I need to think about noise and whether I can even sleep with the windows open",
            6,
            "s1",
            QUESTION,
        ),
    ],
)
def test_the_best_keeps_its_place(
    best: str, reply: str, reply_minute: int, reply_session: str, question: str
) -> None:
    records = {
        r.id: r for r in (_record("best", best, 0), _record("reply", reply, reply_minute, reply_session))
    }
    final = {"best": 10.0, "reply": 8.0}
    lift_chosen_reply(final, records, question)
    assert ranked(final) == ["best", "reply"]


def test_only_the_best_five_are_read() -> None:
    records = {r.id: r for r in (_record("weighed", WEIGHED, 0), _record("chosen", CHOSEN, 6))}
    final = {"weighed": 10.0, "chosen": 4.0}
    for n in range(4):
        rid = f"o{n}"
        records[rid] = _record(rid, f"The user said: other thing {n} about moving", 100 + n, "s3")
        final[rid] = 9.0 - n
    lift_chosen_reply(final, records, QUESTION)
    assert ranked(final)[0] == "weighed"


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Which apartment did the user choose?", True),
        ("Which flight did the user pick for the trip?", True),
        ("Which ryokan did they book?", True),
        ("Where did the user decide to go for the retreat?", True),
        ("用户新车选的什么颜色？", True),
        ("用户最后买了什么车", True),
        ("Who does the school and nursery pick-ups now?", False),
        ("What did the user set up after the photo book arrived?", False),
        ("用户最后一次去医院是什么时候", False),
        ("Where does the user live now?", False),
    ],
)
def test_asks_choice(question: str, asks: bool) -> None:
    assert asks_choice(question) is asks


def _conversation(hs: Hindsight, turns: list[tuple[str, str]], session: str, day: int) -> None:
    messages = []
    for n, (user, assistant) in enumerate(turns, start=1):
        messages.append({"role": "user", "content": user, "id": f"{session}-t{n}"})
        messages.append({"role": "assistant", "content": assistant, "id": f"{session}-a{n}"})
    hs.retain(messages, user_id="u", session_id=session, occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("turns", "question", "answer"),
    [
        (
            [
                (
                    "Need a 7-seater now that my mother-in-law is staying longer. Kia Sorento or Skoda Kodiaq? "
                    "Budget 25k used",
                    "Both are good. The Kodiaq has the bigger boot and is cheaper to run. Which matters more?",
                ),
                ("the Skoda then", "Great choice. Look for one with the full service history."),
            ],
            "Which car did the user choose, the Sorento or the Kodiaq?",
            "s1-t2",
        ),
        (
            [
                (
                    "唐订了，DM-i七座。在纠结颜色，你觉得白色好还是黑色好？",
                    "白色显大耐脏，黑色稳重。你更在意哪一点？",
                ),
                ("黑的吧，做生意显得稳一点", "好的，黑色很适合商务。"),
            ],
            "用户新车选的什么颜色？",
            "s1-t2",
        ),
        # a short request for the choice says none made; the option's brackets are part of the question answered
        (
            [
                (
                    "Help me choose a laptop under $1500 for coding",
                    "I'd go with the ThinkPad X1 Carbon ($1,450), the best keyboard of the three.",
                ),
                ("thinkpad it is", "Good call."),
            ],
            "Which laptop did the user choose?",
            "s1-t2",
        ),
        (
            [
                (
                    "Help me choose a laptop under $1500 for coding",
                    "Here are three options: 1. MacBook Air M3 ($1,299) 2. ThinkPad X1 Carbon ($1,450) "
                    "3. Dell XPS 13 ($1,199)",
                ),
                ("let's go with the second one", "Great pick."),
            ],
            "which of the three laptops did we pick?",
            "s1-t2",
        ),
        (
            [
                (
                    "帮我挑个写代码用的笔记本",
                    "推荐三款：\n1. 联想小新Pro 16（6999元）\n2. ThinkPad T14（8999元）\n3. MacBook Air（7999元）",
                ),
                ("就第一个吧", "好的。"),
            ],
            "我最后选了哪款笔记本？",
            "s1-t2",
        ),
    ],
)
def test_recall_puts_the_choice_first(
    real: Hindsight, turns: list[tuple[str, str]], question: str, answer: str
) -> None:
    _conversation(real, turns, "s1", 0)
    _conversation(
        real,
        [("Can you suggest a podcast about history?", "Try 'The Rest Is History'."), ("thanks", "Anytime!")],
        "s2",
        10,
    )
    hits = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids[-1] == answer
